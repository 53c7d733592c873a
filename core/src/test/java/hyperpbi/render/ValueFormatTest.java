package hyperpbi.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import hyperpbi.data.BooleanColumn;
import hyperpbi.data.DataType;
import hyperpbi.data.FieldKind;
import hyperpbi.data.FieldMeta;
import hyperpbi.data.NumberColumn;
import hyperpbi.data.Origin;
import hyperpbi.data.SemanticType;
import hyperpbi.data.TextColumn;
import hyperpbi.data.UtcCalendar;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Expected strings follow .NET's numeric and date formatting (what Power BI's format strings
 * mean) and Power BI's display of unformatted values; where the engine chose differently the
 * test says so (never {@code -0}, the compact suffixes, the ASCII minus).
 */
class ValueFormatTest {
  private static final String NBSP = "\u00a0";
  private static final String NNBSP = "\u202f";
  private static final ValueFormat US = ValueFormat.of("en-US");
  private static final ValueFormat DE = ValueFormat.of("de-DE");
  private static final ValueFormat FR = ValueFormat.of("fr-FR");
  /** 2024-01-01 13:05:09.250 UTC, a Monday. */
  private static final double NEW_YEAR_AFTERNOON =
      UtcCalendar.epochMs(2024, 1, 1) + 13 * 3_600_000 + 5 * 60_000 + 9_250;
  /** 13:05:09 in milliseconds. */
  private static final double AFTERNOON = 47_109_000;

  private static void number(ValueFormat f, double value, String pattern, String expected) {
    assertEquals(expected, f.number(value, pattern), () -> pattern + " of " + value);
  }

  @Test
  void digitPlaceholdersPadAndRound() {
    number(US, 1234.5, "#,0.00", "1,234.50");
    number(US, 1234.5, "#,##0.00", "1,234.50");
    number(US, 1234.5, "0", "1235");
    number(US, 1234.5, "#,0", "1,235");
    number(US, 0, "#,0", "0");
    number(US, 0, "#", "");
    number(US, 0.5, "#.##", ".5");
    number(US, 0.5, "0.##", "0.5");
    number(US, 1, "0.##", "1");
    number(US, 1, "0.0#", "1.0");
    number(US, 1.5, ".00", "1.50");
    number(US, 12.345, "00.0", "12.3");
    number(US, 7, "000", "007");
    number(US, 1234567, "#,#", "1,234,567");
    number(US, 1234567.891, "#,0.0", "1,234,567.9");
    number(US, 123, "#,0000", "0,123");
    number(US, 1e21, "#,0", "1,000,000,000,000,000,000,000");
  }

  @Test
  void roundingIsHalfAwayFromZeroOnTheShownDigits() {
    number(US, 2.5, "0", "3");
    number(US, -2.5, "0", "-3");
    number(US, 0.5, "0", "1");
    number(US, -0.5, "0", "-1");
    // The doubles lie just below these halves; the digits a user sees do not.
    number(US, 1.005, "0.00", "1.01");
    number(US, 2.675, "0.00", "2.68");
    number(US, 0.125, "0.00", "0.13");
    number(US, 9.995, "0.00", "10.00");
    number(US, 999.9996, "#,0.000", "1,000.000");
    number(US, 4921522.549999995, "#,0.00", "4,921,522.55");
    number(US, 0.1 + 0.2, "0.0000000000", "0.3000000000");
  }

  @Test
  void neverMinusZero() {
    number(US, -0.0, "0", "0");
    number(US, -0.004, "0.00", "0.00");
    number(US, -0.4, "#,0", "0");
    number(US, -0.001, "0;(0)", "0");
    number(US, -0.00001, "0.00%", "0.00%");
    number(US, -0.0, null, "0");
    number(US, -0.0, "N2", "0.00");
    number(US, -0.001, "C", "$0.00");
  }

