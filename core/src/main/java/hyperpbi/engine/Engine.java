package hyperpbi.engine;

import com.eclipsesource.json.Json;
import com.eclipsesource.json.JsonObject;
import com.eclipsesource.json.JsonValue;
import com.eclipsesource.json.ParseException;
import hyperpbi.calculation.CalculationResult;
import hyperpbi.calculation.Calculations;
import hyperpbi.data.DataSource;
import hyperpbi.data.Workspace;
import hyperpbi.dataset.DatasetEvaluator;
import hyperpbi.dataset.DatasetResult;
import hyperpbi.diagnostic.Diagnostics;
import hyperpbi.expression.EvaluationContext;
import hyperpbi.imports.SourceLoader;
import hyperpbi.json.JsonOut;
import java.util.List;
import java.util.Map;

/**
 * The one engine entry shared by every host: a request JSON (specification text plus named
 * sources, see {@link EngineRequest}) in, the evaluation document out. Never throws on bad input.
 */
public final class Engine {
  private Engine() {}

  public static String evaluate(String requestJson) {
    EngineRequest request;
    try {
      request = EngineRequest.parse(requestJson);
    } catch (RuntimeException e) {
      Diagnostics d = new Diagnostics();
      d.error("INVALID_REQUEST", "", "engine request is not valid JSON: " + e.getMessage());
      return failure(d);
    }
    return evaluate(request);
  }

  public static String evaluate(EngineRequest request) {
    Diagnostics diagnostics = new Diagnostics();
    Workspace workspace = SourceLoader.load(request.sources(), request.defaultSource(), diagnostics);
    JsonObject spec = parseSpec(request.specText(), diagnostics);
    EvaluationContext context = EngineClock.context(request, diagnostics);
    DataSource base = workspace.resolve(Workspace.POWERBI);
    CalculationResult calculated = spec == null || base == null
        ? null : Calculations.apply(spec, base, context, diagnostics);
    if (calculated != null) {
      base = calculated.base();
    }
    Map<String, DatasetResult> datasets = spec == null ? Map.of()
        : DatasetEvaluator.evaluate(spec, workspace, base, context, diagnostics);

    JsonOut out = new JsonOut(true);
    out.beginObject();
    out.field("ok", !diagnostics.hasErrors());
    out.key("diagnostics");
    diagnostics.writeTo(out);
    out.key("fields");
    ResultWriter.writeFields(out, base == null ? List.of() : base.table().fields());
    out.key("metrics").beginObject();
    if (calculated != null) {
      calculated.metrics().forEach((k, v) -> out.key(k).raw(ResultWriter.scalar(v)));
    }
    out.endObject();
    out.key("datasets").beginObject();
    datasets.forEach((name, result) -> {
      out.key(name);
      ResultWriter.writeDataset(out, result);
    });
    out.endObject();
    out.endObject();
    return out.toString();
  }

  private static JsonObject parseSpec(String text, Diagnostics diagnostics) {
    if (text == null) {
      diagnostics.error("INVALID_JSON", "", "specification is missing");
      return null;
    }
    JsonValue spec;
    try {
      spec = Json.parse(text);
    } catch (ParseException e) {
      diagnostics.error("INVALID_JSON", "", "specification is not valid JSON at line "
          + e.getLocation().line + ", column " + e.getLocation().column + ": " + e.getMessage());
      return null;
    }
    if (!spec.isObject()) {
      diagnostics.error("INVALID_PROPERTY_TYPE", "", "specification must be a JSON object");
      return null;
    }
    JsonValue version = spec.asObject().get("version");
    if (version == null || !version.isString() || !version.asString().equals("2.0")) {
      diagnostics.error("UNSUPPORTED_VERSION", "/version", "version must be \"2.0\"");
      return null;
    }
    return spec.asObject();
  }

  private static String failure(Diagnostics diagnostics) {
    JsonOut out = new JsonOut(true);
    out.beginObject().field("ok", false).key("diagnostics");
    diagnostics.writeTo(out);
    return out.endObject().toString();
  }
}
