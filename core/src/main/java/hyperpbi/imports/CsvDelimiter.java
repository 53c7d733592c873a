package hyperpbi.imports;

/**
 * Picks the CSV delimiter from the header line (the first line that is not empty): the most frequent of comma, semicolon and tab
 * outside double quotes, up to the first line break outside quotes. Ties go to comma, then
 * semicolon, then tab; a header without any of them is one comma-separated column.
 */
final class CsvDelimiter {
  private static final char[] CANDIDATES = {',', ';', '\t'};

  private CsvDelimiter() {}

  static char detect(String text) {
    int[] counts = new int[CANDIDATES.length];
    boolean quoted = false;
    // The header is the first record, after any empty lines: count on its line, not on them.
    int start = 0;
    while (start < text.length() && (text.charAt(start) == '\n' || text.charAt(start) == '\r')) {
      start++;
    }
    for (int i = start; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '"') {
        quoted = !quoted;
      } else if (!quoted) {
        if (c == '\n' || c == '\r') {
          break;
        }
        for (int k = 0; k < CANDIDATES.length; k++) {
          if (c == CANDIDATES[k]) {
            counts[k]++;
          }
        }
      }
    }
    int best = 0;
    for (int k = 1; k < CANDIDATES.length; k++) {
      if (counts[k] > counts[best]) {
        best = k;
      }
    }
    return CANDIDATES[best];
  }

  static String name(char delimiter) {
    return switch (delimiter) {
      case ';' -> "semicolon";
      case '\t' -> "tab";
      default -> "comma";
    };
  }
}
