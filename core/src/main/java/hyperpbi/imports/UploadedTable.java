package hyperpbi.imports;

import hyperpbi.data.Column;
import hyperpbi.data.DataSource;
import hyperpbi.data.FieldManifest;
import hyperpbi.data.FieldMeta;
import hyperpbi.data.FieldNames;
import hyperpbi.data.Table;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Turns headers and inferred columns of an uploaded file (CSV, XLSX sheet, JSON rows) into a
 * source with complete field metadata (contract-notes §2): the original header is the display
 * name; the key is its snake_case ({@code Order ID} → {@code order_id}), {@code _2}, {@code _3}
 * for duplicates; a header that is blank, or has no ASCII letter or digit after folding, gets
 * the key {@code column_N} (N = 1-based position; {@code _2}, {@code _3} when another header
 * took it) and, when blank, {@code column_N} itself as display name.
 * Aliases follow the Field Manifest rules; row keys follow {@link hyperpbi.data.RowKeys} (computed on first use).
 */
final class UploadedTable {
  private UploadedTable() {}

  static DataSource build(String id, List<String> headers, List<InferredColumn> columns,
      int rowCount, List<String> warnings) {
    Set<String> taken = new HashSet<>();
    List<String> keys = new ArrayList<>(headers.size());
    List<String> displayNames = new ArrayList<>(headers.size());
    List<FieldManifest.Name> names = new ArrayList<>(headers.size());
    for (int i = 0; i < headers.size(); i++) {
      String header = headers.get(i);
      boolean blank = header == null || CellInference.isBlank(header);
      String position = "column_" + (i + 1);
      String base = blank ? "" : FieldNames.snakeCase(header);
      // The key follows the duplicate rule (column_2_2 when a header column_2 took column_2);
      // the display name of a blank header is its position, column_N, as contract-notes §2 says.
      String key = FieldNames.uniqueKey(base.isEmpty() ? position : base, taken);
      String display = blank ? position : header;
      keys.add(key);
      displayNames.add(display);
      names.add(new FieldManifest.Name(key, display, null));
    }
    List<String> aliases = FieldManifest.assignAliases(names);
    List<FieldMeta> fields = new ArrayList<>(headers.size());
    List<Column> built = new ArrayList<>(headers.size());
    for (int i = 0; i < headers.size(); i++) {
      InferredColumn column = columns.get(i);
      column.padTo(rowCount);
      fields.add(FieldMeta.uploaded(keys.get(i), aliases.get(i), displayNames.get(i),
          column.dataType()));
      built.add(column.build());
    }
    Table table = new Table(fields, built, rowCount);
    return DataSource.withDerivedKeys(id, table, null, warnings);
  }
}
