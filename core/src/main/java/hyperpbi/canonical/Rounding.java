package hyperpbi.canonical;

/** The DSL's rounding: half away from zero (Math.round is wrong for negative halves in TeaVM). */
public final class Rounding {
  private Rounding() {}

  public static double halfAwayFromZero(double value, int precision) {
    // TODO(primitives helper): exact decimal rounding for any precision.
    double scale = Math.pow(10, precision);
    double scaled = Math.abs(value) * scale;
    double r = Math.floor(scaled + 0.5) / scale;
    return value < 0 ? -r : r;
  }
}
