package hyperpbi.aggregate;

import hyperpbi.data.BooleanColumn;
import hyperpbi.data.Column;
import hyperpbi.data.DoubleCodes;
import hyperpbi.data.FieldMeta;
import hyperpbi.data.NumberColumn;
import hyperpbi.data.Table;
import hyperpbi.data.TextColumn;
import hyperpbi.json.JsonOut;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The calculated aggregates of the base {@code powerbi} dataset (data-model, "Base powerbi
 * dataset"), computed after root calculated fields in one pass over each column. Templates read
 * them as {@code {{aggregate.<field>.<stat>}}} through {@link #lookup} or {@link #value}.
 */
public final class BaseAggregates {
  public static final BaseAggregates EMPTY = new BaseAggregates(Table.empty(List.of()));
  /** Template path prefix: {@code aggregate.<field>.<stat>}. */
  public static final String TEMPLATE_PREFIX = "aggregate.";

  private final Table table;
  /** Each field's aggregate, computed when first asked for (a million-row pass per column). */
  private final FieldAggregate[] computed;
  private final Map<String, Integer> byName = new LinkedHashMap<>();

  private BaseAggregates(Table table) {
    this.table = table;
    this.computed = new FieldAggregate[table.fields().size()];
    List<FieldMeta> fields = table.fields();
    for (int i = 0; i < fields.size(); i++) {
      if (fields.get(i).alias() != null) {
        byName.putIfAbsent(fields.get(i).alias(), i);
      }
    }
    // Keys win over aliases, as in FieldNames.
    for (int i = 0; i < fields.size(); i++) {
      byName.put(fields.get(i).key(), i);
    }
  }

  /**
   * The aggregates of {@code table}'s fields. Nothing is read yet: a field's pass runs when a
   * template, a view or the eval document first asks for it, so evaluations that only draw
   * datasets (and recalculations that rebuild the base table) do not pay for every column.
   */
  public static BaseAggregates compute(Table table) {
    return new BaseAggregates(table);
  }

  private FieldAggregate at(int i) {
    if (computed[i] == null) {
      computed[i] = aggregate(table.fields().get(i), table.columns().get(i), table.rowCount());
    }
    return computed[i];
  }

  /** Fields in schema order. */
  public List<FieldAggregate> fields() {
    List<FieldAggregate> all = new ArrayList<>(computed.length);
    for (int i = 0; i < computed.length; i++) {
      all.add(at(i));
    }
    return Collections.unmodifiableList(all);
  }

  /** The aggregates of a field by canonical key (or alias), or null. */
  public FieldAggregate field(String name) {
    Integer i = byName.get(name);
    return i == null ? null : at(i);
  }

  /**
   * One statistic ({@code count, sum, avg, min, max, distinct, nulls}) of a field: Double, String
   * (date min/max) or null when the field, the statistic or a value is missing.
   */
  public Object value(String fieldKey, String stat) {
    FieldAggregate f = field(fieldKey);
    return f == null ? null : f.value(stat);
  }

  /** Resolves a template path {@code aggregate.<field>.<stat>}; null when it is not one. */
  public Object lookup(String path) {
    if (!path.startsWith(TEMPLATE_PREFIX)) {
      return null;
    }
    int dot = path.lastIndexOf('.');
    if (dot <= TEMPLATE_PREFIX.length()) {
      return null;
    }
    return value(path.substring(TEMPLATE_PREFIX.length(), dot), path.substring(dot + 1));
  }

  /** {@code {"<fieldKey>": {...}}} in schema order. */
  public void writeTo(JsonOut out) {
    out.beginObject();
    for (FieldAggregate f : fields()) {
      out.key(f.key());
      f.writeTo(out);
    }
    out.endObject();
  }

  private static FieldAggregate aggregate(FieldMeta field, Column column, int rowCount) {
    int n = rowCount < column.length() ? rowCount : column.length();
    if (column instanceof NumberColumn numbers) {
      return numbers(field, numbers.values(), n);
    }
    if (column instanceof TextColumn text) {
      return text(field, text, n);
    }
    return booleans(field, ((BooleanColumn) column).values(), n);
  }

  private static FieldAggregate numbers(FieldMeta field, double[] values, int n) {
    DoubleCodes distinct = new DoubleCodes(16);
    int count = 0;
    double sum = 0;
    double min = Double.NaN;
    double max = Double.NaN;
    for (int r = 0; r < n; r++) {
      double v = values[r];
      if (v != v) {
        continue;
      }
      if (count == 0) {
        min = v;
        max = v;
      } else if (v < min) {
        min = v;
      } else if (v > max) {
        max = v;
      }
      count++;
      sum += v;
      distinct.code(v);
    }
    FieldAggregate.Shape shape = field.dataType().isTemporal()
        ? FieldAggregate.Shape.TEMPORAL : FieldAggregate.Shape.NUMBER;
    return new FieldAggregate(field.key(), field.alias(), field.dataType(), shape, count, sum, min,
        max, distinct.size(), n - count);
  }

  /** Equal strings share one dictionary code, so distinct codes are distinct values. */
  private static FieldAggregate text(FieldMeta field, TextColumn column, int n) {
    int[] codes = column.codes();
    boolean[] seen = new boolean[column.dictionary().length];
    int distinct = 0;
    int nulls = 0;
    for (int r = 0; r < n; r++) {
      int code = codes[r];
      if (code < 0 || code >= seen.length) {
        nulls++;
      } else if (!seen[code]) {
        seen[code] = true;
        distinct++;
      }
    }
    return other(field, distinct, nulls);
  }

  private static FieldAggregate booleans(FieldMeta field, byte[] values, int n) {
    boolean sawTrue = false;
    boolean sawFalse = false;
    int nulls = 0;
    for (int r = 0; r < n; r++) {
      byte v = values[r];
      if (v == BooleanColumn.TRUE) {
        sawTrue = true;
      } else if (v == BooleanColumn.FALSE) {
        sawFalse = true;
      } else {
        nulls++;
      }
    }
    return other(field, (sawTrue ? 1 : 0) + (sawFalse ? 1 : 0), nulls);
  }

  private static FieldAggregate other(FieldMeta field, int distinct, int nulls) {
    return new FieldAggregate(field.key(), field.alias(), field.dataType(),
        FieldAggregate.Shape.OTHER, 0, 0, Double.NaN, Double.NaN, distinct, nulls);
  }
}
