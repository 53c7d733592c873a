package hyperpbi.dataset;

import hyperpbi.data.BooleanColumn;
import hyperpbi.data.Column;
import hyperpbi.data.FieldMeta;
import hyperpbi.dataset.DatasetDefinition.Filter;
import hyperpbi.diagnostic.JsonPointer;
import hyperpbi.expression.CheckedExpression;
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
      }
    }
    return ok ? in : null;
  }

  @Override
  public Frame apply(Frame in, RunContext context) {
    int[] rows = in.selectedRows();
    int count = in.count();
    for (CheckedExpression expression : checked) {
      if (count == 0) {
        break;
      }
      Column result = expression.evaluate(in.table(), rows, count, context.expressions());
      int[] kept = new int[count];
      int n = 0;
      if (result instanceof BooleanColumn passed) {
        byte[] values = passed.values();
        for (int i = 0; i < count; i++) {
          if (values[rows[i]] == BooleanColumn.TRUE) {
            kept[n++] = rows[i];
          }
        }
      }
      rows = kept;
      count = n;
    }
    return in.withSelection(rows, count);
  }
}
