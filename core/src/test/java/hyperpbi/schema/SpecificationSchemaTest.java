package hyperpbi.schema;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.eclipsesource.json.Json;
import com.eclipsesource.json.JsonArray;
import com.eclipsesource.json.JsonObject;
import com.eclipsesource.json.JsonValue;
import hyperpbi.calculation.CalculationVocabulary;
import hyperpbi.dataset.DefinitionParser;
import hyperpbi.dataset.MetricOp;
import hyperpbi.expression.ExpressionVocabulary;
import hyperpbi.expression.Operator;
import hyperpbi.interaction.EventActions;
import hyperpbi.specification.ComponentCatalog;
import hyperpbi.specification.ComponentType;
import hyperpbi.specification.InteractionRules;
import hyperpbi.specification.RootValidator;
import hyperpbi.ui.UiAction;
import hyperpbi.ui.UiActionParser;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * hyperpbi.schema.json against the engine's tables (a component, property, operator or action
 * the tables gain without schema fails here), against the examples (every good one validates,
 * the structurally broken ones do not), and against the committed copy the jar ships.
 */
class SpecificationSchemaTest {
  private static final Path EXAMPLES = Path.of("../examples").toAbsolutePath().normalize();
  /** The committed copy (a resource of the jar): the generator's output, byte for byte. */
  private static final Path COMMITTED =
      Path.of("src/main/resources/hyperpbi/schema/" + SpecificationSchema.FILE_NAME);
  /** Broken examples whose fault a schema sees (the others are about data and references). */
  private static final Set<String> STRUCTURAL = Set.of("bad-version.json",
      "unknown-component-type.json", "wrong-property-type.json");

  private static final JsonObject SCHEMA = Json.parse(SpecificationSchema.text()).asObject();

  private static JsonObject definition(String name) {
    JsonValue d = SCHEMA.get("definitions").asObject().get(name);
    assertNotNull(d, "no definition " + name);
    return d.asObject();
  }

  /** The properties of a schema besides {@code use} (DefinitionUses adds it everywhere). */
  private static Set<String> propertyNames(JsonObject node) {
    Set<String> names = new TreeSet<>(node.get("properties").asObject().names());
    names.remove(DefinitionUses.USE);
    return names;
  }

  private static List<String> strings(JsonValue array) {
    List<String> out = new ArrayList<>();
    for (JsonValue v : array.asArray()) {
      out.add(v.asString());
    }
    return out;
  }

  @Test
  void everyComponentTypeAndPropertyOfTheCatalogIsInTheSchema() {
    JsonObject component = definition("component");
    assertEquals(new ArrayList<>(ComponentCatalog.names()),
        strings(component.get("properties").asObject().get("type").asObject().get("enum")));
    int byType = 0;
    for (JsonValue shape : component.get("allOf").asArray()) {
      byType += shape.asObject().get("if") != null ? 1 : 0;
    }
    assertEquals(ComponentCatalog.names().size(), byType, "one if/then per type");
    for (String name : ComponentCatalog.names()) {
      ComponentType type = ComponentCatalog.get(name);
      Set<String> expected = new TreeSet<>(ComponentCatalog.SHARED);
      expected.addAll(type.properties());
      expected.removeIf(p -> ComponentCatalog.misplaced(type, p) != null);
      JsonObject own = definition("component." + name);
      assertEquals(expected, propertyNames(own), name);
      assertEquals(false, own.get("additionalProperties").asBoolean(), name);
    }
  }

  @Test
  void everyOperatorHasItsCallShape() {
    JsonObject op = definition("expression").get("properties").asObject().get("op").asObject();
    assertEquals(ExpressionSchemas.symbols(), strings(op.get("enum")));
    assertEquals(Operator.values().length, op.get("enum").asArray().size());
    for (Operator o : Operator.values()) {
      JsonObject call = definition(ExpressionSchemas.definitionName(o));
      assertEquals(new TreeSet<>(ExpressionVocabulary.callProperties(o)), propertyNames(call),
          o.symbol());
      assertEquals(o.symbol(), call.get("properties").asObject().get("op").asObject()
          .getString("const", ""));
    }
  }

