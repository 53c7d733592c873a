package hyperpbi.data;

public enum FieldKind {
  COLUMN("column"),
  MEASURE("measure"),
  UNKNOWN("unknown");

  private final String json;

  FieldKind(String json) {
    this.json = json;
  }

  public String json() {
    return json;
  }
}
