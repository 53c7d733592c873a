package hyperpbi.schema;

import com.eclipsesource.json.JsonObject;
import com.eclipsesource.json.JsonValue;
import hyperpbi.json.JsonValues;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * A validator of exactly the draft-07 keywords {@link SchemaNode} emits ($ref to local
 * definitions, type, enum, const, properties, required, additionalProperties, items, minimum, allOf, anyOf, oneOf, not, if/then/else). Another keyword fails loudly, so the schema
 * cannot start using one that this check (and so the tests' claims) silently ignores.
 */
final class SchemaSubsetValidator {
  private static final Set<String> ANNOTATIONS = Set.of("$schema", "title", "description",
      "enumDescriptions", "definitions", SchemaNode.FIELD_MARK);
  private static final Set<String> KEYWORDS = Set.of("$ref", "type", "enum", "const",
      "properties", "required", "additionalProperties", "items", "minimum", "allOf",
      "anyOf", "oneOf", "not", "if", "then", "else");
  private final JsonObject root;

  SchemaSubsetValidator(JsonObject root) {
    this.root = root;
  }

  /** The problems of a document ("pointer: what"), empty when it validates. */
  List<String> validate(JsonValue document) {
    List<String> problems = new ArrayList<>();
    check(root, document, "", problems);
    return problems;
  }

  private void check(JsonObject schema, JsonValue v, String at, List<String> out) {
    for (String k : schema.names()) {
      if (!KEYWORDS.contains(k) && !ANNOTATIONS.contains(k)) {
        throw new IllegalStateException("keyword '" + k + "' is not in the validated subset");
      }
    }
    JsonValue ref = schema.get("$ref");
    if (ref != null) {
      String name = ref.asString().substring(SchemaNode.DEFINITIONS.length());
      for (char c : name.toCharArray()) {
        // A fragment names the definition as is only with these: "/" or "%" would need
        // escaping, which editors do not all undo the same way.
        if (!(Character.isLetterOrDigit(c) || c == '.' || c == '_' || c == '-')) {
          throw new IllegalStateException("$ref " + ref + " needs escaping");
        }
      }
      JsonValue target = root.get("definitions").asObject().get(name);
      if (target == null) {
        throw new IllegalStateException("dangling $ref " + ref);
      }
      check(target.asObject(), v, at, out);
    }
    JsonValue type = schema.get("type");
    if (type != null && !typeMatches(type, v)) {
      out.add(at + ": expected " + type + ", found " + v);
      return;
    }
    JsonValue enumeration = schema.get("enum");
    if (enumeration != null && !enumeration.asArray().values().contains(v)) {
      out.add(at + ": " + v + " is not one of " + enumeration);
    }
    JsonValue constant = schema.get("const");
    if (constant != null && !constant.equals(v)) {
      out.add(at + ": " + v + " is not " + constant);
    }
    if (v.isObject()) {
      object(schema, v.asObject(), at, out);
    }
    if (v.isArray()) {
      JsonValue items = schema.get("items");
      for (int i = 0; items != null && i < v.asArray().size(); i++) {
        check(items.asObject(), v.asArray().get(i), at + "/" + i, out);
      }
    }
    JsonValue minimum = schema.get("minimum");
    if (minimum != null && v.isNumber() && JsonValues.number(v) < minimum.asDouble()) {
      out.add(at + ": below " + minimum);
    }
    combinators(schema, v, at, out);
  }

  private void object(JsonObject schema, JsonObject o, String at, List<String> out) {
    JsonValue required = schema.get("required");
    for (int i = 0; required != null && i < required.asArray().size(); i++) {
      String name = required.asArray().get(i).asString();
      if (o.get(name) == null) {
        out.add(at + ": missing " + name);
      }
    }
    JsonValue properties = schema.get("properties");
    JsonValue additional = schema.get("additionalProperties");
    for (JsonObject.Member m : o) {
      String child = at + "/" + m.getName();
      JsonValue own = properties == null ? null : properties.asObject().get(m.getName());
      if (own != null) {
        check(own.asObject(), m.getValue(), child, out);
      } else if (additional != null && additional.isBoolean() && !additional.asBoolean()) {
        out.add(child + ": unknown property");
      } else if (additional != null && additional.isObject()) {
        check(additional.asObject(), m.getValue(), child, out);
      }
    }
  }

  private void combinators(JsonObject schema, JsonValue v, String at, List<String> out) {
    JsonValue all = schema.get("allOf");
    for (int i = 0; all != null && i < all.asArray().size(); i++) {
      check(all.asArray().get(i).asObject(), v, at, out);
    }
    JsonValue any = schema.get("anyOf");
    if (any != null && matching(any, v, at) == 0) {
      out.add(at + ": matches none of anyOf " + firstProblems(any, v, at));
    }
    JsonValue one = schema.get("oneOf");
    if (one != null && matching(one, v, at) != 1) {
      out.add(at + ": matches " + matching(one, v, at) + " of oneOf (exactly one needed)");
    }
    JsonValue not = schema.get("not");
    if (not != null && passes(not.asObject(), v, at)) {
      out.add(at + ": matches not");
    }
    JsonValue test = schema.get("if");
    if (test != null) {
      JsonValue branch = passes(test.asObject(), v, at) ? schema.get("then") : schema.get("else");
      if (branch != null) {
        check(branch.asObject(), v, at, out);
      }
    }
  }

  private int matching(JsonValue alternatives, JsonValue v, String at) {
    int n = 0;
    for (JsonValue s : alternatives.asArray()) {
      n += passes(s.asObject(), v, at) ? 1 : 0;
    }
    return n;
  }

  private String firstProblems(JsonValue alternatives, JsonValue v, String at) {
    List<String> all = new ArrayList<>();
    for (JsonValue s : alternatives.asArray()) {
      List<String> own = new ArrayList<>();
      check(s.asObject(), v, at, own);
      all.add(own.toString());
    }
    return all.toString();
  }

  private boolean passes(JsonObject schema, JsonValue v, String at) {
    List<String> own = new ArrayList<>();
    check(schema, v, at, own);
    return own.isEmpty();
  }

  private static boolean typeMatches(JsonValue type, JsonValue v) {
    if (type.isArray()) {
      for (JsonValue t : type.asArray()) {
        if (typeMatches(t, v)) {
          return true;
        }
      }
      return false;
    }
    return switch (type.asString()) {
      case "object" -> v.isObject();
      case "array" -> v.isArray();
      case "string" -> v.isString();
      case "number" -> v.isNumber();
      case "integer" -> JsonValues.isInt(v);
      case "boolean" -> v.isBoolean();
      case "null" -> v.isNull();
      default -> throw new IllegalStateException("unknown type " + type);
    };
  }
}
