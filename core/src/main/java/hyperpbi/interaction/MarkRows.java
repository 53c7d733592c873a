package hyperpbi.interaction;

import hyperpbi.dataset.DatasetResult;
import hyperpbi.ui.UiState;
import java.util.Arrays;
import java.util.List;

/**
 * The base source rows a mark stands for, as a click on it would select them: a chart point's
 * rows among those the component shows (its consumed internal filters applied), a table row's,
 * a map feature's. Hosts ask for them to name the mark to the report without clicking it (Power
 * BI's context menu and tooltips carry the mark's selection id).
 */
public final class MarkRows {
  /**
   * @param rows the mark's base source rows, ascending
   * @param identities their host identity indices, or null when the host supplied none
   */
  public record Mark(int[] rows, int[] identities) {}

  private MarkRows() {}

  /**
   * The mark a click's {@code component}, {@code layer} and {@code row} name, or null when they
   * name none (unknown component or layer, a row outside the rows shown).
   */
  public static Mark of(DashboardModel model, UiState state, String component, String layer,
      int row) {
    InteractionSite site = model.site(layer == null ? component : component + "/" + layer);
    if (site == null || row < 0) {
      return null;
    }
    int[] view = model.viewRows(site, state);
    if (row >= model.viewSize(site, state, view)) {
      return null;
    }
    int datasetRow = view == null ? row : view[row];
    int[] layerRows = model.layerRows(site);
    if (layerRows != null && Arrays.binarySearch(layerRows, datasetRow) < 0) {
      return null;
    }
    int[] shown = site.layer() == null ? Consumption.shownRows(model, state, component) : null;
    if (shown != null && Arrays.binarySearch(shown, datasetRow) < 0) {
      return null;
    }
    String dataset = model.siteDataset(site, state);
    DatasetResult result = model.dataset(dataset);
    List<String> fields = model.pointFields(site, state);
    int[] point = fields.isEmpty() ? new int[] {datasetRow}
        : RowMatcher.samePoint(result.table(), fields, shown != null ? shown : view, datasetRow);
    int[] rows = IntSets.sourceRows(result.lineage(), point);
    int[] identities = model.identities(model.root(dataset));
    if (identities == null) {
      return new Mark(rows, null);
    }
    int[] ids = new int[rows.length];
    for (int i = 0; i < rows.length; i++) {
      ids[i] = rows[i] < identities.length ? identities[rows[i]] : -1;
    }
    return new Mark(rows, ids);
  }
}
