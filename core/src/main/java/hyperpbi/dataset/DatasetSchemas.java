package hyperpbi.dataset;

import hyperpbi.data.DataSource;
import hyperpbi.data.Workspace;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * The statically resolved datasets of a specification: which names components may use and with
 * which schema. Built by {@link DatasetResolver}; evaluated by {@link DatasetEvaluator}.
 *
 * <p>Names a component may select ({@link #view}): {@code powerbi}, every named dataset that
 * resolved, a loaded workspace source id, and a declared {@code data.sources} name (a dynamic
 * schema until its rows arrive). A named dataset that failed (invalid, cyclic, unknown source or
 * failed upstream) is {@link #isFailed failed} and offers no view: preparation reports
 * {@code UNKNOWN_DATASET} for a component that selects it.
 */
public final class DatasetSchemas {
  private final Map<String, DatasetPlan> plans;
  private final Set<String> failed;
  private final Workspace workspace;
  private final Set<String> declaredSources;
  private final Set<String> refusedSources;
  private final DataSource base;

  DatasetSchemas(Map<String, DatasetPlan> plans, Set<String> failed, Workspace workspace,
      Set<String> declaredSources, Set<String> refusedSources, DataSource base) {
    this.base = base;
    this.refusedSources = Collections.unmodifiableSet(new TreeSet<>(refusedSources));
    this.plans = Collections.unmodifiableMap(new LinkedHashMap<>(plans));
    this.failed = Collections.unmodifiableSet(new TreeSet<>(failed));
    this.workspace = workspace;
    this.declaredSources = Collections.unmodifiableSet(new TreeSet<>(declaredSources));
  }

  /** A catalog of ready-made schemas (tests, and hosts validating without a specification). */
  public static DatasetSchemas ofSchemas(Map<String, DatasetSchema> schemas, Set<String> failed) {
    Map<String, DatasetPlan> plans = new LinkedHashMap<>();
    schemas.forEach((name, schema) -> plans.put(name, new DatasetPlan(name, null,
        new Upstream.Dynamic(name), List.of(), schema, schema, null, name, List.of())));
    return new DatasetSchemas(plans, failed, Workspace.empty(), Set.of(), Set.of(), null);
  }

  /**
   * Whether {@link #rebased} accepts this base: one with the same fields and identities as the
   * resolved one (its rows or calculated columns computed again).
   */
  public boolean canRebase(DataSource newBase) {
    return base != null && newBase != null
        && base.table().fields().equals(newBase.table().fields())
        && base.hasIdentities() == newBase.hasIdentities();
  }

  /**
   * The same resolution over another base of the same schema: resolution reads only the base's
   * schema, so the plans are kept and only the base they read changes.
   */
  public DatasetSchemas rebased(DataSource newBase) {
    if (!canRebase(newBase)) {
      throw new IllegalArgumentException("a base with other fields needs a new resolution");
    }
    Map<String, DatasetPlan> rebased = new LinkedHashMap<>();
    plans.forEach((name, plan) -> rebased.put(name, plan.rebased(base, newBase)));
    return new DatasetSchemas(rebased, failed, workspace, declaredSources, refusedSources,
        newBase);
  }

  /** Resolved datasets ({@code powerbi} first, then named ones in registration order). */
  public List<String> datasetNames() {
    return List.copyOf(plans.keySet());
  }

  /** Named datasets that failed, sorted. */
  public Set<String> failedNames() {
    return failed;
  }

  public boolean isFailed(String name) {
    return failed.contains(name);
  }

  /**
   * A {@code data.sources} name whose declaration preparation refused (invalid, or not fetchable
   * by this host): it is never read, so it offers no view.
   */
  public boolean isRefusedSource(String name) {
    return refusedSources.contains(name);
  }

  /** True for {@code powerbi} and every named dataset that resolved. */
  public boolean isDataset(String name) {
    return plans.containsKey(name);
  }

  /** The schema of a dataset or source a component may select, or null (unknown or failed). */
  public DatasetSchema view(String name) {
    DatasetPlan plan = plans.get(name);
    if (plan != null) {
      return plan.schema();
    }
    if (failed.contains(name)) {
      return null;
    }
    DataSource source = workspace.sources().get(name);
    if (source != null && base != null && name.equals(workspace.defaultSource())) {
      source = base; // the default source as powerbi sees it, calculated fields included
    }
    if (source != null) {
      return DatasetSchema.of(source.table().fields());
    }
    return declaredSources.contains(name) ? new DatasetSchema(List.of(), true) : null;
  }

  /** Every name {@link #view} accepts, for suggestions in messages. */
  public Set<String> viewNames() {
    Set<String> names = new TreeSet<>(plans.keySet());
    names.addAll(workspace.sources().keySet());
    names.addAll(declaredSources);
    names.removeAll(failed);
    return names;
  }

  Map<String, DatasetPlan> plans() {
    return plans;
  }

  DatasetPlan plan(String name) {
    return plans.get(name);
  }
}
