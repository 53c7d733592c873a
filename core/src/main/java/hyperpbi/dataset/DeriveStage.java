package hyperpbi.dataset;

import hyperpbi.data.Column;
import hyperpbi.data.DataType;
import hyperpbi.data.FieldManifest;
import hyperpbi.data.FieldMeta;
import hyperpbi.data.Origin;
import hyperpbi.dataset.DatasetDefinition.Derive;
import hyperpbi.expression.CheckedExpression;
import hyperpbi.expression.EvaluationContext;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * {@code derive}: adds or replaces fields in entry order, each expression seeing the fields
 * derived before it (the progressively updated row). A new field is appended; a replaced field
 * keeps its position. Output metadata: origin dataset-derived, the expression's static type, the
 * Field Manifest alias of its name ({@link FieldManifest#withAlias}).
 */
final class DeriveStage implements Stage {
  private final List<Derive> entries;
  private final List<CheckedExpression> checked = new ArrayList<>();
  private final List<FieldMeta> outputs = new ArrayList<>();
  /** Per entry, the key of the field it replaces, or null when it appends. */
  private final List<String> replaced = new ArrayList<>();

  /** The keys the definition creates, which derived fields' aliases avoid. */
  private final Set<String> createdKeys;

  DeriveStage(List<Derive> entries, Set<String> createdKeys) {
    this.entries = entries;
    this.createdKeys = createdKeys;
  }

  @Override
  public String name() {
    return "derive";
  }

  @Override
  public DatasetSchema schema(DatasetSchema in, StageContext context) {
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
      if (expression == null) {
        context.fail();
      }
      checked.add(expression);
      // The name replaces the field it names (its key, else its unique alias): on Power BI data
      // "revenue" names sales_revenue, as it does everywhere else in a definition.
      int at = current.indexOf(entry.name());
      replaced.add(at >= 0 ? current.fields().get(at).key() : null);
      List<FieldMeta> fields = new ArrayList<>(current.fields());
      if (at >= 0) {
        fields.set(at, output);
      } else {
        fields.add(output);
        at = fields.size() - 1;
      }
      // Its Field Manifest alias avoids the keys the definition creates, so a later entry named
      // like it still adds its own field instead of replacing this one.
      fields = FieldManifest.withAlias(fields, at, entry.name(), createdKeys);
      outputs.add(fields.get(at));
      current = current.withFields(fields);
    }
    return current;
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

  /** The frame with entry i's values added, or replacing the field it names in place. */
  Frame put(Frame frame, int i, Column values) {
    FieldMeta output = outputs.get(i);
    List<FieldMeta> fields = new ArrayList<>(frame.fields());
    List<Column> columns = new ArrayList<>(frame.columns());
    int at = replaced.get(i) == null ? -1 : frame.indexOf(replaced.get(i));
    if (at >= 0) {
      fields.set(at, output);
      columns.set(at, values);
    } else {
      fields.add(output);
      columns.add(values);
    }
    return frame.withColumns(fields, columns);
  }
}
