package hyperpbi.interaction;

import com.eclipsesource.json.JsonValue;
import hyperpbi.canonical.CanonicalNumber;
import hyperpbi.canonical.DecimalParser;
import hyperpbi.canonical.Whitespace;
import hyperpbi.data.DataType;
import hyperpbi.data.UtcCalendar;
import hyperpbi.imports.IsoDateTime;
import hyperpbi.json.JsonOut;
import hyperpbi.json.JsonValues;

/**
 * Cell and payload values inside the interaction engine: {@code Double} (numbers, and dates or
 * date-times as UTC epoch milliseconds), {@code String}, {@code Boolean} or {@code null}. Values
 * from JSON are coerced to a field's type when they parse exactly (contract-notes §2).
 */
final class TypedValues {
  /** Marker for a JSON value that does not fit the field's type. */
  static final Object INVALID = new Object();

  private TypedValues() {}

  /** A JSON scalar as a value of {@code type}, or {@link #INVALID}. Objects/arrays are invalid. */
  static Object coerce(JsonValue v, DataType type) {
    if (v == null || v.isNull()) {
      return null;
    }
    if (v.isObject() || v.isArray()) {
      return INVALID;
    }
    switch (type) {
      case NUMBER -> {
        if (v.isNumber()) {
          return JsonValues.number(v);
        }
        if (v.isString()) {
          double d = DecimalParser.parse(v.asString().trim());
          return Whitespace.isBlank(v.asString()) ? v.asString() : Double.isNaN(d) ? INVALID : (Object) d;
        }
        return INVALID;
      }
      case DATE, DATETIME -> {
        if (v.isNumber()) {
          return JsonValues.number(v);
        }
        if (v.isString()) {
          String s = v.asString().trim();
          if (s.isEmpty()) {
            return v.asString();
          }
          double d = IsoDateTime.parseDate(s);
          if (Double.isNaN(d)) {
            d = IsoDateTime.parseDateTime(s);
          }
          return Double.isNaN(d) ? INVALID : (Object) d;
        }
        return INVALID;
      }
      case BOOLEAN -> {
        if (v.isBoolean()) {
          return v.asBoolean();
        }
        if (v.isString() && (v.asString().equalsIgnoreCase("true")
            || v.asString().equalsIgnoreCase("false"))) {
          return v.asString().equalsIgnoreCase("true");
        }
        return v.isString() && Whitespace.isBlank(v.asString()) ? v.asString() : INVALID;
      }
      case UNKNOWN -> {
        // No type to read the value as (a model column whose values are all blank, or a view
        // with no rows): it keeps its own JSON type, so a number still reaches a Power BI
        // filter as a number and a Boolean as a Boolean (contract-notes §2).
        if (v.isNumber()) {
          return JsonValues.number(v);
        }
        return v.isBoolean() ? (Object) v.asBoolean() : v.asString();
      }
      default -> {
        if (v.isString()) {
          return v.asString();
        }
        if (v.isNumber()) {
          // Mixed number/text compares string forms (contract-notes §2).
          return CanonicalNumber.format(JsonValues.number(v));
        }
        return v.asBoolean() ? "true" : "false";
      }
    }
  }

  /** Null or whitespace-only text: a blank entry, dropped from filters. */
  static boolean isBlank(Object value) {
    return value == null || (value instanceof String s && Whitespace.isBlank(s));
  }

  /** Writes a value as JSON: temporal values as ISO-8601 text, numbers canonical. */
  static void write(JsonOut out, Object value, DataType type) {
    if (value == null) {
      out.nullValue();
    } else if (value instanceof Double d) {
      if (type == DataType.DATE) {
        out.value(UtcCalendar.formatDate(d));
      } else if (type == DataType.DATETIME) {
        out.value(UtcCalendar.formatDateTime(d));
      } else {
        out.value(d.doubleValue());
      }
    } else if (value instanceof Boolean b) {
      out.value(b.booleanValue());
    } else {
      out.value(value.toString());
    }
  }

  static String json(Object value, DataType type) {
    JsonOut out = new JsonOut(false);
    write(out, value, type);
    return out.toString();
  }
}
