package hyperpbi.dataset;

import java.util.List;

/**
 * What a drill chart shows at one moment: a level, its already-prepared dataset, and the rows of
 * that dataset in view (all of them, or those whose parentField equals the selected parent).
 *
 * @param path selected category values from the first shown level down to this one's parent
 * @param rows row indices into {@code dataset}, in dataset order
 */
public record DrillView(int level, DrillLevel definition, DatasetResult dataset, List<Object> path,
    int[] rows) {

  public DrillView {
    path = java.util.Collections.unmodifiableList(new java.util.ArrayList<>(path));
  }

  /** Number of points (rows) in view. */
  public int size() {
    return rows.length;
  }

  /** Row key of the i-th point (the dataset's key: joined source row keys). */
  public String rowKey(int point) {
    return dataset.rowKeys()[rows[point]];
  }
}
