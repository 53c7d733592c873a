package hyperpbi.interaction;

import com.eclipsesource.json.JsonArray;
import com.eclipsesource.json.JsonObject;
import com.eclipsesource.json.JsonValue;
import hyperpbi.aggregate.BaseAggregates;
import hyperpbi.data.Column;
import hyperpbi.data.DataSource;
import hyperpbi.data.FieldMeta;
import hyperpbi.data.Lineage;
import hyperpbi.data.Table;
import hyperpbi.data.Workspace;
import hyperpbi.dataset.DatasetEvaluator;
import hyperpbi.dataset.DatasetResult;
import hyperpbi.dataset.DatasetSchema;
import hyperpbi.dataset.DatasetStats;
import hyperpbi.dataset.LayerFilter;
import hyperpbi.dataset.MapLayerScope;
import hyperpbi.diagnostic.JsonPointer;
import hyperpbi.expression.EvaluationContext;
import hyperpbi.json.JsonValues;
import hyperpbi.specification.ComponentNode;
import hyperpbi.specification.PreparedSpecification;
import hyperpbi.specification.TemplatePlaceholders;
import hyperpbi.ui.ComponentIndex;
import hyperpbi.ui.UiState;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Everything a transition reads and never changes: the prepared specification, components, the
 * interaction sites with their resolved policies, drills, evaluated datasets, the root source of
 * each dataset (whose rows lineage indices refer to) and its host identities, remote sources and
 * the runtime configuration.
 */
public final class DashboardModel {
  final JsonObject spec;
  final ComponentIndex components;
  final Map<String, InteractionSite> sites = new LinkedHashMap<>();
  final Map<String, DrillConfig> drills = new LinkedHashMap<>();
  /** Valid event-specific payloads per component and event name. */
  final Map<String, Map<String, List<MappedPayload>>> eventPayloads = new LinkedHashMap<>();
  final RemoteSources remote;
  final RuntimeConfig config;
  /** Clock, time zone and warning sink for event expressions (selectWhere). */
  final EvaluationContext context;
  private final Map<String, DatasetResult> datasets;
  private final Workspace workspace;
  /** Each dataset's root source. */
  private final SourceRoots roots;
  private final Map<String, DatasetResult> sourceViews = new HashMap<>();
  /** Each map layer's object by site key: its filter decides the layer's rows. */
  private final Map<String, JsonObject> layers = new HashMap<>();
  /** The rows each layer's filter keeps (null: every row), computed on first use. */
  private final Map<String, int[]> layerRows = new HashMap<>();

  /** Root metric values and the base's calculated aggregates, for templates and metric grids. */
  private final Map<String, Object> metrics;
  private final BaseAggregates aggregates;

  public DashboardModel(PreparedSpecification prepared, Workspace workspace,
      Map<String, DatasetResult> datasets, RuntimeConfig config, EvaluationContext context) {
    this(prepared, workspace, datasets, config, context, Map.of(), BaseAggregates.EMPTY);
  }

  public DashboardModel(PreparedSpecification prepared, Workspace workspace,
      Map<String, DatasetResult> datasets, RuntimeConfig config, EvaluationContext context,
      Map<String, Object> metrics, BaseAggregates aggregates) {
    this.metrics = metrics;
    this.aggregates = aggregates;
    this.spec = prepared.spec();
    this.components = new ComponentIndex(prepared.components());
    this.workspace = workspace;
    this.datasets = datasets;
    this.config = config;
    this.context = context;
    this.remote = new RemoteSources(prepared.remoteSources());
    this.roots = new SourceRoots(spec, workspace, remote);
    for (ComponentNode c : components.all()) {
      addSites(c);
      if (c.json().get("interactions") != null) {
        DatasetResult ds = dataset(c.dataset());
        eventPayloads.put(c.id(), EventActions.runnable(c.json(), c.pointer(),
            ds == null ? null : ds.table().fields(), c.dataset(), components));
      }
      JsonValue drill = c.json().get("drill");
      DrillConfig d = drill == null ? null : DrillConfig.of(c.id(), drill,
          JsonPointer.child(c.pointer(), "drill"), name -> {
            DatasetResult r = dataset(name);
            return r == null ? null : DatasetSchema.of(r.table().fields());
          });
      if (d != null) {
        drills.put(c.id(), d);
      }
    }
  }

