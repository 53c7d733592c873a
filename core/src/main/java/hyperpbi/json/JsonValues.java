package hyperpbi.json;

import com.eclipsesource.json.JsonArray;
import com.eclipsesource.json.JsonObject;
import com.eclipsesource.json.JsonValue;
import hyperpbi.json.JsonNumbers;
import hyperpbi.json.JsonOut;
import java.util.ArrayList;
import java.util.List;

/**
 * Canonical text of minimal-json values: numbers go through the engine's own parser and printer
 * (never Double.parseDouble/toString, which differ under TeaVM), objects keep member order, or
 * sort it for signatures.
 */
public final class JsonValues {
  private JsonValues() {}

  /** One-line canonical JSON, members in document order. */
  public static String canonical(JsonValue v) {
    JsonOut out = new JsonOut(false);
    write(out, v, false);
    return out.toString();
  }

  /** One-line canonical JSON with object members sorted by name: stable signatures. */
  public static String sorted(JsonValue v) {
    JsonOut out = new JsonOut(false);
    write(out, v, true);
    return out.toString();
  }

  /** Writes a value into a pretty document on one line ({@code {"a": 1, "b": [2, 3]}}). */
  public static void writeInline(JsonOut out, JsonValue v) {
    if (v != null && v.isArray()) {
      out.beginInlineArray();
      for (JsonValue item : v.asArray()) {
        writeInline(out, item);
      }
      out.endArray();
    } else if (v != null && v.isObject()) {
      out.beginInlineObject();
      for (JsonObject.Member m : v.asObject()) {
        out.key(m.getName());
        writeInline(out, m.getValue());
      }
      out.endObject();
    } else {
      write(out, v, false);
    }
  }

  public static void write(JsonOut out, JsonValue v, boolean sortKeys) {
    if (v == null || v.isNull()) {
      out.nullValue();
    } else if (v.isBoolean()) {
      out.value(v.asBoolean());
    } else if (v.isNumber()) {
      out.value(number(v));
    } else if (v.isString()) {
      out.value(v.asString());
    } else if (v.isArray()) {
      out.beginArray();
      for (JsonValue item : v.asArray()) {
        write(out, item, sortKeys);
      }
      out.endArray();
    } else {
      JsonObject o = v.asObject();
      List<String> names = new ArrayList<>(o.names());
      if (sortKeys) {
        names.sort(null);
      }
      out.beginObject();
      for (String name : names) {
        out.key(name);
        write(out, o.get(name), sortKeys);
      }
      out.endObject();
    }
  }

  /** A JSON number's value, parsed by the canonical parser from its literal text. */
  public static double number(JsonValue v) {
    return JsonNumbers.value(v);
  }

  /** True when the value is a whole number in int range (indices, steps). */
  public static boolean isInt(JsonValue v) {
    if (v == null || !v.isNumber()) {
      return false;
    }
    double d = number(v);
    return d == Math.floor(d) && d >= Integer.MIN_VALUE && d <= Integer.MAX_VALUE;
  }

  public static String text(JsonObject o, String name) {
    JsonValue v = o.get(name);
    return v != null && v.isString() ? v.asString() : null;
  }

  /** A value or a one-element list as a list; null stays empty. */
  public static List<JsonValue> list(JsonValue v) {
    List<JsonValue> items = new ArrayList<>();
    if (v == null) {
      return items;
    }
    if (v.isArray()) {
      for (JsonValue item : v.asArray()) {
        items.add(item);
      }
    } else {
      items.add(v);
    }
    return items;
  }

  public static JsonArray array(List<JsonValue> values) {
    JsonArray a = new JsonArray();
    values.forEach(a::add);
    return a;
  }
}
