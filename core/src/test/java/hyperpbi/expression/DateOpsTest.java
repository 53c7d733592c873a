package hyperpbi.expression;

import static hyperpbi.expression.TestTables.date;
import static hyperpbi.expression.TestTables.dateTime;
import static hyperpbi.expression.TestTables.eval;
import static hyperpbi.expression.TestTables.list;
import static hyperpbi.expression.TestTables.table;
import static hyperpbi.expression.TestTables.text;
import static org.junit.jupiter.api.Assertions.assertEquals;

import hyperpbi.data.DataType;
import hyperpbi.data.Table;
import java.util.List;
import org.junit.jupiter.api.Test;

class DateOpsTest {
  private static String part(String op, String field) {
    return "{\"op\":\"" + op + "\",\"args\":[{\"field\":\"" + field + "\"}]}";
  }

  @Test
  void datePartsInUtc() {
    Table t = table(date("d", "2024-02-29", "2023-12-31", null, "2024-07-01"));
    assertEquals(list(2024.0, 2023.0, null, 2024.0), eval(part("year", "d"), t).values());
    assertEquals(list(1.0, 4.0, null, 3.0), eval(part("quarter", "d"), t).values());
    assertEquals(list(2.0, 12.0, null, 7.0), eval(part("month", "d"), t).values());
    assertEquals(list(29.0, 31.0, null, 1.0), eval(part("day", "d"), t).values());
    assertEquals(list(9.0, 52.0, null, 27.0), eval(part("week", "d"), t).values());
    assertEquals(list(2024.0, 2023.0, null, 2024.0),
        eval("{\"op\":\"year\",\"date\":{\"field\":\"d\"}}", t).values());
  }

  @Test
  void isoWeeksAtYearBoundaries() {
    Table t = table(date("d", "2021-01-03", "2020-12-31", "2019-12-30", "2024-12-30",
        "2026-01-01", "2027-01-01", "2018-12-31", "2021-01-04", "2015-12-31", "2016-01-03"));
    assertEquals(list(53.0, 53.0, 1.0, 1.0, 1.0, 53.0, 1.0, 1.0, 53.0, 53.0),
        eval(part("week", "d"), t).values());
  }

  @Test
  void textDatesAreParsedAndInvalidOnesWarn() {
    Table t = table(text("s", "2024-01-15", "2024-02-30", null, "2024-03-01T10:30:00Z", "soon",
        "2024-02-30"));
    TestTables.Outcome o = eval(part("month", "s"), t);
    assertEquals(list(1.0, null, null, 3.0, null, null), o.values());
    assertEquals(List.of("INVALID_DATE: a value that is not a valid date returned null in 3 rows"),
        o.warnings());
  }

  @Test
  void dateAddClampsToMonthEnd() {
    Table t = table(date("d", "2024-01-31", "2023-01-31", "2024-02-29", "2024-03-31", null));
    assertEquals(list("2024-02-29T00:00:00Z", "2023-02-28T00:00:00Z", "2024-03-29T00:00:00Z",
        "2024-04-30T00:00:00Z", null),
        eval("{\"op\":\"dateAdd\",\"date\":{\"field\":\"d\"},\"amount\":{\"value\":1},"
            + "\"unit\":\"month\"}", t).values());
    assertEquals(list("2023-12-31T00:00:00Z", "2022-12-31T00:00:00Z", "2024-01-29T00:00:00Z",
        "2024-02-29T00:00:00Z", null),
        eval("{\"op\":\"dateAdd\",\"args\":[{\"field\":\"d\"},{\"value\":-1},\"month\"]}", t)
            .values());
    assertEquals(list("2025-01-31T00:00:00Z", "2024-01-31T00:00:00Z", "2025-02-28T00:00:00Z",
        "2025-03-31T00:00:00Z", null),
        eval("{\"op\":\"dateAdd\",\"args\":[{\"field\":\"d\"},{\"value\":1.9}],\"unit\":\"years\"}",
            t).values());
    TestTables.Outcome days = eval("{\"op\":\"dateAdd\",\"date\":{\"field\":\"d\"},"
        + "\"amount\":{\"value\":1.5}}", t);
    assertEquals(DataType.DATETIME, days.type());
    assertEquals(list("2024-02-01T12:00:00Z", "2023-02-01T12:00:00Z", "2024-03-01T12:00:00Z",
        "2024-04-01T12:00:00Z", null), days.values());
  }

