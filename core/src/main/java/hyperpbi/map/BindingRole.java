package hyperpbi.map;

/** What a field can contribute to map features. */
public enum BindingRole {
  LATITUDE("latitude"),
  LONGITUDE("longitude"),
  GEOMETRY("geometry"),
  ADDRESS("address");

  private final String json;

  BindingRole(String json) {
    this.json = json;
  }

  public String json() {
    return json;
  }
}