  @Test
  void percentPermilleAndThousandsScaling() {
    number(US, 0.25499926, "0.0%", "25.5%");
    number(US, 0.25, "0%", "25%");
    number(US, 0.07, "0.00%", "7.00%");
    number(US, 0.125, "0.0‰", "125.0‰");
    number(US, -0.1234, "0.00 %;-0.00 %;0.00 %", "-12.34 %");
    number(US, 0, "0.00 %;-0.00 %;0.00 %", "0.00 %");
    number(US, 1234567, "#,0,", "1,235");
    number(US, 1234567, "#,0,,", "1");
    number(US, 1234567, "#,0.0,,\\M", "1.2M");
    number(US, 1500, "0.0,\"K\"", "1.5K");
    number(US, 1234567, "#,0.00,, \"M\"", "1.23 M");
    number(US, 1234567, "#,0.0 ,,", "1,234,567.0 ");
    number(US, 0.5, "%0", "%50");
  }

  @Test
  void sectionsPositiveNegativeZero() {
    String dollars = "\\$#,0;(\\$#,0);\\$#,0";
    number(US, 1234, dollars, "$1,234");
    number(US, -1234, dollars, "($1,234)");
    number(US, 0, dollars, "$0");
    number(US, 5, "0;-0;\"zero\"", "5");
    number(US, -5, "0;\"minus \"0;\"zero\"", "minus 5");
    number(US, 0, "0;-0;\"zero\"", "zero");
    // A value that rounds to zero takes the zero section.
    number(US, -0.001, "0;(0);\"zero\"", "zero");
    number(US, 0.4, "0;(0);\"nil\"", "nil");
    // An empty negative section: negatives use the first with a minus sign.
    number(US, -3, "0.0;;\"z\"", "-3.0");
    // An empty zero section: zero uses the first.
    number(US, 0, "0.0;(0.0);", "0.0");
    // Excel colour tags are not .NET's: they stay literal text.
    number(US, -2.25, "#,0.0;[Red](#,0.0)", "[Red](2.3)");
    // A semicolon inside quotes or after a backslash separates nothing.
    number(US, -2, "0\";\"0;(0)", "(2)");
    number(US, 12, "0\\;0", "1;2");
  }

  @Test
  void literalsCurrencySymbolsAndEscapes() {
    number(US, -1234.567, "$#,0.00", "-$1,234.57");
    number(US, 1234.567, "€#,0.00", "€1,234.57");
    number(US, 1234.567, "£#,0", "£1,235");
    number(US, 1234.567, "¥#,0", "¥1,235");
    number(US, 1234.5, "#,0.00 \\€", "1,234.50 €");
    number(US, 1234.5, "[$€-407] #,0.00", "€ 1,234.50");
    number(US, 12, "0 'units'", "12 units");
    number(US, 12, "0 \"#0%\"", "12 #0%");
    number(US, 12, "\\#0", "#12");
    number(US, 5551234567.0, "(###) ###-####", "(555) 123-4567");
    number(US, 42, "0 Edition", "42 Edition");
  }

  @Test
  void scientificCustom() {
    number(US, 1234.5678, "0.###E+0", "1.235E+3");
    number(US, 1234.5678, "0.00E+00", "1.23E+03");
    number(US, 0.00012345, "0.00E+00", "1.23E-04");
    number(US, 0.00012345, "0.00E-00", "1.23E-04");
    number(US, 1234.5678, "0.00E-00", "1.23E03");
    number(US, 1234.5678, "00.0E+0", "12.3E+2");
    number(US, 9.999, "0.00E+0", "1.00E+1");
    number(US, 0, "0.00E+00", "0.00E+00");
    number(US, -1234.5678, "0.0e+0", "-1.2e+3");
    number(US, 1.23e21, "0.00E+00", "1.23E+21");
  }

