package hyperpbi.canonical;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.math.BigInteger;
import org.junit.jupiter.api.Test;

class PowerTableTest {
  @Test
  void everyEntryIsFloorOfBetaPlusOne() {
    for (int e = PowerTable.MIN_E; e <= PowerTable.MAX_E; e++) {
      BigInteger g = SchubfachLongReference.g(e);
      assertEquals(126, g.subtract(BigInteger.ONE).bitLength(), "beta has 126 bits for e=" + e);
      // (g - 1) 2^r <= 10^e < g 2^r with r = floorLog2Pow10(e) - 125
      int r = PowerTable.floorLog2Pow10(e) - 125;
      BigDecimal tenToE = BigDecimal.ONE.scaleByPowerOfTen(e);
      BigDecimal twoToR = r >= 0 ? new BigDecimal(BigInteger.ONE.shiftLeft(r))
          : BigDecimal.ONE.divide(new BigDecimal(BigInteger.ONE.shiftLeft(-r)));
      BigDecimal lower = new BigDecimal(g.subtract(BigInteger.ONE)).multiply(twoToR);
      BigDecimal upper = new BigDecimal(g).multiply(twoToR);
      assertTrue(lower.compareTo(tenToE) <= 0 && tenToE.compareTo(upper) < 0, "g for e=" + e);
    }
  }

  @Test
  void logarithmFormulasAreExactOverTheirRange() {
    for (int e = -1200; e <= 1200; e++) {
      assertEquals(floorLog10(pow2(e)), PowerTable.floorLog10Pow2(e), "log10 2^" + e);
      assertEquals(floorLog10(pow2(e).multiply(new BigDecimal("0.75"))),
          PowerTable.floorLog10ThreeQuartersPow2(e), "log10 3/4 2^" + e);
    }
    for (int e = -400; e <= 400; e++) {
      int expected = e >= 0 ? BigInteger.TEN.pow(e).bitLength() - 1 : -BigInteger.TEN.pow(-e).bitLength();
      assertEquals(expected, PowerTable.floorLog2Pow10(e), "log2 10^" + e);
    }
  }

  @Test
  void binaryExponentAndPowersAreExact() {
    for (int e = Binary.MIN_EXPONENT; e <= Binary.MAX_EXPONENT; e++) {
      double p = Math.scalb(1.0, e);
      assertEquals(p, Binary.pow2(e));
      assertEquals(e, Binary.exponent(p));
      if (e > Binary.MIN_EXPONENT) { // nextUp(2^-1074) is already 2^-1073
        assertEquals(e, Binary.exponent(Math.nextUp(p)));
      }
      if (e > Binary.MIN_EXPONENT) {
        assertEquals(e - 1, Binary.exponent(Math.nextDown(p)));
      }
    }
    // Values around the integer fast path (1 <= x < 2^31) and outside it, against the JDK.
    java.util.SplittableRandom random = new java.util.SplittableRandom(11);
    for (int i = 0; i < 200_000; i++) {
      double x = Math.scalb(1 + random.nextDouble(), random.nextInt(-4, 36));
      assertEquals(Math.getExponent(x), Binary.exponent(x), "" + x);
    }
    assertEquals(30, Binary.exponent(2147483647.9999998));
    assertEquals(31, Binary.exponent(2147483648.0));
    assertEquals(0, Binary.exponent(1.9999999999999998));
    assertEquals(Double.MIN_VALUE, Binary.scale(1, -1074));
    assertEquals(Math.scalb(3.0, 1030), Binary.scale(3, 1030));
    assertEquals(Math.scalb(12345.0, -1070), Binary.scale(12345, -1070));
  }

  private static BigDecimal pow2(int e) {
    return e >= 0 ? new BigDecimal(BigInteger.ONE.shiftLeft(e))
        : BigDecimal.ONE.divide(new BigDecimal(BigInteger.ONE.shiftLeft(-e)));
  }

  private static int floorLog10(BigDecimal v) {
    // v = unscaled * 10^-scale; floor(log10 v) = digits(unscaled) - 1 - scale
    return v.precision() - 1 - v.scale();
  }
}
