package hyperpbi.dataset;

import hyperpbi.data.BooleanColumn;
import hyperpbi.data.Column;
import hyperpbi.data.FieldMeta;
import hyperpbi.data.Table;
import hyperpbi.data.TextColumn;
import hyperpbi.dataset.DatasetDefinition.Filter;
import hyperpbi.diagnostic.JsonPointer;
import hyperpbi.expression.CheckedExpression;
import hyperpbi.expression.EvaluationContext;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code filter}: every clause must pass. Statically each field must exist in the source schema
 * (a filter cannot see fields the same dataset derives later) and the clause is checked by the
 * expression checker, which owns the typed comparison rules. At runtime each clause narrows the
 * index selection; no values are copied.
 */
final class FilterStage implements Stage {
  private final List<Filter> clauses;
  private final List<CheckedExpression> checked = new ArrayList<>();
  private final List<FieldMeta> fields = new ArrayList<>();

  FilterStage(List<Filter> clauses) {
    this.clauses = clauses;
  }

  @Override
  public DatasetSchema schema(DatasetSchema in, StageContext context) {
    boolean ok = true;
    for (Filter clause : clauses) {
      FieldMeta field = context.require(in, clause.field(),
          JsonPointer.child(clause.pointer(), "field"), "filter field");
      if (field == null) {
        ok = false;
        continue;
      }
      CheckedExpression expression = context.binder().filter(field.key(), clause.operator(),
          clause.value(), clause.pointer(), in.fieldsIncluding(List.of(field.key())), context.out());
      if (expression == null) {
        ok = false;
      } else {
        checked.add(expression);
        fields.add(field);
      }
    }
    return ok ? in : null;
  }

  @Override
  public Frame apply(Frame in, RunContext context) {
    int[] rows = in.selectedRows();
    int count = in.count();
    for (int c = 0; c < checked.size(); c++) {
      if (count == 0) {
        break;
      }
      CheckedExpression expression = checked.get(c);
      int[] kept = new int[count];
      int n = 0;
      Column field = in.column(fields.get(c).key());
      byte[] passByCode = field instanceof TextColumn text && text.dictionary().length < count
          ? passByCode(expression, fields.get(c), text, context) : null;
      if (passByCode != null) {
        // A text clause depends only on the cell's value: decided once per dictionary entry.
        int[] codes = ((TextColumn) field).codes();
        for (int i = 0; i < count; i++) {
          int row = rows[i];
          if (passByCode[codes[row] + 1] == BooleanColumn.TRUE) {
            kept[n++] = row;
          }
        }
      } else {
        Column result = expression.evaluate(in.table(), rows, count, context.expressions());
        if (result instanceof BooleanColumn passed) {
          byte[] values = passed.values();
          for (int i = 0; i < count; i++) {
            if (values[rows[i]] == BooleanColumn.TRUE) {
              kept[n++] = rows[i];
            }
          }
        }
      }
      rows = kept;
      count = n;
    }
    return in.withSelection(rows, count);
  }

  /**
   * The clause's result for null (index 0) and each dictionary entry (index code + 1), from
   * evaluating it over a one-column table holding each value once; null when that evaluation
   * warns (warnings count rows, so they must come from the real rows).
   */
  private static byte[] passByCode(CheckedExpression expression, FieldMeta field,
      TextColumn text, RunContext context) {
    String[] dictionary = text.dictionary();
    int[] codes = new int[dictionary.length + 1];
    for (int i = 0; i < codes.length; i++) {
      codes[i] = i - 1;
    }
    boolean[] warned = new boolean[1];
    EvaluationContext base = context.expressions();
    EvaluationContext quiet = new EvaluationContext(base.nowEpochMs(), base.timeZone(),
        base.clickedRow(), (code, message) -> warned[0] = true);
    Table values = new Table(List.of(field), List.of(new TextColumn(codes, dictionary)),
        codes.length);
    Column result = expression.evaluate(values, null, codes.length, quiet);
    if (warned[0] || !(result instanceof BooleanColumn passed)) {
      return null;
    }
    return passed.values();
  }
}