  @Test
  void datasetsMetricsActionsInteractionsAndRootFollowTheirTables() {
    assertEquals(new TreeSet<>(DefinitionParser.PROPERTIES), propertyNames(definition("dataset")));
    List<String> ops = new ArrayList<>();
    for (MetricOp m : MetricOp.values()) {
      ops.add(m.json());
    }
    assertEquals(ops, strings(definition("dataset").get("properties").asObject().get("metrics")
        .asObject().get("additionalProperties").asObject().get("properties").asObject()
        .get("op").asObject().get("enum")));
    assertEquals(ExpressionVocabulary.filterOperators(), strings(definition("datasetFilter")
        .get("properties").asObject().get("operator").asObject().get("enum")));
    for (String a : CalculationVocabulary.aggregations()) {
      assertEquals(new TreeSet<>(CalculationVocabulary.metricProperties(a, true)),
          propertyNames(definition("rootMetric." + a)), a);
    }
    assertEquals(UiAction.TYPES, strings(definition("uiAction").get("properties").asObject()
        .get("type").asObject().get("enum")));
    for (String type : UiAction.TYPES) {
      Set<String> expected = new TreeSet<>(UiActionParser.properties(type));
      expected.add("type");
      assertEquals(expected, propertyNames(definition("uiAction." + type)), type);
    }
    for (String type : EventActions.payloadTypes()) {
      Set<String> expected = new TreeSet<>(EventActions.payloadProperties(type));
      expected.add("type");
      assertEquals(expected, propertyNames(definition("payload." + type)), type);
    }
    JsonObject interaction = definition("interaction");
    assertEquals(InteractionRules.properties(), propertyNames(interaction));
    InteractionRules.ENUMS.forEach((name, words) -> assertEquals(words, strings(interaction
        .get("properties").asObject().get(name).asObject().get("enum")), name));
    assertEquals(RootValidator.rootTypes().keySet(), propertyNames(SCHEMA));
    assertEquals("http://json-schema.org/draft-07/schema#", SCHEMA.getString("$schema", ""));
  }

  @Test
  void fieldNamesAreMarkedForCompletion() {
    JsonObject bar = definition("component.barChart").get("properties").asObject();
    for (String name : ComponentCatalog.get("barChart").fieldProperties()) {
      assertTrue(bar.get(name).asObject().getBoolean(SchemaNode.FIELD_MARK, false), name);
    }
    assertFalse(bar.get("title").asObject().getBoolean(SchemaNode.FIELD_MARK, false));
    JsonObject dataset = definition("dataset").get("properties").asObject();
    assertTrue(dataset.get("groupBy").asObject().get("items").asObject()
        .getBoolean(SchemaNode.FIELD_MARK, false));
    assertTrue(definition("datasetFilter").get("properties").asObject().get("field").asObject()
        .getBoolean(SchemaNode.FIELD_MARK, false));
    assertTrue(definition("interaction").get("properties").asObject().get("field").asObject()
        .getBoolean(SchemaNode.FIELD_MARK, false));
    int marked = SpecificationSchema.text().split("\"" + SchemaNode.FIELD_MARK + "\"", -1)
        .length - 1;
    assertTrue(marked > 40, "field marks: " + marked);
  }

  @Test
  void everyPropertyHasADescription() {
    List<String> missing = new ArrayList<>();
    for (JsonObject.Member d : SCHEMA.get("definitions").asObject()) {
      described(d.getValue(), "/definitions/" + d.getName(), missing);
    }
    described(SCHEMA, "", missing);
    assertTrue(missing.isEmpty(), "no description: " + missing);
  }

  /**
   * A schema and each schema under its properties carry a nonblank description; the tests of
   * {@code if} (discriminators) and the leaves of {@code oneOf} are not shown to authors.
   */
  private static void described(JsonValue node, String at, List<String> missing) {
    JsonObject o = node.asObject();
    JsonValue d = o.get("description");
    if (d == null || d.asString().isBlank()) {
      missing.add(at);
    }
    JsonValue properties = o.get("properties");
    if (properties != null) {
      for (JsonObject.Member p : properties.asObject()) {
        described(p.getValue(), at + "/properties/" + p.getName(), missing);
      }
    }
    for (String key : List.of("items", "additionalProperties")) {
      JsonValue sub = o.get(key);
      if (sub != null && sub.isObject()) {
        described(sub, at + "/" + key, missing);
      }
    }
    JsonValue any = o.get("anyOf");
    for (int i = 0; any != null && i < any.asArray().size(); i++) {
      JsonObject alt = any.asArray().get(i).asObject();
      if (alt.get("required") == null || alt.size() > 1) {
        described(alt, at + "/anyOf/" + i, missing);
      }
    }
  }

  @TestFactory
  Stream<DynamicTest> everyGoodExampleValidates() throws IOException {
    SchemaSubsetValidator validator = new SchemaSubsetValidator(SCHEMA);
    List<Path> specs = list(EXAMPLES);
    assertFalse(specs.isEmpty());
    return specs.stream().map(p -> DynamicTest.dynamicTest(p.getFileName().toString(), () ->
        assertEquals(List.of(), validator.validate(Json.parse(Files.readString(p))))));
  }

