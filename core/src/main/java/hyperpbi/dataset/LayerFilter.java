package hyperpbi.dataset;

import com.eclipsesource.json.JsonObject;
import com.eclipsesource.json.JsonValue;
import hyperpbi.data.Column;
import hyperpbi.data.FieldMeta;
import hyperpbi.data.Table;
import hyperpbi.dataset.DatasetDefinition.Filter;
import hyperpbi.diagnostic.Diagnostics;
import hyperpbi.diagnostic.JsonPointer;
import hyperpbi.expression.CheckedExpression;
import hyperpbi.expression.EvaluationContext;
import hyperpbi.expression.ExpressionCompiler;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A map layer's {@code filter} (data-model.txt, "Map layer dataset scope": a layer's filter
 * fields use its view's rows and schema): a dataset filter's clauses ({@code {field, operator,
 * value}}, or an array of them that must all pass), parsed by {@link DefinitionParser} and
 * checked by the same expression checker, over the layer's own view. The layer's rows are the
 * view rows that pass: only they become features, and only they can be clicked. One rule for
 * preparation ({@link #check}), the map step and interactions ({@link #of}).
 */
public final class LayerFilter {
  /** A layer without a filter: every view row. */
  public static final LayerFilter NONE = new LayerFilter(List.of(), List.of());

  private final List<String> fields;
  private final List<CheckedExpression> clauses;

  private LayerFilter(List<String> fields, List<CheckedExpression> clauses) {
    this.fields = List.copyOf(fields);
    this.clauses = List.copyOf(clauses);
  }

  /**
   * Preparation: the filter of a layer checked against its view, every finding reported (the
   * shape even when the view is unknown). Null when it is invalid or the view is unavailable.
   */
  public static LayerFilter check(JsonObject layer, LayerScope scope, Diagnostics out) {
    JsonValue v = layer.get("filter");
    if (v == null || v.isNull()) {
      return NONE;
    }
    Diagnostics shape = new Diagnostics();
    List<Filter> parsed = DefinitionParser.filters(v, JsonPointer.child(scope.pointer(),
        "filter"), shape);
    out.addAll(shape);
    if (scope.schema() == null) {
      return null;
    }
    List<String> keys = new ArrayList<>();
    List<CheckedExpression> checked = new ArrayList<>();
    // The fields of well-formed clauses are checked even when another clause is malformed.
    boolean ok = !shape.hasErrors();
    for (Filter f : parsed) {
      FieldMeta field = scope.field(f.field(), JsonPointer.child(f.pointer(), "field"), out);
      CheckedExpression e = field == null ? null : ExpressionCompiler.checkFilter(field.key(),
          f.operator(), f.value(), f.pointer(), scope.schema().fieldsIncluding(
          List.of(field.key())), out);
      if (e == null) {
        ok = false;
      } else {
        keys.add(field.key());
        checked.add(e);
      }
    }
    return ok ? new LayerFilter(keys, checked) : null;
  }

  /**
   * Runtime: the filter of a layer over its evaluated view, quietly (preparation reported the
   * findings). Null when it is invalid: such a layer has no rows.
   */
  public static LayerFilter of(JsonObject layer, String layerPointer, String dataset,
      DatasetResult view) {
    LayerScope scope = new LayerScope(-1, layerPointer, dataset,
        DatasetSchema.of(view.table().fields()));
    return check(layer, scope, new Diagnostics());
  }

  public boolean isNone() {
    return clauses.isEmpty();
  }

  /** The view rows that pass every clause, ascending; null (every row) without a filter. */
  public int[] rows(DatasetResult view, EvaluationContext context) {
    if (clauses.isEmpty()) {
      return null;
    }
    Table table = view.table();
    int count = view.rowCount();
    int[] rows = new int[count];
    for (int i = 0; i < count; i++) {
      rows[i] = i;
    }
    for (int c = 0; c < clauses.size() && count > 0; c++) {
      Column result = table.column(fields.get(c)) == null ? null
          : clauses.get(c).evaluate(table, rows, count, context);
      count = FilterStage.passing(result, rows, count, rows);
    }
    return Arrays.copyOf(rows, count);
  }
}
