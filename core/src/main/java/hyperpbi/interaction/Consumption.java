package hyperpbi.interaction;

import hyperpbi.dataset.DatasetResult;
import hyperpbi.ui.UiState;
import java.util.Arrays;
import java.util.Objects;

/**
 * What the UI state makes of one component's rows: the rows it shows (a drilled chart's level,
 * less the rows its consumed internal filters reject), those of them highlighted for it, and
 * those its own site selected. A field filter applies where the dataset has the field; a
 * row-key filter or a highlight applies by lineage to datasets of the same root source.
 *
 * @param dataset the dataset the component reads now
 * @param rows row indices into the dataset, in order
 * @param highlighted the shown rows that a consumed highlight marks, in order
 * @param selected the shown rows of the component's own selection, in order
 * @param eventRows the rows a click's {@code row} indexes (a drilled chart's level rows), or
 *     null when it indexes the dataset's rows
 */
public record Consumption(String dataset, DatasetResult result, int[] rows, int[] highlighted,
    int[] selected, int[] eventRows) {

  /** The {@code row} of a click on this dataset row (-1 when no click can name it). */
  public int eventRow(int datasetRow) {
    return eventRows == null ? datasetRow : Math.max(-1, Arrays.binarySearch(eventRows,
        datasetRow));
  }

  /**
   * The component's consumption, or null when it reads no dataset (or an unknown one). A map
   * layer's site key ({@code map/layer}) gives the layer's: its view's rows, what the map
   * consumes (consumers name the map) and the layer's own selection.
   */
  public static Consumption of(DashboardModel model, UiState state, String component) {
    InteractionSite site = model.site(component);
    boolean layer = site != null && site.layer() != null;
    String dataset = layer ? model.siteDataset(site, state) : model.datasetOf(component, state);
    DatasetResult result = model.dataset(dataset);
    if (result == null || site == null) {
      return null;
    }
    String consumer = layer ? site.component() : component;
    String root = model.root(dataset);
    int[] eventRows = model.viewRows(site, state);
    int[] rows = shown(model, state, consumer, result, root, eventRows);
    int[] highlighted = IntSets.EMPTY;
    for (UiState.Highlight h : state.highlights().values()) {
      if (h.consumers().contains(consumer) && Objects.equals(h.root(), root)) {
        highlighted = IntSets.union(highlighted, touching(result, rows, h.sourceRows()));
      }
    }
    UiState.Selection own = state.selections().get(component);
    int[] selected = own != null && own.dataset().equals(dataset)
        ? within(rows, own.rows()) : IntSets.EMPTY;
    return new Consumption(dataset, result, rows, within(rows, highlighted), selected,
        eventRows);
  }

  /**
   * The dataset rows a component shows, ascending (a drilled chart's level rows less what its
   * consumed internal filters reject), or null when it reads no dataset: what a click may name.
   */
  public static int[] shownRows(DashboardModel model, UiState state, String component) {
    String dataset = model.datasetOf(component, state);
    DatasetResult result = model.dataset(dataset);
    InteractionSite site = model.site(component);
    return result == null || site == null ? null : shown(model, state, component, result,
        model.root(dataset), model.viewRows(site, state));
  }

  private static int[] shown(DashboardModel model, UiState state, String component,
      DatasetResult result, String root, int[] eventRows) {
    int[] rows = eventRows == null ? everyRow(result.rowCount()) : eventRows;
    for (UiState.InternalFilter f : state.filters().values()) {
      if (!f.consumers().contains(component)) {
        continue;
      }
      if (f.hasField()) {
        if (result.table().column(f.field()) != null) {
          rows = RowMatcher.matching(result.table(), f.field(), f.operator(), f.values(), rows);
        }
      } else if (Objects.equals(f.root(), root)) {
        rows = touching(result, rows, f.sourceRows());
      }
    }
    return rows;
  }

  private static int[] everyRow(int n) {
    int[] rows = new int[n];
    for (int i = 0; i < n; i++) {
      rows[i] = i;
    }
    return rows;
  }

  /** The shown rows whose lineage meets {@code sourceRows}, in the order of {@code rows}. */
  private static int[] touching(DatasetResult result, int[] rows, int[] sourceRows) {
    return sourceRows.length == 0 ? IntSets.EMPTY : within(rows, result.rowsTouching(sourceRows));
  }

  private static boolean ascending(int[] rows) {
    for (int i = 1; i < rows.length; i++) {
      if (rows[i] <= rows[i - 1]) {
        return false;
      }
    }
    return true;
  }

  /** The members of {@code sorted} among {@code rows}, in the order of {@code rows}. */
  public static int[] within(int[] rows, int[] sorted) {
    if (rows.length == 0 || sorted.length == 0) {
      // Most components have no highlight or selection: no pass over their shown rows.
      return IntSets.EMPTY;
    }
    int[] out = new int[Math.min(rows.length, sorted.length)];
    int n = 0;
    if (ascending(rows)) {
      // The common case (shown rows ascend): one merge instead of a binary search per row,
      // which cost a click over a million rows about 20 million probes.
      for (int i = 0, j = 0; i < rows.length && j < sorted.length;) {
        if (rows[i] < sorted[j]) {
          i++;
        } else if (rows[i] > sorted[j]) {
          j++;
        } else {
          out[n++] = rows[i++];
          j++;
        }
      }
      return Arrays.copyOf(out, n);
    }
    for (int row : rows) {
      if (n < out.length && Arrays.binarySearch(sorted, row) >= 0) {
        out[n++] = row;
      }
    }
    return Arrays.copyOf(out, n);
  }
}
