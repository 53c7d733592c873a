package hyperpbi.schema;

import static hyperpbi.schema.SchemaNode.arrayOf;
import static hyperpbi.schema.SchemaNode.described;
import static hyperpbi.schema.SchemaNode.ref;
import static hyperpbi.schema.SchemaNode.typed;

import com.eclipsesource.json.JsonArray;
import com.eclipsesource.json.JsonObject;
import hyperpbi.expression.ExpressionVocabulary;
import hyperpbi.expression.Operator;
import java.util.ArrayList;
import java.util.List;

/**
 * The expression DSL, from the operator table ({@link Operator}) and the parser's call shapes
 * ({@link ExpressionVocabulary}): a leaf (exactly one of field, value, valueFromRow) or a call
 * whose {@code op} chooses the properties it takes, operands being expressions again.
 */
final class ExpressionSchemas {
  /** The properties of a call that are options (constants), not operands. */
  private static final List<String> OPTIONS = List.of("unit", "separator", "replacement",
      "precision");

  private ExpressionSchemas() {}

  /** The operators' JSON names in the table's order. */
  static List<String> symbols() {
    List<String> symbols = new ArrayList<>();
    for (Operator op : Operator.values()) {
      symbols.add(op.symbol());
    }
    return symbols;
  }

  /**
   * The definition of an operator's call, named after the enum constant ({@code op.starts_with}):
   * symbols such as "/" and "%" would need escaping in a {@code $ref} fragment, and editors
   * resolve references differently when they do.
   */
  static String definitionName(Operator op) {
    return "op." + op.name().toLowerCase(java.util.Locale.ROOT);
  }

  static void define(JsonObject definitions) {
    JsonArray help = new JsonArray();
    for (Operator op : Operator.values()) {
      help.add(Descriptions.of("op." + op.symbol()));
    }
    JsonObject properties = new JsonObject()
        .add("op", SchemaNode.oneWord(symbols(), Descriptions.of("expression.op"))
            .add("enumDescriptions", help));
    JsonArray shapes = new JsonArray();
    for (Operator op : Operator.values()) {
      shapes.add(SchemaNode.when("op", op.symbol(), definitionName(op)));
    }
    shapes.add(new JsonObject().add("if", new JsonObject().add("not", new JsonObject()
        .add("required", new JsonArray().add("op")))).add("then", leaf()));
    definitions.add("expression", typed("object", Descriptions.of("expression"))
        .add("properties", properties).add("allOf", shapes));
    for (Operator op : Operator.values()) {
      definitions.add(definitionName(op), call(op));
    }
    definitions.add("case", typed("object", Descriptions.of("operand.cases"))
        .add("properties", new JsonObject()
            .add("when", ref("expression", Descriptions.of("case.when")))
            .add("then", ref("expression", Descriptions.of("case.then"))))
        .add("required", new JsonArray().add("when").add("then"))
        .add("additionalProperties", false));
  }

  /** Exactly one leaf name and nothing else. */
  private static JsonObject leaf() {
    JsonArray one = new JsonArray();
    for (String name : ExpressionVocabulary.LEAVES) {
      JsonObject value = name.equals("value")
          ? SchemaNode.typed(List.of("boolean", "null", "number", "string"),
              Descriptions.of("leaf.value"))
          : SchemaNode.field(Descriptions.of("leaf." + name));
      one.add(new JsonObject().add("properties", new JsonObject().add(name, value))
          .add("required", new JsonArray().add(name)).add("additionalProperties", false));
    }
    return new JsonObject().add("oneOf", one);
  }

  private static JsonObject call(Operator op) {
    JsonObject properties = new JsonObject();
    for (String name : ExpressionVocabulary.callProperties(op)) {
      properties.add(name, callProperty(op, name));
    }
    return typed("object", Descriptions.of("op." + op.symbol()) + " " + arity(op))
        .add("properties", properties).add("additionalProperties", false);
  }

  private static JsonObject callProperty(Operator op, String name) {
    if (name.equals("op")) {
      return typed("string", Descriptions.of("op." + op.symbol())).add("const", op.symbol());
    }
    if (name.equals("cases")) {
      return arrayOf(ref("case", Descriptions.of("operand.cases")),
          Descriptions.of("operand.cases"));
    }
    if (name.equals("args")) {
      // Operands are expressions; a call's options may also be given in args as constants,
      // and args may hold fewer than the operands when an option gives the last one
      // (replace's replacement): the arity is said, the parser checks it.
      return arrayOf(described(Descriptions.of("operand.args")),
          Descriptions.of("operand.args") + " " + arity(op));
    }
    if (OPTIONS.contains(name)) {
      return described(Descriptions.of("operand." + name));
    }
    return ref("expression", Descriptions.of("operand." + name));
  }

  private static String arity(Operator op) {
    if (op == Operator.CASE) {
      return "(cases and else).";
    }
    if (op.maxArgs() < 0) {
      return "(" + op.minArgs() + " or more operands).";
    }
    return op.minArgs() == op.maxArgs() ? "(" + op.minArgs() + " operand"
        + (op.minArgs() == 1 ? "" : "s") + ")." : "(" + op.minArgs() + " to " + op.maxArgs()
        + " operands).";
  }
}
