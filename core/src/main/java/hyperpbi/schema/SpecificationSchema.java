package hyperpbi.schema;

import static hyperpbi.schema.SchemaNode.mapOf;
import static hyperpbi.schema.SchemaNode.oneWord;
import static hyperpbi.schema.SchemaNode.ref;
import static hyperpbi.schema.SchemaNode.typed;

import com.eclipsesource.json.JsonArray;
import com.eclipsesource.json.JsonObject;
import hyperpbi.json.JsonOut;
import hyperpbi.json.JsonValues;
import hyperpbi.specification.RootValidator;
import hyperpbi.specification.VersionPolicy;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * {@code hyperpbi.schema.json}: a JSON Schema (draft-07) of specification 2.0 generated from the
 * engine's own tables — root sections ({@link RootValidator}), components
 * ({@link ComponentSchemas}), datasets, sources and calculations ({@link DataSchemas}), the
 * expression DSL ({@link ExpressionSchemas}), UI actions and interactions
 * ({@link ActionSchemas}) — with a description on every property for hover help. Editors
 * (VS Code through {@code "$schema"}, the playground's editor) complete and check with it; the
 * engine's diagnostics stay the authority (fields, datasets and references are checked there).
 * Written through {@link JsonOut}, so the same tables give the same bytes on every runtime.
 */
public final class SpecificationSchema {
  /** The file name it is published under (jar resource, playground route, CLI default). */
  public static final String FILE_NAME = "hyperpbi.schema.json";
  private static String text;

  private SpecificationSchema() {}

  /** The schema document, pretty-printed with a final newline (built once). */
  public static String text() {
    if (text == null) {
      JsonOut out = new JsonOut(true, 200_000);
      JsonValues.write(out, document(), false);
      text = out.toString() + "\n";
    }
    return text;
  }

  static JsonObject document() {
    JsonObject definitions = new JsonObject();
    ComponentSchemas.define(definitions);
    ExpressionSchemas.define(definitions);
    DataSchemas.define(definitions);
    ActionSchemas.define(definitions);
    JsonObject root = new JsonObject()
        .add("$schema", "http://json-schema.org/draft-07/schema#")
        .add("title", "HyperPBI specification " + VersionPolicy.CURRENT)
        .add("description", Descriptions.of("root"))
        .add("type", "object")
        .add("required", new JsonArray().add("version").add("components"))
        .add("properties", rootProperties())
        .add("additionalProperties", false)
        .add("definitions", definitions);
    // Every object below the root may take parts from root definitions (the root may not).
    DefinitionUses.allow(definitions);
    for (JsonObject.Member m : root.get("properties").asObject()) {
      DefinitionUses.allow(m.getValue());
    }
    return root;
  }

  private static JsonObject rootProperties() {
    JsonObject p = new JsonObject();
    for (Map.Entry<String, Set<String>> e : RootValidator.rootTypes().entrySet()) {
      String name = e.getKey();
      String help = Descriptions.of("root." + name);
      p.add(name, switch (name) {
        case "version" -> oneWord(List.of(VersionPolicy.CURRENT, VersionPolicy.LEGACY), help);
        case "components" -> ref("components", help);
        case "data" -> section(RootValidator.dataProperties(), "data", help);
        case "calculations" -> section(RootValidator.calculationsProperties(), "calculations",
            help);
        case "leftPanel", "rightPanel", "toolbar" -> typed("object", help)
            .add("properties", new JsonObject()
                .add("open", typed("boolean", Descriptions.of("panel.open")))
                .add("components", ref("components", Descriptions.of("panel.components"))));
        default -> SchemaNode.typed(new TreeSet<>(e.getValue()), help);
      });
    }
    return p;
  }

  /** {@code data} or {@code calculations}: exactly the properties the root check accepts. */
  private static JsonObject section(Set<String> names, String context, String help) {
    JsonObject p = new JsonObject();
    for (String name : names) {
      String text = Descriptions.of(context + "." + name);
      p.add(name, switch (context + "." + name) {
        case "data.datasets" -> mapOf(ref("dataset", Descriptions.of("dataset")), text);
        case "data.sources" -> mapOf(ref("source", Descriptions.of("source")), text);
        case "calculations.fields" -> SchemaNode.arrayOf(ref("calculatedField",
            Descriptions.of("calculatedField")), text);
        case "calculations.metrics" -> SchemaNode.anyOf(text,
            SchemaNode.arrayOf(ref("rootMetric", Descriptions.of("rootMetric")), text),
            mapOf(ref("rootMetric", Descriptions.of("rootMetric")), text));
        default -> throw new IllegalStateException("no schema for " + context + "." + name);
      });
    }
    return typed("object", help).add("properties", p).add("additionalProperties", false);
  }

  /** Every definition name, for tests and tools. */
  static List<String> definitionNames() {
    return new ArrayList<>(document().get("definitions").asObject().names());
  }
}
