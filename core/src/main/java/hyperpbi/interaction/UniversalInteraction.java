package hyperpbi.interaction;

import com.eclipsesource.json.JsonValue;
import hyperpbi.canonical.Hash64;
import hyperpbi.data.Column;
import hyperpbi.data.FieldMeta;
import hyperpbi.dataset.DatasetResult;
import hyperpbi.diagnostic.JsonPointer;
import hyperpbi.interaction.InteractionPolicy.ExternalMode;
import hyperpbi.interaction.InteractionPolicy.InternalMode;
import hyperpbi.interaction.InteractionPolicy.InternalScope;
import hyperpbi.interaction.InteractionPolicy.SelectionMode;
import hyperpbi.ui.FilterTarget;
import hyperpbi.ui.HostEffect;
import hyperpbi.ui.UiState;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;

/**
 * The universal interaction (interactions.md §2) applied to one gesture: selection mode and
 * clear-on-second-click decide the site's new selection; the internal mode turns it into a
 * highlight or a filter for the scoped consumers; the external mode (behind the runtime
 * {@code crossFilter} gate) into a complete Power BI identity selection or a JSON filter.
 */
final class UniversalInteraction {
  static final String SELECTION_UNAVAILABLE = "SELECTION_UNAVAILABLE";
  static final String FILTER_UNAVAILABLE = "EXTERNAL_FILTER_UNAVAILABLE";

  private UniversalInteraction() {}

  /**
   * Applies a gesture's payload with the site's policy. {@code enabled: false} is not checked
   * here: it switches off the universal interaction's own gestures ({@link
   * InteractionSite#runsUniversal}), while event-specific payloads — a separate system — still
   * run through this engine with the declared modes.
   *
   * @param click true for click-triggered gestures (clearOnSecondClick applies, modifiers
   *     toggle); false for a change, which always replaces
   * @return false when the gesture's values do not fit its operator (after the diagnostic);
   *     nothing changed then
   */
  static boolean apply(Transition t, InteractionSite site, Payload payload, boolean click,
      boolean modifier) {
    return apply(t, site, payload, gesture(t, site, List.of(payload), click, modifier), true);
  }

  /**
   * What one gesture does to its site's selection, decided once, before any of its payloads
   * applies, against the selection before it and over the union of its payloads' rows: several
   * selection payloads on one gesture make one applied interaction, so a toggle adds or
   * removes them all (never the second undoing the first), and under replace or
   * {@code multiSelect: false} their union — not the last payload — is the new selection.
   *
   * @param signature the click signature (the gesture's when several payloads make it)
   * @param mode the selection mode the effect reports ({@code toggle} for a second click)
   * @param remove whether the gesture removes its rows: the same click again
   *     (clearOnSecondClick), or a toggle whose rows are all selected
   * @param replace whether the gesture's first applied payload replaces the site's selection
   *     (replace mode, or {@code multiSelect: false}); the later ones add to it
   * @param clicked the source rows a toggle removes from other sites' selections, or null
   */
  record Gesture(String signature, SelectionMode mode, boolean remove, boolean replace,
      int[] clicked) {}

  /** Decides a gesture over its selection payloads (all over the site's dataset). */
  static Gesture gesture(Transition t, InteractionSite site, List<Payload> payloads,
      boolean click, boolean modifier) {
    InteractionPolicy p = site.policy();
    String dataset = payloads.get(0).dataset();
    DatasetResult result = t.model.dataset(dataset);
    if (result == null) {
      return new Gesture("", SelectionMode.REPLACE, false, true, null);  // applies nothing
    }
    String signature = payloads.size() > 1 ? gestureSignature(site.key(), payloads, t.model)
        : signature(site.key(), payloads.get(0), result);
    if (click && p.clearOnSecondClick() && signature.equals(t.state.signatures.get(site.key()))) {
      // The same click again clears the interaction it applied.
      return new Gesture(signature, SelectionMode.TOGGLE, true, false, null);
    }
    SelectionMode mode = click ? p.selectionMode() : SelectionMode.REPLACE;
    if (mode == SelectionMode.REPLACE && click && modifier) {
      mode = SelectionMode.TOGGLE;
    }
    if (mode == SelectionMode.REPLACE) {
      return new Gesture(signature, mode, false, true, null);
    }
    int[] rows = IntSets.EMPTY;
    for (Payload payload : payloads) {
      rows = IntSets.union(rows, payload.rows());
    }
    if (mode == SelectionMode.TOGGLE && rows.length > 0) {
      int[] clicked = completeSelectionToggle(t, site, dataset, rows, result);
      if (IntSets.containsAll(selected(t, site, dataset), rows) || clicked != null) {
        return new Gesture(signature, mode, true, false, clicked);
      }
    }
    return new Gesture(signature, mode, false, !p.multiSelect(), null);
  }

