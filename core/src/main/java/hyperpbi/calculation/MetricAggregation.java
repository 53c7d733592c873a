package hyperpbi.calculation;

/** The root metric aggregations of the calculations document. */
enum MetricAggregation {
  COUNT("count"),
  COUNT_WHERE("countWhere"),
  SUM("sum"),
  SUM_WHERE("sumWhere"),
  AVG("avg"),
  AVG_WHERE("avgWhere"),
  MIN("min"),
  MAX("max"),
  DISTINCT_COUNT("distinctCount"),
  RATIO("ratio"),
  PERCENT_OF_TOTAL("percentOfTotal");

  private final String json;

  MetricAggregation(String json) {
    this.json = json;
  }

  String json() {
    return json;
  }

  static MetricAggregation fromJson(String name) {
    for (MetricAggregation a : values()) {
      if (a.json.equals(name)) {
        return a;
      }
    }
    return null;
  }

  boolean needsField() {
    return this != COUNT && this != COUNT_WHERE && this != RATIO;
  }

  boolean needsWhere() {
    return this == COUNT_WHERE || this == SUM_WHERE || this == AVG_WHERE;
  }

  boolean needsNumber() {
    return this == SUM || this == SUM_WHERE || this == AVG || this == AVG_WHERE
        || this == PERCENT_OF_TOTAL;
  }
}
