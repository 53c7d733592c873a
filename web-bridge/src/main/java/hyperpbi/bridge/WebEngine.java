package hyperpbi.bridge;

import hyperpbi.canonical.ParityProbe;
import hyperpbi.data.LoopShape;
import hyperpbi.engine.Engine;
import hyperpbi.engine.EngineRequest;
import hyperpbi.engine.HostHandles;
import hyperpbi.engine.Session;
import hyperpbi.engine.SourceInput;
import java.util.List;
import org.teavm.classlib.PlatformDetector;
import org.teavm.jso.JSExport;

/**
 * The TeaVM entry: the static methods JavaScript and WebAssembly hosts call. Everything the
 * browser builds contain is reachable from here, so JVM-only code in core stays out of them.
 */
public final class WebEngine {
  /** Open sessions and dashboards by handle. */
  private static final HostHandles HANDLES = new HostHandles();

  static {
    // Runs before any export's body, so before LoopShape is first read: WebAssembly runs the
    // JVM's loop shapes faster than V8's JavaScript ones (P3 at 1M 9.8 -> 7.5 ms).
    if (PlatformDetector.isWebAssemblyGC()) {
      System.setProperty(LoopShape.PROPERTY, "listing");
    }
  }

  private WebEngine() {}

  /**
   * Loads the request's sources once and returns a session handle for {@link #evaluateSession}
   * (-1 when the request is not valid JSON). Import failures stay in the session's diagnostics.
   */
  @JSExport
  public static int openSession(String requestJson) {
    try {
      return HANDLES.addSession(Session.load(EngineRequest.parse(requestJson)));
    } catch (RuntimeException e) {
      return -1;
    }
  }

  /**
   * Loads one source text ({@code format} csv, json or dataview) as source {@code name} (the
   * default) and returns a session handle: the same import as {@link #openSession} without
   * wrapping megabytes of text in request JSON.
   */
  @JSExport
  public static int openTextSession(String name, String format, String text) {
    try {
      SourceInput input = new SourceInput(name, format, text, null, null, null);
      return HANDLES.addSession(Session.load(new EngineRequest("eval", null, List.of(input), name,
          null, null, List.of(), null)));
    } catch (RuntimeException e) {
      return -1;
    }
  }

  /**
   * Evaluates a request (spec, clock, zone, datasets, mode) against an open session: datasets
   * whose signature did not change are cache hits. {@code fresh} 1 first drops cached results
   * (every calculation and dataset is computed again from the rows, the specification stays
   * prepared); 2 also drops the prepared specification, as after an edit. The benchmarks time
   * both.
   */
  @JSExport
  public static String evaluateSession(int handle, String requestJson, int fresh) {
    Session session = HANDLES.session(handle);
    if (session == null) {
      return "{\"ok\":false,\"error\":\"unknown session " + handle + "\"}";
    }
    try {
      if (fresh == 1) {
        session.forgetResults();
      } else if (fresh != 0) {
        session.forgetPreparation();
      }
      return Engine.evaluate(session, session.request(requestJson));
    } catch (RuntimeException e) {
      return "{\"ok\":false,\"error\":\"invalid request\"}";
    }
  }

  /**
   * Loads the interaction engine for a request's specification over an open session and returns
   * a dashboard handle for {@link #dispatchDashboard} (-1 for an unknown session or invalid
   * request).
   */
  @JSExport
  public static int openDashboard(int sessionHandle, String requestJson) {
    return HANDLES.openDashboard(sessionHandle, requestJson);
  }

  /** The load document of a dashboard: a host carries out its initial effects. */
  @JSExport
  public static String dashboardDocument(int handle) {
    return HANDLES.dashboardDocument(handle);
  }

  /** The eval document over the dashboard's data as it is now (remote rows that arrived). */
  @JSExport
  public static String dashboardEvaluation(int handle) {
    return HANDLES.dashboardEvaluation(handle);
  }

  /**
   * The views of the components listed in a JSON array of ids (all data-bound ones for
   * {@code []}) under the dashboard's current state.
   */
  @JSExport
  public static String dashboardViews(int handle, String idsJson) {
    return HANDLES.dashboardViews(handle, idsJson);
  }

  /** Dispatches one event object (JSON) and returns the step document. */
  @JSExport
  public static String dispatchDashboard(int handle, String eventJson) {
    return HANDLES.dispatchDashboard(handle, eventJson);
  }

  @JSExport
  public static void closeDashboard(int handle) {
    HANDLES.closeDashboard(handle);
  }

  /** Releases a session's workspace and caches. */
  @JSExport
  public static void closeSession(int handle) {
    HANDLES.closeSession(handle);
  }

  /** The engine entry: request JSON in (see {@code EngineRequest}), evaluation document out. */
  @JSExport
  public static String evaluate(String requestJson) {
    return Engine.evaluate(requestJson);
  }

  /**
   * Digest of one deterministic primitive over {@code count} generated values, compared by the
   * parity test with the JVM's answer. A failure comes back as text starting with "error:" because
   * a Java exception escaping into WebAssembly would kill the instance.
   */
  @JSExport
  public static String parityProbe(String kind, int count, int seed) {
    try {
      return ParityProbe.run(kind, count, seed);
    } catch (RuntimeException e) {
      return "error: " + e.getMessage();
    }
  }
}
