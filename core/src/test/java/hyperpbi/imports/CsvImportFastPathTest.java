package hyperpbi.imports;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import hyperpbi.bench.BenchData;
import hyperpbi.data.BooleanColumn;
import hyperpbi.data.Column;
import hyperpbi.data.DataSource;
import hyperpbi.data.NumberColumn;
import hyperpbi.data.TextColumn;
import org.junit.jupiter.api.Test;

/**
 * The quote-free CSV path gives exactly what Commons CSV gives (fields, types, values, row keys),
 * and declines (null) whatever it does not handle so the general parser reports as before.
 */
class CsvImportFastPathTest {

  @Test
  void quoteFreeFilesMatchTheGeneralParser() throws Exception {
    String[] texts = {
        "a,b\n1,2\n3,4\n",
        "a,b\n1,2\n3,4",
        "a,b\r\n1,2\r\n3,4\r\n\r\n",
        "\n\na,b\n1,x\n2,\n\n\n",
        "\r\n;a;b\n1;x;\n",
        "a\n1\n \n2\n\n",
        "Order ID,Region,Amount,Day,Flag\n7,EU,1.5,2024-02-01,true\n8, ,-0,2024-02-29,FALSE\n",
        "a;b;c\n1;;3\n ;x y;\u00e9\n",
        "a\tb\n1\t2\n",
        "only,header\n",
        "a,,c\n1,2,3\n",
        "n\n007\n1e5\n.5\n",
        BenchData.generate(500).csv(),
        // Short first lines, then long ones (the row estimate is too high), and the reverse.
        "a,b\n" + "1,x\n".repeat(70) + ("123456.75,long text value " + "y".repeat(40) + "\n").repeat(900),
        "a,b\n" + ("2024-01-02," + "z".repeat(60) + "\n").repeat(70) + "3,\n".repeat(3000),
        "a,b,c\n" + "1,2,3\n".repeat(2000) + "4,5,six\n" + "7,,9\r\n".repeat(10),
    };
    for (String text : texts) {
      char delimiter = CsvDelimiter.detect(text);
      DataSource fast = CsvImport.parseUnquoted("s", text, delimiter, ImportLimits.DEFAULT);
      assertNotNull(fast, text);
      DataSource general = CsvImport.parseGeneral("s", text, delimiter, ImportLimits.DEFAULT);
      assertEquals(general.table().fields(), fast.table().fields(), text);
      assertEquals(general.rowCount(), fast.rowCount(), text);
      for (int c = 0; c < general.table().columns().size(); c++) {
        assertSameColumn(general.table().columns().get(c), fast.table().columns().get(c));
      }
      assertArrayEquals(general.rowKeys(), fast.rowKeys(), text);
      assertEquals(general.warnings(), fast.warnings(), text);
    }
  }

  @Test
  void declinesWhatTheGeneralParserMustReport() throws ImportException {
    String[] texts = {"", "\n\n", "a,b\n1,2,3\n", "a,b\n1\n", "a,b\r1,2\r", "a,b\n1,2\r3,4\n",
        "a,\"b\"\n1,2\n", "a,b\n1,\"2\"\n", "a,b\n\ufffd,2\n",
        // An empty line between records: a null row or a warning, the general parser's rule.
        "a\n1\n\n2\n", "a,b\n\n1,2\n", "a,b\r\n1,2\r\n\r\n3,4\r\n"};
    for (String text : texts) {
      assertNull(CsvImport.parseUnquoted("s", text, ',', ImportLimits.DEFAULT), text);
    }
    // A limit is no reason to decline: the general parser would only fail at the same record.
    assertEquals("line 3: more than 1 data rows (row limit)", assertThrows(ImportException.class,
        () -> CsvImport.parseUnquoted("s", "a\n1\n2\n", ',', ImportLimits.DEFAULT.withMaxRows(1)))
        .getMessage());
  }

  @Test
  void replacementCharactersAreStillRejected() {
    ImportException e = org.junit.jupiter.api.Assertions.assertThrows(ImportException.class,
        () -> CsvImport.read("s", "a,b\n1,\ufffd\n", ImportLimits.DEFAULT));
    org.junit.jupiter.api.Assertions.assertTrue(e.getMessage().startsWith("line 2, character 3"),
        e.getMessage());
  }

  private static void assertSameColumn(Column expected, Column actual) {
    assertEquals(expected.getClass(), actual.getClass());
    if (expected instanceof NumberColumn n) {
      assertArrayEquals(n.values(), ((NumberColumn) actual).values());
    } else if (expected instanceof TextColumn t) {
      assertArrayEquals(t.codes(), ((TextColumn) actual).codes());
      assertArrayEquals(t.dictionary(), ((TextColumn) actual).dictionary());
    } else {
      assertArrayEquals(((BooleanColumn) expected).values(), ((BooleanColumn) actual).values());
    }
  }
}
