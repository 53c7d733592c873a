package hyperpbi.render;

/**
 * Where the map's view sits on the Web Mercator world: the unit coordinates at the middle of the
 * box and the world size in pixels (256·2^zoom). {@link #of} fits the features' bounds into the
 * box with {@link #PADDING} on every side, keeping the aspect ratio; a given {@code center}
 * or {@code zoom} replaces the fitted one.
 *
 * @param centerX unit x at the middle of the box
 * @param centerY unit y at the middle of the box
 * @param scale world width in pixels
 */
public record MapFit(double width, double height, double centerX, double centerY,
    double scale) {
  /** The share of the box left free on each side of the fitted features. */
  public static final double PADDING = 0.08;
  /** The zoom range a specification's {@code zoom} is clamped to. */
  public static final double MIN_ZOOM = 0;
  public static final double MAX_ZOOM = 24;
  /**
   * The closest a fit zooms in (street level), and the zoom of a single point, whose bounds
   * have no extent to fit.
   */
  public static final double MAX_FIT_ZOOM = 18;
  public static final double POINT_ZOOM = 10;

  /**
   * The view of {@code bounds} in a {@code width × height} box.
   *
   * @param center {@code [longitude, latitude]} to centre on, or null to centre the bounds
   * @param zoom the zoom level to show, or NaN to fit the bounds
   */
  public static MapFit of(double width, double height, Bounds bounds, double[] center,
      double zoom) {
    double cx = 0.5;
    double cy = 0.5;
    double scale;
    if (bounds.isEmpty()) {
      scale = Math.max(1, Math.min(width, height)) * (1 - 2 * PADDING);
    } else {
      cx = (bounds.minX + bounds.maxX) / 2;
      cy = (bounds.minY + bounds.maxY) / 2;
      scale = fitScale(width, height, bounds);
    }
    if (center != null) {
      cx = WebMercator.x(center[0]);
      cy = WebMercator.y(center[1]);
    }
    if (zoom == zoom) {
      scale = WebMercator.worldSize(Math.max(MIN_ZOOM, Math.min(MAX_ZOOM, zoom)));
    }
    return new MapFit(width, height, cx, cy, scale);
  }

  private static double fitScale(double width, double height, Bounds b) {
    double dx = b.maxX - b.minX;
    double dy = b.maxY - b.minY;
    double usableX = Math.max(1, width * (1 - 2 * PADDING));
    double usableY = Math.max(1, height * (1 - 2 * PADDING));
    double limit = WebMercator.worldSize(MAX_FIT_ZOOM);
    if (dx <= 0 && dy <= 0) {
      return WebMercator.worldSize(POINT_ZOOM);
    }
    double sx = dx > 0 ? usableX / dx : Double.POSITIVE_INFINITY;
    double sy = dy > 0 ? usableY / dy : Double.POSITIVE_INFINITY;
    return Math.min(limit, Math.min(sx, sy));
  }

  /** The box x of a longitude. */
  public double x(double longitude) {
    return width / 2 + (WebMercator.x(longitude) - centerX) * scale;
  }

  /** The box y of a latitude (clamped to Web Mercator's range). */
  public double y(double latitude) {
    return height / 2 + (WebMercator.y(latitude) - centerY) * scale;
  }

  /** The zoom level of this view. */
  public double zoom() {
    return WebMercator.zoom(scale);
  }

  /** The unit-square bounds of the features to fit, grown one position at a time. */
  public static final class Bounds {
    private double minX = Double.POSITIVE_INFINITY;
    private double minY = Double.POSITIVE_INFINITY;
    private double maxX = Double.NEGATIVE_INFINITY;
    private double maxY = Double.NEGATIVE_INFINITY;

    public void add(double longitude, double latitude) {
      double x = WebMercator.x(longitude);
      double y = WebMercator.y(latitude);
      minX = Math.min(minX, x);
      maxX = Math.max(maxX, x);
      minY = Math.min(minY, y);
      maxY = Math.max(maxY, y);
    }

    public boolean isEmpty() {
      return minX > maxX;
    }
  }
}
