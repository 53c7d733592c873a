package hyperpbi.dataset;

import hyperpbi.data.BooleanColumn;
import hyperpbi.data.Column;
import hyperpbi.data.FieldMeta;
import hyperpbi.data.TextColumn;
import hyperpbi.dataset.DatasetDefinition.Filter;
import hyperpbi.diagnostic.JsonPointer;
import hyperpbi.expression.CheckedExpression;
import hyperpbi.expression.PerValue;
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
  public String name() {
    return "filter";
  }

  @Override
  public DatasetSchema schema(DatasetSchema in, StageContext context) {
    for (Filter clause : clauses) {
      FieldMeta field = context.require(in, clause.field(),
          JsonPointer.child(clause.pointer(), "field"), "filter field");
      if (field == null) {
        continue;
      }
      CheckedExpression expression = context.binder().filter(field.key(), clause.operator(),
          clause.value(), clause.pointer(), in.fieldsIncluding(List.of(field.key())), context.out());
      if (expression == null) {
        context.fail();
      } else {
        checked.add(expression);
        fields.add(field);
      }
    }
    return in;  // a filter keeps the schema, whether or not its clauses are valid
  }

  @Override
  public Frame apply(Frame in, RunContext context) {
    int[] rows = in.selection(); // null: every physical row in order
    int count = in.count();
    for (int c = 0; c < checked.size(); c++) {
      if (count == 0) {
        break;
      }
      CheckedExpression expression = checked.get(c);
      int[] kept = new int[count];
      int n = 0;
      Column field = in.column(fields.get(c).key());
      byte[] passByCode = truthByCode(c, in, count, context);
      if (passByCode != null) {
        // A text clause depends only on the cell's value: decided once per dictionary entry.
        // Branch-free: every row is written, and the count only advances past kept ones.
        int[] codes = ((TextColumn) field).codes();
        for (int i = 0; i < count; i++) {
          int row = rows == null ? i : rows[i];
          kept[n] = row;
          n += passByCode[codes[row] + 1] == BooleanColumn.TRUE ? 1 : 0;
        }
      } else {
        if (rows == null) {
          rows = in.selectedRows();
        }
        n = passing(expression.evaluate(in.table(), rows, count, context.expressions()), rows,
            count, kept);
      }
      rows = kept;
      count = n;
    }
    return rows == null ? in : in.withSelection(rows, count);
  }

  /**
   * Writes to {@code into} the rows among the first {@code count} of {@code rows} whose condition
   * value is true (a null or non-Boolean result keeps none); {@code into} may be {@code rows}.
   *
   * @return how many were kept
   */
  static int passing(Column condition, int[] rows, int count, int[] into) {
    int n = 0;
    if (condition instanceof BooleanColumn passed) {
      byte[] values = passed.values();
      for (int i = 0; i < count; i++) {
        if (values[rows[i]] == BooleanColumn.TRUE) {
          into[n++] = rows[i];
        }
      }
    }
    return n;
  }

  /**
   * Clause c decided once per dictionary value of its text field (indexed by code + 1), or null
   * when the clause needs the row itself.
   */
  private byte[] truthByCode(int c, Frame in, int count, RunContext context) {
    return PerValue.truthByCode(checked.get(c), fields.get(c), in.column(fields.get(c).key()),
        count, context.expressions());
  }

  /**
   * Every clause as a per-value test over a text column of {@code in}, or null when some clause
   * is not decided by its text value alone (the fused group stage then runs the stages one by one).
   */
  CodeTest[] codeTests(Frame in, RunContext context) {
    CodeTest[] tests = new CodeTest[checked.size()];
    for (int c = 0; c < tests.length; c++) {
      byte[] pass = truthByCode(c, in, in.count(), context);
      if (pass == null) {
        return null;
      }
      tests[c] = new CodeTest(((TextColumn) in.column(fields.get(c).key())).codes(), pass);
    }
    return tests;
  }

  /** Row r passes when {@code pass[codes[r] + 1]} is true. */
  record CodeTest(int[] codes, byte[] pass) {}
}
