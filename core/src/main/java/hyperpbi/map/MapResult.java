package hyperpbi.map;

import hyperpbi.json.JsonOut;
import java.util.List;

/** Every normalized map layer: the base dataset's (when it has coordinates) then each layer's. */
public record MapResult(List<MapLayer> layers) {
  public static final MapResult EMPTY = new MapResult(List.of());

  public MapResult {
    layers = List.copyOf(layers);
  }

  /** The layer with this key ({@code powerbi} or {@code <componentId>/<layer>}), or null. */
  public MapLayer layer(String key) {
    for (MapLayer l : layers) {
      if (l.key().equals(key)) {
        return l;
      }
    }
    return null;
  }

  public void writeTo(JsonOut out) {
    out.beginObject();
    for (MapLayer l : layers) {
      out.key(l.key());
      l.writeTo(out);
    }
    out.endObject();
  }
}
