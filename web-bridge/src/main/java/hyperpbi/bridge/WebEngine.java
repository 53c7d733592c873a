package hyperpbi.bridge;

import hyperpbi.canonical.ParityProbe;
import hyperpbi.data.LoopShape;
import hyperpbi.engine.Engine;
import hyperpbi.engine.HostHandles;
import hyperpbi.imports.SourceLoader;
import hyperpbi.render.ValueFormatProbe;
import org.teavm.classlib.PlatformDetector;
import org.teavm.jso.JSExport;
import org.teavm.jso.JSObject;

/**
 * The TeaVM entry: the static methods JavaScript and WebAssembly hosts call. Everything the
 * browser builds contain is reachable from here, so JVM-only code in core stays out of them.
 * Arguments arrive as {@link JSObject} and are checked by {@link JsArgument}; the rules of the
 * answers (web-bridge/README.md, "Error contract") live in core's {@link HostHandles}.
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
   * (-1 when the request cannot be read). Import failures stay in the session's diagnostics.
   */
  @JSExport
  public static int openSession(JSObject requestJson) {
    return HANDLES.openSession(JsArgument.text(requestJson), SourceLoader::everyFormat);
  }

  /**
   * A Power BI DataView as columns, loaded once as source {@code powerbi}
   * ({@link HostHandles#openColumnsSession}): the metadata JSON text and the column arrays of
   * pbiviz-bridge's dataview-columns.mjs ({@link JsDataViewColumns}); a session handle.
   */
  @JSExport
  public static int openColumnsSession(JSObject metadataJson, JSObject columns) {
    return HANDLES.openColumnsSession(JsArgument.text(metadataJson), JsDataViewColumns.of(columns));
  }

  /**
   * Loads one source text ({@code format} csv, json or dataview) as source {@code name} (the
   * default) and returns a session handle: the same import as {@link #openSession} without
   * wrapping megabytes of text in request JSON.
   */
  @JSExport
  public static int openTextSession(JSObject name, JSObject format, JSObject text) {
    return HANDLES.openTextSession(JsArgument.text(name), JsArgument.text(format),
        JsArgument.text(text));
  }

  /**
   * A session over the sources of open sessions (a JSON array of their handles), with
   * {@code defaultName} (null: the first source) as the default: a host that parsed each file
   * into a session of its own opens dashboards over all of them without parsing again. -1 when
   * the list is not a JSON array of open session handles.
   */
  @JSExport
  public static int combineSessions(JSObject handlesJson, JSObject defaultName) {
    return HANDLES.combineSessions(JsArgument.text(handlesJson), JsArgument.text(defaultName));
  }

  /**
   * Evaluates a request (spec, clock, zone, datasets, mode) against an open session: datasets
   * whose signature did not change are cache hits. {@code fresh} 1 first drops cached results
   * (every calculation and dataset is computed again from the rows, the specification stays
   * prepared); 2 also drops the prepared specification, as after an edit. The benchmarks time
   * both.
   */
  @JSExport
  public static String evaluateSession(JSObject handle, JSObject requestJson, JSObject fresh) {
    return HANDLES.evaluateSession(JsArgument.integer(handle), JsArgument.text(requestJson),
        JsArgument.integer(fresh));
  }

  /**
   * Loads the interaction engine for a request's specification over an open session and returns
   * a dashboard handle for {@link #dispatchDashboard} (-1 for an unknown session; an unreadable
   * request opens a dashboard whose document says why).
   */
  @JSExport
  public static int openDashboard(JSObject sessionHandle, JSObject requestJson) {
    return HANDLES.openDashboard(JsArgument.integer(sessionHandle), JsArgument.text(requestJson));
  }

  /** The load document of a dashboard: a host carries out its initial effects. */
  @JSExport
  public static String dashboardDocument(JSObject handle) {
    return HANDLES.dashboardDocument(JsArgument.integer(handle));
  }

  /** The eval document over the dashboard's data as it is now (remote rows that arrived). */
  @JSExport
  public static String dashboardEvaluation(JSObject handle) {
    return HANDLES.dashboardEvaluation(JsArgument.integer(handle));
  }

  /**
   * The views of the components listed in a JSON array of ids (all data-bound ones for
   * {@code []}) under the dashboard's current state.
   */
  @JSExport
  public static String dashboardViews(JSObject handle, JSObject idsJson) {
    return HANDLES.dashboardViews(JsArgument.integer(handle), JsArgument.text(idsJson));
  }

  /**
   * The render tree of a dashboard for the host's options (viewport, theme, locale, palette):
   * {@code {"tree": node}} for the painter.
   */
  @JSExport
  public static String renderDashboard(JSObject handle, JSObject optionsJson) {
    return HANDLES.renderDashboard(JsArgument.integer(handle), JsArgument.text(optionsJson));
  }

  /**
   * One event (the simulate format, or the renderer's sort and window) through the renderer:
   * {@code {"step", "tree"}}, unchanged components as keep markers.
   */
  @JSExport
  public static String dispatchRender(JSObject handle, JSObject eventJson) {
    return HANDLES.dispatchRender(JsArgument.integer(handle), JsArgument.text(eventJson));
  }

  /** Dispatches one event object (JSON) and returns the step document. */
  @JSExport
  public static String dispatchDashboard(JSObject handle, JSObject eventJson) {
    return HANDLES.dispatchDashboard(JsArgument.integer(handle), JsArgument.text(eventJson));
  }

  /** The sources of a session with row counts and fields (the Data panel, field completion). */
  @JSExport
  public static String inspectSources(JSObject session) {
    return HANDLES.inspectSources(JsArgument.integer(session));
  }

  /**
   * The datasets of a dashboard: static schema, rows, rows after each stage, cache status (the
   * Datasets panel, field completion).
   */
  @JSExport
  public static String inspectDatasets(JSObject dashboard) {
    return HANDLES.inspectDatasets(JsArgument.integer(dashboard));
  }

  /** Rows {@code first ..} of a dataset, at most 500 (a windowed grid). */
  @JSExport
  public static String datasetRows(JSObject dashboard, JSObject name, JSObject first,
      JSObject count) {
    return HANDLES.datasetRows(JsArgument.integer(dashboard), JsArgument.text(name),
        JsArgument.integer(first), JsArgument.integer(count));
  }

  /** The source rows behind one row of a dataset (its lineage). */
  @JSExport
  public static String datasetLineage(JSObject dashboard, JSObject name, JSObject row) {
    return HANDLES.datasetLineage(JsArgument.integer(dashboard), JsArgument.text(name),
        JsArgument.integer(row));
  }

  /** Drops a dashboard; its session stays open. Unknown and closed handles are ignored. */
  @JSExport
  public static void closeDashboard(JSObject handle) {
    HANDLES.closeDashboard(JsArgument.integer(handle));
  }

  /**
   * Releases a session's workspace and caches. Dashboards opened over it keep working (each
   * holds what it needs); unknown and closed handles are ignored.
   */
  @JSExport
  public static void closeSession(JSObject handle) {
    HANDLES.closeSession(JsArgument.integer(handle));
  }

  /**
   * The JSON Schema of specification 2.0 (hyperpbi.schema.json, the same bytes the jar ships):
   * an editor's completion, hover help and structural checks.
   */
  @JSExport
  public static String specificationSchema() {
    return hyperpbi.schema.SpecificationSchema.text();
  }

  /** The engine entry: request JSON in (see {@code EngineRequest}), evaluation document out. */
  @JSExport
  public static String evaluate(JSObject requestJson) {
    return Engine.evaluate(JsArgument.text(requestJson));
  }

  /**
   * Digest of one deterministic primitive over {@code count} generated values, compared by the
   * parity test with the JVM's answer. A failure comes back as text starting with "error:" because
   * a Java exception escaping into WebAssembly would kill the instance.
   */
  @JSExport
  public static String parityProbe(JSObject kind, int count, int seed) {
    try {
      String name = JsArgument.text(kind);
      // ValueFormat lives in hyperpbi.render, not canonical: the same digest shape.
      return "valueFormat".equals(name) ? ValueFormatProbe.run(count, seed)
          : ParityProbe.run(name, count, seed);
    } catch (RuntimeException e) {
      return "error: " + e.getMessage();
    }
  }
}
