package hyperpbi.dataset;

import hyperpbi.data.Lineage;
import hyperpbi.data.Table;
import java.util.List;

/**
 * An evaluated dataset: a dense table in output order, one row key and one lineage entry per row.
 * Zero-row results still carry the statically propagated schema in {@code table.fields()}.
 */
public record DatasetResult(
    String name, Table table, String[] rowKeys, Lineage lineage, DatasetStats stats,
    List<String> warnings) {

  public DatasetResult {
    warnings = List.copyOf(warnings);
  }

  public int rowCount() {
    return table.rowCount();
  }
}
