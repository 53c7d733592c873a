package hyperpbi.engine;

import hyperpbi.aggregate.BaseAggregates;
import hyperpbi.calculation.CalculationResult;
import hyperpbi.calculation.Calculations;
import hyperpbi.data.DataSource;
import hyperpbi.data.FieldMeta;
import hyperpbi.data.Table;
import hyperpbi.data.Workspace;
import hyperpbi.dataset.DatasetCache;
import hyperpbi.dataset.DatasetEvaluator;
import hyperpbi.dataset.DatasetResolver;
import hyperpbi.dataset.DatasetResult;
import hyperpbi.dataset.DatasetSchemas;
import hyperpbi.diagnostic.Diagnostic;
import hyperpbi.diagnostic.Diagnostics;
import hyperpbi.expression.EvaluationContext;
import hyperpbi.imports.ImportLimits;
import hyperpbi.imports.SourceLoader;
import hyperpbi.interaction.InteractionValidator;
import hyperpbi.map.FieldDetection;
import hyperpbi.map.MapNormalization;
import hyperpbi.map.MapResult;
import hyperpbi.sources.SourceHost;
import hyperpbi.specification.Preparation;
import hyperpbi.specification.PreparedSpecification;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * A loaded workspace and its caches. Re-evaluating a specification against the same session
 * reuses calculated-field columns and dataset results whose signatures did not change, so an
 * unchanged dataset is a cache hit costing O(1).
 */
public final class Session {
  private final Workspace workspace;
  /** The sources the host loaded or failed to load: names a remote source may not take. */
  private final Set<String> hostSources;
  private final Diagnostics loadDiagnostics;
  private DatasetCache cache;
  private final CalculationCache calculations;
  private final FieldDetection.Memo coordinateDetection;
  private final FieldDetection.Memo mapDetection;
  private String requestText;
  private EngineRequest request;
  private String preparedText;
  private SourceHost preparedHost;
  private PreparedSpecification prepared;
  private Diagnostics preparationDiagnostics;
  private Resolved resolved;
  private DataSource coordinateInput;
  private DataSource coordinateTyped;
  private Table aggregatesTable;
  private BaseAggregates aggregates;
  private String mapSpec;
  private List<Object> mapTables;
  private MapResult map;
  private Diagnostics mapDiagnostics;

  private Session(Workspace workspace, Diagnostics loadDiagnostics) {
    this(workspace, hostSources(workspace), loadDiagnostics, DatasetCache.create(),
        new CalculationCache(), new FieldDetection.Memo(), new FieldDetection.Memo());
  }

  private Session(Workspace workspace, Set<String> hostSources, Diagnostics loadDiagnostics,
      DatasetCache cache, CalculationCache calculations, FieldDetection.Memo coordinateDetection,
      FieldDetection.Memo mapDetection) {
    this.workspace = workspace;
    this.hostSources = hostSources;
    this.loadDiagnostics = loadDiagnostics;
    this.cache = cache;
    this.calculations = calculations;
    this.coordinateDetection = coordinateDetection;
    this.mapDetection = mapDetection;
  }

  public static Session load(EngineRequest request) {
    return load(request, SourceLoader::everyFormat);
  }

  /** A session over the request's sources read in these formats only. */
  public static Session load(EngineRequest request, SourceLoader.Formats formats) {
    Diagnostics load = new Diagnostics();
    Workspace workspace = SourceLoader.load(request.sources(), request.defaultSource(),
        ImportLimits.DEFAULT, formats, load);
    return new Session(workspace, load);
  }

  /**
   * One session over the sources of several loaded ones, in order (a host that parsed each file
   * once into a session of its own combines them for a dashboard without parsing again): the
   * rows are shared, not copied. Each part's import findings come along with its index as the
   * source index ({@code /sources/i}); its own default's finding does not, the default here is
   * {@code defaultName} ({@link SourceLoader#chooseDefault}). A name two parts loaded is kept
   * from the first, as in one request.
   */
  public static Session combine(List<Session> parts, String defaultName) {
    Diagnostics load = new Diagnostics();
    Map<String, DataSource> sources = new LinkedHashMap<>();
    Set<String> failed = new TreeSet<>();
    for (int i = 0; i < parts.size(); i++) {
      Session part = parts.get(i);
      String path = "/sources/" + i;
      for (Diagnostic d : part.loadDiagnostics.sorted()) {
        if (d.path().equals("/default") || d.path().startsWith("/default/")) {
          continue;
        }
        boolean first = d.path().equals("/sources/0") || d.path().startsWith("/sources/0/");
        load.add(first ? new Diagnostic(d.severity(), d.code(),
            path + d.path().substring("/sources/0".length()), d.message()) : d);
      }
      for (Map.Entry<String, DataSource> source : part.workspace.sources().entrySet()) {
        if (sources.containsKey(source.getKey())) {
          load.error("SOURCE_IMPORT_FAILED", path, "a source named '" + source.getKey()
              + "' was already loaded; source names must be unique");
          continue;
        }
        sources.put(source.getKey(), source.getValue());
      }
      failed.addAll(part.workspace.failed());
    }
    String chosen = SourceLoader.chooseDefault(sources, defaultName, load);
    failed.removeAll(sources.keySet());
    return new Session(new Workspace(sources, chosen, failed), load);
  }

