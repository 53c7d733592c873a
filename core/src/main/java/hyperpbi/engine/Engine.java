package hyperpbi.engine;

import com.eclipsesource.json.Json;
import com.eclipsesource.json.JsonObject;
import com.eclipsesource.json.JsonValue;
import com.eclipsesource.json.ParseException;
import hyperpbi.data.DataSource;
import hyperpbi.data.Lineage;
import hyperpbi.data.Workspace;
import hyperpbi.dataset.DatasetResult;
import hyperpbi.dataset.DatasetStats;
import hyperpbi.diagnostic.Diagnostics;
import hyperpbi.imports.SourceLoader;
import hyperpbi.json.JsonOut;
import java.util.List;

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
    JsonValue spec = parseSpec(request.specText(), diagnostics);
    if (spec != null) {
      checkVersion(spec, diagnostics);
    }
    JsonOut out = new JsonOut(true);
    out.beginObject();
    out.field("ok", !diagnostics.hasErrors());
    out.key("diagnostics");
    diagnostics.writeTo(out);
    DataSource base = workspace.resolve(Workspace.POWERBI);
    out.key("fields");
    ResultWriter.writeFields(out, base == null ? List.of() : base.table().fields());
    out.key("metrics").beginObject().endObject();
    out.key("datasets").beginObject();
    if (base != null) {
      out.key(Workspace.POWERBI);
      ResultWriter.writeDataset(out, baseResult(base));
    }
    out.endObject();
    out.endObject();
    return out.toString();
  }

  private static DatasetResult baseResult(DataSource base) {
    int n = base.rowCount();
    return new DatasetResult(Workspace.POWERBI, base.table(), base.rowKeys(), Lineage.identity(n),
        new DatasetStats(false, n, n, 0, n), base.warnings());
  }

  private static JsonValue parseSpec(String text, Diagnostics diagnostics) {
    if (text == null) {
      diagnostics.error("INVALID_JSON", "", "specification is missing");
      return null;
    }
    try {
      return Json.parse(text);
    } catch (ParseException e) {
      diagnostics.error("INVALID_JSON", "", "specification is not valid JSON at line "
          + e.getLocation().line + ", column " + e.getLocation().column + ": " + e.getMessage());
      return null;
    }
  }

  private static void checkVersion(JsonValue spec, Diagnostics diagnostics) {
    JsonValue version = spec.isObject() ? ((JsonObject) spec).get("version") : null;
    if (version == null || !version.isString() || !version.asString().equals("2.0")) {
      diagnostics.error("UNSUPPORTED_VERSION", "/version", "version must be \"2.0\"");
    }
  }

  private static String failure(Diagnostics diagnostics) {
    JsonOut out = new JsonOut(true);
    out.beginObject().field("ok", false).key("diagnostics");
    diagnostics.writeTo(out);
    return out.endObject().toString();
  }
}
