package hyperpbi.calculation;

import hyperpbi.canonical.NaturalOrder;
import hyperpbi.data.BooleanColumn;
import hyperpbi.data.Column;
import hyperpbi.data.DataType;
import hyperpbi.data.NumberColumn;
import hyperpbi.data.ObservedType;
import hyperpbi.data.Table;
import hyperpbi.data.TextColumn;
import hyperpbi.data.UtcCalendar;
import hyperpbi.diagnostic.Diagnostics;
import hyperpbi.expression.EvaluationContext;
import hyperpbi.expression.PerValue;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;

/**
 * Evaluates root metrics over every row of the augmented base table. Aggregates use only non-null
 * values (none → null); count and countWhere count rows; {@code *Where} aggregates the rows whose
 * condition is true (null counts as not true); ratio divides two nested metrics (a zero or null
 * denominator → null); percentOfTotal divides the sum over the condition's rows by the sum over
 * all rows (a zero total → null) and is a fraction, not multiplied by 100. Results are Double,
 * String (min/max of text, dates as yyyy-mm-dd, date-times as ISO-8601 UTC), Boolean or null.
 */
final class MetricEvaluator {
  private final Table table;
  private final EvaluationContext context;
  private final Diagnostics out;

  MetricEvaluator(Table table, EvaluationContext context, Diagnostics out) {
    this.table = table;
    this.context = context;
    this.out = out;
  }

  Object value(RootMetric m) {
    if (m.aggregation() == MetricAggregation.RATIO) {
      Object n = value(m.numerator());
      Object d = value(m.denominator());
      if (!(n instanceof Double num) || !(d instanceof Double den) || den == 0) {
        return null;
      }
      return finite(num / den);
    }
    Object direct = directSum(m);
    if (direct != NO_DIRECT_SUM) {
      return direct;
    }
    boolean counting = m.aggregation() == MetricAggregation.COUNT
        || m.aggregation() == MetricAggregation.COUNT_WHERE;
    if (counting && m.where() == null) {
      return (double) table.rowCount();
    }
    int[] rows = selection(m);
    int count = rows.length;
    return switch (m.aggregation()) {
      case COUNT, COUNT_WHERE -> (double) count;
      case SUM, SUM_WHERE -> {
        double[] column = plainNumbers(m);
        yield column != null ? sum(column, rows) : sum(numbers(m, rows));
      }
      case AVG, AVG_WHERE -> average(numbers(m, rows));
      case PERCENT_OF_TOTAL -> share(sum(numbers(m, rows)), sum(numbers(m, allRows())));
      case MIN, MAX -> extreme(m, rows, m.aggregation() == MetricAggregation.MAX);
      case DISTINCT_COUNT -> (double) distinct(column(m.field(), m.pointer() + "/field", rows),
          rows);
      default -> null;
    };
  }

  private static final Object NO_DIRECT_SUM = new Object();

  /**
   * sum, sumWhere or percentOfTotal of a plain number field, when every row or a text condition
   * decides the rows: one pass over the column (and the condition's codes) without a row list or
   * a gathered copy of the values; else {@link #NO_DIRECT_SUM}. The values are added in row
   * order, as {@link #sum(double[], int[])}.
   */
  private Object directSum(RootMetric m) {
    MetricAggregation a = m.aggregation();
    boolean percent = a == MetricAggregation.PERCENT_OF_TOTAL;
    double[] values = percent || a == MetricAggregation.SUM || a == MetricAggregation.SUM_WHERE
        ? plainNumbers(m) : null;
    if (values == null) {
      return NO_DIRECT_SUM;
    }
    Object part = m.where() == null ? sum(values) : textConditionSum(m, values);
    return part == NO_DIRECT_SUM || !percent ? part : share(part, sum(values));
  }

  private Object textConditionSum(RootMetric m, double[] values) {
    TextTruth truth = textTruth(m);
    if (truth == null) {
      return NO_DIRECT_SUM;
    }
    Double total = TextConditionSum.of(values, truth.codes(), truth.byCode());
    return total == null ? null : finite(total);
  }

  private static Object share(Object part, Object total) {
    return part instanceof Double p && total instanceof Double t && t != 0 ? finite(p / t) : null;
  }

  /** A where condition decided once per value of one text field (index code + 1). */
  private record TextTruth(int[] codes, byte[] byCode) {}

  private TextTruth textTruth(RootMetric m) {
    Set<String> reads = m.where().fieldReferences();
    if (reads.size() != 1) {
      return null;
    }
    int at = table.indexOf(reads.iterator().next());
    byte[] truth = at < 0 ? null : PerValue.truthByCode(m.where(), table.fields().get(at),
        table.columns().get(at), table.rowCount(), scoped(m.pointer() + "/where"));
    return truth == null ? null
        : new TextTruth(((TextColumn) table.columns().get(at)).codes(), truth);
  }

  /** The rows whose where condition is true, or every row. */
  private int[] selection(RootMetric m) {
    if (m.where() == null) {
      return allRows();
    }
    TextTruth truth = textTruth(m);
    if (truth != null) {
      return rowsWhere(truth.codes(), truth.byCode());
    }
    EvaluationContext scoped = scoped(m.pointer() + "/where");
    Column c = m.where().evaluate(table, null, table.rowCount(), scoped);
    byte[] values = ((BooleanColumn) c).values();
    int n = 0;
    for (byte v : values) {
      if (v == BooleanColumn.TRUE) {
        n++;
      }
    }
    int[] rows = new int[n];
    int k = 0;
    for (int r = 0; r < values.length; r++) {
      if (values[r] == BooleanColumn.TRUE) {
        rows[k++] = r;
      }
    }
    return rows;
  }

