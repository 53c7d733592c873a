package hyperpbi.dataset;

import com.eclipsesource.json.JsonObject;
import com.eclipsesource.json.JsonValue;
import hyperpbi.data.DataSource;
import hyperpbi.data.Workspace;
import hyperpbi.diagnostic.Diagnostics;
import hyperpbi.diagnostic.JsonPointer;
import hyperpbi.diagnostic.DidYouMean;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Static resolution of {@code data.datasets} (data-model.txt, "Static schemas and validation";
 * "Sources, cycles, and unknown names"): registers {@code powerbi} first, then resolves named
 * datasets in sorted name order, recursively resolving each source first. A source name means,
 * in this order: {@code powerbi}; a named dataset; a loaded workspace source id (the default
 * source's id reads the same augmented rows as {@code powerbi}); a declared {@code data.sources}
 * name (dynamic schema, zero rows until the host loads it). Anything else is
 * {@code UNKNOWN_DATASET}. A cycle is reported once ({@code DATASET_CYCLE} with its path, e.g.
 * {@code a -> b -> a}) and fails every member; a dataset whose source failed gets
 * {@code DATASET_UPSTREAM_FAILED}. Failed datasets are not registered.
 */
public final class DatasetResolver {
  private static final String DATASETS_POINTER = "/data/datasets";

  private final Workspace workspace;
  private final DataSource base;
  private final Diagnostics out;
  private final ExpressionBinder binder;
  private final Map<String, DatasetDefinition> definitions = new TreeMap<>();
  private final Set<String> declaredSources = new TreeSet<>();
  /** Declared names whose declaration was refused (invalid, or not fetchable by this host). */
  private final Set<String> refusedSources = new TreeSet<>();
  private final Set<String> usableSources;
  private final Map<String, DatasetPlan> plans = new LinkedHashMap<>();
  private final Set<String> failed = new TreeSet<>();
  /**
   * Definitions with structural errors: still resolved and checked stage by stage, so their
   * independent errors are all reported in one pass, and then failed.
   */
  private final Set<String> invalid = new TreeSet<>();
  /** The unresolved source path being walked by {@link #visit}. */
  private final List<String> stack = new ArrayList<>();

  private DatasetResolver(Workspace workspace, DataSource base, Set<String> usableSources,
      Diagnostics out, ExpressionBinder binder) {
    this.workspace = workspace;
    this.base = base;
    this.usableSources = usableSources;
    this.out = out;
    this.binder = binder;
  }

  public static DatasetSchemas resolve(JsonObject spec, Workspace workspace, DataSource base,
      Diagnostics out) {
    return resolve(spec, workspace, base, out, ExpressionBinder.COMPILER);
  }

  /**
   * As {@link #resolve(JsonObject, Workspace, DataSource, Diagnostics)}, where only the remote
   * sources whose declarations preparation accepted can be read: a dataset over a refused one
   * fails with its own diagnostic, and no component can name it.
   */
  public static DatasetSchemas resolve(JsonObject spec, Workspace workspace, DataSource base,
      Set<String> usableSources, Diagnostics out) {
    return resolve(spec, workspace, base, usableSources, out, ExpressionBinder.COMPILER);
  }

  /**
   * @param base the default source already augmented with root calculated fields, or null when
   *     no source is loaded ({@code powerbi} is then a dynamic schema)
   */
  public static DatasetSchemas resolve(JsonObject spec, Workspace workspace, DataSource base,
      Diagnostics out, ExpressionBinder binder) {
    return resolve(spec, workspace, base, null, out, binder);
  }

  private static DatasetSchemas resolve(JsonObject spec, Workspace workspace, DataSource base,
      Set<String> usableSources, Diagnostics out, ExpressionBinder binder) {
    DatasetResolver resolver = new DatasetResolver(workspace, base, usableSources, out, binder);
    resolver.read(spec);
    resolver.registerPowerbi();
    for (String name : resolver.definitions.keySet()) {
      resolver.visit(name);
    }
    return new DatasetSchemas(resolver.plans, resolver.failed, workspace,
        resolver.declaredSources, resolver.refusedSources, base);
  }

  /** Reads names and definitions; the types of data and its members are preparation's to check. */
  private void read(JsonObject spec) {
    JsonValue data = spec.get("data");
    if (data == null || !data.isObject()) {
      return;
    }
    JsonValue sources = data.asObject().get("sources");
    if (sources != null && sources.isObject()) {
      for (String name : sources.asObject().names()) {
        (usableSources == null || usableSources.contains(name) ? declaredSources
            : refusedSources).add(name);
      }
    }
    JsonValue datasets = data.asObject().get("datasets");
    if (datasets == null || !datasets.isObject()) {
      return;
    }
    for (JsonObject.Member m : datasets.asObject()) {
      String pointer = JsonPointer.child(DATASETS_POINTER, m.getName());
      hidesLoadedSource(m.getName(), pointer);
      if (definitions.containsKey(m.getName()) || failed.contains(m.getName())) {
        out.error("INVALID_DATASET_DEFINITION", pointer,
            "dataset '" + m.getName() + "' is defined more than once");
        definitions.remove(m.getName());
        failed.add(m.getName());
        continue;
      }
      DefinitionParser.Parsed parsed = DefinitionParser.read(m.getName(), m.getValue(), pointer,
          out);
      if (parsed.definition() == null) {
        failed.add(m.getName());
      } else {
        definitions.put(m.getName(), parsed.definition());
        if (!parsed.valid()) {
          invalid.add(m.getName());
        }
      }
    }
  }

  /**
   * A dataset named like a loaded source (another file or sheet the host loaded) takes that name
   * everywhere: {@code source} and components mean the dataset, and the source is no longer shown.
   * That is said, never silent (contract-notes §2).
   */
  private void hidesLoadedSource(String name, String pointer) {
    if (!name.equals(Workspace.POWERBI) && workspace.sources().containsKey(name)) {
      out.warning("DATASET_HIDES_SOURCE", pointer, "dataset '" + name + "' has the name of a "
          + "loaded source, which it hides: 'source' and components reading '" + name + "' get "
          + "the dataset; rename the dataset to use both");
    }
  }

  private void registerPowerbi() {
    Upstream upstream = base == null ? new Upstream.Dynamic(Workspace.POWERBI)
        : new Upstream.Source(Workspace.POWERBI, base);
    DatasetSchema schema = base == null ? new DatasetSchema(List.of(), true)
        : DatasetSchema.of(base.table().fields());
    plans.put(Workspace.POWERBI, new DatasetPlan(Workspace.POWERBI, null, upstream, List.of(),
        schema, schema, base, Workspace.POWERBI, List.of()));
  }

  /**
   * Resolves one named dataset (and, first, its source chain); afterwards it is a plan or failed.
   * A definition has one source, so its unresolved sources form a path: it is walked and then
   * resolved from its far end, without recursion, so a chain or cycle of any length never
   * overflows the stack (a Java StackOverflowError kills the browser or Power BI visual).
   */
  private void visit(String name) {
    Map<String, Integer> onPath = new HashMap<>();
    String next = name;
    // A definition without a valid source (null) ends the path.
    while (next != null && definitions.containsKey(next) && !plans.containsKey(next)
        && !failed.contains(next)) {
      Integer at = onPath.get(next);
      if (at != null) {
        reportCycle(stack.subList(at, stack.size()));
        break;
      }
      onPath.put(next, stack.size());
      stack.add(next);
      next = definitions.get(next).source();
    }
    try {
      for (int i = stack.size() - 1; i >= 0; i--) {
        resolve(stack.get(i));
      }
    } finally {
      stack.clear();
    }
  }

  /** Resolves a dataset whose source is already resolved, failed, or not a named dataset. */
  private void resolve(String name) {
    if (plans.containsKey(name) || failed.contains(name)) {
      return;
    }
    DatasetDefinition definition = definitions.get(name);
    Upstream upstream = definition.source() == null ? null : upstream(definition);
    if (invalid.contains(name)) {
      // Checked for its other errors over what its source offers (nothing known when that
      // failed too: a dynamic schema checks shapes and types only), then failed.
      plan(definition, upstream != null ? upstream : new Upstream.Dynamic(name));
      failed.add(name);
      return;
    }
    if (upstream == null || failed.contains(name)) {
      failed.add(name);
      return;
    }
    DatasetPlan plan = plan(definition, upstream);
    if (plan == null) {
      failed.add(name);
    } else {
      plans.put(name, plan);
    }
  }

  /** The resolved source of a definition, or null after reporting why it has none. */
  private Upstream upstream(DatasetDefinition definition) {
    String source = definition.source();
    String pointer = JsonPointer.child(definition.pointer(), "source");
    if (source.equals(Workspace.POWERBI)) {
      if (workspace.defaultFailed()) {
        return failedSource(definition, pointer, "the default source (powerbi)");
      }
      return new Upstream.Dataset(Workspace.POWERBI);
    }
    if (workspace.failed().contains(source) && !definitions.containsKey(source)) {
      return failedSource(definition, pointer, "source '" + source + "'");
    }
    if (definitions.containsKey(source) || failed.contains(source)) {
      // visit resolved the source first; a cycle has already failed every member.
      if (failed.contains(source)) {
        if (!failed.contains(definition.name())) {
          out.error("DATASET_UPSTREAM_FAILED", pointer, "dataset '" + definition.name()
              + "' cannot be evaluated because its source dataset '" + source + "' failed");
        }
        return null;
      }
      return new Upstream.Dataset(source);
    }
    DataSource loaded = workspace.sources().get(source);
    if (loaded != null) {
      boolean isDefault = base != null && source.equals(workspace.defaultSource());
      return new Upstream.Source(source, isDefault ? base : loaded);
    }
    if (declaredSources.contains(source)) {
      return new Upstream.Dynamic(source);
    }
    if (refusedSources.contains(source)) {
      // Otherwise a dynamic schema that never gets rows: silently empty for good.
      out.error("DATASET_UPSTREAM_FAILED", pointer, "dataset '" + definition.name()
          + "' cannot be evaluated because remote source '" + source + "' will never be read"
          + " (see the diagnostics at " + JsonPointer.child("/data/sources", source) + ")");
      return null;
    }
    Set<String> known = new TreeSet<>(definitions.keySet());
    known.add(Workspace.POWERBI);
    known.addAll(workspace.sources().keySet());
    known.addAll(declaredSources);
    out.error("UNKNOWN_DATASET", pointer, "dataset '" + definition.name() + "' reads '" + source
        + "', which is not powerbi, a dataset, a loaded source or a declared source"
        + DidYouMean.suggest(source, known));
    return null;
  }

  /**
   * A dataset over a source that failed to load fails too, with its own diagnostic
   * (contract-notes §2: never silently missing, never silently empty).
   */
  private Upstream failedSource(DatasetDefinition definition, String pointer, String what) {
    out.error("DATASET_UPSTREAM_FAILED", pointer, "dataset '" + definition.name()
        + "' cannot be evaluated because " + what + " failed to load (see its SOURCE_IMPORT_FAILED)");
    return null;
  }

  /** Reports a cycle once, starting at its smallest name, and fails every member. */
  private void reportCycle(List<String> members) {
    int start = 0;
    for (int i = 1; i < members.size(); i++) {
      if (members.get(i).compareTo(members.get(start)) < 0) {
        start = i;
      }
    }
    StringBuilder path = new StringBuilder();
    for (int i = 0; i <= members.size(); i++) {
      path.append(i == 0 ? "" : " -> ").append(members.get((start + i) % members.size()));
    }
    String first = members.get(start);
    out.error("DATASET_CYCLE", JsonPointer.child(JsonPointer.child(DATASETS_POINTER, first),
        "source"), "datasets form a cycle: " + path);
    failed.addAll(members);
  }

  /**
   * Runs every stage's static step (each checked on its own merits, also after an earlier one
   * failed); null after reporting their errors.
   */
  private DatasetPlan plan(DatasetDefinition definition, Upstream upstream) {
    DatasetSchema input;
    DataSource lineageBase;
    String baseName;
    if (upstream instanceof Upstream.Dataset d) {
      DatasetPlan source = plans.get(d.name());
      input = source.schema();
      lineageBase = source.base();
      baseName = source.baseName();
    } else if (upstream instanceof Upstream.Source s) {
      input = DatasetSchema.of(s.source().table().fields());
      lineageBase = s.source();
      baseName = s.name();
    } else {
      input = new DatasetSchema(List.of(), true);
      lineageBase = null;
      baseName = upstream.name();
    }
    List<Stage> stages = Stages.of(definition);
    Diagnostics own = new Diagnostics();
    StageContext context = new StageContext(definition.name(), own, binder);
    DatasetSchema schema = input;
    for (Stage stage : stages) {
      schema = stage.schema(schema, context);
    }
    out.addAll(own);
    if (context.failed()) {
      return null;
    }
    schema = schema.withCanSelect(DatasetPlan.selectsIdentities(lineageBase));
    return new DatasetPlan(definition.name(), definition, upstream,
        FusedGroupStage.fuse(stages), input, schema,
        lineageBase, baseName, own.warningTexts());
  }
}
