package hyperpbi.engine;

import hyperpbi.data.Workspace;
import hyperpbi.dataset.DatasetEvaluator;
import hyperpbi.dataset.DatasetResult;
import hyperpbi.diagnostic.Diagnostics;
import hyperpbi.expression.EvaluationContext;
import hyperpbi.interaction.Simulation;
import hyperpbi.json.JsonOut;
import hyperpbi.sources.ResponseCache;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The one engine entry shared by every host: a request JSON (specification text plus named
 * sources, see {@link EngineRequest}) in, the evaluation document out. Never throws on bad input.
 */
public final class Engine {
  private Engine() {}

  public static String evaluate(String requestJson) {
    Diagnostics problems = new Diagnostics();
    EngineRequest request = EngineRequest.read(requestJson, problems);
    return request == null ? failure(problems) : evaluate(request);
  }

  public static String evaluate(EngineRequest request) {
    return evaluate(Session.load(request), request);
  }

  /**
   * Evaluates a request against an already loaded session (the request's sources are ignored):
   * hosts that keep a session re-evaluate without re-importing, and unchanged datasets are cache
   * hits. Mode {@code rows} writes the compact document of {@link EvalDocument#writeRows}.
   */
  public static String evaluate(Session session, EngineRequest request) {
    Diagnostics diagnostics = null;
    Evaluation evaluation = null;
    for (int run = 0; run < request.repeat(); run++) {
      diagnostics = new Diagnostics();
      EvaluationContext context = EngineClock.context(request, diagnostics);
      evaluation = session.evaluate(request.specText(), request.host(), context, diagnostics);
    }
    if (request.mode().equals("simulate")) {
      return simulate(request, session);
    }
    if (request.mode().equals("render")) {
      return RenderDocument.json(RenderDocument.render(session, request));
    }
    boolean rows = request.mode().equals("rows");
    // Mode rows writes only the datasets asked for: a host drawing one view needs no others.
    Map<String, DatasetResult> datasets = rows && request.datasets().isEmpty() ? Map.of()
        : requested(evaluation.datasets(), session.workspace(), request.datasets(), diagnostics);
    if (request.mode().equals("check")) {
      return failureOrOk(diagnostics);
    }
    if (rows) {
      return EvalDocument.writeRows(diagnostics, evaluation.calculated(), datasets);
    }
    return EvalDocument.write(diagnostics, evaluation.base(), evaluation.calculated(), datasets,
        evaluation.aggregates(), evaluation.map());
  }

  /**
   * Loads the interaction engine over the session and replays the request's events (with a cache
   * of its own: a replay never depends on what ran before it).
   */
  private static String simulate(EngineRequest request, Session session) {
    LiveDashboard live = LiveDashboard.load(session, request, new ResponseCache());
    return Simulation.run(live.dashboard(), request.events(), live.loadDiagnostics(),
        ViewDocument::forStep);
  }

  /**
   * Only the datasets a caller asked for (--dataset), in the order asked; all by default. A name
   * means what it means to a component ({@link DatasetEvaluator#view}): the default source's id
   * gives powerbi's rows, so a host drawing a component over it can ask for them.
   */
  private static Map<String, DatasetResult> requested(Map<String, DatasetResult> all,
      Workspace workspace, List<String> names, Diagnostics diagnostics) {
    if (names.isEmpty()) {
      return all;
    }
    Map<String, DatasetResult> chosen = new LinkedHashMap<>();
    for (String name : names) {
      DatasetResult r = DatasetEvaluator.view(name, all, workspace);
      if (r == null) {
        diagnostics.error("UNKNOWN_DATASET", "", "requested dataset '" + name
            + "' is not available");
      } else {
        chosen.put(name, r);
      }
    }
    return chosen;
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
