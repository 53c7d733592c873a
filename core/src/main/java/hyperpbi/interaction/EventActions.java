package hyperpbi.interaction;

import com.eclipsesource.json.Json;
import com.eclipsesource.json.JsonObject;
import com.eclipsesource.json.JsonValue;
import hyperpbi.data.BooleanColumn;
import hyperpbi.data.Column;
import hyperpbi.data.DataType;
import hyperpbi.data.FieldManifest;
import hyperpbi.data.FieldMeta;
import hyperpbi.dataset.DatasetResult;
import hyperpbi.diagnostic.Diagnostic;
import hyperpbi.diagnostic.Diagnostics;
import hyperpbi.diagnostic.DidYouMean;
import hyperpbi.diagnostic.JsonPointer;
import hyperpbi.expression.CheckedExpression;
import hyperpbi.expression.EvaluationContext;
import hyperpbi.expression.ExpressionCompiler;
import hyperpbi.json.JsonValues;
import hyperpbi.specification.FieldReferences;
import hyperpbi.ui.ComponentIndex;
import hyperpbi.ui.HostEffect;
import hyperpbi.ui.UiAction;
import hyperpbi.ui.UiActionParser;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Event-specific {@code interactions} (interactions.md §3): a supported event name mapped to one
 * allowlisted payload or an array of them. Payloads are data only — no handler strings, URLs,
 * callbacks or dispatch names — and run through the universal engine, so internal/external
 * policies, the crossFilter gate and diagnostics are the same as for {@code interaction}.
 */
public final class EventActions {
  /** The events a component may map. */
  public static final List<String> EVENTS = List.of("click", "doubleClick", "change");

  /** Allowlisted payload type → its properties besides {@code type}. */
  static final Map<String, List<String>> PAYLOADS = new LinkedHashMap<>();

  static {
    PAYLOADS.put("selectRow", List.of());
    PAYLOADS.put("selectWhere", List.of("where"));
    PAYLOADS.put("clearSelection", List.of());
    PAYLOADS.put("setFilter", List.of("field", "operator", "value", "valueFromRow"));
    PAYLOADS.put("clearFilter", List.of());
    PAYLOADS.put("setState", List.of("target", "value", "valueFromRow"));
    PAYLOADS.put("toggleState", List.of("target"));
    PAYLOADS.put("openTab", List.of("target", "value"));
    PAYLOADS.put("toggleCollapse", List.of("target"));
    PAYLOADS.put("drillToDetail", List.of());
    PAYLOADS.put("highlight", List.of());
    PAYLOADS.put("clearHighlight", List.of());
  }

  private static final List<String> CODE_LIKE = List.of("handler", "callback", "onClick",
      "onclick", "script", "url", "href", "navigate", "function", "dispatch", "code", "eval",
      "javascript", "js");

  private EventActions() {}

  /** The payload types an event may map, in the engine's order. */
  public static List<String> payloadTypes() {
    return List.copyOf(PAYLOADS.keySet());
  }

  /** The properties of a payload of {@code type} besides type, or null for no such type. */
  public static List<String> payloadProperties(String type) {
    return PAYLOADS.get(type);
  }

  // ---- preparation ------------------------------------------------------------------------

  /**
   * Validates a component's {@code interactions} and resolves every field reference in place
   * with the canonical traversal of preparation ({@link FieldReferences}).
   *
   * @param schema the component's dataset fields, or null when unknown (dynamic source)
   * @param dataset how messages name those rows ({@link hyperpbi.specification.ComponentSchema})
   */
  static void validate(JsonValue interactions, String pointer, List<FieldMeta> schema,
      String dataset, ComponentIndex components, Diagnostics out) {
    if (!interactions.isObject()) {
      out.error("INVALID_PROPERTY_TYPE", pointer,
          "interactions must be an object mapping click, doubleClick or change to payloads");
      return;
    }
    for (JsonObject.Member m : interactions.asObject()) {
      String at = JsonPointer.child(pointer, m.getName());
      if (!EVENTS.contains(m.getName())) {
        out.error("UNSUPPORTED_INTERACTION_EVENT", at, "unsupported event '" + m.getName()
            + "', expected one of " + String.join(", ", EVENTS)
            + DidYouMean.suggest(m.getName(), EVENTS));
        continue;
      }
      gesture(m.getValue(), at, schema, dataset, components, out);
    }
  }