  @Test
  void standardFormats() {
    number(US, 1234.5, "N", "1,234.50");
    number(US, 1234.5, "N0", "1,235");
    number(US, 1234.5, "n1", "1,234.5");
    number(US, -1234.5, "N2", "-1,234.50");
    number(US, 1234.5, "F2", "1234.50");
    number(US, 1234.5, "F", "1234.50");
    number(US, 1234.5, "F0", "1235");
    number(US, 0.1234, "P", "12.34%");
    number(US, 0.1234, "P1", "12.3%");
    number(US, 0.1234, "P0", "12%");
    number(US, -0.1234, "p1", "-12.3%");
    number(US, 12.5, "P0", "1,250%");
    number(US, 1234.5, "C", "$1,234.50");
    number(US, -1234.5, "C", "-$1,234.50");
    number(US, 1234.5, "C0", "$1,235");
    number(US, 42, "D", "42");
    number(US, 42, "D5", "00042");
    number(US, -42, "D4", "-0042");
    number(US, 1234.5678, "E", "1.234568E+003");
    number(US, 1234.5678, "e2", "1.23e+003");
    number(US, 1234.5, "G", "1234.5");
    number(US, 0.1 + 0.2, "G", "0.30000000000000004");
    number(US, 1e15, "G", "1E+15");
    number(US, 123456789012345.0, "G", "123456789012345");
    number(US, 0.0001, "G", "0.0001");
    number(US, 0.00001, "G", "1E-05");
    number(US, 1234.5678, "G3", "1.23E+03");
    number(US, 1234.5678, "G6", "1234.57");
    number(US, -1.5e-7, "g", "-1.5e-07");
    number(US, 1234.5, "R", "1234.5");
  }

  @Test
  void powerBiMetadataFormats() {
    number(US, 4921522.549999995, "General", "4,921,522.55");
    number(US, 4921522.549999995, "General Number", "4,921,522.55");
    number(US, 1234.5, "0", "1235");
    number(US, 1234.5, "#,0", "1,235");
    number(US, 1234.5, "#,0.00", "1,234.50");
    number(US, 0.1234, "0.00 %;-0.00 %;0.00 %", "12.34 %");
    number(US, -1234.5, "\\$#,0;(\\$#,0);\\$#,0", "($1,235)");
    number(US, 1234.5, "\\$#,0.###############;(\\$#,0.###############);\\$#,0.###############",
        "$1,234.5");
    number(US, 1234.5, "Currency", "$1,234.50");
    number(US, 1234.5, "Fixed", "1234.50");
    number(US, 1234.5, "Standard", "1,234.50");
    number(US, 0.1234, "Percent", "12.34%");
    number(US, 1234.5, "Scientific", "1.23E+03");
  }

  @Test
  void unusablePatternsFallBackToTheGeneralForm() {
    number(US, 1234.5678, null, "1,234.57");
    number(US, 1234.5678, "", "1,234.57");
    number(US, 1234.5678, "   ", "1,234.57");
    number(US, 1234.5678, "abc", "1,234.57");
    number(US, 1234.5678, "dd/MM/yyyy", "1,234.57");
    number(US, 1234.5678, "\"", "1,234.57");
    number(US, 1234.5678, "\\", "1,234.57");
    number(US, 1234.5678, ";;;", "1,234.57");
    number(US, 1234.5678, "'0", "1,234.57");
  }

  @Test
  void generalForm() {
    number(US, 4921522.549999995, null, "4,921,522.55");
    number(US, 3, null, "3");
    number(US, -3, null, "-3");
    number(US, 1234.5, null, "1,234.5");
    number(US, 123.456, null, "123.46");
    number(US, 0.1 + 0.2, null, "0.3");
    number(US, 0.25499926237257614, null, "0.255");
    number(US, 0.000123456, null, "0.0001235");
    number(US, 0.0001, null, "0.0001");
    number(US, 0.99999, null, "1");
    number(US, 999.999, null, "1,000");
    number(US, -0.001, null, "-0.001");
    number(US, 1.23e21, null, "1.23E+21");
    number(US, 1e15, null, "1E+15");
    number(US, 999999999999999.0, null, "999,999,999,999,999");
    number(US, 123456789012345678.0, null, "1.235E+17");
    number(US, 0.00001234, null, "1.234E-05");
    number(US, -1e-7, null, "-1E-07");
    number(US, 0, null, "0");
    number(US, Double.MAX_VALUE, null, "1.798E+308");
    number(US, Double.MIN_VALUE, null, "5E-324");
    assertEquals("4.921.522,55", DE.general(4921522.549999995));
    assertEquals("1,23E+21", DE.general(1.23e21));
    assertEquals("0,255", FR.general(0.25499926237257614));
  }

  @Test
  void missingAndInfiniteNumbers() {
    number(US, Double.NaN, null, "");
    number(US, Double.NaN, "#,0.00", "");
    number(US, Double.POSITIVE_INFINITY, null, "∞");
    number(US, Double.NEGATIVE_INFINITY, "#,0.00", "-∞");
    assertEquals("", US.compact(Double.NaN, 1));
    assertEquals("∞", US.compact(Double.POSITIVE_INFINITY, 1, 10));
  }

