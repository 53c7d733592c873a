package hyperpbi.map;

import hyperpbi.data.FieldMeta;
import java.util.Locale;

/**
 * Whether Power BI aggregated a field in the visual query: {@code queryAggregation} is set, or
 * the query name wraps a column in a function such as {@code Sum(Geo.Latitude)}.
 */
final class QueryAggregation {
  private QueryAggregation() {}

  /** The aggregation (e.g. "sum"), or null when the field holds row values. */
  static String of(FieldMeta field) {
    if (field.queryAggregation() != null) {
      return field.queryAggregation();
    }
    String q = field.queryName();
    if (q == null) {
      return null;
    }
    int open = q.indexOf('(');
    if (open <= 0 || !q.endsWith(")")) {
      return null;
    }
    for (int i = 0; i < open; i++) {
      char c = q.charAt(i);
      if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'))) {
        return null;
      }
    }
    return q.substring(0, open).toLowerCase(Locale.ROOT);
  }
}
