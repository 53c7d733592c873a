package hyperpbi.engine;

import com.eclipsesource.json.JsonValue;
import hyperpbi.diagnostic.Diagnostics;
import hyperpbi.data.Workspace;
import hyperpbi.imports.DataViewColumns;
import hyperpbi.imports.DataViewImport;
import hyperpbi.imports.ImportException;
import hyperpbi.imports.SourceLoader;
import hyperpbi.json.JsonDepth;
import hyperpbi.json.JsonOut;
import hyperpbi.json.JsonValues;
import java.util.ArrayList;
import java.util.List;

/**
 * The sessions and live dashboards a browser host holds, by int handle (cheap to pass through
 * JavaScript and WebAssembly). The TeaVM entries (web-bridge's WebEngine, pbiviz-bridge's
 * PowerBiEngine) export these as one-line static methods, so every rule of the exported API's
 * error contract (web-bridge/README.md) lives here and is tested on the JVM. Nothing here throws
 * on bad input, and nothing relies on catching a null dereference either: WebAssembly traps on
 * one instead of throwing, and a trap escapes every Java handler. Handles count up from 0 and are
 * never reused; a closed handle's slot is null, so closing costs nothing and a stale handle can
 * never reach a newer session. An unclosed session keeps its workspace until it is closed.
 */
public final class HostHandles {
  private final List<Session> sessions = new ArrayList<>();
  private final List<LiveDashboard> dashboards = new ArrayList<>();
  /** The render session of each dashboard, made on its first render. */
  private final java.util.Map<Integer, RenderSession> renders = new java.util.HashMap<>();

  /** Keeps a loaded session and returns its handle. */
  public int addSession(Session session) {
    sessions.add(session);
    return sessions.size() - 1;
  }

  /**
   * Loads a request's sources (in these formats) once: a session handle, or -1 when the request
   * cannot be read ({@code evaluate} of the same text answers the INVALID_REQUEST diagnostic).
   * Import failures stay in the session's diagnostics.
   */
  public int openSession(String requestJson, SourceLoader.Formats formats) {
    EngineRequest request = EngineRequest.read(requestJson, new Diagnostics());
    return request == null ? -1 : addSession(Session.load(request, formats));
  }

  /**
   * One source text as source {@code name}, the default: a session handle. A missing name,
   * format or text is the session's import diagnostic (SOURCE_IMPORT_FAILED), as in a request.
   */
  public int openTextSession(String name, String format, String text) {
    SourceInput input = new SourceInput(name, format, text, null, null, null);
    return addSession(Session.load(new EngineRequest("eval", null, List.of(input), name, null,
        null, List.of(), null)));
  }

  /**
   * A session over the sources of open sessions ({@link Session#combine}): {@code handlesJson}
   * is a JSON array of session handles, {@code defaultName} the default (null: the first
   * source). -1 when the list is not a JSON array of open session handles.
   */
  public int combineSessions(String handlesJson, String defaultName) {
    if (handlesJson == null) {
      return -1;
    }
    JsonValue list;
    try {
      list = JsonDepth.parse(handlesJson);
    } catch (RuntimeException e) {
      return -1;
    }
    if (list == null || !list.isArray()) {
      return -1;
    }
    List<Session> parts = new ArrayList<>();
    for (JsonValue entry : list.asArray()) {
      Session part = entry.isNumber() && JsonValues.isInt(entry)
          ? session((int) JsonValues.number(entry)) : null;
      if (part == null) {
        return -1;
      }
      parts.add(part);
    }
    return addSession(Session.combine(parts, defaultName));
  }

  /**
   * A Power BI DataView handed as columns (pbiviz-bridge's dataview-columns.mjs): the metadata
   * JSON of {@link DataViewImport#read(String, String, DataViewColumns, ImportLimits)} and the column values, loaded once as source {@code powerbi}, the default. The
   * session is the one a request with the same DataView as a {@code dataview} text source
   * gives: the same import rules, the same diagnostics at {@code /sources/0}. Metadata that is
   * not JSON is the session's SOURCE_IMPORT_FAILED error, like any unreadable DataView.
   */
  public int openColumnsSession(String metadataJson, DataViewColumns columns) {
    SourceInput input = new SourceInput(Workspace.POWERBI, "dataview", null, null, null, null);
    SourceLoader.Formats formats = (in, limits, onSheetFailure) -> {
      if (metadataJson == null) {
        throw new ImportException("the data view's metadata must be a JSON text");
      }
      return List.of(DataViewImport.read(in.name(), metadataJson, columns, limits));
    };
    return addSession(Session.load(new EngineRequest("eval", null, List.of(input),
        Workspace.POWERBI, null, null, List.of(), null), formats));
  }

  /** The open session of a handle, or null. */
  public Session session(int handle) {
    return handle >= 0 && handle < sessions.size() ? sessions.get(handle) : null;
  }

  /**
   * Evaluates a request against an open session ({@link Engine#evaluate(Session, EngineRequest)}).
   * {@code fresh} 0 keeps the caches, 1 first drops cached results, 2 also the prepared
   * specification. An unknown handle or a {@code fresh} outside 0-2 is an error answer
   * ({@code {"ok": false, "error"}}); a request that cannot be read is the INVALID_REQUEST
   * document {@code evaluate} answers for it.
   */
  public String evaluateSession(int handle, String requestJson, int fresh) {
    Session session = session(handle);
    if (session == null) {
      return unknown("session", handle);
    }
    if (fresh < 0 || fresh > 2) {
      return error("fresh must be 0 (keep caches), 1 (drop cached results) or 2 (drop the "
          + "prepared specification too), not " + fresh);
    }
    EngineRequest request = session.request(requestJson);
    if (request == null) {
      return Engine.evaluate(requestJson);
    }
    if (fresh == 1) {
      session.forgetResults();
    } else if (fresh == 2) {
      session.forgetPreparation();
    }
    return Engine.evaluate(session, request);
  }