  @Test
  void compactAxisLabelsShareTheLargestTicksUnit() {
    assertTicks(US, 500000, 1500000, new double[] {0, 500000, 1000000, 1500000},
        "0", "0.5M", "1M", "1.5M");
    assertTicks(US, 250, 500, new double[] {0, 250, 500}, "0", "250", "500");
    assertTicks(US, 0.05, 0.1, new double[] {0, 0.05, 0.1}, "0", "0.05", "0.1");
    assertTicks(US, 0.1, 0.3, new double[] {0, 0.1, 0.1 + 0.2}, "0", "0.1", "0.3");
    assertTicks(US, 200, 1000, new double[] {0, 200, 800, 1000}, "0", "0.2K", "0.8K", "1K");
    assertTicks(US, 2.5e9, 1e10, new double[] {-2.5e9, 0, 7.5e9, 1e10},
        "-2.5bn", "0", "7.5bn", "10bn");
    assertTicks(US, 2e12, 4e12, new double[] {2e12, 4e12}, "2T", "4T");
    assertTicks(US, 25000, 100000, new double[] {25000, 50000, 75000}, "25K", "50K", "75K");
    assertTicks(US, 1.25, 5, new double[] {1.25, 2.5}, "1.25", "2.5");
    assertTicks(US, 1e15, 5e15, new double[] {5e15}, "5,000T");
    assertTicks(DE, 500000, 1500000, new double[] {500000, 1500000}, "0,5M", "1,5M");
    assertTicks(FR, 0.25, 1, new double[] {0.25, 0.75}, "0,25", "0,75");
  }

  private static void assertTicks(ValueFormat f, double step, double largest, double[] ticks,
      String... expected) {
    String[] actual = new String[ticks.length];
    for (int i = 0; i < ticks.length; i++) {
      actual[i] = f.compact(ticks[i], step, largest);
    }
    assertEquals(List.of(expected), List.of(actual));
  }

  @Test
  void compactDataLabelsChooseTheirOwnUnit() {
    assertEquals("4.92M", US.compact(4921522.549999995, 0));
    assertEquals("1.23K", US.compact(1234, Double.NaN));
    assertEquals("2.5bn", US.compact(2.5e9, -1));
    assertEquals("12", US.compact(12, 0));
    assertEquals("0.123", US.compact(0.1234, 0));
    assertEquals("-999", US.compact(-999, 0));
    assertEquals("500K", US.compact(500000, 500000));
    assertEquals("4,92M", DE.compact(4921522.549999995, 0));
    assertEquals("0", US.compact(-0.0001, 0.1, 1));
  }

  @Test
  void localeSeparatorsInCustomPatterns() {
    number(DE, 1234.5, "#,0.00", "1.234,50");
    number(DE, 0.125, "0.0%", "12,5%");
    number(FR, 1234.5, "#,0.00", "1" + NNBSP + "234,50");
    number(FR, 1234567.891, "#,0.0", "1" + NNBSP + "234" + NNBSP + "567,9");
    number(ValueFormat.of("es-ES"), 1234.5, "#,0.00", "1.234,50");
    number(ValueFormat.of("it-IT"), 1234.5, "#,0.00", "1.234,50");
    number(ValueFormat.of("nl-NL"), 1234.5, "#,0.00", "1.234,50");
    number(ValueFormat.of("pt-BR"), 1234.5, "#,0.00", "1.234,50");
    number(ValueFormat.of("pl-PL"), 1234.5, "#,0.00", "1" + NBSP + "234,50");
    number(ValueFormat.of("sv-SE"), 1234.5, "#,0.00", "1" + NBSP + "234,50");
    number(ValueFormat.of("en-GB"), 1234.5, "#,0.00", "1,234.50");
    number(ValueFormat.of("ja-JP"), 1234.5, "#,0.00", "1,234.50");
    number(ValueFormat.of("zh-CN"), 1234.5, "#,0.00", "1,234.50");
    number(DE, -1234.567, "$#,0.00", "-$1.234,57");
    number(DE, 1234.5678, "0.00E+00", "1,23E+03");
  }

