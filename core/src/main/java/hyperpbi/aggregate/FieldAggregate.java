package hyperpbi.aggregate;

import hyperpbi.data.DataType;
import hyperpbi.data.UtcCalendar;
import hyperpbi.json.JsonOut;
import java.util.List;

/**
 * The calculated aggregates of one base field. Numeric statistics exist only for number fields;
 * dates and date-times have min/max (written as dates); every field has distinct and null counts.
 *
 * @param count non-null values (number fields)
 * @param sum sum of non-null values, meaningful only when {@code count > 0}
 * @param min smallest non-null value (numbers; dates as epoch ms), NaN when there is none
 * @param max largest non-null value, NaN when there is none
 * @param distinct distinct non-null values
 * @param nulls null values
 */
public record FieldAggregate(String key, String alias, DataType dataType, Shape shape, int count,
    double sum, double min, double max, int distinct, int nulls) {

  /** Which statistics a field has. */
  public enum Shape {
    NUMBER, TEMPORAL, OTHER
  }

  public static final String COUNT = "count";
  public static final String SUM = "sum";
  public static final String AVG = "avg";
  public static final String MIN = "min";
  public static final String MAX = "max";
  public static final String DISTINCT = "distinct";
  public static final String NULLS = "nulls";
  /** Every statistic a template may name. */
  public static final List<String> STATISTICS =
      List.of(COUNT, SUM, AVG, MIN, MAX, DISTINCT, NULLS);

  /** The shape of a field of this type (what {@link BaseAggregates} computes for it). */
  public static Shape shapeOf(DataType type) {
    return type.isTemporal() ? Shape.TEMPORAL : type == DataType.NUMBER ? Shape.NUMBER
        : Shape.OTHER;
  }

  /** The statistics a field of this shape has; any other is always null. */
  public static List<String> statistics(Shape shape) {
    return switch (shape) {
      case NUMBER -> STATISTICS;
      case TEMPORAL -> List.of(MIN, MAX, DISTINCT, NULLS);
      default -> List.of(DISTINCT, NULLS);
    };
  }

  /**
   * One statistic for templates: a Double for counts and number statistics, the date text for
   * date min/max, null when the statistic does not apply to this field or has no value.
   */
  public Object value(String stat) {
    if (!statistics(shape).contains(stat)) {
      return null;
    }
    switch (stat) {
      case DISTINCT:
        return (double) distinct;
      case NULLS:
        return (double) nulls;
      case COUNT:
        return (double) count;
      case SUM:
        return count > 0 ? sum : null;
      case AVG:
        return count > 0 ? sum / count : null;
      case MIN:
        return extreme(min);
      case MAX:
        return extreme(max);
      default:
        return null;
    }
  }

  private Object extreme(double v) {
    if (v != v) {
      return null;
    }
    return shape == Shape.NUMBER ? (Object) v : formatDate(v);
  }

  private String formatDate(double epochMs) {
    return dataType == DataType.DATE
        ? UtcCalendar.formatDate(epochMs) : UtcCalendar.formatDateTime(epochMs);
  }

  /** {@code {"count","sum","avg","min","max","distinct","nulls"}}, reduced by shape, one line. */
  public void writeTo(JsonOut out) {
    out.beginInlineObject();
    if (shape == Shape.NUMBER) {
      out.field(COUNT, count);
      number(out, SUM);
      number(out, AVG);
      number(out, MIN);
      number(out, MAX);
    } else if (shape == Shape.TEMPORAL) {
      out.field(MIN, (String) value(MIN));
      out.field(MAX, (String) value(MAX));
    }
    out.field(DISTINCT, distinct);
    out.field(NULLS, nulls);
    out.endObject();
  }

  private void number(JsonOut out, String stat) {
    Object v = value(stat);
    out.key(stat);
    if (v == null) {
      out.nullValue();
    } else {
      out.value(((Double) v).doubleValue());
    }
  }
}
