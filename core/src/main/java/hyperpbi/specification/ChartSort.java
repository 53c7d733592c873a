package hyperpbi.specification;

import com.eclipsesource.json.JsonObject;
import com.eclipsesource.json.JsonValue;
import hyperpbi.data.DataType;
import hyperpbi.dataset.SortDirection;
import hyperpbi.json.JsonNumbers;
import java.util.ArrayList;
import java.util.List;

/**
 * A bar or line chart's own {@code sort} ({@code [{field, direction}]}) and {@code limit}, applied
 * to its points (core/README.md, "Views"). The contract is silent on chart order, so it follows a
 * dataset's (contract-notes §2, "Sorting": stable, typed, nulls first ascending and last
 * descending; the limit keeps the first N after sorting, floored) with what a Power BI visual
 * sorts by: a key naming the category or the series sorts by that value, the measure by the
 * point's aggregated value, and any other field of the dataset by that field aggregated over the
 * point's rows with the chart's aggregation (as a Power BI tooltip field is). A drilled chart
 * reads the roles at its current level. Preparation ({@link BindingValidator}) checks the shape
 * and fields and warns, through {@link #sortsBy}, where a key can never order anything.
 *
 * @param limit how many points to keep, -1 for all
 */
public record ChartSort(List<Key> keys, int limit) {
  public ChartSort {
    keys = List.copyOf(keys);
  }

  /** @param field a field key of the component's dataset (preparation resolved aliases) */
  public record Key(String field, boolean descending) {}

  /** What a sort key's field stands for at a chart's level. */
  public enum Role {
    CATEGORY, SERIES, MEASURE, AGGREGATED
  }

  public static Role role(String field, String category, String series, String measure) {
    if (field.equals(category)) {
      return Role.CATEGORY;
    }
    if (field.equals(series)) {
      return Role.SERIES;
    }
    return field.equals(measure) ? Role.MEASURE : Role.AGGREGATED;
  }

  /**
   * Whether an aggregated key has a value to order by: {@code sum} and {@code avg} read numbers
   * (number, date and date-time fields: view.Aggregation's number columns), the other
   * aggregations any field. An unknown aggregation is warned about on its own.
   */
  public static boolean sortsBy(String aggregation, DataType type) {
    return !(aggregation.equals("sum") || aggregation.equals("avg")) || type.isNumeric()
        || type == DataType.UNKNOWN;
  }

  /**
   * The order a prepared chart declares; keys and a limit preparation refused are left out (the
   * specification then has errors), an absent direction is ascending, the limit is floored.
   */
  public static ChartSort of(JsonObject component) {
    List<Key> keys = new ArrayList<>();
    JsonValue sort = component.get("sort");
    if (sort != null && sort.isArray()) {
      for (JsonValue key : sort.asArray()) {
        JsonValue field = key.isObject() ? key.asObject().get("field") : null;
        JsonValue direction = key.isObject() ? key.asObject().get("direction") : null;
        Boolean descending = direction == null ? Boolean.FALSE
            : direction.isString() ? SortDirection.descending(direction.asString()) : null;
        if (field != null && field.isString() && descending != null) {
          keys.add(new Key(field.asString(), descending));
        }
      }
    }
    JsonValue limit = component.get("limit");
    double n = limit != null && limit.isNumber() ? JsonNumbers.value(limit) : -1;
    return new ChartSort(keys, !(n >= 0) ? -1 : n >= Integer.MAX_VALUE ? Integer.MAX_VALUE
        : (int) Math.floor(n));
  }
}
