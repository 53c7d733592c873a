package hyperpbi.imports;

import hyperpbi.data.UtcCalendar;

/**
 * Spreadsheet serial numbers to UTC epoch milliseconds. In the 1900 system serial 1 is
 * 1900-01-01 and serial 60 is the nonexistent 1900-02-29 that Lotus 1-2-3 invented and Excel
 * kept, so serials from 61 on are one day ahead of a plain count (serial 0 is 1899-12-31, where
 * time-only values live). In the 1904 system ({@code workbookPr date1904}) serial 0 is
 * 1904-01-01. Times are rounded to the millisecond.
 */
final class ExcelDates {
  /** Serial of 9999-12-31, the last day spreadsheets show. */
  private static final double MAX_SERIAL_1900 = 2958465;
  private static final double MAX_SERIAL_1904 = MAX_SERIAL_1900 - 1462;

  private ExcelDates() {}

  /** Epoch ms, or NaN for negative serials, 1900-02-29 and serials after 9999-12-31. */
  static double toEpochMs(double serial, boolean date1904) {
    if (!(serial >= 0) || serial >= (date1904 ? MAX_SERIAL_1904 : MAX_SERIAL_1900) + 1) {
      return Double.NaN;
    }
    int days = (int) Math.floor(serial);
    double msOfDay = Math.floor((serial - days) * UtcCalendar.MS_PER_DAY + 0.5);
    if (msOfDay >= UtcCalendar.MS_PER_DAY) {
      days++;
      msOfDay -= UtcCalendar.MS_PER_DAY;
    }
    int epochDays;
    if (date1904) {
      epochDays = days - 24107;
    } else if (days == 60) {
      return Double.NaN;
    } else {
      epochDays = days < 60 ? days - 25568 : days - 25569;
    }
    return epochDays * UtcCalendar.MS_PER_DAY + msOfDay;
  }

  /** The day (midnight UTC) of a serial, as a date cell shows it; NaN like {@link #toEpochMs}. */
  static double toEpochDay(double serial, boolean date1904) {
    return toEpochMs(Math.floor(serial), date1904);
  }
}