  @Test
  void dateAddWithPerRowAmounts() {
    Table t = table(date("d", "2024-01-31", "2024-01-31", "2024-01-31", "2024-01-31"),
        TestTables.num("n", 1.0, 2.0, -1.0, null));
    assertEquals(list("2024-02-29T00:00:00Z", "2024-03-31T00:00:00Z", "2023-12-31T00:00:00Z", null),
        eval("{\"op\":\"dateAdd\",\"args\":[{\"field\":\"d\"},{\"field\":\"n\"},\"month\"]}", t)
            .values());
    TestTables.Outcome huge = eval("{\"op\":\"dateAdd\",\"args\":[{\"field\":\"d\"},"
        + "{\"value\":1e9},\"year\"]}", t);
    assertEquals(list(null, null, null, null), huge.values());
    assertEquals(List.of("INVALID_DATE: a value that is not a valid date returned null in 4 rows"),
        huge.warnings());
  }

  @Test
  void unsupportedUnitsFallBackToDaysWithAWarning() {
    Table t = table(date("d", "2024-01-31"));
    hyperpbi.diagnostic.Diagnostics d = new hyperpbi.diagnostic.Diagnostics();
    CheckedExpression e = ExpressionCompiler.check(com.eclipsesource.json.Json.parse(
        "{\"op\":\"dateAdd\",\"date\":{\"field\":\"d\"},\"amount\":{\"value\":2},"
            + "\"unit\":\"week\"}"), "/x", t.fields(), d);
    assertEquals("UNSUPPORTED_DATE_UNIT", d.sorted().get(0).code());
    assertEquals("/x/unit", d.sorted().get(0).path());
    assertEquals(list("2024-02-02T00:00:00Z"), TestTables.run(e, t).values());
    // A capital letter does not make a month a day.
    assertEquals(list("2024-02-29T00:00:00Z"), eval("{\"op\":\"dateAdd\",\"date\":"
        + "{\"field\":\"d\"},\"amount\":{\"value\":1},\"unit\":\"Month\"}", t).values());
  }

  @Test
  void dateDiffIsEndMinusStartInTheUnit() {
    Table t = table(date("a", "2024-01-01", "2024-03-01", null),
        date("b", "2024-03-01", "2024-01-01", "2024-01-01"));
    String diff = "{\"op\":\"dateDiff\",\"start\":{\"field\":\"a\"},\"end\":{\"field\":\"b\"}%s}";
    assertEquals(list(60.0, -60.0, null), eval(String.format(diff, ""), t).values());
    assertEquals(list(1440.0, -1440.0, null),
        eval(String.format(diff, ",\"unit\":\"hour\""), t).values());
    assertEquals(list(60 / 30.4375, -60 / 30.4375, null),
        eval(String.format(diff, ",\"unit\":\"month\""), t).values());
    assertEquals(list(60 / 365.25, -60 / 365.25, null),
        eval(String.format(diff, ",\"unit\":\"year\""), t).values());
    assertEquals(list(-60.0, 60.0, null),
        eval("{\"op\":\"dateDiff\",\"args\":[{\"field\":\"b\"},{\"field\":\"a\"},\"day\"]}", t)
            .values());
  }

  @Test
  void dateDiffCountsDaysForAnyOtherUnitWithAWarning() {
    // calculations-dsl.txt: dateDiff implements hour, month, year, "and otherwise days".
    Table t = table(date("a", "2024-01-01"), date("b", "2024-01-15"));
    for (String unit : List.of("week", "minute", "day")) {
      hyperpbi.diagnostic.Diagnostics d = new hyperpbi.diagnostic.Diagnostics();
      CheckedExpression e = ExpressionCompiler.check(com.eclipsesource.json.Json.parse(
          "{\"op\":\"dateDiff\",\"start\":{\"field\":\"a\"},\"end\":{\"field\":\"b\"},"
              + "\"unit\":\"" + unit + "\"}"), "/x", t.fields(), d);
      assertEquals(list(14.0), TestTables.run(e, t).values(), unit);
      assertEquals(unit.equals("day") ? List.of() : List.of("UNSUPPORTED_DATE_UNIT /x/unit"),
          d.sorted().stream().map(x -> x.code() + " " + x.path()).toList(), unit);
    }
  }

  @Test
  void dateDiffOfInvalidTextIsNullWithAWarning() {
    Table t = table(text("s", "2024-01-01", "not a date"));
    TestTables.Outcome o = eval("{\"op\":\"dateDiff\",\"args\":[{\"field\":\"s\"},"
        + "{\"value\":\"2024-01-11\"}]}", t);
    assertEquals(list(10.0, null), o.values());
    assertEquals(List.of("INVALID_DATE: a value that is not a valid date returned null in 1 row"),
        o.warnings());
  }

