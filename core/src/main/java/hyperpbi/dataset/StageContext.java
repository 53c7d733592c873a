package hyperpbi.dataset;

import hyperpbi.data.FieldMeta;
import hyperpbi.diagnostic.Diagnostics;
import hyperpbi.diagnostic.DidYouMean;

/**
 * What a stage's static step needs: where to report, how to check expressions, and whether a
 * stage failed. A stage that fails still hands on a schema ({@link Stage#schema}), so failure
 * is recorded here: only then does the dataset fail (an unknown operator in a derive, reported
 * but evaluated as null, does not).
 */
final class StageContext {
  private final String dataset;
  private final Diagnostics out;
  private final ExpressionBinder binder;
  private boolean failed;

  StageContext(String dataset, Diagnostics out, ExpressionBinder binder) {
    this.dataset = dataset;
    this.out = out;
    this.binder = binder;
  }

  String dataset() {
    return dataset;
  }

  Diagnostics out() {
    return out;
  }

  ExpressionBinder binder() {
    return binder;
  }

  /** Whether a stage reported an error that fails the dataset. */
  boolean failed() {
    return failed;
  }

  /** Records that a stage failed after its binder reported why (an expression it refused). */
  void fail() {
    failed = true;
  }

  /**
   * The named field in {@code schema}, or null after an {@code UNKNOWN_DATASET_FIELD} error at
   * {@code pointer} naming the role (e.g. "groupBy field").
   */
  FieldMeta require(DatasetSchema schema, String name, String pointer, String role) {
    FieldMeta f = schema.find(name);
    if (f == null) {
      failed = true;
      out.error("UNKNOWN_DATASET_FIELD", pointer, "dataset '" + dataset + "' " + role + " '" + name
          + "' is not a field at this stage" + DidYouMean.suggest(name, schema.keys()) + "; "
          + schema.describe());
    }
    return f;
  }

  void error(String code, String pointer, String message) {
    failed = true;
    out.error(code, pointer, "dataset '" + dataset + "' " + message);
  }
}
