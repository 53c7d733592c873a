package hyperpbi.specification;

import com.eclipsesource.json.JsonObject;
import com.eclipsesource.json.JsonValue;
import hyperpbi.diagnostic.Diagnostics;
import hyperpbi.diagnostic.JsonPointer;

/** Members that list fields: a table's columns, a custom component's fields, a layer's popup. */
final class FieldLists {
  private FieldLists() {}

  /**
   * Whether {@code owner.prop} is absent or an array (then checked against the schema). Its
   * items must be field names or {@code {"field": name}}; anything else, at the member or an
   * item, {@code null} included, is INVALID_PROPERTY_TYPE, never a silently empty list.
   */
  static boolean shape(JsonObject owner, String prop, String at, Diagnostics out) {
    JsonValue v = owner.get(prop);
    if (v == null) {
      return true;
    }
    if (!v.isArray()) {
      out.error("INVALID_PROPERTY_TYPE", JsonPointer.child(at, prop), prop + " must be an "
          + "array of fields (names or {\"field\": name}), not " + Json.typeName(v));
      return false;
    }
    for (int i = 0; i < v.asArray().size(); i++) {
      JsonValue item = v.asArray().get(i);
      if (!item.isString() && !item.isObject()) {
        out.error("INVALID_PROPERTY_TYPE", JsonPointer.child(JsonPointer.child(at, prop), i),
            prop + " items must be field names or {\"field\": name}, not " + Json.typeName(item));
      }
    }
    return true;
  }
}
