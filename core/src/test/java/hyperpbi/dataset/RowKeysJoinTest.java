package hyperpbi.dataset;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import hyperpbi.data.Lineage;
import org.junit.jupiter.api.Test;

/** data-model.txt, "Row lineage and interactions": how dataset row keys are formed. */
class RowKeysJoinTest {
  private static final String[] BASE = {"row_a", "row_b", "row_c"};

  @Test
  void sourceKeysAreJoinedWithABarInLineageOrder() {
    Lineage lineage = new Lineage(new int[] {0, 2, 3}, new int[] {0, 2, 1});
    assertArrayEquals(new String[] {"row_a|row_c", "row_b"}, RowKeys.join(lineage, BASE, "d"));
  }

  @Test
  void aRowWithoutSourceLineageGetsADeterministicDatasetLocalKey() {
    // Row 1 has no contributing source row; without a base every row has none.
    Lineage lineage = new Lineage(new int[] {0, 1, 1, 2}, new int[] {2, 0});
    assertArrayEquals(new String[] {"row_c", "summary#1", "row_a"},
        RowKeys.join(lineage, BASE, "summary"));
    assertArrayEquals(RowKeys.join(lineage, BASE, "summary"), RowKeys.join(lineage, BASE, "summary"));
    assertArrayEquals(new String[] {"summary#0", "summary#1", "summary#2"},
        RowKeys.join(lineage, null, "summary"));
  }

  @Test
  void joiningOneBaseKeyAtATimeGivesTheSameKeys() {
    Lineage lineage = new Lineage(new int[] {0, 2, 2, 5}, new int[] {0, 2, 1, 0, 2});
    assertArrayEquals(RowKeys.join(lineage, BASE, "d"),
        RowKeys.joinRows(lineage, row -> BASE[row], "d"));
    assertArrayEquals(new String[] {"row_a|row_c", "d#1", "row_b|row_a|row_c"},
        RowKeys.joinRows(lineage, row -> BASE[row], "d"));
  }

  @Test
  void oneRowsKeyAloneIsTheKeyAmongAllRows() {
    Lineage lineage = new Lineage(new int[] {0, 2, 2, 5}, new int[] {0, 2, 1, 0, 2});
    String[] all = RowKeys.joinRows(lineage, row -> BASE[row], "d");
    int[] asked = new int[BASE.length + 1];
    for (int r = 0; r < all.length; r++) {
      int row = r;
      // Only the clicked row's base keys are read.
      String one = RowKeys.joinOne(lineage, b -> {
        asked[b]++;
        return BASE[b];
      }, "d", row);
      org.junit.jupiter.api.Assertions.assertEquals(all[r], one);
    }
    assertArrayEquals(new int[] {2, 1, 2, 0}, asked);
  }
}
