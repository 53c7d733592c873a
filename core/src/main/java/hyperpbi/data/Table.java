package hyperpbi.data;

import java.util.ArrayList;
import java.util.List;

/** Fields and their physical columns, in schema order. Immutable by convention. */
public record Table(List<FieldMeta> fields, List<Column> columns, int rowCount) {

  public Table {
    fields = List.copyOf(fields);
    columns = List.copyOf(columns);
    if (fields.size() != columns.size()) {
      throw new IllegalArgumentException("fields and columns differ in count");
    }
  }

  public static Table empty(List<FieldMeta> fields) {
    List<Column> columns = new ArrayList<>(fields.size());
    for (FieldMeta f : fields) {
      columns.add(Columns.allNull(f.dataType(), 0));
    }
    return new Table(fields, columns, 0);
  }

  /** Position of the field with this canonical key, or -1. */
  public int indexOf(String key) {
    for (int i = 0; i < fields.size(); i++) {
      if (fields.get(i).key().equals(key)) {
        return i;
      }
    }
    return -1;
  }

  public FieldMeta field(String key) {
    int i = indexOf(key);
    return i < 0 ? null : fields.get(i);
  }

  public Column column(String key) {
    int i = indexOf(key);
    return i < 0 ? null : columns.get(i);
  }
}
