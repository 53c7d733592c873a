package hyperpbi.canonical;

/**
 * JDK 17's Character.isWhitespace and String.isBlank as an explicit list, so every runtime
 * agrees: TeaVM's String.isBlank counts only the space as blank, which made a specification of
 * newlines and tabs "empty" on the JVM and "not valid JSON" in the browser builds. Engine code
 * calls {@link #isBlank} instead of String.isBlank.
 */
public final class Whitespace {
  private Whitespace() {}

  /**
   * Character.isWhitespace: ASCII whitespace, the information separators, the Unicode spaces
   * except the no-break ones.
   */
  public static boolean isWhitespace(char c) {
    if (c <= ' ') {
      return c == ' ' || (c >= '\t' && c <= '\r') || (c >= '\u001c' && c <= '\u001f');
    }
    if (c < '\u1680') {
      return false;
    }
    return c == '\u1680' || (c >= '\u2000' && c <= '\u2006') || (c >= '\u2008' && c <= '\u200a')
        || c == '\u2028' || c == '\u2029' || c == '\u205f' || c == '\u3000';
  }

  /** String.isBlank: empty or only {@link #isWhitespace} chars (no supplementary char is one). */
  public static boolean isBlank(String s) {
    for (int i = 0; i < s.length(); i++) {
      if (!isWhitespace(s.charAt(i))) {
        return false;
      }
    }
    return true;
  }
}
