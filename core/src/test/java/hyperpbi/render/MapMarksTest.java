package hyperpbi.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.eclipsesource.json.Json;
import com.eclipsesource.json.JsonArray;
import com.eclipsesource.json.JsonObject;
import hyperpbi.diagnostic.Diagnostics;
import hyperpbi.engine.EngineRequest;
import hyperpbi.engine.Evaluation;
import hyperpbi.engine.LiveDashboard;
import hyperpbi.engine.Session;
import hyperpbi.expression.EvaluationContext;
import hyperpbi.interaction.Dashboard;
import hyperpbi.map.MapResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The map component's SVG body over real evaluations: marks, projection, state, refusals. */
class MapMarksTest {
  private static final String CITIES = "city,lat,lon,sales,kind\n"
      + "Amsterdam,52.37,4.9,100,port\nUtrecht,52.09,5.12,25,inland\n"
      + "Rotterdam,51.92,4.48,0,port\n";

  /** A loaded dashboard and the map step's result of the same data. */
  private record Loaded(LiveDashboard live, MapResult map, Diagnostics diagnostics) {
    Dashboard dashboard() {
      return live.dashboard();
    }

    Node render(String mapId, double w, double h, Theme theme) {
      RenderContext ctx = new RenderContext(dashboard().model(), dashboard().state(),
          new RenderOptions(w, h, theme, "en-US"), ValueFormat.of("en-US"), map, ViewState.EMPTY);
      return MapMarks.body(ctx, dashboard().model().components().get(mapId), new Box(w, h));
    }

    Node render(String mapId) {
      return render(mapId, 400, 300, Theme.light());
    }
  }

  private static Loaded load(String spec, String csv) {
    JsonObject source = new JsonObject().add("name", "data").add("format", "csv").add("text", csv);
    String json = new JsonObject().add("mode", "simulate").add("spec", spec)
        .add("sources", new JsonArray().add(source)).toString();
    EngineRequest request = EngineRequest.parse(json);
    Session session = Session.load(request);
    Diagnostics diagnostics = new Diagnostics();
    Evaluation evaluation = session.evaluate(request.specText(),
        new EvaluationContext(0, "UTC", Map.of(), (code, message) -> { }), diagnostics);
    LiveDashboard live = LiveDashboard.load(session, request);
    assertNotNull(live.dashboard(), live.loadDocument());
    return new Loaded(live, evaluation.map(), diagnostics);
  }

  private static String map(String layers) {
    return "{\"version\": \"2.0\", \"components\": [{\"type\": \"map\", \"id\": \"m\", "
        + "\"layers\": [" + layers + "]}]}";
  }

  private static String mapWith(String members, String layers) {
    return "{\"version\": \"2.0\", \"components\": [{\"type\": \"map\", \"id\": \"m\", "
        + members + ", \"layers\": [" + layers + "]}]}";
  }

  // ---- tree helpers ----

  private static List<Node> all(Node root, String tag) {
    List<Node> out = new ArrayList<>();
    collect(root, tag, out);
    return out;
  }

  private static void collect(Node n, String tag, List<Node> out) {
    if (n.tag().equals(tag)) {
      out.add(n);
    }
    for (Node c : n.children()) {
      collect(c, tag, out);
    }
  }

  /** Every element carrying {@code data-row}, in document order. */
  private static List<Node> features(Node root) {
    List<Node> out = new ArrayList<>();
    for (String tag : List.of("circle", "path")) {
      for (Node n : all(root, tag)) {
        if (n.attr("data-row") != null) {
          out.add(n);
        }
      }
    }
    out.sort((a, b) -> Integer.compare(Integer.parseInt(a.attr("data-row")),
        Integer.parseInt(b.attr("data-row"))));
    return out;
  }

  private static Node withAttr(Node root, String tag, String name, String value) {
    for (Node n : all(root, tag)) {
      if (value.equals(n.attr(name))) {
        return n;
      }
    }
    return null;
  }

  private static String title(Node n) {
    for (Node c : n.children()) {
      if (c.tag().equals("title")) {
        return c.text();
      }
    }
    return null;
  }

  // ---- tests ----

