package hyperpbi.dataset;

import com.eclipsesource.json.JsonValue;
import hyperpbi.data.FieldMeta;
import hyperpbi.diagnostic.Diagnostics;
import hyperpbi.expression.CheckedExpression;
import hyperpbi.expression.ExpressionCompiler;
import java.util.List;

/**
 * How stages obtain checked expressions. Production uses {@link #COMPILER} (the one expression
 * checker, so filters share its typed comparison rules); tests substitute small fakes to exercise
 * stages without the DSL.
 */
public interface ExpressionBinder {

  /** A derive expression over {@code fields}; null after reporting errors. */
  CheckedExpression derive(JsonValue expression, String pointer, List<FieldMeta> fields,
      Diagnostics out);

  /** A boolean filter {@code field operator value}; null after reporting errors. */
  CheckedExpression filter(String fieldKey, String operator, JsonValue value, String pointer,
      List<FieldMeta> fields, Diagnostics out);

  ExpressionBinder COMPILER = new ExpressionBinder() {
    @Override
    public CheckedExpression derive(JsonValue expression, String pointer, List<FieldMeta> fields,
        Diagnostics out) {
      return ExpressionCompiler.check(expression, pointer, fields, out);
    }

    @Override
    public CheckedExpression filter(String fieldKey, String operator, JsonValue value,
        String pointer, List<FieldMeta> fields, Diagnostics out) {
      return ExpressionCompiler.checkFilter(fieldKey, operator, value, pointer, fields, out);
    }
  };
}
