package hyperpbi.dataset;

import hyperpbi.data.Column;
import java.util.List;

/**
 * Rows partitioned by the canonical values of key columns. Groups are numbered in order of first
 * appearance in the selection, which is also the output order of grouped and distinct rows.
 *
 * @param groupOf group of each selected position
 * @param firstPosition selected position of each group's first row
 */
record GroupIndex(int[] groupOf, int groups, int[] firstPosition) {

  /** Groups the physical rows {@code rows[0..count)} by the values of {@code keys}. */
  static GroupIndex build(List<Column> keys, int[] rows, int count) {
    int[] groupOf = new int[count];
    int groups;
    if (keys.isEmpty()) {
      groups = count > 0 ? 1 : 0;
    } else {
      groups = 0;
      for (int k = 0; k < keys.size(); k++) {
        int[] codes = ValueCodes.of(keys.get(k), rows, count);
        PairCodes pairs = new PairCodes(Math.min(count, 1024));
        for (int i = 0; i < count; i++) {
          groupOf[i] = pairs.code(k == 0 ? 0 : groupOf[i], codes[i]);
        }
        groups = pairs.size();
      }
    }
    int[] firstPosition = new int[groups];
    java.util.Arrays.fill(firstPosition, -1);
    for (int i = 0; i < count; i++) {
      if (firstPosition[groupOf[i]] < 0) {
        firstPosition[groupOf[i]] = i;
      }
    }
    return new GroupIndex(groupOf, groups, firstPosition);
  }

  /** Physical row of each group's first member. */
  int[] firstRows(int[] rows) {
    int[] out = new int[groups];
    for (int g = 0; g < groups; g++) {
      out[g] = rows[firstPosition[g]];
    }
    return out;
  }
}