  @Test
  void localeStandardFormats() {
    number(DE, 1234.5, "N2", "1.234,50");
    number(DE, 0.125, "P1", "12,5" + NBSP + "%");
    number(FR, 0.125, "P1", "12,5" + NNBSP + "%");
    number(ValueFormat.of("es-ES"), 0.125, "P1", "12,5" + NBSP + "%");
    number(ValueFormat.of("sv-SE"), 0.125, "P0", "13" + NBSP + "%");
    number(ValueFormat.of("it-IT"), 0.125, "P1", "12,5%");
    number(ValueFormat.of("en-GB"), 0.125, "P1", "12.5%");
    number(DE, 1234.5, "C", "1.234,50" + NBSP + "€");
    number(DE, -1234.5, "C", "-1.234,50" + NBSP + "€");
    number(FR, 1234.5, "C", "1" + NNBSP + "234,50" + NBSP + "€");
    number(ValueFormat.of("en-GB"), -1234.5, "C", "-£1,234.50");
    number(ValueFormat.of("nl-NL"), -1234.5, "C", "€" + NBSP + "-1.234,50");
    number(ValueFormat.of("pt-BR"), 1234.5, "C", "R$" + NBSP + "1.234,50");
    number(ValueFormat.of("ja-JP"), 1234.5, "C", "¥1,235");
    number(ValueFormat.of("ja-JP"), 1234.5, "C2", "¥1,234.50");
    number(ValueFormat.of("zh-CN"), 1234.5, "C", "¥1,234.50");
    number(ValueFormat.of("pl-PL"), 1234.5, "C", "1" + NBSP + "234,50" + NBSP + "zł");
    number(ValueFormat.of("sv-SE"), 1234.5, "C0", "1" + NBSP + "235" + NBSP + "kr");
    number(DE, 12.345, "Percent", "1234,50" + NBSP + "%");
    number(DE, 1234.5, "F1", "1234,5");
    number(DE, 1234.5, "G", "1234,5");
  }

  @Test
  void localeTagsMatchCaseInsensitivelyAndByLanguage() {
    assertEquals("en-US", ValueFormat.of(null).locale());
    assertEquals("en-US", ValueFormat.of("").locale());
    assertEquals("en-US", ValueFormat.of("xx-YY").locale());
    assertEquals("en-US", ValueFormat.of("en").locale());
    assertEquals("en-US", ValueFormat.of("en-AU").locale());
    assertEquals("en-GB", ValueFormat.of("EN-gb").locale());
    assertEquals("en-GB", ValueFormat.of("en_GB").locale());
    assertEquals("de-DE", ValueFormat.of("de").locale());
    assertEquals("de-DE", ValueFormat.of("DE-at").locale());
    assertEquals("fr-FR", ValueFormat.of("fr-fr").locale());
    assertEquals("pt-BR", ValueFormat.of("pt").locale());
    assertEquals("zh-CN", ValueFormat.of("zh-Hans-CN").locale());
    assertEquals("ja-JP", ValueFormat.of(" ja-JP ").locale());
    assertEquals("sv-SE", ValueFormat.of("sv").locale());
    assertEquals("pl-PL", ValueFormat.of("pl").locale());
    assertEquals("nl-NL", ValueFormat.of("nl-BE").locale());
    assertEquals("it-IT", ValueFormat.of("it").locale());
    assertEquals("es-ES", ValueFormat.of("es-MX").locale());
  }

  @Test
  void everyLocaleHasCompleteTables() {
    for (String tag : List.of("en-US", "en-GB", "de-DE", "fr-FR", "es-ES", "it-IT", "nl-NL",
        "pt-BR", "ja-JP", "zh-CN", "pl-PL", "sv-SE")) {
      LocaleData d = LocaleData.forTag(tag);
      assertEquals(tag, d.tag());
      assertEquals(12, d.months().length, tag);
      assertEquals(12, d.shortMonths().length, tag);
      assertEquals(7, d.days().length, tag);
      assertEquals(7, d.shortDays().length, tag);
      if (d.genitiveMonths() != null) {
        assertEquals(12, d.genitiveMonths().length, tag);
      }
      for (String name : d.months()) {
        assertFalse(name.isEmpty(), tag);
      }
    }
  }

