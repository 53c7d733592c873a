package hyperpbi.canonical;

/** Correctly rounded decimal text to double, identical on every runtime. */
public final class DecimalParser {
  private DecimalParser() {}

  /** Returns the nearest double to a JSON/CSV decimal literal, or NaN when the text is not one. */
  public static double parse(String text) {
    // TODO(primitives helper): exact parsing independent of Double.parseDouble.
    try {
      return Double.parseDouble(text);
    } catch (NumberFormatException e) {
      return Double.NaN;
    }
  }
}
