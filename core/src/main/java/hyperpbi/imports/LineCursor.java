package hyperpbi.imports;

/**
 * 1-based line numbers of increasing offsets in one pass over the text (CRLF, LF and lone CR end
 * lines, as in {@link TextPosition}), so numbering every record costs O(text) in all.
 */
final class LineCursor {
  private final String text;
  private int offset;
  private int line = 1;

  LineCursor(String text) {
    this.text = text;
  }

  /** The line of {@code target}, which must not be before the previous call's offset. */
  int lineOf(int target) {
    int end = Math.min(target, text.length());
    for (; offset < end; offset++) {
      char c = text.charAt(offset);
      if (c == '\n'
          || (c == '\r' && (offset + 1 >= text.length() || text.charAt(offset + 1) != '\n'))) {
        line++;
      }
    }
    return line;
  }
}