  /** Releases a session's workspace and caches; an unknown or closed handle is ignored. */
  public void closeSession(int handle) {
    if (session(handle) != null) {
      sessions.set(handle, null);
    }
  }

  /**
   * Loads the interaction engine for a request's specification over an open session: a
   * dashboard handle, or -1 for an unknown session. A request that cannot be read opens a
   * dashboard that could not be loaded: its load document says why (INVALID_REQUEST), as for
   * {@link LiveDashboard#load(String)}, and its dispatches answer NO_DASHBOARD.
   */
  public int openDashboard(int sessionHandle, String requestJson) {
    Session session = session(sessionHandle);
    if (session == null) {
      return -1;
    }
    Diagnostics problems = new Diagnostics();
    EngineRequest request = EngineRequest.read(requestJson, problems);
    dashboards.add(request == null ? LiveDashboard.failed(problems)
        : LiveDashboard.load(session, request));
    return dashboards.size() - 1;
  }

  /** The load document: ok, diagnostics, interactions, initial effects and state. */
  public String dashboardDocument(int handle) {
    LiveDashboard d = dashboard(handle);
    return d == null ? unknown("dashboard", handle) : d.loadDocument();
  }

  /** The eval document over the dashboard's data as it is now (remote rows that arrived). */
  public String dashboardEvaluation(int handle) {
    LiveDashboard d = dashboard(handle);
    return d == null ? unknown("dashboard", handle) : d.evalDocument();
  }

  /** The views of the listed components ({@code []}: every data-bound one). */
  public String dashboardViews(int handle, String idsJson) {
    LiveDashboard d = dashboard(handle);
    return d == null ? unknown("dashboard", handle) : d.views(idsJson);
  }

  /** The base rows and host identities of the mark a click would name (LiveDashboard.mark). */
  public String dashboardMark(int handle, String markJson) {
    LiveDashboard d = dashboard(handle);
    return d == null ? unknown("dashboard", handle) : d.mark(markJson);
  }

  /** One event object in, the step document out. */
  public String dispatchDashboard(int handle, String eventJson) {
    LiveDashboard d = dashboard(handle);
    return d == null ? unknown("dashboard", handle) : d.dispatch(eventJson);
  }

  /**
   * The render tree of a dashboard for a host's options ({@code {"tree": node}}, the painter
   * starts over: at load, after a resize, a theme or locale change).
   */
  public String renderDashboard(int handle, String optionsJson) {
    LiveDashboard d = dashboard(handle);
    return d == null ? unknown("dashboard", handle)
        : renders.computeIfAbsent(handle, h -> new RenderSession(d)).render(optionsJson);
  }

  /**
   * One event through the renderer: {@code {"step", "tree"}} with keep markers for what did not
   * change ({@link RenderSession#dispatch}); before any render it renders with the defaults.
   */
  public String dispatchRender(int handle, String eventJson) {
    LiveDashboard d = dashboard(handle);
    if (d == null) {
      return unknown("dashboard", handle);
    }
    RenderSession r = renders.get(handle);
    if (r == null) {
      r = new RenderSession(d);
      renders.put(handle, r);
      r.render(null);
    }
    return r.dispatch(eventJson);
  }

  /**
   * The sources of an open session: {@code {"sources": [{"name", "rows", "default", "fields":
   * [{"key", "alias", "displayName", "semanticType", "dataType", "kind", "origin"}]}]}}.
   */
  public String inspectSources(int handle) {
    Session s = session(handle);
    return s == null ? unknown("session", handle) : Inspector.sources(s.workspace());
  }

  /**
   * The datasets of a dashboard: {@code {"datasets": [{"name", "failed", "schema", "rows",
   * "inputRows", "stages": [{"stage", "rows"}], "cacheStatus", "elapsedMs"}]}}.
   */
  public String inspectDatasets(int handle) {
    LiveDashboard d = dashboard(handle);
    return d == null ? unknown("dashboard", handle) : d.inspectDatasets();
  }

  /**
   * Rows {@code first ..} of a dataset, at most 500 ({@code "clamped": true} when more were
   * asked): {@code {"name", "total", "first", "count", "limit", "clamped", "fields", "rows":
   * [{"key", "values"}]}}.
   */
  public String datasetRows(int handle, String name, int first, int count) {
    LiveDashboard d = dashboard(handle);
    return d == null ? unknown("dashboard", handle) : d.datasetRows(name, first, count);
  }

  /**
   * The source rows behind one dataset row: {@code {"name", "row", "source", "total", "limit",
   * "clamped", "fields", "rows": [{"index", "key", "values"}]}}.
   */
  public String datasetLineage(int handle, String name, int row) {
    LiveDashboard d = dashboard(handle);
    return d == null ? unknown("dashboard", handle) : d.datasetLineage(name, row);
  }

  /** Drops a dashboard (its session stays open); an unknown or closed handle is ignored. */
  public void closeDashboard(int handle) {
    if (dashboard(handle) != null) {
      dashboards.set(handle, null);
      renders.remove(handle);
    }
  }

  private LiveDashboard dashboard(int handle) {
    return handle >= 0 && handle < dashboards.size() ? dashboards.get(handle) : null;
  }

  private static String unknown(String what, int handle) {
    return error("unknown " + what + " " + handle + " (never opened, or closed)");
  }

  /** The API's error answer {@code {"ok": false, "error": message}}. */
  static String error(String message) {
    return new JsonOut(false).beginObject().field("ok", false).field("error", message)
        .endObject().toString();
  }
}