  /**
   * The payloads of one gesture that may run, each checked, in order. A component holds one
   * filter (its site's), so a gesture sets at most one: a second {@code setFilter} would send a
   * Power BI filter no state keeps, and is refused.
   */
  private static List<MappedPayload> gesture(JsonValue payloads, String at,
      List<FieldMeta> schema, String dataset, ComponentIndex components, Diagnostics out) {
    List<MappedPayload> runnable = new ArrayList<>();
    List<JsonValue> values = JsonValues.list(payloads);
    boolean filterSet = false;
    for (int i = 0; i < values.size(); i++) {
      String payloadAt = payloads.isArray() ? JsonPointer.child(at, i) : at;
      if (!payload(values.get(i), payloadAt, schema, dataset, components, out)) {
        continue;
      }
      JsonObject o = values.get(i).asObject();
      if ("setFilter".equals(JsonValues.text(o, "type"))) {
        if (filterSet) {
          out.error("INVALID_PROPERTY_VALUE", JsonPointer.child(payloadAt, "type"), "a gesture "
              + "sets at most one filter (a component holds one); this setFilter does not run");
          continue;
        }
        filterSet = true;
      }
      runnable.add(new MappedPayload(o, payloadAt));
    }
    return runnable;
  }

  /** Validates one payload; true when it may run. */
  private static boolean payload(JsonValue v, String pointer, List<FieldMeta> schema,
      String dataset, ComponentIndex components, Diagnostics out) {
    Diagnostics local = new Diagnostics();
    check(v, pointer, schema, dataset, components, local);
    out.addAll(local);
    return !local.hasErrors();
  }

  private static void check(JsonValue v, String pointer, List<FieldMeta> schema,
      String dataset, ComponentIndex components, Diagnostics out) {
    if (!v.isObject()) {
      out.error("INVALID_INTERACTION", pointer, v.isString()
          ? "handler strings are not accepted; use a payload object such as {\"type\": \"selectRow\"}"
          : "an interaction payload must be an object with a type");
      return;
    }
    JsonObject o = v.asObject();
    JsonValue typeValue = o.get("type");
    if (typeValue == null || !typeValue.isString()) {
      // Absent or of another JSON type: said as such, like a UI action's type.
      out.error(typeValue == null ? "MISSING_REQUIRED_PROPERTY" : "INVALID_PROPERTY_TYPE",
          JsonPointer.child(pointer, "type"), "an interaction payload needs a type, one of "
              + String.join(", ", PAYLOADS.keySet()));
      return;
    }
    String type = typeValue.asString();
    if (!PAYLOADS.containsKey(type)) {
      String name = type;
      out.error("UNSUPPORTED_INTERACTION_ACTION", JsonPointer.child(pointer, "type"),
          "'" + name + "' is not an allowed interaction; use one of "
              + String.join(", ", PAYLOADS.keySet()) + DidYouMean.suggest(name, PAYLOADS.keySet()));
      return;
    }
    List<String> allowed = PAYLOADS.get(type);
    for (JsonObject.Member m : o) {
      String name = m.getName();
      if (name.equals("type") || allowed.contains(name)) {
        continue;
      }
      boolean code = CODE_LIKE.contains(name) || CODE_LIKE.contains(name.toLowerCase(
          java.util.Locale.ROOT));
      out.error(code ? "INVALID_INTERACTION" : "UNKNOWN_PROPERTY",
          JsonPointer.child(pointer, name), code
              ? "'" + name + "' is not accepted: interactions are data, never callbacks, "
                  + "handler strings, URLs or scripts"
              : "unknown " + type + " property '" + name + "'" + DidYouMean.suggest(name, allowed));
    }
    if (schema != null) {
      FieldReferences.expressions(o, FieldManifest.of(schema));
      fields(o, pointer, schema, dataset, out);
      if (type.equals("selectWhere") && o.get("where") != null) {
        where(o.get("where"), JsonPointer.child(pointer, "where"), schema, out);
      }
    }
    required(type, o, pointer, components, out);
    if (type.equals("setFilter") && o.get("value") != null) {
      filterValue(o, pointer, schema, out);
    }
    if (type.equals("setFilter") && o.get("valueFromRow") != null) {
      rowValueShape(o, pointer, out);
    }
  }