  /** The site's selected rows of {@code dataset} as edited so far. */
  private static int[] selected(Transition t, InteractionSite site, String dataset) {
    UiState.Selection current = t.state.selections.get(site.key());
    return current != null && current.dataset().equals(dataset) ? current.rows()
        : IntSets.EMPTY;
  }

  /**
   * Applies one payload of a decided gesture.
   *
   * @param first whether no payload of the gesture applied before this one (a replacing
   *     gesture's first payload replaces, the later ones add to it)
   * @return false when the payload's values do not fit its operator (after the diagnostic);
   *     nothing changed then
   */
  static boolean apply(Transition t, InteractionSite site, Payload payload, Gesture g,
      boolean first) {
    DatasetResult result = t.model.dataset(payload.dataset());
    if (result == null) {
      return true;
    }
    int[] selected = selected(t, site, payload.dataset());
    int[] next = g.remove() ? IntSets.minus(selected, payload.rows())
        : g.replace() && first ? payload.rows() : IntSets.union(selected, payload.rows());
    boolean applied = !g.remove();
    List<Object> values = values(payload, result, next, applied);
    if (!fits(t, payload, values)) {
      return false;
    }
    if (applied && next.length > 0) {
      t.state.signatures.put(site.key(), g.signature());
    } else {
      t.state.signatures.remove(site.key());
    }
    if (g.clicked() != null) {
      deselectElsewhere(t, site, payload.dataset(), g.clicked());
    }
    commit(t, site, payload, next, InteractionPolicy.name(g.mode()),
        g.mode() == SelectionMode.REPLACE, values);
    return true;
  }

  /**
   * The payload values the new selection stands for: the explicit ones (a fixed
   * {@code interaction.value}, a setFilter value) while applied or while any row stays selected
   * — deselecting one of several rows keeps the filter — and none once the last row went; else
   * the field's distinct values over the selected rows.
   */
  private static List<Object> values(Payload payload, DatasetResult result, int[] rows,
      boolean applied) {
    return payload.values() != null
        ? (applied || rows.length > 0 ? payload.values() : List.of())
        : lowThenHigh(payload.operator(), fieldValues(result, payload.field(), rows));
  }

  /**
   * Values taken from the selected rows must fit the operator like any other value
   * ({@link PayloadValues}): one row under {@code between}, or two under {@code >}, is refused
   * before anything changes. Explicit values were checked where they were read.
   */
  private static boolean fits(Transition t, Payload payload, List<Object> values) {
    String problem = rowValuesProblem(payload, values);
    if (problem == null) {
      return true;
    }
    StringBuilder shown = new StringBuilder("[");
    for (Object v : values) {
      shown.append(shown.length() > 1 ? ", " : "").append(TypedValues.json(v, payload.type()));
    }
    t.diagnostics.error("INVALID_PROPERTY_VALUE", t.pointer, "the selected rows give "
        + payload.field() + " values " + shown + "]: " + problem);
    return false;
  }

  /** Why values taken from the selected rows do not fit the payload's operator, or null. */
  private static String rowValuesProblem(Payload payload, List<Object> values) {
    if (payload.values() != null || payload.field() == null || values.isEmpty()) {
      return null;  // explicit values were checked where they were read
    }
    return PayloadValues.shapeProblem(payload.operator(), true, values.size(), false);
  }

  /**
   * Clears everything a site applied (clearSelection, clearFilter): selection, highlight,
   * internal filter, and externally the site's share of the identity selection or its JSON filter.
   */
  static void clear(Transition t, InteractionSite site, String dataset) {
    int[] before = completeSourceRows(t, t.model.root(dataset));
    t.state.clearSite(site.key());
    if (!t.external || !t.model.config.crossFilter()) {
      return;
    }
    if (site.policy().externalMode() == ExternalMode.SELECTION) {
      select(t, site, dataset, "replace", before);
    } else if (site.policy().externalMode() == ExternalMode.FILTER) {
      UiState.AppliedFilter applied = t.state.externalFilters.remove(site.key());
      if (applied != null) {
        forgetTarget(t, applied.target());
        removeFilter(t, site, applied.target());
      }
    }
  }

