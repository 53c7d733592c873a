package hyperpbi.ui;

import com.eclipsesource.json.JsonValue;
import hyperpbi.data.DataType;
import hyperpbi.sources.SourceStatus;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The whole interface state of a dashboard, immutable: every transition builds a new state with
 * {@link #edit()}. Maps are sorted by key so that printing never depends on hash order.
 *
 * @param tabs active tab id per tabs component
 * @param values state values, seeded from the root {@code state} object
 * @param steps step number per step name (absent means 0)
 * @param overlays ids of open overlay components
 * @param toastCount toasts shown so far (numbers {@code toast-N} ids)
 * @param componentValues current value of each control (select, slicer)
 * @param selections selected rows per interaction site (a component id, or
 *     {@code map/layer} for a map layer)
 * @param highlights internal highlight per site
 * @param filters internal filter per site
 * @param externalFilters the Power BI JSON filter each site last applied
 * @param signatures the last applied click signature per site (clearOnSecondClick)
 * @param drill breadcrumb path per drillable component
 * @param collapsed ids of collapsed components (toggleCollapse)
 * @param sources lifecycle of each declared remote source (loading, ready, empty, error)
 */
public record UiState(
    Map<String, String> tabs,
    Map<String, JsonValue> values,
    Map<String, Integer> steps,
    boolean sidebarOpen,
    Set<String> overlays,
    List<Toast> toasts,
    int toastCount,
    Map<String, JsonValue> componentValues,
    Map<String, Selection> selections,
    Map<String, Highlight> highlights,
    Map<String, InternalFilter> filters,
    Map<String, AppliedFilter> externalFilters,
    Map<String, String> signatures,
    Map<String, List<DrillStep>> drill,
    Set<String> collapsed,
    Map<String, SourceStatus> sources) {

  public UiState {
    tabs = Collections.unmodifiableMap(new TreeMap<>(tabs));
    values = Collections.unmodifiableMap(new TreeMap<>(values));
    steps = Collections.unmodifiableMap(new TreeMap<>(steps));
    overlays = Collections.unmodifiableSet(new TreeSet<>(overlays));
    toasts = List.copyOf(toasts);
    componentValues = Collections.unmodifiableMap(new TreeMap<>(componentValues));
    selections = Collections.unmodifiableMap(new TreeMap<>(selections));
    highlights = Collections.unmodifiableMap(new TreeMap<>(highlights));
    filters = Collections.unmodifiableMap(new TreeMap<>(filters));
    externalFilters = Collections.unmodifiableMap(new TreeMap<>(externalFilters));
    signatures = Collections.unmodifiableMap(new TreeMap<>(signatures));
    TreeMap<String, List<DrillStep>> paths = new TreeMap<>();
    drill.forEach((k, v) -> paths.put(k, List.copyOf(v)));
    drill = Collections.unmodifiableMap(paths);
    collapsed = Collections.unmodifiableSet(new TreeSet<>(collapsed));
    sources = Collections.unmodifiableMap(new TreeMap<>(sources));
  }

  public static UiState empty() {
    return new Builder().build();
  }

  public Builder edit() {
    return new Builder(this);
  }

  /** A toast on screen; {@code durationMs} null means persistent. */
  public record Toast(String id, String message, String title, String intent, Double durationMs) {}

  /**
   * Selected rows of a site's dataset.
   *
   * @param rows dataset row indices, sorted ascending
   * @param keys the row keys of {@code rows}, in the same order
   */
  public record Selection(String dataset, int[] rows, String[] keys) {
    @Override
    public boolean equals(Object o) {
      return o instanceof Selection s && s.dataset.equals(dataset) && Arrays.equals(s.rows, rows);
    }

    @Override
    public int hashCode() {
      return Objects.hash(dataset, Arrays.hashCode(rows));
    }
  }

  /**
   * An internal highlight: the rows a site selected and the base source rows they stand for,
   * consumed by {@code consumers} (resolved from the internal scope and targets).
   *
   * @param root the source the lineage indices refer to
   */
  public record Highlight(String dataset, String root, int[] rows, String[] keys,
      int[] sourceRows, List<String> consumers) {
    public Highlight {
      consumers = List.copyOf(consumers);
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Highlight h && h.dataset.equals(dataset) && Arrays.equals(h.rows, rows)
          && h.consumers.equals(consumers);
    }

    @Override
    public int hashCode() {
      return Objects.hash(dataset, Arrays.hashCode(rows), consumers);
    }
  }

  /**
   * An internal filter: a field payload ({@code field}, {@code operator}, {@code values}) or,
   * without one, a source-row-key filter ({@code field} null; {@code keys}/{@code sourceRows}).
   */
  public record InternalFilter(String field, String operator, List<Object> values,
      DataType type, String dataset, String root, int[] rows, String[] keys, int[] sourceRows,
      List<String> consumers) {
    public InternalFilter {
      values = values == null ? null : Collections.unmodifiableList(new ArrayList<>(values));
      consumers = List.copyOf(consumers);
    }

    public boolean hasField() {
      return field != null;
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof InternalFilter f && Objects.equals(f.field, field)
          && Objects.equals(f.operator, operator) && Objects.equals(f.values, values)
          && Objects.equals(f.dataset, dataset) && Arrays.equals(f.rows, rows)
          && f.consumers.equals(consumers);
    }

    @Override
    public int hashCode() {
      return Objects.hash(field, operator, values, dataset, Arrays.hashCode(rows), consumers);
    }
  }

  /** A Power BI JSON filter currently applied by a site. */
  public record AppliedFilter(FilterTarget target, String json) {}

  /** One breadcrumb: the level drilled from and the category value chosen there. */
  public record DrillStep(String level, String field, Object value, DataType type) {}

  /** Copy-on-write editing of a state. */
  public static final class Builder {
    public final TreeMap<String, String> tabs;
    public final TreeMap<String, JsonValue> values;
    public final TreeMap<String, Integer> steps;
    public boolean sidebarOpen;
    public final TreeSet<String> overlays;
    public final List<Toast> toasts;
    public int toastCount;
    public final TreeMap<String, JsonValue> componentValues;
    public final TreeMap<String, Selection> selections;
    public final TreeMap<String, Highlight> highlights;
    public final TreeMap<String, InternalFilter> filters;
    public final TreeMap<String, AppliedFilter> externalFilters;
    public final TreeMap<String, String> signatures;
    public final TreeMap<String, List<DrillStep>> drill;
    public final TreeSet<String> collapsed;
    public final TreeMap<String, SourceStatus> sources;

    Builder() {
      this(new TreeMap<>(), new TreeMap<>(), new TreeMap<>(), true, new TreeSet<>(),
          new ArrayList<>(), 0, new TreeMap<>(), new TreeMap<>(), new TreeMap<>(),
          new TreeMap<>(), new TreeMap<>(), new TreeMap<>(), new TreeMap<>(), new TreeSet<>(),
          new TreeMap<>());
    }

    Builder(UiState s) {
      this(new TreeMap<>(s.tabs), new TreeMap<>(s.values), new TreeMap<>(s.steps),
          s.sidebarOpen, new TreeSet<>(s.overlays), new ArrayList<>(s.toasts), s.toastCount,
          new TreeMap<>(s.componentValues), new TreeMap<>(s.selections),
          new TreeMap<>(s.highlights), new TreeMap<>(s.filters),
          new TreeMap<>(s.externalFilters), new TreeMap<>(s.signatures),
          new TreeMap<>(s.drill), new TreeSet<>(s.collapsed), new TreeMap<>(s.sources));
    }

    private Builder(TreeMap<String, String> tabs, TreeMap<String, JsonValue> values,
        TreeMap<String, Integer> steps, boolean sidebarOpen, TreeSet<String> overlays,
        List<Toast> toasts, int toastCount, TreeMap<String, JsonValue> componentValues,
        TreeMap<String, Selection> selections, TreeMap<String, Highlight> highlights,
        TreeMap<String, InternalFilter> filters, TreeMap<String, AppliedFilter> externalFilters,
        TreeMap<String, String> signatures, TreeMap<String, List<DrillStep>> drill,
        TreeSet<String> collapsed, TreeMap<String, SourceStatus> sources) {
      this.tabs = tabs;
      this.values = values;
      this.steps = steps;
      this.sidebarOpen = sidebarOpen;
      this.overlays = overlays;
      this.toasts = toasts;
      this.toastCount = toastCount;
      this.componentValues = componentValues;
      this.selections = selections;
      this.highlights = highlights;
      this.filters = filters;
      this.externalFilters = externalFilters;
      this.signatures = signatures;
      this.drill = drill;
      this.collapsed = collapsed;
      this.sources = sources;
    }

    /** Forgets everything a site applied: selection, highlight, filter and signature. */
    public void clearSite(String site) {
      selections.remove(site);
      highlights.remove(site);
      filters.remove(site);
      signatures.remove(site);
    }

    /**
     * Forgets a site's interaction together with its control value: a control never shows a
     * value with no selection or filter behind it (used when another gesture or
     * {@code clearFilters} takes the site's interaction away; a remote reload keeps the value,
     * the user's intent, and applies it again).
     */
    public void dropSite(String site) {
      clearSite(site);
      componentValues.remove(site);
    }

    public UiState build() {
      return new UiState(tabs, values, steps, sidebarOpen, overlays, toasts, toastCount,
          componentValues, selections, highlights, filters, externalFilters, signatures, drill,
          collapsed, sources);
    }
  }

  /** Convenience for tests and hosts: a state value or null. */
  public JsonValue value(String key) {
    return values.get(key);
  }
}
