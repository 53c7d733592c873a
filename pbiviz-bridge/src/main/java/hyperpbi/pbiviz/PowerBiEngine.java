package hyperpbi.pbiviz;

import hyperpbi.engine.HostHandles;
import hyperpbi.imports.SourceLoader;
import hyperpbi.bridge.JsDataViewColumns;
import org.teavm.jso.JSExport;
import org.teavm.jso.JSObject;

/**
 * The TeaVM entry of the Power BI visual: the functions power-bi-host.mjs calls. Sources are read
 * as DataViews only, so the visual's build holds no CSV, XLSX or file-JSON importer, and the
 * studio's inspect functions (inspectSources, inspectDatasets, datasetRows, datasetLineage) are
 * not exported: the visual's edit mode takes its field names from dashboardEvaluation (issue 22
 * §6 budgets: 350 KB without the editor, 400 KB with it); everything else is the web entry's engine.
 */
public final class PowerBiEngine {
  private static final HostHandles HANDLES = new HostHandles();

  private PowerBiEngine() {}

  /** A session over the request's DataView sources (-1 when the request is not valid JSON). */
  @JSExport
  public static int openSession(String requestJson) {
    return HANDLES.openSession(requestJson, SourceLoader::dataViewOnly);
  }

  /**
   * The visual's DataView as columns, loaded once ({@link HostHandles#openColumnsSession}): the
   * metadata JSON and the column arrays of dataview-columns.mjs; a session handle.
   */
  @JSExport
  public static int openColumnsSession(String metadataJson, JSObject columns) {
    return HANDLES.openColumnsSession(metadataJson, JsDataViewColumns.of(columns));
  }

  @JSExport
  public static void closeSession(int handle) {
    HANDLES.closeSession(handle);
  }

  @JSExport
  public static int openDashboard(int sessionHandle, String requestJson) {
    return HANDLES.openDashboard(sessionHandle, requestJson);
  }

  @JSExport
  public static String dashboardDocument(int handle) {
    return HANDLES.dashboardDocument(handle);
  }

  @JSExport
  public static String dashboardEvaluation(int handle) {
    return HANDLES.dashboardEvaluation(handle);
  }

  @JSExport
  public static String dashboardViews(int handle, String idsJson) {
    return HANDLES.dashboardViews(handle, idsJson);
  }

  @JSExport
  public static String dashboardMark(int handle, String markJson) {
    return HANDLES.dashboardMark(handle, markJson);
  }

  @JSExport
  public static String dispatchDashboard(int handle, String eventJson) {
    return HANDLES.dispatchDashboard(handle, eventJson);
  }

  @JSExport
  public static String renderDashboard(int handle, String optionsJson) {
    return HANDLES.renderDashboard(handle, optionsJson);
  }

  @JSExport
  public static String dispatchRender(int handle, String eventJson) {
    return HANDLES.dispatchRender(handle, eventJson);
  }

  @JSExport
  public static void closeDashboard(int handle) {
    HANDLES.closeDashboard(handle);
  }
}