  @Test
  void todayAndNowReadTheClock() {
    Table t = table(date("d", "2024-03-09"));
    assertEquals(list("2024-03-10T00:00:00Z"),
        eval("{\"op\":\"today\"}", t, "2024-03-10T03:00:00Z", null, null).values());
    assertEquals(list("2024-03-10T03:00:00Z"),
        eval("{\"op\":\"now\",\"args\":[]}", t, "2024-03-10T03:00:00Z", null, null).values());
    // 03:00Z is 22:00 on March 9 in New York, but today stays UTC midnight (contract-notes).
    assertEquals(list("2024-03-10T00:00:00Z"),
        eval("{\"op\":\"today\"}", t, "2024-03-10T03:00:00Z", "America/New_York", null).values());
    // A date field is its local midnight (05:00Z on March 9), so it is before UTC's today.
    assertEquals(list(true, false),
        List.of(eval("{\"op\":\"<\",\"args\":[{\"field\":\"d\"},{\"op\":\"today\"}]}", t,
                "2024-03-10T03:00:00Z", "America/New_York", null).values().get(0),
            eval("{\"op\":\"=\",\"args\":[{\"field\":\"d\"},{\"op\":\"today\"}]}", t,
                "2024-03-10T03:00:00Z", "America/New_York", null).values().get(0)));
  }

  @Test
  void datePartsOfDateTimesUseTheTimeZone() {
    Table t = table(dateTime("t", "2024-03-30T23:30:00Z", "2024-12-31T23:00:00Z"));
    assertEquals(list(30.0, 31.0), eval(part("day", "t"), t).values());
    assertEquals(list(31.0, 1.0), eval(part("day", "t"), t, null, "Europe/Paris", null).values());
    assertEquals(list(2024.0, 2025.0),
        eval(part("year", "t"), t, null, "Europe/Paris", null).values());
    assertEquals(list(30.0, 31.0),
        eval(part("day", "t"), t, null, "America/New_York", null).values());
    assertEquals(list(31.0, 1.0), eval(part("day", "t"), t, null, "+05:30", null).values());
  }

  @Test
  void dayArithmeticAcrossDaylightSavingKeepsWallClockTime() {
    Table t = table(dateTime("t", "2024-03-30T11:00:00Z"), dateTime("u", "2024-03-31T10:00:00Z"));
    // Paris: 12:00 CET on March 30, 12:00 CEST on March 31 (23 hours later).
    assertEquals(list(1.0), eval("{\"op\":\"dateDiff\",\"args\":[{\"field\":\"t\"},"
        + "{\"field\":\"u\"}]}", t, null, "Europe/Paris", null).values());
    assertEquals(list(23.0), eval("{\"op\":\"dateDiff\",\"args\":[{\"field\":\"t\"},"
        + "{\"field\":\"u\"}],\"unit\":\"hour\"}", t, null, "Europe/Paris", null).values());
    assertEquals(list("2024-03-31T10:00:00Z"), eval("{\"op\":\"dateAdd\",\"args\":["
        + "{\"field\":\"t\"},{\"value\":1}]}", t, null, "Europe/Paris", null).values());
    assertEquals(list("2024-03-31T11:00:00Z"), eval("{\"op\":\"dateAdd\",\"args\":["
        + "{\"field\":\"t\"},{\"value\":1}]}", t, null, "UTC", null).values());
  }

  @Test
  void comparisonsOfDatesAndText() {
    Table t = table(date("d", "2024-02-01", "2024-01-31", null),
        dateTime("t", "2024-02-01T00:00:00Z", "2024-01-31T23:59:59Z", null));
    assertEquals(list(true, false, false),
        eval("{\"op\":\">=\",\"args\":[{\"field\":\"d\"},{\"value\":\"2024-02-01\"}]}", t).values());
    assertEquals(list(true, false, false),
        eval("{\"op\":\"<=\",\"args\":[{\"value\":\"2024-02-01\"},{\"field\":\"d\"}]}", t).values());
    assertEquals(list(true, false, true),
        eval("{\"op\":\"=\",\"args\":[{\"field\":\"d\"},{\"field\":\"t\"}]}", t).values());
    assertEquals(list(false, true, false),
        eval("{\"op\":\"<\",\"args\":[{\"field\":\"t\"},{\"value\":\"2024-02-01\"}]}", t).values());
    assertEquals(list(false, false, false),
        eval("{\"op\":\"=\",\"args\":[{\"field\":\"d\"},{\"value\":\"soon\"}]}", t).values());
    assertEquals(list(true, false, false),
        eval("{\"op\":\"=\",\"args\":[{\"field\":\"d\"},{\"value\":\"2024-02-01\"}]}", t).values());
  }
}
