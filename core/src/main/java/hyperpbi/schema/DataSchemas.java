package hyperpbi.schema;

import static hyperpbi.schema.SchemaNode.anyOf;
import static hyperpbi.schema.SchemaNode.arrayOf;
import static hyperpbi.schema.SchemaNode.described;
import static hyperpbi.schema.SchemaNode.mapOf;
import static hyperpbi.schema.SchemaNode.oneWord;
import static hyperpbi.schema.SchemaNode.ref;
import static hyperpbi.schema.SchemaNode.typed;

import com.eclipsesource.json.JsonArray;
import com.eclipsesource.json.JsonObject;
import hyperpbi.calculation.CalculationVocabulary;
import hyperpbi.dataset.DefinitionParser;
import hyperpbi.dataset.MetricOp;
import hyperpbi.dataset.SortDirection;
import hyperpbi.expression.ExpressionVocabulary;
import hyperpbi.sources.SourceDeclarations;
import java.util.ArrayList;
import java.util.List;

/**
 * The data side: dataset definitions ({@link DefinitionParser}'s keys in stage order, metric ops
 * of {@link MetricOp}, filter operators, sort directions), remote source declarations
 * ({@link SourceDeclarations}) and the calculations document ({@link CalculationVocabulary}).
 */
final class DataSchemas {
  private DataSchemas() {}

  static void define(JsonObject definitions) {
    definitions.add("dataset", dataset());
    definitions.add("datasetFilter", filter());
    definitions.add("calculatedField", calculatedField());
    List<String> aggregations = CalculationVocabulary.aggregations();
    definitions.add("rootMetric", metric(aggregations, true));
    definitions.add("metricPart", metric(aggregations, false));
    for (String a : aggregations) {
      definitions.add("rootMetric." + a, metricOf(a, true));
      definitions.add("metricPart." + a, metricOf(a, false));
    }
    definitions.add("source", source());
    for (String type : SourceDeclarations.types()) {
      definitions.add("source." + type, sourceOf(type));
    }
  }

  private static JsonObject dataset() {
    JsonObject p = new JsonObject();
    for (String name : DefinitionParser.PROPERTIES) {
      p.add(name, datasetProperty(name));
    }
    return typed("object", Descriptions.of("dataset")).add("properties", p)
        .add("required", new JsonArray().add("source")).add("additionalProperties", false);
  }

  private static JsonObject datasetProperty(String name) {
    String help = Descriptions.of("dataset." + name);
    return switch (name) {
      case "source" -> typed("string", help);
      case "filter" -> anyOf(help, ref("datasetFilter", Descriptions.of("dataset.filter")),
          arrayOf(ref("datasetFilter", Descriptions.of("dataset.filter")), help));
      case "derive" -> mapOf(ref("expression", Descriptions.of("expression")), help);
      case "rename" -> mapOf(typed("string", help), help);
      case "select", "groupBy" -> arrayOf(SchemaNode.field(help), help);
      case "metrics" -> mapOf(datasetMetric(), help);
      case "distinct" -> SchemaNode.typed(List.of("array", "boolean"), help)
          .add("items", SchemaNode.field(help));
      case "sort" -> arrayOf(sortKey(), help);
      case "limit" -> typed("integer", help).add("minimum", 0);
      default -> throw new IllegalStateException("no schema for dataset property " + name);
    };
  }

  private static JsonObject filter() {
    JsonObject p = new JsonObject();
    for (String name : DefinitionParser.FILTER_PROPERTIES) {
      String help = Descriptions.of("filter." + name);
      p.add(name, switch (name) {
        case "field" -> SchemaNode.field(help);
        case "operator" -> oneWord(ExpressionVocabulary.filterOperators(), help);
        default -> described(help);
      });
    }
    return typed("object", Descriptions.of("dataset.filter")).add("properties", p)
        .add("required", new JsonArray().add("field").add("operator"))
        .add("additionalProperties", false);
  }

  private static JsonObject datasetMetric() {
    List<String> ops = new ArrayList<>();
    JsonArray help = new JsonArray();
    for (MetricOp op : MetricOp.values()) {
      ops.add(op.json());
      help.add(Descriptions.of("metricOp." + op.json()));
    }
    JsonObject p = new JsonObject();
    for (String name : DefinitionParser.METRIC_PROPERTIES) {
      p.add(name, name.equals("op")
          ? oneWord(ops, Descriptions.of("datasetMetric.op")).add("enumDescriptions", help)
          : SchemaNode.field(Descriptions.of("datasetMetric." + name)));
    }
    return typed("object", Descriptions.of("dataset.metrics")).add("properties", p)
        .add("required", new JsonArray().add("op")).add("additionalProperties", false);
  }

