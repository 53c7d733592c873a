package hyperpbi.data;

/**
 * Contributing base source-row indices per output row, as compressed sparse rows: row r owns
 * {@code sourceRows[offsets[r] .. offsets[r + 1])}, sorted and unique.
 */
public record Lineage(int[] offsets, int[] sourceRows) {

  /** Each of n base rows contributes itself. */
  public static Lineage identity(int n) {
    int[] offsets = new int[n + 1];
    int[] rows = new int[n];
    for (int i = 0; i < n; i++) {
      offsets[i] = i;
      rows[i] = i;
    }
    offsets[n] = n;
    return new Lineage(offsets, rows);
  }

  public int rowCount() {
    return offsets.length - 1;
  }

  public int start(int row) {
    return offsets[row];
  }

  public int end(int row) {
    return offsets[row + 1];
  }
}
