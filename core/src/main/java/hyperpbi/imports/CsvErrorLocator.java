package hyperpbi.imports;

/**
 * Finds where CSV text breaks RFC 4180 quoting, mirroring the Commons CSV lexer: a quote opens a
 * quoted value only at the start of a field; inside it {@code ""} is a quote; after the closing
 * quote only whitespace may come before the delimiter or line end. Used after the parser
 * rejected the text, so messages name the line and column (1-based field number) of the problem.
 */
final class CsvErrorLocator {
  private static final int FIELD_START = 0;
  private static final int UNQUOTED = 1;
  private static final int QUOTED = 2;
  private static final int AFTER_QUOTE = 3;

  private CsvErrorLocator() {}

  /** A message for the first quoting error, or null when the quoting is well formed. */
  static String locate(String text, char delimiter) {
    int state = FIELD_START;
    int line = 1;
    int field = 1;
    int quoteLine = 0;
    int quoteField = 0;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      boolean lineBreak = c == '\n' || c == '\r';
      if (lineBreak && c == '\r' && i + 1 < text.length() && text.charAt(i + 1) == '\n') {
        i++;
      }
      switch (state) {
        case QUOTED -> {
          if (c == '"') {
            state = AFTER_QUOTE;
          }
        }
        case AFTER_QUOTE -> {
          if (c == '"') {
            state = QUOTED;
          } else if (c == delimiter) {
            field++;
            state = FIELD_START;
          } else if (lineBreak) {
            field = 1;
            state = FIELD_START;
          } else if (!isSpace(c)) {
            return "line " + line + ", column " + field + ": unexpected character '" + c
                + "' after the closing quote of a quoted value (a quote inside a quoted value"
                + " must be doubled)";
          }
        }
        default -> {
          if (c == delimiter) {
            field++;
            state = FIELD_START;
          } else if (lineBreak) {
            field = 1;
            state = FIELD_START;
          } else if (c == '"' && state == FIELD_START) {
            state = QUOTED;
            quoteLine = line;
            quoteField = field;
          } else {
            state = UNQUOTED;
          }
        }
      }
      if (lineBreak) {
        line++;
      }
    }
    if (state == QUOTED) {
      return "line " + quoteLine + ", column " + quoteField
          + ": quoted value is never closed (the file ends inside quotes)";
    }
    return null;
  }

  private static boolean isSpace(char c) {
    return c == ' ' || c == '\t' || c == '\f' || c == 0x0B;
  }
}