  /** valueFromRow reads one cell: a single value, which between can never take. */
  private static void rowValueShape(JsonObject o, String pointer, Diagnostics out) {
    String operator = JsonValues.text(o, "operator");
    String problem = PayloadValues.shapeProblem(operator == null ? "=" : operator, false, 1,
        false);
    if (problem != null) {
      out.error("INVALID_PROPERTY_VALUE", JsonPointer.child(pointer, "valueFromRow"),
          "valueFromRow gives a single value: " + problem);
    }
  }

  /**
   * A setFilter value is checked like {@code interaction.value} (interactions.md §3: payloads
   * convert into the universal engine, so its diagnostics stay consistent): it must fit the
   * operator and read as the field's type; without a known schema only its shape is checked.
   */
  private static void filterValue(JsonObject o, String pointer, List<FieldMeta> schema,
      Diagnostics out) {
    String field = JsonValues.text(o, "field");
    FieldMeta meta = schema == null || field == null ? null
        : InteractionValidator.field(schema, field);
    String operator = JsonValues.text(o, "operator");
    InteractionValidator.report(o.get("value"), operator == null ? "=" : operator, meta, true,
        JsonPointer.child(pointer, "value"), "value", out);
  }

  /**
   * A selectWhere condition is checked like every other expression at preparation (operators,
   * argument forms, types) and must be a condition, so a bad one is an error before any click.
   * Unknown fields are reported once, by {@link #fields}.
   */
  private static void where(JsonValue where, String pointer, List<FieldMeta> schema,
      Diagnostics out) {
    Diagnostics checks = new Diagnostics();
    CheckedExpression e = ExpressionCompiler.check(where, pointer, schema, checks);
    for (Diagnostic d : checks.sorted()) {
      if (!d.code().equals("UNKNOWN_FIELD")) {
        out.add(d);
      }
    }
    if (e != null && e.type() != DataType.BOOLEAN && e.type() != DataType.UNKNOWN) {
      out.error("INVALID_PROPERTY_VALUE", pointer, "selectWhere needs a condition (a boolean "
          + "expression); this one gives " + e.type().json());
    }
  }

  /** Every field and valueFromRow name, at any depth, must be in the dataset. */
  private static void fields(JsonValue v, String pointer, List<FieldMeta> schema, String dataset,
      Diagnostics out) {
    if (v.isObject()) {
      for (JsonObject.Member m : v.asObject()) {
        String at = JsonPointer.child(pointer, m.getName());
        JsonValue value = m.getValue();
        if ((m.getName().equals("field") || m.getName().equals("valueFromRow"))
            && value.isString() && !known(schema, value.asString())) {
          List<String> keys = new ArrayList<>();
          schema.forEach(f -> {
            keys.add(f.key());
            if (f.alias() != null) {
              keys.add(f.alias());
            }
          });
          out.error("UNKNOWN_FIELD", at, "field '" + value.asString() + "' is not in "
              + dataset + DidYouMean.suggest(value.asString(), keys));
        } else if (value.isObject() || value.isArray()) {
          fields(value, at, schema, dataset, out);
        }
      }
    } else if (v.isArray()) {
      for (int i = 0; i < v.asArray().size(); i++) {
        fields(v.asArray().get(i), JsonPointer.child(pointer, i), schema, dataset, out);
      }
    }
  }

  private static boolean known(List<FieldMeta> schema, String key) {
    for (FieldMeta f : schema) {
      if (f.key().equals(key)) {
        return true;
      }
    }
    return false;
  }

  private static void required(String type, JsonObject o, String pointer,
      ComponentIndex components, Diagnostics out) {
    switch (type) {
      case "selectWhere" -> need(o, "where", pointer, out);
      case "setFilter" -> {
        need(o, "field", pointer, out);
        String op = JsonValues.text(o, "operator");
        if (o.get("operator") != null && !ExternalFilterBuilder.supports(op)) {
          out.error("INVALID_PROPERTY_VALUE", JsonPointer.child(pointer, "operator"),
              "operator must be one of =, !=, >, >=, <, <=, contains, in, between");
        }
        oneOf(o, pointer, out);
      }
      case "setState" -> {
        need(o, "target", pointer, out);
        oneOf(o, pointer, out);
      }
      case "toggleState" -> need(o, "target", pointer, out);
      case "openTab" -> {
        JsonObject action = new JsonObject().add("type", "setTab");
        o.forEach(m -> {
          if (!m.getName().equals("type")) {
            action.add(m.getName(), m.getValue());
          }
        });
        UiActionParser.parse(action, pointer, components, out);
      }
      case "toggleCollapse" -> {
        String target = JsonValues.text(o, "target");
        if (o.get("target") != null && (target == null || !components.exists(target))) {
          out.error("UNKNOWN_TARGET", JsonPointer.child(pointer, "target"), "target '"
              + (target == null ? o.get("target") : target) + "' is not a component id");
        }
      }
      default -> { }
    }
  }

