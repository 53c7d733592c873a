package hyperpbi.dataset;

import hyperpbi.data.Lineage;
import hyperpbi.data.Table;
import hyperpbi.data.Workspace;
import java.util.List;

/**
 * An evaluated dataset: a dense table in output order, one row key and one lineage entry per row.
 * Zero-row results still carry the statically propagated schema in {@code table.fields()}.
 *
 * @param lineageSource the source whose row indices {@code lineage} holds: {@code powerbi} (the
 *     default source, whose identities allow Power BI selection) or another source's name
 */
public record DatasetResult(
    String name, Table table, String[] rowKeys, Lineage lineage, DatasetStats stats,
    List<String> warnings, String lineageSource) {

  public DatasetResult {
    warnings = List.copyOf(warnings);
  }

  public DatasetResult(String name, Table table, String[] rowKeys, Lineage lineage,
      DatasetStats stats, List<String> warnings) {
    this(name, table, rowKeys, lineage, stats, warnings, Workspace.POWERBI);
  }

  public int rowCount() {
    return table.rowCount();
  }

  /** The same result reported as a cache hit: nothing is recomputed, elapsed time is zero. */
  public DatasetResult asCacheHit() {
    DatasetStats hit = new DatasetStats(true, stats.inputRows(), stats.outputRows(), 0,
        stats.lineageCount());
    return new DatasetResult(name, table, rowKeys, lineage, hit, warnings, lineageSource);
  }
}