  @Test
  void pointLayerDrawsOneCircleWithItsRowPerFeature() {
    Loaded l = load(map("{\"id\": \"pts\", \"latitude\": \"lat\", \"longitude\": \"lon\", "
        + "\"label\": \"city\", \"tooltip\": [\"sales\"], \"popup\": [\"kind\", \"sales\"]}"),
        CITIES);
    Node svg = l.render("m");
    assertEquals("svg", svg.tag());
    assertEquals("0 0 400 300", svg.attr("viewBox"));
    assertEquals("img", svg.attr("role"));
    assertEquals("Map: 3 features in 1 layer", svg.attr("aria-label"));
    assertEquals("Map: 3 features in 1 layer", svg.children().get(0).text());
    assertEquals("rect", svg.children().get(1).tag());
    assertEquals(Theme.light().surface(), svg.children().get(1).attr("fill"));

    Node layer = withAttr(svg, "g", "data-layer", "pts");
    assertNotNull(layer);
    assertEquals("layer:pts", layer.key());
    List<Node> circles = all(layer, "circle");
    assertEquals(3, circles.size());
    String[] keys = l.map().layer("m/pts").view().rowKeys();
    for (int i = 0; i < 3; i++) {
      Node c = circles.get(i);
      assertEquals(Integer.toString(i), c.attr("data-row"));
      assertEquals("pts", c.attr("data-layer"));
      assertEquals(keys[i], c.key());
      assertEquals("0", c.attr("tabindex"));
      assertEquals("5", c.attr("r"), "the default radius");
      assertEquals(Theme.light().series(0), c.attr("fill"));
      assertNull(c.attr("data-highlighted"));
    }
    // Values are the locale's format of the cell (ValueFormat), whatever it writes for 100.
    hyperpbi.data.Table table = l.map().layer("m/pts").view().table();
    String sales = ValueFormat.of("en-US").cell(table.column("sales"),
        table.field("sales").dataType(), 0, table.field("sales").format());
    assertEquals("Amsterdam, sales: " + sales, circles.get(0).attr("aria-label"));
    assertEquals("Amsterdam\nsales: " + sales + "\nkind: port", title(circles.get(0)),
        "label, tooltip fields, then popup fields the tooltip does not show");
    assertEquals("graphics-symbol", circles.get(0).attr("role"),
        "a layer without interaction is not a button");

    List<Node> labels = all(layer, "text");
    assertEquals(3, labels.size());
    assertEquals("Amsterdam", labels.get(0).text());
    assertEquals("none", labels.get(0).attr("pointer-events"));
    assertEquals(Theme.light().foreground(), labels.get(0).attr("fill"));
    assertNull(labels.get(0).attr("data-row"));
    // Amsterdam is the northernmost: the smallest y.
    double yA = Double.parseDouble(circles.get(0).attr("cy"));
    double yR = Double.parseDouble(circles.get(2).attr("cy"));
    assertTrue(yA < yR);
  }

  @Test
  void geometryLayerDrawsPathsOnePerGeometry() {
    String csv = "name,shape\n"
        + "Park,\"{\"\"type\"\":\"\"Polygon\"\",\"\"coordinates\"\":[[[4.8,52.3],[4.9,52.3],"
        + "[4.9,52.4],[4.8,52.3]]]}\"\n"
        + "Route,\"{\"\"type\"\":\"\"LineString\"\",\"\"coordinates\"\":[[4.9,52.37],[5.1,52.09]]}\"\n"
        + "Islands,\"{\"\"type\"\":\"\"MultiPolygon\"\",\"\"coordinates\"\":[[[[5,52],[5.1,52],"
        + "[5.1,52.1],[5,52]]],[[[5.2,52],[5.3,52],[5.3,52.1],[5.2,52]]]]}\"\n"
        + "Pin,\"{\"\"type\"\":\"\"Point\"\",\"\"coordinates\"\":[4.9,52.37]}\"\n";
    Loaded l = load(map("{\"id\": \"shapes\", \"geometry\": \"shape\", \"label\": \"name\"}"),
        csv);
    Node svg = l.render("m");
    List<Node> f = features(svg);
    assertEquals(4, f.size());
    Node park = f.get(0);
    assertEquals("path", park.tag());
    assertEquals("evenodd", park.attr("fill-rule"));
    String d = park.attr("d");
    assertTrue(d.startsWith("M") && d.endsWith("Z"), d);
    assertEquals(3, count(d, 'L') + 1, "a closed ring of 4 positions is 3 points and Z: " + d);
    Node route = f.get(1);
    assertEquals("none", route.attr("fill"));
    assertEquals(1, count(route.attr("d"), 'L'));
    assertFalse(route.attr("d").contains("Z"));
    Node islands = f.get(2);
    assertEquals(2, count(islands.attr("d"), 'M'), "a MultiPolygon is one path of two parts");
    assertEquals(2, count(islands.attr("d"), 'Z'));
    assertEquals("circle", f.get(3).tag());
    for (Node n : f) {
      // Coordinates are written with two decimals at most.
      for (String part : n.tag().equals("circle") ? List.of(n.attr("cx"), n.attr("cy"))
          : List.of(n.attr("d").replace('M', ' ').replace('L', ' ').replace('Z', ' ')
              .trim().split("\\s+"))) {
        int dot = part.indexOf('.');
        assertTrue(dot < 0 || part.length() - dot - 1 <= 2, part);
      }
    }
    assertEquals("Park", park.attr("aria-label"));
  }

