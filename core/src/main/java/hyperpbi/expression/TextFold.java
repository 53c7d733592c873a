package hyperpbi.expression;

/**
 * Case-insensitive matching for contains/startsWith/endsWith: both sides are folded char by char
 * with {@link Character#toLowerCase(char)}. Char-wise folding keeps lengths, so it cannot disagree
 * between runtimes the way locale-sensitive String casing can (ß, Turkish İ).
 */
final class TextFold {
  private TextFold() {}

  static String fold(String s) {
    char[] chars = null;
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      char lower = Character.toLowerCase(c);
      if (lower != c) {
        if (chars == null) {
          chars = s.toCharArray();
        }
        chars[i] = lower;
      }
    }
    return chars == null ? s : new String(chars);
  }

  /** The text with leading and trailing whitespace removed (ASCII controls, space, Unicode spaces). */
  static String trim(String s) {
    int from = 0;
    int to = s.length();
    while (from < to && isSpace(s.charAt(from))) {
      from++;
    }
    while (to > from && isSpace(s.charAt(to - 1))) {
      to--;
    }
    return from == 0 && to == s.length() ? s : s.substring(from, to);
  }

  private static boolean isSpace(char c) {
    return c <= ' ' || c == '\u00A0' || c == '\u2007' || c == '\u202F' || c == '\uFEFF'
        || Character.isWhitespace(c) || Character.isSpaceChar(c);
  }

  /** Every exact, non-overlapping occurrence of {@code search} replaced, left to right. */
  static String replaceAll(String text, String search, String replacement) {
    if (search.isEmpty()) {
      return text;
    }
    int at = text.indexOf(search);
    if (at < 0) {
      return text;
    }
    StringBuilder b = new StringBuilder(text.length() + 16);
    int from = 0;
    while (at >= 0) {
      b.append(text, from, at).append(replacement);
      from = at + search.length();
      at = text.indexOf(search, from);
    }
    return b.append(text, from, text.length()).toString();
  }
}
