package hyperpbi.imports;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.assertThrows;

import hyperpbi.data.DataSource;
import java.util.List;
import org.junit.jupiter.api.Test;

class JsonRowsImportTest {

  private static DataSource json(String text, String dataPath) throws ImportException {
    return JsonRowsImport.read("api", text, dataPath, ImportLimits.DEFAULT);
  }

  private static String error(String text, String dataPath) {
    return assertThrows(ImportException.class, () -> json(text, dataPath)).getMessage();
  }

  @Test
  void rowsThroughADataPathWithNestedValuesAsJsonText() throws ImportException {
    DataSource s = json("{\"data\":{\"rows\":["
        + "{\"Order ID\":1,\"when\":\"2024-01-31\",\"tags\":[\"a\",{\"z\":1,\"a\":2}],\"ok\":true},"
        + "{\"Order ID\":2.50,\"when\":\"2024-02-01\",\"extra\":\" x \",\"ok\":null}"
        + "]}}", "data.rows");
    assertEquals(List.of(
        "order_id orderId 'Order ID' number",
        "when when 'when' date",
        "tags tags 'tags' text",
        "ok ok 'ok' boolean",
        "extra extra 'extra' text"), Show.fields(s));
    assertEquals(List.of(
        "[1,\"2024-01-31\",\"[\\\"a\\\",{\\\"z\\\":1,\\\"a\\\":2}]\",true,null]",
        "[2.5,\"2024-02-01\",null,null,\" x \"]"), Show.rows(s));
  }

  @Test
  void stringsAreInferredAndMixedColumnsAreText() throws ImportException {
    DataSource s = json("[{\"a\":5,\"b\":\"007\",\"c\":1,\"d\":\"  \"},"
        + "{\"a\":\"6\",\"b\":\"8\",\"c\":\"x\",\"d\":false},"
        + "{\"a\":1e2,\"b\":null,\"c\":1.50}]", null);
    assertEquals(List.of("number", "text", "text", "boolean"), Show.types(s));
    assertEquals(List.of("[5,\"007\",\"1\",null]", "[6,\"8\",\"x\",false]",
        "[100,null,\"1.50\",null]"), Show.rows(s));
  }

  @Test
  void numericPathSegmentsIndexArrays() throws ImportException {
    assertEquals(1, json("{\"pages\":[{\"rows\":[{\"a\":1}]}]}", "pages.0.rows").rowCount());
  }

  @Test
  void theLastDuplicateMemberWins() throws ImportException {
    assertEquals(List.of("[2]"), Show.rows(json("[{\"a\":1,\"a\":2}]", null)));
  }

  @Test
  void wideRowsKeepTheLastDuplicateAndReachTheColumnLimitWithoutLookups() throws ImportException {
    // Past an object's 255th member minimal-json looks names up by a linear scan: a row of
    // 1,000,000 members took 20 s to fail.
    StringBuilder wide = new StringBuilder("[{");
    for (int i = 0; i < 300; i++) {
      wide.append("\"f").append(i).append("\":").append(i).append(',');
    }
    DataSource s = json(wide.append("\"f299\":-1,\"f0\":-2},{\"f299\":7}]").toString(), null);
    assertEquals(300, s.table().fields().size());
    assertTrue(Show.rows(s).get(0).startsWith("[-2,1,2,"), Show.rows(s).get(0));
    assertTrue(Show.rows(s).get(0).endsWith(",298,-1]"), Show.rows(s).get(0));
    assertTrue(Show.rows(s).get(1).startsWith("[null,null,"), Show.rows(s).get(1));
    assertTrue(Show.rows(s).get(1).endsWith(",null,7]"), Show.rows(s).get(1));
    StringBuilder huge = new StringBuilder("[{");
    for (int i = 0; i < 1_000_000; i++) {
      huge.append(i == 0 ? "" : ",").append("\"k").append(i).append("\":1");
    }
    assertEquals("rows[0]: more than 4,096 fields (column limit)",
        error(huge.append("}]").toString(), null));
  }

  @Test
  void badShapesFailClearly() {
    assertEquals("the document is an object, not an array of row objects (set dataPath to reach"
        + " the rows)", error("{\"rows\":[]}", null));
    assertEquals("dataPath 'data.items': nothing at 'data.items' ('data' is an object)",
        error("{\"data\":{\"rows\":[]}}", "data.items"));
    assertEquals("rows[1] is a number, not an object: every row must be a JSON object",
        error("[{\"a\":1},2]", null));
    assertEquals("invalid JSON at line 1, column 9: Unexpected end of input",
        error("[{\"a\":1}", null));
  }

  @Test
  void emptyArrayGivesNoFields() throws ImportException {
    DataSource s = json("[]", null);
    assertEquals(0, s.rowCount());
    assertEquals(0, s.table().fields().size());
  }
}
