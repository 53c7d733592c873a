package hyperpbi.expression;

import static hyperpbi.expression.TestTables.bool;
import static hyperpbi.expression.TestTables.eval;
import static hyperpbi.expression.TestTables.list;
import static hyperpbi.expression.TestTables.num;
import static hyperpbi.expression.TestTables.table;
import static hyperpbi.expression.TestTables.text;
import static hyperpbi.expression.TestTables.untyped;
import static org.junit.jupiter.api.Assertions.assertEquals;

import hyperpbi.data.DataType;
import hyperpbi.data.Table;
import java.util.List;
import org.junit.jupiter.api.Test;

class ArithmeticAndLogicTest {
  private final Table t = table(
      num("a", 7.0, -7.5, null, 0.0),
      num("b", 2.0, 0.0, 3.0, 0.0),
      text("s", "x", "Y", null, "10"),
      bool("p", true, false, null, true),
      bool("q", null, null, null, false));

  private List<Object> values(String json) {
    return eval(json, t).values();
  }

  @Test
  void addSubtractMultiplyPropagateNull() {
    assertEquals(list(9.0, -7.5, null, 0.0),
        values("{\"op\":\"+\",\"left\":{\"field\":\"a\"},\"right\":{\"field\":\"b\"}}"));
    assertEquals(list(5.0, -7.5, null, 0.0),
        values("{\"op\":\"-\",\"args\":[{\"field\":\"a\"},{\"field\":\"b\"}]}"));
    assertEquals(list(-7.0, 7.5, null, -0.0), values("{\"op\":\"-\",\"args\":[{\"field\":\"a\"}]}"));
    assertEquals(list(14.0, -0.0, null, 0.0),
        values("{\"op\":\"*\",\"args\":[{\"field\":\"a\"},{\"field\":\"b\"}]}"));
    assertEquals(list(10.0, 8.0, 11.0, 8.0),
        values("{\"op\":\"+\",\"args\":[{\"field\":\"b\"},{\"value\":1},{\"value\":7}]}"));
    assertEquals(list(13.0, -1.5, 6.0, 6.0), values("{\"op\":\"+\",\"args\":[{\"op\":\"coalesce\","
        + "\"args\":[{\"field\":\"a\"},{\"value\":0}]},{\"value\":6}]}"));
  }

  @Test
  void divisionByZeroIsNullWithOneAggregatedWarning() {
    TestTables.Outcome o = eval("{\"op\":\"/\",\"left\":{\"field\":\"a\"},\"right\":{\"field\":\"b\"}}", t);
    assertEquals(list(3.5, null, null, null), o.values());
    assertEquals(List.of("DIVISION_BY_ZERO: division by zero returned null in 2 rows"), o.warnings());
    // Two divisions by zero in one row count the row once.
    TestTables.Outcome twice = eval("{\"op\":\"+\",\"args\":["
        + "{\"op\":\"/\",\"args\":[{\"value\":1},{\"field\":\"b\"}]},"
        + "{\"op\":\"/\",\"args\":[{\"value\":2},{\"field\":\"b\"}]}]}", t);
    assertEquals(List.of("DIVISION_BY_ZERO: division by zero returned null in 2 rows"),
        twice.warnings());
  }

