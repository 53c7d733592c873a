package hyperpbi.imports;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import hyperpbi.data.DataSource;
import hyperpbi.data.FieldKind;
import hyperpbi.data.FieldMeta;
import hyperpbi.data.Origin;
import hyperpbi.data.SemanticType;
import java.util.List;
import org.junit.jupiter.api.Test;

class DataViewImportTest {
  private static final String VIEW = "{\"metadata\":{\"columns\":["
      + "{\"displayName\":\"Order Region\",\"queryName\":\"'Sales Table'[Order Region]\","
      + "\"roles\":{\"category\":true},\"type\":{\"text\":true}},"
      + "{\"displayName\":\"Amount\",\"queryName\":\"Sales.Amount\",\"roles\":{\"values\":true},"
      + "\"type\":{\"numeric\":true},\"format\":\"#,0.00\"},"
      + "{\"displayName\":\"Sum of Amount\",\"queryName\":\"Sum(Sales.Amount)\",\"isMeasure\":true,"
      + "\"roles\":{\"values\":true,\"tooltips\":false},\"type\":{\"numeric\":true}},"
      + "{\"displayName\":\"Total Margin\",\"queryName\":\"Sales.Total Margin\",\"isMeasure\":true,"
      + "\"roles\":{\"values\":true},\"type\":{\"numeric\":true}},"
      + "{\"displayName\":\"Amount\",\"queryName\":\"Budget.Amount\",\"type\":{\"integer\":true,"
      + "\"numeric\":true}},"
      + "{\"displayName\":\"Order Date\",\"queryName\":\"Sales.Order Date\","
      + "\"type\":{\"dateTime\":true}},"
      + "{\"displayName\":\"Paid\",\"queryName\":\"Sales.Paid\",\"type\":{\"bool\":true}},"
      + "{\"displayName\":\"Lat\",\"queryName\":\"Geo.Lat\",\"roles\":{\"latitude\":true},"
      + "\"type\":{\"numeric\":true}}"
      + "]},\"table\":{\"rows\":["
      + "[\"EU\",10,10,2.5,7,\"2024-01-31\",true,48.1],"
      + "[\"\",\"25.5\",25.5,null,\"x\",1706745600000,\"FALSE\",null]"
      + "],\"identities\":[\"id0\",\"id1\"]}}";

  @Test
  void fieldsFollowQueryNames() throws ImportException {
    DataSource s = DataViewImport.read("dataview", VIEW, ImportLimits.DEFAULT);
    assertEquals(List.of(
        "sales_table_order_region orderRegion 'Order Region' text",
        "sales_amount salesAmount 'Amount' number",
        "sales_amount_sum sumOfAmount 'Sum of Amount' number",
        "sales_total_margin totalMargin 'Total Margin' number",
        "budget_amount budgetAmount 'Amount' number",
        "sales_order_date orderDate 'Order Date' datetime",
        "sales_paid paid 'Paid' boolean",
        "geo_lat lat 'Lat' number"), Show.fields(s));
    List<FieldMeta> f = s.table().fields();

    FieldMeta region = f.get(0);
    assertEquals("Sales Table", region.sourceTable());
    assertEquals("Order Region", region.sourceColumn());
    assertEquals(List.of("category"), region.roles());
    assertEquals(Origin.POWERBI_COLUMN, region.origin());
    assertTrue(region.hasFilterTarget());
    assertEquals(SemanticType.DIMENSION, region.type());
    assertEquals("Sales Table.Order Region", region.qualifiedName());
    assertEquals("'Sales Table'[Order Region]", region.queryName());

    FieldMeta amount = f.get(1);
    assertEquals("#,0.00", amount.format());
    assertNull(amount.queryAggregation());
    assertFalse(amount.isImplicitAggregation());

    FieldMeta sum = f.get(2);
    assertEquals("sum", sum.queryAggregation());
    assertTrue(sum.isImplicitAggregation());
    assertEquals(FieldKind.COLUMN, sum.kind());
    assertEquals(Origin.POWERBI_COLUMN, sum.origin());
    assertEquals("Sales", sum.sourceTable());
    assertEquals("Amount", sum.sourceColumn());
    assertTrue(sum.hasFilterTarget());
    assertEquals(List.of("values"), sum.roles());

    FieldMeta margin = f.get(3);
    assertEquals(FieldKind.MEASURE, margin.kind());
    assertEquals(Origin.POWERBI_MEASURE, margin.origin());
    assertEquals("Sales", margin.sourceTable());
    assertNull(margin.sourceColumn());
    assertFalse(margin.canFilter());
    assertFalse(margin.hasFilterTarget());
    assertEquals(SemanticType.MEASURE, margin.type());

    assertEquals(SemanticType.LATITUDE, f.get(7).type());
    for (FieldMeta field : f) {
      assertTrue(field.canSelect(), field.key());
    }
    assertArrayEquals(new int[] {0, 1}, s.identities());
  }

