package hyperpbi.dataset;

import hyperpbi.data.Column;
import hyperpbi.data.FieldMeta;
import hyperpbi.data.Table;
import java.util.List;
import java.util.function.Supplier;

/**
 * The rows between two stages: physical columns of one length plus a selection of physical rows
 * in current order. Filter, sort and limit only change the selection; rename and select only
 * change the field list; derive adds physical-length columns; grouping and distinct build new
 * dense columns. Lineage and row keys are per physical row, so one-to-one stages share them.
 *
 * @param selection physical rows in order, or null for every physical row in physical order
 * @param count number of selected rows
 * @param lineage contributing base rows per physical row, built on first use
 * @param rowKeys key per physical row (asked for only when needed) when known without joining
 *     (one-to-one from the input), or null to join base keys from the lineage
 */
record Frame(List<FieldMeta> fields, List<Column> columns, int physicalRows, int[] selection,
    int count, LazyLineage lineage, Supplier<String[]> rowKeys) {

  Frame {
    fields = List.copyOf(fields);
    columns = List.copyOf(columns);
  }

  /** Every row of a dense table, in order. */
  static Frame of(Table table, LazyLineage lineage, Supplier<String[]> rowKeys) {
    return new Frame(table.fields(), table.columns(), table.rowCount(), null, table.rowCount(),
        lineage, rowKeys);
  }

  /** The physical table (for expression evaluation with {@link #selection}). */
  Table table() {
    return new Table(fields, columns, physicalRows);
  }

  /** Physical row of the i-th selected row. */
  int row(int i) {
    return selection == null ? i : selection[i];
  }

  /** The selection as an explicit array (a fresh identity array when the selection is null). */
  int[] selectedRows() {
    return selectedRows(selection, count);
  }

  /** {@code selection}, or 0..count-1 when it is null. */
  static int[] selectedRows(int[] selection, int count) {
    if (selection != null) {
      return selection;
    }
    int[] rows = new int[count];
    for (int i = 0; i < count; i++) {
      rows[i] = i;
    }
    return rows;
  }

  int indexOf(String key) {
    for (int i = 0; i < fields.size(); i++) {
      if (fields.get(i).key().equals(key)) {
        return i;
      }
    }
    return -1;
  }

  Column column(String key) {
    int i = indexOf(key);
    return i < 0 ? null : columns.get(i);
  }

  Frame withSelection(int[] newSelection, int newCount) {
    return new Frame(fields, columns, physicalRows, newSelection, newCount, lineage, rowKeys);
  }

  Frame withColumns(List<FieldMeta> newFields, List<Column> newColumns) {
    return new Frame(newFields, newColumns, physicalRows, selection, count, lineage, rowKeys);
  }
}
