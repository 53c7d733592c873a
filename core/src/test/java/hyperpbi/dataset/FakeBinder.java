package hyperpbi.dataset;

import com.eclipsesource.json.JsonObject;
import com.eclipsesource.json.JsonValue;
import hyperpbi.data.BooleanColumn;
import hyperpbi.data.Column;
import hyperpbi.data.DataType;
import hyperpbi.data.FieldMeta;
import hyperpbi.data.NumberColumn;
import hyperpbi.data.Table;
import hyperpbi.data.TextColumn;
import hyperpbi.diagnostic.Diagnostics;
import hyperpbi.expression.CheckedExpression;
import hyperpbi.expression.EvaluationContext;
import java.util.List;
import java.util.Set;

/**
 * A test-only stand-in for the expression checker: derive supports {field}, {value: number} and
 * binary + and -; filters support = and != on text and numbers, and &gt; on numbers. Unknown
 * fields give UNKNOWN_FIELD. Just enough to exercise the stages.
 */
final class FakeBinder implements ExpressionBinder {

  @Override
  public CheckedExpression derive(JsonValue json, String pointer, List<FieldMeta> fields,
      Diagnostics out) {
    JsonObject o = json.asObject();
    if (o.get("field") != null) {
      String key = o.get("field").asString();
      FieldMeta f = find(fields, key);
      if (f == null) {
        out.error("UNKNOWN_FIELD", pointer + "/field", "unknown field " + key);
        return null;
      }
      return expression(f.dataType(), Set.of(key), (t, rows, n) -> t.column(key));
    }
    if (o.get("value") != null) {
      double v = o.get("value").asDouble();
      return expression(DataType.NUMBER, Set.of(), (t, rows, n) -> {
        double[] values = new double[t.rowCount()];
        java.util.Arrays.fill(values, Double.NaN);
        for (int i = 0; i < n; i++) {
          values[rows == null ? i : rows[i]] = v;
        }
        return new NumberColumn(values);
      });
    }
    String op = o.get("op").asString();
    CheckedExpression left = derive(o.get("left"), pointer + "/left", fields, out);
    CheckedExpression right = derive(o.get("right"), pointer + "/right", fields, out);
    if (left == null || right == null) {
      return null;
    }
    return expression(DataType.NUMBER, Set.of(), (t, rows, n) -> {
      double[] a = ((NumberColumn) left.evaluate(t, rows, n, null)).values();
      double[] b = ((NumberColumn) right.evaluate(t, rows, n, null)).values();
      double[] values = new double[t.rowCount()];
      java.util.Arrays.fill(values, Double.NaN);
      for (int i = 0; i < n; i++) {
        int r = rows == null ? i : rows[i];
        values[r] = op.equals("+") ? a[r] + b[r] : a[r] - b[r];
      }
      return new NumberColumn(values);
    });
  }

  @Override
  public CheckedExpression filter(String fieldKey, String operator, JsonValue value,
      String pointer, List<FieldMeta> fields, Diagnostics out) {
    if (!List.of("=", "!=", ">").contains(operator)) {
      out.error("INVALID_DATASET_DEFINITION", pointer + "/operator", "unknown operator");
      return null;
    }
    return expression(DataType.BOOLEAN, Set.of(fieldKey), (t, rows, n) -> {
      Column c = t.column(fieldKey);
      byte[] result = new byte[t.rowCount()];
      java.util.Arrays.fill(result, BooleanColumn.NULL);
      for (int i = 0; i < n; i++) {
        int r = rows == null ? i : rows[i];
        boolean pass;
        if (operator.equals(">")) {
          pass = !c.isNull(r) && ((NumberColumn) c).get(r) > value.asDouble();
        } else {
          boolean equal;
          if (value.isNull()) {
            equal = c.isNull(r);
          } else if (c instanceof TextColumn text) {
            equal = value.asString().equals(text.get(r));
          } else {
            equal = !c.isNull(r) && ((NumberColumn) c).get(r) == value.asDouble();
          }
          pass = operator.equals("=") == equal;
        }
        result[r] = pass ? BooleanColumn.TRUE : BooleanColumn.FALSE;
      }
      return new BooleanColumn(result);
    });
  }

  private static FieldMeta find(List<FieldMeta> fields, String key) {
    for (FieldMeta f : fields) {
      if (f.key().equals(key)) {
        return f;
      }
    }
    return null;
  }

  interface Body {
    Column apply(Table table, int[] rows, int count);
  }

  private static CheckedExpression expression(DataType type, Set<String> refs, Body body) {
    return new CheckedExpression() {
      @Override
      public DataType type() {
        return type;
      }

      @Override
      public Set<String> fieldReferences() {
        return refs;
      }

      @Override
      public boolean readsClock() {
        return false;
      }

      @Override
      public Column evaluate(Table table, int[] rows, int count, EvaluationContext context) {
        return body.apply(table, rows, count);
      }
    };
  }
}