  @Test
  void valuesFollowDeclaredTypesWithWarnings() throws ImportException {
    DataSource s = DataViewImport.read("dataview", VIEW, ImportLimits.DEFAULT);
    assertEquals(List.of(
        "[\"EU\",10,10,2.5,7,\"2024-01-31T00:00:00Z\",true,48.1]",
        "[\"\",25.5,25.5,null,null,\"2024-02-01T00:00:00Z\",false,null]"), Show.rows(s));
    assertEquals(List.of("table.rows[1], column 'Amount': \"x\" is not a number; imported as"
        + " null"), s.warnings());
  }

  /** contract-notes §2: blank or whitespace-only cells are null, silently, as in uploaded data. */
  @Test
  void blankStringsInTypedColumnsAreNullWithoutAWarning() throws ImportException {
    DataSource s = DataViewImport.read("dv", "{\"metadata\":{\"columns\":["
        + "{\"queryName\":\"T.Region\",\"type\":{\"text\":true}},"
        + "{\"queryName\":\"T.Amount\",\"type\":{\"numeric\":true}},"
        + "{\"queryName\":\"T.Flag\",\"type\":{\"bool\":true}},"
        + "{\"queryName\":\"T.Day\",\"type\":{\"dateTime\":true}}]},"
        + "\"table\":{\"rows\":[[\"\",\"\",\" \",\"\\t \"],[\" \",\"  \",\"\",\"x\"]]}}",
        ImportLimits.DEFAULT);
    // Text keeps its strings exactly (a blank text is a value); the typed columns read null.
    assertEquals(List.of("[\"\",null,null,null]", "[\" \",null,null,null]"), Show.rows(s));
    assertEquals(List.of("table.rows[1], column 'T.Day': \"x\" is not an ISO date-time or epoch "
        + "milliseconds; imported as null"), s.warnings());
  }

  /** Beyond ±8.64e15 ms (the ECMAScript date range) 1e300 was written as -5877641-06-22T596:... */
  @Test
  void epochMillisecondsOutsideTheDateRangeAreNullWithAWarning() throws ImportException {
    DataSource s = DataViewImport.read("dv", "{\"metadata\":{\"columns\":["
        + "{\"queryName\":\"T.Day\",\"type\":{\"dateTime\":true}}]},"
        + "\"table\":{\"rows\":[[1e300],[-8.64e15],[8.64e15],[8.640000000000001e15]]}}",
        ImportLimits.DEFAULT);
    assertEquals(List.of("[null]", "[\"-271821-04-20T00:00:00Z\"]", "[\"+275760-09-13T00:00:00Z\"]",
        "[null]"), Show.rows(s));
    assertEquals(List.of("table.rows[0], column 'T.Day': 1e300 is not epoch milliseconds within "
        + "the date range (\u00b18.64e15); imported as null", "table.rows[3], column 'T.Day': "
        + "8.640000000000001e15 is not epoch milliseconds within the date range (\u00b18.64e15); "
        + "imported as null"), s.warnings());
  }

