package hyperpbi.interaction;

import com.eclipsesource.json.JsonObject;
import com.eclipsesource.json.JsonValue;
import hyperpbi.canonical.Whitespace;
import hyperpbi.data.DataType;
import hyperpbi.data.FieldMeta;
import hyperpbi.dataset.DatasetResult;
import hyperpbi.diagnostic.Diagnostics;
import hyperpbi.diagnostic.JsonPointer;
import hyperpbi.interaction.InteractionPolicy.Trigger;
import hyperpbi.json.JsonValues;
import hyperpbi.sources.SourceRequest;
import hyperpbi.sources.SourceStatus;
import hyperpbi.specification.ComponentNode;
import hyperpbi.ui.HostEffect;
import hyperpbi.ui.UiAction;
import hyperpbi.ui.UiActionParser;
import hyperpbi.ui.UiActionRunner;
import hyperpbi.ui.UiState;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * Routes one event: UI actions to {@link UiActionRunner}; clicks to the component's drill or
 * universal interaction, then its {@code uiAction} (a button's actions), then its event-specific
 * interactions; changes to
 * the control value and the universal interaction; breadcrumbs to the drill. Afterwards any
 * state-bound remote source whose request changed is refetched.
 */
public final class Dispatcher {
  private Dispatcher() {}

  /** The transition of one event from {@code before}. */
  public static Dispatch dispatch(DashboardModel model, UiState before, InteractionEvent event,
      String pointer) {
    Diagnostics diagnostics = new Diagnostics();
    Transition t = new Transition(model, before, diagnostics, pointer, true);
    if (event instanceof InteractionEvent.Action a) {
      t.runUiAction(a.action());
    } else if (event instanceof InteractionEvent.Click c) {
      click(t, c);
    } else if (event instanceof InteractionEvent.Change c) {
      change(t, c);
    } else if (event instanceof InteractionEvent.Breadcrumb b) {
      DrillRunner.up(t, b.component(), b.level());
    } else if (event instanceof InteractionEvent.HostSelection h) {
      HostSelection.apply(t, h.identities());
    }
    refreshSources(t);
    UiState after = t.state.build();
    return new Dispatch(after, t.effects, ViewInputs.changed(model, before, after),
        diagnostics.sorted());
  }

  /**
   * The load's transition from the {@code seeded} state: control {@code defaultValue}s with
   * their internal behaviour (no host effect at load), and one {@link HostEffect.FetchSource}
   * per declared remote source, whose status is then loading.
   */
  public static Dispatch load(DashboardModel model, UiState seeded) {
    Transition t = new Transition(model, seeded, new Diagnostics(), "", false);
    for (ComponentNode c : model.components().all()) {
      JsonValue initial = c.json().get("defaultValue");
      InteractionSite site = model.site(c.id());
      if (c.type().control() && initial != null
          && !clears(initial, site == null ? "=" : site.policy().operator())) {
        // A value the change would refuse is left out (preparation reported it).
        ControlValues.restore(t, c, initial);
      }
    }
    List<HostEffect> effects = new ArrayList<>();
    for (String name : model.remote.names()) {
      SourceRequest request = model.remote.plan(name, t.state.values);
      effects.add(new HostEffect.FetchSource(name, request));
      t.state.sources.put(name, SourceStatus.loading(request.signature()));
    }
    return new Dispatch(t.state.build(), effects, List.of(), List.of());
  }

  /**
   * A control's value is the user's intent and outlives the rows: over the source's new rows
   * its filter is applied again, so the control never shows a value whose filter is gone (a
   * value the new rows refuse is cleared). Internal only: a Power BI filter it applied is
   * value-based and still holds.
   *
   * @param root the remote source whose rows changed: controls over other roots keep theirs
   */
  public static UiState reapplyControls(DashboardModel next, UiState state, String root,
      String pointer, Diagnostics diagnostics) {
    Transition t = new Transition(next, state, diagnostics, pointer, false);
    for (ComponentNode c : next.components().all()) {
      JsonValue value = state.componentValues().get(c.id());
      InteractionSite site = next.site(c.id());
      String dataset = site == null ? null : next.siteDataset(site, state);
      if (value != null && c.type().control() && dataset != null
          && root.equals(next.root(dataset))) {
        ControlValues.restore(t, c, value);
      }
    }
    return t.state.build();
  }

  private static void click(Transition t, InteractionEvent.Click c) {
    ComponentNode node = t.model.components().get(c.component());
    String gesture = c.doubleClick() ? "doubleClick" : "click";
    // A button's actions always ran on either gesture; another component's uiAction is a
    // click's (a double click drills).
    boolean button = node.type().name().equals("button");
    List<UiAction> uiActions = button || !c.doubleClick() ? uiActions(t, node) : List.of();
    if (button || (c.row() == null && !uiActions.isEmpty())) {
      // The component clicked as a whole, without a row: a button, or any component carrying
      // uiAction. A component may use several of the three systems (interactions.md): its
      // interactions payloads run after its UI actions, without a clicked row.
      uiActions.forEach(a -> t.runUiAction(a));
      List<MappedPayload> payloads = t.model.payloads(c.component(), gesture);
      InteractionSite site = t.model.site(c.component());
      if (payloads != null && site != null) {
        EventActions.run(t, site, payloads, -1, IntSets.EMPTY, t.model.viewRows(site, t.before),
            true, c.modifier());
      }
      return;
    }
    InteractionSite site = site(t, c.component(), c.layer());
    if (site == null) {
      return;
    }
    int[] view = t.model.viewRows(site, t.before);
    if (c.row() == null) {
      t.diagnostics.error("MISSING_REQUIRED_PROPERTY", JsonPointer.child(t.pointer, "row"),
          "a click on " + node.type().name() + " '" + c.component() + "' needs a row index");
      return;
    }
    int size = t.model.viewSize(site, t.before, view);
    if (c.row() >= size) {
      t.diagnostics.error("INVALID_PROPERTY_VALUE", JsonPointer.child(t.pointer, "row"),
          "row " + c.row() + " is outside the " + size + " rows '" + site.key() + "' shows");
      return;
    }
    int row = view == null ? c.row() : view[c.row()];
    int[] layerRows = t.model.layerRows(site);
    if (layerRows != null && Arrays.binarySearch(layerRows, row) < 0) {
      t.diagnostics.error("INVALID_PROPERTY_VALUE", JsonPointer.child(t.pointer, "row"),
          "row " + c.row() + " of '" + site.key() + "' is left out by the layer's filter: a "
          + "click can only name a row the layer has");
      return;
    }
    List<MappedPayload> payloads = site.layer() == null
        ? t.model.payloads(c.component(), gesture) : null;
    DrillConfig drill = site.layer() == null ? t.model.drills.get(c.component()) : null;
    boolean acts = payloads != null || drill != null || site.runsUniversal();
    int[] shown = acts && site.layer() == null
        ? Consumption.shownRows(t.model, t.before, site.component()) : null;
    if (shown != null && Arrays.binarySearch(shown, row) < 0) {
      t.diagnostics.error("INVALID_PROPERTY_VALUE", JsonPointer.child(t.pointer, "row"),
          "row " + c.row() + " of '" + site.key() + "' is hidden by an internal filter it "
          + "consumes: a click can only name a row the component shows");
      return;
    }
    int[] point = point(t, site, shown != null ? shown : view, row);
    // A click stands for the rows the component shows: selectWhere and setFilter choose
    // among them, never among rows a consumed internal filter hides.
    int[] domain = shown != null ? shown : view;
    if (payloads == null || t.model.ownGestureRuns(c.component(), gesture)) {
      if (!ownClick(t, site, drill, gesture, row, point, c,
          payloads != null || !uiActions.isEmpty())) {
        return;  // refused (after its diagnostic): the gesture changes nothing
      }
    }
    // Its uiAction runs in addition to its interaction, as a button's before its payloads.
    uiActions.forEach(a -> t.runUiAction(a));
    if (payloads != null) {
      EventActions.run(t, site, payloads, row, point, domain, true, c.modifier());
    }
  }

  /**
   * A click's own behaviour: the drill on its trigger, else the universal interaction. False
   * when the gesture's values were refused.
   *
   * @param mapped whether payloads or UI actions answer the gesture (no NO_INTERACTION then)
   */
  private static boolean ownClick(Transition t, InteractionSite site, DrillConfig drill,
      String gesture, int row, int[] point, InteractionEvent.Click c, boolean mapped) {
    if (drill != null && drill.trigger().equals(gesture)
        && DrillRunner.canDrillDown(t.model, drill, t.before)) {
      DrillRunner.down(t, site, row);
    } else if (!c.doubleClick() && site.runsUniversal()
        && site.policy().trigger() == Trigger.CLICK) {
      Payload payload = clickPayload(t, site, point);
      return payload != null
          && UniversalInteraction.apply(t, site, payload, true, c.modifier());
    } else if (!mapped) {
      t.diagnostics.info("NO_INTERACTION", t.pointer, "'" + site.key() + "' has no "
          + gesture + " behaviour" + (site.policy().enabled() || !site.declared()
              ? "" : ": its interaction is disabled"));
    }
    return true;
  }

  /**
   * What the universal interaction hands its engine for a click on {@code point}: the rows,
   * with the site's field, operator and fixed value. Null when that value does not read as the
   * field's type or fit the operator (after the diagnostic).
   */
  static Payload clickPayload(Transition t, InteractionSite site, int[] point) {
    InteractionPolicy p = site.policy();
    String dataset = t.model.siteDataset(site, t.before);
    FieldMeta meta = t.model.field(dataset, p.field());
    List<Object> values = null;
    if (p.value() != null && meta != null) {
      values = new ArrayList<>();
      if (!coerceAll(t, p.value(), p.operator(), meta.dataType(), values,
          "interaction value")) {
        return null;
      }
    }
    return new Payload(dataset, point, p.field(), p.operator(), values,
        meta == null ? null : meta.dataType(),
        p.value() == null ? null : JsonValues.sorted(p.value()), null);
  }

  /**
   * The rows a clicked chart point stands for: those with its category (and series) among
   * {@code domain}, the rows the chart shows (its consumed internal filters applied: the bar the
   * user saw), or its view rows for a map layer.
   */
  private static int[] point(Transition t, InteractionSite site, int[] domain, int row) {
    List<String> fields = t.model.pointFields(site, t.before);
    if (fields.isEmpty()) {
      return new int[] {row};
    }
    DatasetResult result = t.model.dataset(t.model.siteDataset(site, t.before));
    return RowMatcher.samePoint(result.table(), fields, domain, row);
  }

  private static InteractionSite site(Transition t, String component, String layer) {
    String key = layer == null ? component : component + "/" + layer;
    InteractionSite site = t.model.site(key);
    if (site == null) {
      t.diagnostics.error("UNKNOWN_TARGET", JsonPointer.child(t.pointer, layer == null
          ? "component" : "layer"), layer == null ? "component '" + component
          + "' is a map: name its layer" : "map '" + component + "' has no layer '" + layer + "'");
    }
    return site;
  }

  /**
   * The valid UI actions a click on the component runs; invalid ones were reported at
   * preparation and are skipped, never guessed.
   */
  private static List<UiAction> uiActions(Transition t, ComponentNode node) {
    return UiActionParser.ofComponent(node.json(), node.pointer(), t.model.components(),
        new Diagnostics());
  }

  private static void change(Transition t, InteractionEvent.Change c) {
    ComponentNode node = t.model.components().get(c.component());
    InteractionSite site = site(t, c.component(), null);
    if (site == null) {
      return;
    }
    JsonValue value = c.value();
    JsonValue previous = t.state.componentValues.get(c.component());
    if (clears(value, site.policy().operator())) {
      t.state.componentValues.remove(c.component());
    } else {
      t.state.componentValues.put(c.component(), value);
    }
    if (t.model.ownGestureRuns(c.component(), "change") && site.runsUniversal()
        && site.policy().trigger() == Trigger.CHANGE
        && !controlInteraction(t, site, node, value)) {
      // A refused value leaves the control as it was: its value and its filter stay together,
      // and the gesture's payloads do not run.
      if (previous == null) {
        t.state.componentValues.remove(c.component());
      } else {
        t.state.componentValues.put(c.component(), previous);
      }
      return;
    }
    List<MappedPayload> payloads = t.model.payloads(c.component(), "change");
    if (payloads != null) {
      int[] view = t.model.viewRows(site, t.before);
      EventActions.run(t, site, payloads, -1, IntSets.EMPTY, view, false, false);
    }
  }

  /**
   * The field a change's value is read against: {@code interaction.field}, else the component's
   * own {@code field} (a control's); null when it has neither.
   */
  static String changeField(InteractionPolicy p, JsonObject component) {
    return p.field() != null ? p.field() : JsonValues.text(component, "field");
  }

  /**
   * Why a change-triggered interaction without a field does nothing: a change carries a value,
   * not a row, and only a field says which rows hold that value.
   */
  static String noChangeField(String component) {
    return "component '" + component + "' has an interaction triggered on change but no field: "
        + "a change carries a value, and only interaction.field says which rows hold it";
  }

  /**
   * A control's value as a field payload: rows with that value, filter by the value. False when
   * the value does not read as the field's type, or the site has no field to read it against
   * (after its diagnostic); nothing is applied then.
   */
  static boolean controlInteraction(Transition t, InteractionSite site, ComponentNode node,
      JsonValue value) {
    InteractionPolicy p = site.policy();
    String field = changeField(p, node.json());
    if (field == null) {
      // Reported at preparation too; a value is never applied to rows it cannot name.
      t.diagnostics.error("MISSING_REQUIRED_PROPERTY", t.pointer, noChangeField(node.id()));
      return false;
    }
    String dataset = t.model.siteDataset(site, t.before);
    DatasetResult result = t.model.dataset(dataset);
    FieldMeta meta = t.model.field(dataset, field);
    if (result == null || meta == null) {
      return true;
    }
    List<Object> values = new ArrayList<>();
    if (!isEmpty(value) && !coerceAll(t, value, p.operator(), meta.dataType(), values,
        "value")) {
      return false;
    }
    if (!p.operator().equals("between")) {
      values.removeIf(TypedValues::isBlank);  // a between keeps its bounds' positions
    }
    if (!values.isEmpty() && t.state.componentValues.containsKey(node.id())) {
      // Stored as the filter reads it, so the state, the views and Power BI agree.
      t.state.componentValues.put(node.id(), ControlValues.typed(value, values,
          meta.dataType()));
    }
    int[] rows = values.isEmpty() ? IntSets.EMPTY : RowMatcher.matching(result.table(), field,
        p.operator(), values, t.model.viewRows(site, t.before));
    return UniversalInteraction.apply(t, site, new Payload(dataset, rows, field, p.operator(),
        values, meta.dataType(), JsonValues.sorted(value), null), false, false);
  }

  /**
   * An empty value, which clears ("an empty value clears the filter"): null, a blank string, or
   * an array with no non-blank item ({@code []}, {@code [""]}, {@code [null, " "]}), since blank
   * entries are dropped (contract-notes §2).
   */
  static boolean isEmpty(JsonValue v) {
    if (v != null && v.isArray()) {
      for (JsonValue item : v.asArray()) {
        if (!isBlank(item)) {
          return false;
        }
      }
      return true;
    }
    return v == null || isBlank(v);
  }

  private static boolean isBlank(JsonValue v) {
    return v.isNull() || (v.isString() && Whitespace.isBlank(v.asString()));
  }

  /**
   * Whether a control's value clears under {@code operator}: an empty value, or a
   * {@code between} with a blank bound (contract-notes §3). Such a value is stored as no value,
   * so a control never shows a value that filters nothing.
   */
  static boolean clears(JsonValue v, String operator) {
    if (isEmpty(v)) {
      return true;
    }
    if ("between".equals(operator) && v.isArray()) {
      for (JsonValue item : v.asArray()) {
        if (isBlank(item)) {
          return true;
        }
      }
    }
    return false;
  }

  /**
   * Coerces a gesture's value or array of values to the field type; false after a diagnostic
   * when it does not fit the field type or the operator ({@link PayloadValues}).
   */
  static boolean coerceAll(Transition t, JsonValue v, String operator, DataType type,
      List<Object> into, String what) {
    List<PayloadValues.Problem> problems = PayloadValues.problems(v, operator, type, false, what);
    if (!problems.isEmpty()) {
      t.diagnostics.error("INVALID_PROPERTY_VALUE", t.pointer, problems.get(0).message());
      return false;
    }
    for (JsonValue item : JsonValues.list(v)) {
      into.add(TypedValues.coerce(item, type));
    }
    return true;
  }

  /**
   * A state-bound remote source whose planned request changed is fetched again, with its new
   * request signature.
   */
  private static void refreshSources(Transition t) {
    if (Objects.equals(t.before.values(), t.state.values)) {
      return;
    }
    for (String name : t.model.remote.names()) {
      for (String key : t.model.remote.unusableStateValues(name, t.state.values)) {
        if (!Objects.equals(t.before.values().get(key), t.state.values.get(key))) {
          t.diagnostics.warning("INVALID_PROPERTY_VALUE", t.pointer, "state value '" + key
              + "' is an array or object, not a query value: source '" + name
              + "' uses the parameter's default");
        }
      }
      SourceRequest was = t.model.remote.plan(name, t.before.values());
      SourceRequest now = t.model.remote.plan(name, t.state.values);
      if (now != null && (was == null || !was.signature().equals(now.signature()))) {
        t.effects.add(new HostEffect.FetchSource(name, now));
        t.state.sources.put(name, SourceStatus.loading(now.signature()));
      }
    }
  }
}
