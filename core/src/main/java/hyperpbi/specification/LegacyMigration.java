package hyperpbi.specification;

import com.eclipsesource.json.JsonObject;
import com.eclipsesource.json.JsonValue;
import hyperpbi.diagnostic.Diagnostics;
import hyperpbi.diagnostic.JsonPointer;

/**
 * Maps the version 1.0 interaction inputs (interactions.md, Compatibility) onto the 2.0
 * {@code interaction} object, one migration warning per mapped property, and drops the obsolete
 * {@code selectionTarget} everywhere with exactly one warning. Works on a copy.
 */
public final class LegacyMigration {
  private LegacyMigration() {}

  public static JsonObject apply(JsonObject spec, boolean legacy, Diagnostics out) {
    JsonObject copy = Json.copy(spec).asObject();
    String[] firstSelectionTarget = new String[1];
    ComponentLists.visit(copy, (c, pointer) -> {
      site(c, pointer, legacy, firstSelectionTarget, out);
      // Each map layer is an interaction site of its own, with the same legacy inputs.
      JsonValue layers = c.get("layers");
      if (layers != null && layers.isArray()) {
        for (int i = 0; i < layers.asArray().size(); i++) {
          JsonValue layer = layers.asArray().get(i);
          if (layer.isObject()) {
            site(layer.asObject(), JsonPointer.child(JsonPointer.child(pointer, "layers"), i),
                legacy, firstSelectionTarget, out);
          }
        }
      }
    });
    if (firstSelectionTarget[0] != null) {
      out.warning("OBSOLETE_SELECTION_TARGET", firstSelectionTarget[0],
          "selectionTarget is obsolete and ignored; it does not select nodes or edges");
    }
    return copy;
  }

  /** A component or map layer: drops selectionTarget (also in its interaction), migrates 1.0. */
  private static void site(JsonObject c, String pointer, boolean legacy, String[] first,
      Diagnostics out) {
    dropSelectionTarget(c, pointer, first);
    JsonValue interaction = c.get("interaction");
    if (interaction != null && interaction.isObject()) {
      dropSelectionTarget(interaction.asObject(), JsonPointer.child(pointer, "interaction"), first);
    }
    if (legacy) {
      migrate(c, pointer, out);
    }
  }

  private static void dropSelectionTarget(JsonObject o, String pointer, String[] first) {
    if (o.get("selectionTarget") != null) {
      if (first[0] == null) {
        first[0] = JsonPointer.child(pointer, "selectionTarget");
      }
      o.remove("selectionTarget");
    }
  }

  private static void migrate(JsonObject c, String pointer, Diagnostics out) {
    JsonValue existing = c.get("interaction");
    JsonObject interaction = existing != null && existing.isObject()
        ? existing.asObject() : new JsonObject();
    boolean changed = false;
    changed |= mapMode(c, "internal", "internalMode", "highlight", interaction, pointer, out);
    changed |= mapMode(c, "external", "externalMode", "auto", interaction, pointer, out);
    changed |= mapSelectable(c, interaction, pointer, out);
    changed |= mapSelectionMode(c, interaction, pointer, out);
    if (changed) {
      if (interaction.get("enabled") == null) {
        interaction.set("enabled", true);
      }
      c.set("interaction", interaction);
    }
  }

  private static boolean mapMode(JsonObject c, String legacyName, String modern, String whenTrue,
      JsonObject interaction, String pointer, Diagnostics out) {
    JsonValue v = c.get(legacyName);
    if (v == null) {
      return false;
    }
    c.remove(legacyName);
    String mode = v.isBoolean() ? (v.asBoolean() ? whenTrue : "none")
        : v.isString() ? v.asString() : null;
    String at = JsonPointer.child(pointer, legacyName);
    if (mode == null) {
      out.error("INVALID_PROPERTY_TYPE", at, legacyName + " must be a boolean or a mode name");
      return false;
    }
    setIfAbsent(interaction, modern, mode);
    out.warning("LEGACY_PROPERTY_MIGRATED", at, "version 1.0 '" + legacyName + "' mapped to "
        + "interaction." + modern + " '" + mode + "'");
    return true;
  }

  private static boolean mapSelectable(JsonObject c, JsonObject interaction, String pointer,
      Diagnostics out) {
    JsonValue v = c.get("selectable");
    if (v == null) {
      return false;
    }
    c.remove("selectable");
    String at = JsonPointer.child(pointer, "selectable");
    if (!v.isBoolean()) {
      out.error("INVALID_PROPERTY_TYPE", at, "selectable must be a boolean");
      return false;
    }
    setIfAbsent(interaction, "showSelector", v.asBoolean());
    if (!v.asBoolean()) {
      setIfAbsent(interaction, "enabled", false);
    }
    out.warning("LEGACY_PROPERTY_MIGRATED", at, "version 1.0 'selectable' mapped to "
        + "interaction.enabled and interaction.showSelector " + v.asBoolean());
    return true;
  }

  private static boolean mapSelectionMode(JsonObject c, JsonObject interaction, String pointer,
      Diagnostics out) {
    JsonValue v = c.get("selectionMode");
    if (v == null) {
      return false;
    }
    c.remove("selectionMode");
    String at = JsonPointer.child(pointer, "selectionMode");
    String legacy = v.isString() ? v.asString() : "";
    String mode;
    boolean multi;
    switch (legacy) {
      case "single", "replace" -> {
        mode = "replace";
        multi = false;
      }
      case "multiple", "multi", "toggle" -> {
        mode = "toggle";
        multi = true;
      }
      case "add" -> {
        mode = "add";
        multi = true;
      }
      default -> {
        out.error("INVALID_PROPERTY_VALUE", at, "selectionMode " + v
            + " is not one of single, multiple, replace, toggle, add");
        return false;
      }
    }
    setIfAbsent(interaction, "selectionMode", mode);
    setIfAbsent(interaction, "multiSelect", multi);
    out.warning("LEGACY_PROPERTY_MIGRATED", at, "version 1.0 selectionMode '" + legacy
        + "' mapped to interaction.selectionMode '" + mode + "' with multiSelect " + multi);
    return true;
  }

  private static void setIfAbsent(JsonObject o, String name, String value) {
    if (o.get(name) == null) {
      o.set(name, value);
    }
  }

  private static void setIfAbsent(JsonObject o, String name, boolean value) {
    if (o.get(name) == null) {
      o.set(name, value);
    }
  }
}