  private static int count(String s, char c) {
    int n = 0;
    for (int i = 0; i < s.length(); i++) {
      n += s.charAt(i) == c ? 1 : 0;
    }
    return n;
  }

  @Test
  void webMercatorMatchesKnownValues() {
    assertEquals(0.5, WebMercator.x(0), 1e-12);
    assertEquals(0.5, WebMercator.y(0), 1e-12);
    assertEquals(0, WebMercator.x(-180), 1e-12);
    assertEquals(1, WebMercator.x(180), 1e-12);
    assertEquals(0, WebMercator.y(WebMercator.MAX_LATITUDE), 1e-9);
    assertEquals(1, WebMercator.y(-WebMercator.MAX_LATITUDE), 1e-9);
    assertEquals(0, WebMercator.y(90), 1e-9, "latitudes beyond ±85.0511 are clamped");
    assertEquals(1, WebMercator.y(-89.9), 1e-9);
    // y(45°) = (1 − ln(tan 67.5°)/π)/2
    assertEquals(0.35972503691520497, WebMercator.y(45), 1e-12);
    assertEquals(45, WebMercator.latitude(WebMercator.y(45)), 1e-9);
    assertEquals(-33.86, WebMercator.latitude(WebMercator.y(-33.86)), 1e-9);
    assertEquals(4.9, WebMercator.longitude(WebMercator.x(4.9)), 1e-12);
    assertEquals(256, WebMercator.worldSize(0));
    assertEquals(512, WebMercator.worldSize(1));
    assertEquals(256 * 1024, WebMercator.worldSize(10));
    assertEquals(128, WebMercator.worldSize(-1));
    assertEquals(256 * Math.sqrt(2), WebMercator.worldSize(0.5), 1e-9);
    assertEquals(3.5, WebMercator.zoom(WebMercator.worldSize(3.5)), 1e-12);
    // Amsterdam (52.37, 4.9) at zoom 10: tile x 525, tile y 336 (the OSM tile of the city).
    double world = WebMercator.worldSize(10);
    assertEquals(525, (int) Math.floor(WebMercator.x(4.9) * world / 256));
    assertEquals(336, (int) Math.floor(WebMercator.y(52.37) * world / 256));
  }

  @Test
  void fitLeavesEightPercentOnTheLimitingSide() {
    String csv = "name,lat,lon\nWest,0,-10\nEast,0,10\n";
    Loaded l = load(map("{\"id\": \"p\"}"), csv);
    List<Node> f = features(l.render("m", 400, 300, Theme.light()));
    assertEquals("32", f.get(0).attr("cx"), "8% of 400");
    assertEquals("368", f.get(1).attr("cx"));
    assertEquals("150", f.get(0).attr("cy"), "centred vertically");

    String tall = "name,lat,lon\nNorth,10,0\nSouth,-10,0\n";
    List<Node> g = features(load(map("{\"id\": \"p\"}"), tall).render("m", 400, 300,
        Theme.light()));
    assertEquals("24", g.get(0).attr("cy"), "8% of 300: height limits here");
    assertEquals("276", g.get(1).attr("cy"));
    assertEquals("200", g.get(0).attr("cx"));

    // A single point cannot be fitted: it is centred at zoom 10.
    List<Node> one = features(load(map("{\"id\": \"p\"}"), "name,lat,lon\nA,20,30\n")
        .render("m", 400, 300, Theme.light()));
    assertEquals("200", one.get(0).attr("cx"));
    assertEquals("150", one.get(0).attr("cy"));

    MapFit fit = MapFit.of(400, 300, new MapFit.Bounds(), null, Double.NaN);
    assertEquals(200, fit.x(0), 1e-9, "no features: the world, centred");
  }

