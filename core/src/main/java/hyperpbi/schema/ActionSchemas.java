package hyperpbi.schema;

import static hyperpbi.schema.SchemaNode.anyOf;
import static hyperpbi.schema.SchemaNode.arrayOf;
import static hyperpbi.schema.SchemaNode.described;
import static hyperpbi.schema.SchemaNode.oneWord;
import static hyperpbi.schema.SchemaNode.ref;
import static hyperpbi.schema.SchemaNode.typed;

import com.eclipsesource.json.JsonArray;
import com.eclipsesource.json.JsonObject;
import hyperpbi.interaction.EventActions;
import hyperpbi.specification.InteractionRules;
import hyperpbi.ui.UiAction;
import hyperpbi.ui.UiActionParser;
import java.util.List;
import java.util.TreeSet;

/**
 * What gestures do: UI actions ({@link UiAction#TYPES} and {@link UiActionParser}'s properties),
 * the universal interaction ({@link InteractionRules}: enums, booleans, fields and targets) and
 * event payloads ({@link EventActions}).
 */
final class ActionSchemas {
  private ActionSchemas() {}

  static void define(JsonObject definitions) {
    definitions.add("uiAction", discriminated("uiAction", UiAction.TYPES, "uiActionType"));
    for (String type : UiAction.TYPES) {
      definitions.add("uiAction." + type, shape("uiAction", "uiActionType", type,
          UiActionParser.properties(type)));
    }
    definitions.add("uiActions", anyOf(Descriptions.of("component.uiAction"),
        ref("uiAction", Descriptions.of("uiAction")),
        arrayOf(ref("uiAction", Descriptions.of("uiAction")),
            Descriptions.of("component.uiAction"))));
    definitions.add("interaction", interaction());
    definitions.add("payload", discriminated("payload", EventActions.payloadTypes(),
        "payloadType"));
    for (String type : EventActions.payloadTypes()) {
      definitions.add("payload." + type, shape("payload", "payloadType", type,
          EventActions.payloadProperties(type)));
    }
    JsonObject events = new JsonObject();
    for (String event : EventActions.EVENTS) {
      String help = Descriptions.of("event." + event);
      events.add(event, anyOf(help, ref("payload", Descriptions.of("payload")),
          arrayOf(ref("payload", Descriptions.of("payload")), help)));
    }
    definitions.add("interactions", typed("object", Descriptions.of("interactions"))
        .add("properties", events).add("additionalProperties", false));
  }

  /** An object whose {@code type} is one of {@code types} and chooses its shape. */
  private static JsonObject discriminated(String context, List<String> types, String help) {
    JsonArray words = new JsonArray();
    JsonArray shapes = new JsonArray();
    for (String type : types) {
      words.add(Descriptions.of(help + "." + type));
      shapes.add(SchemaNode.when("type", type, context + "." + type));
    }
    return typed("object", Descriptions.of(context))
        .add("properties", new JsonObject().add("type", oneWord(types,
            Descriptions.of(context + ".type")).add("enumDescriptions", words)))
        .add("required", new JsonArray().add("type")).add("allOf", shapes);
  }

  private static JsonObject shape(String context, String help, String type,
      List<String> names) {
    JsonObject p = new JsonObject().add("type", typed("string",
        Descriptions.of(help + "." + type)).add("const", type));
    for (String name : new TreeSet<>(names)) {
      String text = Descriptions.of(context + "." + name);
      p.add(name, switch (name) {
        case "where" -> ref("expression", text);
        case "durationMs" -> typed("number", text);
        case "value" -> described(text);
        case "field", "valueFromRow" -> SchemaNode.field(text);
        default -> typed("string", text);
      });
    }
    return typed("object", Descriptions.of(help + "." + type)).add("properties", p)
        .add("additionalProperties", false);
  }

  private static JsonObject interaction() {
    JsonObject p = new JsonObject();
    for (String name : InteractionRules.properties()) {
      String help = Descriptions.of("interaction." + name);
      List<String> words = InteractionRules.ENUMS.get(name);
      if (words != null) {
        p.add(name, oneWord(words, help));
      } else if (InteractionRules.BOOLEANS.contains(name)) {
        p.add(name, typed("boolean", help));
      } else if (name.equals("targets")) {
        p.add(name, arrayOf(typed("string", help), help));
      } else if (name.equals("value")) {
        p.add(name, described(help));
      } else if (name.equals("field")) {
        p.add(name, SchemaNode.field(help));
      } else {
        p.add(name, typed("string", help));
      }
    }
    return typed("object", Descriptions.of("interaction")).add("properties", p)
        .add("additionalProperties", false);
  }
}
