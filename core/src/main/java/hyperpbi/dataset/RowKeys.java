package hyperpbi.dataset;

import hyperpbi.data.Lineage;

/**
 * Dataset row keys (data-model.txt, "Row lineage and interactions"): the contributing base row
 * keys joined with {@code |} in lineage order; a row without lineage gets the deterministic
 * dataset-local key {@code <dataset>#<output row>}.
 */
final class RowKeys {
  private RowKeys() {}

  static String[] join(Lineage lineage, String[] baseKeys, String dataset) {
    int n = lineage.rowCount();
    String[] keys = new String[n];
    int[] rows = lineage.sourceRows();
    for (int r = 0; r < n; r++) {
      int start = lineage.start(r);
      int end = lineage.end(r);
      if (start == end || baseKeys == null) {
        keys[r] = dataset + "#" + r;
      } else if (end - start == 1) {
        keys[r] = baseKeys[rows[start]];
      } else {
        int length = end - start - 1;
        for (int i = start; i < end; i++) {
          length += baseKeys[rows[i]].length();
        }
        StringBuilder b = new StringBuilder(length);
        for (int i = start; i < end; i++) {
          if (i > start) {
            b.append('|');
          }
          b.append(baseKeys[rows[i]]);
        }
        keys[r] = b.toString();
      }
    }
    return keys;
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