  @Test
  void datePatterns() {
    double d = NEW_YEAR_AFTERNOON;
    assertEquals("01/01/2024", US.date(d, "dd/MM/yyyy", false));
    assertEquals("2024-01-01", US.date(d, "yyyy-MM-dd", false));
    assertEquals("January 1, 2024", US.date(d, "MMMM d, yyyy", false));
    assertEquals("Monday, Jan 1 24", US.date(d, "dddd, MMM d yy", false));
    assertEquals("Mon 1/1/24", US.date(d, "ddd M/d/yy", false));
    assertEquals("01:05 PM", US.date(d, "hh:mm tt", true));
    assertEquals("1:05 P", US.date(d, "h:mm t", true));
    assertEquals("13:5:9", US.date(d, "H:m:s", true));
    assertEquals("13:05:09.250", US.date(d, "HH:mm:ss.fff", true));
    assertEquals("13:05:09.25", US.date(d, "HH:mm:ss.FFF", true));
    assertEquals("13:05:09", US.date(UtcCalendar.epochMs(2024, 1, 1) + AFTERNOON,
        "HH:mm:ss.FFF", true));
    assertEquals("1:05 PM", US.date(d, "h:mm AM/PM", true));
    assertEquals("Q1 2024", US.date(d, "'Q'1 yyyy", false));
    assertEquals("day 1", US.date(d, "\\d\\a\\y d", false));
    assertEquals("1", US.date(d, "%d", false));
    assertEquals("2024-01-01T13:05:09Z", US.date(d, "yyyy-MM-ddTHH:mm:ssK", true));
    assertEquals("12 AM", US.date(UtcCalendar.epochMs(2024, 1, 1), "h tt", true));
    assertEquals("12 PM", US.date(UtcCalendar.epochMs(2024, 1, 1) + 12 * 3_600_000, "h tt", true));
    assertEquals("00024", US.date(UtcCalendar.epochMs(24, 3, 1), "yyyyy", false));
  }

  @Test
  void dateDefaultsAndNamedFormats() {
    double d = NEW_YEAR_AFTERNOON;
    double day = UtcCalendar.epochMs(2024, 12, 31);
    assertEquals("12/31/2024", US.date(day, null, false));
    assertEquals("12/31/2024 12:00:00 AM", US.date(day, null, true));
    assertEquals("1/1/2024 1:05:09 PM", US.date(d, "", true));
    assertEquals("1/1/2024 1:05:09 PM", US.date(d, "General Date", true));
    assertEquals("1/1/2024", US.date(d, "Short Date", true));
    assertEquals("Monday, January 1, 2024", US.date(d, "Long Date", true));
    assertEquals("1:05:09 PM", US.date(d, "Long Time", true));
    assertEquals("1:05 PM", US.date(d, "short time", true));
    assertEquals("1/1/2024", US.date(d, "d", true));
    assertEquals("Monday, January 1, 2024", US.date(d, "D", true));
    assertEquals("1/1/2024 1:05 PM", US.date(d, "g", true));
    assertEquals("1/1/2024 1:05:09 PM", US.date(d, "G", true));
    assertEquals("Monday, January 1, 2024 1:05 PM", US.date(d, "f", true));
    assertEquals("January 1", US.date(d, "M", true));
    assertEquals("January 2024", US.date(d, "Y", true));
    assertEquals("2024-01-01T13:05:09", US.date(d, "s", true));
    assertEquals("2024-01-01 13:05:09Z", US.date(d, "u", true));
    // A number format on a date field shows no part of a date: the default instead.
    assertEquals("1/1/2024", US.date(d, "#,0.00", false));
    assertEquals("1/1/2024 1:05:09 PM", US.date(d, "General", true));
    assertEquals("1/1/2024", US.date(d, "'Week'", false));
    assertEquals("Week 1", US.date(d, "'Week' d", false));
  }

  @Test
  void theParityProbeDigestsGeneratedCases() {
    String digest = ValueFormatProbe.run(2000, 7);
    assertEquals(digest, ValueFormatProbe.run(2000, 7));
    assertTrue(digest.startsWith("valueFormat:2000:"), digest);
    assertNotEquals(digest, ValueFormatProbe.run(2000, 8));
    assertNotEquals(digest, ValueFormatProbe.run(1999, 7));
    assertEquals("error:count must not be negative", ValueFormatProbe.run(-1, 7));
  }

