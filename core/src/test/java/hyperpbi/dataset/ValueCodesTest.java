package hyperpbi.dataset;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;

import hyperpbi.data.NumberColumn;
import hyperpbi.data.TextColumn;
import org.junit.jupiter.api.Test;

/** Equal texts in a dictionary share the code of their first entry, remembered or not. */
class ValueCodesTest {
  @Test
  void repeatedTextsMapToTheirFirstEntry() {
    String[] dictionary = {"b", "a", "b", "c", "a"};
    int[] expected = {0, 1, 0, 3, 1};
    assertArrayEquals(expected, ValueCodes.canonicalDictionary(dictionary));
    assertArrayEquals(expected, ValueCodes.canonicalDictionary(dictionary), "remembered");
  }

  @Test
  void rememberedAnswersBelongToTheirOwnDictionary() {
    // More dictionaries than the memo holds, asked in turn: each answer is its own.
    String[][] dictionaries = new String[9][];
    for (int d = 0; d < dictionaries.length; d++) {
      dictionaries[d] = new String[d + 2];
      for (int i = 0; i < d + 2; i++) {
        dictionaries[d][i] = "v" + (i % (d + 1));
      }
    }
    for (int round = 0; round < 3; round++) {
      for (String[] dictionary : dictionaries) {
        int n = dictionary.length;
        int[] expected = new int[n];
        for (int i = 0; i < n; i++) {
          expected[i] = i % (n - 1);
        }
        assertArrayEquals(expected, ValueCodes.canonicalDictionary(dictionary));
      }
    }
  }

  @Test
  void largeDictionariesAreAnsweredWithoutBeingKept() {
    String[] large = new String[(1 << 16) + 2];
    for (int i = 0; i < large.length; i++) {
      large[i] = i == large.length - 1 ? "t0" : "t" + i;
    }
    int[] first = ValueCodes.canonicalDictionary(large);
    int[] again = ValueCodes.canonicalDictionary(large);
    assertArrayEquals(first, again);
    assertEquals(0, again[large.length - 1]);
    assertNotSame(first, again, "not remembered");
  }

  /** First rows per distinct value: text (repeated entries, nulls, early stop) as numbers do. */
  @Test
  void firstRowsOfEachValueInOrder() {
    TextColumn text = new TextColumn(
        new int[] {-1, 2, 1, 0, 2, 1, 3}, new String[] {"a", "b", "a", "c"});
    int[] all = {0, 1, 2, 3, 4, 5, 6};
    assertArrayEquals(new int[] {1, 2, 6},
        ValueCodes.firstRows(text, all), "a at 1 (entry 2 equals entry 0), b at 2, c at 6");
    assertArrayEquals(new int[] {5, 4},
        ValueCodes.firstRows(text, new int[] {5, 4, 3, 0}), "in the order of the rows given");
    NumberColumn numbers = new NumberColumn(
        new double[] {Double.NaN, 2, 1, 2, 1, 3});
    assertArrayEquals(new int[] {1, 2, 5},
        ValueCodes.firstRows(numbers, new int[] {0, 1, 2, 3, 4, 5}));
    assertArrayEquals(new int[0],
        ValueCodes.firstRows(text, new int[0]));
  }
}
