package hyperpbi.view;

import com.eclipsesource.json.JsonValue;
import hyperpbi.data.Column;
import hyperpbi.data.NumberColumn;
import hyperpbi.dataset.Aggregates;
import hyperpbi.specification.ComponentCatalog;
import java.util.Arrays;

/**
 * A chart's or KPI's {@code aggregation} per group of rows, with the dataset metrics' own
 * functions ({@link Aggregates}): {@code sum} (the default) and {@code avg} over the non-null
 * numbers, {@code min} and {@code max} keeping the input type (numbers, dates, text in natural
 * order: the row holding the value), {@code count} of rows, {@code distinctCount} of non-null
 * values. None, or a name outside {@link ComponentCatalog#AGGREGATIONS}, has no value.
 */
final class Aggregation {
  private Aggregation() {}

  /**
   * Per group: the number (NaN: none), or for min and max the row holding the value
   * ({@code rows}, -1: none; {@code numbers} is then unused).
   */
  record Values(double[] numbers, int[] rows) {
    /** The number of a group, or NaN when its value is a row's. */
    double number(int group) {
      return rows == null ? numbers[group] : Double.NaN;
    }

    /** The row holding a group's value, or -1. */
    int row(int group) {
      return rows == null ? -1 : rows[group];
    }
  }

  /**
   * The declared aggregation: {@code sum} when absent; a value that is not a name (such as
   * {@code 5}) stands as its JSON text, which names no aggregation, so the view has no value for
   * it, as preparation's warning says (it is not taken as the default).
   */
  static String nameOf(JsonValue declared) {
    return declared == null ? "sum" : declared.isString() ? declared.asString()
        : declared.toString();
  }

  /**
   * @param rows the rows, {@code groupOf[i]} the group of {@code rows[i]}
   */
  static Values of(String name, Column column, int[] rows, int[] groupOf, int groups) {
    int n = rows.length;
    if (name.equals("count")) {
      return new Values(Aggregates.count(n, groupOf, groups), null);
    }
    if (column == null || !ComponentCatalog.AGGREGATIONS.contains(name)) {
      return none(groups);
    }
    return switch (name) {
      case "distinctCount" -> new Values(Aggregates.distinctCount(column, rows, n, groupOf,
          groups), null);
      case "min", "max" -> new Values(null, Aggregates.extremeRows(column, rows, n, groupOf,
          groups, name.equals("max")));
      default -> column instanceof NumberColumn numbers
          ? new Values(name.equals("avg") ? Aggregates.avg(numbers, rows, n, groupOf, groups)
              : Aggregates.sum(numbers, rows, n, groupOf, groups), null)
          : none(groups);
    };
  }

  private static Values none(int groups) {
    double[] nothing = new double[groups];
    Arrays.fill(nothing, Double.NaN);
    return new Values(nothing, null);
  }
}
