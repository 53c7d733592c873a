package hyperpbi.expression;

import java.util.Map;

/**
 * What an evaluation may read besides the row: the injectable clock, the host time zone, and the
 * clicked-row context for {@code valueFromRow}. Each evaluation sends at most one warning per kind
 * to the sink (e.g. one "division by zero returned null in N rows"); callers turn them into
 * diagnostics at the expression's pointer.
 *
 * @param nowEpochMs the clock reading used by {@code today}/{@code now}
 * @param timeZone the host zone as {@link TimeZoneRule#parse} reads it: an IANA id, a POSIX TZ
 *     rule or a fixed offset such as "+02:00"; "UTC" when the host sets none (an unknown zone
 *     evaluates as UTC; the engine reports it once as UNKNOWN_TIME_ZONE)
 * @param clickedRow canonical field key → value (Double, String, Boolean or null) of the clicked
 *     row, or an empty map outside events
 */
public record EvaluationContext(
    double nowEpochMs, String timeZone, Map<String, Object> clickedRow, WarningSink warnings) {

  public interface WarningSink {
    void warn(String code, String message);
  }
}
