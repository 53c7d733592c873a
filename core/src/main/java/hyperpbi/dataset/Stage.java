package hyperpbi.dataset;

/**
 * One dataset operation. The static step and the runtime step live in the same class so schema
 * propagation and evaluation cannot drift: {@link #schema} validates field references against the
 * schema flowing in, binds what {@link #apply} needs (resolved keys, checked expressions) and
 * returns the schema flowing out; {@link #apply} runs the bound stage over rows whose fields are
 * exactly that incoming schema.
 */
interface Stage {

  /** The outgoing schema, or null after reporting errors (the dataset then fails). */
  DatasetSchema schema(DatasetSchema in, StageContext context);

  /** The outgoing rows; only called after {@link #schema} succeeded. */
  Frame apply(Frame in, RunContext context);
}
