package hyperpbi.schema;

import com.eclipsesource.json.JsonArray;
import com.eclipsesource.json.JsonObject;
import com.eclipsesource.json.JsonValue;

/**
 * Root {@code definitions} are expanded before the engine validates: any object may say
 * {@code "use": "name"} and take the rest (its type, its required properties) from the
 * definition (DefinitionExpander). An editor sees the document before expansion, so every object
 * schema accepts {@code use}, and what it requires may come from the definition instead.
 */
final class DefinitionUses {
  static final String USE = "use";

  private DefinitionUses() {}

  /** Rewrites every object schema under {@code node} (not the tests of if, nor oneOf's leaves). */
  static void allow(JsonValue node) {
    if (node.isArray()) {
      for (JsonValue item : node.asArray()) {
        allow(item);
      }
      return;
    }
    if (!node.isObject()) {
      return;
    }
    JsonObject o = node.asObject();
    for (JsonObject.Member m : o) {
      if (!m.getName().equals("if") && !m.getName().equals("oneOf")) {
        allow(m.getValue());
      }
    }
    if (o.get("description") == null || o.get("properties") == null
        || !o.get("properties").isObject()) {
      return;
    }
    o.get("properties").asObject().add(USE, SchemaNode.typed("string",
        Descriptions.of("definitions.use")));
    JsonValue required = o.get("required");
    if (required != null) {
      o.remove("required");
      JsonArray either = new JsonArray()
          .add(new JsonObject().add("required", required))
          .add(new JsonObject().add("required", new JsonArray().add(USE)));
      JsonValue all = o.get("allOf");
      if (all == null) {
        o.add("allOf", new JsonArray());
      }
      o.get("allOf").asArray().add(new JsonObject().add("anyOf", either));
    }
  }
}
