package hyperpbi.engine;

import hyperpbi.diagnostic.Diagnostics;
import hyperpbi.expression.EvaluationContext;
import hyperpbi.expression.ExpressionCodes;
import hyperpbi.expression.TimeZoneRule;
import hyperpbi.imports.IsoDateTime;
import java.util.Map;

/** Builds the evaluation context: the injectable clock and the host time zone. */
final class EngineClock {
  private EngineClock() {}

  static EvaluationContext context(EngineRequest request, Diagnostics diagnostics) {
    double now = System.currentTimeMillis();
    if (request.now() != null) {
      // A date alone is that day's UTC midnight, as a date value is everywhere else.
      double parsed = IsoDateTime.parseDateOrDateTime(request.now());
      if (Double.isNaN(parsed)) {
        diagnostics.error("INVALID_CLOCK", "/now", "now is not an ISO-8601 date or date-time: "
            + request.now());
      } else {
        now = parsed;
      }
    }
    String zone = request.timeZone() == null ? "UTC" : request.timeZone();
    if (TimeZoneRule.parse(zone) == null) {
      diagnostics.warning(ExpressionCodes.UNKNOWN_TIME_ZONE, "/timeZone", "time zone '" + zone
          + "' is not recognised (use an IANA id such as Europe/Paris, a POSIX rule or an offset "
          + "such as +02:00); UTC is used");
      zone = "UTC";
    }
    return new EvaluationContext(now, zone, Map.of(), (code, message) -> { });
  }
}
