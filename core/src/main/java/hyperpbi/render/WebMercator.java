package hyperpbi.render;

/**
 * The Web Mercator projection (EPSG:3857, the one web map tiles use) onto the unit square: x
 * runs 0..1 from longitude −180 to 180, y runs 0..1 from the north edge to the south edge. At
 * zoom level z the world is {@code 256 · 2^z} pixels wide, so a unit coordinate times
 * {@link #worldSize} is a pixel coordinate of that zoom.
 */
public final class WebMercator {
  /** The latitude at which the projected world is square: Web Mercator's poles. */
  public static final double MAX_LATITUDE = 85.0511287798066;
  /** Tile size in pixels at zoom 0. */
  public static final double TILE = 256;

  private WebMercator() {}

  /** The unit x of a longitude. */
  public static double x(double longitude) {
    return (longitude + 180) / 360;
  }

  /** The unit y of a latitude, clamped to ±{@link #MAX_LATITUDE}. */
  public static double y(double latitude) {
    double lat = Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, latitude));
    // ln(tan(π/4 + φ/2)) = ln((1 + sin φ) / (1 − sin φ)) / 2: sin and log only, the functions
    // every runtime computes alike (tan is not among those checked).
    double sin = Math.sin(lat * Math.PI / 180);
    return 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI);
  }

  /** The longitude of a unit x (the inverse of {@link #x}). */
  public static double longitude(double x) {
    return x * 360 - 180;
  }

  /** The latitude of a unit y (the inverse of {@link #y}). */
  public static double latitude(double y) {
    double a = Math.PI * (1 - 2 * y);
    // sinh through exp: exp is one of the functions every runtime computes alike.
    return Math.atan((Math.exp(a) - Math.exp(-a)) / 2) * 180 / Math.PI;
  }

  /** The world width in pixels at a zoom level. */
  public static double worldSize(double zoom) {
    // Whole levels by doubling (exact on every runtime; TeaVM's pow is not), the fraction by exp.
    int whole = (int) Math.floor(zoom);
    double size = TILE;
    for (int i = 0; i < whole; i++) {
      size *= 2;
    }
    for (int i = 0; i > whole; i--) {
      size /= 2;
    }
    double fraction = zoom - whole;
    return fraction == 0 ? size : size * Math.exp(fraction * Math.log(2));
  }

  /** The zoom level whose world is {@code pixels} wide. */
  public static double zoom(double pixels) {
    return Math.log(pixels / TILE) / Math.log(2);
  }
}