  @Test
  void datesPerLocale() {
    double d = NEW_YEAR_AFTERNOON;
    double day = UtcCalendar.epochMs(2024, 3, 5);
    assertEquals("05.03.2024", DE.date(day, null, false));
    assertEquals("01.01.2024 13:05:09", DE.date(d, null, true));
    assertEquals("Dienstag, 5. März 2024", DE.date(day, "Long Date", false));
    assertEquals("5. März", DE.date(day, "M", false));
    assertEquals("Di, 05. Mär", DE.date(day, "ddd, dd. MMM", false));
    // As in .NET, '/' is the locale's date separator.
    assertEquals("05.03.2024", DE.date(day, "dd/MM/yyyy", false));
    assertEquals("05/03/2024", FR.date(day, null, false));
    assertEquals("mardi 5 mars 2024", FR.date(day, "D", false));
    assertEquals("05/03/2024 13:05:09", FR.date(day + AFTERNOON, null, true));
    ValueFormat gb = ValueFormat.of("en-GB");
    assertEquals("05/03/2024", gb.date(day, null, false));
    assertEquals("05/03/2024 13:05:09", gb.date(day + AFTERNOON, null, true));
    assertEquals("05 March 2024", gb.date(day, "Long Date", false));
    assertEquals("05/03/2024", ValueFormat.of("es-ES").date(day, null, false));
    assertEquals("martes, 5 de marzo de 2024", ValueFormat.of("es-ES").date(day, "D", false));
    assertEquals("05/03/2024 13:05:09",
        ValueFormat.of("it-IT").date(day + AFTERNOON, null, true));
    assertEquals("martedì 5 marzo 2024", ValueFormat.of("it-IT").date(day, "D", false));
    assertEquals("5-3-2024", ValueFormat.of("nl-NL").date(day, null, false));
    assertEquals("dinsdag 5 maart 2024", ValueFormat.of("nl-NL").date(day, "D", false));
    assertEquals("05/03/2024", ValueFormat.of("pt-BR").date(day, null, false));
    assertEquals("terça-feira, 5 de março de 2024",
        ValueFormat.of("pt-BR").date(day, "D", false));
    assertEquals("2024/03/05", ValueFormat.of("ja-JP").date(day, null, false));
    assertEquals("2024年3月5日", ValueFormat.of("ja-JP").date(day, "D", false));
    assertEquals("2024/01/01 13:05:09", ValueFormat.of("ja-JP").date(d, null, true));
    assertEquals("午後 1:05", ValueFormat.of("ja-JP").date(d, "tt h:mm", true));
    assertEquals("2024/3/5", ValueFormat.of("zh-CN").date(day, null, false));
    assertEquals("星期二 三月", ValueFormat.of("zh-CN").date(day, "dddd MMMM", false));
    assertEquals("05.03.2024", ValueFormat.of("pl-PL").date(day, null, false));
    // Polish months are genitive next to a day of the month, nominative without one.
    assertEquals("wtorek, 5 marca 2024", ValueFormat.of("pl-PL").date(day, "D", false));
    assertEquals("marzec 2024", ValueFormat.of("pl-PL").date(day, "MMMM yyyy", false));
    assertEquals("2024-03-05", ValueFormat.of("sv-SE").date(day, null, false));
    assertEquals("5 mars 2024", ValueFormat.of("sv-SE").date(day, "D", false));
  }

  @Test
  void datesAcrossTheCalendar() {
    assertEquals("12/31/1969 11:59:59 PM", US.date(-1000, null, true));
    assertEquals("Sunday, July 4, 1999", US.date(UtcCalendar.epochMs(1999, 7, 4), "D", false));
    assertEquals("Thursday, February 29, 2024",
        US.date(UtcCalendar.epochMs(2024, 2, 29), "D", false));
    assertEquals("1/1/1970", US.date(0, null, false));
    assertEquals("", US.date(Double.NaN, null, false));
    assertEquals("1E+16", US.date(1e16, null, false));
  }

