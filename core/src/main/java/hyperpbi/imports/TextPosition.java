package hyperpbi.imports;

/** Line and character (both 1-based) of an offset in text; CRLF, LF and lone CR end lines. */
final class TextPosition {
  private TextPosition() {}

  static int[] of(String text, int offset) {
    int line = 1;
    int lineStart = 0;
    int end = Math.min(offset, text.length());
    for (int i = 0; i < end; i++) {
      char c = text.charAt(i);
      if (c == '\n' || (c == '\r' && (i + 1 >= text.length() || text.charAt(i + 1) != '\n'))) {
        line++;
        lineStart = i + 1;
      }
    }
    return new int[] {line, end - lineStart + 1};
  }
}