  /** The bridge sends no identities for zero rows; an empty list means the same: none. */
  @Test
  void anEmptyIdentityListOverZeroRowsSelectsNothing() throws ImportException {
    for (String table : new String[] {"{\"rows\":[],\"identities\":[]}", "{\"rows\":[]}"}) {
      DataSource s = DataViewImport.read("dv", "{\"metadata\":{\"columns\":[{\"queryName\":"
          + "\"T.Region\",\"type\":{\"text\":true}}]},\"table\":" + table + "}",
          ImportLimits.DEFAULT);
      assertNull(s.identities(), table);
      assertFalse(s.table().fields().get(0).canSelect(), table);
    }
  }

  @Test
  void keysCollideIntoAggregationThenNumbers() throws ImportException {
    String view = "{\"metadata\":{\"columns\":["
        + "{\"displayName\":\"Amount\",\"queryName\":\"Sales.Amount\"},"
        + "{\"displayName\":\"Sum of Amount\",\"queryName\":\"Sum(Sales.Amount)\"},"
        + "{\"displayName\":\"Sum of Amount\",\"queryName\":\"Sum(Sales.Amount)\"},"
        + "{\"displayName\":\"Amount\",\"queryName\":\"Sales.Amount\"},"
        + "{\"displayName\":\"Count\",\"queryName\":\"CountNonNull(Sales.Amount)\"},"
        + "{\"displayName\":\"Median\",\"queryName\":\"Median(Sales.Amount)\"},"
        + "{\"displayName\":\"Loose\",\"queryName\":\"Loose Name\"}"
        + "]},\"table\":{\"rows\":[]}}";
    DataSource s = DataViewImport.read("dv", view, ImportLimits.DEFAULT);
    assertEquals(List.of(
        "sales_amount salesAmount 'Amount' unknown",
        "sales_amount_sum salesSumOfAmount 'Sum of Amount' unknown",
        "sales_amount_sum_2 salesSumOfAmount2 'Sum of Amount' unknown",
        "sales_amount_2 salesAmount2 'Amount' unknown",
        "sales_amount_count count 'Count' unknown",
        "sales_amount_median median 'Median' unknown",
        "loose_name loose 'Loose' unknown"), Show.fields(s));
    assertEquals("count", s.table().fields().get(4).queryAggregation());
    assertNull(s.table().fields().get(5).queryAggregation());
    assertTrue(s.table().fields().get(5).isImplicitAggregation());
    FieldMeta loose = s.table().fields().get(6);
    assertNull(loose.sourceTable());
    assertFalse(loose.hasFilterTarget());
    assertNull(s.identities());
    assertFalse(loose.canSelect());
  }

  @Test
  void queryNames() {
    assertEquals(new PowerBiQueryName(null, "Sales", "Amount"),
        PowerBiQueryName.parse("Sales.Amount"));
    assertEquals(new PowerBiQueryName(null, "Sales", "Unit.Price"),
        PowerBiQueryName.parse("Sales.Unit.Price"));
    assertEquals(new PowerBiQueryName(null, "Sales Table", "Order Region"),
        PowerBiQueryName.parse("'Sales Table'[Order Region]"));
    assertEquals(new PowerBiQueryName(null, "O'Brien", "a]b"),
        PowerBiQueryName.parse("'O''Brien'[a]]b]"));
    assertEquals(new PowerBiQueryName(null, "Sales", "Amount"),
        PowerBiQueryName.parse("Sales[Amount]"));
    assertEquals(new PowerBiQueryName("Sum", "Sales Table", "Amount"),
        PowerBiQueryName.parse("Sum('Sales Table'[Amount])"));
    assertEquals("avg", PowerBiQueryName.parse("Avg(Sales.Amount)").aggregation());
    assertEquals("distinctCount",
        PowerBiQueryName.parse("DistinctCount(Sales.Amount)").aggregation());
    assertEquals(new PowerBiQueryName(null, null, null), PowerBiQueryName.parse("Revenue"));
    assertEquals(new PowerBiQueryName(null, null, null), PowerBiQueryName.parse("Sum(Revenue)"));
  }