  /** Rows whose text code has a true answer (index code + 1 of {@code truth}), in order. */
  private static int[] rowsWhere(int[] codes, byte[] truth) {
    int[] rows = new int[codes.length];
    return Arrays.copyOf(rows, TextConditionSum.rowsWhere(codes, truth, 0, codes.length, rows));
  }

  /** The column's values when the metric's field is a plain number field, else null. */
  private double[] plainNumbers(RootMetric m) {
    String key = m.field().plainField();
    Column column = key == null ? null : table.column(key);
    return column instanceof NumberColumn n ? n.values() : null;
  }

  /** Sum of the non-null values at {@code rows}, in row order (as {@link #sum(double[])}). */
  private static Object sum(double[] values, int[] rows) {
    double sum = 0;
    boolean any = false;
    for (int r : rows) {
      double v = values[r];
      if (v == v) {
        sum += v;
        any = true;
      }
    }
    return any ? finite(sum) : null;
  }

  private int[] allRows() {
    int[] rows = new int[table.rowCount()];
    for (int i = 0; i < rows.length; i++) {
      rows[i] = i;
    }
    return rows;
  }

  private EvaluationContext scoped(String pointer) {
    return new EvaluationContext(context.nowEpochMs(), context.timeZone(), context.clickedRow(),
        (code, message) -> out.warning(code, pointer, message));
  }

  private Column column(hyperpbi.expression.CheckedExpression e, String pointer, int[] rows) {
    return e.evaluate(table, rows, rows.length, scoped(pointer));
  }

  /**
   * The metric field's numbers at {@code rows}. A field of statically unknown type whose rows
   * turn out text or Booleans has none (contract-notes: aggregates use only non-null numbers),
   * as a dataset metric over it has: all null, and a warning when there were rows.
   */
  private double[] numbers(RootMetric m, int[] rows) {
    Column column = column(m.field(), m.pointer() + "/field", rows);
    if (column instanceof NumberColumn n) {
      return n.values();
    }
    if (rows.length > 0) {
      out.warning(CalculationCodes.NON_NUMERIC_METRIC_FIELD, m.pointer() + "/field",
          m.aggregation().json() + " found no numbers in its field (its values are "
              + ObservedType.of(column).json() + "); the result is null");
    }
    double[] none = new double[rows.length];
    Arrays.fill(none, NumberColumn.NULL);
    return none;
  }

  private static Object sum(double[] values) {
    double sum = 0;
    boolean any = false;
    for (double v : values) {
      if (v == v) {
        sum += v;
        any = true;
      }
    }
    return any ? finite(sum) : null;
  }

  private static Object average(double[] values) {
    double sum = 0;
    int n = 0;
    for (double v : values) {
      if (v == v) {
        sum += v;
        n++;
      }
    }
    return n == 0 ? null : finite(sum / n);
  }

  private Object extreme(RootMetric m, int[] rows, boolean max) {
    Column c = column(m.field(), m.pointer() + "/field", rows);
    DataType type = m.field().type() == DataType.UNKNOWN ? ObservedType.of(c) : m.field().type();
    if (c instanceof NumberColumn n) {
      double best = Double.NaN;
      for (int r : rows) {
        double v = n.get(r);
        if (v == v && (best != best || (max ? v > best : v < best))) {
          best = v;
        }
      }
      if (best != best) {
        return null;
      }
      return switch (type) {
        case DATE -> UtcCalendar.formatDate(best);
        case DATETIME -> UtcCalendar.formatDateTime(best);
        default -> best;
      };
    }
    if (c instanceof TextColumn t) {
      String best = null;
      for (int r : rows) {
        String v = t.get(r);
        if (v != null && (best == null
            || (max ? NaturalOrder.INSTANCE.compare(v, best) > 0
                : NaturalOrder.INSTANCE.compare(v, best) < 0))) {
          best = v;
        }
      }
      return best;
    }
    byte[] b = ((BooleanColumn) c).values();
    byte best = BooleanColumn.NULL;
    for (int r : rows) {
      byte v = b[r];
      if (v >= 0 && (best < 0 || (max ? v > best : v < best))) {
        best = v;
      }
    }
    return best < 0 ? null : Boolean.valueOf(best == BooleanColumn.TRUE);
  }

  /** Distinct non-null values; numbers by sorting (no boxing), text by distinct strings. */
  private static int distinct(Column c, int[] rows) {
    if (c instanceof NumberColumn n) {
      double[] v = new double[rows.length];
      int k = 0;
      for (int r : rows) {
        double x = n.get(r);
        if (x == x) {
          v[k++] = x == 0 ? 0 : x; // -0 and 0 are one value
        }
      }
      Arrays.sort(v, 0, k);
      int distinct = 0;
      for (int i = 0; i < k; i++) {
        if (i == 0 || v[i] != v[i - 1]) {
          distinct++;
        }
      }
      return distinct;
    }
    if (c instanceof TextColumn t) {
      boolean[] seen = new boolean[t.dictionary().length];
      Set<String> strings = new HashSet<>();
      for (int r : rows) {
        int code = t.codes()[r];
        if (code >= 0 && !seen[code]) {
          seen[code] = true;
          strings.add(t.dictionary()[code]);
        }
      }
      return strings.size();
    }
    byte[] b = ((BooleanColumn) c).values();
    boolean t = false;
    boolean f = false;
    for (int r : rows) {
      t |= b[r] == BooleanColumn.TRUE;
      f |= b[r] == BooleanColumn.FALSE;
    }
    return (t ? 1 : 0) + (f ? 1 : 0);
  }

  private static Object finite(double v) {
    return v - v == 0 ? (Object) v : null;
  }
}
