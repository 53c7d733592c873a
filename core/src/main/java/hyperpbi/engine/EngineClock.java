package hyperpbi.engine;

import hyperpbi.diagnostic.Diagnostics;
import hyperpbi.expression.EvaluationContext;
import hyperpbi.imports.IsoDateTime;
import java.util.Map;

/** Builds the evaluation context: the injectable clock and the host time zone. */
final class EngineClock {
  private EngineClock() {}

  static EvaluationContext context(EngineRequest request, Diagnostics diagnostics) {
    double now = System.currentTimeMillis();
    if (request.now() != null) {
      double parsed = IsoDateTime.parseDateTime(request.now());
      if (Double.isNaN(parsed)) {
        diagnostics.error("INVALID_CLOCK", "/now", "now is not an ISO-8601 date-time: "
            + request.now());
      } else {
        now = parsed;
      }
    }
    String zone = request.timeZone() == null ? "UTC" : request.timeZone();
    return new EvaluationContext(now, zone, Map.of(), (code, message) -> { });
  }
}
