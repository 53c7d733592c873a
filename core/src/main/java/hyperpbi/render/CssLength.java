package hyperpbi.render;

/**
 * A CSS length an author may give as text ({@code width: "50%"}, {@code "12rem"}): digits with
 * one optional point and a known unit, nothing else, so a property value can never smuggle CSS.
 */
final class CssLength {
  private static final String[] UNITS = {"px", "%", "rem", "em", "vh", "vw", "fr"};

  private CssLength() {}

  static boolean isPlain(String text) {
    int i = 0;
    int digits = 0;
    boolean point = false;
    while (i < text.length()) {
      char c = text.charAt(i);
      if (c >= '0' && c <= '9') {
        digits++;
      } else if (c == '.' && !point) {
        point = true;
      } else {
        break;
      }
      i++;
    }
    if (digits == 0 || digits > 7) {
      return false;
    }
    String unit = text.substring(i);
    for (String u : UNITS) {
      if (u.equals(unit)) {
        return true;
      }
    }
    return false;
  }
}
