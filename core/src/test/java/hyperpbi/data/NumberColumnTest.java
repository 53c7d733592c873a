package hyperpbi.data;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class NumberColumnTest {
  @Test
  void allFiniteIsFalseForANullOrAnInfinityAndStaysTheSame() {
    NumberColumn finite = new NumberColumn(new double[] {0, -0.0, 1e308, -5.5, Double.MIN_VALUE});
    assertTrue(finite.allFinite());
    assertTrue(finite.allFinite());
    assertTrue(new NumberColumn(new double[0]).allFinite());
    for (double bad : new double[] {NumberColumn.NULL, Double.POSITIVE_INFINITY,
        Double.NEGATIVE_INFINITY}) {
      NumberColumn column = new NumberColumn(new double[] {1, 2, bad, 3});
      assertFalse(column.allFinite(), "with " + bad);
      assertFalse(column.allFinite(), "asked again, with " + bad);
    }
  }
}
