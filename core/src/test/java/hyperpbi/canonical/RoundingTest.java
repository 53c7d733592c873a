package hyperpbi.canonical;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class RoundingTest {
  @Test
  void fixtures() {
    double[][] cases = {
      {2.675, 2, 2.68}, {-2.5, 0, -3}, {-0.5, 0, -1}, {-0.4, 0, 0}, {1.005, 2, 1.01},
      {2.5, 0, 3}, {0.5, 0, 1}, {1.45, 1, 1.5}, {-1.45, 1, -1.5}, {1234.5678, -2, 1200},
      {1250, -2, 1300}, {-1250, -2, -1300}, {950, -3, 1000}, {449, -3, 0}, {0.004, 2, 0},
      {999.5, 0, 1000}, {1e300, 2, 1e300}, {5e-324, 2, 0}, {123.456, 10, 123.456},
      {0.1 + 0.2, 2, 0.3}, {1.0000000000000002, 15, 1}, {-0.0, 0, 0}, {0.0, 3, 0},
      {1.5, 0, 2}, {-1.5, 0, -2}, {0.05, 1, 0.1}, {-0.05, 1, -0.1}, {0.049, 1, 0},
      {12345678.5, 0, 12345679}, {4.35, 1, 4.4}, {1.2345e-10, 12, 1.23e-10},
      {9.995, 2, 10}, {-9.995, 2, -10}, {123, 0, 123}, {123, -1, 120}, {125, -1, 130},
      {5, -1, 10}, {4, -1, 0}, {1e21, -22, 0}, {6e21, -22, 1e22}, {0.3333333333333333, 3, 0.333},
      {2.345e-7, 9, 2.35e-7}, {1.7976931348623157e308, -308, Double.POSITIVE_INFINITY}, {1e22 + 1, 400, 1e22},
    };
    for (double[] c : cases) {
      double rounded = Rounding.halfAwayFromZero(c[0], (int) c[1]);
      assertEquals(c[2], rounded, "round(" + c[0] + ", " + (int) c[1] + ")");
      assertEquals(Double.doubleToLongBits(c[2] == 0 ? 0.0 : c[2]), Double.doubleToLongBits(rounded),
          "no -0 for round(" + c[0] + ", " + (int) c[1] + ")");
    }
    assertEquals(Double.NaN, Rounding.halfAwayFromZero(Double.NaN, 2));
    assertEquals(Double.POSITIVE_INFINITY, Rounding.halfAwayFromZero(Double.POSITIVE_INFINITY, 0));
    assertEquals(Double.NEGATIVE_INFINITY, Rounding.halfAwayFromZero(Double.NEGATIVE_INFINITY, -2));
    assertEquals(0.0, Rounding.halfAwayFromZero(-0.0001, Integer.MIN_VALUE));
    assertEquals(1.25, Rounding.halfAwayFromZero(1.25, Integer.MAX_VALUE));
  }

  /** Against BigDecimal HALF_UP (which is half away from zero) on the shortest decimal text. */
  @Test
  void agreesWithBigDecimalOnTheShortestForm() {
    SplittableRandom random = new SplittableRandom(17);
    for (int i = 0; i < 200_000; i++) {
      double x = switch (i % 4) {
        case 0 -> Double.longBitsToDouble(random.nextLong());
        case 1 -> random.nextDouble() * Math.pow(10, random.nextInt(16) - 6) * (random.nextBoolean() ? 1 : -1);
        case 2 -> Double.parseDouble((random.nextBoolean() ? "-" : "") + random.nextInt(100000) + "."
            + random.nextInt(1000) + "5");
        default -> random.nextInt(2000000) / 8.0 - 125000;
      };
      if (Double.isNaN(x) || Double.isInfinite(x)) {
        continue;
      }
      int precision = random.nextInt(10) - 3;
      double expected = 0;
      if (x != 0) {
        BigDecimal shortest = new BigDecimal(CanonicalNumber.format(x));
        expected = Double.parseDouble(shortest.setScale(precision, RoundingMode.HALF_UP).toString());
      }
      if (expected == 0) {
        expected = 0.0; // never -0
      }
      double actual = Rounding.halfAwayFromZero(x, precision);
      assertEquals(Double.doubleToLongBits(expected), Double.doubleToLongBits(actual),
          "round(" + x + ", " + precision + ")");
    }
  }
}
