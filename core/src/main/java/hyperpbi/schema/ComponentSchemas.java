package hyperpbi.schema;

import static hyperpbi.schema.SchemaNode.anyOf;
import static hyperpbi.schema.SchemaNode.arrayOf;
import static hyperpbi.schema.SchemaNode.described;
import static hyperpbi.schema.SchemaNode.oneWord;
import static hyperpbi.schema.SchemaNode.ref;
import static hyperpbi.schema.SchemaNode.typed;

import com.eclipsesource.json.JsonArray;
import com.eclipsesource.json.JsonObject;
import hyperpbi.specification.ComponentCatalog;
import hyperpbi.specification.ComponentType;
import hyperpbi.specification.UiActionProperty;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * The component definitions, from {@link ComponentCatalog}: one per type with the shared and its
 * own properties (nothing else: the engine reports any other as UNKNOWN_PROPERTY), required
 * ones, field bindings as field names, child lists as components, plain properties with their
 * JSON types ({@link ComponentCatalog#jsonTypes}) and words ({@link ComponentCatalog#words}).
 */
final class ComponentSchemas {
  private ComponentSchemas() {}

  static void define(JsonObject definitions) {
    JsonObject component = typed("object", Descriptions.of("component"))
        .add("required", new JsonArray().add("type"))
        .add("properties", new JsonObject().add("type", typeWord()));
    JsonArray byType = new JsonArray();
    for (String name : ComponentCatalog.names()) {
      byType.add(SchemaNode.when("type", name, "component." + name));
    }
    definitions.add("component", component.add("allOf", byType));
    definitions.add("components", arrayOf(ref("component", Descriptions.of("component")),
        Descriptions.of("component.components")));
    for (String name : ComponentCatalog.names()) {
      definitions.add("component." + name, type(ComponentCatalog.get(name)));
    }
    definitions.add("tab", typed("object", Descriptions.of("tab"))
        .add("properties", new JsonObject()
            .add("id", typed("string", Descriptions.of("tab.id")))
            .add("label", typed("string", Descriptions.of("tab.label")))
            .add("components", ref("components", Descriptions.of("tab.components"))))
        .add("required", new JsonArray().add("id")));
    definitions.add("fieldEntry", anyOf(Descriptions.of("fieldEntry"),
        SchemaNode.field(Descriptions.of("fieldEntry.field")),
        typed("object", Descriptions.of("fieldEntry")).add("properties", new JsonObject()
            .add("field", SchemaNode.field(Descriptions.of("fieldEntry.field"))))));
    definitions.add("stateBinding", typed("object", Descriptions.of("stateBinding"))
        .add("properties", new JsonObject()
            .add("state", typed("string", Descriptions.of("stateBinding.state"))))
        .add("required", new JsonArray().add("state")));
  }

  private static JsonObject typeWord() {
    JsonObject word = oneWord(ComponentCatalog.names(), Descriptions.of("component.type"));
    JsonArray help = new JsonArray();
    for (String name : ComponentCatalog.names()) {
      help.add(Descriptions.of("componentType." + name));
    }
    // VS Code shows each word's text in completion (a JSON Schema extension it reads).
    return word.add("enumDescriptions", help);
  }

  private static JsonObject type(ComponentType type) {
    Set<String> names = new TreeSet<>(ComponentCatalog.SHARED);
    names.addAll(type.properties());
    JsonObject properties = new JsonObject();
    for (String name : names) {
      if (ComponentCatalog.misplaced(type, name) == null) {
        properties.add(name, property(type, name));
      }
    }
    JsonObject node = typed("object", Descriptions.of("componentType." + type.name()))
        .add("properties", properties).add("additionalProperties", false);
    JsonArray required = new JsonArray();
    JsonArray alternatives = new JsonArray();
    for (String r : type.required()) {
      if (r.indexOf('|') < 0) {
        required.add(r);
      } else {
        alternatives.add(oneOfRequired(r));
      }
    }
    if (!required.isEmpty()) {
      node.add("required", required);
    }
    if (!alternatives.isEmpty()) {
      node.add("allOf", alternatives);
    }
    return node;
  }

  /** "category|drill": at least one of them is present. */
  private static JsonObject oneOfRequired(String alternatives) {
    JsonArray any = new JsonArray();
    int start = 0;
    while (start <= alternatives.length()) {
      int bar = alternatives.indexOf('|', start);
      int end = bar < 0 ? alternatives.length() : bar;
      any.add(new JsonObject().add("required", new JsonArray()
          .add(alternatives.substring(start, end))));
      start = end + 1;
    }
    return new JsonObject().add("anyOf", any);
  }

  private static JsonObject property(ComponentType type, String name) {
    String help = Descriptions.of("component", type.name(), name);
    if (name.equals("type")) {
      return typed("string", help).add("const", type.name());
    }
    if (name.equals("id") || name.equals("dataset")) {
      return typed("string", help);
    }
    if (type.fieldProperties().contains(name)) {
      return SchemaNode.field(help);
    }
    if (type.fieldListProperties().contains(name)) {
      return arrayOf(ref("fieldEntry", Descriptions.of("fieldEntry")), help);
    }
    if (type.childProperties().contains(name)) {
      return name.equals("tabs") ? arrayOf(ref("tab", Descriptions.of("tab")), help)
          : ref("components", help);
    }
    if (name.equals("interaction")) {
      return ref("interaction", help);
    }
    if (name.equals("interactions")) {
      return ref("interactions", help);
    }
    if (name.equals(UiActionProperty.NAME)) {
      return ref("uiActions", help);
    }
    if (name.equals("aggregation")) {
      return oneWord(ComponentCatalog.AGGREGATIONS, help);
    }
    Set<String> types = ComponentCatalog.jsonTypes(name);
    if (types == null) {
      return described(help); // checked where it is read: any JSON value here
    }
    return plain(new TreeSet<>(types), ComponentCatalog.words(name), help);
  }

  /** A plain property: its JSON types (and words), or a state binding standing for it. */
  private static JsonObject plain(Set<String> types, List<String> words, String help) {
    JsonObject own = words != null && types.size() == 1 && types.contains("string")
        ? oneWord(words, help) : SchemaNode.typed(types, help);
    if (types.contains("object")) {
      return own;
    }
    return anyOf(help, own, ref("stateBinding", Descriptions.of("stateBinding")));
  }
}
