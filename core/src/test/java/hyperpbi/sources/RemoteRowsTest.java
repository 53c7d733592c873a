package hyperpbi.sources;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import hyperpbi.data.DataSource;
import hyperpbi.data.DataType;
import hyperpbi.data.Origin;
import hyperpbi.imports.ImportException;
import java.util.Map;
import org.junit.jupiter.api.Test;

class RemoteRowsTest {
  private static SourceDeclaration table(int maxRows) {
    return new SourceDeclaration.MiniUpTable("orders", "demo", "orders", Map.of(), maxRows,
        10_000, 0);
  }

  private static SourceDeclaration function(String dataPath, int maxRows) {
    return new SourceDeclaration.MiniUpFunction("summary", "order-summary", null, Map.of(),
        dataPath, maxRows, 10_000, 0);
  }

  /** {@code n} rows {"id": from..from+n-1} as a JSON array. */
  private static String rows(int from, int n) {
    StringBuilder b = new StringBuilder("[");
    for (int i = 0; i < n; i++) {
      b.append(i == 0 ? "" : ",").append("{\"id\":").append(from + i).append('}');
    }
    return b.append(']').toString();
  }

  @Test
  void aTableReadAsksForPagesUntilAShortOne() throws ImportException {
    RemoteRows read = new RemoteRows(table(2_500));
    assertEquals(1_000, read.add(rows(0, 1_000)));
    assertEquals(2_000, read.add("{\"rows\": " + rows(1_000, 1_000) + ", \"total\": 2300}"));
    assertEquals(-1, read.add(rows(2_000, 300)));
    assertFalse(read.stoppedAtMaxRows());
    DataSource source = read.source();
    assertEquals(2_300, source.rowCount());
    assertEquals("orders", source.id());
    assertEquals(DataType.NUMBER, source.table().fields().get(0).dataType());
    assertEquals(Origin.UPLOADED_COLUMN, source.table().fields().get(0).origin());
  }

  @Test
  void aTableReadStopsAtMaxRowsAndSaysSo() throws ImportException {
    RemoteRows read = new RemoteRows(table(1_200));
    assertEquals(1_000, read.add(rows(0, 1_000)));
    assertEquals(-1, read.add(rows(1_000, 200)));
    assertTrue(read.stoppedAtMaxRows());
    RemoteRows exact = new RemoteRows(table(1_200));
    exact.add(rows(0, 1_000));
    exact.add(rows(1_000, 199));
    assertFalse(exact.stoppedAtMaxRows());
  }

  @Test
  void aPageWithMoreRowsThanAskedFailsTheRead() throws ImportException {
    RemoteRows read = new RemoteRows(table(1_200));
    read.add(rows(0, 1_000));
    ImportException e = assertThrows(ImportException.class, () -> read.add(rows(1_000, 201)));
    assertEquals("page 2 (offset 1000): the response has 201 rows, more than the 200 requested",
        e.getMessage());
  }

  @Test
  void aFunctionAnswersOnceWithItsRowsAtTheDataPath() throws ImportException {
    RemoteRows read = new RemoteRows(function("data.rows", 10));
    assertEquals(-1, read.add("{\"data\": {\"rows\": [{\"region\": \"North\", \"day\": "
        + "\"2024-01-31\"}]}}"));
    assertEquals(DataType.DATE, read.source().table().fields().get(1).dataType());
    ImportException tooMany = assertThrows(ImportException.class,
        () -> new RemoteRows(function(null, 2)).add(rows(0, 3)));
    assertEquals("the response has 3 rows, more than the source's maxRows (2)",
        tooMany.getMessage());
    ImportException path = assertThrows(ImportException.class,
        () -> new RemoteRows(function("rows", 10)).add("{\"items\": []}"));
    assertEquals("dataPath 'rows': nothing at 'rows' (the document is an object)",
        path.getMessage());
  }

  @Test
  void invalidJsonAndOversizedResponsesNameWhereTheyFailed() throws ImportException {
    ImportException json = assertThrows(ImportException.class,
        () -> new RemoteRows(function(null, 10)).add("[{\"a\": 1,]"));
    assertTrue(json.getMessage().startsWith("invalid JSON at line 1, column 10"),
        json.getMessage());
    RemoteRows read = new RemoteRows(table(5_000));
    read.add(rows(0, 1_000));
    String big = "[" + " ".repeat(SourceLimits.MAX_RESPONSE_BYTES) + "]";
    ImportException size = assertThrows(ImportException.class, () -> read.add(big));
    assertEquals("page 2 (offset 1000): the response has 5,242,882 bytes, more than the limit "
        + "of 5 MiB", size.getMessage());
  }
}
