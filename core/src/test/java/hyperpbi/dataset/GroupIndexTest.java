package hyperpbi.dataset;

import static org.junit.jupiter.api.Assertions.assertEquals;

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
}
