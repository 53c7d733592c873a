package hyperpbi.expression;

import static hyperpbi.expression.TestTables.bool;
import static hyperpbi.expression.TestTables.date;
import static hyperpbi.expression.TestTables.list;
import static hyperpbi.expression.TestTables.num;
import static hyperpbi.expression.TestTables.table;
import static hyperpbi.expression.TestTables.text;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import com.eclipsesource.json.Json;
import com.eclipsesource.json.JsonValue;
import hyperpbi.data.DataType;
import hyperpbi.data.Table;
import hyperpbi.diagnostic.Diagnostic;
import hyperpbi.diagnostic.Diagnostics;
import java.util.List;
import org.junit.jupiter.api.Test;

class FilterConditionTest {
  private final Table sales = table(
      text("status", "Open", "Cancelled", null, "open"),
      num("amount", 10.0, 5.0, null, 10.5),
      date("day", "2024-01-31", "2024-02-01", null, "2024-02-29"),
      bool("paid", true, false, null, true));

  private List<Object> filter(String field, String op, String valueJson) {
    Diagnostics d = new Diagnostics();
    JsonValue value = valueJson == null ? null : Json.parse(valueJson);
    CheckedExpression e = ExpressionCompiler.checkFilter(field, op, value, "/data/datasets/x/filter",
        sales.fields(), d);
    assertNotNull(e, () -> d.sorted().toString());
    assertEquals(DataType.BOOLEAN, e.type());
    assertEquals(java.util.Set.of(field), e.fieldReferences());
    return TestTables.run(e, sales).values();
  }

  private List<Diagnostic> errors(String field, String op, String valueJson) {
    Diagnostics d = new Diagnostics();
    JsonValue value = valueJson == null ? null : Json.parse(valueJson);
    assertNull(ExpressionCompiler.checkFilter(field, op, value, "/f", sales.fields(), d));
    return d.sorted();
  }

  @Test
  void equalityIsExactAndNotEqualIsItsNegation() {
    assertEquals(list(true, false, false, false), filter("status", "=", "\"Open\""));
    assertEquals(list(false, true, true, true), filter("status", "!=", "\"Open\""));
    assertEquals(list(false, false, true, false), filter("status", "=", "null"));
    assertEquals(list(true, true, false, true), filter("status", "!=", "null"));
  }

  @Test
  void orderedComparisonsAreFalseOnNull() {
    assertEquals(list(true, false, false, true), filter("amount", ">=", "10"));
    assertEquals(list(false, true, false, false), filter("amount", "<", "10"));
    assertEquals(list(false, false, false, false), filter("amount", ">", "null"));
  }

  @Test
  void valuesAreCoercedToTheFieldType() {
    assertEquals(list(true, false, false, false), filter("amount", "=", "\"10\""));
    assertEquals(list(false, true, false, true), filter("day", ">=", "\"2024-02-01\""));
    assertEquals(list(true, false, false, true), filter("paid", "=", "\"TRUE\""));
    assertEquals(list(false, false, false, false), filter("status", "=", "10"));
  }

  @Test
  void containsIgnoresCase() {
    assertEquals(list(true, false, false, true), filter("status", "contains", "\"OPE\""));
    assertEquals(list(true, false, false, true), filter("amount", "contains", "\"10\""));
  }

  @Test
  void inAndBetween() {
    assertEquals(list(true, true, false, false), filter("status", "in", "[\"Open\", \"Cancelled\"]"));
    assertEquals(list(false, false, true, false), filter("status", "in", "[null]"));
    assertEquals(list(true, false, false, true), filter("amount", "in", "[10, \"10.5\"]"));
    assertEquals(list(true, true, false, false),
        filter("day", "between", "[\"2024-01-31\", \"2024-02-01\"]"));
    assertEquals(list(true, true, false, true), filter("amount", "between", "[5, 10.5]"));
    assertEquals(list(true, false, false, false), filter("amount", "between", "[10, 10]"));
  }

  @Test
  void reversedBetweenBoundsAreAnInvalidDefinition() {
    // [high, low] is not [low, high]: it would keep no row without saying why.
    for (String reversed : List.of("[10.5, 5]", "[\"10\", 5]")) {
      Diagnostic d = errors("amount", "between", reversed).get(0);
      assertEquals("INVALID_DATASET_DEFINITION", d.code());
      assertEquals("/f/value", d.path());
    }
    assertEquals("/f/value", errors("day", "between", "[\"2024-02-01\", \"2024-01-31\"]")
        .get(0).path());
    assertEquals("/f/value", errors("status", "between", "[\"b\", \"a\"]").get(0).path());
  }

  @Test
  void badDefinitionsAreDiagnosed() {
    Diagnostic unknownField = errors("nope", "=", "1").get(0);
    assertEquals("UNKNOWN_DATASET_FIELD", unknownField.code());
    assertEquals("/f/field", unknownField.path());
    Diagnostic unknownOp = errors("amount", "~", "1").get(0);
    assertEquals("INVALID_DATASET_DEFINITION", unknownOp.code());
    assertEquals("/f/operator", unknownOp.path());
    Diagnostic notANumber = errors("amount", "=", "\"ten\"").get(0);
    assertEquals("INVALID_DATASET_DEFINITION", notANumber.code());
    assertEquals("/f/value", notANumber.path());
    assertEquals("/f/value/1", errors("day", "in", "[\"2024-01-01\", \"2024-02-30\"]").get(0).path());
    assertEquals("/f/value", errors("amount", "in", "5").get(0).path());
    assertEquals("/f/value", errors("amount", "between", "[1]").get(0).path());
    assertEquals("/f/value", errors("amount", "=", "\"007\"").get(0).path());
    assertEquals("/f/value", errors("paid", "=", "\"yes\"").get(0).path());
  }
}
