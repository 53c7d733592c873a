package hyperpbi.dataset;

/**
 * One dataset operation. The static step and the runtime step live in the same class so schema
 * propagation and evaluation cannot drift: {@link #schema} validates field references against the
 * schema flowing in, binds what {@link #apply} needs (resolved keys, checked expressions) and
 * returns the schema flowing out; {@link #apply} runs the bound stage over rows whose fields are
 * exactly that incoming schema.
 */
interface Stage {

  /** The definition key of the stage ({@link StageRows#stage}). */
  String name();

  /**
   * The outgoing schema. After reporting errors (to the context's sink: the dataset then fails)
   * it is still the schema the stage gives with its failing parts left out or unknown-typed, so
   * later stages are checked on their own merits and every independent error of a definition
   * is reported in one pass.
   */
  DatasetSchema schema(DatasetSchema in, StageContext context);

  /** The outgoing rows; only called after {@link #schema} reported no error. */
  Frame apply(Frame in, RunContext context);
}
