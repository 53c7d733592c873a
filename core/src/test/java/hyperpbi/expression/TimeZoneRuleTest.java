package hyperpbi.expression;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import hyperpbi.data.UtcCalendar;
import hyperpbi.imports.IsoDateTime;
import org.junit.jupiter.api.Test;

class TimeZoneRuleTest {
  private static final int HOUR = 3_600_000;

  private static double at(String iso) {
    return IsoDateTime.parseDateTime(iso);
  }

  private static int offsetHours(String zone, String iso) {
    return TimeZoneRule.parse(zone).offsetAt(at(iso)) / 60_000;
  }

  @Test
  void utcAndFixedOffsets() {
    assertEquals(0, offsetHours("UTC", "2024-07-01T00:00:00Z"));
    assertEquals(0, offsetHours("Z", "2024-07-01T00:00:00Z"));
    assertEquals(330, offsetHours("+05:30", "2024-07-01T00:00:00Z"));
    assertEquals(-480, offsetHours("-0800", "2024-07-01T00:00:00Z"));
    assertEquals(540, offsetHours("+09", "2024-07-01T00:00:00Z"));
    assertEquals(-300, offsetHours("Etc/GMT+5", "2024-07-01T00:00:00Z"));
    assertNull(TimeZoneRule.parse("+25:00"));
    assertNull(TimeZoneRule.parse("Mars/Olympus_Mons"));
    assertNull(TimeZoneRule.parse("CET-1CEST,M3.5.0"));
    assertEquals(TimeZoneRule.UTC, TimeZoneRule.parse(null));
  }

  @Test
  void europeanSummerTimeStartsAndEndsAtOneUtc() {
    String paris = "Europe/Paris";
    assertEquals(60, offsetHours(paris, "2024-03-31T00:59:59Z"));
    assertEquals(120, offsetHours(paris, "2024-03-31T01:00:00Z"));
    assertEquals(120, offsetHours(paris, "2024-10-27T00:59:59Z"));
    assertEquals(60, offsetHours(paris, "2024-10-27T01:00:00Z"));
    assertEquals(60, offsetHours("CET-1CEST,M3.5.0,M10.5.0/3", "2024-01-15T12:00:00Z"));
    assertEquals(0, offsetHours("Europe/London", "2024-03-31T00:59:59Z"));
    assertEquals(60, offsetHours("Europe/London", "2024-03-31T01:00:00Z"));
    assertEquals(120, offsetHours("Europe/Berlin", "2023-07-01T00:00:00Z"));
    assertEquals(120, offsetHours("Europe/Amsterdam", "2023-07-01T00:00:00Z"));
  }

  @Test
  void usAndSouthernHemisphereRules() {
    assertEquals(-300, offsetHours("America/New_York", "2024-03-10T06:59:59Z"));
    assertEquals(-240, offsetHours("America/New_York", "2024-03-10T07:00:00Z"));
    assertEquals(-240, offsetHours("America/New_York", "2024-11-03T05:59:59Z"));
    assertEquals(-300, offsetHours("America/New_York", "2024-11-03T06:00:00Z"));
    assertEquals(-360, offsetHours("America/Chicago", "2024-01-01T00:00:00Z"));
    assertEquals(-360, offsetHours("America/Denver", "2024-07-01T00:00:00Z"));
    assertEquals(-420, offsetHours("America/Los_Angeles", "2024-07-01T00:00:00Z"));
    assertEquals(540, offsetHours("Asia/Tokyo", "2024-07-01T00:00:00Z"));
    assertEquals(330, offsetHours("Asia/Kolkata", "2024-07-01T00:00:00Z"));
    // Sydney: daylight saving from the first Sunday of October to the first Sunday of April.
    assertEquals(660, offsetHours("Australia/Sydney", "2024-01-15T00:00:00Z"));
    assertEquals(600, offsetHours("Australia/Sydney", "2024-07-15T00:00:00Z"));
    assertEquals(660, offsetHours("Australia/Sydney", "2024-04-06T15:59:59Z"));
    assertEquals(600, offsetHours("Australia/Sydney", "2024-04-06T16:00:00Z"));
    assertEquals(600, offsetHours("Australia/Sydney", "2024-10-05T15:59:59Z"));
    assertEquals(660, offsetHours("Australia/Sydney", "2024-10-05T16:00:00Z"));
    assertEquals(-150, offsetHours("America/St_Johns", "2024-07-01T00:00:00Z"));
  }

  @Test
  void localTimesInGapsMoveForwardAndRepeatedTimesTakeTheEarlierInstant() {
    TimeZoneRule ny = TimeZoneRule.parse("America/New_York");
    double day = UtcCalendar.epochMs(2024, 3, 10);
    // 02:30 does not exist on 2024-03-10: it becomes 03:30 EDT = 07:30Z.
    assertEquals(at("2024-03-10T07:30:00Z"), ny.localToInstant(day + 2.5 * HOUR));
    assertEquals(at("2024-03-10T06:30:00Z"), ny.localToInstant(day + 1.5 * HOUR));
    double fall = UtcCalendar.epochMs(2024, 11, 3);
    // 01:30 happens twice on 2024-11-03: first as EDT (05:30Z).
    assertEquals(at("2024-11-03T05:30:00Z"), ny.localToInstant(fall + 1.5 * HOUR));
    assertEquals(at("2024-11-03T07:30:00Z"), ny.localToInstant(fall + 2.5 * HOUR));
  }

  @Test
  void posixRulesWithJulianDaysAndLateTimes() {
    TimeZoneRule j = TimeZoneRule.parse("XST-1XDT,J60,J300");
    assertNotNull(j);
    // J60 is March 1 in every year (February 29 is never counted).
    assertEquals(HOUR, j.offsetAt(at("2024-03-01T00:59:59Z")));
    assertEquals(2 * HOUR, j.offsetAt(at("2024-03-01T01:00:00Z")));
    // Israel: Friday before the last Sunday of March at 02:00, written M3.4.4/26.
    assertEquals(120, offsetHours("Asia/Jerusalem", "2024-03-28T23:59:59Z"));
    assertEquals(180, offsetHours("Asia/Jerusalem", "2024-03-29T00:00:00Z"));
  }
}
