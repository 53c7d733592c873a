package hyperpbi.engine;

import hyperpbi.aggregate.BaseAggregates;
import hyperpbi.calculation.CalculationResult;
import hyperpbi.calculation.Calculations;
import hyperpbi.data.DataSource;
import hyperpbi.data.FieldMeta;
import hyperpbi.data.Workspace;
import hyperpbi.dataset.DatasetEvaluator;
import hyperpbi.dataset.DatasetResult;
import hyperpbi.diagnostic.Diagnostics;
import hyperpbi.expression.EvaluationContext;
import hyperpbi.imports.SourceLoader;
import hyperpbi.json.JsonOut;
import hyperpbi.map.MapNormalization;
import hyperpbi.map.MapResult;
import hyperpbi.specification.PreparedSpecification;
import hyperpbi.specification.Preparation;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

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
    DataSource base = workspace.resolve(Workspace.POWERBI);
    List<FieldMeta> baseFields = base == null ? List.of() : base.table().fields();
    PreparedSpecification prepared =
        Preparation.prepare(request.specText(), baseFields, diagnostics);
    EvaluationContext context = EngineClock.context(request, diagnostics);
    CalculationResult calculated = prepared == null || base == null
        ? null : Calculations.apply(prepared.spec(), base, context, diagnostics);
    if (calculated != null) {
      base = calculated.base();
    }
    if (base != null) {
      base = MapNormalization.withCoordinateTypes(base);
    }
    Map<String, DatasetResult> datasets = prepared == null ? Map.of()
        : DatasetEvaluator.evaluate(prepared.spec(), workspace, base, context, diagnostics);
    if (prepared != null) {
      Preparation.checkBindings(prepared, schemas(workspace, datasets),
          calculated == null ? Set.of() : calculated.metrics().keySet(), diagnostics);
    }
    MapResult map = MapNormalization.evaluate(datasets.get(Workspace.POWERBI), prepared, workspace,
        datasets, diagnostics);
    datasets = requested(datasets, request.datasets(), diagnostics);
    if (request.mode().equals("check")) {
      return failureOrOk(diagnostics);
    }
    BaseAggregates aggregates =
        base == null ? BaseAggregates.EMPTY : BaseAggregates.compute(base.table());
    return EvalDocument.write(diagnostics, base, calculated, datasets, aggregates, map);
  }

  /** Only the datasets a caller asked for (--dataset), in the order asked; all by default. */
  private static Map<String, DatasetResult> requested(Map<String, DatasetResult> all,
      List<String> names, Diagnostics diagnostics) {
    if (names.isEmpty()) {
      return all;
    }
    Map<String, DatasetResult> chosen = new LinkedHashMap<>();
    for (String name : names) {
      DatasetResult r = all.get(name);
      if (r == null) {
        diagnostics.error("UNKNOWN_DATASET", "", "requested dataset '" + name
            + "' is not available");
      } else {
        chosen.put(name, r);
      }
    }
    return chosen;
  }

  /** Every name a component may select: evaluated datasets, then uploaded source ids. */
  private static Map<String, List<FieldMeta>> schemas(Workspace workspace,
      Map<String, DatasetResult> datasets) {
    Map<String, List<FieldMeta>> schemas = new LinkedHashMap<>();
    datasets.forEach((name, result) -> schemas.put(name, result.table().fields()));
    workspace.sources().forEach((name, source) ->
        schemas.putIfAbsent(name, source.table().fields()));
    // Without any host data powerbi is still the base dataset, just with no fields.
    schemas.putIfAbsent(Workspace.POWERBI, List.of());
    return schemas;
  }

  private static String failure(Diagnostics diagnostics) {
    return failureOrOk(diagnostics);
  }

  /** The check document: {@code {"ok", "diagnostics"}}. */
  private static String failureOrOk(Diagnostics diagnostics) {
    JsonOut out = new JsonOut(true);
    out.beginObject().field("ok", !diagnostics.hasErrors()).key("diagnostics");
    diagnostics.writeTo(out);
    return out.endObject().toString();
  }
}
