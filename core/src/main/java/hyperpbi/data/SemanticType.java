package hyperpbi.data;

/** The semantic role of a field in a dashboard (contract-notes, field metadata). */
public enum SemanticType {
  MEASURE("measure"),
  DIMENSION("dimension"),
  DATE("date"),
  LATITUDE("latitude"),
  LONGITUDE("longitude"),
  GEOMETRY("geometry");

  private final String json;

  SemanticType(String json) {
    this.json = json;
  }

  public String json() {
    return json;
  }

  /** Default semantic type for a value type, before roles or names refine it. */
  public static SemanticType forDataType(DataType type) {
    return switch (type) {
      case NUMBER -> MEASURE;
      case DATE, DATETIME -> DATE;
      default -> DIMENSION;
    };
  }
}