  /**
   * Toggling works on the complete selection (contract-notes §3): on an externally selecting
   * site, rows whose source rows the complete selection of its root (every externally
   * selecting site's) already holds are toggled off everywhere, not only in this site's share.
   *
   * @return the clicked source rows when the complete selection holds them all, else null
   */
  private static int[] completeSelectionToggle(Transition t, InteractionSite site,
      String dataset, int[] rows, DatasetResult result) {
    if (site.policy().externalMode() != ExternalMode.SELECTION || rows.length == 0) {
      return null;
    }
    int[] clicked = IntSets.sourceRows(result.lineage(), rows);
    return IntSets.containsAll(completeSourceRows(t, t.model.root(dataset)), clicked)
        ? clicked : null;
  }

  /**
   * The union of the source rows selected by every externally selecting site on {@code root}:
   * the complete selection Power BI receives.
   */
  private static int[] completeSourceRows(Transition t, String root) {
    int[] complete = IntSets.EMPTY;
    if (root == null) {
      return complete; // a dataset without a source chain selects nothing in the host
    }
    for (Map.Entry<String, UiState.Selection> e : t.state.selections.entrySet()) {
      InteractionSite other = t.model.site(e.getKey());
      if (other == null || other.policy().externalMode() != ExternalMode.SELECTION
          || !root.equals(t.model.root(e.getValue().dataset()))) {
        continue;
      }
      DatasetResult result = t.model.dataset(e.getValue().dataset());
      complete = IntSets.union(complete, IntSets.sourceRows(result.lineage(),
          e.getValue().rows()));
    }
    return complete;
  }

  /**
   * Removes, from every other externally selecting site of the root, the rows standing for any
   * of {@code sourceRows}; each such site's highlight or internal filter follows its remaining
   * rows (its last applied signature no longer holds).
   */
  private static void deselectElsewhere(Transition t, InteractionSite site, String dataset,
      int[] sourceRows) {
    String root = t.model.root(dataset);
    for (Map.Entry<String, UiState.Selection> e : new ArrayList<>(
        t.state.selections.entrySet())) {
      InteractionSite other = t.model.site(e.getKey());
      UiState.Selection sel = e.getValue();
      if (other == null || other.key().equals(site.key())
          || other.policy().externalMode() != ExternalMode.SELECTION
          || !root.equals(t.model.root(sel.dataset()))) {
        continue;
      }
      DatasetResult result = t.model.dataset(sel.dataset());
      int[] keep = new int[sel.rows().length];
      int n = 0;
      for (int r : sel.rows()) {
        if (!IntSets.intersects(IntSets.sourceRows(result.lineage(), new int[] {r}),
            sourceRows)) {
          keep[n++] = r;
        }
      }
      if (n == sel.rows().length) {
        continue;
      }
      t.state.signatures.remove(other.key());
      if (n == 0) {
        t.state.dropSite(other.key());  // a control's value goes with its last row
        continue;
      }
      int[] rows = Arrays.copyOf(keep, n);
      UiState.InternalFilter f = t.state.filters.get(other.key());
      boolean fixed = f != null && f.hasField() && other.policy().value() != null;
      Payload rest = new Payload(sel.dataset(), rows, f == null ? null : f.field(),
          other.policy().operator(), fixed ? f.values() : null, f == null ? null : f.type(),
          null, null);
      List<Object> values = fixed || !t.state.componentValues.containsKey(other.key())
          ? values(rest, result, rows, true) : ControlValues.narrow(t, other, result, rows);
      if (values == null || rowValuesProblem(rest, values) != null) {
        // Its value cannot stand for the remaining rows: a control's condition, or row values
        // that no longer fit the operator (one row left of a between's two would filter by a
        // one-item between, which matches nothing).
        t.state.dropSite(other.key());
        continue;
      }
      record(t, other, rest, rows, values);
    }
  }

