package hyperpbi.data;

import java.util.List;

/**
 * One named source of the workspace: {@code id}, {@code table}, {@code rowKeys} (stable unique
 * key per row, contract-notes §2), {@code identities} (row index → host identity index, or null
 * when the host supplied none: CSV, XLSX, remote sources; identity selection is then unavailable)
 * and {@code warnings} (import warnings, e.g. XLSX error cells, already worded for authors).
 *
 * <p>Uploaded sources derive their row keys from the id and the values ({@link RowKeys#of}); a
 * million keys are a million strings, so such sources compute them on first use: drawing values
 * never needs them, interactions and the full eval document do.
 */
public final class DataSource {
  private final String id;
  private final Table table;
  private final int[] identities;
  private final List<String> warnings;
  private final Keys keys;

  /**
   * Row keys given, or derived from the id and the table on first use; shared by copies. Derived
   * keys are hashed for every row at once (a key depends on the rows before it), but written out
   * as text only row by row ({@link #key}) until someone asks for all of them.
   */
  private static final class Keys {
    private String[] value;
    private RowKeys.Hashes hashes;
    private final String id;
    private final Table table;

    Keys(String[] value, String id, Table table) {
      this.value = value;
      this.id = id;
      this.table = table;
    }

    String[] get() {
      if (value == null && table != null) {
        value = hashes().texts();
        hashes = null;
      }
      return value;
    }

    String key(int row) {
      if (value != null || table == null) {
        return value == null ? null : value[row];
      }
      return hashes().text(row);
    }

    private RowKeys.Hashes hashes() {
      if (hashes == null) {
        hashes = RowKeys.hashes(id, table);
      }
      return hashes;
    }
  }

  private DataSource(String id, Table table, int[] identities, List<String> warnings, Keys keys) {
    this.id = id;
    this.table = table;
    this.identities = identities;
    this.warnings = warnings == null ? List.of() : List.copyOf(warnings);
    this.keys = keys;
  }

  public DataSource(String id, Table table, String[] rowKeys, int[] identities,
      List<String> warnings) {
    this(id, table, identities, warnings, new Keys(rowKeys, id, null));
  }

  /** A source whose row keys are {@link RowKeys#of}{@code (id, table)}, computed when asked. */
  public static DataSource withDerivedKeys(String id, Table table, int[] identities,
      List<String> warnings) {
    return new DataSource(id, table, identities, warnings, new Keys(null, id, table));
  }

  /**
   * The same source (id, row keys, identities, warnings) over another table with the same rows,
   * e.g. with calculated fields appended; derived keys stay those of the original table.
   */
  public DataSource withTable(Table newTable) {
    return new DataSource(id, newTable, identities, warnings, keys);
  }

  public String id() {
    return id;
  }

  public Table table() {
    return table;
  }

  public String[] rowKeys() {
    return keys.get();
  }

  /**
   * The key of one row, as {@code rowKeys()[row]}, without writing out every row's key: a
   * dataset joining the keys of the rows it groups asks only for those. Null without row keys.
   */
  public String rowKey(int row) {
    return keys.key(row);
  }

  /** Whether the source has row keys (given or derived); false only for given nulls. */
  public boolean hasRowKeys() {
    return keys.value != null || keys.table != null;
  }

  /**
   * True when the row keys are a function of the id and the values of the original table (so a
   * content hash over those need not read the keys).
   */
  public boolean keysDerivedFromContent() {
    return keys.table != null;
  }

  /** The key holder's identity: sources sharing it share their row keys. */
  public Object rowKeyIdentity() {
    return keys;
  }

  public int[] identities() {
    return identities;
  }

  public List<String> warnings() {
    return warnings;
  }

  public boolean hasIdentities() {
    return identities != null;
  }

  public int rowCount() {
    return table.rowCount();
  }
}
