package hyperpbi.interaction;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;

import com.eclipsesource.json.Json;
import com.eclipsesource.json.JsonValue;
import hyperpbi.data.DataType;
import hyperpbi.data.FieldMeta;
import hyperpbi.data.Origin;
import hyperpbi.data.UtcCalendar;
import hyperpbi.ui.FilterTarget;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class ExternalFilterBuilderTest {
  private static final FieldMeta REGION =
      Fields.column("sales_region", "Sales", "Region", DataType.TEXT);
  private static final FieldMeta AMOUNT =
      Fields.column("sales_amount", "Sales", "Amount", DataType.NUMBER);
  private static final FieldMeta DATE =
      Fields.column("sales_date", "Sales", "Date", DataType.DATETIME);

  private static String json(FieldMeta field, String op, Object... values) {
    FilterOutcome outcome = ExternalFilterBuilder.build(field, op, Arrays.asList(values));
    return assertInstanceOf(FilterOutcome.Apply.class, outcome).json();
  }

  private static String refusal(FieldMeta field, String op, Object... values) {
    FilterOutcome outcome = ExternalFilterBuilder.build(field, op, Arrays.asList(values));
    return assertInstanceOf(FilterOutcome.Refused.class, outcome).reason();
  }

  @Test
  void equalsAndInAreBasicInFiltersWithTheContractKeyOrder() {
    assertEquals("{\"$schema\":\"http://powerbi.com/product/schema#basic\",\"target\":"
        + "{\"table\":\"Sales\",\"column\":\"Region\"},\"filterType\":1,\"operator\":\"In\","
        + "\"values\":[\"EU\"]}", json(REGION, "=", "EU"));
    assertEquals("{\"$schema\":\"http://powerbi.com/product/schema#basic\",\"target\":"
        + "{\"table\":\"Sales\",\"column\":\"Region\"},\"filterType\":1,\"operator\":\"In\","
        + "\"values\":[\"EU\",\"US\"]}", json(REGION, "in", "EU", "US"));
  }

  @Test
  void notEqualsIsNotIn() {
    assertEquals("{\"$schema\":\"http://powerbi.com/product/schema#basic\",\"target\":"
        + "{\"table\":\"Sales\",\"column\":\"Region\"},\"filterType\":1,\"operator\":\"NotIn\","
        + "\"values\":[\"Cancelled\"]}", json(REGION, "!=", "Cancelled"));
  }

  @Test
  void numbersStayNumbersAndPrintCanonically() {
    assertEquals("{\"$schema\":\"http://powerbi.com/product/schema#basic\",\"target\":"
        + "{\"table\":\"Sales\",\"column\":\"Amount\"},\"filterType\":1,\"operator\":\"In\","
        + "\"values\":[10,2.5]}", json(AMOUNT, "in", 10.0, 2.5));
  }

  @Test
  void comparisonsAndContainsAreSingleAdvancedConditions() {
    String head = "{\"$schema\":\"http://powerbi.com/product/schema#advanced\",\"target\":"
        + "{\"table\":\"Sales\",\"column\":\"Amount\"},\"filterType\":0,\"logicalOperator\":"
        + "\"And\",\"conditions\":[";
    assertEquals(head + "{\"operator\":\"GreaterThan\",\"value\":5}]}", json(AMOUNT, ">", 5.0));
    assertEquals(head + "{\"operator\":\"GreaterThanOrEqual\",\"value\":5}]}",
        json(AMOUNT, ">=", 5.0));
    assertEquals(head + "{\"operator\":\"LessThan\",\"value\":-1.5}]}", json(AMOUNT, "<", -1.5));
    assertEquals(head + "{\"operator\":\"LessThanOrEqual\",\"value\":0}]}",
        json(AMOUNT, "<=", -0.0));
    assertEquals("{\"$schema\":\"http://powerbi.com/product/schema#advanced\",\"target\":"
        + "{\"table\":\"Sales\",\"column\":\"Region\"},\"filterType\":0,\"logicalOperator\":"
        + "\"And\",\"conditions\":[{\"operator\":\"Contains\",\"value\":\"or\"}]}",
        json(REGION, "contains", "or"));
  }

  @Test
  void betweenIsTwoInclusiveConditionsAndDatesAreIsoStrings() {
    double jan = UtcCalendar.epochMs(2024, 1, 1);
    double feb = UtcCalendar.epochMs(2024, 2, 29) + 3_600_000;
    assertEquals("{\"$schema\":\"http://powerbi.com/product/schema#advanced\",\"target\":"
        + "{\"table\":\"Sales\",\"column\":\"Date\"},\"filterType\":0,\"logicalOperator\":"
        + "\"And\",\"conditions\":[{\"operator\":\"GreaterThanOrEqual\",\"value\":"
        + "\"2024-01-01T00:00:00Z\"},{\"operator\":\"LessThanOrEqual\",\"value\":"
        + "\"2024-02-29T01:00:00Z\"}]}", json(DATE, "between", jan, feb));
  }

  @Test
  void blankEntriesAreDroppedAndAnEmptyValueClears() {
    assertEquals("{\"$schema\":\"http://powerbi.com/product/schema#basic\",\"target\":"
        + "{\"table\":\"Sales\",\"column\":\"Region\"},\"filterType\":1,\"operator\":\"In\","
        + "\"values\":[\"EU\"]}", json(REGION, "in", "EU", null, "  ", "EU"));
    FilterOutcome empty = ExternalFilterBuilder.build(REGION, "=", List.of());
    assertEquals(new FilterTarget("Sales", "Region"),
        assertInstanceOf(FilterOutcome.Clear.class, empty).target());
    assertInstanceOf(FilterOutcome.Clear.class,
        ExternalFilterBuilder.build(REGION, "in", Arrays.asList(null, " ")));
    assertInstanceOf(FilterOutcome.Clear.class,
        ExternalFilterBuilder.build(AMOUNT, ">", Arrays.asList((Object) null)));
  }

  @Test
  void aBlankBetweenBoundClears() {
    assertInstanceOf(FilterOutcome.Clear.class,
        ExternalFilterBuilder.build(AMOUNT, "between", Arrays.asList(1.0, null)));
    assertInstanceOf(FilterOutcome.Clear.class,
        ExternalFilterBuilder.build(AMOUNT, "between", Arrays.asList("", 5.0)));
    assertEquals(ExternalFilterBuilder.BETWEEN_SHAPE, refusal(AMOUNT, "between", 1.0));
  }

  @Test
  void anEmptyBetweenValueClearsLikeAnyEmptyValue() {
    assertInstanceOf(FilterOutcome.Clear.class,
        ExternalFilterBuilder.build(AMOUNT, "between", List.of()));
    assertInstanceOf(FilterOutcome.Clear.class,
        ExternalFilterBuilder.build(AMOUNT, "between", Arrays.asList((Object) null)));
    assertInstanceOf(FilterOutcome.Clear.class,
        ExternalFilterBuilder.build(AMOUNT, "between", Arrays.asList("", null, " ")));
  }

  @Test
  void exactRefusalReasons() {
    assertEquals("calculated field has no direct Power BI model filter target",
        refusal(Fields.computed("margin", DataType.NUMBER, Origin.CALCULATED_FIELD), "=", 1.0));
    assertEquals("calculated field has no direct Power BI model filter target",
        refusal(Fields.computed("totalRevenue", DataType.NUMBER, Origin.DATASET_METRIC), "=",
            1.0));
    assertEquals("calculated field has no direct Power BI model filter target",
        refusal(Fields.computed("m", DataType.NUMBER, Origin.DATASET_DERIVED), "=", 1.0));
    assertEquals("field has no Power BI filter target",
        refusal(Fields.measure("total_sales", "Total Sales"), "=", 1.0));
    assertEquals("field has no Power BI filter target",
        refusal(Fields.uploaded("region", DataType.TEXT), "=", "EU"));
    assertEquals("field has no Power BI filter target", refusal(null, "=", "EU"));
    assertEquals("unsupported external filter operator", refusal(REGION, "startsWith", "E"));
    assertEquals("operator > takes a single value", refusal(AMOUNT, ">", 1.0, 2.0));
  }

  @Test
  void aGroupFieldStandingForAComputedFieldGivesTheCalculatedReason() {
    // GroupStage gives a group field origin dataset-group and keeps the rest of its metadata.
    for (Origin computed : List.of(Origin.CALCULATED_FIELD, Origin.DATASET_DERIVED,
        Origin.DATASET_METRIC)) {
      FieldMeta group = Fields.computed("tier", DataType.TEXT, computed)
          .withOrigin(Origin.DATASET_GROUP);
      assertEquals(ExternalFilterBuilder.CALCULATED, refusal(group, "=", "high"), computed.json());
    }
    assertEquals(ExternalFilterBuilder.NO_TARGET, refusal(Fields.uploaded("region",
        DataType.TEXT).withOrigin(Origin.DATASET_GROUP), "=", "EU"));
    assertEquals(ExternalFilterBuilder.NO_TARGET, refusal(Fields.measure("total_sales",
        "Total Sales").withOrigin(Origin.DATASET_GROUP), "=", 1.0));
  }

  @Test
  void renamedAndGroupedColumnsKeepTheirTarget() {
    FieldMeta area = REGION.withKey("area").withOrigin(Origin.DATASET_GROUP);
    assertNull(ExternalFilterBuilder.refusal(area));
    assertEquals("{\"$schema\":\"http://powerbi.com/product/schema#basic\",\"target\":"
        + "{\"table\":\"Sales\",\"column\":\"Region\"},\"filterType\":1,\"operator\":\"In\","
        + "\"values\":[\"North\"]}", json(area, "=", "North"));
  }

  @Test
  void valuesKeepTheirTypeOnATextField() {
    assertEquals("{\"$schema\":\"http://powerbi.com/product/schema#basic\",\"target\":"
        + "{\"table\":\"Sales\",\"column\":\"Region\"},\"filterType\":1,\"operator\":\"In\","
        + "\"values\":[true,3]}", json(REGION, "in", true, 3.0));
  }

  @Test
  void aColumnOfUnknownTypeSendsEachValueInItsOwnJsonType() {
    // A model column whose values are all blank has no data type; contract-notes §2: values
    // keep their type, so 5 is not sent as "5" nor true as "true".
    FieldMeta note = Fields.column("sales_note", "Sales", "Note", DataType.UNKNOWN);
    List<Object> values = new ArrayList<>();
    for (JsonValue v : Json.parse("[5, true, \"x\", \"2024-01-01\"]").asArray()) {
      values.add(TypedValues.coerce(v, DataType.UNKNOWN));
    }
    assertEquals("{\"$schema\":\"http://powerbi.com/product/schema#basic\",\"target\":"
        + "{\"table\":\"Sales\",\"column\":\"Note\"},\"filterType\":1,\"operator\":\"In\","
        + "\"values\":[5,true,\"x\",\"2024-01-01\"]}",
        json(note, "in", values.toArray()));
  }
}
