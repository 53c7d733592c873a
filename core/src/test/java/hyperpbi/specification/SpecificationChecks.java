package hyperpbi.specification;

import com.eclipsesource.json.Json;
import com.eclipsesource.json.JsonValue;
import hyperpbi.engine.Engine;
import hyperpbi.engine.EngineRequest;
import hyperpbi.engine.SourceInput;
import java.util.ArrayList;
import java.util.List;

/** Runs {@code check} on a specification over a small CSV and lists "CODE path" per diagnostic. */
final class SpecificationChecks {
  private static final String CSV = "region,amount\nNorth,10\nSouth,5\n";

  private SpecificationChecks() {}

  static List<String> errors(String spec) {
    return diagnostics(spec, "error");
  }

  static List<String> warnings(String spec) {
    return diagnostics(spec, "warning");
  }

  private static List<String> diagnostics(String spec, String severity) {
    EngineRequest request = new EngineRequest("check", spec,
        List.of(new SourceInput("sales", "csv", CSV, null, null, null)), null,
        "2024-05-01T12:00:00Z", null, List.of(), null);
    List<String> codes = new ArrayList<>();
    for (JsonValue d : Json.parse(Engine.evaluate(request)).asObject().get("diagnostics")
        .asArray()) {
      if (d.asObject().getString("severity", "").equals(severity)) {
        codes.add(d.asObject().getString("code", "") + " " + d.asObject().getString("path", ""));
      }
    }
    return codes;
  }
}
