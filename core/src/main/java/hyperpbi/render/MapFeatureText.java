package hyperpbi.render;

import hyperpbi.data.Column;
import hyperpbi.data.FieldMeta;
import hyperpbi.data.Table;
import hyperpbi.map.MapBindings;
import hyperpbi.map.MapLayer;
import java.util.ArrayList;
import java.util.List;

/**
 * What a feature says in words, from its layer's bindings: its label, its accessible name (the
 * label, then each tooltip field as {@code Field: value}) and its tooltip (the label, the tooltip
 * fields, then the popup fields the tooltip does not already show, one per line). Values are
 * formatted in the host's locale with the field's own format.
 */
final class MapFeatureText {
  private record Field(String name, Column column, FieldMeta meta) {}

  private final ValueFormat format;
  private final Field label;
  private final List<Field> tooltip;
  private final List<Field> popup;

  private MapFeatureText(ValueFormat format, Field label, List<Field> tooltip,
      List<Field> popup) {
    this.format = format;
    this.label = label;
    this.tooltip = tooltip;
    this.popup = popup;
  }

  static MapFeatureText of(ValueFormat format, MapLayer layer) {
    MapBindings b = layer.bindings();
    Table table = layer.view().table();
    List<Field> tooltip = fields(table, b.tooltip(), List.of());
    List<String> shown = new ArrayList<>();
    for (Field f : tooltip) {
      shown.add(f.meta().key());
    }
    if (b.label() != null) {
      shown.add(b.label());
    }
    return new MapFeatureText(format, field(table, b.label()), tooltip,
        fields(table, b.popup(), shown));
  }

  private static Field field(Table table, String key) {
    Column column = key == null ? null : table.column(key);
    FieldMeta meta = key == null ? null : table.field(key);
    if (column == null || meta == null) {
      return null;
    }
    String name = meta.displayName() != null && !meta.displayName().isEmpty()
        ? meta.displayName() : meta.key();
    return new Field(name, column, meta);
  }

  private static List<Field> fields(Table table, List<String> keys, List<String> except) {
    List<Field> out = new ArrayList<>();
    if (keys == null) {
      return out;
    }
    for (String key : keys) {
      Field f = except.contains(key) ? null : field(table, key);
      if (f != null) {
        out.add(f);
      }
    }
    return out;
  }

  boolean hasLabel() {
    return label != null;
  }

  /** The label of a view row, or null without a label binding or value. */
  String label(int row) {
    return label == null || row >= label.column().length() || label.column().isNull(row)
        ? null : value(label, row);
  }

  /** The accessible name: label and tooltip values; {@code fallback} when there are none. */
  String name(int row, String fallback) {
    StringBuilder b = new StringBuilder();
    if (label != null) {
      b.append(value(label, row));
    }
    for (Field f : tooltip) {
      b.append(b.length() == 0 ? "" : ", ").append(f.name()).append(": ").append(value(f, row));
    }
    return b.length() == 0 ? fallback : b.toString();
  }

  /** The tooltip text, or null when the layer binds none of label, tooltip and popup. */
  String tooltip(int row) {
    if (label == null && tooltip.isEmpty() && popup.isEmpty()) {
      return null;
    }
    StringBuilder b = new StringBuilder();
    if (label != null) {
      b.append(value(label, row));
    }
    for (Field f : tooltip) {
      line(b, f, row);
    }
    for (Field f : popup) {
      line(b, f, row);
    }
    return b.toString();
  }

  private void line(StringBuilder b, Field f, int row) {
    b.append(b.length() == 0 ? "" : "\n").append(f.name()).append(": ").append(value(f, row));
  }

  private String value(Field f, int row) {
    return format.cell(f.column(), f.meta().dataType(), row, f.meta().format());
  }
}
