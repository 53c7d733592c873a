package hyperpbi.map;

/** The GeoJSON geometry types a map feature can have. */
public enum GeometryType {
  POINT("Point"),
  MULTI_POINT("MultiPoint"),
  LINE_STRING("LineString"),
  MULTI_LINE_STRING("MultiLineString"),
  POLYGON("Polygon"),
  MULTI_POLYGON("MultiPolygon");

  private final String json;

  GeometryType(String json) {
    this.json = json;
  }

  public String json() {
    return json;
  }

  public static GeometryType fromJson(String name) {
    for (GeometryType t : values()) {
      if (t.json.equals(name)) {
        return t;
      }
    }
    return null;
  }
}
