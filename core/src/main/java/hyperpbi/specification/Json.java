package hyperpbi.specification;

import com.eclipsesource.json.JsonArray;
import com.eclipsesource.json.JsonObject;
import com.eclipsesource.json.JsonValue;

/** Structural helpers over minimal-json values used by preparation. */
final class Json {
  private Json() {}

  /** A deep copy, so preparation never mutates the caller's document. */
  static JsonValue copy(JsonValue v) {
    if (v.isObject()) {
      JsonObject out = new JsonObject();
      for (JsonObject.Member m : v.asObject()) {
        out.add(m.getName(), copy(m.getValue()));
      }
      return out;
    }
    if (v.isArray()) {
      JsonArray out = new JsonArray();
      for (JsonValue item : v.asArray()) {
        out.add(copy(item));
      }
      return out;
    }
    return v;
  }

  static String typeName(JsonValue v) {
    if (v.isObject()) {
      return "object";
    }
    if (v.isArray()) {
      return "array";
    }
    if (v.isString()) {
      return "string";
    }
    if (v.isNumber()) {
      return "number";
    }
    if (v.isBoolean()) {
      return "boolean";
    }
    return "null";
  }
}
