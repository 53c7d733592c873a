package hyperpbi.imports;

import java.util.ArrayList;
import java.util.List;

/**
 * Empty lines between the records of a CSV file (contract-notes §2: rows are never silently
 * dropped). In a one-column file an empty line is that column's empty cell, so it is a row with a
 * null; with several columns it cannot be a row (it has one value), so it is skipped and said in
 * one warning naming the lines. Empty lines before the header or after the last record hold no
 * record and are not rows.
 */
final class CsvEmptyLines {
  private static final int MAX_LISTED = 20;

  private final List<Integer> pending = new ArrayList<>();
  private final List<Integer> skipped = new ArrayList<>();
  private int skippedCount;

  /** Whether the record starting at {@code offset} is an empty line (a line break or the end). */
  static boolean isEmptyLine(String text, int offset) {
    return offset >= text.length() || text.charAt(offset) == '\n' || text.charAt(offset) == '\r';
  }

  /** An empty line seen after the header; it counts once a record follows it. */
  void add(int line) {
    pending.add(line);
  }

  /**
   * A record follows the pending empty lines: the lines to turn into null rows (one-column files),
   * else none after noting them as skipped.
   */
  List<Integer> beforeRecord(int width) {
    List<Integer> rows = List.of();
    if (width == 1) {
      rows = new ArrayList<>(pending);
    } else {
      for (int line : pending) {
        if (skipped.size() < MAX_LISTED) {
          skipped.add(line);
        }
        skippedCount++;
      }
    }
    pending.clear();
    return rows;
  }

  /** The warning for skipped lines, or none. */
  List<String> warnings(int width) {
    if (skippedCount == 0) {
      return List.of();
    }
    StringBuilder b = new StringBuilder(skippedCount == 1 ? "empty line " : "empty lines ");
    for (int i = 0; i < skipped.size(); i++) {
      b.append(i == 0 ? "" : ", ").append(skipped.get(i));
    }
    if (skippedCount > skipped.size()) {
      b.append(" and ").append(skippedCount - skipped.size()).append(" more");
    }
    return List.of(b.append(skippedCount == 1 ? " was" : " were").append(" skipped: with ")
        .append(width).append(" columns an empty line is not a row").toString());
  }
}
