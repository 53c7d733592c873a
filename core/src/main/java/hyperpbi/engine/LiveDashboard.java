package hyperpbi.engine;

import com.eclipsesource.json.Json;
import com.eclipsesource.json.JsonValue;
import hyperpbi.diagnostic.Diagnostics;
import hyperpbi.expression.EvaluationContext;
import hyperpbi.interaction.Dashboard;
import hyperpbi.interaction.Dispatch;
import hyperpbi.interaction.Simulation;
import hyperpbi.json.JsonDepth;
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
    return request == null
        ? new LiveDashboard(null, null, problems)
        : load(Session.load(request), request);
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

  /**
   * The views ({@code {"views": [...]}}) of the components listed in a JSON array, or of every
   * component with a view (data-bound ones, texts, metric grids) for an empty array. An entry is
   * an id, or {@code {"id", "page"}} for another page of a listing component's rows (0 first);
   * an unknown id or a malformed request is an error answer ({@code {"ok": false, "error"}}).
   */
  public String views(String requestJson) {
    if (dashboard == null) {
      return "{\"ok\": false, \"error\": \"the specification could not be loaded\"}";
    }
    List<String> ids = new ArrayList<>();
    Map<String, Integer> pages = new HashMap<>();
    try {
      for (JsonValue entry : JsonDepth.parse(requestJson).asArray()) {
        String id = entry.isObject() ? entry.asObject().get("id").asString() : entry.asString();
        JsonValue page = entry.isObject() ? entry.asObject().get("page") : null;
        if (!dashboard.model().components().exists(id)) {
          return "{\"ok\": false, \"error\": \"unknown component\"}";
        }
        if (page != null) {
          int p = page.asInt();
          if (p < 0) {
            throw new IllegalArgumentException("negative page");
          }
          pages.put(id, p);
        }
        ids.add(id);
      }
    } catch (RuntimeException e) {
      return "{\"ok\": false, \"error\": \"views take a JSON array of component ids or "
          + "{id, page} objects\"}";
    }
    return ViewDocument.write(ComponentViews.of(dashboard.model(), dashboard.state(), ids,
        pages));
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
    JsonValue event;
    Diagnostics problems = new Diagnostics();
    try {
      event = JsonDepth.parse(eventJson);
    } catch (RuntimeException e) {
      event = Json.NULL;
      problems.error("INVALID_EVENT", "", "event is not valid JSON: " + e.getMessage());
    }
    Dispatch d;
    if (dashboard == null) {
      problems.error("NO_DASHBOARD", "", "the specification could not be loaded");
      d = new Dispatch(hyperpbi.interaction.UiState.empty(), java.util.List.of(),
          java.util.List.of(), problems.sorted());
    } else if (problems.hasErrors()) {
      d = new Dispatch(dashboard.state(), java.util.List.of(), java.util.List.of(),
          problems.sorted());
    } else {
      d = Simulation.replay(dashboard, event, "");
    }
    return Simulation.stepDocument(steps++, event, d, viewsAsked(dashboard)
        ? ViewDocument.forStep(dashboard, d) : null);
  }
}
