package hyperpbi.canonical;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.util.SplittableRandom;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class DecimalParserTest {
  private static final Pattern GRAMMAR = Pattern.compile("^[+-]?(\\d+\\.?\\d*|\\.\\d+)([eE][+-]?\\d+)?$");

  @Test
  void fixturesAgreeWithTheJdk() {
    String[] texts = {
      "0.1", "1e21", "1e-7", "5e-324", "4.9e-324", "2.4703282292062327e-324",
      "2.4703282292062328e-324", "1.7976931348623157e308", "1.7976931348623158e308",
      "1.7976931348623159e308", "-0", "123456789012345680000", "1e400", "1e-400",
      "9007199254740993", "9007199254740995", "2.2250738585072011e-308", "2.2250738585072012e-308",
      "0.30000000000000004", "0000.0000", "00012.500e-0003", "5.", ".5", "+.5", "-5.e3", "1E5",
      "1e+5", "123456789012345678901234567890", "0.000000000000000000000000000001234",
      "1" + "0".repeat(400) + "e-400", "." + "0".repeat(500) + "1e500", "1e999999999999",
      "1e-999999999999", "0e999999999", "-1e-999999999999", "179769313486231580793728971405301e276",
      "4.4501477170144023e-308", "2.225073858507201136057409796709131975934819546351645648e-308",
      "0.1000000000000000055511151231257827021181583404541015625",
      "0.1000000000000000055511151231257827021181583404541015624",
      "0.1000000000000000055511151231257827021181583404541015626",
      "7.2057594037927933e16", "3.4028235677973366e38", "1448997445238699", "18446744073709551615",
      "18446744073709551616", "99999999999999999999", "1.00000000000000011102230246251565404236316680908203125",
    };
    for (String text : texts) {
      assertSameBits(Double.parseDouble(text), DecimalParser.parse(text), text);
      assertTrue(DecimalParser.isNumberLiteral(text), text);
    }
    assertEquals(Double.MIN_VALUE, DecimalParser.parse("4.9e-324"));
    assertEquals(Double.MIN_VALUE, DecimalParser.parse("5e-324"));
    assertEquals(0x1p-1022, DecimalParser.parse("2.2250738585072014e-308"));
  }

  @Test
  void rejectsEverythingOutsideTheGrammar() {
    String[] texts = {
      "", " 1", "1 ", "+", "-", ".", "e1", "1e", "1e+", "0x10", "NaN", "Infinity", "-Infinity",
      "1.2.3", "1_0", "\u0661", "--1", "+-1", "1e1.5", "1d", "1f", "\t1", "1,5", ".e1", "+.",
      "1ee1", "\u00a01", "1\n", "e", "E5", "1e-", "0x", "\u0661\u0662",
    };
    for (String text : texts) {
      assertTrue(Double.isNaN(DecimalParser.parse(text)), "'" + text + "'");
      assertFalse(DecimalParser.isNumberLiteral(text), text);
    }
    assertTrue(Double.isNaN(DecimalParser.parse(null)));
    assertFalse(DecimalParser.isNumberLiteral(null));
  }

  @Test
  void grammarMatchesTheContractRegex() {
    SplittableRandom random = new SplittableRandom(5);
    String alphabet = "0123456789..+-eE x";
    for (int i = 0; i < 200_000; i++) {
      int length = random.nextInt(8);
      StringBuilder text = new StringBuilder();
      for (int k = 0; k < length; k++) {
        text.append(alphabet.charAt(random.nextInt(alphabet.length())));
      }
      String s = text.toString();
      boolean literal = GRAMMAR.matcher(s).matches();
      assertEquals(literal, DecimalParser.isNumberLiteral(s), s);
      assertEquals(literal, !Double.isNaN(DecimalParser.parse(s)), s);
      assertEquals(literal, DecimalParser.isNumberLiteral("[" + s + "]", 1, s.length() + 1), s);
    }
  }

  @Test
  void redundantLeadingZeros() {
    for (String text : new String[] {"007", "00", "-01", "+00.5", "00.5", "01e3", "-00"}) {
      assertTrue(DecimalParser.hasRedundantLeadingZero(text), text);
    }
    for (String text : new String[] {"0", "0.5", "-0.5", ".5", "-0", "10", "0e5", "100.001",
        "+0", "0.", "abc", "", "0x1"}) {
      assertFalse(DecimalParser.hasRedundantLeadingZero(text), text);
    }
  }

  @Test
  void substringsParseWithoutCopying() {
    String line = "a,12.5,-3e2,x";
    assertEquals(12.5, DecimalParser.parse(line, 2, 6));
    assertEquals(-300.0, DecimalParser.parse(line, 7, 11));
    assertTrue(Double.isNaN(DecimalParser.parse(line, 0, 1)));
    assertTrue(Double.isNaN(DecimalParser.parse(line, 3, 3)));
  }

  @Test
  void agreesWithTheJdkOnGeneratedLiterals() {
    SplittableRandom random = new SplittableRandom(11);
    for (int i = 0; i < 250_000; i++) {
      StringBuilder text = new StringBuilder();
      if (random.nextInt(4) == 0) {
        text.append(random.nextBoolean() ? '-' : '+');
      }
      int digits = 1 + random.nextInt(25);
      int point = random.nextInt(digits + 2) - 1;
      for (int k = 0; k < digits; k++) {
        if (k == point) {
          text.append('.');
        }
        text.append((char) ('0' + random.nextInt(10)));
      }
      if (random.nextInt(3) > 0) {
        text.append(random.nextBoolean() ? 'e' : 'E').append(random.nextInt(700) - 350);
      }
      String s = text.toString();
      assertSameBits(Double.parseDouble(s), DecimalParser.parse(s), s);
    }
  }

  /** Short literals with leading and trailing zeros and small exponents: the one-pass fast path. */
  @Test
  void agreesWithTheJdkOnShortDecimals() {
    SplittableRandom random = new SplittableRandom(14);
    for (int i = 0; i < 250_000; i++) {
      StringBuilder text = new StringBuilder();
      text.append("0".repeat(random.nextInt(3)));
      int digits = 1 + random.nextInt(17);
      int point = random.nextInt(digits + 1);
      for (int k = 0; k < digits; k++) {
        if (k == point) {
          text.append('.');
        }
        text.append((char) ('0' + random.nextInt(10)));
      }
      text.append("0".repeat(random.nextInt(4)));
      if (random.nextInt(3) == 0) {
        text.append('e').append(random.nextInt(80) - 40);
      }
      String s = text.toString();
      assertSameBits(Double.parseDouble(s), DecimalParser.parse(s), s);
      assertSameBits(Double.parseDouble(s), DecimalParser.parse("x" + s + "y", 1, s.length() + 1), s);
    }
  }

  @Test
  void agreesWithTheJdkOnShortestFormsAndRandomBits() {
    SplittableRandom random = new SplittableRandom(12);
    for (int i = 0; i < 200_000; i++) {
      double x = Double.longBitsToDouble(random.nextLong());
      if (Double.isNaN(x) || Double.isInfinite(x)) {
        continue;
      }
      String jdk = Double.toString(x);
      assertSameBits(x, DecimalParser.parse(jdk), jdk);
      String ours = CanonicalNumber.format(x);
      assertSameBits(x == 0 ? 0.0 : x, DecimalParser.parse(ours), ours);
    }
  }

  /** Exact midpoints between neighbouring doubles and their nearest neighbours in decimal. */
  @Test
  void roundsHalfwayCasesToEven() {
    SplittableRandom random = new SplittableRandom(13);
    for (int i = 0; i < 4_000; i++) {
      double x = Math.abs(Double.longBitsToDouble(random.nextLong()));
      if (Double.isNaN(x) || x >= Double.MAX_VALUE) {
        continue;
      }
      if (i % 4 == 0) {
        x = Double.longBitsToDouble(random.nextLong(1L << 53)); // subnormal and small normals
      } else if (i % 4 == 1) {
        x = Math.scalb((double) random.nextLong(1L << 53), random.nextInt(200) - 100);
      }
      BigDecimal mid = new BigDecimal(x).add(new BigDecimal(Math.nextUp(x))).divide(BigDecimal.valueOf(2));
      BigDecimal tiny = BigDecimal.ONE.scaleByPowerOfTen(-mid.scale() - 1);
      for (BigDecimal d : new BigDecimal[] {mid, mid.add(tiny), mid.subtract(tiny)}) {
        String s = d.toString();
        assertSameBits(Double.parseDouble(s), DecimalParser.parse(s), s);
        String plain = d.toPlainString();
        if (plain.length() < 400) {
          assertSameBits(Double.parseDouble(plain), DecimalParser.parse(plain), plain);
        }
      }
    }
  }

  private static void assertSameBits(double expected, double actual, String text) {
    assertEquals(Double.doubleToRawLongBits(expected), Double.doubleToRawLongBits(actual),
        () -> text + ": expected " + expected + " got " + actual);
  }
}
