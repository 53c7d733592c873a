package hyperpbi.render;

import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;

/**
 * The renderer's own state per component, immutable: a table's sort (a header click) and the
 * first row of its window (a page or a scroll position). Kept beside the interaction engine's
 * UI state: sorting or scrolling a table changes what is drawn, never a selection or a filter.
 */
public record ViewState(Map<String, TableView> tables) {
  public static final ViewState EMPTY = new ViewState(Map.of());

  public ViewState {
    tables = Collections.unmodifiableMap(new TreeMap<>(tables));
  }

  /**
   * @param sortField the field the table is sorted by, or null for the dataset's order
   * @param descending the sort direction
   * @param first the first row of the window (a multiple of the page size when paged)
   */
  public record TableView(String sortField, boolean descending, int first) {
    public static final TableView INITIAL = new TableView(null, false, 0);
  }

  public TableView table(String id) {
    return tables.getOrDefault(id, TableView.INITIAL);
  }

  public ViewState with(String id, TableView table) {
    Map<String, TableView> next = new TreeMap<>(tables);
    next.put(id, table);
    return new ViewState(next);
  }
}
