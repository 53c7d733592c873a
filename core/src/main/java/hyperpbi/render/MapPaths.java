package hyperpbi.render;

import hyperpbi.map.GeometryType;
import hyperpbi.map.MapGeometry;

/**
 * SVG path data of projected geometries: one {@code d} per geometry, every part (line string,
 * ring) a subpath of M/L commands, rings closed with Z (their repeated last position left out),
 * the points of a MultiPoint as circles drawn with two arcs.
 */
final class MapPaths {
  private MapPaths() {}

  static boolean isPoint(GeometryType type) {
    return type == GeometryType.POINT || type == GeometryType.MULTI_POINT;
  }

  static boolean isArea(GeometryType type) {
    return type == GeometryType.POLYGON || type == GeometryType.MULTI_POLYGON;
  }

  /** The path of a line or area geometry. */
  static String path(MapGeometry g, MapFit fit) {
    StringBuilder d = new StringBuilder(g.positionCount() * 14);
    boolean closed = isArea(g.type());
    int[] ends = g.partEnds();
    int start = 0;
    for (int p = 0; p < ends.length; p++) {
      int end = ends[p];
      // A ring repeats its first position last: Z closes it instead.
      int last = closed ? end - 1 : end;
      for (int i = start; i < last; i++) {
        d.append(i == start ? 'M' : 'L');
        SvgCoordinate.append(d, fit.x(g.longitude(i)));
        d.append(' ');
        SvgCoordinate.append(d, fit.y(g.latitude(i)));
      }
      if (closed) {
        d.append('Z');
      }
      start = end;
    }
    return d.toString();
  }

  /** The path of a MultiPoint: a circle of radius {@code r} around each position. */
  static String circles(MapGeometry g, MapFit fit, double r) {
    StringBuilder d = new StringBuilder(g.positionCount() * 48);
    String radius = SvgCoordinate.text(r);
    String arc = "a" + radius + " " + radius + " 0 1 0 ";
    String across = SvgCoordinate.text(2 * r);
    for (int i = 0; i < g.positionCount(); i++) {
      double x = fit.x(g.longitude(i));
      double y = fit.y(g.latitude(i));
      d.append('M');
      SvgCoordinate.append(d, x - r);
      d.append(' ');
      SvgCoordinate.append(d, y);
      d.append(arc).append(across).append(" 0").append(arc).append('-').append(across)
          .append(" 0Z");
    }
    return d.toString();
  }

  /**
   * Where a label goes, {@code [x, y]} in the box: the first position of a point, else the mean
   * of the largest part's positions (a ring's repeated last one left out) — cheap, and inside
   * the shapes labels are usually put on.
   */
  static double[] anchor(MapGeometry g, MapFit fit) {
    int[] ends = g.partEnds();
    int from = 0;
    int to = g.positionCount();
    if (!isPoint(g.type()) && ends.length > 0) {
      int best = -1;
      int start = 0;
      for (int end : ends) {
        if (end - start > best) {
          best = end - start;
          from = start;
          to = end;
        }
        start = end;
      }
      if (isArea(g.type()) && to - from > 1) {
        to--;
      }
    } else {
      to = Math.min(to, 1);
    }
    double x = 0;
    double y = 0;
    for (int i = from; i < to; i++) {
      x += fit.x(g.longitude(i));
      y += fit.y(g.latitude(i));
    }
    int n = Math.max(1, to - from);
    return new double[] {x / n, y / n};
  }
}