  /**
   * Records the new selection and derives internal and external behaviour from it.
   *
   * @param values the payload values the selection stands for ({@link #values})
   */
  private static void commit(Transition t, InteractionSite site, Payload payload, int[] rows,
      String mode, boolean replace, List<Object> values) {
    InteractionPolicy p = site.policy();
    // A payload whose value is empty clears (a control's change to no value): it sends nothing
    // when the complete selection stays as it was.
    int[] before = payload.values() != null
        && PayloadValues.clears(payload.operator(), payload.values())
        ? completeSourceRows(t, t.model.root(payload.dataset())) : null;
    if (replace && p.externalMode() == ExternalMode.SELECTION) {
      dropOtherSelections(t, site, payload.dataset());
    }
    record(t, site, payload, rows, values);
    if (!t.external || !t.model.config.crossFilter()) {
      return;
    }
    if (p.externalMode() == ExternalMode.SELECTION) {
      select(t, site, payload.dataset(), mode, before);
    } else if (p.externalMode() == ExternalMode.FILTER) {
      externalFilter(t, site, payload, values);
    }
  }

  /** A site's selection and the internal highlight or filter derived from it. */
  private static void record(Transition t, InteractionSite site, Payload payload, int[] rows,
      List<Object> values) {
    InteractionPolicy p = site.policy();
    DatasetResult result = t.model.dataset(payload.dataset());
    String key = site.key();
    if (rows.length == 0) {
      t.state.selections.remove(key);
    } else {
      t.state.selections.put(key, new UiState.Selection(payload.dataset(), rows,
          keys(result, rows)));
    }
    InternalMode internal = payload.internalMode() != null ? payload.internalMode()
        : p.internalMode();
    if (internal == InternalMode.HIGHLIGHT) {
      highlight(t, site, payload.dataset(), rows);
    } else if (internal == InternalMode.FILTER) {
      filter(t, site, payload, rows, values);
    }
  }

  /** Sets (or with no rows removes) a site's internal highlight. */
  static void highlight(Transition t, InteractionSite site, String dataset, int[] rows) {
    if (rows.length == 0) {
      t.state.highlights.remove(site.key());
      return;
    }
    DatasetResult result = t.model.dataset(dataset);
    String root = t.model.root(dataset);
    t.state.highlights.put(site.key(), new UiState.Highlight(dataset, root, rows,
        keys(result, rows), IntSets.sourceRows(result.lineage(), rows),
        consumers(t, site, root, null)));
  }

  private static void filter(Transition t, InteractionSite site, Payload payload, int[] rows,
      List<Object> values) {
    DatasetResult result = t.model.dataset(payload.dataset());
    String root = t.model.root(payload.dataset());
    if (payload.field() != null) {
      if (PayloadValues.clears(payload.operator(), values)) {
        t.state.filters.remove(site.key());
        return;
      }
      t.state.filters.put(site.key(), new UiState.InternalFilter(payload.field(),
          operator(payload.operator(), values), values, payload.type(), payload.dataset(), root,
          rows, keys(result, rows), IntSets.sourceRows(result.lineage(), rows),
          consumers(t, site, root, payload.field())));
    } else if (rows.length == 0) {
      t.state.filters.remove(site.key());
    } else {
      // No field payload: filter consumers by the selected rows' source keys.
      t.state.filters.put(site.key(), new UiState.InternalFilter(null, null, null, null,
          payload.dataset(), root, rows, keys(result, rows),
          IntSets.sourceRows(result.lineage(), rows), consumers(t, site, root, null)));
    }
  }

  /** {@code =} with several values means {@code in}. */
  private static String operator(String operator, List<Object> values) {
    return operator.equals("=") && values.size() > 1 ? "in" : operator;
  }

  /**
   * The components consuming a site's internal behaviour: scope self, others or all, restricted
   * to {@code targets} when given, and to those it can reach — the same root source for a
   * row-key payload, a dataset with the field for a field payload.
   */
  static List<String> consumers(Transition t, InteractionSite site, String root, String field) {
    InteractionPolicy p = site.policy();
    String self = site.component();
    LinkedHashSet<String> candidates = new LinkedHashSet<>();
    if (p.internalScope() != InternalScope.OTHERS) {
      candidates.add(self);
    }
    if (p.internalScope() != InternalScope.SELF) {
      candidates.addAll(p.targets().isEmpty() ? t.model.dataComponents() : p.targets());
      if (p.internalScope() == InternalScope.OTHERS) {
        candidates.remove(self);
      }
    }
    List<String> out = new ArrayList<>();
    for (String c : candidates) {
      String dataset = t.model.datasetOf(c, t.before);
      boolean reaches = field != null ? t.model.field(dataset, field) != null
          : root != null && root.equals(t.model.root(dataset));
      if (c.equals(self) || reaches) {
        out.add(c);
      }
    }
    return out;
  }

