package hyperpbi.map;

import hyperpbi.data.Lineage;
import hyperpbi.dataset.DatasetResult;
import hyperpbi.json.JsonOut;
import java.util.Arrays;

/**
 * The features of one map layer (or of the base dataset), kept columnar: feature i is view row
 * {@code featureRows[i]} drawn as {@code geometries[i]}; keys and lineage stay in the view.
 *
 * @param key {@code <componentId>/<layerId or index>}, or {@code powerbi} for the base dataset
 * @param pointer JSON pointer of the layer, "" for the base dataset
 * @param dropped view rows that produced no feature
 * @param unavailable why the layer's view has no rows to draw (a failed or unknown dataset, a
 *     remote source without a response yet), else null; such a layer has no bindings or view
 */
public record MapLayer(String key, String pointer, String dataset, MapBindings bindings,
    DatasetResult view, int[] featureRows, MapGeometry[] geometries, int featureCount,
    int dropped, String unavailable) {

  /**
   * A layer whose view cannot be read: still reported (README, "a map layer is always
   * reported"), so a host shows it as empty with the reason instead of losing it.
   */
  static MapLayer unavailable(String key, String pointer, String dataset, String reason) {
    return new MapLayer(key, pointer, dataset, null, null, new int[0], new MapGeometry[0], 0, 0,
        reason);
  }

  public MapFeature feature(int i) {
    int row = featureRows[i];
    return new MapFeature(geometries[i], row, rowKey(row), lineage(row));
  }

  private String rowKey(int row) {
    String[] keys = view.rowKeys();
    return keys != null && row < keys.length ? keys[row] : null;
  }

  private int[] lineage(int row) {
    Lineage lineage = view.lineage();
    if (lineage == null || row >= lineage.rowCount()) {
      return new int[] {row};
    }
    return Arrays.copyOfRange(lineage.sourceRows(), lineage.start(row), lineage.end(row));
  }

  /**
   * {@code {"dataset","bindings","features","dropped"}}, plus {@code "unavailable"} (bindings
   * null, no features) for a layer without a view; one feature per line.
   */
  public void writeTo(JsonOut out) {
    out.beginObject();
    out.field("dataset", dataset);
    out.key("bindings");
    if (bindings == null) {
      out.nullValue();
    } else {
      bindings.writeTo(out);
    }
    out.key("features").beginArray();
    for (int i = 0; i < featureCount; i++) {
      int row = featureRows[i];
      out.beginInlineObject().key("geometry");
      geometries[i].writeTo(out);
      out.field("rowIndex", row).field("rowKey", rowKey(row)).key("lineage").beginInlineArray();
      for (int source : lineage(row)) {
        out.value(source);
      }
      out.endArray().endObject();
    }
    out.endArray();
    out.field("dropped", dropped);
    if (unavailable != null) {
      out.field("unavailable", unavailable);
    }
    out.endObject();
  }
}
