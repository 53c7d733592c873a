package hyperpbi.engine;

import com.eclipsesource.json.Json;
import com.eclipsesource.json.JsonValue;
import hyperpbi.dashboard.Dashboard;
import hyperpbi.dashboard.Simulation;
import hyperpbi.diagnostic.Diagnostics;
import hyperpbi.expression.EvaluationContext;
import hyperpbi.interaction.Dispatch;
import hyperpbi.json.JsonDepth;
import hyperpbi.json.JsonNumbers;
import hyperpbi.json.JsonOut;
import hyperpbi.sources.ResponseCache;
import hyperpbi.view.ComponentViews;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The stateful JSON face of the interaction engine for interactive hosts: load once with an
 * engine request (as for eval, plus optional {@code runtime}), then dispatch event objects (the
 * simulate events format, core/README.md "Interactions") one by one. Answers use the simulate
 * document's shapes: {@link #loadDocument} is its header, {@link #dispatch} one step. Never
 * throws on bad input.
 */
public final class LiveDashboard {
  private final Dashboard dashboard;
  private final SessionReload session;
  private final Diagnostics loaded;
  private final String loadDocument;
  private int steps;

  private LiveDashboard(Dashboard dashboard, SessionReload session, Diagnostics loaded) {
    this.dashboard = dashboard;
    this.session = session;
    this.loaded = loaded;
    this.loadDocument = Simulation.loadDocument(dashboard, loaded,
        viewsAsked(dashboard) ? ViewDocument.forStep(dashboard, null) : null);
  }

  public static LiveDashboard load(String requestJson) {
    Diagnostics problems = new Diagnostics();
    EngineRequest request = EngineRequest.read(requestJson, problems);
    return request == null ? failed(problems) : load(Session.load(request), request);
  }

  /**
   * A dashboard that could not be loaded (a request that cannot be read): its load document
   * carries the findings and every dispatch answers NO_DASHBOARD.
   */
  public static LiveDashboard failed(Diagnostics problems) {
    return new LiveDashboard(null, null, problems);
  }

  /**
   * Loads over an already loaded session (the request's sources are ignored): hosts and the
   * benchmarks keep one imported workspace and open dashboards on it.
   */
  public static LiveDashboard load(Session session, EngineRequest request) {
    return load(session, request, ResponseCache.shared());
  }

  /**
   * Evaluates the request's specification and loads its dashboard (none when the specification
   * could not be prepared); remote rows arriving later are evaluated on the same session.
   */
  static LiveDashboard load(Session session, EngineRequest request, ResponseCache cache) {
    Diagnostics diagnostics = new Diagnostics();
    EvaluationContext context = EngineClock.context(request, diagnostics);
    Evaluation evaluation = session.evaluate(request.specText(), request.host(), context,
        diagnostics);
    if (evaluation.prepared() == null) {
      return new LiveDashboard(null, null, diagnostics);
    }
    SessionReload reload = new SessionReload(session, request, context, diagnostics);
    Dashboard dashboard = Dashboard.load(reload.model(evaluation), reload, cache, reload::now);
    return new LiveDashboard(dashboard, reload, diagnostics);
  }

  /** {@code {"ok","diagnostics","runtime","interactions","initial":{"effects","state"}}}. */
  public String loadDocument() {
    return loadDocument;
  }

  /**
   * The eval document (core/README.md) of the specification over the data as it is now, remote
   * rows that arrived included; a dashboard that could not be loaded answers its load document.
   */
  public String evalDocument() {
    return session == null ? loadDocument : session.evalDocument();
  }

  /** The inspect answer of the datasets ({@link Inspector#datasets}); none without a dashboard. */
  public String inspectDatasets() {
    return Inspector.datasets(session == null ? null : session.latest());
  }

  /** A window of a dataset's rows ({@link Inspector#rows}). */
  public String datasetRows(String name, int first, int count) {
    return session == null ? noDatasets(name) : Inspector.rows(session.latest(),
        session.workspace(), name, first, count);
  }

  /** The source rows behind one row of a dataset ({@link Inspector#lineage}). */
  public String datasetLineage(String name, int row) {
    return session == null ? noDatasets(name) : Inspector.lineage(session.latest(),
        session.workspace(), name, row);
  }

  private static String noDatasets(String name) {
    return Inspector.rows(null, hyperpbi.data.Workspace.empty(), name, 0, 0);
  }

  /**
   * The views ({@code {"views": [...]}}) of the components listed in a JSON array, or of every
   * component with a view (data-bound ones, texts, metric grids) for an empty array. An entry is
   * an id, or {@code {"id", "page"}} for another page of a listing component's rows (0 first);
   * an unknown id or a malformed request is an error answer ({@code {"ok": false, "error"}}).
   */
  public String views(String requestJson) {
    if (dashboard == null) {
      return viewsError("the specification could not be loaded");
    }
    List<String> ids = new ArrayList<>();
    Map<String, Integer> pages = new HashMap<>();
    JsonValue list;
    try {
      list = JsonDepth.parse(requestJson);
    } catch (RuntimeException e) {
      list = null;
    }
    if (list == null || !list.isArray()) {
      return viewsError("views take a JSON array of component ids or {id, page} objects");
    }
    // Every member is checked before it is read: a null member read in WebAssembly is a trap no
    // Java handler sees.
    for (int i = 0; i < list.asArray().size(); i++) {
      JsonValue entry = list.asArray().get(i);
      JsonValue idValue = entry.isObject() ? entry.asObject().get("id") : entry;
      JsonValue page = entry.isObject() ? entry.asObject().get("page") : null;
      if (idValue == null || !idValue.isString()) {
        return viewsError("entry " + i + " is not a component id or an {id, page} object with a "
            + "string id");
      }
      String id = idValue.asString();
      if (!dashboard.model().components().exists(id)) {
        return viewsError("unknown component '" + id + "'");
      }
      if (page != null) {
        double p = page.isNumber() ? JsonNumbers.value(page) : -1;
        if (p < 0 || p != Math.floor(p) || p > Integer.MAX_VALUE) {
          return viewsError("entry " + i + ": page must be a nonnegative integer, not " + page);
        }
        pages.put(id, (int) p);
      }
      ids.add(id);
    }
    return ViewDocument.write(ComponentViews.of(dashboard.model(), dashboard.state(), ids,
        pages));
  }