  private void addSites(ComponentNode c) {
    ComponentKind kind = ComponentKind.of(c.type());
    if (c.type().name().equals("map")) {
      JsonValue layers = c.json().get("layers");
      if (layers != null && layers.isArray()) {
        JsonArray list = layers.asArray();
        String[] keys = MapLayerScope.layerKeys(list); // null: not a layer, or a duplicate key
        for (int i = 0; i < list.size(); i++) {
          if (keys[i] != null) {
            addLayer(c, list.get(i).asObject(), i, keys[i]);
          }
        }
      }
      return;
    }
    JsonValue declared = c.json().get("interaction");
    InteractionPolicy policy;
    if (declared != null && declared.isObject()) {
      policy = InteractionPolicy.resolve(declared.asObject(), kind, false);
    } else if (c.json().get("interactions") != null) {
      // Event-specific payloads run through the universal engine with its defaults.
      policy = InteractionPolicy.resolve(new JsonObject(), kind, false);
    } else {
      policy = InteractionPolicy.none();
    }
    String controlField = JsonValues.text(c.json(), "field");
    if (kind == ComponentKind.CONTROL && policy.field() == null && controlField != null) {
      policy = policy.withField(controlField);
    }
    sites.put(c.id(), new InteractionSite(c.id(), c.id(), null, c.pointer(), policy, null,
        declared != null && declared.isObject()));
  }

  private void addLayer(ComponentNode map, JsonObject layer, int index, String layerId) {
    JsonValue declared = layer.get("interaction");
    InteractionPolicy policy = declared != null && declared.isObject()
        ? InteractionPolicy.resolve(declared.asObject(), ComponentKind.DATA_POINT, true)
        : InteractionPolicy.none();
    String key = map.id() + "/" + layerId;
    layers.put(key, layer);
    sites.put(key, new InteractionSite(key, map.id(), layerId,
        JsonPointer.child(JsonPointer.child(map.pointer(), "layers"), index), policy,
        MapLayerScope.viewName(layer, map.dataset()), declared != null && declared.isObject()));
  }

  /** Valid payloads a component maps to {@code event}, or null when it maps none. */
  List<MappedPayload> payloads(String component, String event) {
    Map<String, List<MappedPayload>> byEvent = eventPayloads.get(component);
    return byEvent == null ? null : byEvent.get(event);
  }

  /**
   * Whether the site's own gesture behaviour — its universal interaction (or a drill) — runs on
   * {@code event}: the systems are independent (interactions.md), so UI payloads run after it,
   * while a data payload ({@link EventActions#isDataPayload}) is what that gesture does to the
   * data and replaces it.
   */
  boolean ownGestureRuns(String component, String event) {
    List<MappedPayload> mapped = payloads(component, event);
    if (mapped != null) {
      for (MappedPayload p : mapped) {
        if (EventActions.isDataPayload(JsonValues.text(p.json(), "type"))) {
          return false;
        }
      }
    }
    return true;
  }

  /** The prepared specification (aliases resolved, definitions expanded): what is drawn. */
  public JsonObject spec() {
    return spec;
  }

  public RuntimeConfig config() {
    return config;
  }

  /** The declared remote sources and the requests they plan. */
  public RemoteSources remote() {
    return remote;
  }

  public ComponentIndex components() {
    return components;
  }

  public InteractionSite site(String key) {
    return sites.get(key);
  }

  /** An evaluated dataset, or a workspace source used directly, or null. */
  public DatasetResult dataset(String name) {
    if (name == null) {
      return null;
    }
    DatasetResult result = datasets.get(name);
    if (result != null) {
      return result;
    }
    if (!workspace.sources().containsKey(name) && remote.isRemote(name)) {
      // A declared remote source before (or without) rows: shown as no rows, not as nothing.
      return sourceViews.computeIfAbsent(name, n -> new DatasetResult(n,
          Table.empty(List.of()), new String[0], Lineage.identity(0),
          new DatasetStats(false, 0, 0, 0, 0), List.of()));
    }
    return sourceViews.computeIfAbsent(name,
        n -> DatasetEvaluator.view(n, datasets, workspace));
  }

