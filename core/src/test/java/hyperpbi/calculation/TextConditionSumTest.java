package hyperpbi.calculation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import hyperpbi.data.BooleanColumn;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Both loop shapes must add exactly the values the condition accepts, in row order. */
class TextConditionSumTest {

  @Test
  void bothShapesAddTheAcceptedNonNullValuesInRowOrder() {
    Random random = new Random(7);
    for (int n : new int[] {1, 4095, 4096, 4097, 10_007}) {
      int[] codes = new int[n];
      double[] values = new double[n];
      for (int r = 0; r < n; r++) {
        codes[r] = random.nextInt(5) - 1; // -1 is a null text
        values[r] = random.nextInt(10) == 0 ? Double.NaN : random.nextDouble() * 1e6 - 1e5;
      }
      // Accepts codes 0 and 2; null (-1) and 3 are not true, 1 is false.
      byte[] truth = {BooleanColumn.NULL, BooleanColumn.TRUE, BooleanColumn.FALSE,
          BooleanColumn.TRUE, BooleanColumn.NULL};
      double expected = 0;
      for (int r = 0; r < n; r++) {
        if ((codes[r] == 0 || codes[r] == 2) && !Double.isNaN(values[r])) {
          expected += values[r];
        }
      }
      assertBits(expected, TextConditionSum.branching(values, codes, truth), n);
      assertBits(expected, TextConditionSum.listing(values, codes, truth), n);
      assertBits(expected, TextConditionSum.of(values, codes, truth), n);
    }
  }

  @Test
  void noAcceptedValueGivesNull() {
    int[] codes = {0, 1, -1};
    double[] values = {1, Double.NaN, 3};
    byte[] truth = {BooleanColumn.FALSE, BooleanColumn.FALSE, BooleanColumn.TRUE};
    assertNull(TextConditionSum.branching(values, codes, truth));
    assertNull(TextConditionSum.listing(values, codes, truth));
    assertNull(TextConditionSum.branching(new double[0], new int[0], truth));
    assertNull(TextConditionSum.listing(new double[0], new int[0], truth));
  }

  private static void assertBits(double expected, Double actual, int n) {
    assertEquals(Double.doubleToLongBits(expected), Double.doubleToLongBits(actual), "n=" + n);
  }
}
