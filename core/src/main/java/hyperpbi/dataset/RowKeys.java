package hyperpbi.dataset;

import hyperpbi.data.Lineage;
import java.util.function.IntFunction;

/**
 * Dataset row keys (data-model.txt, "Row lineage and interactions"): the contributing base row
 * keys joined with {@code |} in lineage order; a row without lineage gets the deterministic
 * dataset-local key {@code <dataset>#<output row>}.
 */
final class RowKeys {
  private RowKeys() {}

  static String[] join(Lineage lineage, String[] baseKeys, String dataset) {
    return joinRows(lineage, baseKeys == null ? null : row -> baseKeys[row], dataset);
  }

  /**
   * {@link #join} over the base's keys of one row at a time (null: the base has none), so only
   * the rows some output row's lineage reaches have their keys written out.
   */
  static String[] joinRows(Lineage lineage, IntFunction<String> baseKey, String dataset) {
    int n = lineage.rowCount();
    String[] keys = new String[n];
    for (int r = 0; r < n; r++) {
      keys[r] = joinOne(lineage, baseKey, dataset, r);
    }
    return keys;
  }

  /** One output row's key, as {@link #joinRows} writes it: a click needs only its rows' keys. */
  static String joinOne(Lineage lineage, IntFunction<String> baseKey, String dataset, int r) {
    int[] rows = lineage.sourceRows();
    int start = lineage.start(r);
    int end = lineage.end(r);
    if (start == end || baseKey == null) {
      return dataset + "#" + r;
    }
    if (end - start == 1) {
      return baseKey.apply(rows[start]);
    }
    // A derived key takes at most 17 characters (row_ and 13 base-36 digits), plus '|'.
    StringBuilder b = new StringBuilder(Math.min(end - start, 1 << 20) * 18);
    for (int i = start; i < end; i++) {
      if (i > start) {
        b.append('|');
      }
      b.append(baseKey.apply(rows[i]));
    }
    return b.toString();
  }

  /** Keys of the selected physical rows when the frame still knows them one-to-one. */
  static String[] gather(String[] physical, int[] selection, int count) {
    if (selection == null && count == physical.length) {
      return physical;
    }
    String[] keys = new String[count];
    for (int i = 0; i < count; i++) {
      keys[i] = physical[selection == null ? i : selection[i]];
    }
    return keys;
  }
}