  /**
   * The source whose rows a dataset's lineage indices refer to: a workspace source id, a remote
   * source name, or null when the chain is broken.
   */
  public String root(String dataset) {
    return roots.root(dataset);
  }

  /** The named datasets whose rows come from {@code source} (its root), in definition order. */
  public List<String> datasetsOver(String source) {
    return roots.datasetsOver(source);
  }

  /** A root metric's value (Double, or null for none), or null for an unknown key. */
  public Object metric(String key) {
    return metrics.get(key);
  }

  /**
   * A template placeholder's value: {@code metric.<key>}, or {@code aggregate.<field>.<stat>}
   * with the field by key or alias; null when it has none.
   */
  public Object templateValue(String path) {
    if (path.startsWith(TemplatePlaceholders.METRIC)) {
      return metrics.get(path.substring(TemplatePlaceholders.METRIC.length()));
    }
    if (!path.startsWith(TemplatePlaceholders.AGGREGATE)) {
      return null;
    }
    String rest = path.substring(TemplatePlaceholders.AGGREGATE.length());
    int dot = rest.lastIndexOf('.');
    DatasetResult base = dataset(Workspace.POWERBI);
    FieldMeta field = dot <= 0 || base == null ? null
        : DatasetSchema.of(base.table().fields()).find(rest.substring(0, dot));
    return field == null ? null : aggregates.value(field.key(), rest.substring(dot + 1));
  }

  /** Whether the workspace holds rows for this source (a remote one once its read completed). */
  public boolean hasRows(String source) {
    return workspace.sources().containsKey(source);
  }

  /** Host identity per row of a root source, or null when the host supplied none. */
  public int[] identities(String root) {
    DataSource source = root == null ? null : workspace.sources().get(root);
    return source == null ? null : source.identities();
  }

  /** The workspace sources the host supplied identities for, by name. */
  public List<String> identityRoots() {
    List<String> roots = new ArrayList<>();
    for (String name : new java.util.TreeSet<>(workspace.sources().keySet())) {
      if (workspace.sources().get(name).identities() != null) {
        roots.add(name);
      }
    }
    return roots;
  }

  /** The dataset a component reads now: its drill level's, else its own or inherited one. */
  public String datasetOf(String component, UiState state) {
    DrillConfig drill = drills.get(component);
    if (drill != null) {
      return drill.levels().get(drillLevel(drill, state)).dataset();
    }
    ComponentNode c = components.get(component);
    return c == null ? null : c.dataset();
  }

  public String siteDataset(InteractionSite site, UiState state) {
    return site.dataset() != null ? site.dataset() : datasetOf(site.component(), state);
  }

  int drillLevel(DrillConfig drill, UiState state) {
    List<UiState.DrillStep> path = state.drill().get(drill.component());
    int level = drill.initial() + (path == null ? 0 : path.size());
    return Math.min(level, drill.levels().size() - 1);
  }

  /**
   * The dataset rows a site shows, in order, or null for every row of its dataset (no copy at a
   * million rows); a drilled chart shows the child rows whose parent fields equal the breadcrumb
   * values. Event row indices index this list.
   */
  int[] viewRows(InteractionSite site, UiState state) {
    DatasetResult result = dataset(siteDataset(site, state));
    if (result == null) {
      return IntSets.EMPTY;
    }
    DrillConfig drill = site.layer() == null ? drills.get(site.component()) : null;
    List<UiState.DrillStep> path = drill == null ? null : state.drill().get(drill.component());
    if (path == null) {
      return null;
    }
    int level = drillLevel(drill, state);
    int[] rows = null;
    // Level k is filtered by the value chosen at level k-1 through its parentField, and by
    // earlier breadcrumbs whose parent field this dataset also carries.
    for (int k = drill.initial() + 1; k <= level; k++) {
      String parentField = drill.levels().get(k).parentField();
      UiState.DrillStep step = path.get(k - drill.initial() - 1);
      if (parentField != null && result.table().column(parentField) != null) {
        rows = RowMatcher.matching(result.table(), parentField, "=",
            java.util.Collections.singletonList(step.value()), rows);
      }
    }
    return rows;
  }