  private static Set<String> hostSources(Workspace workspace) {
    Set<String> names = new HashSet<>(workspace.sources().keySet());
    names.addAll(workspace.failed());
    return Set.copyOf(names);
  }

  public Workspace workspace() {
    return workspace;
  }

  /**
   * This session with a remote source's rows in its workspace (null: without them, after a
   * failed read). The base is unchanged, so the caches (keyed by content) and the prepared
   * specification carry over; the resolution does not, since which names have rows changed.
   */
  public Session withSource(String name, DataSource rows) {
    Map<String, DataSource> sources = new LinkedHashMap<>(workspace.sources());
    if (rows == null) {
      sources.remove(name);
    } else {
      sources.put(name, rows);
    }
    Session next = new Session(new Workspace(sources, workspace.defaultSource(),
        workspace.failed()), hostSources,
        loadDiagnostics, cache, calculations, coordinateDetection, mapDetection);
    next.requestText = requestText;
    next.request = request;
    next.preparedText = preparedText;
    next.preparedHost = preparedHost;
    next.prepared = prepared;
    next.preparationDiagnostics = preparationDiagnostics;
    return next;
  }

  /** Import findings of the load (repeated into every evaluation). */
  public Diagnostics loadDiagnostics() {
    return loadDiagnostics;
  }

  /**
   * Drops cached calculated columns and dataset results but keeps the prepared specification and
   * the sources' content hashes (computed once per load): the next evaluation recalculates and
   * re-evaluates every dataset from the rows, as when its inputs change under an unchanged
   * specification. Benchmarks use it to time evaluations that are not cache hits.
   */
  public void forgetResults() {
    cache = cache.withoutResults();
    calculations.forgetResults();
  }

  /** {@link #forgetResults}, and the prepared specification: the next evaluation is an edit's. */
  public void forgetPreparation() {
    forgetResults();
    calculations.forgetPlan();
    preparedText = null;
    preparedHost = null;
    prepared = null;
    resolved = null;
  }

  /**
   * The request of a JSON text, read again only when the text changes: a host re-evaluates
   * with the same request whenever its data changes. Null when the text (or null) cannot be read
   * ({@link EngineRequest#read} says why).
   */
  public EngineRequest request(String json) {
    if (json == null) {
      return null;
    }
    if (!json.equals(requestText)) {
      request = EngineRequest.read(json, new Diagnostics());
      requestText = request == null ? null : json;
    }
    return request;
  }

  /** {@link #evaluate(String, SourceHost, EvaluationContext, Diagnostics)} in the web host. */
  public Evaluation evaluate(String specText, EvaluationContext context, Diagnostics out) {
    return evaluate(specText, SourceHost.WEB, context, out);
  }

  /**
   * Prepares (for this host: the remote sources it can fetch) and evaluates; import findings are
   * repeated into every evaluation's diagnostics.
   */
  public Evaluation evaluate(String specText, SourceHost host, EvaluationContext context,
      Diagnostics out) {
    out.addAll(loadDiagnostics);
    DataSource base = workspace.resolve(Workspace.POWERBI);
    if (specText == null) {
      // A request without a spec string (none, or a spec object instead of its text).
      out.error("INVALID_REQUEST", "", "engine request: spec must be the specification's JSON "
          + "text (a string)");
      return new Evaluation(null, base, null, null, Map.of(), aggregates(base), MapResult.EMPTY);
    }
    List<FieldMeta> baseFields = base == null ? List.of() : base.table().fields();
    if (!specText.equals(preparedText) || !host.equals(preparedHost)) {
      preparationDiagnostics = new Diagnostics();
      prepared = Preparation.prepare(specText, baseFields, host, hostSources,
          preparationDiagnostics);
      preparedText = specText;
      preparedHost = host;
      resolved = null;
    }
    out.addAll(preparationDiagnostics);
    if (prepared == null) {
      return new Evaluation(null, base, null, null, Map.of(), aggregates(base), MapResult.EMPTY);
    }
    // Without any loaded source powerbi stays a dynamic schema, but the calculations are still
    // checked and their metric keys known (Calculations.dynamicBase).
    CalculationResult calculated = calculations.calculate(prepared,
        base != null ? base : Calculations.dynamicBase(prepared.spec(), Workspace.POWERBI),
        context, cache.contentHashes(), out);
    if (base != null) {
      base = calculated.base();
    }
    base = withCoordinateTypes(base);
    Set<String> metricKeys = calculated.metrics().keySet();
    if (resolved == null || !resolved.metricKeys().equals(metricKeys)
        || (resolved.base() != base && !resolved.schemas().canRebase(base))) {
      resolved = resolve(base, metricKeys);
    } else if (resolved.base() != base) {
      resolved = resolved.rebased(base);
    }
    out.addAll(resolved.resolution());
    Map<String, DatasetResult> datasets =
        new LinkedHashMap<>(DatasetEvaluator.evaluate(resolved.schemas(), context, cache));
    otherSources(datasets, resolved.schemas());
    out.addAll(resolved.bindings());
    MapResult map = map(specText, prepared, datasets, context, out);
    return new Evaluation(prepared, base, calculated, resolved.schemas(), datasets,
        aggregates(base), map);
  }

