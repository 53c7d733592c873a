package hyperpbi.data;

/** A field's value type; dates and date-times are epoch milliseconds (UTC) in number columns. */
public enum DataType {
  TEXT("text"),
  NUMBER("number"),
  BOOLEAN("boolean"),
  DATE("date"),
  DATETIME("datetime"),
  UNKNOWN("unknown");

  private final String json;

  DataType(String json) {
    this.json = json;
  }

  public String json() {
    return json;
  }

  public boolean isTemporal() {
    return this == DATE || this == DATETIME;
  }

  /** Number, date and date-time values all live in {@link NumberColumn}s. */
  public boolean isNumeric() {
    return this == NUMBER || isTemporal();
  }

  public static DataType fromJson(String name) {
    for (DataType t : values()) {
      if (t.json.equals(name)) {
        return t;
      }
    }
    return null;
  }
}
