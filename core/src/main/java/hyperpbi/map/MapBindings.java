package hyperpbi.map;

import hyperpbi.json.JsonOut;
import java.util.List;

/**
 * The normalized bindings of one map layer (or of the base dataset): canonical field keys of its
 * view, null when unbound; {@code popup} and {@code tooltip} are field lists. Coordinates come
 * from {@code geometry} (GeoJSON text) per row when bound and non-null, otherwise from the
 * {@code latitude}/{@code longitude} pair.
 */
public record MapBindings(String latitude, String longitude, String geometry, String address,
    String label, List<String> popup, List<String> tooltip, String color) {

  public MapBindings {
    popup = popup == null ? null : List.copyOf(popup);
    tooltip = tooltip == null ? null : List.copyOf(tooltip);
  }

  /** Bindings found by detection alone (the base dataset). */
  public static MapBindings detected(FieldDetection detection) {
    return new MapBindings(detection.best(BindingRole.LATITUDE),
        detection.best(BindingRole.LONGITUDE), detection.best(BindingRole.GEOMETRY),
        detection.best(BindingRole.ADDRESS), null, null, null, null);
  }

  public boolean hasCoordinateField() {
    return latitude != null || longitude != null || geometry != null;
  }

  /**
   * {@code {"latitude","longitude","geometry","address","label","popup","tooltip","color"}} on
   * one line, null when unbound.
   */
  public void writeTo(JsonOut out) {
    out.beginInlineObject()
        .field("latitude", latitude)
        .field("longitude", longitude)
        .field("geometry", geometry)
        .field("address", address)
        .field("label", label);
    list(out, "popup", popup);
    list(out, "tooltip", tooltip);
    out.field("color", color).endObject();
  }

  private static void list(JsonOut out, String name, List<String> keys) {
    out.key(name);
    if (keys == null) {
      out.nullValue();
      return;
    }
    out.beginInlineArray();
    for (String k : keys) {
      out.value(k);
    }
    out.endArray();
  }
}