  @Test
  void centerAndZoomOverrideTheFit() {
    String csv = "name,lat,lon\nOrigin,0,0\nEast,0,90\n";
    Loaded l = load(mapWith("\"center\": [0, 0], \"zoom\": 0", "{\"id\": \"p\"}"), csv);
    List<Node> f = features(l.render("m", 256, 256, Theme.light()));
    assertEquals("128", f.get(0).attr("cx"));
    assertEquals("128", f.get(0).attr("cy"));
    assertEquals("192", f.get(1).attr("cx"), "a quarter of a 256 px world east");

    Loaded o = load(mapWith("\"center\": {\"latitude\": 0, \"longitude\": 90}, \"zoom\": 1",
        "{\"id\": \"p\"}"), csv);
    List<Node> g = features(o.render("m", 256, 256, Theme.light()));
    assertEquals("128", g.get(1).attr("cx"), "the center is in the middle");
    assertEquals("0", g.get(0).attr("cx"), "a quarter of a 512 px world west of it");

    // Only a zoom: the fitted center stays; an unusable center is no center.
    Loaded z = load(mapWith("\"zoom\": 2, \"center\": [500, 0]", "{\"id\": \"p\"}"), csv);
    List<Node> h = features(z.render("m", 256, 256, Theme.light()));
    assertEquals(256, Double.parseDouble(h.get(1).attr("cx"))
        - Double.parseDouble(h.get(0).attr("cx")), 1e-9, "90° is a quarter of a 1024 px world");
    assertEquals(128, (Double.parseDouble(h.get(1).attr("cx"))
        + Double.parseDouble(h.get(0).attr("cx"))) / 2, 1e-9, "the fitted center");
  }

  @Test
  void colourByFieldFollowsFirstAppearance() {
    Loaded l = load(map("{\"id\": \"p\", \"color\": \"kind\"}"), CITIES);
    List<Node> f = features(l.render("m"));
    Theme t = Theme.light();
    assertEquals(t.series(0), f.get(0).attr("fill"), "port");
    assertEquals(t.series(1), f.get(1).attr("fill"), "inland");
    assertEquals(t.series(0), f.get(2).attr("fill"), "port again");

    List<Node> hc = features(l.render("m", 400, 300, Theme.highContrastBlack()));
    for (Node n : hc) {
      assertEquals("#FFFFFF", n.attr("fill"), "high contrast: the foreground only");
      assertEquals("#FFFFFF", n.attr("stroke"));
      assertEquals("2", n.attr("stroke-width"));
    }
  }

  @Test
  void sizeFieldScalesRadiiBySquareRoot() {
    Loaded l = load(map("{\"id\": \"p\", \"size\": \"sales\"}"), CITIES);
    List<Node> f = features(l.render("m"));
    assertEquals("18", f.get(0).attr("r"), "the largest value");
    assertEquals("10.5", f.get(1).attr("r"), "a quarter of the largest: half the span");
    assertEquals("3", f.get(2).attr("r"), "zero");
  }

  @Test
  void fixedSizeAndColourLiteral() {
    Loaded l = load(map("{\"id\": \"p\", \"size\": 7, \"color\": \"#A0b\"}"), CITIES);
    for (Node n : features(l.render("m"))) {
      assertEquals("7", n.attr("r"));
      assertEquals("#A0b", n.attr("fill"));
    }
  }

  @Test
  void hostileColoursAreRefused() {
    String[] hostile = {"url(javascript:alert(1))", "red;fill:url(#x)", "#12345",
        "expression(alert(1))", "\" onload=\"alert(1)", "var(--x)", "#ggg", "re d",
        "transparent", "rgb(1,2,3)"};
    for (String colour : hostile) {
      assertNull(CssColor.literal(colour), colour);
      Loaded l = load(map("{\"id\": \"p\", \"color\": " + Json.value(colour) + "}"), CITIES);
      for (Node n : features(l.render("m"))) {
        assertEquals(Theme.light().series(0), n.attr("fill"), colour);
      }
    }
    assertEquals("red", CssColor.literal("Red"));
    assertEquals("#abc", CssColor.literal("#abc"));
    assertEquals("#AABBCC", CssColor.literal("#AABBCC"));
    assertEquals("rebeccapurple", CssColor.literal("RebeccaPurple"));
  }

