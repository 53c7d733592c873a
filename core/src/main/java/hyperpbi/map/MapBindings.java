package hyperpbi.map;

import hyperpbi.json.JsonOut;

/**
 * The normalized bindings of one map layer (or of the base dataset): canonical field keys of its
 * view, null when unbound. Coordinates come from {@code geometry} (GeoJSON text) per row when
 * bound and non-null, otherwise from the {@code latitude}/{@code longitude} pair.
 */
public record MapBindings(String latitude, String longitude, String geometry, String address,
    String label, String popup, String tooltip, String color) {

  /** Layer properties that bind fields, in output order. */
  public static final String[] PROPERTIES = {"latitude", "longitude", "geometry", "address",
      "label", "popup", "tooltip", "color"};

  /** Bindings found by detection alone (the base dataset). */
  public static MapBindings detected(FieldDetection detection) {
    return new MapBindings(detection.best(BindingRole.LATITUDE),
        detection.best(BindingRole.LONGITUDE), detection.best(BindingRole.GEOMETRY),
        detection.best(BindingRole.ADDRESS), null, null, null, null);
  }

  public boolean hasCoordinateField() {
    return latitude != null || longitude != null || geometry != null;
  }

  public boolean hasPair() {
    return latitude != null && longitude != null;
  }

  /** The binding of a property in {@link #PROPERTIES}. */
  public String get(String property) {
    return switch (property) {
      case "latitude" -> latitude;
      case "longitude" -> longitude;
      case "geometry" -> geometry;
      case "address" -> address;
      case "label" -> label;
      case "popup" -> popup;
      case "tooltip" -> tooltip;
      case "color" -> color;
      default -> null;
    };
  }

  /** Every property in fixed order, null when unbound, on one line. */
  public void writeTo(JsonOut out) {
    out.beginInlineObject();
    for (String p : PROPERTIES) {
      out.field(p, get(p));
    }
    out.endObject();
  }
}
