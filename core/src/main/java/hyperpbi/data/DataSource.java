package hyperpbi.data;

/**
 * One named source of the workspace.
 *
 * @param rowKeys stable unique key per row (contract-notes §2)
 * @param identities row index → host identity index, or null when the host supplied none
 *     (CSV, XLSX, remote sources); identity selection is then unavailable
 * @param warnings import warnings (e.g. XLSX error cells), already worded for authors
 */
public record DataSource(
    String id, Table table, String[] rowKeys, int[] identities, java.util.List<String> warnings) {

  public DataSource {
    warnings = warnings == null ? java.util.List.of() : java.util.List.copyOf(warnings);
  }

  public boolean hasIdentities() {
    return identities != null;
  }

  public int rowCount() {
    return table.rowCount();
  }
}
