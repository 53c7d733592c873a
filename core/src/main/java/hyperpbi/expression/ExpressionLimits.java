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
}
