package hyperpbi.imports;

import hyperpbi.data.DataSource;
import hyperpbi.data.FieldMeta;
import hyperpbi.data.Table;
import hyperpbi.engine.ResultWriter;
import hyperpbi.json.JsonOut;
import java.util.ArrayList;
import java.util.List;

/** Compact text views of an imported source for assertions. */
final class Show {
  private Show() {}

  /** "key alias 'Display' dataType" per field. */
  static List<String> fields(DataSource source) {
    List<String> out = new ArrayList<>();
    for (FieldMeta f : source.table().fields()) {
      out.add(f.key() + " " + f.alias() + " '" + f.displayName() + "' " + f.dataType().json());
    }
    return out;
  }

  static List<String> types(DataSource source) {
    List<String> out = new ArrayList<>();
    for (FieldMeta f : source.table().fields()) {
      out.add(f.dataType().json());
    }
    return out;
  }

  /** Each row as a JSON array of its values (dates as ISO text). */
  static List<String> rows(DataSource source) {
    Table t = source.table();
    List<String> out = new ArrayList<>();
    for (int r = 0; r < t.rowCount(); r++) {
      out.add(row(t, r));
    }
    return out;
  }

  static String row(Table t, int r) {
    JsonOut json = new JsonOut(false);
    json.beginArray();
    for (int c = 0; c < t.fields().size(); c++) {
      ResultWriter.writeValue(json, t.columns().get(c), t.fields().get(c).dataType(), r);
    }
    json.endArray();
    return json.toString();
  }
}