  /**
   * Dataset schemas, binding and interaction checks depend only on the prepared document and the
   * augmented base's schema, so an unchanged specification re-evaluates without resolving again,
   * even over recalculated columns; their diagnostics are replayed.
   */
  private Resolved resolve(DataSource base, Set<String> metricKeys) {
    Diagnostics resolution = new Diagnostics();
    DatasetSchemas schemas = DatasetResolver.resolve(prepared.spec(), workspace, base,
        prepared.remoteSources().keySet(), resolution);
    Diagnostics bindings = new Diagnostics();
    Preparation.checkBindings(prepared, schemas, metricKeys, bindings);
    InteractionValidator.validate(prepared, schemas, workspace, bindings);
    return new Resolved(base, Set.copyOf(metricKeys), schemas, resolution, bindings);
  }

  private record Resolved(DataSource base, Set<String> metricKeys, DatasetSchemas schemas,
      Diagnostics resolution, Diagnostics bindings) {

    /** The same resolution and diagnostics over a recalculated base of the same schema. */
    Resolved rebased(DataSource newBase) {
      return new Resolved(newBase, metricKeys, schemas.rebased(newBase), resolution, bindings);
    }
  }

  /** Coordinate semantic types of the base, settled once per base (an O(rows) check). */
  private DataSource withCoordinateTypes(DataSource base) {
    if (base == null) {
      return null;
    }
    if (base != coordinateInput) {
      coordinateInput = base;
      coordinateTyped = MapNormalization.withCoordinateTypes(base,
          coordinateDetection.of(base.table().fields()));
    }
    return coordinateTyped;
  }

  /** Calculated aggregates of the base, computed once per base table. */
  private BaseAggregates aggregates(DataSource base) {
    if (base == null) {
      return BaseAggregates.EMPTY;
    }
    if (base.table() != aggregatesTable) {
      aggregatesTable = base.table();
      aggregates = BaseAggregates.compute(base.table());
    }
    return aggregates;
  }

  /**
   * Map layers and their warnings, reused while the specification text and every dataset table
   * are the same objects (dataset cache hits keep their tables).
   */
  private MapResult map(String specText, PreparedSpecification prepared,
      Map<String, DatasetResult> datasets, EvaluationContext context, Diagnostics out) {
    List<Object> tables = new ArrayList<>(datasets.size());
    datasets.values().forEach(r -> tables.add(r.table()));
    if (!specText.equals(mapSpec) || !sameObjects(tables, mapTables)) {
      Diagnostics own = new Diagnostics();
      DatasetResult base = datasets.get(Workspace.POWERBI);
      map = MapNormalization.evaluate(base,
          base == null ? null : mapDetection.of(base.table().fields()), prepared, workspace,
          datasets, context, own);
      mapSpec = specText;
      mapTables = tables;
      mapDiagnostics = own;
    }
    out.addAll(mapDiagnostics);
    return map;
  }

  private static boolean sameObjects(List<Object> a, List<Object> b) {
    if (b == null || a.size() != b.size()) {
      return false;
    }
    for (int i = 0; i < a.size(); i++) {
      if (a.get(i) != b.get(i)) {
        return false;
      }
    }
    return true;
  }

  /**
   * Every loaded source besides the default (other files, other workbook sheets) is shown and
   * selectable under its id, so a workspace is never partly hidden.
   */
  /**
   * Every other loaded source under its id, unless a dataset takes the name: a dataset that
   * failed hides the source too (its name means the dataset, which has no rows to show).
   */
  private void otherSources(Map<String, DatasetResult> datasets, DatasetSchemas schemas) {
    workspace.sources().forEach((id, source) -> {
      if (!id.equals(workspace.defaultSource()) && !datasets.containsKey(id)
          && !schemas.isFailed(id)) {
        datasets.put(id, DatasetEvaluator.sourceEntry(source, cache));
      }
    });
  }
}
