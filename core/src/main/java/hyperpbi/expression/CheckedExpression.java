package hyperpbi.expression;

import hyperpbi.data.Column;
import hyperpbi.data.DataType;
import hyperpbi.data.Table;
import java.util.Set;

/**
 * An expression that passed the one checker: its static type and referenced fields are known, and
 * it evaluates column-wise.
 */
public interface CheckedExpression {
  /** Static type per the contract; UNKNOWN when branches disagree or inputs are unknown. */
  DataType type();

  /** Canonical keys of the fields it reads (for dependency order and diagnostics). */
  Set<String> fieldReferences();

  /**
   * Evaluates over the selected physical rows of {@code table} ({@code rows[0..count)}, or every
   * row when {@code rows} is null). The result has {@code table.rowCount()} values; rows outside
   * the selection are null. Number, date and date-time results are {@code NumberColumn}s.
   */
  Column evaluate(Table table, int[] rows, int count, EvaluationContext context);
}
