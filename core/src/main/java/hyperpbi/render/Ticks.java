package hyperpbi.render;

/**
 * A linear value scale with "nice" ticks (1, 2, 2.5, 5 × 10^k steps, as Vega and Power BI pick
 * them), always including zero for bars so that bar lengths are exactly proportional.
 *
 * @param min the domain start (a tick)
 * @param max the domain end (a tick)
 * @param step the distance between ticks
 */
record Ticks(double min, double max, double step) {

  /** Ticks covering [lo, hi] with about {@code count} intervals. */
  static Ticks nice(double lo, double hi, int count) {
    if (!(lo <= hi) || Double.isInfinite(lo) || Double.isInfinite(hi)) {
      lo = 0;
      hi = 1;
    }
    if (lo == hi) {
      if (lo == 0) {
        hi = 1;
      } else if (lo > 0) {
        lo = 0;
      } else {
        hi = 0;
      }
    }
    double step = step((hi - lo) / Math.max(1, count));
    double min = Math.floor(lo / step) * step;
    double max = Math.ceil(hi / step) * step;
    return new Ticks(clean(min), clean(max), step);
  }

  private static double step(double raw) {
    double magnitude = Math.pow(10, Math.floor(Math.log10(raw)));
    double f = raw / magnitude;
    double nice = f <= 1 ? 1 : f <= 2 ? 2 : f <= 2.5 ? 2.5 : f <= 5 ? 5 : 10;
    return nice * magnitude;
  }

  /** Removes binary noise: 0.30000000000000004 → 0.3 (a tick is a multiple of a short step). */
  private static double clean(double v) {
    double r = hyperpbi.canonical.Rounding.halfAwayFromZero(v, 10);
    return r == 0 ? 0 : r;
  }

  int count() {
    return (int) Math.floor((max - min) / step + 0.5) + 1;
  }

  double tick(int i) {
    return clean(min + i * step);
  }

  /** The position of a value on [0, length], min at 0. */
  double at(double value, double length) {
    return max == min ? 0 : (value - min) / (max - min) * length;
  }
}
