package hyperpbi.data;

import java.util.Arrays;

/**
 * A lineage read backwards: for each base source row, the output rows whose lineage holds it
 * (compressed sparse rows, ascending). A highlight or row-key filter names source rows (a
 * clicked group's, 20,000 of a million); with this index the rows it touches cost those source
 * rows, where scanning every output row's lineage cost the whole lineage (a million entries) for
 * every consumer on every click.
 */
public final class LineageIndex {
  private final int[] offsets;
  private final int[] rows;
  private final int rowCount;

  private LineageIndex(int[] offsets, int[] rows, int rowCount) {
    this.offsets = offsets;
    this.rows = rows;
    this.rowCount = rowCount;
  }

  public static LineageIndex of(Lineage lineage) {
    int[] source = lineage.sourceRows();
    int max = -1;
    for (int r : source) {
      max = Math.max(max, r);
    }
    int[] offsets = new int[max + 2];
    for (int r : source) {
      offsets[r + 1]++;
    }
    for (int i = 1; i < offsets.length; i++) {
      offsets[i] += offsets[i - 1];
    }
    int[] next = Arrays.copyOf(offsets, offsets.length - 1);
    int[] rows = new int[source.length];
    int n = lineage.rowCount();
    // Output rows in ascending order, so each source row's list ascends.
    for (int row = 0; row < n; row++) {
      for (int i = lineage.start(row); i < lineage.end(row); i++) {
        rows[next[source[i]]++] = row;
      }
    }
    return new LineageIndex(offsets, rows, n);
  }

  /** The output rows whose lineage meets {@code sourceRows} (any order), ascending and unique. */
  public int[] rowsTouching(int[] sourceRows) {
    boolean[] hit = new boolean[rowCount];
    int count = 0;
    for (int r : sourceRows) {
      if (r < 0 || r + 1 >= offsets.length) {
        continue;
      }
      for (int i = offsets[r]; i < offsets[r + 1]; i++) {
        if (!hit[rows[i]]) {
          hit[rows[i]] = true;
          count++;
        }
      }
    }
    int[] out = new int[count];
    for (int row = 0, n = 0; n < count; row++) {
      if (hit[row]) {
        out[n++] = row;
      }
    }
    return out;
  }
}
