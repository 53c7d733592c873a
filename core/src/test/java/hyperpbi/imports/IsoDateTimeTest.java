package hyperpbi.imports;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import hyperpbi.data.UtcCalendar;
import org.junit.jupiter.api.Test;

class IsoDateTimeTest {
  private static final double JAN_1_2024 = UtcCalendar.epochMs(2024, 1, 1);

  @Test
  void datesMustBeRealCalendarDates() {
    assertEquals(JAN_1_2024, IsoDateTime.parseDate("2024-01-01"));
    assertTrue(Double.isNaN(IsoDateTime.parseDate("2024-02-30")));
    assertTrue(Double.isNaN(IsoDateTime.parseDate("2024-01-01T00:00")));
    assertTrue(Double.isNaN(IsoDateTime.parseDate("2024/01/01")));
  }

  @Test
  void dateTimesWithOffsetsAndFractions() {
    assertEquals(JAN_1_2024 + 3_600_000, IsoDateTime.parseDateTime("2024-01-01T01:00"));
    assertEquals(JAN_1_2024 + 3_600_000, IsoDateTime.parseDateTime("2024-01-01 01:00:00Z"));
    assertEquals(JAN_1_2024, IsoDateTime.parseDateTime("2024-01-01T01:00:00+01:00"));
    assertEquals(JAN_1_2024, IsoDateTime.parseDateTime("2024-01-01T01:00+0100"));
    assertEquals(JAN_1_2024, IsoDateTime.parseDateTime("2024-01-01T01:00+01"));
    assertEquals(JAN_1_2024 + 7_200_000, IsoDateTime.parseDateTime("2024-01-01T01:00-01:00"));
    assertEquals(JAN_1_2024 + 1_500, IsoDateTime.parseDateTime("2024-01-01T00:00:01.5"));
    assertEquals(JAN_1_2024 + 1_123, IsoDateTime.parseDateTime("2024-01-01T00:00:01.123999"));
    for (String bad : new String[] {"2024-01-01T", "2024-01-01T1:00", "2024-01-01T01:60",
        "2024-01-01T01:00:60", "2024-01-01T01:00:00.", "2024-01-01T01:00+1", "2024-01-01T01:00z",
        "2024-01-01T01:00+01:00:00", "2024-01-01x01:00"}) {
      assertTrue(Double.isNaN(IsoDateTime.parseDateTime(bad)), bad);
    }
  }
}
