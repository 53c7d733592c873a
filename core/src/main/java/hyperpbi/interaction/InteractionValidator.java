package hyperpbi.interaction;

import com.eclipsesource.json.JsonObject;
import com.eclipsesource.json.JsonValue;
import hyperpbi.data.FieldMeta;
import hyperpbi.data.Workspace;
import hyperpbi.dataset.DatasetSchema;
import hyperpbi.dataset.DatasetSchemas;
import hyperpbi.dataset.MapLayerScope;
import hyperpbi.diagnostic.Diagnostics;
import hyperpbi.diagnostic.JsonPointer;
import hyperpbi.interaction.InteractionPolicy.ExternalMode;
import hyperpbi.specification.ComponentCatalog;
import hyperpbi.specification.ComponentNode;
import hyperpbi.specification.ComponentSchema;
import hyperpbi.specification.PreparedSpecification;
import java.util.List;
import java.util.function.Function;

/**
 * Preparation-time checks of the interaction systems, run once dataset schemas are known:
 * {@code uiAction} (UI actions; a button's legacy {@code action}/{@code actions} read as it),
 * event-specific {@code interactions}
 * (allowlist, fields resolved in place), map-layer triggers
 * ({@code MAP_INTERACTION_TRIGGER_UNSUPPORTED}), the shape of a fixed {@code interaction.value},
 * and whether an external filter field can target a Power BI model column.
 */
public final class InteractionValidator {
  public static final String MAP_TRIGGER = "MAP_INTERACTION_TRIGGER_UNSUPPORTED";
  /** A target that can never consume the interaction (a warning). */
  public static final String UNREACHABLE_TARGET = InteractionTargets.UNREACHABLE_TARGET;

  private InteractionValidator() {}

  /**
   * @param schemas the views components may select (unknown, failed or dynamic: no checks)
   * @param workspace the loaded sources, which decide each dataset's root source
   */
  public static void validate(PreparedSpecification prepared, DatasetSchemas schemas,
      Workspace workspace, Diagnostics out) {
    SourceRoots roots = new SourceRoots(prepared.spec(), workspace,
        new RemoteSources(prepared.remoteSources()));
    Function<String, List<FieldMeta>> byName = name -> {
      DatasetSchema view = name == null ? null : schemas.view(name);
      return view == null || view.dynamic() ? null : view.fields();
    };
    ComponentIndex index = new ComponentIndex(prepared.components());
    for (ComponentNode c : prepared.components()) {
      // A drill chart's fields are those of its levels' datasets (ComponentSchema).
      ComponentSchema rows = ComponentSchema.of(c, schemas);
      List<FieldMeta> fields = rows.schema() == null || rows.schema().dynamic() ? null
          : rows.schema().fields();
      component(c, fields, rows.label(), byName, index, out);
      JsonValue interaction = c.json().get("interaction");
      if (interaction != null && interaction.isObject()
          && ComponentCatalog.misplaced(c.type(), "interaction") == null) {
        InteractionTargets.check(c, interaction.asObject(), index, schemas, roots, out);
      }
    }
  }

  private static void component(ComponentNode c, List<FieldMeta> fields, String label,
      Function<String, List<FieldMeta>> schemas, ComponentIndex index, Diagnostics out) {
    UiActionParser.ofComponent(c.json(), c.pointer(), index, out);
    JsonValue interactions = c.json().get("interactions");
    if (interactions != null) {
      EventActions.validate(interactions, JsonPointer.child(c.pointer(), "interactions"),
          fields, label, index, out);
      if (c.json().get("drill") == null && interactions.isObject()) {
        drillWithoutLevels(c, interactions.asObject(), out);
      }
    }
    JsonValue interaction = c.json().get("interaction");
    if (interaction != null && interaction.isObject()
        && ComponentCatalog.misplaced(c.type(), "interaction") == null) {
      String at = JsonPointer.child(c.pointer(), "interaction");
      value(interaction.asObject(), ComponentKind.of(c.type()),
          JsonValues.text(c.json(), "field"), fields, at, out);
      if (c.type().control()) {
        defaultValue(c, interaction.asObject(), fields, out);
      }
      if (!c.type().control()) {  // a control's own field is required (reported at its field)
        changeField(c, interaction.asObject(), interactions, at, out);
      }
      externalFilter(interaction.asObject(), interactions, ComponentKind.of(c.type()),
          JsonValues.text(c.json(), "field"), fields, c.id(), c.pointer(),
          at, out);
    }
    if (c.type().name().equals("map")) {
      layers(c, schemas, out);
    }
  }

