package hyperpbi.dataset;

import static org.junit.jupiter.api.Assertions.assertEquals;

import hyperpbi.data.Table;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A grouped row's key joined alone (DatasetResult.rowKey) is remembered for the last few rows:
 * a click asks for its row's key several times, and over a large source each join writes
 * hundreds of kilobytes (the studio benchmark's click at 200,000 rows spent most of a second
 * joining the same key again). Cache hits share the memo; the answers are the same strings.
 */
class OneRowKeyMemoTest {
  @Test
  void aRowsKeyIsJoinedOnceWhileItIsAmongTheLastFourAsked() {
    int[] joins = new int[1];
    DatasetResult result = DatasetResult.deferred("d", new Table(List.of(), List.of(), 10), null,
        () -> {
          throw new AssertionError("the whole key list is not needed");
        },
        row -> {
          joins[0]++;
          return "key" + row;
        }, new DatasetStats(false, 10, 10, 0, -1), List.of(), "powerbi");
    assertEquals("key3", result.rowKey(3));
    assertEquals("key3", result.rowKey(3));
    assertEquals("key3", result.asCacheHit().rowKey(3));
    assertEquals(1, joins[0]);
    for (int row = 0; row < 4; row++) {
      assertEquals("key" + row, result.rowKey(row));
    }
    // 3 was asked again above; 0, 1, 2 were joined: 4 joins so far, then 3 is still known.
    assertEquals(4, joins[0]);
    assertEquals("key3", result.rowKey(3));
    assertEquals(4, joins[0]);
    result.rowKey(5); // the oldest (3) leaves
    result.rowKey(3);
    assertEquals(6, joins[0]);
  }
}
