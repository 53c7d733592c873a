package hyperpbi.data;

/** Where a field comes from; decides whether it can become a Power BI filter target. */
public enum Origin {
  POWERBI_COLUMN("powerbi-column"),
  POWERBI_MEASURE("powerbi-measure"),
  UPLOADED_COLUMN("uploaded-column"),
  CALCULATED_FIELD("calculated-field"),
  DATASET_GROUP("dataset-group"),
  DATASET_DERIVED("dataset-derived"),
  DATASET_METRIC("dataset-metric");

  private final String json;

  Origin(String json) {
    this.json = json;
  }

  public String json() {
    return json;
  }
}