  /**
   * A {@code drillToDetail} payload drills the component's own drill levels: on a component
   * without {@code drill} it could only fail ({@code NO_DRILL}) at every gesture, so the
   * configuration is reported once, at the payload.
   */
  private static void drillWithoutLevels(ComponentNode c, JsonObject interactions,
      Diagnostics out) {
    for (JsonObject.Member m : interactions) {
      if (!EventActions.EVENTS.contains(m.getName())) {
        continue;
      }
      List<JsonValue> payloads = JsonValues.list(m.getValue());
      for (int i = 0; i < payloads.size(); i++) {
        JsonValue v = payloads.get(i);
        if (v.isObject() && "drillToDetail".equals(JsonValues.text(v.asObject(), "type"))) {
          String at = JsonPointer.child(JsonPointer.child(c.pointer(), "interactions"),
              m.getName());
          out.warning(DrillRunner.NO_DRILL, m.getValue().isArray() ? JsonPointer.child(at, i)
              : at, "drillToDetail drills the component's drill levels, but "
              + c.type().name() + " '" + c.id() + "' declares no drill: it can never drill");
        }
      }
    }
  }

  private static void layers(ComponentNode map, Function<String, List<FieldMeta>> schemas,
      Diagnostics out) {
    JsonValue layers = map.json().get("layers");
    if (layers == null || !layers.isArray()) {
      return;
    }
    for (int i = 0; i < layers.asArray().size(); i++) {
      JsonValue layer = layers.asArray().get(i);
      JsonValue interaction = layer.isObject() ? layer.asObject().get("interaction") : null;
      if (interaction == null || !interaction.isObject()) {
        continue;
      }
      String at = JsonPointer.child(JsonPointer.child(JsonPointer.child(map.pointer(), "layers"),
          i), "interaction");
      JsonValue trigger = interaction.asObject().get("trigger");
      if (trigger != null && trigger.isString() && !trigger.asString().equals("click")) {
        out.error(MAP_TRIGGER, JsonPointer.child(at, "trigger"), "map layer interactions run "
            + "from the feature click: trigger must be \"click\", not \"" + trigger.asString()
            + "\"");
      }
      List<FieldMeta> view = schemas.apply(MapLayerScope.viewName(layer.asObject(),
          map.dataset()));
      value(interaction.asObject(), ComponentKind.DATA_POINT, null, view, at, out);
      externalFilter(interaction.asObject(), null, ComponentKind.DATA_POINT, null, view,
          map.id(), at, at, out);
    }
  }

  /**
   * A fixed value must fit its operator and read as the field's type ({@link PayloadValues});
   * the click would refuse it anyway, so it is an error before any click. Without a known field
   * only its shape is checked.
   */
  private static void value(JsonObject interaction, ComponentKind kind, String controlField,
      List<FieldMeta> schema, String at, Diagnostics out) {
    InteractionPolicy p = InteractionPolicy.resolve(interaction, kind, false);
    String key = p.field() != null ? p.field() : controlField;
    FieldMeta meta = schema == null || key == null ? null : field(schema, key);
    report(interaction.get("value"), p.operator(), meta, true, JsonPointer.child(at, "value"),
        "interaction value", out);
  }

