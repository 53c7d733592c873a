package hyperpbi.dataset;

import com.eclipsesource.json.JsonObject;
import hyperpbi.canonical.Hash64;
import hyperpbi.data.Column;
import hyperpbi.data.DataSource;
import hyperpbi.data.FieldMeta;
import hyperpbi.data.Lineage;
import hyperpbi.data.ObservedType;
import hyperpbi.data.Table;
import hyperpbi.data.Workspace;
import hyperpbi.diagnostic.Diagnostics;
import hyperpbi.expression.EvaluationContext;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * Resolves and evaluates {@code data.datasets}: {@code powerbi} first, then named datasets in
 * registration order (sorted names, each after its source). Failed datasets are absent from the
 * result; {@link DatasetSchemas#failedNames()} tells them apart from unknown names.
 */
public final class DatasetEvaluator {
  private DatasetEvaluator() {}

  /** Evaluates with a fresh cache (every dataset a miss). */
  public static Map<String, DatasetResult> evaluate(JsonObject spec, Workspace workspace,
      DataSource base, EvaluationContext context, Diagnostics out) {
    return evaluate(spec, workspace, base, context, out, DatasetCache.create());
  }

  /** Evaluates reusing {@code cache}: unchanged datasets are hits and cost O(fields). */
  public static Map<String, DatasetResult> evaluate(JsonObject spec, Workspace workspace,
      DataSource base, EvaluationContext context, Diagnostics out, DatasetCache cache) {
    return evaluate(DatasetResolver.resolve(spec, workspace, base, out), context, cache);
  }

  /** Evaluates an already resolved catalog (preparation resolves once and reuses it). */
  public static Map<String, DatasetResult> evaluate(DatasetSchemas catalog,
      EvaluationContext context, DatasetCache cache) {
    Map<String, DatasetResult> results = new LinkedHashMap<>();
    Map<String, String> signatures = new HashMap<>();
    for (DatasetPlan plan : catalog.plans().values()) {
      boolean noDefaultSource = plan.definition() == null
          && plan.upstream() instanceof Upstream.Dynamic;
      String signature = DatasetSignature.of(plan, inputSignature(plan, signatures, cache),
          context);
      signatures.put(plan.name(), signature);
      if (noDefaultSource) {
        continue; // powerbi without any loaded source: named datasets see a dynamic schema
      }
      DatasetResult cached = cache.get(signature);
      if (cached != null) {
        results.put(plan.name(), cached.asCacheHit());
        continue;
      }
      DatasetResult result = run(plan, results, context);
      cache.put(signature, result);
      results.put(plan.name(), result);
    }
    return results;
  }

  /**
   * A loaded source shown under its own id (every row, lineage into itself), keyed like a base
   * dataset by the source's content (data-model.txt, "Cache signatures": the base signature
   * covers its rows, row keys, fields and lineage), so evaluating the same data again is a hit
   * like every other dataset of the document, never a miss because it skipped the cache.
   */
  public static DatasetResult sourceEntry(DataSource source, DatasetCache cache) {
    String signature = new Hash64().add("source-entry")
        .add(cache.contentHashes().source(source)).toBase36();
    DatasetResult cached = cache.get(signature);
    if (cached != null) {
      return cached.asCacheHit();
    }
    DatasetResult result = sourceResult(source);
    cache.put(signature, result);
    return result;
  }

  /**
   * The rows a component or map layer reads under {@code name}, the runtime twin of
   * {@link DatasetSchemas#view}: an evaluated dataset (one named like a source hides it); the
   * default source by its own id is {@code powerbi}, calculated fields included, as its static
   * schema says; another loaded source is its own rows with lineage into itself; else null.
   */
  public static DatasetResult view(String name, Map<String, DatasetResult> results,
      Workspace workspace) {
    DatasetResult result = results.get(name);
    if (result != null) {
      return result;
    }
    if (name.equals(workspace.defaultSource()) && results.containsKey(Workspace.POWERBI)) {
      return results.get(Workspace.POWERBI);
    }
    DataSource source = workspace.sources().get(name);
    return source == null ? null : sourceResult(source);
  }

  private static DatasetResult sourceResult(DataSource source) {
    int n = source.rowCount();
    return DatasetResult.deferred(source.id(), source.table(),
        LazyLineage.of(() -> Lineage.identity(n)), source::rowKeys, source::rowKey,
        new DatasetStats(false, n, n, 0, -1), source.warnings(), source.id());
  }

  private static String inputSignature(DatasetPlan plan, Map<String, String> signatures,
      DatasetCache cache) {
    Upstream upstream = plan.upstream();
    if (upstream instanceof Upstream.Source s) {
      return cache.contentHashes().source(s.source());
    }
    if (upstream instanceof Upstream.Dataset d) {
      return signatures.get(d.name());
    }
    return "dynamic:" + upstream.name();
  }

  private static DatasetResult run(DatasetPlan plan, Map<String, DatasetResult> results,
      EvaluationContext context) {
    long started = System.currentTimeMillis();
    List<String> warnings = new ArrayList<>(plan.schemaWarnings());
    Frame input = input(plan, results);
    if (plan.definition() == null) {
      // powerbi: the default source as loaded (calculated fields included).
      DataSource base = plan.base();
      warnings.addAll(base.warnings());
      return finish(plan, input, warnings, started, input.count(), List.of());
    }
    if (input == null || plan.base() == null) {
      // Rows from a declared source that has none yet: the static schema, zero rows.
      Table empty = Table.empty(plan.schema().fields());
      return new DatasetResult(plan.name(), empty, new String[0], new Lineage(new int[1],
          new int[0]), new DatasetStats(false, 0, 0, elapsed(started), 0), warnings,
          plan.baseName());
    }
    RunContext run = RunContext.collecting(context, warnings);
    Frame frame = Stages.run(plan.stages(), input, run);
    return finish(plan, frame, warnings, started, input.count(), run.stageRows());
  }

  /** The rows a plan starts from, or null for a dynamic source. */
  private static Frame input(DatasetPlan plan, Map<String, DatasetResult> results) {
    Upstream upstream = plan.upstream();
    if (upstream instanceof Upstream.Source s) {
      DataSource source = s.source();
      int n = source.rowCount();
      return Frame.of(source.table(), LazyLineage.of(() -> Lineage.identity(n)), source::rowKeys);
    }
    if (upstream instanceof Upstream.Dataset d) {
      DatasetResult source = results.get(d.name());
      if (source == null) {
        return null; // powerbi without a loaded source
      }
      return Frame.of(source.table(), source.lazyLineage(), source::rowKeys);
    }
    return null;
  }

  /** Dense output in selection order, row keys, refined types and stats. */
  private static DatasetResult finish(DatasetPlan plan, Frame frame, List<String> warnings,
      long started, int inputRows, List<StageRows> stageRows) {
    int[] selection = frame.selection();
    int count = frame.count();
    boolean whole = selection == null && count == frame.physicalRows();
    int[] rows = whole ? null : frame.selectedRows();
    List<Column> columns = new ArrayList<>(frame.columns().size());
    List<FieldMeta> fields = new ArrayList<>(frame.fields().size());
    List<FieldMeta> declared = plan.schema().fields();
    boolean selectable = DatasetPlan.selectsIdentities(plan.base());
    for (int c = 0; c < frame.columns().size(); c++) {
      Column column = whole ? frame.columns().get(c) : frame.columns().get(c).gather(rows, count);
      columns.add(column);
      FieldMeta field = ObservedType.refine(staticField(declared, frame.fields().get(c), c), column,
          count);
      fields.add(field.withCanSelect(selectable));
    }
    LazyLineage input = frame.lineage();
    LazyLineage lineage = whole ? input
        : LazyLineage.of(() -> LineageBuilder.gather(input.get(), rows, count));
    DataSource base = plan.base();
    Supplier<String[]> physicalKeys = frame.rowKeys();
    String name = plan.name();
    Table table = new Table(fields, columns, count);
    DatasetStats stats = new DatasetStats(false, inputRows, count, elapsed(started), -1,
        stageRows);
    java.util.function.IntFunction<String> baseKey = base == null || !base.hasRowKeys() ? null
        : base::rowKey;
    return DatasetResult.deferred(name, table, lineage,
        () -> physicalKeys != null ? RowKeys.gather(physicalKeys.get(), rows, count)
            : RowKeys.joinRows(lineage.get(), baseKey, name),
        physicalKeys != null ? sourceKey(plan, whole) : r -> RowKeys.joinOne(lineage.get(),
            baseKey, name, r),
        stats, warnings, plan.baseName());
  }

  /**
   * One row's key without every row's, when the rows are a loaded source's own rows in its order
   * (every row kept, one-to-one stages only): the source's key of that row. A window of 100 rows
   * of a million-row source then never derives the million keys. Else null (all keys at once).
   */
  private static java.util.function.IntFunction<String> sourceKey(DatasetPlan plan,
      boolean whole) {
    return whole && plan.upstream() instanceof Upstream.Source s ? s.source()::rowKey : null;
  }

  /**
   * The static schema's field at position c (data-model.txt: each evaluated dataset receives the
   * statically propagated schema, refined from its own rows), not the runtime field of the rows
   * it read: an upstream dataset's refinement must not survive into zero rows here.
   */
  private static FieldMeta staticField(List<FieldMeta> declared, FieldMeta runtime, int c) {
    return c < declared.size() && declared.get(c).key().equals(runtime.key()) ? declared.get(c)
        : runtime;
  }

  private static double elapsed(long started) {
    return (double) (System.currentTimeMillis() - started);
  }
}
