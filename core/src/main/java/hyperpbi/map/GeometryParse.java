package hyperpbi.map;

/** The outcome of reading one geometry text: a geometry, or the reason it is invalid. */
public record GeometryParse(MapGeometry geometry, String error) {

  static GeometryParse ok(MapGeometry geometry) {
    return new GeometryParse(geometry, null);
  }

  static GeometryParse invalid(String reason) {
    return new GeometryParse(null, reason);
  }

  public boolean isValid() {
    return geometry != null;
  }
}