  /**
   * The view rows a map layer has: those its {@code filter} keeps (dataset.LayerFilter, the rule
   * the map step draws features by), ascending; null for every row (no filter, or not a layer).
   * An invalid filter keeps none. A click may name only these rows.
   */
  int[] layerRows(InteractionSite site) {
    JsonObject layer = site.layer() == null ? null : layers.get(site.key());
    if (layer == null) {
      return null;
    }
    if (!layerRows.containsKey(site.key())) {
      DatasetResult view = dataset(site.dataset());
      LayerFilter filter = view == null ? LayerFilter.NONE
          : LayerFilter.of(layer, site.pointer(), site.dataset(), view);
      layerRows.put(site.key(), filter == null ? IntSets.EMPTY : filter.rows(view, context));
    }
    return layerRows.get(site.key());
  }

  /** How many rows a view shows ({@code view} from {@link #viewRows}). */
  int viewSize(InteractionSite site, UiState state, int[] view) {
    if (view != null) {
      return view.length;
    }
    DatasetResult result = dataset(siteDataset(site, state));
    return result == null ? 0 : result.rowCount();
  }

  /**
   * A chart's fields as drawn now: the current drill level's category and measure, else its own
   * (canonical keys; series only without drill). Null for a component that is not a chart.
   */
  public ChartFields chartFields(String component, UiState state) {
    ComponentNode c = components.get(component);
    if (c == null || !ComponentKind.isChart(c.type())) {
      return null;
    }
    DrillConfig drill = drills.get(component);
    if (drill != null) {
      DrillConfig.Level level = drill.levels().get(drillLevel(drill, state));
      return new ChartFields(level.category(), null, level.measure());
    }
    return new ChartFields(JsonValues.text(c.json(), "category"),
        JsonValues.text(c.json(), "series"), JsonValues.text(c.json(), "measure"));
  }

  /** @see #chartFields */
  public record ChartFields(String category, String series, String measure) {}

  /**
   * The breadcrumbs of a drilled chart whose {@code drill.showBreadcrumbs} is true, else null:
   * one per level from the initial one to the current one, so that a host draws the trail and
   * sends a crumb's {@code level} in a {@code breadcrumb} event to go back there.
   */
  public List<Breadcrumb> breadcrumbs(String component, UiState state) {
    DrillConfig drill = drills.get(component);
    if (drill == null || !drill.showBreadcrumbs()) {
      return null;
    }
    List<UiState.DrillStep> path = state.drill().getOrDefault(component, List.of());
    List<Breadcrumb> crumbs = new ArrayList<>();
    for (int k = drill.initial(); k <= drillLevel(drill, state); k++) {
      crumbs.add(new Breadcrumb(k, drill.levels().get(k).id(),
          k == drill.initial() ? null : path.get(k - drill.initial() - 1)));
    }
    return crumbs;
  }

  /**
   * @param level the index of the drill level (what a {@code breadcrumb} event names)
   * @param id the level's id
   * @param chosen the parent category value chosen to reach this level, null for the initial one
   */
  public record Breadcrumb(int level, String id, UiState.DrillStep chosen) {}

  /** The fields a clicked point stands for: category and series of a chart, else none. */
  List<String> pointFields(InteractionSite site, UiState state) {
    List<String> fields = new ArrayList<>();
    ComponentNode c = components.get(site.component());
    if (c == null || site.layer() != null || !ComponentKind.isChart(c.type())) {
      return fields;
    }
    ChartFields chart = chartFields(c.id(), state);
    if (chart.category() != null) {
      fields.add(chart.category());
    }
    if (chart.series() != null) {
      fields.add(chart.series());
    }
    return fields;
  }

  FieldMeta field(String dataset, String key) {
    DatasetResult result = dataset(dataset);
    return result == null || key == null ? null : result.table().field(key);
  }

  Column column(String dataset, String key) {
    DatasetResult result = dataset(dataset);
    return result == null || key == null ? null : result.table().column(key);
  }

  /** Data-bound components in document order: the candidates for internal linked behaviour. */
  List<String> dataComponents() {
    List<String> ids = new ArrayList<>();
    for (ComponentNode c : components.all()) {
      if (c.type().dataBound()) {
        ids.add(c.id());
      }
    }
    return ids;
  }
}