  /**
   * A replace on an externally selecting site drops what the other such sites of the same root
   * applied (selection, highlight, filter, and a control's value with them), as Power BI's
   * replace does. It is the components'
   * semantics, so it holds whether or not the crossFilter gate lets the selection reach the host.
   */
  private static void dropOtherSelections(Transition t, InteractionSite site, String dataset) {
    String root = t.model.root(dataset);
    HostSelection.forget(t, root);
    for (Map.Entry<String, UiState.Selection> e : new ArrayList<>(
        t.state.selections.entrySet())) {
      InteractionSite other = t.model.site(e.getKey());
      if (other != null && !other.key().equals(site.key())
          && other.policy().externalMode() == ExternalMode.SELECTION
          && root.equals(t.model.root(e.getValue().dataset()))) {
        t.state.dropSite(other.key());  // its control value too: nothing stands behind it
      }
    }
  }

  /**
   * External identity selection: the complete resulting selection is the union of the source
   * rows selected by every externally selecting site on the same root. A clear ({@code before}
   * not null: the complete selection before it) that leaves the complete selection as it was
   * sends nothing, since effects are work proportional to what changed.
   */
  private static void select(Transition t, InteractionSite site, String dataset, String mode,
      int[] before) {
    String root = t.model.root(dataset);
    int[] identities = t.model.identities(root);
    if (identities == null) {
      t.diagnostics.warning(SELECTION_UNAVAILABLE, site.pointer(), "component '"
          + site.component() + "'" + (site.layer() == null ? "" : " layer '" + site.layer() + "'")
          + " cannot select Power BI data: the host supplied no identities for its rows");
      return;
    }
    int[] complete = completeSourceRows(t, root);
    if (before != null && Arrays.equals(before, complete)) {
      return;
    }
    int[] ids = new int[complete.length];
    for (int i = 0; i < complete.length; i++) {
      ids[i] = complete[i] < identities.length ? identities[complete[i]] : -1;
    }
    // select(ids) replaces what Power BI held, a selection set from outside included.
    HostSelection.forget(t, root);
    t.effects.add(new HostEffect.SelectIdentities(site.key(), mode, complete, ids));
  }

  private static void externalFilter(Transition t, InteractionSite site, Payload payload,
      List<Object> values) {
    String at = JsonPointer.child(site.pointer(), "interaction");
    if (payload.field() == null) {
      t.diagnostics.warning(FILTER_UNAVAILABLE, at, "component '" + site.component()
          + "' cannot filter Power BI: the interaction has no field to filter by");
      return;
    }
    FieldMeta meta = t.model.field(payload.dataset(), payload.field());
    FilterOutcome outcome = ExternalFilterBuilder.build(meta, payload.operator(), values);
    if (outcome instanceof FilterOutcome.Apply a) {
      replaceOnTarget(t, site, a.target());
      t.state.externalFilters.put(site.key(), new UiState.AppliedFilter(a.target(), a.json()));
      t.effects.add(new HostEffect.ApplyJsonFilter(site.key(), a.target(), a.json()));
    } else if (outcome instanceof FilterOutcome.Clear) {
      // An empty value clears the filter this site applied. A site holding none (it never
      // filtered, or another site's filter replaced its own) changes nothing in Power BI, so
      // it sends nothing: no clearJsonFilter, and no re-applying of the filters other sites
      // hold (effects are work proportional to what changed).
      UiState.AppliedFilter held = t.state.externalFilters.remove(site.key());
      if (held != null) {
        removeFilter(t, site, held.target());
      }
    } else {
      t.diagnostics.warning(FILTER_UNAVAILABLE, payload.fieldPointer() != null
          ? payload.fieldPointer() : fieldPointer(t, site), "component '"
          + site.component() + "' cannot filter Power BI by '" + payload.field() + "': "
          + ((FilterOutcome.Refused) outcome).reason());
    }
  }

  /**
   * {@code applyJsonFilter(null, "general", "filter", remove)} removes every filter the visual
   * applied, not only this column's: the filters other sites still hold are applied again (merge)
   * right after, so Power BI keeps showing what the state says.
   */
  private static void removeFilter(Transition t, InteractionSite site, FilterTarget target) {
    t.effects.add(new HostEffect.ClearJsonFilter(site.key(), target));
    t.state.externalFilters.forEach((other, f) ->
        t.effects.add(new HostEffect.ApplyJsonFilter(other, f.target(), f.json())));
  }

