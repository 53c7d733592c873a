package hyperpbi.expression;

import static hyperpbi.expression.TestTables.date;
import static hyperpbi.expression.TestTables.eval;
import static hyperpbi.expression.TestTables.num;
import static hyperpbi.expression.TestTables.table;
import static hyperpbi.expression.TestTables.text;
import static org.junit.jupiter.api.Assertions.assertEquals;

import hyperpbi.data.Table;
import hyperpbi.diagnostic.Diagnostic;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * calculations-dsl.txt: "Operators accept args or conventional properties such as left/right":
 * every operator with operands takes its first and second as {@code left} and {@code right},
 * besides its named forms; one operand given twice is an error naming both.
 */
class LeftRightOperandsTest {
  private final Table t = table(num("n", -2.5, 4.0), text("s", " Ab ", "c"),
      date("a", "2024-01-01", "2024-03-01"), date("b", "2024-01-02", "2024-01-01"));

  private static List<Object> list(Object... values) {
    return Arrays.asList(values);
  }

  private String errors(String json) {
    StringBuilder b = new StringBuilder();
    for (Diagnostic d : TestTables.errors(json, t)) {
      b.append(d.code()).append('@').append(d.path()).append(": ").append(d.message())
          .append('\n');
    }
    return b.toString();
  }

  @Test
  void oneOperandOperatorsTakeLeft() {
    assertEquals(list(2.5, 4.0), eval("{\"op\":\"abs\",\"left\":{\"field\":\"n\"}}", t).values());
    assertEquals(list("ab", "c"), eval("{\"op\":\"lower\",\"left\":{\"op\":\"trim\","
        + "\"left\":{\"field\":\"s\"}}}", t).values());
    assertEquals(list(2024.0, 2024.0), eval("{\"op\":\"year\",\"left\":{\"field\":\"a\"}}", t)
        .values());
    assertEquals(list(false, false), eval("{\"op\":\"isNull\",\"left\":{\"field\":\"n\"}}", t)
        .values());
    assertEquals(list(-3.0, 4.0), eval("{\"op\":\"round\",\"left\":{\"field\":\"n\"}}", t)
        .values(), "half away from zero");
    // "-" with one operand negates, whatever form gives it.
    assertEquals(list(2.5, -4.0), eval("{\"op\":\"-\",\"left\":{\"field\":\"n\"}}", t).values());
  }

  @Test
  void namedOperatorsTakeLeftAndRightForTheirFirstTwoOperands() {
    assertEquals(list(24.0, -1440.0), eval("{\"op\":\"dateDiff\",\"left\":{\"field\":\"a\"},"
        + "\"right\":{\"field\":\"b\"},\"unit\":\"hour\"}", t).values(), "right - left");
    assertEquals(list("2024-01-03T00:00:00Z", "2024-03-03T00:00:00Z"),
        eval("{\"op\":\"dateAdd\",\"left\":{\"field\":\"a\"},\"right\":{\"value\":2}}", t)
            .values().stream().map(String::valueOf).toList());
    assertEquals(list("neg", "pos"), eval("{\"op\":\"if\",\"left\":{\"op\":\"<\",\"left\":"
        + "{\"field\":\"n\"},\"right\":{\"value\":0}},\"right\":{\"value\":\"neg\"},\"else\":"
        + "{\"value\":\"pos\"}}", t).values());
    assertEquals(list(" Xb ", "c"), eval("{\"op\":\"replace\",\"left\":{\"field\":\"s\"},"
        + "\"right\":{\"value\":\"A\"},\"replacement\":\"X\"}", t).values());
  }

  @Test
  void anOperandGivenTwiceIsAnErrorNamingBoth() {
    assertEquals("INVALID_EXPRESSION@/e: operator 'dateDiff' is given its first operand twice, "
        + "as start and as left: use one\n", errors("{\"op\":\"dateDiff\",\"start\":"
        + "{\"field\":\"a\"},\"left\":{\"field\":\"a\"},\"end\":{\"field\":\"b\"}}"));
    assertEquals("INVALID_EXPRESSION@/e: operator 'if' is given its second operand twice, as "
        + "then and as right: use one\n", errors("{\"op\":\"if\",\"condition\":{\"value\":true},"
        + "\"then\":{\"value\":1},\"right\":{\"value\":2}}"));
    assertEquals("INVALID_EXPRESSION@/e: use either args or left, not both\n",
        errors("{\"op\":\"abs\",\"args\":[{\"field\":\"n\"}],\"left\":{\"field\":\"n\"}}"));
    assertEquals("INVALID_EXPRESSION@/e: use either args or end, not both\n",
        errors("{\"op\":\"dateDiff\",\"args\":[{\"field\":\"a\"},{\"field\":\"b\"}],"
            + "\"end\":{\"field\":\"b\"}}"));
  }

  @Test
  void operandsStayPositionalAndCounted() {
    assertEquals("INVALID_EXPRESSION@/e: operator 'dateDiff' needs start (or left) and end (or "
        + "right); end (or right) is missing\n", errors("{\"op\":\"dateDiff\",\"left\":"
        + "{\"field\":\"a\"}}"));
    assertEquals("INVALID_EXPRESSION@/e: operator '/' needs left and right; left is missing\n",
        errors("{\"op\":\"/\",\"right\":{\"field\":\"n\"}}"));
    assertEquals("INVALID_ARGUMENT_COUNT@/e: operator 'abs' takes 1 operand, got 2\n",
        errors("{\"op\":\"abs\",\"left\":{\"field\":\"n\"},\"right\":{\"field\":\"n\"}}"));
    assertEquals("UNKNOWN_PROPERTY@/e/left: operator 'today' does not take property 'left'\n",
        errors("{\"op\":\"today\",\"left\":{\"value\":1}}"));
  }
}
