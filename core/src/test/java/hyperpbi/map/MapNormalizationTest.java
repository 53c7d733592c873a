package hyperpbi.map;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import hyperpbi.data.DataSource;
import hyperpbi.data.DataType;
import hyperpbi.data.FieldMeta;
import hyperpbi.data.Lineage;
import hyperpbi.data.SemanticType;
import hyperpbi.data.Table;
import hyperpbi.data.Workspace;
import hyperpbi.dataset.DatasetResult;
import hyperpbi.dataset.DatasetStats;
import hyperpbi.diagnostic.Diagnostic;
import hyperpbi.diagnostic.Diagnostics;
import hyperpbi.json.JsonOut;
import hyperpbi.specification.PreparedSpecification;
import hyperpbi.specification.Preparation;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class MapNormalizationTest {
  private final Diagnostics diagnostics = new Diagnostics();

  private MapResult base(DatasetResult view) {
    return MapNormalization.evaluate(view, null, Workspace.empty(), Map.of("powerbi", view),
        diagnostics);
  }

  private List<Diagnostic> codes(String code) {
    List<Diagnostic> found = new ArrayList<>();
    for (Diagnostic d : diagnostics.sorted()) {
      if (d.code().equals(code)) {
        found.add(d);
      }
    }
    return found;
  }

  private Diagnostic only(String code) {
    List<Diagnostic> found = codes(code);
    assertEquals(1, found.size(), () -> code + " in " + diagnostics.sorted());
    return found.get(0);
  }

  @Test
  void basePointsWithEveryCoordinateProblemCounted() {
    DatasetResult view = MapFixtures.table()
        .text("city", "Oslo", "Nowhere", "Half", "Empty", "Far", "Rome")
        .numbers("lat", 59.91, 95.0, null, null, 10.0, 41.9)
        .numbers("lon", 10.75, 10.0, 12.0, null, -181.0, 12.5)
        .view("powerbi");
    MapResult map = base(view);
    MapLayer layer = map.layer("powerbi");
    assertNotNull(layer);
    assertEquals(new MapBindings("lat", "lon", null, "city", null, null, null, null),
        layer.bindings());
    assertEquals(2, layer.featureCount());
    assertEquals(4, layer.dropped());
    MapFeature rome = layer.feature(1);
    assertEquals(5, rome.rowIndex());
    assertEquals("r5", rome.rowKey());
    assertArrayEquals(new int[] {5}, rome.lineage());
    assertEquals(12.5, rome.geometry().longitude(0));
    assertEquals(41.9, rome.geometry().latitude(0));

    Diagnostic range = codes(CoordinateDiagnostics.OUT_OF_RANGE).get(0);
    assertEquals("", range.path());
    assertEquals("dataset 'powerbi': latitude field 'lat' is outside -90..90 in 1 row "
        + "(e.g. r1); those rows are not drawn", range.message());
    assertEquals("dataset 'powerbi': longitude field 'lon' is outside -180..180 in 1 row "
        + "(e.g. r4); those rows are not drawn",
        codes(CoordinateDiagnostics.OUT_OF_RANGE).get(1).message());
    assertEquals("dataset 'powerbi': latitude field 'lat' is null in 1 row where longitude "
        + "'lon' has a value (e.g. r2); those rows are not drawn",
        only(CoordinateDiagnostics.INCOMPLETE).message());
    assertEquals("dataset 'powerbi': 4 of 6 rows have no valid point (latitude 'lat', "
        + "longitude 'lon') and are not drawn (e.g. r1, r2, r3)",
        only(CoordinateDiagnostics.ROWS_DROPPED).message());
    assertTrue(codes(CoordinateDiagnostics.NOT_NUMERIC).isEmpty());
  }

  @Test
  void textCoordinatesAreParsedAndNonNumbersCounted() {
    DatasetResult view = MapFixtures.table()
        .text("latitude", "48.85", "n/a", " 40.4 ", "n/a", "?", "x")
        .text("longitude", "2.35", "1", "-3.7", "2", "3", "4")
        .view("powerbi");
    MapLayer layer = base(view).layer("powerbi");
    assertEquals(2, layer.featureCount());
    assertEquals(-3.7, layer.feature(1).geometry().longitude(0));
    assertEquals("dataset 'powerbi': latitude field 'latitude' is not a number in 4 rows "
        + "(e.g. r1, r3, r4); those rows are not drawn",
        only(CoordinateDiagnostics.NOT_NUMERIC).message());
  }

  @Test
  void aggregatedCoordinatesAreReportedButStillDrawn() {
    DatasetResult view = MapFixtures.table()
        .numbers(MapFixtures.powerBi("geo_latitude", "Sum(Geo.Latitude)", "Geo", "Latitude",
            "sum", "latitude"), 52.0, null, 48.0)
        .numbers(MapFixtures.powerBi("geo_longitude", "Geo.Longitude", "Geo", "Longitude", null,
            "longitude"), 4.0, 5.0, 2.0)
        .view("powerbi");
    MapLayer layer = base(view).layer("powerbi");
    assertEquals(2, layer.featureCount());
    Diagnostic d = only(CoordinateDiagnostics.AGGREGATED);
    assertEquals("dataset 'powerbi': latitude field 'geo_latitude' (query Sum(Geo.Latitude)) is "
        + "aggregated by the query (sum) in 2 rows (e.g. r0, r2): aggregated coordinates are "
        + "meaningless; set the field to \"Don't summarize\" in Power BI", d.message());
  }

  @Test
  void queryNameAloneRevealsAnAggregation() {
    FieldMeta wrapped = MapFixtures.powerBi("lon", "Average(Geo.Lon)", "Geo", "Lon", null);
    assertEquals("average", QueryAggregation.of(wrapped));
    assertNull(QueryAggregation.of(MapFixtures.powerBi("lon", "Geo.Lon", "Geo", "Lon", null)));
    assertNull(QueryAggregation.of(MapFixtures.powerBi("lon", "Geo.Lon (2)", "Geo", "Lon", null)));
  }

  @Test
  void geometryRowsWinAndFallBackToThePair() {
    DatasetResult view = MapFixtures.table()
        .text("geometry",
            "{\"type\":\"Point\",\"coordinates\":[1,2]}",
            "{\"type\":\"LineString\",\"coordinates\":[[0,0],[1,1]]}",
            "{\"type\":\"Polygon\",\"coordinates\":[[[0,0],[1,0],[1,1],[0,0]]]}",
            "POLYGON ((0 0, 1 0, 1 1, 0 0))",
            null,
            "{\"type\":\"Point\",\"coordinates\":[1,2]}")
        .numbers("lat", 9.0, 9.0, 9.0, 9.0, 7.0, 9.0)
        .numbers("lon", 8.0, 8.0, 8.0, 8.0, 6.0, 8.0)
        .view("powerbi");
    MapLayer layer = base(view).layer("powerbi");
    assertEquals("geometry", layer.bindings().geometry());
    assertEquals(5, layer.featureCount());
    assertEquals(1, layer.dropped());
    assertEquals(GeometryType.POLYGON, layer.feature(2).geometry().type());
    assertEquals(6.0, layer.feature(3).geometry().longitude(0), "null geometry uses the pair");
    assertSame(layer.feature(0).geometry(), layer.feature(4).geometry(), "parsed once per text");
    assertEquals("dataset 'powerbi': geometry field 'geometry' holds invalid GeoJSON in 1 row "
        + "(e.g. r3: WKT is not supported, provide GeoJSON); those rows are not drawn",
        only(CoordinateDiagnostics.GEOMETRY_INVALID).message());
    assertEquals("dataset 'powerbi': 1 of 6 rows have no valid geometry ('geometry') or point "
        + "(latitude 'lat', longitude 'lon') and are not drawn (e.g. r3)",
        only(CoordinateDiagnostics.ROWS_DROPPED).message());
  }

  @Test
  void baseWithoutCoordinatesHasNoMapAndNoWarnings() {
    DatasetResult view = MapFixtures.table().text("city", "Oslo").numbers("lat", 1.0)
        .view("powerbi");
    MapResult map = base(view);
    assertTrue(map.layers().isEmpty());
    assertEquals(0, diagnostics.size());
  }

  @Test
  void aLoneRoleCoordinateIsAnIncompleteBinding() {
    DatasetResult view = MapFixtures.table()
        .numbers(MapFixtures.powerBi("geo_lat", "Geo.Lat", "Geo", "Lat", null, "latitude"), 1.0)
        .view("powerbi");
    MapLayer layer = base(view).layer("powerbi");
    assertEquals(1, layer.dropped());
    assertEquals("dataset 'powerbi': latitude is bound to 'geo_lat' but no longitude field was "
        + "bound or found; its 1 row cannot be drawn",
        only(CoordinateDiagnostics.BINDING_INCOMPLETE).message());
  }

  @Test
  void semanticTypesOnlyForValidCoordinateFields() {
    FieldMeta staleLatitude = FieldMeta.uploaded("north", "north", "north", DataType.NUMBER)
        .withSemanticType(SemanticType.LATITUDE);
    Table t = MapFixtures.table()
        .numbers("lat", 1.0, null, -90.0)
        .numbers("lng", 200.0, 1.0, 2.0)
        .numbers(staleLatitude, 91.0, 0.0, 0.0)
        .text("geojson", "{\"type\":\"Point\",\"coordinates\":[1,2]}", null,
            "{\"type\":\"Point\",\"coordinates\":[3,4]}")
        .numbers("amount", 1.0, 2.0, 3.0)
        .build();
    DataSource source = new DataSource("s", t, new String[] {"a", "b", "c"}, null, List.of());
    Table typed = MapNormalization.withCoordinateTypes(source).table();
    assertEquals(SemanticType.LATITUDE, typed.field("lat").type());
    assertEquals(SemanticType.MEASURE, typed.field("lng").type(), "200 is out of range");
    assertEquals(SemanticType.MEASURE, typed.field("north").type(), "91 is out of range");
    assertEquals(SemanticType.GEOMETRY, typed.field("geojson").type());
    assertEquals(SemanticType.MEASURE, typed.field("amount").type());

    DataSource plain = new DataSource("s", MapFixtures.table().numbers("amount", 1.0).build(),
        new String[] {"a"}, null, List.of());
    assertSame(plain, MapNormalization.withCoordinateTypes(plain));
  }

  private MapResult layers(String spec, Map<String, DatasetResult> datasets) {
    DatasetResult base = datasets.get("powerbi");
    PreparedSpecification prepared =
        Preparation.prepare(spec, base.table().fields(), diagnostics);
    assertNotNull(prepared, () -> diagnostics.sorted().toString());
    return MapNormalization.evaluate(base, prepared, Workspace.empty(), datasets, diagnostics);
  }

  @Test
  void layerBindingsResolveAliasesAndExplicitBindingsWin() {
    FieldMeta north = FieldMeta.uploaded("north_deg", "northDeg", "North", DataType.NUMBER);
    DatasetResult base = MapFixtures.table()
        .numbers(north, 1.0, 2.0)
        .numbers("east", 3.0, 4.0)
        .numbers("lat", 50.0, 60.0)
        .numbers("lon", 5.0, 6.0)
        .text("name", "a", "b")
        .text("tint", "red", "blue")
        .view("powerbi");
    String spec = "{\"version\":\"2.0\",\"components\":[{\"type\":\"map\",\"id\":\"m\","
        + "\"layers\":[{\"id\":\"explicit\",\"latitude\":\"northDeg\",\"longitude\":\"east\","
        + "\"label\":\"name\",\"color\":\"tint\",\"popup\":[\"name\",{\"field\":\"tint\"}]},"
        + "{\"tooltip\":[\"name\"]}]}]}";
    MapResult map = layers(spec, Map.of("powerbi", base));
    List<String> keys = new ArrayList<>();
    map.layers().forEach(l -> keys.add(l.key()));
    assertEquals(List.of("powerbi", "m/explicit", "m/1"), keys);
    MapLayer explicit = map.layer("m/explicit");
    assertEquals("/components/0/layers/0", explicit.pointer());
    assertEquals(new MapBindings("north_deg", "east", null, null, "name", List.of("name", "tint"),
        null, "tint"), explicit.bindings());
    assertEquals(3.0, explicit.feature(0).geometry().longitude(0));
    MapLayer detected = map.layer("m/1");
    assertEquals(new MapBindings("lat", "lon", null, null, null, null, List.of("name"), null),
        detected.bindings());
    assertEquals(0, diagnostics.size(), () -> diagnostics.sorted().toString());
  }

  @Test
  void layersWithoutAViewAreReportedEmptyMalformedOnesSkippedFindingsNotRepeated() {
    DatasetResult base = MapFixtures.table().text("city", "Oslo", "Rome").view("powerbi");
    String spec = "{\"version\":\"2.0\",\"components\":[{\"type\":\"map\",\"id\":\"m\","
        + "\"layers\":[{\"latitude\":\"latt\"},{\"dataset\":\"nope\"},{},\"bad\","
        + "{\"dataset\":7}]}]}";
    Diagnostics before = new Diagnostics();
    PreparedSpecification prepared = Preparation.prepare(spec, base.table().fields(), before);
    MapResult map = MapNormalization.evaluate(base, prepared, Workspace.empty(),
        Map.of("powerbi", base), diagnostics);
    List<String> keys = new ArrayList<>();
    map.layers().forEach(l -> keys.add(l.key()));
    assertEquals(List.of("m/0", "m/1", "m/2", "m/4"), keys);
    assertEquals("dataset 'nope' is not available (unknown or failed; see its diagnostic)",
        map.layer("m/1").unavailable());
    assertEquals(0, map.layer("m/1").featureCount());
    assertEquals("the layer's dataset is not a dataset name", map.layer("m/4").unavailable());
    assertNull(map.layer("m/0").unavailable());
    assertTrue(codes("UNKNOWN_FIELD").isEmpty());
    assertTrue(codes("UNKNOWN_DATASET").isEmpty());
    List<Diagnostic> missing = codes(CoordinateDiagnostics.BINDINGS_MISSING);
    assertEquals(2, missing.size());
    assertEquals("/components/0/layers/2", missing.get(1).path());
    assertEquals("dataset 'powerbi': no latitude/longitude pair or geometry field was bound or "
        + "found (address field 'city' is not geocoded: the engine works offline); its 2 rows "
        + "cannot be drawn", missing.get(1).message());
    assertEquals(2, map.layer("m/2").dropped());
  }

  @Test
  void aMisspeltBindingIsNeverReplacedByDetection() {
    DatasetResult base = MapFixtures.table().numbers("lat", 1.0).numbers("lon", 2.0)
        .view("powerbi");
    String spec = "{\"version\":\"2.0\",\"components\":[{\"type\":\"map\",\"id\":\"m\","
        + "\"layers\":[{\"latitude\":\"lattitude\"}]}]}";
    MapLayer layer = layers(spec, Map.of("powerbi", base)).layer("m/0");
    assertEquals(new MapBindings(null, "lon", null, null, null, null, null, null),
        layer.bindings());
    assertEquals("/components/0/layers/0", only(CoordinateDiagnostics.BINDING_INCOMPLETE).path());
  }

  @Test
  void groupedLayerFeaturesCarryEveryContributingSourceRow() {
    DatasetResult base = MapFixtures.table()
        .text("city", "Oslo", "Rome", "Oslo")
        .numbers("amount", 1.0, 2.0, 3.0)
        .view("powerbi");
    Table grouped = MapFixtures.table()
        .text("city", "Oslo", "Rome")
        .numbers("lat", 59.9, 41.9)
        .numbers("lon", 10.7, 12.5)
        .build();
    DatasetResult byCity = new DatasetResult("byCity", grouped, new String[] {"k0|k2", "k1"},
        new Lineage(new int[] {0, 2, 3}, new int[] {0, 2, 1}), new DatasetStats(false, 3, 2, 0, 3),
        List.of());
    Map<String, DatasetResult> datasets = new LinkedHashMap<>();
    datasets.put("powerbi", base);
    datasets.put("byCity", byCity);
    String spec = "{\"version\":\"2.0\",\"components\":[{\"type\":\"map\",\"id\":\"m\","
        + "\"dataset\":\"byCity\",\"layers\":[{\"id\":\"cities\"}]}]}";
    MapLayer layer = layers(spec, datasets).layer("m/cities");
    assertEquals("byCity", layer.dataset());
    assertArrayEquals(new int[] {0, 2}, layer.feature(0).lineage());
    assertEquals("k0|k2", layer.feature(0).rowKey());
    JsonOut out = new JsonOut(false);
    layer.writeTo(out);
    assertEquals("{\"dataset\":\"byCity\",\"bindings\":{\"latitude\":\"lat\",\"longitude\":"
        + "\"lon\",\"geometry\":null,\"address\":\"city\",\"label\":null,\"popup\":null,"
        + "\"tooltip\":null,\"color\":null},\"features\":[{\"geometry\":{\"type\":\"Point\","
        + "\"coordinates\":[10.7,59.9]},\"rowIndex\":0,\"rowKey\":\"k0|k2\",\"lineage\":[0,2]},"
        + "{\"geometry\":{\"type\":\"Point\",\"coordinates\":[12.5,41.9]},\"rowIndex\":1,"
        + "\"rowKey\":\"k1\",\"lineage\":[1]}],\"dropped\":0}", out.toString());
  }

  @Test
  void aMillionPointsInOnePass() {
    int n = 1_000_000;
    Double[] lat = new Double[n];
    Double[] lon = new Double[n];
    for (int i = 0; i < n; i++) {
      lat[i] = i % 100 == 0 ? 100.0 : (i % 180) - 89.5;
      lon[i] = (i % 360) - 179.5;
    }
    DatasetResult view = MapFixtures.table().numbers("lat", lat).numbers("lon", lon)
        .view("powerbi");
    MapLayer layer = base(view).layer("powerbi");
    assertEquals(990_000, layer.featureCount());
    assertEquals(10_000, layer.dropped());
    assertTrue(only(CoordinateDiagnostics.OUT_OF_RANGE).message()
        .contains("in 10000 rows (e.g. r0, r100, r200)"));
  }
}
