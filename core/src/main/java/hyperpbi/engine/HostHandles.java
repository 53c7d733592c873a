package hyperpbi.engine;

import java.util.ArrayList;
import java.util.List;

/**
 * The sessions and live dashboards a browser host holds, by int handle (cheap to pass through
 * JavaScript and WebAssembly). The TeaVM entries (web-bridge's WebEngine, pbiviz-bridge's
 * PowerBiEngine) export these as one-line static methods; a closed handle's slot is null.
 * Answers for unknown handles are JSON errors, never exceptions.
 */
public final class HostHandles {
  private final List<Session> sessions = new ArrayList<>();
  private final List<LiveDashboard> dashboards = new ArrayList<>();

  /** Keeps a loaded session and returns its handle. */
  public int addSession(Session session) {
    sessions.add(session);
    return sessions.size() - 1;
  }

  /** The open session of a handle, or null. */
  public Session session(int handle) {
    return handle >= 0 && handle < sessions.size() ? sessions.get(handle) : null;
  }

  public void closeSession(int handle) {
    if (session(handle) != null) {
      sessions.set(handle, null);
    }
  }

  /**
   * Loads the interaction engine for a request's specification over an open session: a
   * dashboard handle, or -1 for an unknown session or an invalid request.
   */
  public int openDashboard(int sessionHandle, String requestJson) {
    Session session = session(sessionHandle);
    if (session == null) {
      return -1;
    }
    try {
      dashboards.add(LiveDashboard.load(session, EngineRequest.parse(requestJson)));
      return dashboards.size() - 1;
    } catch (RuntimeException e) {
      return -1;
    }
  }

  /** The load document: ok, diagnostics, interactions, initial effects and state. */
  public String dashboardDocument(int handle) {
    LiveDashboard d = dashboard(handle);
    return d == null ? unknownDashboard(handle) : d.loadDocument();
  }

  /** The eval document over the dashboard's data as it is now (remote rows that arrived). */
  public String dashboardEvaluation(int handle) {
    LiveDashboard d = dashboard(handle);
    return d == null ? unknownDashboard(handle) : d.evalDocument();
  }

  /** The views of the listed components ({@code []}: every data-bound one). */
  public String dashboardViews(int handle, String idsJson) {
    LiveDashboard d = dashboard(handle);
    return d == null ? unknownDashboard(handle) : d.views(idsJson);
  }

  /** One event object in, the step document out. */
  public String dispatchDashboard(int handle, String eventJson) {
    LiveDashboard d = dashboard(handle);
    return d == null ? unknownDashboard(handle) : d.dispatch(eventJson);
  }

  public void closeDashboard(int handle) {
    if (dashboard(handle) != null) {
      dashboards.set(handle, null);
    }
  }

  private LiveDashboard dashboard(int handle) {
    return handle >= 0 && handle < dashboards.size() ? dashboards.get(handle) : null;
  }

  private static String unknownDashboard(int handle) {
    return "{\"ok\":false,\"error\":\"unknown dashboard " + handle + "\"}";
  }
}
