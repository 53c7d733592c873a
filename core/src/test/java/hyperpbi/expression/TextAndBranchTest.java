package hyperpbi.expression;

import static hyperpbi.expression.TestTables.bool;
import static hyperpbi.expression.TestTables.date;
import static hyperpbi.expression.TestTables.dateTime;
import static hyperpbi.expression.TestTables.eval;
import static hyperpbi.expression.TestTables.list;
import static hyperpbi.expression.TestTables.num;
import static hyperpbi.expression.TestTables.table;
import static hyperpbi.expression.TestTables.text;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import hyperpbi.data.Column;
import hyperpbi.data.DataType;
import hyperpbi.data.Table;
import hyperpbi.data.TextColumn;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class TextAndBranchTest {
  private final Table t = table(
      text("name", "  Alice Smith ", "BOB", null, "alice"),
      num("n", 1.5, 2.0, null, -0.0),
      bool("flag", true, false, null, false),
      date("day", "2024-02-29", null, "2023-12-31", "2024-01-01"));

  private List<Object> values(String json) {
    return eval(json, t).values();
  }

  @Test
  void concatReadsNullAsEmptyAndUsesStringForms() {
    assertEquals(list("  Alice Smith |1.5|true", "BOB|2|false", "||", "alice|0|false"),
        values("{\"op\":\"concat\",\"args\":[{\"field\":\"name\"},{\"field\":\"n\"},"
            + "{\"field\":\"flag\"}],\"separator\":\"|\"}"));
    assertEquals(list("2024-02-29!", "!", "2023-12-31!", "2024-01-01!"),
        values("{\"op\":\"concat\",\"args\":[{\"field\":\"day\"},{\"value\":\"!\"}]}"));
  }

  @Test
  void stringPredicatesIgnoreCaseAndAreFalseOnNull() {
    assertEquals(list(true, false, false, true),
        values("{\"op\":\"contains\",\"args\":[{\"field\":\"name\"},{\"value\":\"ALI\"}]}"));
    assertEquals(list(false, true, false, false),
        values("{\"op\":\"startsWith\",\"left\":{\"field\":\"name\"},\"right\":{\"value\":\"b\"}}"));
    assertEquals(list(false, false, false, false),
        values("{\"op\":\"startsWith\",\"args\":[{\"field\":\"name\"},{\"value\":null}]}"));
    assertEquals(list(false, true, false, false),
        values("{\"op\":\"endsWith\",\"args\":[{\"field\":\"name\"},{\"value\":\"oB\"}]}"));
    assertEquals(list(true, false, false, false),
        values("{\"op\":\"contains\",\"args\":[{\"field\":\"n\"},{\"value\":\".5\"}]}"));
    // Both operands per row (no dictionary shortcut).
    assertEquals(list(true, true, false, true),
        values("{\"op\":\"contains\",\"args\":[{\"field\":\"name\"},{\"op\":\"lower\","
            + "\"args\":[{\"field\":\"name\"}]}]}"));
    // Letters beyond the BMP fold too (Deseret capital and small long I).
    Table deseret = table(text("s", "\ud801\udc00bc", "abc", null));
    assertEquals(list(true, false, false), eval("{\"op\":\"contains\",\"args\":[{\"field\":"
        + "\"s\"},{\"value\":\"\ud801\udc28B\"}]}", deseret).values());
  }

  @Test
  void startsWithDoesNotTrim() {
    assertEquals(list(false, false, false, true),
        values("{\"op\":\"startsWith\",\"args\":[{\"field\":\"name\"},{\"value\":\"AL\"}]}"));
  }

  @Test
  void textFunctionsKeepNullAndStayDictionaryCoded() {
    TestTables.Outcome lower = eval("{\"op\":\"lower\",\"args\":[{\"field\":\"name\"}]}", t);
    assertEquals(list("  alice smith ", "bob", null, "alice"), lower.values());
    assertEquals(list("  ALICE SMITH ", "BOB", null, "ALICE"),
        values("{\"op\":\"upper\",\"args\":[{\"field\":\"name\"}]}"));
    assertEquals(list("Alice Smith", "BOB", null, "alice"),
        values("{\"op\":\"trim\",\"args\":[{\"field\":\"name\"}]}"));
    assertEquals(list("--Alice-Smith-", "BOB", null, "alice"),
        values("{\"op\":\"replace\",\"args\":[{\"field\":\"name\"},{\"value\":\" \"},"
            + "{\"value\":\"-\"}]}"));
    assertEquals(list("--Alice-Smith-", "BOB", null, "alice"),
        values("{\"op\":\"replace\",\"args\":[{\"field\":\"name\"},{\"value\":\" \"}],"
            + "\"replacement\":\"-\"}"));
    assertEquals(list("aaa", "aaa", "aaa", "aaa"),
        values("{\"op\":\"replace\",\"args\":[{\"value\":\"aXXa\"},{\"value\":\"XX\"},"
            + "{\"value\":\"a\"}]}"));
    assertEquals(list(null, null, null, null),
        values("{\"op\":\"replace\",\"args\":[{\"field\":\"name\"},{\"value\":null},"
            + "{\"value\":\"-\"}]}"));
    CheckedExpression e = TestTables.compile("{\"op\":\"lower\",\"args\":[{\"field\":\"name\"}]}", t);
    Column c = e.evaluate(t, new int[] {3, 0}, 2, TestTables.context(null, null, null,
        new java.util.ArrayList<>()));
    TextColumn tc = assertInstanceOf(TextColumn.class, c);
    assertEquals(list("  alice smith ", null, null, "alice"), TestTables.values(tc, DataType.TEXT));
  }

  @Test
  void replaceReplacesEveryExactOccurrence() {
    assertEquals(list("a-b-c", "a-b-c", "a-b-c", "a-b-c"),
        values("{\"op\":\"replace\",\"args\":[{\"value\":\"a..b..c\"},{\"value\":\"..\"},"
            + "{\"value\":\"-\"}]}"));
    assertEquals(list("xAx", "xAx", "xAx", "xAx"),
        values("{\"op\":\"replace\",\"args\":[{\"value\":\"aAa\"},{\"value\":\"a\"},"
            + "{\"value\":\"x\"}]}"));
    assertEquals(list("abc", "abc", "abc", "abc"),
        values("{\"op\":\"replace\",\"args\":[{\"value\":\"abc\"},{\"value\":\"\"},"
            + "{\"value\":\"x\"}]}"));
  }

  /**
   * Each of concat and replace can double a text, so a chain of derived fields grew 2^34 times
   * from a three-row file and ran out of memory: past 1,000,000 characters a result is null.
   */
  @Test
  void textResultsLongerThanTheLimitAreNullWithOneWarning() {
    String half = "x".repeat(ExpressionLimits.MAX_TEXT_LENGTH / 2);
    Table big = table(text("s", half, "ab", null, half + "y"));
    TestTables.Outcome concat = eval("{\"op\":\"concat\",\"args\":[{\"field\":\"s\"},"
        + "{\"field\":\"s\"}]}", big);
    assertEquals(list(half + half, "abab", "", null), concat.values());
    assertEquals(List.of("TEXT_TOO_LONG: text longer than 1000000 characters returned null"),
        concat.warnings());
    // replace, memoised per distinct value or not, stops building past the limit.
    for (String search : new String[] {"{\"value\":\"b\"}", "{\"field\":\"s\"}"}) {
      TestTables.Outcome replaced = eval("{\"op\":\"replace\",\"args\":[{\"value\":\"abba\"},"
          + search + ",{\"value\":\"" + half + "\"}]}", table(text("s", "b", "b")));
      assertEquals(list(null, null), replaced.values());
      assertEquals(List.of("TEXT_TOO_LONG: text longer than 1000000 characters returned null"),
          replaced.warnings());
    }
    assertEquals(list("a" + half + "a", "ab"), eval("{\"op\":\"replace\",\"args\":["
        + "{\"field\":\"s\"},{\"value\":\"bb\"},{\"value\":\"" + half + "\"}]}",
        table(text("s", "abba", "ab"))).values());
  }

  @Test
  void ifCaseAndCoalesce() {
    assertEquals(list("yes", "no", "no", "no"),
        values("{\"op\":\"if\",\"condition\":{\"field\":\"flag\"},\"then\":{\"value\":\"yes\"},"
            + "\"else\":{\"value\":\"no\"}}"));
    assertEquals(list(1.5, null, null, null),
        values("{\"op\":\"if\",\"args\":[{\"field\":\"flag\"},{\"field\":\"n\"}]}"));
    assertEquals(list("big", "big", "none", "small"),
        values("{\"op\":\"case\",\"cases\":[{\"when\":{\"op\":\">\",\"args\":[{\"field\":\"n\"},"
            + "{\"value\":1}]},\"then\":{\"value\":\"big\"}},{\"when\":{\"op\":\"isNull\",\"args\":["
            + "{\"field\":\"n\"}]},\"then\":{\"value\":\"none\"}}],\"else\":{\"value\":\"small\"}}"));
    assertEquals(list(null, null, null, "neg"),
        values("{\"op\":\"case\",\"cases\":[{\"when\":{\"op\":\"<=\",\"args\":[{\"field\":\"n\"},"
            + "{\"value\":0}]},\"then\":{\"value\":\"neg\"}}]}"));
    assertEquals(list("  Alice Smith ", "BOB", "2023-12-31", "alice"),
        values("{\"op\":\"coalesce\",\"args\":[{\"field\":\"name\"},{\"field\":\"day\"}]}"));
    assertEquals(list(1.5, 2.0, 0.0, -0.0),
        values("{\"op\":\"coalesce\",\"args\":[{\"field\":\"n\"},{\"value\":null},{\"value\":0}]}"));
    assertEquals(list(false, false, true, false),
        values("{\"op\":\"isNull\",\"args\":[{\"field\":\"flag\"}]}"));
    assertEquals(list(true, false, true, true),
        values("{\"op\":\"isNotNull\",\"args\":[{\"field\":\"day\"}]}"));
  }

  @Test
  void branchesOfDifferentTypesAreUnknownAndRefinedFromTheirValues() {
    Table rows = table(num("a", 5.0, -1.0), text("s", null, null), bool("f", true, false));
    String coalesce = "{\"op\":\"coalesce\",\"args\":[{\"field\":\"a\"},{\"value\":\"none\"}]}";
    TestTables.Outcome numbers = eval(coalesce, rows);
    assertEquals(DataType.UNKNOWN, numbers.type(), "a number and a text branch disagree");
    assertEquals(DataType.NUMBER, numbers.observed(), "every value is a number");
    assertEquals(list(5.0, -1.0), numbers.values());
    String ifNeg = "{\"op\":\"if\",\"args\":[{\"op\":\">\",\"args\":[{\"field\":\"a\"},"
        + "{\"value\":0}]},{\"field\":\"a\"},{\"value\":\"neg\"}]}";
    TestTables.Outcome mix = eval(ifNeg, rows);
    assertEquals(DataType.TEXT, mix.observed(), "a real mix is text, in string forms");
    assertEquals(list("5", "neg"), mix.values());
    assertEquals(list(6.0, null), eval("{\"op\":\"+\",\"args\":[" + ifNeg
        + ",{\"value\":1}]}", rows).values(), "inside an operator it converts like text");
    TestTables.Outcome booleans = eval("{\"op\":\"case\",\"cases\":[{\"when\":{\"value\":false},"
        + "\"then\":{\"value\":1}}],\"else\":{\"field\":\"f\"}}", rows);
    assertEquals(DataType.BOOLEAN, booleans.observed());
    assertEquals(list(true, false), booleans.values());
    TestTables.Outcome none = eval("{\"op\":\"if\",\"args\":[{\"op\":\">\",\"args\":["
        + "{\"field\":\"a\"},{\"value\":100}]},{\"field\":\"a\"},{\"field\":\"s\"}]}", rows);
    assertEquals(DataType.UNKNOWN, none.observed(), "no value: stays unknown");
    assertEquals(list(null, null), none.values());
    Table empty = table(num("a"), text("s"));
    assertEquals(DataType.UNKNOWN, eval(coalesce, empty).observed(), "zero rows stay unknown");
    // A nested mixed node makes its parent mixed: refined from the values the parent produces.
    TestTables.Outcome nested = eval("{\"op\":\"coalesce\",\"args\":[" + ifNeg
        + ",{\"value\":null}]}", table(num("a", 5.0, 7.0)));
    assertEquals(DataType.NUMBER, nested.observed());
    assertEquals(list(5.0, 7.0), nested.values());
  }

  @Test
  void aDateAndADateTimeBranchDisagreeAndAreRefinedFromTheirValues() {
    Table times = table(date("d", "2024-01-01", null, "2024-02-29"),
        dateTime("dt", "2024-03-01T05:00:00Z", "2024-03-01T05:00:00Z", null));
    TestTables.Outcome coalesced = eval("{\"op\":\"coalesce\",\"args\":[{\"field\":\"d\"},"
        + "{\"field\":\"dt\"}]}", times, null, "Europe/Paris", null);
    assertEquals(DataType.UNKNOWN, coalesced.type(), "date and datetime are different types");
    assertEquals(DataType.TEXT, coalesced.observed(), "dates and date-times in one column");
    assertEquals(list("2024-01-01", "2024-03-01T05:00:00Z", "2024-02-29"), coalesced.values());
    String dateOrNow = "{\"op\":\"if\",\"args\":[{\"op\":\"isNotNull\",\"args\":[{\"field\":"
        + "\"d\"}]},{\"field\":\"d\"},{\"op\":\"now\"}]}";
    TestTables.Outcome dates = eval(dateOrNow, table(date("d", "2024-01-31", "2024-02-01")));
    assertEquals(DataType.UNKNOWN, dates.type());
    assertEquals(DataType.DATE, dates.observed(), "only dates: a date column, not rewritten");
    assertEquals(list("2024-01-31", "2024-02-01"), dates.values());
    TestTables.Outcome instants = eval(dateOrNow, table(date("d", null, null)),
        "2024-06-01T10:30:00Z", null, null);
    assertEquals(DataType.DATETIME, instants.observed());
    assertEquals(list("2024-06-01T10:30:00Z", "2024-06-01T10:30:00Z"), instants.values());
    TestTables.Outcome today = eval("{\"op\":\"coalesce\",\"args\":[{\"field\":\"d\"},"
        + "{\"op\":\"today\"}]}", table(date("d", "2024-01-31")));
    assertEquals(DataType.UNKNOWN, today.type());
    assertEquals(list("2024-01-31"), today.values());
    assertEquals(DataType.NUMBER, eval("{\"op\":\"year\",\"args\":[" + dateOrNow + "]}",
        table(date("d", "2024-01-31"))).type(), "a date part still reads either");
    assertEquals(DataType.UNKNOWN, eval("{\"op\":\"coalesce\",\"args\":[{\"field\":\"d\"},"
        + "{\"value\":1}]}", times).type());
  }

  @Test
  void valueFromRowReadsTheClickedRow() {
    assertEquals(list(false, true, false, false),
        eval("{\"op\":\"=\",\"args\":[{\"field\":\"name\"},{\"valueFromRow\":\"name\"}]}", t,
            null, null, Map.of("name", "BOB")).values());
    assertEquals(list(false, false, true, false),
        eval("{\"op\":\"=\",\"args\":[{\"field\":\"name\"},{\"valueFromRow\":\"name\"}]}", t,
            null, null, Map.of()).values());
    assertEquals(list(false, true, false, false),
        eval("{\"op\":\"=\",\"args\":[{\"field\":\"n\"},{\"valueFromRow\":\"n\"}]}", t,
            null, null, Map.of("n", 2.0)).values());
    assertEquals(list(true, false, false, false),
        eval("{\"op\":\"=\",\"args\":[{\"field\":\"day\"},{\"valueFromRow\":\"day\"}]}", t,
            null, null, Map.of("day", "2024-02-29")).values());
  }
}
