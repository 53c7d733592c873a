package hyperpbi.data;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.util.Arrays;
import java.util.Random;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

class LineageIndexTest {

  @Test
  void groupedRowsAreFoundFromTheirSourceRows() {
    // Three groups over six source rows: {0, 3}, {1, 4, 5}, {2}.
    Lineage grouped = new Lineage(new int[] {0, 2, 5, 6}, new int[] {0, 3, 1, 4, 5, 2});
    LineageIndex index = LineageIndex.of(grouped);
    assertArrayEquals(new int[] {1}, index.rowsTouching(new int[] {4}));
    assertArrayEquals(new int[] {0, 2}, index.rowsTouching(new int[] {2, 3}));
    assertArrayEquals(new int[] {0, 1, 2}, index.rowsTouching(new int[] {5, 0, 2, 0}));
    assertArrayEquals(new int[0], index.rowsTouching(new int[0]));
    // Source rows beyond the lineage (another dataset's) touch nothing.
    assertArrayEquals(new int[0], index.rowsTouching(new int[] {6, 99}));
  }

  @Test
  void rowsSharingASourceRowAreAllFound() {
    // Rows 0 and 2 both hold source row 7; row 1 holds nothing.
    Lineage shared = new Lineage(new int[] {0, 2, 2, 4}, new int[] {1, 7, 3, 7});
    assertArrayEquals(new int[] {0, 2}, LineageIndex.of(shared).rowsTouching(new int[] {7}));
    assertArrayEquals(new int[] {2}, LineageIndex.of(shared).rowsTouching(new int[] {3}));
  }

  /** Against the scan it replaces: every output row's lineage read for a marked source row. */
  @Test
  void agreesWithScanningEveryLineageOnRandomLineages() {
    Random random = new Random(20261202);
    for (int round = 0; round < 200; round++) {
      int rows = random.nextInt(12);
      int sources = 1 + random.nextInt(30);
      int[] offsets = new int[rows + 1];
      int[] flat = new int[rows * sources];
      int n = 0;
      for (int row = 0; row < rows; row++) {
        TreeSet<Integer> members = new TreeSet<>();
        for (int k = random.nextInt(5); k > 0; k--) {
          members.add(random.nextInt(sources));
        }
        for (int m : members) {
          flat[n++] = m;
        }
        offsets[row + 1] = n;
      }
      Lineage lineage = new Lineage(offsets, Arrays.copyOf(flat, n));
      int[] marked = random.ints(random.nextInt(6), 0, sources + 2).toArray();
      assertArrayEquals(scan(lineage, marked), LineageIndex.of(lineage).rowsTouching(marked),
          "round " + round);
    }
  }

  private static int[] scan(Lineage lineage, int[] marked) {
    return java.util.stream.IntStream.range(0, lineage.rowCount())
        .filter(row -> Arrays.stream(lineage.sourceRows(), lineage.start(row), lineage.end(row))
            .anyMatch(r -> Arrays.stream(marked).anyMatch(m -> m == r)))
        .toArray();
  }
}