  @Test
  void malformedViewsFail() {
    assertEquals("table.rows[0] has 1 values; metadata.columns has 2 columns",
        assertThrows(ImportException.class, () -> DataViewImport.read("dv",
            "{\"metadata\":{\"columns\":[{\"queryName\":\"a\"},{\"queryName\":\"b\"}]},"
                + "\"table\":{\"rows\":[[1]]}}", ImportLimits.DEFAULT)).getMessage());
    assertEquals("table.identities must be an array with one identity per row (1 rows)",
        assertThrows(ImportException.class, () -> DataViewImport.read("dv",
            "{\"metadata\":{\"columns\":[{\"queryName\":\"a\"}]},"
                + "\"table\":{\"rows\":[[1]],\"identities\":[]}}", ImportLimits.DEFAULT))
            .getMessage());
    assertEquals("metadata.columns is missing or not an array",
        assertThrows(ImportException.class,
            () -> DataViewImport.read("dv", "{}", ImportLimits.DEFAULT)).getMessage());
  }

  @Test
  void aViewWithoutTheTableMappingIsNotReadAsEmpty() throws ImportException {
    String columns = "{\"metadata\":{\"columns\":[{\"queryName\":\"a\"}]}";
    assertEquals("the data view has a categorical mapping but no table: HyperPBI reads the table "
        + "mapping (table.rows)", assertThrows(ImportException.class, () -> DataViewImport.read(
            "dv", columns + ",\"categorical\":{\"categories\":[]}}", ImportLimits.DEFAULT))
        .getMessage());
    assertEquals("table.rows must be an array of rows", assertThrows(ImportException.class,
        () -> DataViewImport.read("dv", columns + ",\"table\":{\"rows\":{}}}",
            ImportLimits.DEFAULT)).getMessage());
    assertEquals(0, DataViewImport.read("dv", columns + "}", ImportLimits.DEFAULT).table()
        .rowCount());
  }

  @Test
  void metadataMembersOfTheWrongTypeAreIgnoredWithAWarningNamingThem() throws ImportException {
    DataSource s = DataViewImport.read("dv", "{\"metadata\":{\"columns\":["
        + "{\"displayName\":\"A\",\"queryName\":\"T.A\",\"roles\":[\"category\"],"
        + "\"isMeasure\":\"true\",\"type\":\"numeric\",\"format\":5},"
        + "{\"displayName\":7,\"queryName\":\"T.B\",\"roles\":{\"category\":1,\"values\":true},"
        + "\"isMeasure\":null,\"format\":null}]},\"table\":{\"rows\":[[1,2]]}}",
        ImportLimits.DEFAULT);
    assertEquals(List.of(
        "metadata.columns[0].isMeasure: \"true\" is not true or false; ignored",
        "metadata.columns[0].roles: [\"category\"] is not an object of role flags; ignored",
        "metadata.columns[0].type: \"numeric\" is not an object of type flags; ignored",
        "metadata.columns[0].format: 5 is not a string; ignored",
        "metadata.columns[1].displayName: 7 is not a string; ignored",
        "metadata.columns[1].roles.category: 1 is not true or false; ignored"), s.warnings());
    FieldMeta a = s.table().fields().get(0);
    assertEquals(FieldKind.COLUMN, a.kind());
    assertEquals(List.of(), a.roles());
    FieldMeta b = s.table().fields().get(1);
    assertEquals("T.B", b.displayName());
    assertEquals(List.of("values"), b.roles());
  }
}
