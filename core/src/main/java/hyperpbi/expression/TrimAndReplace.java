package hyperpbi.expression;

/**
 * Trim and replace as the contract defines them (case-insensitive matching folds with
 * {@link hyperpbi.canonical.CaseFold#fold}).
 */
final class TrimAndReplace {
  private TrimAndReplace() {}

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

  /**
   * Every exact, non-overlapping occurrence of {@code search} replaced, left to right; null when
   * the result would be longer than {@code maxLength} (it stops building there).
   */
  static String replaceAll(String text, String search, String replacement, int maxLength) {
    int at = search.isEmpty() ? -1 : text.indexOf(search);
    if (at < 0) {
      return text.length() > maxLength ? null : text;
    }
    StringBuilder b = new StringBuilder(text.length() + 16);
    int from = 0;
    while (at >= 0) {
      b.append(text, from, at).append(replacement);
      if (b.length() > maxLength) {
        return null;
      }
      from = at + search.length();
      at = text.indexOf(search, from);
    }
    if (b.length() + text.length() - from > maxLength) {
      return null;
    }
    return b.append(text, from, text.length()).toString();
  }
}
