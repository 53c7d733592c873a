package hyperpbi.dataset;

import hyperpbi.data.FieldMeta;
import hyperpbi.diagnostic.Diagnostics;
import hyperpbi.diagnostic.DidYouMean;

/** What a stage's static step needs: where to report, and how to check expressions. */
record StageContext(String dataset, Diagnostics out, ExpressionBinder binder) {

  /**
   * The named field in {@code schema}, or null after an {@code UNKNOWN_DATASET_FIELD} error at
   * {@code pointer} naming the role (e.g. "groupBy field").
   */
  FieldMeta require(DatasetSchema schema, String name, String pointer, String role) {
    FieldMeta f = schema.find(name);
    if (f == null) {
      out.error("UNKNOWN_DATASET_FIELD", pointer, "dataset '" + dataset + "' " + role + " '" + name
          + "' is not a field at this stage" + DidYouMean.suggest(name, schema.keys()) + "; "
          + schema.describe());
    }
    return f;
  }

  void error(String code, String pointer, String message) {
    out.error(code, pointer, "dataset '" + dataset + "' " + message);
  }
}
