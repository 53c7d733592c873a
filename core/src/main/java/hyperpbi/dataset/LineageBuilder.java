package hyperpbi.dataset;

import hyperpbi.data.Lineage;
import java.util.Arrays;

/** Lineage in compressed sparse rows: gathered through selections, unioned over groups. */
final class LineageBuilder {
  private LineageBuilder() {}

  /**
   * Lineage of the selected physical rows in order. Shared, not copied, when the selection is
   * every row in physical order.
   */
  static Lineage gather(Lineage in, int[] selection, int count) {
    if (selection == null && count == in.rowCount()) {
      return in;
    }
    int[] offsets = new int[count + 1];
    int total = 0;
    for (int i = 0; i < count; i++) {
      int row = selection == null ? i : selection[i];
      total += in.end(row) - in.start(row);
      offsets[i + 1] = total;
    }
    int[] rows = new int[total];
    for (int i = 0; i < count; i++) {
      int row = selection == null ? i : selection[i];
      System.arraycopy(in.sourceRows(), in.start(row), rows, offsets[i], in.end(row) - in.start(row));
    }
    return new Lineage(offsets, rows);
  }

  /** Sorted unique union of the members' lineage per group. */
  static Lineage union(Lineage in, int[] rows, int count, int[] groupOf, int groups) {
    int[] sizes = new int[groups + 1];
    for (int i = 0; i < count; i++) {
      sizes[groupOf[i] + 1] += in.end(rows[i]) - in.start(rows[i]);
    }
    for (int g = 0; g < groups; g++) {
      sizes[g + 1] += sizes[g];
    }
    int[] fill = Arrays.copyOf(sizes, groups);
    int[] all = new int[sizes[groups]];
    for (int i = 0; i < count; i++) {
      int row = rows[i];
      int length = in.end(row) - in.start(row);
      System.arraycopy(in.sourceRows(), in.start(row), all, fill[groupOf[i]], length);
      fill[groupOf[i]] += length;
    }
    // Sort each group's span and squeeze out repeats in place.
    int[] offsets = new int[groups + 1];
    int write = 0;
    for (int g = 0; g < groups; g++) {
      int from = sizes[g];
      int to = sizes[g + 1];
      offsets[g] = write;
      if (strictlyAscending(all, from, to)) {
        // The common case (members in physical order, one base row each): nothing to sort.
        if (write != from) {
          System.arraycopy(all, from, all, write, to - from);
        }
        write += to - from;
        continue;
      }
      Arrays.sort(all, from, to);
      for (int i = from; i < to; i++) {
        if (i == from || all[i] != all[i - 1]) {
          all[write++] = all[i];
        }
      }
    }
    offsets[groups] = write;
    return new Lineage(offsets, write == all.length ? all : Arrays.copyOf(all, write));
  }

  private static boolean strictlyAscending(int[] values, int from, int to) {
    for (int i = from + 1; i < to; i++) {
      if (values[i] <= values[i - 1]) {
        return false;
      }
    }
    return true;
  }

  /** Number of distinct base rows referenced anywhere. */
  static int uniqueCount(Lineage lineage) {
    int[] rows = lineage.sourceRows();
    int total = lineage.offsets()[lineage.rowCount()];
    int max = -1;
    for (int i = 0; i < total; i++) {
      max = Math.max(max, rows[i]);
    }
    boolean[] seen = new boolean[max + 1];
    int unique = 0;
    for (int i = 0; i < total; i++) {
      if (!seen[rows[i]]) {
        seen[rows[i]] = true;
        unique++;
      }
    }
    return unique;
  }
}
