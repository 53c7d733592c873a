package hyperpbi.diagnostic;

public enum Severity {
  ERROR("error"),
  WARNING("warning"),
  INFO("info");

  private final String json;

  Severity(String json) {
    this.json = json;
  }

  public String json() {
    return json;
  }
}
