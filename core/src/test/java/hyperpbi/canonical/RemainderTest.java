package hyperpbi.canonical;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class RemainderTest {
  /** The JVM's % is the exact IEEE fmod: the long division must give the very same bits. */
  @Test
  void equalsTheJvmRemainderBitForBit() {
    ParityProbe.Generator random = new ParityProbe.Generator(20261202);
    for (int i = 0; i < 300_000; i++) {
      double x = random.nastyDouble();
      double y = i % 3 == 0 ? random.below(1000) - 500 + 0.25 * random.below(4) : random.nastyDouble();
      assertBits(x % y, Remainder.fmod(x, y), x + " % " + y);
    }
  }

  @Test
  void largeQuotients() {
    assertEquals(1.0, Remainder.fmod(1e20, 3));
    assertEquals(2.0, Remainder.fmod(1e308, 3));
    assertEquals(1e308 % 7, Remainder.fmod(1e308, 7));
    assertEquals(Double.MAX_VALUE % Double.MIN_VALUE, Remainder.fmod(Double.MAX_VALUE, Double.MIN_VALUE));
    assertEquals(-1.0, Remainder.fmod(-1e20, 3));
    assertEquals(1.0, Remainder.fmod(1e20, -3));
  }

  @Test
  void specialValues() {
    assertBits(Double.NaN, Remainder.fmod(1, 0), "1 % 0");
    assertBits(Double.NaN, Remainder.fmod(Double.POSITIVE_INFINITY, 3), "inf % 3");
    assertBits(Double.NaN, Remainder.fmod(Double.NaN, 3), "NaN % 3");
    assertBits(Double.NaN, Remainder.fmod(3, Double.NaN), "3 % NaN");
    assertBits(3.0, Remainder.fmod(3, Double.NEGATIVE_INFINITY), "3 % -inf");
    assertBits(-0.0, Remainder.fmod(-6, 3), "-6 % 3");
    assertBits(-0.0, Remainder.fmod(-0.0, 3), "-0 % 3");
    assertBits(0.0, Remainder.fmod(6, -3), "6 % -3");
    assertBits(-1.5, Remainder.fmod(-7.5, 2), "-7.5 % 2");
  }

  private static void assertBits(double expected, double actual, String what) {
    assertEquals(Double.doubleToRawLongBits(expected == expected ? expected : Double.NaN),
        Double.doubleToRawLongBits(actual == actual ? actual : Double.NaN), what);
  }
}
