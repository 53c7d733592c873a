package hyperpbi.schema;

import com.eclipsesource.json.JsonArray;
import com.eclipsesource.json.JsonObject;
import java.util.Collection;

/**
 * The JSON Schema (draft-07) nodes the generator writes: each a minimal-json object in insertion
 * order, so the same tables give the same bytes. Only the keywords the schema uses are here;
 * {@code SchemaSubsetValidator} in the tests checks documents against exactly these.
 */
final class SchemaNode {
  static final String DEFINITIONS = "#/definitions/";

  private SchemaNode() {}

  /** A node with a description (hover help) and nothing else: any JSON value. */
  static JsonObject described(String description) {
    return new JsonObject().add("description", description);
  }

  /** A node of one JSON type. */
  static JsonObject typed(String type, String description) {
    return described(description).add("type", type);
  }

  /**
   * A field name of the rows at hand (a component's dataset, a definition's input, the default
   * source): a string marked {@code "x-hyperpbi-field": true}, an annotation validators ignore,
   * for editors that complete field names (the playground asks the engine which fields exist).
   */
  static JsonObject field(String description) {
    return typed("string", description).add(FIELD_MARK, true);
  }

  static final String FIELD_MARK = "x-hyperpbi-field";

  /** A node of several JSON types (sorted by the caller). */
  static JsonObject typed(Collection<String> types, String description) {
    if (types.size() == 1) {
      return typed(types.iterator().next(), description);
    }
    return described(description).add("type", strings(types));
  }

  /** A node that is one of these words. */
  static JsonObject oneWord(Collection<String> words, String description) {
    return typed("string", description).add("enum", strings(words));
  }

  /** A reference to a definition, with its own description for the place that uses it. */
  static JsonObject ref(String definition, String description) {
    return described(description).add("$ref", DEFINITIONS + definition);
  }

  /** An array of items. */
  static JsonObject arrayOf(JsonObject items, String description) {
    return typed("array", description).add("items", items);
  }

  /** An object whose members (any names) all match {@code values}. */
  static JsonObject mapOf(JsonObject values, String description) {
    return typed("object", description).add("additionalProperties", values);
  }

  /** Either of two shapes. */
  static JsonObject anyOf(String description, JsonObject... shapes) {
    JsonArray all = new JsonArray();
    for (JsonObject s : shapes) {
      all.add(s);
    }
    return described(description).add("anyOf", all);
  }

  /** {@code if the object's discriminator is value then match definition}. */
  static JsonObject when(String discriminator, String value, String definition) {
    JsonObject test = new JsonObject()
        .add("properties", new JsonObject().add(discriminator, new JsonObject().add("const",
            value)))
        .add("required", new JsonArray().add(discriminator));
    return new JsonObject().add("if", test)
        .add("then", new JsonObject().add("$ref", DEFINITIONS + definition));
  }

  static JsonArray strings(Collection<String> values) {
    JsonArray a = new JsonArray();
    for (String v : values) {
      a.add(v);
    }
    return a;
  }
}
