package hyperpbi.data;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Dates print yyyy-mm-dd and date-times ISO-8601 UTC with Z, as text or into a char buffer. */
class UtcCalendarTest {
  private static final double DAY = UtcCalendar.MS_PER_DAY;

  @Test
  void datesPadTheYearToFourDigitsOrTakeTheExpandedForm() {
    assertEquals("1970-01-01", UtcCalendar.formatDate(0));
    assertEquals("2024-02-29", UtcCalendar.formatDate(UtcCalendar.epochMs(2024, 2, 29)));
    assertEquals("1969-12-31", UtcCalendar.formatDate(-1), "the UTC day containing the instant");
    assertEquals("0099-03-01", UtcCalendar.formatDate(UtcCalendar.epochMs(99, 3, 1)));
    // Years outside 0000-9999 take ISO-8601's expanded form, as toISOString writes them.
    assertEquals("-000044-03-15", UtcCalendar.formatDate(UtcCalendar.epochMs(-44, 3, 15)));
    assertEquals("+010000-01-01T04:59:59Z",
        UtcCalendar.formatDateTime(UtcCalendar.epochMs(10000, 1, 1) + 17_999_000));
    assertEquals("9999-12-31", UtcCalendar.formatDate(UtcCalendar.epochMs(9999, 12, 31)));
    assertEquals("+012345-06-07", UtcCalendar.formatDate(UtcCalendar.epochMs(12345, 6, 7)));
  }

  @Test
  void dateTimesShowMillisecondsOnlyWhenNonzero() {
    double t = UtcCalendar.epochMs(2024, 6, 1) + 13 * 3_600_000d + 5 * 60_000d + 9_000d;
    assertEquals("2024-06-01T13:05:09Z", UtcCalendar.formatDateTime(t));
    assertEquals("2024-06-01T13:05:09.007Z", UtcCalendar.formatDateTime(t + 7));
    assertEquals("1969-12-31T23:59:59.999Z", UtcCalendar.formatDateTime(-1));
    assertEquals("2000-01-01T00:00:00Z", UtcCalendar.formatDateTime(10_957 * DAY));
  }

  @Test
  void writingIntoABufferGivesTheSameTextAtTheOffset() {
    char[] out = "ab".concat(" ".repeat(UtcCalendar.MAX_TEXT)).toCharArray();
    double t = UtcCalendar.epochMs(-2024, 12, 31) + 86_399_999d;
    int end = UtcCalendar.writeDateTime(t, out, 2);
    assertEquals("ab" + UtcCalendar.formatDateTime(t), new String(out, 0, end));
    assertEquals("ab-002024-12-31T23:59:59.999Z", new String(out, 0, end));
    end = UtcCalendar.writeDate(t, out, 1);
    assertEquals("a-002024-12-31", new String(out, 0, end));
  }
}
