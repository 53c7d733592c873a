package hyperpbi.render;

/**
 * An estimate of how wide a label is drawn in Segoe UI (Power BI's font) without a browser:
 * per-character advance classes measured once at 1 px. Label placement only needs to know
 * whether labels collide, so a few percent of error is fine; being the same on every runtime
 * is what matters.
 */
final class TextWidth {
  private TextWidth() {}

  static double of(String text, double fontSize) {
    double em = 0;
    for (int i = 0; i < text.length(); i++) {
      em += advance(text.charAt(i));
    }
    return em * fontSize;
  }

  private static double advance(char c) {
    if (c == ' ' || c == 'i' || c == 'l' || c == 'j' || c == '.' || c == ',' || c == '\''
        || c == '|' || c == '!' || c == ':' || c == ';' || c == 'I') {
      return 0.28;
    }
    if (c == 'm' || c == 'w' || c == 'M' || c == 'W' || c == '%' || c == '@') {
      return 0.86;
    }
    if (c >= 'A' && c <= 'Z') {
      return 0.64;
    }
    if (c >= '0' && c <= '9') {
      return 0.56;
    }
    if (c > 0x2E80) {
      return 1.0;
    }
    return 0.52;
  }

  /** The text cut to fit {@code width}, with an ellipsis when cut. */
  static String fit(String text, double fontSize, double width) {
    if (of(text, fontSize) <= width) {
      return text;
    }
    double room = width - of("…", fontSize);
    double used = 0;
    int i = 0;
    while (i < text.length() && used + advance(text.charAt(i)) * fontSize <= room) {
      used += advance(text.charAt(i)) * fontSize;
      i++;
    }
    return text.substring(0, i) + "…";
  }
}