  @Test
  void pairDividedInOneLoopFollowsTheRulesOfEachNode() {
    // (x op y) / d runs as one loop (margin percentages); each row must be what the two nodes
    // give: null operands, an overflow to infinity, division by zero (counted once per row).
    Double big = 1e308;
    Double[] x = {10.0, null, 5.0, big, 4.0, -3.0, 0.0};
    Double[] y = {4.0, 1.0, null, big, 4.0, 2.0, -0.0};
    Double[] d = {10.0, 2.0, 3.0, 2.0, 0.0, null, 5.0};
    Table table = table(num("x", x), num("y", y), num("d", d));
    for (String op : List.of("+", "-", "*")) {
      TestTables.Outcome o = eval("{\"op\":\"/\",\"left\":{\"op\":\"" + op + "\","
          + "\"left\":{\"field\":\"x\"},\"right\":{\"field\":\"y\"}},"
          + "\"right\":{\"field\":\"d\"}}", table);
      int zeros = 0;
      for (int r = 0; r < x.length; r++) {
        Double expected = null;
        if (x[r] != null && y[r] != null && d[r] != null) {
          double p = op.equals("+") ? x[r] + y[r] : op.equals("-") ? x[r] - y[r] : x[r] * y[r];
          if (Double.isFinite(p) && d[r] == 0) {
            zeros++;
          } else if (Double.isFinite(p) && Double.isFinite(p / d[r])) {
            expected = p / d[r];
          }
        }
        Object actual = o.values().get(r);
        assertEquals(expected == null ? null : Double.doubleToLongBits(expected),
            actual == null ? null : Double.doubleToLongBits((Double) actual), op + " row " + r);
      }
      assertEquals(zeros == 0 ? List.of()
          : List.of("DIVISION_BY_ZERO: division by zero returned null in " + zeros
              + (zeros == 1 ? " row" : " rows")), o.warnings(), op);
    }
  }

  @Test
  void moduloByZeroIsNullWithoutWarning() {
    TestTables.Outcome o = eval("{\"op\":\"%\",\"left\":{\"field\":\"a\"},\"right\":{\"field\":\"b\"}}", t);
    assertEquals(list(1.0, null, null, null), o.values());
    assertEquals(List.of(), o.warnings());
    assertEquals(list(-1.5, -1.5, -1.5, -1.5),
        values("{\"op\":\"%\",\"args\":[{\"value\":-7.5},{\"value\":2}]}"));
  }

  @Test
  void roundingIsHalfAwayFromZero() {
    assertEquals(list(7.0, -8.0, null, 0.0), values("{\"op\":\"round\",\"args\":[{\"field\":\"a\"}]}"));
    assertEquals(list(3.0, 3.0, 3.0, 3.0), values("{\"op\":\"round\",\"args\":[{\"value\":2.5}]}"));
    assertEquals(list(-3.0, -3.0, -3.0, -3.0), values("{\"op\":\"round\",\"args\":[{\"value\":-2.5}]}"));
    assertEquals(list(1.25, 1.25, 1.25, 1.25),
        values("{\"op\":\"round\",\"args\":[{\"value\":1.249}],\"precision\":2}"));
    assertEquals(list(1300.0, 1300.0, 1300.0, 1300.0),
        values("{\"op\":\"round\",\"args\":[{\"value\":1250}, -2]}"));
    assertEquals(list(-1300.0, -1300.0, -1300.0, -1300.0),
        values("{\"op\":\"round\",\"args\":[{\"value\":-1250}, {\"value\": -2}]}"));
    assertEquals(list(7.0, -8.0, null, 0.0), values("{\"op\":\"floor\",\"args\":[{\"field\":\"a\"}]}"));
    assertEquals(list(7.0, -7.0, null, 0.0), values("{\"op\":\"ceil\",\"args\":[{\"field\":\"a\"}]}"));
    assertEquals(list(7.0, 7.5, null, 0.0), values("{\"op\":\"abs\",\"args\":[{\"field\":\"a\"}]}"));
  }

  @Test
  void minAndMaxAreNullWhenAnOperandIsNull() {
    assertEquals(list(2.0, -7.5, null, 0.0),
        values("{\"op\":\"min\",\"args\":[{\"field\":\"a\"},{\"field\":\"b\"}]}"));
    assertEquals(list(7.0, 0.0, null, 0.0),
        values("{\"op\":\"max\",\"left\":{\"field\":\"a\"},\"right\":{\"field\":\"b\"}}"));
    assertEquals(list(9.0, 9.0, 9.0, 9.0),
        values("{\"op\":\"max\",\"args\":[{\"value\":1},{\"value\":9},{\"value\":3}]}"));
  }

  @Test
  void untypedTextIsReadAsExactNumbers() {
    Table u = table(untyped("n", "10", "1,5", null, "007"));
    assertEquals(list(11.0, null, null, null),
        eval("{\"op\":\"+\",\"args\":[{\"field\":\"n\"},{\"value\":1}]}", u).values());
  }

