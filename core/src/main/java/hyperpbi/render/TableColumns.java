package hyperpbi.render;

import com.eclipsesource.json.JsonValue;
import hyperpbi.data.FieldMeta;
import hyperpbi.data.Table;
import hyperpbi.specification.ComponentNode;
import java.util.ArrayList;
import java.util.List;

/**
 * The columns a table shows: its {@code columns} (field names or aliases, or
 * {@code {field, label?, format?}} objects) in that order, else every field of its dataset;
 * headers are display names, never internal keys.
 *
 * @param format the column's own format, else the table's (a string, or an object by field),
 *     else the field's
 */
record TableColumns(List<Column> columns) {
  record Column(String field, String header, String format) {}

  static TableColumns of(ComponentNode c, Table table) {
    List<Column> out = new ArrayList<>();
    JsonValue list = c.json().get("columns");
    JsonValue tableFormat = c.json().get("format");
    if (list != null && list.isArray()) {
      for (JsonValue item : list.asArray()) {
        String name = item.isString() ? item.asString() : item.isObject()
            && item.asObject().get("field") != null && item.asObject().get("field").isString()
            ? item.asObject().get("field").asString() : null;
        FieldMeta meta = name == null ? null : resolve(table, name);
        if (meta != null) {
          out.add(column(meta, item, tableFormat));
        }
      }
    } else {
      for (FieldMeta meta : table.fields()) {
        out.add(column(meta, null, tableFormat));
      }
    }
    return new TableColumns(out);
  }

  /** A field by key, else by its alias (preparation resolved aliases; this keeps both safe). */
  static FieldMeta resolve(Table table, String name) {
    FieldMeta meta = table.field(name);
    if (meta != null) {
      return meta;
    }
    for (FieldMeta f : table.fields()) {
      if (name.equals(f.alias())) {
        return f;
      }
    }
    return null;
  }

  private static Column column(FieldMeta meta, JsonValue item, JsonValue tableFormat) {
    String header = meta.displayName() != null ? meta.displayName() : meta.key();
    String format = meta.format();
    if (tableFormat != null && tableFormat.isString()) {
      format = tableFormat.asString();
    } else if (tableFormat != null && tableFormat.isObject()) {
      JsonValue own = tableFormat.asObject().get(meta.key());
      JsonValue byAlias = meta.alias() == null ? null : tableFormat.asObject().get(meta.alias());
      JsonValue chosen = own != null ? own : byAlias;
      format = chosen != null && chosen.isString() ? chosen.asString() : format;
    }
    if (item != null && item.isObject()) {
      JsonValue label = item.asObject().get("label");
      JsonValue own = item.asObject().get("format");
      header = label != null && label.isString() ? label.asString() : header;
      format = own != null && own.isString() ? own.asString() : format;
    }
    return new Column(meta.key(), header, format);
  }
}