  /**
   * A control's {@code defaultValue} is seeded as if the user had chosen it, so it gets what a
   * change event with that value gets from the interaction that runs on change: the same
   * {@code INVALID_PROPERTY_VALUE}, here at preparation (the seeding then leaves it out).
   */
  private static void defaultValue(ComponentNode c, JsonObject interaction,
      List<FieldMeta> schema, Diagnostics out) {
    JsonValue value = c.json().get("defaultValue");
    InteractionPolicy p = InteractionPolicy.resolve(interaction, ComponentKind.CONTROL, false);
    if (value == null || !p.enabled() || p.trigger() != InteractionPolicy.Trigger.CHANGE) {
      return;
    }
    String key = p.field() != null ? p.field() : JsonValues.text(c.json(), "field");
    FieldMeta meta = schema == null || key == null ? null : field(schema, key);
    report(value, p.operator(), meta, false, JsonPointer.child(c.pointer(), "defaultValue"),
        "defaultValue", out);
  }

  /**
   * An interaction that runs on change reads the change's value against a field (its own, else
   * the component's, as a control's): without one the change could never name a row, so it is
   * an error here, and the change is refused at runtime.
   */
  private static void changeField(ComponentNode c, JsonObject interaction,
      JsonValue interactions, String at, Diagnostics out) {
    InteractionPolicy p = InteractionPolicy.resolve(interaction, ComponentKind.of(c.type()),
        false);
    if (p.enabled() && p.trigger() == InteractionPolicy.Trigger.CHANGE
        && Dispatcher.changeField(p, c.json()) == null
        && !EventActions.mapsDataPayload(interactions, "change")) {
      out.error("MISSING_REQUIRED_PROPERTY", JsonPointer.child(at, "field"),
          Dispatcher.noChangeField(c.id()));
    }
  }

  /**
   * Reports what {@link PayloadValues} finds wrong with a value at {@code pointer} (an array
   * item at its index).
   *
   * @param meta the field the value is for, or null to check the shape only
   * @param declared a definition's value (see {@link PayloadValues#shapeProblem})
   */
  static void report(JsonValue value, String operator, FieldMeta meta, boolean declared,
      String pointer, String what, Diagnostics out) {
    for (PayloadValues.Problem problem : PayloadValues.problems(value, operator,
        meta == null ? null : meta.dataType(), declared, what)) {
      out.error("INVALID_PROPERTY_VALUE", problem.item() < 0 ? pointer
          : JsonPointer.child(pointer, problem.item()), problem.message());
    }
  }

  /** The field with canonical key {@code key}, or null. */
  static FieldMeta field(List<FieldMeta> schema, String key) {
    for (FieldMeta f : schema) {
      if (f.key().equals(key)) {
        return f;
      }
    }
    return null;
  }

  /**
   * An interaction declaring external mode filter needs a field with a Power BI model
   * target; otherwise the dashboard still works internally, so this is a warning with the
   * exact runtime reason.
   */
  /**
   * @param interactions the component's event-specific payloads, or null: a gesture they map
   *     with a setFilter names its own field
   */
  private static void externalFilter(JsonObject interaction, JsonValue interactions,
      ComponentKind kind, String controlField, List<FieldMeta> schema, String component,
      String owner, String at, Diagnostics out) {
    InteractionPolicy p = InteractionPolicy.resolve(interaction, kind, false);
    // Only a declared "filter" warns here: an auto-resolved one (every control) would make
    // each playground control over uploaded data noisy; the click itself still reports it.
    if (!p.enabled() || p.externalMode() != ExternalMode.FILTER || schema == null
        || !"filter".equals(JsonValues.text(interaction, "externalMode"))) {
      return;
    }
    String field = p.field() != null ? p.field() : controlField;
    if (field == null && EventActions.runsWithoutField(interactions, p.trigger())) {
      out.warning(UniversalInteraction.FILTER_UNAVAILABLE, at, "component '" + component
          + "' cannot filter Power BI: the interaction has no field to filter by");
      return;
    }
    FieldMeta meta = field == null ? null : field(schema, field);
    if (meta == null) {
      return;  // UNKNOWN_FIELD already reported by the binding checks
    }
    String reason = ExternalFilterBuilder.refusal(meta);
    if (reason != null) {
      out.warning(UniversalInteraction.FILTER_UNAVAILABLE, p.field() != null
          ? JsonPointer.child(at, "field") : JsonPointer.child(owner, "field"), "component '"
          + component
          + "' cannot filter Power BI by '" + field + "': " + reason);
    }
  }
}
