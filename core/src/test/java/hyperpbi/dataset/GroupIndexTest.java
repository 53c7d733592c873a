package hyperpbi.dataset;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import hyperpbi.data.DoubleCodes;
import hyperpbi.data.NumberColumn;
import hyperpbi.data.TextColumn;
import java.util.List;
import org.junit.jupiter.api.Test;

class GroupIndexTest {

  @Test
  void manyDistinctDatesGrowTheTablesAndKeepFirstAppearance() {
    int n = 20_000;
    double[] days = new double[n];
    int[] rows = new int[n];
    for (int i = 0; i < n; i++) {
      days[i] = (1_700_000_000_000d + (i % 5000) * 86_400_000d) * ((i / 5000) % 2 == 0 ? 1 : -1);
      rows[i] = i;
    }
    GroupIndex index = GroupIndex.build(List.of(new NumberColumn(days)), rows, n);
    assertEquals(10_000, index.groups(), "sign splits each day into two values");
    for (int g = 0; g < index.groups(); g++) {
      assertEquals(g, index.groupOf()[index.firstPosition()[g]]);
    }
    assertEquals(index.groupOf()[0], index.groupOf()[10_000]);
  }

  @Test
  void repeatedDictionaryEntriesAreOneValueAcrossTwoKeys() {
    TextColumn text = new TextColumn(new int[] {0, 1, 2, -1, 0}, new String[] {"a", "b", "a"});
    NumberColumn number = new NumberColumn(new double[] {1, 1, 1, 1, 2});
    GroupIndex index = GroupIndex.build(List.of(text, number), new int[] {0, 1, 2, 3, 4}, 5);
    assertEquals(4, index.groups());
    assertEquals(List.of(0, 1, 0, 2, 3), java.util.Arrays.stream(index.groupOf()).boxed().toList());
  }

  @Test
  void pairAndDoubleCodesSurviveGrowth() {
    PairCodes pairs = new PairCodes(1);
    DoubleCodes doubles = new DoubleCodes(1);
    for (int i = 0; i < 5000; i++) {
      assertEquals(i, pairs.code(i % 7, i));
      assertEquals(i, doubles.code(i * 0.1 - 100));
    }
    assertEquals(42, pairs.code(0, 42));
    assertEquals(42, doubles.code(42 * 0.1 - 100));
    assertEquals(doubles.code(0.0), doubles.code(-0.0));
  }

  /** Text keys group by their values' tuple (repeated entries and null included), in order. */
  @Test
  void textKeysGroupByValueTuplesInFirstAppearanceOrder() {
    java.util.SplittableRandom random = new java.util.SplittableRandom(7);
    String[] first = {"North", "South", "North", "East"};
    String[] second = {"Open", "Closed", "Open"};
    int n = 3000;
    int[] a = random.ints(n, -1, first.length).toArray();
    int[] b = random.ints(n, -1, second.length).toArray();
    int[] rows = random.ints(n / 2, 0, n).toArray();
    List<hyperpbi.data.Column> keys = List.of(new TextColumn(a, first), new TextColumn(b, second));
    GroupIndex index = GroupIndex.build(keys, rows, rows.length);
    java.util.Map<List<String>, Integer> expected = new java.util.LinkedHashMap<>();
    for (int i = 0; i < rows.length; i++) {
      int r = rows[i];
      List<String> tuple = java.util.Arrays.asList(a[r] < 0 ? null : first[a[r]],
          b[r] < 0 ? null : second[b[r]]);
      expected.putIfAbsent(tuple, expected.size());
      assertEquals(expected.get(tuple), index.groupOf()[i], "position " + i);
    }
    assertEquals(expected.size(), index.groups());
    for (int g = 0; g < index.groups(); g++) {
      assertEquals(g, index.groupOf()[index.firstPosition()[g]]);
      for (int i = 0; i < index.firstPosition()[g]; i++) {
        assertTrue(index.groupOf()[i] < g, "group " + g + " appears first at its first position");
      }
    }
  }
}
