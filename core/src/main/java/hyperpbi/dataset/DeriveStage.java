package hyperpbi.dataset;

import hyperpbi.data.Column;
import hyperpbi.data.DataType;
import hyperpbi.data.FieldMeta;
import hyperpbi.data.Origin;
import hyperpbi.dataset.DatasetDefinition.Derive;
import hyperpbi.expression.CheckedExpression;
import hyperpbi.expression.EvaluationContext;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code derive}: adds or replaces fields in entry order, each expression seeing the fields
 * derived before it (the progressively updated row). A new field is appended; a replaced field
 * keeps its position. Output metadata: origin dataset-derived, the expression's static type.
 */
final class DeriveStage implements Stage {
  private final List<Derive> entries;
  private final List<CheckedExpression> checked = new ArrayList<>();
  private final List<FieldMeta> outputs = new ArrayList<>();

  DeriveStage(List<Derive> entries) {
    this.entries = entries;
  }

  @Override
  public DatasetSchema schema(DatasetSchema in, StageContext context) {
    boolean ok = true;
    DatasetSchema current = in;
    for (Derive entry : entries) {
      List<FieldMeta> visible = current.fieldsIncluding(
          ExpressionScan.of(entry.expression()).fields());
      CheckedExpression expression = context.binder().derive(entry.expression(), entry.pointer(),
          visible, context.out());
      // A failed entry still adds an unknown-typed field so later entries are checked on their
      // own merits instead of repeating the same error.
      DataType type = expression == null ? DataType.UNKNOWN : expression.type();
      FieldMeta output = FieldMeta.computed(entry.name(), entry.name(), type,
          Origin.DATASET_DERIVED);
      ok &= expression != null;
      checked.add(expression);
      outputs.add(output);
      current = current.withFields(put(current.fields(), output));
    }
    return ok ? current : null;
  }

  @Override
  public Frame apply(Frame in, RunContext context) {
    Frame frame = in;
    EvaluationContext base = context.expressions();
    for (int i = 0; i < entries.size(); i++) {
      // A warning (division by zero, an invalid date) names the derived field it comes from.
      String prefix = "derive '" + outputs.get(i).key() + "': ";
      EvaluationContext named = new EvaluationContext(base.nowEpochMs(), base.timeZone(),
          base.clickedRow(), (code, message) -> base.warnings().warn(code, prefix + message));
      Column values = checked.get(i).evaluate(frame.table(), frame.selection(), frame.count(),
          named);
      frame = put(frame, i, values);
    }
    return frame;
  }

  int size() {
    return entries.size();
  }

  CheckedExpression expression(int i) {
    return checked.get(i);
  }

  /** The frame with entry i's values added, or replacing the field of the same key in place. */
  Frame put(Frame frame, int i, Column values) {
    FieldMeta output = outputs.get(i);
    List<FieldMeta> fields = new ArrayList<>(frame.fields());
    List<Column> columns = new ArrayList<>(frame.columns());
    int at = frame.indexOf(output.key());
    if (at >= 0) {
      fields.set(at, output);
      columns.set(at, values);
    } else {
      fields.add(output);
      columns.add(values);
    }
    return frame.withColumns(fields, columns);
  }

  /** Replaces the field with the same key in place, or appends. */
  private static List<FieldMeta> put(List<FieldMeta> fields, FieldMeta field) {
    List<FieldMeta> out = new ArrayList<>(fields);
    for (int i = 0; i < out.size(); i++) {
      if (out.get(i).key().equals(field.key())) {
        out.set(i, field);
        return out;
      }
    }
    out.add(field);
    return out;
  }
}
