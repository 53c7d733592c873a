package hyperpbi.view;

import hyperpbi.data.Column;
import hyperpbi.dataset.StableSort;
import hyperpbi.dataset.TypedOrder;
import hyperpbi.specification.ChartSort;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * A chart's {@link ChartSort} over its points: the dataset sort's comparators (stable, typed,
 * nulls first ascending and last descending) over each point's category or series value, its
 * measure's aggregate, or another field aggregated over its rows; then the first {@code limit}
 * points. A point keeps its row, count and flags: only the order and the number change.
 */
final class PointOrder {
  private PointOrder() {}

  /**
   * @param keyOf a key field's values per point for the fields that are neither category, series
   *     nor measure (their aggregation over the point's rows), null when the dataset lacks it
   */
  static List<ComponentView.Point> apply(List<ComponentView.Point> points, ChartSort sort,
      String category, String series, String measure, Function<String, Column> columns,
      Aggregation.Values measureValues, Function<String, Aggregation.Values> keyOf) {
    int n = points.size();
    List<StableSort.IntComparator> order = new ArrayList<>();
    for (ChartSort.Key key : sort.keys()) {
      Column column = columns.apply(key.field());
      if (column == null) {
        continue; // preparation said so: the field is not in the dataset
      }
      StableSort.IntComparator ascending = switch (ChartSort.role(key.field(), category, series,
          measure)) {
        case CATEGORY, SERIES -> byRow(TypedOrder.ascending(column), firstRows(points));
        case MEASURE -> byValue(column, measureValues);
        case AGGREGATED -> byValue(column, keyOf.apply(key.field()));
      };
      order.add(key.descending() ? (a, b) -> ascending.compare(b, a) : ascending);
    }
    int[] indices = new int[n];
    for (int p = 0; p < n; p++) {
      indices[p] = p;
    }
    if (!order.isEmpty()) {
      StableSort.sort(indices, n, (a, b) -> {
        for (StableSort.IntComparator c : order) {
          int result = c.compare(a, b);
          if (result != 0) {
            return result;
          }
        }
        return 0;
      });
    }
    int kept = sort.limit() < 0 ? n : Math.min(n, sort.limit());
    List<ComponentView.Point> out = new ArrayList<>(kept);
    for (int i = 0; i < kept; i++) {
      out.add(points.get(indices[i]));
    }
    return out;
  }

  private static int[] firstRows(List<ComponentView.Point> points) {
    int[] rows = new int[points.size()];
    for (int p = 0; p < rows.length; p++) {
      rows[p] = points.get(p).row();
    }
    return rows;
  }

  /** Points by an aggregate: a number (NaN is null), or for min and max the value's row. */
  private static StableSort.IntComparator byValue(Column column, Aggregation.Values values) {
    if (values.rows() != null) {
      return byRow(TypedOrder.ascending(column), values.rows());
    }
    double[] numbers = values.numbers();
    return (a, b) -> TypedOrder.compareNumbers(numbers[a], numbers[b]);
  }

  /** Points by the value at a row of each (-1: none, a null: first ascending). */
  private static StableSort.IntComparator byRow(StableSort.IntComparator rows, int[] rowOf) {
    return (a, b) -> {
      int ra = rowOf[a];
      int rb = rowOf[b];
      if (ra < 0 || rb < 0) {
        return ra < 0 == rb < 0 ? 0 : ra < 0 ? -1 : 1;
      }
      return rows.compare(ra, rb);
    };
  }
}
