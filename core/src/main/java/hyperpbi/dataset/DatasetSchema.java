package hyperpbi.dataset;

import hyperpbi.data.DataType;
import hyperpbi.data.FieldMeta;
import java.util.ArrayList;
import java.util.List;

/**
 * The static schema of a dataset (or of the rows between two stages): fields in output order.
 *
 * <p>A <em>dynamic</em> schema belongs to a declared remote source ({@code data.sources}) whose
 * rows have not arrived: its columns are not known yet, so any field name is accepted (as a
 * field of unknown type) instead of weakening validation elsewhere (data-model.txt, "MiniUp
 * remote sources"). Fields named so far are listed; select and groupBy close the schema.
 */
public record DatasetSchema(List<FieldMeta> fields, boolean dynamic) {

  public DatasetSchema {
    fields = List.copyOf(fields);
  }

  public static DatasetSchema of(List<FieldMeta> fields) {
    return new DatasetSchema(fields, false);
  }

  /**
   * The field a definition or binding names: canonical key first, else a unique Field Manifest
   * alias; in a dynamic schema an unknown name becomes a field of unknown type. Null when absent.
   */
  public FieldMeta find(String name) {
    int i = indexOf(name);
    if (i >= 0) {
      return fields.get(i);
    }
    return dynamic ? placeholder(name) : null;
  }

  /** Position of the named field (key, else unique alias), or -1. */
  public int indexOf(String name) {
    for (int i = 0; i < fields.size(); i++) {
      if (fields.get(i).key().equals(name)) {
        return i;
      }
    }
    int found = -1;
    for (int i = 0; i < fields.size(); i++) {
      if (name.equals(fields.get(i).alias())) {
        if (found >= 0) {
          return -1;
        }
        found = i;
      }
    }
    return found;
  }

  public List<String> keys() {
    List<String> keys = new ArrayList<>(fields.size());
    for (FieldMeta f : fields) {
      keys.add(f.key());
    }
    return keys;
  }

  /** The schema with fields replaced; a dynamic schema stays dynamic. */
  public DatasetSchema withFields(List<FieldMeta> newFields) {
    return new DatasetSchema(newFields, dynamic);
  }

  /** The schema with every field's {@code canSelect} set (filter targets unchanged). */
  public DatasetSchema withCanSelect(boolean selectable) {
    List<FieldMeta> changed = new ArrayList<>(fields.size());
    for (FieldMeta f : fields) {
      changed.add(f.withCanSelect(selectable));
    }
    return withFields(changed);
  }

  /**
   * The fields plus a placeholder for each named field not yet listed (dynamic schemas only), so
   * an expression checker sees every field it reads.
   */
  public List<FieldMeta> fieldsIncluding(Iterable<String> names) {
    if (!dynamic) {
      return fields;
    }
    List<FieldMeta> all = new ArrayList<>(fields);
    for (String name : names) {
      if (indexOf(name) < 0 && indexIn(all, name) < 0) {
        all.add(placeholder(name));
      }
    }
    return all;
  }

  /** "available: a, b, c" for messages (at most 20 names). */
  public String describe() {
    if (fields.isEmpty()) {
      return dynamic ? "no fields known yet" : "no fields";
    }
    StringBuilder b = new StringBuilder("available: ");
    for (int i = 0; i < fields.size() && i < 20; i++) {
      b.append(i == 0 ? "" : ", ").append(fields.get(i).key());
    }
    return b.append(fields.size() > 20 ? ", …" : "").toString();
  }

  private static int indexIn(List<FieldMeta> list, String key) {
    for (int i = 0; i < list.size(); i++) {
      if (list.get(i).key().equals(key)) {
        return i;
      }
    }
    return -1;
  }

  /** A not-yet-seen column of a remote source: unknown type, uploaded-column origin (§1). */
  static FieldMeta placeholder(String name) {
    return FieldMeta.uploaded(name, name, name, DataType.UNKNOWN);
  }
}
