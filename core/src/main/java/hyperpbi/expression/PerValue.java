package hyperpbi.expression;

import hyperpbi.data.BooleanColumn;
import hyperpbi.data.Column;
import hyperpbi.data.FieldMeta;
import hyperpbi.data.Table;
import hyperpbi.data.TextColumn;
import java.util.List;

/**
 * Conditions that read a single text field depend only on the cell's value, so they can be
 * decided once per dictionary entry instead of once per row: the condition is evaluated over a
 * one-column table holding null and each dictionary entry once, and rows then look their answer
 * up by code. Used by dataset filters and root metric conditions on large tables.
 */
public final class PerValue {
  private PerValue() {}

  /**
   * The condition's result ({@link BooleanColumn#TRUE} etc.) for null at index 0 and for each
   * dictionary entry at index code + 1; null when the shortcut does not apply: the condition
   * reads another field, the dictionary is not smaller than {@code rows}, or evaluating it warns
   * (warnings count rows, so they must come from the real rows).
   */
  public static byte[] truthByCode(CheckedExpression condition, FieldMeta field, Column column,
      int rows, EvaluationContext context) {
    if (!(column instanceof TextColumn text) || text.dictionary().length >= rows
        || !condition.fieldReferences().equals(java.util.Set.of(field.key()))) {
      return null;
    }
    String[] dictionary = text.dictionary();
    int[] codes = new int[dictionary.length + 1];
    for (int i = 0; i < codes.length; i++) {
      codes[i] = i - 1;
    }
    boolean[] warned = new boolean[1];
    EvaluationContext quiet = new EvaluationContext(context.nowEpochMs(), context.timeZone(),
        context.clickedRow(), (code, message) -> warned[0] = true);
    Table values = new Table(List.of(field), List.of(new TextColumn(codes, dictionary)),
        codes.length);
    Column result = condition.evaluate(values, null, codes.length, quiet);
    if (warned[0] || !(result instanceof BooleanColumn passed)) {
      return null;
    }
    return passed.values();
  }
}
