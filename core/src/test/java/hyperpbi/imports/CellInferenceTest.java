package hyperpbi.imports;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class CellInferenceTest {
  private final CellInference inference = new CellInference();

  private int kind(String cell) {
    return inference.classify(cell);
  }

  @Test
  void numberGrammarWithoutRedundantLeadingZeros() {
    for (String ok : new String[] {"0", "0.5", "-0.5", "+1", "1.", ".5", "1e3", "1E-3", "-2.5e+3",
        "10", "0e5", " 42 "}) {
      assertTrue(CellInference.isNumberLiteral(ok.trim()), ok);
      assertEquals(CellInference.NUMBER, kind(ok), ok);
    }
    for (String bad : new String[] {"007", "00", "-01", "00.5", "1,234", "$5", "5%", "NaN",
        "Infinity", "1e", "e5", ".", "+", "1.2.3", "0x10", "1_000", "\u0661"}) {
      assertFalse(CellInference.isNumberLiteral(bad), bad);
      assertEquals(CellInference.TEXT, kind(bad), bad);
    }
    assertEquals(CellInference.TEXT, kind("1e400"), "overflow is text");
    kind("-2.5e3");
    assertEquals(-2500, inference.value);
  }

  @Test
  void booleansInAnyCase() {
    assertEquals(CellInference.BOOLEAN, kind("TRUE"));
    assertEquals(1, inference.value);
    assertEquals(CellInference.BOOLEAN, kind(" False "));
    assertEquals(0, inference.value);
    assertEquals(CellInference.TEXT, kind("yes"));
    assertEquals(CellInference.TEXT, kind("t"));
  }

  @Test
  void datesAndDateTimes() {
    assertEquals(CellInference.DATE, kind("2024-02-29"));
    assertEquals(19782 * 86_400_000d, inference.value);
    assertEquals(CellInference.TEXT, kind("2023-02-29"));
    assertEquals(CellInference.TEXT, kind("2024-13-01"));
    assertEquals(CellInference.TEXT, kind("2024-1-01"));
    assertEquals(CellInference.DATETIME, kind("2024-02-29T23:59"));
    assertEquals(CellInference.DATETIME, kind("2024-02-29 23:59:59.5Z"));
    assertEquals(CellInference.DATETIME, kind("2024-02-29T23:59:59-05:30"));
    assertEquals(CellInference.TEXT, kind("2024-02-29T24:00"));
    assertEquals(CellInference.TEXT, kind("2024-02-29T10:00 Z"));
  }

  @Test
  void blankAndWhitespace() {
    assertEquals(CellInference.BLANK, kind(""));
    assertEquals(CellInference.BLANK, kind(" \t\u00a0\u3000"));
    assertTrue(CellInference.isBlank("\r\n"));
    assertFalse(CellInference.isBlank(" x "));
  }
}