  @Test
  void booleanOperatorsUseThreeValuedLogic() {
    assertEquals(list(null, false, null, false),
        values("{\"op\":\"and\",\"args\":[{\"field\":\"p\"},{\"field\":\"q\"}]}"));
    assertEquals(list(true, null, null, true),
        values("{\"op\":\"or\",\"left\":{\"field\":\"p\"},\"right\":{\"field\":\"q\"}}"));
    assertEquals(list(false, true, null, false), values("{\"op\":\"not\",\"args\":[{\"field\":\"p\"}]}"));
  }

  @Test
  void comparisonsAreTypedAndNullAware() {
    assertEquals(list(true, false, false, false),
        values("{\"op\":\">\",\"left\":{\"field\":\"a\"},\"right\":{\"field\":\"b\"}}"));
    assertEquals(list(false, false, false, true),
        values("{\"op\":\"=\",\"left\":{\"field\":\"a\"},\"right\":{\"field\":\"b\"}}"));
    assertEquals(list(false, false, true, false),
        values("{\"op\":\"=\",\"left\":{\"field\":\"a\"},\"right\":{\"value\":null}}"));
    assertEquals(list(true, true, false, true),
        values("{\"op\":\"!=\",\"left\":{\"field\":\"a\"},\"right\":{\"value\":null}}"));
    assertEquals(list(true, true, true, true),
        values("{\"op\":\"!=\",\"left\":{\"field\":\"s\"},\"right\":{\"value\":\"y\"}}").subList(0, 4));
    assertEquals(list(false, false, true, false),
        values("{\"op\":\"=\",\"left\":{\"field\":\"q\"},\"right\":{\"field\":\"s\"}}"));
    assertEquals(list(false, false, false, false),
        values("{\"op\":\"<=\",\"left\":{\"field\":\"a\"},\"right\":{\"value\":null}}"));
    // Booleans: false < true
    assertEquals(list(false, false, false, false),
        values("{\"op\":\"<\",\"left\":{\"field\":\"p\"},\"right\":{\"value\":false}}"));
    assertEquals(list(true, false, false, true),
        values("{\"op\":\">\",\"left\":{\"field\":\"p\"},\"right\":{\"value\":false}}"));
  }

  @Test
  void mixedNumberAndTextCompareStringForms() {
    assertEquals(list(false, false, false, true),
        values("{\"op\":\"=\",\"left\":{\"field\":\"s\"},\"right\":{\"value\":10}}"));
    // "9" > "10" as strings
    assertEquals(list(true, true, true, true),
        values("{\"op\":\">\",\"left\":{\"value\":\"9\"},\"right\":{\"value\":10}}"));
    assertEquals(list(false, false, false, false),
        values("{\"op\":\"=\",\"left\":{\"value\":\"10.0\"},\"right\":{\"value\":10}}"));
  }

  @Test
  void textComparisonIsCaseSensitive() {
    assertEquals(list(false, true, false, false),
        values("{\"op\":\"=\",\"left\":{\"field\":\"s\"},\"right\":{\"value\":\"Y\"}}"));
    assertEquals(list(false, false, false, false),
        values("{\"op\":\"=\",\"left\":{\"field\":\"s\"},\"right\":{\"value\":\"X\"}}"));
    assertEquals(list(true, false, false, false),
        values("{\"op\":\">\",\"left\":{\"field\":\"s\"},\"right\":{\"value\":\"Y\"}}"));
  }

  @Test
  void staticTypes() {
    assertEquals(DataType.NUMBER, eval("{\"op\":\"abs\",\"args\":[{\"value\":1}]}", t).type());
    assertEquals(DataType.BOOLEAN, eval("{\"op\":\"isNull\",\"args\":[{\"value\":1}]}", t).type());
    assertEquals(DataType.NUMBER, eval("{\"op\":\"if\",\"condition\":{\"field\":\"p\"},"
        + "\"then\":{\"field\":\"a\"},\"else\":{\"value\":null}}", t).type());
    assertEquals(DataType.UNKNOWN, eval("{\"op\":\"coalesce\",\"args\":[{\"field\":\"a\"},"
        + "{\"field\":\"s\"}]}", t).type());
  }
}