  /**
   * The mark a click's {@code {"component", "layer"?, "row"}} names: {@code {"rows": [base
   * source rows], "identities": [host identity indices]}} (identities left out when the host
   * supplied none), the rows a click on it would select (core/README.md, "Interactions").
   * Hosts name a mark to the report with them without clicking it (Power BI's context menu and
   * tooltips). A request that names no mark is an error answer.
   */
  public String mark(String markJson) {
    if (dashboard == null) {
      return viewsError("the specification could not be loaded");
    }
    JsonValue v = null;
    try {
      // Null text is checked, not dereferenced: a null read in WebAssembly is a trap.
      v = markJson == null ? null : JsonDepth.parse(markJson);
    } catch (RuntimeException e) {
      v = null;
    }
    JsonValue component = v != null && v.isObject() ? v.asObject().get("component") : null;
    JsonValue layer = v != null && v.isObject() ? v.asObject().get("layer") : null;
    JsonValue row = v != null && v.isObject() ? v.asObject().get("row") : null;
    if (component == null || !component.isString() || row == null || !row.isNumber()
        || (layer != null && !layer.isString() && !layer.isNull())) {
      return viewsError("a mark is {\"component\": id, \"layer\"?: id, \"row\": n}");
    }
    double r = JsonNumbers.value(row);
    hyperpbi.interaction.MarkRows.Mark mark = r < 0 || r != Math.floor(r) || r > Integer.MAX_VALUE
        ? null : hyperpbi.interaction.MarkRows.of(dashboard.model(), dashboard.state(),
            component.asString(), layer == null || layer.isNull() ? null : layer.asString(),
            (int) r);
    if (mark == null) {
      return viewsError("no mark at row " + row + " of '" + component.asString() + "'");
    }
    JsonOut out = new JsonOut(false).beginObject();
    hyperpbi.interaction.StateWriter.ints(out.key("rows"), mark.rows());
    if (mark.identities() != null) {
      hyperpbi.interaction.StateWriter.ints(out.key("identities"), mark.identities());
    }
    return out.endObject().toString();
  }

  private static String viewsError(String message) {
    return new JsonOut(false).beginObject().field("ok", false)
        .field("error", message).endObject().toString();
  }

  /** Whether the host's runtime configuration asks for views with each step. */
  private static boolean viewsAsked(Dashboard dashboard) {
    return dashboard != null && dashboard.model().config().views();
  }

  /** Findings of preparation and the first evaluation. */
  Diagnostics loadDiagnostics() {
    return loaded;
  }

  /** The loaded dashboard, or null when the specification could not be prepared. */
  public Dashboard dashboard() {
    return dashboard;
  }

  /**
   * Applies one event object and answers
   * {@code {"step","event","effects","changedViews","diagnostics","state"}}.
   */
  public String dispatch(String eventJson) {
    return step(eventJson).document();
  }

  /** A dispatched event: its step document and the engine's answer (null when none ran). */
  record Step(String document, Dispatch dispatch) {}

  /** {@link #dispatch}, keeping the engine's answer for the renderer. */
  Step step(String eventJson) {
    JsonValue event;
    Diagnostics problems = new Diagnostics();
    if (eventJson == null) {
      event = Json.NULL;
      problems.error("INVALID_EVENT", "", "the event must be JSON text (a string)");
    } else {
      try {
        event = JsonDepth.parse(eventJson);
      } catch (RuntimeException e) {
        event = Json.NULL;
        problems.error("INVALID_EVENT", "", "event is not valid JSON: " + e.getMessage());
      }
    }
    Dispatch d;
    if (dashboard == null) {
      problems.error("NO_DASHBOARD", "", "the specification could not be loaded");
      d = new Dispatch(hyperpbi.ui.UiState.empty(), java.util.List.of(),
          java.util.List.of(), problems.sorted());
    } else if (problems.hasErrors()) {
      d = new Dispatch(dashboard.state(), java.util.List.of(), java.util.List.of(),
          problems.sorted());
    } else {
      d = Simulation.replay(dashboard, event, "");
    }
    return new Step(Simulation.stepDocument(steps++, event, d, viewsAsked(dashboard)
        ? ViewDocument.forStep(dashboard, d) : null), d);
  }

  /** The map layers the renderer draws (none without a dashboard). */
  hyperpbi.map.MapResult map() {
    return session == null ? hyperpbi.map.MapResult.EMPTY : session.map();
  }
}
