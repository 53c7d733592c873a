package hyperpbi.expression;

/**
 * Bounds that keep hostile expressions from exhausting the stack or memory: the parser, checker
 * and evaluator all recurse over the tree, so depth is bounded before any recursion goes deeper.
 */
public final class ExpressionLimits {
  private ExpressionLimits() {}

  /** Maximum nesting depth: the root is depth 1, each operand one more. */
  public static final int MAX_DEPTH = 64;

  /** Maximum number of nodes (operators and leaves, {@code case} branches included). */
  public static final int MAX_NODES = 10_000;

  /**
   * Longest text {@code concat} and {@code replace} build, in characters; a longer result is
   * null with one {@code TEXT_TOO_LONG} warning. Each can double its input, so a chain of derived
   * or calculated fields (t1 = concat(t0, t0), t2 = concat(t1, t1), ...) would otherwise exhaust
   * the memory of a browser or Power BI visual from a three-row file.
   */
  public static final int MAX_TEXT_LENGTH = 1_000_000;
}
