package hyperpbi.expression;

import java.util.Map;

/**
 * What an evaluation may read besides the row: the injectable clock, the host time zone, and the
 * clicked-row context for {@code valueFromRow}. Warnings are aggregated per expression by the
 * caller-provided sink (e.g. one "division by zero in N rows" warning).
 *
 * @param nowEpochMs the clock reading used by {@code today}/{@code now}
 * @param timeZone an IANA zone id or fixed offset such as "+02:00"; "UTC" when the host sets none
 * @param clickedRow canonical field key → value (Double, String, Boolean or null) of the clicked
 *     row, or an empty map outside events
 */
public record EvaluationContext(
    double nowEpochMs, String timeZone, Map<String, Object> clickedRow, WarningSink warnings) {

  public interface WarningSink {
    void warn(String code, String message);
  }
}
