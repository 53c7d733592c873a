package hyperpbi.map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import hyperpbi.json.JsonOut;
import org.junit.jupiter.api.Test;

class GeoJsonReaderTest {

  private static String canonical(String text) {
    GeometryParse p = GeoJsonReader.read(text);
    assertTrue(p.isValid(), () -> text + " should be valid: " + p.error());
    JsonOut out = new JsonOut(false);
    p.geometry().writeTo(out);
    return out.toString();
  }

  private static String error(String text) {
    GeometryParse p = GeoJsonReader.read(text);
    assertNull(p.geometry(), text + " should be invalid");
    return p.error();
  }

  @Test
  void everyGeometryTypeRoundTripsCanonically() {
    assertEquals("{\"type\":\"Point\",\"coordinates\":[4.9,52.37]}",
        canonical(" {\"type\":\"Point\",\"coordinates\":[4.90,52.370]} "));
    assertEquals("{\"type\":\"MultiPoint\",\"coordinates\":[[1,2],[3,4]]}",
        canonical("{\"type\":\"MultiPoint\",\"coordinates\":[[1,2],[3,4]]}"));
    assertEquals("{\"type\":\"LineString\",\"coordinates\":[[0,0],[1,1],[2,0]]}",
        canonical("{\"type\":\"LineString\",\"coordinates\":[[0,0],[1,1],[2,0]]}"));
    assertEquals("{\"type\":\"MultiLineString\",\"coordinates\":[[[0,0],[1,1]],[[5,5],[6,6]]]}",
        canonical("{\"type\":\"MultiLineString\",\"coordinates\":[[[0,0],[1,1]],[[5,5],[6,6]]]}"));
    String polygon = "{\"type\":\"Polygon\",\"coordinates\":[[[0,0],[10,0],[10,10],[0,0]],"
        + "[[1,1],[2,1],[2,2],[1,1]]]}";
    assertEquals(polygon, canonical(polygon));
    String multi = "{\"type\":\"MultiPolygon\",\"coordinates\":[[[[0,0],[1,0],[1,1],[0,0]]],"
        + "[[[5,5],[6,5],[6,6],[5,5]],[[5.1,5.1],[5.2,5.1],[5.2,5.2],[5.1,5.1]]]]}";
    assertEquals(multi, canonical(multi));
  }

  @Test
  void featureWrapperAltitudeAndExtraMembersAreAccepted() {
    assertEquals("{\"type\":\"Point\",\"coordinates\":[-180,-90]}", canonical(
        "{\"type\":\"Feature\",\"properties\":{\"a\":1},\"geometry\":"
            + "{\"type\":\"Point\",\"bbox\":[],\"coordinates\":[-180,-90,12.5]}}"));
  }

  @Test
  void invalidTextSaysWhy() {
    assertEquals("not valid JSON", error("{\"type\":\"Point\",\"coordinates\":[1,2]"));
    assertEquals("WKT is not supported, provide GeoJSON", error("POINT (30 10)"));
    assertEquals("not a GeoJSON object", error("[1,2]"));
    assertEquals("empty geometry text", error("   "));
    assertEquals("unknown geometry type 'Circle'",
        error("{\"type\":\"Circle\",\"coordinates\":[1,2]}"));
    assertEquals("GeometryCollection is not supported, use one geometry per row",
        error("{\"type\":\"GeometryCollection\",\"geometries\":[]}"));
    assertEquals("GeoJSON needs a string type", error("{\"coordinates\":[1,2]}"));
    assertEquals("Point needs a coordinates array", error("{\"type\":\"Point\"}"));
    assertEquals("Feature has no geometry object",
        error("{\"type\":\"Feature\",\"geometry\":null}"));
    assertEquals("Point: latitude 91 is outside -90..90",
        error("{\"type\":\"Point\",\"coordinates\":[0,91]}"));
    assertEquals("Point: longitude -180.5 is outside -180..180",
        error("{\"type\":\"Point\",\"coordinates\":[-180.5,0]}"));
    assertEquals("Point: position [\"1\",2] holds a value that is not a finite number",
        error("{\"type\":\"Point\",\"coordinates\":[\"1\",2]}"));
    assertEquals("Point: position [1e999,2] holds a value that is not a finite number",
        error("{\"type\":\"Point\",\"coordinates\":[1e999,2]}"));
    assertEquals("Point: a position must be [longitude, latitude] or [longitude, latitude, "
        + "altitude]", error("{\"type\":\"Point\",\"coordinates\":[1]}"));
    assertEquals("LineString: a LineString needs at least 2 positions",
        error("{\"type\":\"LineString\",\"coordinates\":[[1,2]]}"));
    assertEquals("MultiPoint: a MultiPoint needs at least 1 position",
        error("{\"type\":\"MultiPoint\",\"coordinates\":[]}"));
    assertEquals("Polygon: ring 0 is not closed (first and last positions differ)",
        error("{\"type\":\"Polygon\",\"coordinates\":[[[0,0],[1,0],[1,1],[0,1]]]}"));
    assertEquals("Polygon: a ring needs at least 4 positions",
        error("{\"type\":\"Polygon\",\"coordinates\":[[[0,0],[1,0],[0,0]]]}"));
    assertEquals("Polygon: a polygon needs at least one ring",
        error("{\"type\":\"Polygon\",\"coordinates\":[]}"));
    assertEquals("MultiPolygon: has no polygons",
        error("{\"type\":\"MultiPolygon\",\"coordinates\":[]}"));
    assertEquals("MultiLineString: has no line strings",
        error("{\"type\":\"MultiLineString\",\"coordinates\":[]}"));
  }

  @Test
  void hostileNestingIsRejectedBeforeParsing() {
    String deep = "{\"type\":\"Point\",\"coordinates\":" + "[".repeat(100_000)
        + "]".repeat(100_000) + "}";
    assertEquals("GeoJSON is nested too deeply", error(deep));
    assertEquals(6, hyperpbi.json.JsonDepth.of("{\"a\":\"[[[[[[[[\",\"b\":[[[[{}]]]]}"));
  }
}