  private static JsonObject sortKey() {
    JsonObject p = new JsonObject();
    for (String name : DefinitionParser.SORT_PROPERTIES) {
      p.add(name, name.equals("direction")
          ? oneWord(SortDirection.NAMES, Descriptions.of("sort.direction"))
          : SchemaNode.field(Descriptions.of("sort." + name)));
    }
    return typed("object", Descriptions.of("dataset.sort")).add("properties", p)
        .add("required", new JsonArray().add("field")).add("additionalProperties", false);
  }

  private static JsonObject calculatedField() {
    JsonObject p = new JsonObject();
    for (String name : CalculationVocabulary.fieldProperties()) {
      String help = Descriptions.of("calculatedField." + name);
      p.add(name, switch (name) {
        case "type" -> oneWord(CalculationVocabulary.FIELD_TYPES, help);
        case "expression" -> ref("expression", help);
        default -> typed("string", help);
      });
    }
    return typed("object", Descriptions.of("calculatedField")).add("properties", p)
        .add("required", new JsonArray().add("key").add("expression"))
        .add("additionalProperties", false);
  }

  /** A metric: aggregation (or op) chooses the properties ({@code rootMetric.<a>}). */
  private static JsonObject metric(List<String> aggregations, boolean top) {
    String name = top ? "rootMetric" : "metricPart";
    JsonArray help = new JsonArray();
    for (String a : aggregations) {
      help.add(Descriptions.of("aggregation." + a));
    }
    JsonObject p = new JsonObject()
        .add("aggregation", oneWord(aggregations, Descriptions.of("rootMetric.aggregation"))
            .add("enumDescriptions", help))
        .add("op", oneWord(aggregations, Descriptions.of("rootMetric.op"))
            .add("enumDescriptions", help));
    JsonArray shapes = new JsonArray();
    for (String a : aggregations) {
      shapes.add(SchemaNode.when("aggregation", a, name + "." + a));
      shapes.add(SchemaNode.when("op", a, name + "." + a));
    }
    return typed("object", Descriptions.of("rootMetric")).add("properties", p)
        .add("allOf", shapes);
  }

  private static JsonObject metricOf(String aggregation, boolean top) {
    JsonObject p = new JsonObject();
    for (String name : CalculationVocabulary.metricProperties(aggregation, top)) {
      String help = Descriptions.of("rootMetric." + name);
      p.add(name, switch (name) {
        case "where" -> ref("expression", help);
        case "numerator", "denominator" -> ref("metricPart", help);
        case "aggregation", "op" -> typed("string", help).add("const", aggregation);
        case "field" -> SchemaNode.field(help);
        default -> typed("string", help);
      });
    }
    JsonObject node = typed("object", Descriptions.of("aggregation." + aggregation))
        .add("properties", p).add("additionalProperties", false);
    JsonArray required = new JsonArray();
    if (CalculationVocabulary.needsField(aggregation)) {
      required.add("field");
    }
    if (CalculationVocabulary.needsWhere(aggregation)) {
      required.add("where");
    }
    return required.isEmpty() ? node : node.add("required", required);
  }

  private static JsonObject source() {
    JsonArray help = new JsonArray();
    for (String type : SourceDeclarations.types()) {
      help.add(Descriptions.of("sourceType." + type));
    }
    JsonArray shapes = new JsonArray();
    for (String type : SourceDeclarations.types()) {
      shapes.add(SchemaNode.when("type", type, "source." + type));
    }
    return typed("object", Descriptions.of("source"))
        .add("properties", new JsonObject().add("type", oneWord(SourceDeclarations.types(),
            Descriptions.of("source.type")).add("enumDescriptions", help)))
        .add("required", new JsonArray().add("type")).add("allOf", shapes);
  }

  private static JsonObject sourceOf(String type) {
    JsonObject p = new JsonObject();
    for (String name : SourceDeclarations.properties(type)) {
      String help = Descriptions.of("source." + name);
      p.add(name, switch (name) {
        case "type" -> typed("string", help).add("const", type);
        case "maxRows", "timeoutMs", "ttlSeconds" -> typed("integer", help).add("minimum", 0);
        case "params" -> typed("object", help);
        default -> typed("string", help);
      });
    }
    return typed("object", Descriptions.of("sourceType." + type)).add("properties", p)
        .add("additionalProperties", false);
  }
}
