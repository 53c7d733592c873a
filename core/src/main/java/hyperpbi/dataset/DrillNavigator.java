package hyperpbi.dataset;

import hyperpbi.canonical.CanonicalNumber;
import hyperpbi.data.Column;
import hyperpbi.data.Lineage;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * Drill navigation over prepared datasets: a view switch, never a query. The breadcrumb path is
 * the list of category values selected so far; the view at depth {@code path.size()} shows that
 * level's dataset rows whose {@code parentField} equals the last selected value, and whose
 * ancestors' parent fields, where the dataset has them, equal the earlier values (typed equality:
 * numbers and dates by value, text exactly, booleans, null only equals null; a number and a
 * text compare by canonical text). Points map back to base source rows through lineage.
 */
public final class DrillNavigator {
  private final DrillModel model;
  private final Map<String, DatasetResult> datasets;

  /** @param datasets evaluated datasets by name (every level's dataset must be present) */
  public DrillNavigator(DrillModel model, Map<String, DatasetResult> datasets) {
    this.model = model;
    this.datasets = datasets;
  }

  public DrillModel model() {
    return model;
  }

  /** The first view: the initial level, unfiltered. */
  public DrillView initial() {
    return levelView(model.initialLevel());
  }

  /** A level with all its rows (no parent selected), or null for an unknown level. */
  public DrillView levelView(int level) {
    if (level < 0 || level >= model.levels().size()) {
      return null;
    }
    DatasetResult data = dataset(level);
    int[] rows = new int[data == null ? 0 : data.rowCount()];
    for (int i = 0; i < rows.length; i++) {
      rows[i] = i;
    }
    return new DrillView(level, model.levels().get(level), data, List.of(), rows);
  }

  /**
   * The view for a breadcrumb path from the first level: level {@code path.size()}, filtered by
   * the last value. Null when the path is deeper than the last level.
   */
  public DrillView view(List<Object> path) {
    return path.isEmpty() ? levelView(0) : child(path.size(), path);
  }

  /** The child view of a point (its category value appended to the path); null at the last level. */
  public DrillView drillDown(DrillView from, int point) {
    List<Object> path = new ArrayList<>(from.path());
    path.add(categoryValue(from, point));
    return child(from.level() + 1, path);
  }

  /** Back to the view of a breadcrumb: {@code depth} entries of the path kept. */
  public DrillView up(DrillView from, int depth) {
    int keep = Math.max(0, Math.min(depth, from.path().size()));
    int level = from.level() - (from.path().size() - keep);
    List<Object> path = from.path().subList(0, keep);
    return path.isEmpty() ? levelView(level) : child(level, path);
  }

  /** The category value of a point: Double (numbers, dates as epoch ms), String, Boolean or null. */
  public Object categoryValue(DrillView view, int point) {
    Column category = view.dataset().table().column(view.definition().category());
    return category.valueAt(view.rows()[point]);
  }

  /** Sorted unique base source rows behind a point (for Power BI identity selection). */
  public int[] lineage(DrillView view, int point) {
    Lineage lineage = view.dataset().lineage();
    int row = view.rows()[point];
    return Arrays.copyOfRange(lineage.sourceRows(), lineage.start(row), lineage.end(row));
  }

  private DrillView child(int level, List<Object> path) {
    if (level >= model.levels().size()) {
      return null;
    }
    DrillLevel definition = model.levels().get(level);
    DatasetResult data = dataset(level);
    int[] rows = new int[data == null ? 0 : data.rowCount()];
    int n = 0;
    for (int r = 0; r < rows.length; r++) {
      if (onPath(data, level, path, r)) {
        rows[n++] = r;
      }
    }
    return new DrillView(level, definition, data, path, Arrays.copyOf(rows, n));
  }

  /**
   * Whether row r of level {@code level}'s dataset is on the breadcrumb path: its parentField
   * equals the last value, and every earlier value too where this dataset carries the parent
   * field of the level that value was chosen for (the same facility name under two regions is
   * two bars). The rule of interaction.DashboardModel#viewRows.
   */
  private boolean onPath(DatasetResult data, int level, List<Object> path, int r) {
    int first = level - path.size() + 1;  // the level whose parent is path.get(0)
    for (int k = first; k <= level; k++) {
      Column column = data.table().column(model.levels().get(k).parentField());
      if (column == null ? k == level : !same(column.valueAt(r), path.get(k - first))) {
        return false;
      }
    }
    return true;
  }

  private DatasetResult dataset(int level) {
    return datasets.get(model.levels().get(level).dataset());
  }

  static boolean same(Object a, Object b) {
    if (a == null || b == null) {
      return a == b;
    }
    if (a instanceof Double x && b instanceof Double y) {
      return x.doubleValue() == y.doubleValue();
    }
    if (a instanceof Double x && b instanceof String s) {
      return CanonicalNumber.format(x).equals(s);
    }
    if (a instanceof String s && b instanceof Double y) {
      return s.equals(CanonicalNumber.format(y));
    }
    return a.equals(b);
  }
}