  @Test
  void cellsForDisplay() {
    double day = UtcCalendar.epochMs(2024, 3, 5);
    NumberColumn numbers = new NumberColumn(new double[] {1234.5, Double.NaN, -0.25});
    assertEquals("1,234.50", US.cell(numbers, DataType.NUMBER, 0, "#,0.00"));
    assertEquals("1,234.5", US.cell(numbers, DataType.NUMBER, 0, null));
    assertEquals(ValueFormat.BLANK, US.cell(numbers, DataType.NUMBER, 1, "#,0.00"));
    assertEquals("(Blank)", US.cell(numbers, DataType.NUMBER, 1, null));
    assertEquals("-25%", US.cell(numbers, DataType.NUMBER, 2, "0%"));
    NumberColumn dates = new NumberColumn(new double[] {day, day + AFTERNOON});
    assertEquals("3/5/2024", US.cell(dates, DataType.DATE, 0, null));
    assertEquals("3/5/2024 1:05:09 PM", US.cell(dates, DataType.DATETIME, 1, null));
    assertEquals("2024-03-05", US.cell(dates, DataType.DATE, 0, "yyyy-MM-dd"));
    assertEquals("05.03.2024", DE.cell(dates, DataType.DATE, 0, null));
    // A computed column carries its value type when the field's type is unknown.
    NumberColumn computed = new NumberColumn(new double[] {day}, DataType.DATE);
    assertEquals("3/5/2024", US.cell(computed, DataType.UNKNOWN, 0, null));
    assertEquals("3/5/2024", US.cell(computed, null, 0, null));
    BooleanColumn flags = new BooleanColumn(new byte[] {1, 0, -1});
    assertEquals("True", US.cell(flags, DataType.BOOLEAN, 0, null));
    assertEquals("False", DE.cell(flags, DataType.BOOLEAN, 1, null));
    assertEquals("(Blank)", US.cell(flags, DataType.BOOLEAN, 2, null));
    TextColumn text = new TextColumn(new int[] {0, -1, 1}, new String[] {"East", ""});
    assertEquals("East", US.cell(text, DataType.TEXT, 0, "#,0"));
    assertEquals("(Blank)", US.cell(text, DataType.TEXT, 1, null));
    assertEquals("", US.cell(text, DataType.TEXT, 2, null));
    assertEquals("", US.cell(text, DataType.TEXT, 3, null));
    assertEquals("", US.cell(text, DataType.TEXT, -1, null));
    assertEquals("", US.cell(null, DataType.TEXT, 0, null));
  }

  @Test
  void patternOfPrefersTheComponentsFormat() {
    FieldMeta sales = field("\\$#,0.00;(\\$#,0.00);\\$#,0.00");
    assertEquals("0.0%", ValueFormat.patternOf(sales, "0.0%"));
    assertEquals("\\$#,0.00;(\\$#,0.00);\\$#,0.00", ValueFormat.patternOf(sales, null));
    assertEquals("\\$#,0.00;(\\$#,0.00);\\$#,0.00", ValueFormat.patternOf(sales, " "));
    assertNull(ValueFormat.patternOf(field(null), null));
    assertNull(ValueFormat.patternOf(field(""), ""));
    assertNull(ValueFormat.patternOf(null, null));
    assertEquals("N0", ValueFormat.patternOf(null, "N0"));
    assertEquals("($1,234.50)", US.number(-1234.5, ValueFormat.patternOf(sales, null)));
  }

  private static FieldMeta field(String format) {
    return new FieldMeta("Sales", "sales", "Sales", "Sum(Sales.Amount)", "Sum(Sales.Amount)",
        "Sales", "Amount", SemanticType.forDataType(DataType.NUMBER), FieldKind.MEASURE,
        DataType.NUMBER, format, List.of("values"), "sum", false, Origin.POWERBI_MEASURE, false,
        false);
  }

  @Test
  void aFormatterReusesItsLastPatternAcrossCalls() {
    ValueFormat f = ValueFormat.of("en-US");
    assertEquals("1.0", f.number(1, "0.0"));
    assertEquals("2", f.number(2, "0"));
    assertEquals("3.0", f.number(3, "0.0"));
    assertEquals("4.00", f.number(4, "N"));
    assertEquals("5.00", f.number(5, "n"));
  }
}