  @Test
  void clickHighlightsTheFeatureAndDimsTheOthers() {
    Loaded l = load(map("{\"id\": \"pts\", \"latitude\": \"lat\", \"longitude\": \"lon\", "
        + "\"interaction\": {\"internalMode\": \"highlight\", \"externalMode\": \"none\"}}"),
        CITIES);
    List<Node> before = features(l.render("m"));
    for (Node n : before) {
      assertNull(n.attr("opacity"));
      assertEquals("button", n.attr("role"));
    }
    int clicked = Integer.parseInt(before.get(1).attr("data-row"));
    String step = l.live().dispatch("{\"type\": \"click\", \"component\": \"m\", "
        + "\"layer\": \"pts\", \"row\": " + clicked + "}");
    assertFalse(step.contains("\"error\""), step);
    List<Node> after = features(l.render("m"));
    assertEquals("true", after.get(1).attr("data-highlighted"));
    assertEquals("true", after.get(1).attr("data-selected"));
    assertEquals(Theme.light().selected(), after.get(1).attr("stroke"));
    assertNull(after.get(1).attr("opacity"));
    for (int i : new int[] {0, 2}) {
      assertNull(after.get(i).attr("data-highlighted"));
      assertNull(after.get(i).attr("data-selected"));
      assertEquals("0.4", after.get(i).attr("opacity"));
    }
  }

  @Test
  void dataRowIsTheViewRowAClickNames() {
    // The filter leaves row 0 out: the features are view rows 1 and 2, and data-row says so.
    Loaded l = load(map("{\"id\": \"pts\", \"filter\": {\"field\": \"kind\", \"operator\": "
        + "\"=\", \"value\": \"inland\"}, \"interaction\": {\"externalMode\": \"none\"}}, "
        + "{\"id\": \"ports\", \"filter\": {\"field\": \"kind\", \"operator\": \"=\", "
        + "\"value\": \"port\"}, \"interaction\": {\"externalMode\": \"none\"}}"), CITIES);
    Node svg = l.render("m");
    Node inland = withAttr(svg, "g", "data-layer", "pts");
    List<Node> f = features(inland);
    assertEquals(1, f.size());
    assertEquals("1", f.get(0).attr("data-row"));
    List<Node> ports = features(withAttr(svg, "g", "data-layer", "ports"));
    assertEquals("0", ports.get(0).attr("data-row"));
    assertEquals("2", ports.get(1).attr("data-row"));

    String step = l.live().dispatch("{\"type\": \"click\", \"component\": \"m\", "
        + "\"layer\": \"ports\", \"row\": " + ports.get(1).attr("data-row") + "}");
    assertFalse(step.contains("\"severity\":\"error\""), step);
    Node after = l.render("m");
    List<Node> p = features(withAttr(after, "g", "data-layer", "ports"));
    assertEquals("true", p.get(1).attr("data-selected"), "the clicked feature");
    assertEquals("true", p.get(1).attr("data-highlighted"));
    assertEquals("0.4", p.get(0).attr("opacity"));
    assertNull(features(withAttr(after, "g", "data-layer", "pts")).get(0)
        .attr("data-selected"));
  }

  @Test
  void highContrastPaintsWithForegroundAndSelectedOnly() {
    String csv = "name,shape\n"
        + "Park,\"{\"\"type\"\":\"\"Polygon\"\",\"\"coordinates\"\":[[[4.8,52.3],[4.9,52.3],"
        + "[4.9,52.4],[4.8,52.3]]]}\"\n"
        + "Route,\"{\"\"type\"\":\"\"LineString\"\",\"\"coordinates\"\":[[4.9,52.37],[5.1,52.09]]}\"\n";
    Loaded l = load(map("{\"id\": \"s\", \"geometry\": \"shape\", \"color\": \"name\", "
        + "\"interaction\": {\"externalMode\": \"none\"}}"), csv);
    l.live().dispatch("{\"type\": \"click\", \"component\": \"m\", \"layer\": \"s\", "
        + "\"row\": 0}");
    Theme hc = Theme.highContrastBlack();
    List<Node> f = features(l.render("m", 400, 300, hc));
    assertEquals("true", f.get(0).attr("data-selected"));
    assertEquals(hc.selected(), f.get(0).attr("stroke"), "the selection outline");
    assertEquals(hc.foreground(), f.get(0).attr("fill"));
    assertEquals("2", f.get(0).attr("stroke-width"));
    assertEquals(hc.foreground(), f.get(1).attr("stroke"));
    assertEquals("2", f.get(1).attr("stroke-width"));
    for (Node n : f) {
      for (String paint : new String[] {n.attr("fill"), n.attr("stroke")}) {
        assertTrue(paint.equals("none") || paint.equals(hc.foreground())
            || paint.equals(hc.selected()), paint);
      }
    }
  }

