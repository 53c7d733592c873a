package hyperpbi.render;

/**
 * Colours an author may write: {@code #rgb}, {@code #rrggbb} or {@code #rrggbbaa}, and CSS
 * colour names of letters only. Anything else (a url(), an expression, a stray semicolon) is no
 * colour, so a property can never carry CSS into a style.
 */
final class Colours {
  private Colours() {}

  static String literal(String text) {
    if (text == null || text.isEmpty() || text.length() > 32) {
      return null;
    }
    if (text.charAt(0) == '#') {
      int n = text.length() - 1;
      if (n != 3 && n != 4 && n != 6 && n != 8) {
        return null;
      }
      for (int i = 1; i < text.length(); i++) {
        char c = Character.toLowerCase(text.charAt(i));
        if (!(c >= '0' && c <= '9') && !(c >= 'a' && c <= 'f')) {
          return null;
        }
      }
      return text;
    }
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (!(c >= 'a' && c <= 'z') && !(c >= 'A' && c <= 'Z')) {
        return null;
      }
    }
    return text;
  }
}
