package hyperpbi.canonical;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class CanonicalNumberTest {
  @Test
  void fixturesMatchJavaScriptNumberToString() {
    Object[][] cases = {
      {0.1, "0.1"}, {1e21, "1e+21"}, {1e-7, "1e-7"}, {5e-324, "5e-324"},
      {1.7976931348623157e308, "1.7976931348623157e+308"}, {-0.0, "0"}, {0.0, "0"},
      {123456789012345680000.0, "123456789012345680000"}, {0.1 + 0.2, "0.30000000000000004"},
      {1.5e-7, "1.5e-7"}, {-1e-7, "-1e-7"}, {1e-6, "0.000001"}, {1.2345e-6, "0.0000012345"},
      {1e20, "100000000000000000000"}, {9.999999999999999e20, "999999999999999900000"},
      {-1.5, "-1.5"}, {Double.NaN, "null"}, {Double.POSITIVE_INFINITY, "null"},
      {Double.NEGATIVE_INFINITY, "null"}, {2147483648.0, "2147483648"},
      {-2147483648.0, "-2147483648"}, {2147483647.0, "2147483647"}, {1e15, "1000000000000000"},
      {1.0000000000000002, "1.0000000000000002"}, {5e-7, "5e-7"}, {123e-20, "1.23e-18"},
      {2.2250738585072014e-308, "2.2250738585072014e-308"}, {4.35, "4.35"}, {100.0, "100"},
      {1.1, "1.1"}, {-1234567.25, "-1234567.25"}, {9007199254740993.0, "9007199254740992"},
      {1e16, "10000000000000000"}, {1.5e300, "1.5e+300"}, {12345.6789, "12345.6789"},
      {0.000123, "0.000123"}, {1 / 3.0, "0.3333333333333333"}, {2 / 3.0, "0.6666666666666666"},
      {100.0 / 3, "33.333333333333336"}, {4.9e-324 * 3, "1.5e-323"}, {1e-323, "1e-323"},
      {Double.MIN_NORMAL, "2.2250738585072014e-308"}, {2.5, "2.5"}, {-0.5, "-0.5"},
      {1.7976931348623155e308, "1.7976931348623155e+308"}, {5.0e-324 * 7, "3.5e-323"},
      {8.41e21, "8.41e+21"}, {2e-7, "2e-7"}, {1.0e21 - 65536 * 2, "999999999999999900000"},
    };
    CanonicalNumber.Scratch scratch = new CanonicalNumber.Scratch();
    for (Object[] c : cases) {
      double value = (Double) c[0];
      assertEquals(c[1], CanonicalNumber.format(value), "format(" + value + ")");
      char[] out = new char[3 + CanonicalNumber.MAX_LENGTH];
      int end = CanonicalNumber.write(value, out, 3, scratch);
      assertEquals(c[1], new String(out, 3, end - 3), "write(" + value + ") at 3");
    }
  }

  @Test
  void roundTripsAndIsShortestForRandomBitPatterns() {
    SplittableRandom random = new SplittableRandom(20240601);
    int checked = 0;
    while (checked < 200_000) {
      double x = Double.longBitsToDouble(random.nextLong());
      if (Double.isNaN(x) || Double.isInfinite(x)) {
        continue;
      }
      checkShortest(x);
      checked++;
    }
  }

  @Test
  void roundTripsAndIsShortestForEverydayValues() {
    SplittableRandom random = new SplittableRandom(7);
    for (int i = 0; i < 100_000; i++) {
      double x = switch (i % 5) {
        case 0 -> random.nextInt() / Math.pow(10, random.nextInt(10));
        case 1 -> random.nextDouble() * Math.pow(10, random.nextInt(50) - 25);
        case 2 -> random.nextInt(1000) * 0.1 + random.nextInt(1000) * 0.01;
        case 3 -> Double.longBitsToDouble(random.nextLong(1, 1L << 20)); // tiny subnormals
        default -> (double) random.nextLong() / (random.nextInt(1000) + 1);
      };
      checkShortest(x);
    }
    for (int e = -1074; e <= 1023; e++) {
      double p = Math.scalb(1.0, e);
      checkShortest(p);
      checkShortest(Math.nextDown(p));
    }
  }

  @Test
  void intDigitsAgreeWithTheLongReference() {
    SplittableRandom random = new SplittableRandom(99);
    ShortestDecimal reused = new ShortestDecimal(); // as a writer keeps one
    for (int i = 0; i < 1_000_000; i++) {
      double x = Math.abs(Double.longBitsToDouble(random.nextLong()));
      if (x == 0 || Double.isNaN(x) || Double.isInfinite(x)) {
        continue;
      }
      ShortestDecimal d = i % 2 == 0 ? ShortestDecimal.of(x) : reused.set(x);
      long[] ref = SchubfachLongReference.shortest(x);
      BigDecimal got = BigDecimal.valueOf(d.high * 100_000_000L + d.low, -d.exponent);
      BigDecimal expected = BigDecimal.valueOf(ref[0], -(int) ref[1]);
      assertEquals(0, got.compareTo(expected), "digits of " + x);
    }
  }

  @Test
  void layoutFollowsEcmaScriptRanges() {
    SplittableRandom random = new SplittableRandom(3);
    for (int i = 0; i < 50_000; i++) {
      double x = (random.nextDouble() + 1e-3) * Math.pow(10, random.nextInt(60) - 30);
      String text = CanonicalNumber.format(x);
      boolean plain = x >= 1e-6 && x < 1e21;
      assertEquals(plain, text.indexOf('e') < 0, text);
      assertFalse(text.endsWith(".0") || text.contains(".e") || text.matches(".*\\.\\d*0(e.*)?$"), text);
      if (!plain) {
        assertTrue(text.matches("\\d(\\.\\d*[1-9])?e[+-]\\d+"), text);
      }
    }
  }

  /** format(x) reads back as x, no shorter decimal does, and it is the nearest of its length. */
  private static void checkShortest(double x) {
    String text = CanonicalNumber.format(x);
    double back = Double.parseDouble(text);
    assertEquals(x == 0 ? 0.0 : x, back, text);
    assertEquals(Double.doubleToLongBits(x == 0 ? 0.0 : x), Double.doubleToLongBits(DecimalParser.parse(text)));
    if (x == 0) {
      return;
    }
    BigDecimal exact = new BigDecimal(Math.abs(x));
    BigDecimal printed = new BigDecimal(text).abs();
    int digits = printed.stripTrailingZeros().precision();
    if (digits > 1) {
      for (RoundingMode mode : new RoundingMode[] {RoundingMode.FLOOR, RoundingMode.CEILING}) {
        BigDecimal shorter = exact.round(new MathContext(digits - 1, mode));
        assertFalse(Double.parseDouble(shorter.toString()) == Math.abs(x),
            shorter + " is shorter than " + text);
      }
    }
    // Among decimals of the same length, the one printed is the closest to x that reads back.
    BigDecimal unit = BigDecimal.ONE.scaleByPowerOfTen(printed.stripTrailingZeros().scale() * -1);
    for (BigDecimal other : new BigDecimal[] {printed.subtract(unit), printed.add(unit)}) {
      if (other.signum() > 0 && Double.parseDouble(other.toString()) == Math.abs(x)) {
        int cmp = other.subtract(exact).abs().compareTo(printed.subtract(exact).abs());
        assertTrue(cmp > 0 || cmp == 0 && !printed.stripTrailingZeros().unscaledValue()
            .testBit(0), other + " is closer than " + text);
      }
    }
  }

  @Test
  void bigIntegerSanity() {
    // The tests above rely on BigDecimal(double) being exact.
    assertEquals(new BigInteger("9007199254740993"),
        new BigDecimal(9007199254740992.0).toBigInteger().add(BigInteger.ONE));
  }
}
