package hyperpbi.dataset;

/** Dataset metric operations (data-model.txt, "Named dataset definition"). */
public enum MetricOp {
  SUM("sum"),
  AVG("avg"),
  MIN("min"),
  MAX("max"),
  COUNT("count"),
  DISTINCT_COUNT("distinctCount"),
  FIRST("first");

  private final String json;

  MetricOp(String json) {
    this.json = json;
  }

  public String json() {
    return json;
  }

  /** Every operation except count reads a field. */
  public boolean requiresField() {
    return this != COUNT;
  }

  /** sum and avg need a numeric (or statically unknown) field. */
  public boolean requiresNumber() {
    return this == SUM || this == AVG;
  }

  /** min, max and first keep their input type; the others produce numbers. */
  public boolean keepsInputType() {
    return this == MIN || this == MAX || this == FIRST;
  }

  public static MetricOp fromJson(String name) {
    for (MetricOp op : values()) {
      if (op.json.equals(name)) {
        return op;
      }
    }
    return null;
  }
}