  @Test
  void aLayerSiteHasAConsumption() {
    Loaded l = load(map("{\"id\": \"pts\", \"interaction\": {\"externalMode\": \"none\"}}"),
        CITIES);
    l.live().dispatch("{\"type\": \"click\", \"component\": \"m\", \"layer\": \"pts\", "
        + "\"row\": 2}");
    hyperpbi.interaction.Consumption c = hyperpbi.interaction.Consumption.of(
        l.dashboard().model(), l.dashboard().state(), "m/pts");
    assertNotNull(c, "a map layer's site key reads the layer's view");
    assertEquals("[0, 1, 2]", java.util.Arrays.toString(c.rows()));
    assertEquals("[2]", java.util.Arrays.toString(c.highlighted()));
    assertEquals("[2]", java.util.Arrays.toString(c.selected()));
    assertNull(hyperpbi.interaction.Consumption.of(l.dashboard().model(),
        l.dashboard().state(), "m"), "the map itself is no site");
  }

  @Test
  void aFilterTheMapConsumesHidesFeatures() {
    String spec = "{\"version\": \"2.0\", \"components\": ["
        + "{\"type\": \"select\", \"id\": \"pick\", \"field\": \"kind\", "
        + "\"interaction\": {\"externalMode\": \"none\"}},"
        + "{\"type\": \"map\", \"id\": \"m\", \"layers\": [{\"id\": \"pts\"}]}]}";
    Loaded l = load(spec, CITIES);
    assertEquals(3, features(l.render("m")).size());
    l.live().dispatch("{\"type\": \"change\", \"component\": \"pick\", \"value\": \"port\"}");
    Node svg = l.render("m");
    List<Node> f = features(svg);
    assertEquals(2, f.size());
    assertEquals("0", f.get(0).attr("data-row"));
    assertEquals("2", f.get(1).attr("data-row"));
    assertEquals("Map: 2 features in 1 layer", svg.attr("aria-label"));
  }

  @Test
  void unavailableLayerSaysWhy() {
    Loaded l = load(map("{\"id\": \"lost\", \"dataset\": \"nowhere\"}, {\"id\": \"pts\"}"),
        CITIES);
    Node svg = l.render("m");
    Node lost = withAttr(svg, "g", "data-layer", "lost");
    Node error = withAttr(lost, "text", "data-state", "error");
    assertNotNull(error);
    assertEquals(l.map().layer("m/lost").unavailable(), error.text());
    assertTrue(error.text().contains("nowhere"), error.text());
    assertEquals(3, features(svg).size(), "the other layer still draws");
    assertEquals("Map: 3 features in 2 layers", svg.attr("aria-label"));
  }

  @Test
  void droppedRowsAreNoted() {
    String csv = CITIES + "Nowhere,,,5,inland\nLost,,,7,port\n";
    Loaded l = load(map("{\"id\": \"pts\"}"), csv);
    Node svg = l.render("m");
    assertEquals(3, features(svg).size());
    Node note = withAttr(svg, "text", "data-note", "dropped");
    assertNotNull(note);
    assertEquals("2 rows without a location are not drawn", note.text());
    assertEquals("pts", note.attr("data-layer"));
  }

  @Test
  void noFeaturesDrawsTheBackgroundAndSaysSo() {
    Loaded l = load(map("{\"id\": \"pts\"}"), "city,lat,lon\nNowhere,,\n");
    Node svg = l.render("m");
    assertEquals(0, features(svg).size());
    Node empty = withAttr(svg, "text", "data-state", "empty");
    assertEquals(MapMarks.EMPTY, empty.text());
    assertEquals("200", empty.attr("x"));
    assertEquals("150", empty.attr("y"));
  }

