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
   * The key of the field when the expression is just {@code {"field": key}} (its values are the
   * column's values), else null: aggregates then read the column instead of materializing a copy.
   */
  default String plainField() {
    return null;
  }

  /** The expression as {@code field op field} over two number fields, or null. */
  default ColumnArithmetic columnArithmetic() {
    return null;
  }

  /**
   * Canonical keys read through {@code valueFromRow} (from the clicked-row context, not the current
   * row, so they are not dependencies of the row's value).
   */
  default Set<String> rowValueReferences() {
    return Set.of();
  }

  /**
   * Whether the value depends on the clock ({@code today} or {@code now}): only then must a new
   * clock recompute it.
   */
  boolean readsClock();

  /**
   * Evaluates over the selected physical rows of {@code table} ({@code rows[0..count)}, or every
   * row when {@code rows} is null). The result has {@code table.rowCount()} values; rows outside
   * the selection are null. Number, date and date-time results are {@code NumberColumn}s (NaN is
   * null, dates are epoch ms UTC); text is a {@code TextColumn}; Booleans a {@code BooleanColumn}.
   * Division by zero and invalid dates are reported once per kind through
   * {@code context.warnings()} with the number of rows affected.
   */
  Column evaluate(Table table, int[] rows, int count, EvaluationContext context);
}
