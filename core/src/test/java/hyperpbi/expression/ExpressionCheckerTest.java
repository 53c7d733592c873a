package hyperpbi.expression;

import static hyperpbi.expression.TestTables.date;
import static hyperpbi.expression.TestTables.num;
import static hyperpbi.expression.TestTables.table;
import static hyperpbi.expression.TestTables.text;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import hyperpbi.data.DataType;
import hyperpbi.data.FieldMeta;
import hyperpbi.data.Table;
import hyperpbi.diagnostic.Diagnostic;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class ExpressionCheckerTest {
  private final Table t = table(num("amount", 1.0), text("region", "EU"), date("day", "2024-01-01"));

  private String codes(String json) {
    StringBuilder b = new StringBuilder();
    for (Diagnostic d : TestTables.errors(json, t)) {
      if (b.length() > 0) {
        b.append(' ');
      }
      b.append(d.severity().json()).append(':').append(d.code()).append('@').append(d.path());
    }
    return b.toString();
  }

  @Test
  void unknownOperatorAndFieldsPointAtTheNode() {
    assertEquals("error:UNKNOWN_OPERATOR@/e/op", codes("{\"op\":\"pow\",\"args\":[]}"));
    assertEquals("error:UNKNOWN_FIELD@/e/args/1",
        codes("{\"op\":\"+\",\"args\":[{\"field\":\"amount\"},{\"field\":\"nope\"}]}"));
    // An unknown valueFromRow reads null (calculations-dsl.txt): a warning, not an error.
    assertEquals("warning:UNKNOWN_FIELD@/e/right",
        codes("{\"op\":\"=\",\"left\":{\"field\":\"region\"},\"right\":{\"valueFromRow\":\"x\"}}"));
    assertEquals("error:UNKNOWN_OPERATOR@/e/cases/0/when/op",
        codes("{\"op\":\"case\",\"cases\":[{\"when\":{\"op\":\"like\"},\"then\":{\"value\":1}}]}"));
  }

  @Test
  void anUnknownOperatorIsAnErrorWhoseNodeEvaluatesToNull() {
    Table rows = table(num("amount", 1.0, null));
    String notReached = "{\"op\":\"if\",\"args\":[{\"value\":false},{\"op\":\"pow\","
        + "\"args\":[{\"value\":1}]},{\"value\":1}]}";
    assertEquals("error:UNKNOWN_OPERATOR@/e/args/1/op", codes(notReached));
    CheckedExpression e = ExpressionCompiler.check(com.eclipsesource.json.Json.parse(notReached),
        "/e", rows.fields(), new hyperpbi.diagnostic.Diagnostics());
    assertEquals(DataType.NUMBER, e.type(), "the unknown node is an unknown-typed null");
    assertEquals(List.of(1.0, 1.0), TestTables.run(e, rows).values());
    assertEquals(List.of(0.0, 0.0), TestTables.eval("{\"op\":\"coalesce\",\"args\":["
        + "{\"op\":\"*\",\"args\":[{\"field\":\"amount\"},{\"op\":\"nope\"}]},"
        + "{\"value\":0}]}", rows).values(), "reached, it is null");
    // Other errors still reject the expression.
    assertEquals("error:UNKNOWN_OPERATOR@/e/args/0/op error:UNKNOWN_FIELD@/e/args/1",
        codes("{\"op\":\"+\",\"args\":[{\"op\":\"pow\"},{\"field\":\"nope\"}]}"));
  }

  @Test
  void shapeErrors() {
    assertEquals("error:INVALID_EXPRESSION@/e/args/0", codes("{\"op\":\"abs\",\"args\":[5]}"));
    assertEquals("error:INVALID_EXPRESSION@/e",
        codes("{\"op\":\"abs\",\"args\":[{\"value\":1}],\"left\":{\"value\":1}}"),
        "args and left both give the operand");
    assertEquals("error:INVALID_EXPRESSION@/e", codes("{\"op\":\"-\",\"args\":[{\"value\":1}],"
        + "\"left\":{\"value\":1},\"right\":{\"value\":1}}"));
    assertEquals("error:INVALID_EXPRESSION@/e", codes("{\"nothing\":1}"));
    assertEquals("error:INVALID_EXPRESSION@/e", codes("{\"field\":\"amount\",\"value\":1}"));
    assertEquals("error:UNKNOWN_PROPERTY@/e/label", codes("{\"field\":\"amount\",\"label\":1}"));
    assertEquals("error:INVALID_EXPRESSION@/e/value", codes("{\"value\":[1]}"));
    assertEquals("error:INVALID_EXPRESSION@/e", codes("{\"op\":\"+\",\"left\":{\"value\":1}}"));
    assertEquals("error:INVALID_EXPRESSION@/e/precision",
        codes("{\"op\":\"round\",\"args\":[{\"value\":1}],\"precision\":1.5}"));
    assertEquals("error:INVALID_EXPRESSION@/e/separator",
        codes("{\"op\":\"concat\",\"args\":[{\"value\":1}],\"separator\":{\"field\":\"region\"}}"));
    assertEquals("error:INVALID_EXPRESSION@/e/cases",
        codes("{\"op\":\"case\",\"cases\":[]}"));
    assertEquals("error:UNKNOWN_PROPERTY@/e/args", codes("{\"op\":\"case\",\"args\":[],"
        + "\"cases\":[{\"when\":{\"value\":true},\"then\":{\"value\":1}}]}"));
  }

  @Test
  void arity() {
    assertEquals("error:INVALID_ARGUMENT_COUNT@/e", codes("{\"op\":\"/\",\"args\":[{\"value\":1}]}"));
    assertEquals("error:INVALID_ARGUMENT_COUNT@/e", codes("{\"op\":\"not\",\"args\":[]}"));
    assertEquals("error:INVALID_ARGUMENT_COUNT@/e",
        codes("{\"op\":\"today\",\"args\":[{\"value\":1}]}"));
    assertEquals("error:INVALID_ARGUMENT_COUNT@/e",
        codes("{\"op\":\"replace\",\"args\":[{\"value\":\"a\"},{\"value\":\"b\"}]}"));
  }

  @Test
  void argumentTypes() {
    assertEquals("error:INVALID_ARGUMENT_TYPE@/e/args/1",
        codes("{\"op\":\"*\",\"args\":[{\"field\":\"amount\"},{\"field\":\"region\"}]}"));
    assertEquals("error:INVALID_ARGUMENT_TYPE@/e/args/0",
        codes("{\"op\":\"+\",\"args\":[{\"field\":\"day\"},{\"value\":1}]}"));
    assertEquals("error:INVALID_ARGUMENT_TYPE@/e/condition",
        codes("{\"op\":\"if\",\"condition\":{\"field\":\"amount\"},\"then\":{\"value\":1}}"));
    assertEquals("error:INVALID_ARGUMENT_TYPE@/e/args/0",
        codes("{\"op\":\"and\",\"args\":[{\"value\":\"yes\"},{\"value\":true}]}"));
    assertEquals("", codes("{\"op\":\"year\",\"args\":[{\"value\":\"2024-01-01\"}]}"));
  }

  @Test
  void aNumberOrBooleanDateOperandIsAnInvalidDateThatReadsAsNull() {
    Table rows = table(num("amount", 5.0, null), date("day", "2024-01-01", "2024-01-03"));
    assertEquals("warning:INVALID_DATE@/e/args/0",
        codes("{\"op\":\"year\",\"args\":[{\"field\":\"amount\"}]}"));
    String diff = "{\"op\":\"dateDiff\",\"args\":[{\"value\":5},{\"field\":\"day\"}]}";
    assertEquals("warning:INVALID_DATE@/e/args/0", codes(diff));
    assertEquals(TestTables.list(null, null), TestTables.eval(diff, rows).values());
    String flag = "{\"op\":\"dateDiff\",\"args\":[{\"field\":\"day\"},{\"op\":\">\","
        + "\"args\":[{\"field\":\"amount\"},{\"value\":1}]}]}";
    assertEquals("warning:INVALID_DATE@/e/args/1", codes(flag));
    assertEquals(TestTables.list(null, null), TestTables.eval(flag, rows).values());
    String added = "{\"op\":\"dateAdd\",\"date\":{\"field\":\"amount\"},\"amount\":"
        + "{\"value\":1}}";
    assertEquals("warning:INVALID_DATE@/e/date", codes(added));
    assertEquals(TestTables.list(null, null), TestTables.eval(added, rows).values());
    assertEquals("error:INVALID_ARGUMENT_TYPE@/e/amount", codes("{\"op\":\"dateAdd\","
        + "\"date\":{\"field\":\"day\"},\"amount\":{\"field\":\"region\"}}"),
        "the amount is a number operand, not a date");
  }

  @Test
  void limitsOnDepthAndSize() {
    StringBuilder deep = new StringBuilder();
    int levels = ExpressionLimits.MAX_DEPTH + 5;
    for (int i = 0; i < levels; i++) {
      deep.append("{\"op\":\"abs\",\"args\":[");
    }
    deep.append("{\"value\":1}");
    for (int i = 0; i < levels; i++) {
      deep.append("]}");
    }
    List<Diagnostic> d = TestTables.errors(deep.toString(), t);
    assertEquals(1, d.size());
    assertEquals("EXPRESSION_TOO_DEEP", d.get(0).code());
    assertTrue(d.get(0).path().startsWith("/e/args/0/args/0"));

    StringBuilder wide = new StringBuilder("{\"op\":\"+\",\"args\":[");
    for (int i = 0; i < ExpressionLimits.MAX_NODES + 1; i++) {
      wide.append(i == 0 ? "" : ",").append("{\"value\":1}");
    }
    wide.append("]}");
    List<Diagnostic> w = TestTables.errors(wide.toString(), t);
    assertEquals(1, w.size());
    assertEquals("EXPRESSION_TOO_LARGE", w.get(0).code());
    assertEquals("/e", w.get(0).path());
  }

  @Test
  void referencesAreCanonicalKeysAndAliasesResolve() {
    FieldMeta aliased = FieldMeta.uploaded("order_id", "orderId", "Order ID", DataType.NUMBER);
    Table withAlias = table(new TestTables.Col(aliased,
        new hyperpbi.data.NumberColumn(new double[] {5})));
    CheckedExpression e = TestTables.compile("{\"op\":\"+\",\"args\":[{\"field\":\"orderId\"},"
        + "{\"valueFromRow\":\"order_id\"}]}", withAlias);
    assertEquals(Set.of("order_id"), e.fieldReferences());
    assertEquals(Set.of("order_id"), e.rowValueReferences());
    assertEquals(TestTables.list(6.0), TestTables.eval("{\"op\":\"+\",\"args\":[{\"field\":"
        + "\"orderId\"},{\"valueFromRow\":\"order_id\"}]}", withAlias, null, null,
        java.util.Map.of("order_id", 1.0)).values());
  }
}