  @Test
  void basemapIsDrawnFirstWithoutDataAttributes() {
    String basemap = "{\"type\": \"FeatureCollection\", \"features\": ["
        + "{\"type\": \"Feature\", \"properties\": {}, \"geometry\": {\"type\": \"Polygon\", "
        + "\"coordinates\": [[[3,50],[8,50],[8,54],[3,54],[3,50]]]}},"
        + "{\"type\": \"Feature\", \"geometry\": {\"type\": \"GeometryCollection\", "
        + "\"geometries\": []}}]}";
    Loaded l = load(mapWith("\"basemap\": " + basemap, "{\"id\": \"pts\"}"), CITIES);
    Node svg = l.render("m");
    Node base = svg.children().get(2);
    assertEquals("basemap", base.key());
    assertEquals(1, base.children().size());
    Node land = base.children().get(0);
    assertEquals(Theme.light().grid(), land.attr("fill"));
    assertEquals(Theme.light().border(), land.attr("stroke"));
    for (int i = 0; i < land.attributes().size(); i += 2) {
      assertFalse(land.attributes().get(i).startsWith("data-"), land.attributes().get(i));
    }
    assertEquals("1 basemap feature could not be read",
        withAttr(svg, "text", "data-note", "basemap").text());
    // GeoJSON text works as well as an object.
    Node text = load(mapWith("\"basemap\": " + Json.value("{\"type\": \"LineString\", "
        + "\"coordinates\": [[3,50],[8,54]]}"), "{\"id\": \"pts\"}"), CITIES).render("m");
    assertEquals("none", text.children().get(2).children().get(0).attr("fill"));
    // A style name is a plain background: nothing requested, nothing drawn.
    Node plain = load(mapWith("\"basemap\": \"https://tiles.example/{z}/{x}/{y}.png\"",
        "{\"id\": \"pts\"}"), CITIES).render("m");
    assertEquals("layer:pts", plain.children().get(2).key());
  }

  @Test
  void coordinatesAreWrittenAsSvgNumberWritesThem() {
    // The fast path agrees with Svg.number on every value, halves and their neighbours too.
    java.util.SplittableRandom random = new java.util.SplittableRandom(20);
    for (int i = 0; i < 2_000_000; i++) {
      double v = switch (i % 4) {
        case 0 -> (random.nextDouble() - 0.5) * 4000;
        case 1 -> (random.nextInt(2_000_000) - 1_000_000) / 200.0; // exact halves of cents
        case 2 -> Math.nextUp((random.nextInt(200_000) - 100_000) / 200.0);
        default -> (random.nextDouble() - 0.5) * 3e7;
      };
      assertEquals(Svg.number(v), SvgCoordinate.text(v), Double.toString(v));
    }
    for (double v : new double[] {0, -0.0, -0.004, 0.005, -0.005, 2.675, 1.005, 1e7, -1e7,
        9999999.995, Double.NaN, Double.POSITIVE_INFINITY, 0.1 + 0.2, -12.5, 300.10}) {
      assertEquals(Svg.number(v), SvgCoordinate.text(v), Double.toString(v));
    }
  }

  @Test
  void tenThousandPointsRenderQuickly() {
    StringBuilder csv = new StringBuilder("id,lat,lon,v\n");
    for (int i = 0; i < 10_000; i++) {
      csv.append(i).append(',').append(-60 + (i % 120)).append(',')
          .append(-170 + (i * 7 % 340)).append(',').append(i % 13).append('\n');
    }
    Loaded l = load(map("{\"id\": \"pts\", \"size\": \"v\", \"tooltip\": [\"v\"]}"),
        csv.toString());
    Node svg = null;
    long best = Long.MAX_VALUE;
    for (int run = 0; run < 10; run++) {
      long start = System.nanoTime();
      svg = l.render("m");
      best = Math.min(best, System.nanoTime() - start);
    }
    assertEquals(10_000, features(svg).size());
    System.out.println("MapMarks: 10,000 points in " + best / 1_000_000.0 + " ms (best of 10)");
    // Generous for a shared, loaded machine (about 10-25 ms once the JIT has warmed up): the
    // bound catches work that grows faster than the features, not a slow CI box.
    assertTrue(best < 250_000_000L, "10,000 points took " + best / 1e6 + " ms");
  }
}
