package hyperpbi.dataset;

import hyperpbi.data.Lineage;
import hyperpbi.data.LineageIndex;
import hyperpbi.data.Table;
import hyperpbi.data.Workspace;
import java.util.List;
import java.util.function.Supplier;

/**
 * An evaluated dataset: a dense table in output order, one row key and one lineage entry per row.
 * Zero-row results still carry the statically propagated schema in {@code table.fields()}.
 *
 * <p>Lineage, row keys and the lineage count of the stats are computed on first use (and then
 * kept, also by cache hits of the same result): a view that only draws values never pays for
 * joining the keys of a million contributing rows.
 *
 * <p>{@code lineageSource} is the source whose row indices {@code lineage} holds: {@code powerbi}
 * (the default source, whose identities allow Power BI selection) or another source's name.
 */
public final class DatasetResult {
  private final String name;
  private final Table table;
  private final DatasetStats stats;
  private final List<String> warnings;
  private final String lineageSource;
  private final Deferred deferred;

  /** What is computed on first use; shared by a result and its cache-hit copies. */
  private static final class Deferred {
    private final LazyLineage lineage;
    private Supplier<String[]> keyRecipe;
    /** One row's key without the others (null: only the whole recipe knows them). */
    private final java.util.function.IntFunction<String> oneKey;
    private String[] keys;
    private int lineageCount = -1;
    private LineageIndex index;

    Deferred(LazyLineage lineage, Supplier<String[]> keyRecipe, String[] keys) {
      this(lineage, keyRecipe, null, keys);
    }

    Deferred(LazyLineage lineage, Supplier<String[]> keyRecipe,
        java.util.function.IntFunction<String> oneKey, String[] keys) {
      this.lineage = lineage;
      this.keyRecipe = keyRecipe;
      this.oneKey = oneKey;
      this.keys = keys;
    }

    /**
     * The last few rows whose key was joined alone, and their keys: one click asks for its
     * row's key several times (signature, selection, highlight), and a grouped row's key over
     * a large source is hundreds of kilobytes of joined source keys.
     */
    private final int[] recentRows = {-1, -1, -1, -1};
    private final String[] recentKeys = new String[4];
    private int nextRecent;

    String key(int row) {
      if (keys != null || oneKey == null) {
        return keys()[row];
      }
      for (int i = 0; i < recentRows.length; i++) {
        if (recentRows[i] == row) {
          return recentKeys[i];
        }
      }
      String key = oneKey.apply(row);
      recentRows[nextRecent] = row;
      recentKeys[nextRecent] = key;
      nextRecent = (nextRecent + 1) % recentRows.length;
      return key;
    }

    String[] keys() {
      if (keys == null) {
        keys = keyRecipe.get();
        keyRecipe = null;
      }
      return keys;
    }

    LineageIndex index() {
      if (index == null) {
        index = LineageIndex.of(lineage.get());
      }
      return index;
    }

    int lineageCount() {
      if (lineageCount < 0) {
        lineageCount = LineageBuilder.uniqueCount(lineage.get());
      }
      return lineageCount;
    }
  }

  private DatasetResult(String name, Table table, DatasetStats stats, List<String> warnings,
      String lineageSource, Deferred deferred) {
    this.name = name;
    this.table = table;
    this.stats = stats;
    this.warnings = List.copyOf(warnings);
    this.lineageSource = lineageSource;
    this.deferred = deferred;
  }

  public DatasetResult(String name, Table table, String[] rowKeys, Lineage lineage,
      DatasetStats stats, List<String> warnings, String lineageSource) {
    this(name, table, stats, warnings, lineageSource,
        new Deferred(LazyLineage.of(lineage), null, rowKeys));
    deferred.lineageCount = stats.lineageCount();
  }

  public DatasetResult(String name, Table table, String[] rowKeys, Lineage lineage,
      DatasetStats stats, List<String> warnings) {
    this(name, table, rowKeys, lineage, stats, warnings, Workspace.POWERBI);
  }

  /**
   * A result whose lineage, row keys and lineage count are
   * computed when first asked for; {@code stats.lineageCount()} is ignored.
   */
  static DatasetResult deferred(String name, Table table, LazyLineage lineage,
      Supplier<String[]> keys, DatasetStats stats, List<String> warnings,
      String lineageSource) {
    return deferred(name, table, lineage, keys, null, stats, warnings, lineageSource);
  }

  /** As above, with a recipe for one row's key alone ({@link #rowKey}). */
  static DatasetResult deferred(String name, Table table, LazyLineage lineage,
      Supplier<String[]> keys, java.util.function.IntFunction<String> oneKey, DatasetStats stats,
      List<String> warnings, String lineageSource) {
    return new DatasetResult(name, table, stats, warnings, lineageSource,
        new Deferred(lineage, keys, oneKey, null));
  }

  public String name() {
    return name;
  }

  public Table table() {
    return table;
  }

  public String[] rowKeys() {
    return deferred.keys();
  }

  /**
   * One row's key, as {@code rowKeys()[row]}: a click on one bar of a grouped chart over a
   * million rows joins its own rows' keys, not every group's.
   */
  public String rowKey(int row) {
    return deferred.key(row);
  }

  public Lineage lineage() {
    return deferred.lineage.get();
  }

  /**
   * The rows whose lineage meets the given base source rows, ascending: what a highlight or a
   * row-key filter over those rows marks here (the backwards index is built on first use).
   */
  public int[] rowsTouching(int[] sourceRows) {
    return deferred.index().rowsTouching(sourceRows);
  }

  public DatasetStats stats() {
    return new DatasetStats(stats.cacheHit(), stats.inputRows(), stats.outputRows(),
        stats.elapsedMs(), deferred.lineageCount(), stats.stages());
  }

  /**
   * The stats without the lineage count ({@code lineageCount} -1 until lineage was asked for):
   * an inspector reading the cache status and stage counts does not build the lineage.
   */
  public DatasetStats statsWithoutLineage() {
    return stats;
  }

  public List<String> warnings() {
    return warnings;
  }

  public String lineageSource() {
    return lineageSource;
  }

  public int rowCount() {
    return table.rowCount();
  }

  /** The same result reported as a cache hit: nothing is recomputed, elapsed time is zero. */
  public DatasetResult asCacheHit() {
    DatasetStats hit = new DatasetStats(true, stats.inputRows(), stats.outputRows(), 0,
        stats.lineageCount(), stats.stages());
    return new DatasetResult(name, table, hit, warnings, lineageSource, deferred);
  }

  /** Lazy lineage for frames (package use). */
  LazyLineage lazyLineage() {
    return deferred.lineage;
  }
}