  private static void need(JsonObject o, String name, String pointer, Diagnostics out) {
    if (o.get(name) == null) {
      out.error("MISSING_REQUIRED_PROPERTY", JsonPointer.child(pointer, name),
          JsonValues.text(o, "type") + " requires " + name);
    }
  }

  private static void oneOf(JsonObject o, String pointer, Diagnostics out) {
    if ((o.get("value") == null) == (o.get("valueFromRow") == null)) {
      out.error("MISSING_REQUIRED_PROPERTY", JsonPointer.child(pointer, "value"),
          JsonValues.text(o, "type") + " requires exactly one of value and valueFromRow");
    }
  }

  /**
   * A data payload is what its gesture does to the data (a selection, filter, highlight or
   * drill), so it replaces the universal interaction on that gesture; UI payloads (setState,
   * toggleState, openTab, toggleCollapse) run after it.
   */
  static boolean isDataPayload(String type) {
    return switch (type == null ? "" : type) {
      case "selectRow", "selectWhere", "clearSelection", "setFilter", "clearFilter",
          "highlight", "clearHighlight", "drillToDetail" -> true;
      default -> false;
    };
  }

  /**
   * Whether {@code interactions} maps a data payload to {@code event}: it then replaces the
   * universal interaction on that gesture.
   *
   * @param interactions the component's {@code interactions}, or null
   */
  static boolean mapsDataPayload(JsonValue interactions, String event) {
    JsonValue mapped = interactions == null || !interactions.isObject() ? null
        : interactions.asObject().get(event);
    for (JsonValue v : mapped == null ? List.<JsonValue>of() : JsonValues.list(mapped)) {
      if (isDataPayload(v.isObject() ? JsonValues.text(v.asObject(), "type") : null)) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether some gesture runs the universal engine without a field payload: the trigger event
   * when no data payload maps it (the interaction itself runs), or a mapped selectRow or
   * selectWhere (row payloads). A setFilter names its own field; the other payloads filter
   * nothing.
   *
   * @param interactions the component's {@code interactions}, or null
   */
  static boolean runsWithoutField(JsonValue interactions, InteractionPolicy.Trigger trigger) {
    if (interactions == null || !interactions.isObject()) {
      return true;
    }
    if (!mapsDataPayload(interactions, InteractionPolicy.name(trigger))) {
      return true;
    }
    for (JsonObject.Member m : interactions.asObject()) {
      for (JsonValue v : JsonValues.list(m.getValue())) {
        String type = v.isObject() ? JsonValues.text(v.asObject(), "type") : null;
        if ("selectRow".equals(type) || "selectWhere".equals(type)
            || "highlight".equals(type)) {
          return true;
        }
      }
    }
    return false;
  }

  // ---- runtime ----------------------------------------------------------------------------

  /**
   * The payloads a component maps to each event that passed validation, in order; invalid
   * payloads (already reported at preparation) are never executed.
   */
  static Map<String, List<MappedPayload>> runnable(JsonObject component, String pointer,
      List<FieldMeta> schema, String dataset, ComponentIndex components) {
    Map<String, List<MappedPayload>> byEvent = new LinkedHashMap<>();
    JsonValue interactions = component.get("interactions");
    if (interactions == null || !interactions.isObject()) {
      return byEvent;
    }
    Diagnostics ignored = new Diagnostics();
    for (JsonObject.Member m : interactions.asObject()) {
      if (!EVENTS.contains(m.getName())) {
        continue;
      }
      String at = JsonPointer.child(JsonPointer.child(pointer, "interactions"), m.getName());
      byEvent.put(m.getName(), gesture(m.getValue(), at, schema, dataset, components, ignored));
    }
    return byEvent;
  }

  /**
   * Runs payloads for a gesture on a site.
   *
   * @param row the clicked dataset row, or -1 (change events, buttons)
   * @param point the rows the clicked point stands for (just {@code row} outside charts)
   * @param view the rows the site shows (null for every row): for a click, its consumed
   *     internal filters applied; {@code selectWhere} and {@code setFilter} choose among them
   */
  static void run(Transition t, InteractionSite site, List<MappedPayload> payloads, int row,
      int[] point, int[] view, boolean click, boolean modifier) {
    String dataset = t.model.siteDataset(site, t.before);
    DatasetResult result = t.model.dataset(dataset);
    // A control changed to no value clears what its setFilter set ("an empty value clears"),
    // whatever fixed value the payload names: otherwise nothing could ever remove that filter.
    boolean emptied = !click && !t.state.componentValues.containsKey(site.component());
    // Selection payloads (selectRow, selectWhere, setFilter, highlight) first resolve to the rows they
    // designate; several on one gesture make one applied interaction (one signature).
    List<Payload> selections = new ArrayList<>();  // by payload index; null for the others
    List<Payload> applied = new ArrayList<>();
    for (MappedPayload mapped : payloads) {
      selections.add(null);
      JsonObject p = mapped.json();
      String type = JsonValues.text(p, "type");
      if (row < 0 && needsRow(p)) {
        // It acts on the clicked row itself, which this gesture does not have.
        t.diagnostics.error("MISSING_CLICKED_ROW", t.pointer, type + " at " + mapped.pointer()
            + " needs a clicked row; this gesture has none");
        continue;
      }
      Payload selection = switch (type) {
        case "selectRow" -> new Payload(dataset, point, null, site.policy().operator(), null,
            null, null, null);
        case "selectWhere" -> selectWhere(t, p, dataset, result, row, view,
            site.policy().operator());
        case "setFilter" -> emptied ? null : setFilter(t, mapped, dataset, result, row, view);
        // The universal interaction's own click on the point, as a highlight (§3: the resolver
        // converts data actions into the universal engine): modes, second click, external.
        case "highlight" -> {
          Payload own = Dispatcher.clickPayload(t, site, point);
          yield own == null ? null : own.as(InteractionPolicy.InternalMode.HIGHLIGHT);
        }
        default -> null;
      };
      if (selection != null) {
        selections.set(selections.size() - 1, selection);
        applied.add(selection);
      }
    }
    // One decision for the whole gesture, against the selection before it (a toggle adds or
    // removes all its payloads' rows). Removing undoes last first: each removal then meets the
    // selection the later payloads left, so a fixed setFilter value is not applied again (and
    // kept in Power BI) over rows a later payload of the gesture selected.
    UniversalInteraction.Gesture gesture = applied.isEmpty() ? null
        : UniversalInteraction.gesture(t, site, applied, click, modifier);
    int effectsBefore = t.effects.size();
    boolean undo = gesture != null && gesture.remove();
    for (int i = undo ? applied.size() - 1 : -1; i >= 0; i--) {
      UniversalInteraction.apply(t, site, applied.get(i), gesture, false);
    }
    boolean first = true;
    for (int i = 0; i < payloads.size(); i++) {
      MappedPayload mapped = payloads.get(i);
      JsonObject p = mapped.json();
      String type = JsonValues.text(p, "type");
      if (row < 0 && needsRow(p)) {
        continue;  // reported above
      }
      switch (type) {
        case "selectRow", "selectWhere", "setFilter", "highlight" -> {
          Payload selection = selections.get(i);
          if (selection != null) {
            if (!undo && UniversalInteraction.apply(t, site, selection, gesture, first)) {
              first = false;
            }
          } else if (emptied && type.equals("setFilter")) {
            UniversalInteraction.clear(t, site, dataset);
          }
        }
        case "clearSelection", "clearFilter" -> UniversalInteraction.clear(t, site, dataset);
        case "clearHighlight" -> {
          // A highlight is the site's applied interaction (its selection, and the Power BI
          // selection or filter derived from it): clearing it clears that interaction.
          if (t.state.highlights.containsKey(site.key())) {
            UniversalInteraction.clear(t, site, dataset);
          }
        }
        case "setState" -> {
          JsonValue value = p.get("valueFromRow") != null
              ? rowValue(result, JsonValues.text(p, "valueFromRow"), row) : p.get("value");
          t.runUiAction(new UiAction.SetState(JsonValues.text(p, "target"), value));
        }
        case "toggleState" ->
            t.runUiAction(new UiAction.ToggleState(JsonValues.text(p, "target")));
        case "openTab" -> t.runUiAction(new UiAction.SetTab(JsonValues.text(p, "target"),
            JsonValues.text(p, "value")));
        case "toggleCollapse" -> {
          String target = JsonValues.text(p, "target");
          String id = target == null ? site.component() : target;
          if (!t.state.collapsed.remove(id)) {
            t.state.collapsed.add(id);
          }
        }
        default -> DrillRunner.down(t, site, row);  // drillToDetail
      }
    }
    lastSelectionOnly(t.effects, effectsBefore);
  }

  /**
   * Each selectIdentities carries the complete resulting selection, so a gesture whose payloads
   * selected several times sends only the final one (where it was last produced).
   */
  private static void lastSelectionOnly(List<HostEffect> effects, int from) {
    int last = -1;
    for (int i = from; i < effects.size(); i++) {
      if (effects.get(i) instanceof HostEffect.SelectIdentities) {
        last = i;
      }
    }
    for (int i = effects.size() - 1; i >= from; i--) {
      if (i != last && effects.get(i) instanceof HostEffect.SelectIdentities) {
        effects.remove(i);
      }
    }
  }

  /**
   * A payload needs a clicked row when it acts on that row. One that only reads it through
   * {@code valueFromRow} does not: "valueFromRow reads a known field from the clicked-row
   * context and otherwise returns null" (calculations-dsl.txt), so without a clicked row (a
   * button, a change) it reads null; preparation still requires the field to be known.
   */
  private static boolean needsRow(JsonObject payload) {
    return switch (JsonValues.text(payload, "type")) {
      case "selectRow", "highlight", "drillToDetail" -> true;
      default -> false;
    };
  }

  /** The rows a selectWhere condition designates, or null after a diagnostic. */
  private static Payload selectWhere(Transition t, JsonObject p, String dataset,
      DatasetResult result, int row, int[] view, String operator) {
    Diagnostics checks = new Diagnostics();
    CheckedExpression where = ExpressionCompiler.check(p.get("where"), t.pointer,
        result.table().fields(), checks);
    if (where == null) {
      t.diagnostics.addAll(checks);
      return null;
    }
    EvaluationContext base = t.model.context;
    EvaluationContext context = new EvaluationContext(base.nowEpochMs(), base.timeZone(),
        clickedRow(result, row), base.warnings());
    int count = view == null ? result.rowCount() : view.length;
    Column matches = where.evaluate(result.table(), view, count, context);
    int[] rows = new int[count];
    int n = 0;
    if (matches instanceof BooleanColumn b) {
      for (int i = 0; i < count; i++) {
        int r = view == null ? i : view[i];
        if (b.values()[r] == BooleanColumn.TRUE) {
          rows[n++] = r;
        }
      }
    }
    return new Payload(dataset, java.util.Arrays.copyOf(rows, n), null, operator, null, null,
        JsonValues.sorted(p.get("where")), null);
  }

  /** The rows and field payload of a setFilter, or null after a diagnostic. */
  private static Payload setFilter(Transition t, MappedPayload mapped, String dataset,
      DatasetResult result, int row, int[] view) {
    JsonObject p = mapped.json();
    String field = JsonValues.text(p, "field");
    FieldMeta meta = result.table().field(field);
    if (meta == null) {
      return null;  // reported at preparation
    }
    String operator = JsonValues.text(p, "operator") == null ? "=" : JsonValues.text(p, "operator");
    List<Object> values = new ArrayList<>();
    JsonValue value = p.get("valueFromRow") != null
        ? rowValue(result, JsonValues.text(p, "valueFromRow"), row) : p.get("value");
    String valueJson = JsonValues.sorted(value);
    if (!Dispatcher.coerceAll(t, value, operator, meta.dataType(), values, "value")) {
      return null;
    }
    int[] rows = RowMatcher.matching(result.table(), field, operator, values, view);
    return new Payload(dataset, rows, field, operator, values, meta.dataType(), valueJson,
        JsonPointer.child(mapped.pointer(), "field"));
  }

  /** The clicked row as field key → value, for {@code valueFromRow}. */
  static Map<String, Object> clickedRow(DatasetResult result, int row) {
    Map<String, Object> values = new LinkedHashMap<>();
    if (row < 0) {
      return values;
    }
    for (int i = 0; i < result.table().fields().size(); i++) {
      values.put(result.table().fields().get(i).key(),
          result.table().columns().get(i).valueAt(row));
    }
    return values;
  }

  private static JsonValue rowValue(DatasetResult result, String field, int row) {
    Column c = result.table().column(field);
    if (c == null || row < 0) {
      return Json.NULL;
    }
    DataType type = result.table().field(field).dataType();
    return Json.parse(TypedValues.json(c.valueAt(row), type));
  }
}
