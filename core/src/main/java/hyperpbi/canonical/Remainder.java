package hyperpbi.canonical;

/**
 * The exact IEEE remainder of truncating division, {@code x - trunc(x / y) * y} computed without
 * rounding: what Java's and JavaScript's {@code %} give. TeaVM's WebAssembly build computes
 * {@code %} through a rounded quotient instead ({@code 1e20 % 3} gave 72329883889435670000 and
 * {@code 1e308 % 3} gave 1e308), so the engine's {@code %} is this long division in doubles,
 * the same on every runtime and free of {@code long} (a BigInt in the JavaScript build).
 */
public final class Remainder {
  private static final double NEGATIVE_ZERO = -0.0;

  private Remainder() {}

  /**
   * {@code x % y} as on the JVM: NaN when either is NaN, x is infinite or y is zero; x when y is
   * infinite; otherwise exact, with the sign of x.
   */
  public static double fmod(double x, double y) {
    if (x != x || y != y || y == 0 || x - x != 0) {
      return Double.NaN;
    }
    double ax = Math.abs(x);
    double ay = Math.abs(y);
    if (ax < ay) {
      return x;
    }
    // Long division in binary: t runs over ay * 2^k from the largest one not above ax down to ay.
    // Before each step r < 2t, so when r >= t the difference r - t is exact (Sterbenz).
    // Doubling and halving a power-of-two multiple of ay are exact too. At most about 2,100 steps
    // (1e308 % 5e-324), a few dozen for everyday quotients.
    double t = ay;
    int doublings = 0;
    while (t * 2 <= ax) {
      t *= 2;
      doublings++;
    }
    double r = ax;
    for (int k = doublings; k >= 0; k--) {
      if (r >= t) {
        r -= t;
      }
      t /= 2;
    }
    if (x > 0) {
      return r;
    }
    // Not -r: TeaVM's WebAssembly build computes -(0.0) as +0.0.
    return r == 0 ? NEGATIVE_ZERO : -1.0 * r;
  }
}
