package hyperpbi.imports;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import hyperpbi.data.DataSource;
import hyperpbi.data.FieldKind;
import hyperpbi.data.FieldMeta;
import hyperpbi.data.NumberColumn;
import hyperpbi.data.Origin;
import hyperpbi.data.SemanticType;
import hyperpbi.data.TextColumn;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class CsvImportTest {

  private static DataSource csv(String text) throws ImportException {
    return CsvImport.read("sales", text, ImportLimits.DEFAULT);
  }

  private static String error(String text) {
    return assertThrows(ImportException.class, () -> csv(text)).getMessage();
  }

  @Test
  void headersGiveSnakeKeysCamelAliasesAndOriginalDisplayNames() throws ImportException {
    DataSource s = csv("Order ID,Region,,Amount,amount,Order ID\n1,EU,x,2,3,4\n");
    assertEquals(List.of(
        "order_id orderId 'Order ID' number",
        "region region 'Region' text",
        "column_3 column3 'column_3' text",
        "amount amount 'Amount' number",
        "amount_2 amount2 'amount' number",
        "order_id_2 orderId2 'Order ID' number"), Show.fields(s));
    FieldMeta f = s.table().fields().get(0);
    assertEquals(Origin.UPLOADED_COLUMN, f.origin());
    assertEquals(FieldKind.COLUMN, f.kind());
    assertEquals(SemanticType.MEASURE, f.type());
    assertFalse(f.canSelect());
    assertFalse(f.hasFilterTarget());
    assertNull(f.sourceTable());
    assertNull(s.identities());
  }

  @Test
  void aBlankHeaderIsDisplayedAsItsPositionEvenWhenItsKeyIsTaken() throws ImportException {
    DataSource s = csv("column_2,,x\n1,2,3\n");
    assertEquals(List.of(
        "column_2 column2 'column_2' number",
        "column_2_2 column22 'column_2' number",
        "x x 'x' number"), Show.fields(s));
  }

  @Test
  void inferenceFollowsTheContract() throws ImportException {
    DataSource s = csv("a,b,c,d,e,f,g,h,i,j\n"
        + "TRUE,007,1,2024-02-29,2024-02-01T10:00:00Z,1,$5,NaN,5%,0\n"
        + "false,8,\"1,234\",2024-03-01,2024-02-01 11:30+01:00,-2.5e3,6,1,1,0.5\n"
        + "  ,9,3, 2024-12-31 ,2024-02-01T10:00:00.1234,+.5,7,2,2,-0\n");
    assertEquals(List.of("boolean", "text", "text", "date", "datetime", "number", "text", "text",
        "text", "number"), Show.types(s));
    assertEquals(List.of(
        "[true,\"007\",\"1\",\"2024-02-29\",\"2024-02-01T10:00:00Z\",1,\"$5\",\"NaN\",\"5%\",0]",
        "[false,\"8\",\"1,234\",\"2024-03-01\",\"2024-02-01T10:30:00Z\",-2500,\"6\",\"1\",\"1\","
            + "0.5]",
        "[null,\"9\",\"3\",\"2024-12-31\",\"2024-02-01T10:00:00.123Z\",0.5,\"7\",\"2\",\"2\",0]"),
        Show.rows(s));
  }

  @Test
  void notARealDateIsText() throws ImportException {
    DataSource s = csv("d\n2024-02-28\n2024-02-30\n");
    assertEquals(List.of("text"), Show.types(s));
    assertEquals(List.of("[\"2024-02-28\"]", "[\"2024-02-30\"]"), Show.rows(s));
  }

  @Test
  void mixedDatesAndDateTimesAreText() throws ImportException {
    assertEquals(List.of("text"), Show.types(csv("d\n2024-01-01\n2024-01-01T10:00\n")));
  }

  @Test
  void blankCellsAreNullAndTextKeepsItsSpaces() throws ImportException {
    DataSource s = csv("name,n\n  padded  ,\n\t,\n x,1\n");
    assertEquals(List.of("text", "number"), Show.types(s));
    assertEquals(List.of("[\"  padded  \",null]", "[null,null]", "[\" x\",1]"), Show.rows(s));
  }

  @Test
  void columnWithoutValuesIsUnknown() throws ImportException {
    DataSource s = csv("a,b\n1,\n2,  \n");
    assertEquals(List.of("number", "unknown"), Show.types(s));
    assertEquals(SemanticType.DIMENSION, s.table().fields().get(1).type());
  }

  @Test
  void headerOnlyFileHasFieldsAndNoRows() throws ImportException {
    DataSource s = csv("Region,Amount\r\n");
    assertEquals(0, s.rowCount());
    assertEquals(List.of("region region 'Region' unknown", "amount amount 'Amount' unknown"),
        Show.fields(s));
    assertEquals(0, s.rowKeys().length);
  }

  @Test
  void quotedNewlinesBomCrlfAndEscapedQuotes() throws ImportException {
    DataSource s = csv("\ufeffid,note\r\n1,\"two\r\nlines\"\r\n2,\"say \"\"hi\"\"\"\r\n");
    assertEquals("id", s.table().fields().get(0).key());
    assertEquals(List.of("[1,\"two\\r\\nlines\"]", "[2,\"say \\\"hi\\\"\"]"), Show.rows(s));
  }

  @Test
  void bytesAreDecodedAsUtf8WithBom() throws ImportException {
    byte[] bytes = "\ufeffcity\nK\u00f6ln\n".getBytes(StandardCharsets.UTF_8);
    DataSource s = CsvImport.read("x", bytes, ImportLimits.DEFAULT);
    assertEquals(List.of("[\"K\u00f6ln\"]"), Show.rows(s));
  }

  @Test
  void invalidUtf8BytesFailWithLineAndCharacter() {
    byte[] bytes = {'a', '\n', 'b', (byte) 0xE9, 'c', '\n'};
    String message = assertThrows(ImportException.class,
        () -> CsvImport.read("x", bytes, ImportLimits.DEFAULT)).getMessage();
    assertEquals("line 2, character 2: not valid UTF-8 (byte 0xE9); save the file as UTF-8",
        message);
  }

  @Test
  void replacementCharacterInTextIsInvalidUtf8() {
    assertEquals("line 2, character 4: not valid UTF-8 (the text contains the replacement"
        + " character U+FFFD); save the file as UTF-8", error("a\nCaf\ufffd\n"));
  }

  @Test
  void delimiterIsDetectedFromTheHeaderOutsideQuotes() throws ImportException {
    assertEquals(List.of("[1,\"2,5\"]"), Show.rows(csv("a;b\n1;2,5\n")));
    assertEquals(List.of("[1,\"x;y\"]"), Show.rows(csv("a\tb\n1\tx;y\n")));
    assertEquals(';', CsvDelimiter.detect("\"a,b,c\";d\n"));
    assertEquals(',', CsvDelimiter.detect("a;b,c\tz\n"));
    assertEquals(',', CsvDelimiter.detect("single\n"));
    DataSource s = csv("\"x,y\";z\n1;2\n");
    assertEquals(List.of("x_y xY 'x,y' number", "z z 'z' number"), Show.fields(s));
  }

  @Test
  void emptyLinesBetweenRecordsOfSeveralColumnsAreSkippedWithAWarningNamingThem()
      throws ImportException {
    DataSource s = csv("\na,b\n1,2\n\n3,4\r\n\r\n5,6\n\n");
    assertEquals(List.of("[1,2]", "[3,4]", "[5,6]"), Show.rows(s));
    assertEquals(List.of("empty lines 4, 6 were skipped: with 2 columns an empty line is not a row"),
        s.warnings());
    assertEquals(List.of(), csv("\n\na,b\n1,2\n3,4\n\n\n").warnings());
  }

  @Test
  void anEmptyLineInAOneColumnFileIsARowWithANull() throws ImportException {
    assertEquals(List.of("[1]", "[null]", "[2]"), Show.rows(csv("a\n1\n\n2\n")));
    assertEquals(List.of("[1]", "[null]", "[2]"), Show.rows(csv("a\n1\n   \n2\n")));
    assertEquals(List.of("[null]", "[null]", "[\"x\"]"), Show.rows(csv("a\r\n\r\n\r\nx")));
    // Before the header and after the last record there is no record: no row, no warning.
    DataSource s = csv("\n\na\n1\n2\n\n");
    assertEquals(List.of("[1]", "[2]"), Show.rows(s));
    assertEquals(List.of(), s.warnings());
  }

  @Test
  void emptyLinesCountTowardsTheRowLimit() {
    ImportException e = assertThrows(ImportException.class, () -> CsvImport.read("s",
        "a\n1\n\n2\n", ImportLimits.DEFAULT.withMaxRows(2)));
    assertEquals("line 4: more than 2 data rows (row limit)", e.getMessage());
  }

  @Test
  void theDelimiterComesFromTheHeaderLineAfterLeadingEmptyLines() throws ImportException {
    assertEquals(List.of("a a 'a' number", "b b 'b' number", "c c 'c' number"),
        Show.fields(csv("\na;b;c\n1;2;3\n")));
    assertEquals(List.of("a a 'a' number", "b b 'b' number"),
        Show.fields(csv("\r\n\r\na\tb\n1\t2\n")));
  }

  @Test
  void raggedRowsFailWithLineAndColumn() {
    assertEquals("line 3, column 3: extra value (the row has 3 values, the header has 2"
        + " columns)", error("a,b\n1,2\n3,4,5\n"));
    assertEquals("line 4, column 2: missing value (the row has 1 value, the header has 2"
        + " columns)", error("a,b\n1,\"x\ny\"\n3\n"));
  }

  @Test
  void unclosedQuoteFailsWhereTheQuoteOpened() {
    assertEquals("line 3, column 2: quoted value is never closed (the file ends inside quotes)",
        error("a,b\n1,2\n3,\"open\n4,5\n"));
  }

  @Test
  void textAfterAClosingQuoteFails() {
    assertEquals("line 2, column 1: unexpected character 'x' after the closing quote of a quoted"
        + " value (a quote inside a quoted value must be doubled)", error("a,b\n\"q\"x,2\n"));
  }

  @Test
  void emptyFileFails() {
    assertEquals("the file is empty: the first line must be a header row", error(""));
    assertEquals("the file is empty: the first line must be a header row", error("\ufeff\n\n"));
  }

  @Test
  void limitsFailTheWholeSource() {
    ImportLimits rows = ImportLimits.DEFAULT.withMaxRows(2);
    assertEquals("line 4: more than 2 data rows (row limit)", assertThrows(ImportException.class,
        () -> CsvImport.read("s", "a\n1\n2\n3\n", rows)).getMessage());
    ImportLimits columns = ImportLimits.DEFAULT.withMaxColumns(2);
    assertEquals("line 1, column 3: more than 2 columns (column limit)",
        assertThrows(ImportException.class,
            () -> CsvImport.read("s", "a,b,c\n1,2,3\n", columns)).getMessage());
    ImportLimits cells = ImportLimits.DEFAULT.withMaxCells(5);
    assertEquals("line 4: more than 5 cells (cell limit; 2 columns)",
        assertThrows(ImportException.class,
            () -> CsvImport.read("s", "a,b\n1,2\n3,4\n5,6\n", cells)).getMessage());
    ImportLimits bytes = ImportLimits.DEFAULT.withMaxBytes(10);
    assertEquals("the file has 13 bytes, more than the limit of 10 bytes",
        assertThrows(ImportException.class,
            () -> CsvImport.read("s", "a,b\n1,2\n\u00e9\u00e9\n", bytes)).getMessage());
  }

  @Test
  void identicalRowsGetDistinctStableKeys() throws ImportException {
    DataSource a = csv("r,n\nEU,1\nEU,1\nUS,2\n");
    DataSource b = csv("r,n\nEU,1\nEU,1\nUS,2\n");
    assertEquals(List.of(a.rowKeys()), List.of(b.rowKeys()));
    Set<String> unique = new HashSet<>(List.of(a.rowKeys()));
    assertEquals(3, unique.size());
    for (String key : a.rowKeys()) {
      assertTrue(key.matches("row_[0-9a-z]+"), key);
    }
    DataSource moved = csv("r,n\nUS,2\nEU,1\nEU,1\n");
    assertEquals(a.rowKeys()[2], moved.rowKeys()[0], "a row's key does not depend on position");
    assertEquals(a.rowKeys()[0], moved.rowKeys()[1]);
  }

  @Test
  void millionRowsImportIntoColumns() throws ImportException {
    int n = 1_000_000;
    StringBuilder b = new StringBuilder(n * 40);
    b.append("Order ID,Region,Amount,Order Date,Paid\n");
    String[] regions = {"EU", "US", "APAC", "LATAM"};
    for (int i = 0; i < n; i++) {
      b.append(i + 1).append(',').append(regions[i % 4]).append(',').append(i % 1000).append('.')
          .append(i % 10).append(",2024-").append(i % 12 < 9 ? "0" : "").append(i % 12 + 1)
          .append('-').append(i % 28 < 9 ? "0" : "").append(i % 28 + 1).append(',')
          .append(i % 3 == 0 ? "true" : "false").append('\n');
    }
    DataSource s = CsvImport.read("big", b.toString(), ImportLimits.DEFAULT);
    assertEquals(n, s.rowCount());
    assertEquals(List.of("number", "text", "number", "date", "boolean"), Show.types(s));
    assertEquals("[1,\"EU\",0,\"2024-01-01\",true]", Show.row(s.table(), 0));
    assertEquals("[1000000,\"LATAM\",999.9,\"2024-04-08\",true]", Show.row(s.table(), n - 1));
    assertEquals(4, ((TextColumn) s.table().columns().get(1)).dictionary().length);
    assertEquals(123457, ((NumberColumn) s.table().columns().get(0)).get(123456));
    assertEquals(n, new HashSet<>(List.of(s.rowKeys())).size());
  }
}
