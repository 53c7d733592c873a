package hyperpbi.canonical;

/**
 * Canonical JSON number text: shortest decimal that round-trips, integers without ".0", never "-0",
 * non-finite values as null. Owned here because Double.toString differs between JDK 17 and TeaVM.
 */
public final class CanonicalNumber {
  private CanonicalNumber() {}

  public static String format(double value) {
    if (Double.isNaN(value) || Double.isInfinite(value)) {
      return "null";
    }
    if (value == 0) {
      return "0";
    }
    if (value == Math.rint(value) && Math.abs(value) < 1e15) {
      return Long.toString((long) value);
    }
    // TODO(primitives helper): replace with an exact shortest round-trip algorithm.
    return Double.toString(value);
  }
}
