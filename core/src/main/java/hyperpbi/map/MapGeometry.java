package hyperpbi.map;

import hyperpbi.json.JsonOut;

/**
 * A validated feature geometry, flattened: {@code positions} holds lon/lat pairs; positions are
 * cut into parts (line strings, rings) by {@code partEnds} (exclusive position counts), and parts
 * into polygons by {@code polygonEnds} (exclusive part counts, MultiPolygon only). Fixed nesting
 * keeps writing free of recursion.
 */
public record MapGeometry(GeometryType type, double[] positions, int[] partEnds,
    int[] polygonEnds) {

  private static final int[] NONE = new int[0];

  public static MapGeometry point(double longitude, double latitude) {
    return new MapGeometry(GeometryType.POINT, new double[] {longitude, latitude}, NONE, NONE);
  }

  public int positionCount() {
    return positions.length / 2;
  }

  public double longitude(int position) {
    return positions[position * 2];
  }

  public double latitude(int position) {
    return positions[position * 2 + 1];
  }

  /** {@code {"type": ..., "coordinates": ...}} with positions as {@code [lon, lat]}. */
  public void writeTo(JsonOut out) {
    out.beginInlineObject().field("type", type.json()).key("coordinates");
    switch (type) {
      case POINT -> position(out, 0);
      case MULTI_POINT, LINE_STRING -> positions(out, 0, positionCount());
      case MULTI_LINE_STRING, POLYGON -> parts(out, 0, partEnds.length);
      case MULTI_POLYGON -> {
        out.beginInlineArray();
        int part = 0;
        for (int end : polygonEnds) {
          parts(out, part, end);
          part = end;
        }
        out.endArray();
      }
      default -> out.nullValue();
    }
    out.endObject();
  }

  private void parts(JsonOut out, int fromPart, int toPart) {
    out.beginInlineArray();
    for (int p = fromPart; p < toPart; p++) {
      positions(out, p == 0 ? 0 : partEnds[p - 1], partEnds[p]);
    }
    out.endArray();
  }

  private void positions(JsonOut out, int from, int to) {
    out.beginInlineArray();
    for (int i = from; i < to; i++) {
      position(out, i);
    }
    out.endArray();
  }

  private void position(JsonOut out, int i) {
    out.beginInlineArray().value(longitude(i)).value(latitude(i)).endArray();
  }
}
