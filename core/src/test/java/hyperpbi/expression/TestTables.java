package hyperpbi.expression;

import com.eclipsesource.json.Json;
import hyperpbi.data.BooleanColumn;
import hyperpbi.data.Column;
import hyperpbi.data.DataType;
import hyperpbi.data.FieldMeta;
import hyperpbi.data.NumberColumn;
import hyperpbi.data.ObservedType;
import hyperpbi.data.Origin;
import hyperpbi.data.Table;
import hyperpbi.data.TextColumn;
import hyperpbi.data.TextColumnBuilder;
import hyperpbi.data.UtcCalendar;
import hyperpbi.diagnostic.Diagnostic;
import hyperpbi.diagnostic.Diagnostics;
import hyperpbi.imports.IsoDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Builds small typed tables and evaluates expressions over them for tests. */
final class TestTables {
  private TestTables() {}

  record Col(FieldMeta meta, Column column) {}

  static Col num(String key, Double... values) {
    double[] v = new double[values.length];
    for (int i = 0; i < v.length; i++) {
      v[i] = values[i] == null ? Double.NaN : values[i];
    }
    return new Col(FieldMeta.uploaded(key, key, key, DataType.NUMBER), new NumberColumn(v));
  }

  static Col text(String key, String... values) {
    TextColumnBuilder b = new TextColumnBuilder(values.length);
    for (String s : values) {
      b.add(s);
    }
    return new Col(FieldMeta.uploaded(key, key, key, DataType.TEXT), b.build());
  }

  static Col untyped(String key, String... values) {
    Col c = text(key, values);
    return new Col(c.meta().withDataType(DataType.UNKNOWN), c.column());
  }

  static Col bool(String key, Boolean... values) {
    byte[] v = new byte[values.length];
    for (int i = 0; i < v.length; i++) {
      v[i] = values[i] == null ? BooleanColumn.NULL : values[i] ? BooleanColumn.TRUE
          : BooleanColumn.FALSE;
    }
    return new Col(FieldMeta.uploaded(key, key, key, DataType.BOOLEAN), new BooleanColumn(v));
  }

  static Col date(String key, String... values) {
    double[] v = new double[values.length];
    for (int i = 0; i < v.length; i++) {
      v[i] = values[i] == null ? Double.NaN : IsoDateTime.parseDate(values[i]);
    }
    return new Col(FieldMeta.uploaded(key, key, key, DataType.DATE), new NumberColumn(v));
  }

  static Col dateTime(String key, String... values) {
    double[] v = new double[values.length];
    for (int i = 0; i < v.length; i++) {
      v[i] = values[i] == null ? Double.NaN : IsoDateTime.parseDateTime(values[i]);
    }
    return new Col(FieldMeta.uploaded(key, key, key, DataType.DATETIME), new NumberColumn(v));
  }

  static Table table(Col... cols) {
    List<FieldMeta> fields = new ArrayList<>();
    List<Column> columns = new ArrayList<>();
    for (Col c : cols) {
      fields.add(c.meta());
      columns.add(c.column());
    }
    return new Table(fields, columns, cols.length == 0 ? 0 : cols[0].column().length());
  }

  /**
   * Evaluation outcome: the values as Java objects plus the warnings sent to the context, the
   * static type and the type the values show ({@link ObservedType#refine}; the static type when
   * it is known).
   */
  record Outcome(List<Object> values, List<String> warnings, DataType type, DataType observed) {}

  static EvaluationContext context(String now, String zone, Map<String, Object> clicked,
      List<String> warnings) {
    return new EvaluationContext(now == null ? 0 : IsoDateTime.parseDateTime(now),
        zone == null ? "UTC" : zone, clicked == null ? Map.of() : clicked,
        (code, message) -> warnings.add(code + ": " + message));
  }

  static CheckedExpression compile(String json, Table table) {
    Diagnostics d = new Diagnostics();
    CheckedExpression e = ExpressionCompiler.check(Json.parse(json), "/e", table.fields(), d);
    if (e == null) {
      throw new AssertionError("expression rejected: " + d.sorted());
    }
    return e;
  }

  static List<Diagnostic> errors(String json, Table table) {
    Diagnostics d = new Diagnostics();
    CheckedExpression e = ExpressionCompiler.check(Json.parse(json), "/e", table.fields(), d);
    for (Diagnostic x : d.sorted()) {
      // An unknown operator is the one error that keeps the expression (its node is null).
      if (e != null && x.severity() == hyperpbi.diagnostic.Severity.ERROR
          && !x.code().equals(ExpressionCodes.UNKNOWN_OPERATOR)) {
        throw new AssertionError("expression returned despite errors");
      }
    }
    return d.sorted();
  }

  static Outcome eval(String json, Table table) {
    return eval(json, table, null, null, null);
  }

  static Outcome eval(String json, Table table, String now, String zone,
      Map<String, Object> clicked) {
    CheckedExpression e = compile(json, table);
    List<String> warnings = new ArrayList<>();
    Column c = e.evaluate(table, null, table.rowCount(), context(now, zone, clicked, warnings));
    return outcome(e, c, warnings);
  }

  static Outcome run(CheckedExpression e, Table table) {
    List<String> warnings = new ArrayList<>();
    Column c = e.evaluate(table, null, table.rowCount(), context(null, null, null, warnings));
    return outcome(e, c, warnings);
  }

  private static Outcome outcome(CheckedExpression e, Column c, List<String> warnings) {
    DataType observed = ObservedType.refine(FieldMeta.computed("r", "r", e.type(),
        Origin.CALCULATED_FIELD), c, c.length()).dataType();
    return new Outcome(values(c, observed), warnings, e.type(), observed);
  }

  /** Column values as Double/String/Boolean/null; dates and date-times as ISO text. */
  static List<Object> values(Column c, DataType type) {
    List<Object> out = new ArrayList<>();
    for (int r = 0; r < c.length(); r++) {
      if (c.isNull(r)) {
        out.add(null);
      } else if (c instanceof NumberColumn n) {
        double v = n.get(r);
        out.add(type == DataType.DATE ? UtcCalendar.formatDate(v)
            : type == DataType.DATETIME ? UtcCalendar.formatDateTime(v) : (Object) v);
      } else if (c instanceof TextColumn t) {
        out.add(t.get(r));
      } else {
        out.add(((BooleanColumn) c).values()[r] == BooleanColumn.TRUE);
      }
    }
    return out;
  }

  static List<Object> list(Object... values) {
    return java.util.Arrays.asList(values);
  }
}