  /**
   * Power BI holds one JSON filter per target column, so applying one (merge) replaces what
   * another site applied there: that site's whole interaction goes with its filter — selection,
   * internal filter or highlight, and a control's value — as an identity replace drops the other
   * sites' ({@link #dropOtherSelections}). A Power BI user sees one slicer value per column, and
   * a control never keeps showing a value whose Power BI filter is gone (which a later clear of
   * the column would leave with no filter at all).
   */
  private static void replaceOnTarget(Transition t, InteractionSite site, FilterTarget target) {
    for (Map.Entry<String, UiState.AppliedFilter> e : new ArrayList<>(
        t.state.externalFilters.entrySet())) {
      if (e.getValue().target().equals(target)) {
        t.state.externalFilters.remove(e.getKey());
        if (!e.getKey().equals(site.key())) {
          t.state.dropSite(e.getKey());
        }
      }
    }
  }

  /**
   * Removing a column's filter removes what any site applied there, so no other site still
   * claims it.
   */
  private static void forgetTarget(Transition t, FilterTarget target) {
    t.state.externalFilters.values().removeIf(f -> f.target().equals(target));
  }

  /** Where the payload field is declared: interaction.field, else a control's own field. */
  private static String fieldPointer(Transition t, InteractionSite site) {
    String interaction = JsonPointer.child(site.pointer(), "interaction");
    JsonValue declared = site.layer() != null ? null
        : t.model.components().get(site.component()).json().get("interaction");
    boolean own = site.layer() == null && (declared == null || !declared.isObject()
        || declared.asObject().get("field") == null);
    return own ? JsonPointer.child(site.pointer(), "field")
        : JsonPointer.child(interaction, "field");
  }

  /** Distinct values of {@code field} over {@code rows}, in row order. */
  static List<Object> fieldValues(DatasetResult result, String field, int[] rows) {
    List<Object> values = new ArrayList<>();
    Column column = result == null || field == null ? null : result.table().column(field);
    if (column == null) {
      return values;
    }
    java.util.Set<Object> seen = new java.util.HashSet<>();
    for (int r : rows) {
      Object v = column.valueAt(r);
      if (seen.add(v == null ? NULL_KEY : v)) {
        values.add(v);
      }
    }
    return values;
  }

  private static final Object NULL_KEY = new Object();

  /**
   * A between gesture's two distinct row values as [low, high]: the rows come in their table's
   * order, not in value order, and a between is inclusive from its first value to its second.
   */
  @SuppressWarnings({"unchecked", "rawtypes"})
  private static List<Object> lowThenHigh(String operator, List<Object> values) {
    if ("between".equals(operator) && values.size() == 2
        && values.get(0) instanceof Comparable low && values.get(1) != null
        && low.getClass() == values.get(1).getClass() && low.compareTo(values.get(1)) > 0) {
      return List.of(values.get(1), low);
    }
    return values;
  }

  static String[] keys(DatasetResult result, int[] rows) {
    String[] keys = new String[rows.length];
    for (int i = 0; i < rows.length; i++) {
      keys[i] = result.rowKey(rows[i]);
    }
    return keys;
  }

  /**
   * One signature for a gesture whose several selection payloads make one applied interaction:
   * the site and each payload's own signature, in order.
   */
  static String gestureSignature(String site, List<Payload> payloads, DashboardModel model) {
    Hash64 h = new Hash64().add(site);
    h.addInt(payloads.size());
    for (Payload p : payloads) {
      h.add(signature(site, p, model.dataset(p.dataset())));
    }
    return h.toBase36();
  }

  /**
   * The stable click signature of interactions.md §2: component, field, operator, value and
   * the sorted row keys, hashed. A payload applied with its own internal mode (a
   * {@code highlight}) adds it, so highlighting rows is not the second click of selecting them.
   */
  static String signature(String site, Payload payload, DatasetResult result) {
    String[] keys = keys(result, payload.rows());
    Arrays.sort(keys);
    Hash64 h = new Hash64().add(site).add(String.valueOf(payload.field()))
        .add(String.valueOf(payload.operator())).add(String.valueOf(payload.valueJson()));
    if (payload.internalMode() != null) {
      h.add(InteractionPolicy.name(payload.internalMode()));
    }
    h.addInt(keys.length);
    for (String k : keys) {
      h.add(k);
    }
    return h.toBase36();
  }
}