  /**
   * Every conformance specification the engine takes without an error or a warning validates
   * too: the schema is never stricter than the engine on what the engine accepts.
   */
  @TestFactory
  Stream<DynamicTest> everyCleanConformanceSpecificationValidates() throws IOException {
    SchemaSubsetValidator validator = new SchemaSubsetValidator(SCHEMA);
    List<Path> clean = new ArrayList<>();
    try (Stream<Path> specs = Files.find(Path.of("../conformance").toAbsolutePath().normalize(),
        3, (p, a) -> p.getFileName().toString().equals("spec.json"))) {
      for (Path spec : specs.sorted().toList()) {
        if (clean(spec.resolveSibling("expected.json")) && parses(spec)) {
          clean.add(spec);
        }
      }
    }
    assertTrue(clean.size() > 50, "clean cases found: " + clean.size());
    return clean.stream().map(p -> DynamicTest.dynamicTest(
        p.getParent().getParent().getFileName() + "/" + p.getParent().getFileName(), () ->
            assertEquals(List.of(), validator.validate(Json.parse(Files.readString(p))))));
  }

  private static boolean clean(Path expected) throws IOException {
    if (!Files.exists(expected)) {
      return false;
    }
    JsonValue doc = Json.parse(Files.readString(expected));
    if (!doc.isObject() || !doc.asObject().getBoolean("ok", false)) {
      return false;
    }
    JsonValue diagnostics = doc.asObject().get("diagnostics");
    for (int i = 0; diagnostics != null && i < diagnostics.asArray().size(); i++) {
      String severity = diagnostics.asArray().get(i).asObject().getString("severity", "");
      if (severity.equals("error") || severity.equals("warning")) {
        return false;
      }
    }
    return true;
  }

  private static boolean parses(Path spec) throws IOException {
    try {
      return Json.parse(Files.readString(spec)).isObject();
    } catch (com.eclipsesource.json.ParseException e) {
      return false;
    }
  }

  @TestFactory
  Stream<DynamicTest> structurallyBrokenExamplesDoNotValidate() {
    SchemaSubsetValidator validator = new SchemaSubsetValidator(SCHEMA);
    return STRUCTURAL.stream().sorted().map(name -> DynamicTest.dynamicTest(name, () -> {
      Path p = EXAMPLES.resolve("broken").resolve(name);
      String pointer = Files.readString(p.resolveSibling(name.replace(".json", ".pointer")))
          .trim();
      List<String> problems = validator.validate(Json.parse(Files.readString(p)));
      assertTrue(problems.stream().anyMatch(x -> x.startsWith(pointer + ":")
          || x.startsWith(pointer.substring(0, pointer.lastIndexOf('/')) + ":")),
          pointer + " not among " + problems);
    }));
  }

  @Test
  void aSpecificationMayNameTheSchemaItIsWrittenAgainst() {
    JsonObject spec = Json.parse("{\"$schema\": \"./hyperpbi.schema.json\", \"version\": \"2.0\","
        + " \"components\": []}").asObject();
    assertEquals(List.of(), new SchemaSubsetValidator(SCHEMA).validate(spec));
    String doc = hyperpbi.engine.Engine.evaluate(new JsonObject().add("mode", "check")
        .add("spec", spec.toString()).toString());
    assertTrue(Json.parse(doc).asObject().getBoolean("ok", false), doc);
  }

  @Test
  void theJarShipsTheGeneratorsOutput() throws IOException {
    String generated = SpecificationSchema.text();
    if (System.getenv("HYPERPBI_UPDATE_EXPECTED") != null) {
      Files.createDirectories(COMMITTED.getParent());
      Files.writeString(COMMITTED, generated, StandardCharsets.UTF_8);
    }
    assertEquals(generated, Files.readString(COMMITTED, StandardCharsets.UTF_8),
        "src/main/resources/hyperpbi/schema/hyperpbi.schema.json is stale: run the tests with "
            + "HYPERPBI_UPDATE_EXPECTED=1 (or ./hyperpbi schema -o that file) and commit it");
    try (InputStream in = SpecificationSchema.class.getResourceAsStream(
        "/hyperpbi/schema/" + SpecificationSchema.FILE_NAME)) {
      assertNotNull(in, "the schema is a classpath resource");
    }
    assertEquals(generated, SpecificationSchema.text(), "built once, the same text");
  }

  private static List<Path> list(Path dir) throws IOException {
    try (Stream<Path> files = Files.list(dir)) {
      return files.filter(f -> f.toString().endsWith(".json")).sorted().toList();
    }
  }
}
