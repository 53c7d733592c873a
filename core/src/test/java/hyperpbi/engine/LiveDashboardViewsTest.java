package hyperpbi.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.eclipsesource.json.Json;
import com.eclipsesource.json.JsonArray;
import com.eclipsesource.json.JsonObject;
import com.eclipsesource.json.JsonValue;
import org.junit.jupiter.api.Test;

/** Component views under the UI state: internal filters, highlights, chart points, KPIs. */
class LiveDashboardViewsTest {
  private static final String CSV = "region,status,revenue\nNorth,Open,100\nSouth,Open,50\n"
      + "North,Closed,70\nEast,Open,30\nSouth,Closed,\n";
  private static final String SPEC = """
      {"version": "2.0",
       "data": {"datasets": {"byRegion": {"source": "powerbi", "groupBy": ["region"],
         "metrics": {"total": {"op": "sum", "field": "revenue"}}}}},
       "components": [
         {"type": "barChart", "id": "bars", "dataset": "byRegion", "category": "region",
          "measure": "total", "interaction": {"internalMode": "highlight",
          "internalScope": "all", "externalMode": "none"}},
         {"type": "select", "id": "pick", "field": "status", "interaction": {
          "externalMode": "none"}},
         {"type": "table", "id": "rows"},
         {"type": "kpi", "id": "k", "field": "revenue"},
         {"type": "barChart", "id": "avgs", "category": "region", "measure": "revenue",
          "aggregation": "avg"},
         {"type": "text", "id": "note", "text": "no rows"}
       ]}""";

  private static LiveDashboard load() {
    JsonObject source = new JsonObject().add("name", "sales").add("format", "csv")
        .add("text", CSV);
    return LiveDashboard.load(new JsonObject().add("mode", "simulate").add("spec", SPEC)
        .add("sources", new JsonArray().add(source)).toString());
  }

  private static JsonObject view(LiveDashboard live, String id) {
    for (JsonValue v : Json.parse(live.views("[]")).asObject().get("views").asArray()) {
      if (v.asObject().getString("id", "").equals(id)) {
        return v.asObject();
      }
    }
    return null;
  }

  /** A chart's points as "category=value/count" plus "!" when highlighted. */
  private static String points(JsonObject chart) {
    StringBuilder b = new StringBuilder();
    for (JsonValue p : chart.get("points").asArray()) {
      JsonObject o = p.asObject();
      b.append(b.length() == 0 ? "" : " ").append(o.get("category").asString()).append('=')
          .append(o.get("value")).append('/').append(o.getInt("count", -1))
          .append(o.getBoolean("highlighted", false) ? "!" : "");
    }
    return b.toString();
  }

  @Test
  void viewsFollowFiltersAndHighlights() {
    LiveDashboard live = load();
    assertEquals("North=170/1 South=50/1 East=30/1", points(view(live, "bars")));
    assertEquals("North=85/2 South=50/2 East=30/1", points(view(live, "avgs")),
        "avg over the non-null numbers");
    assertEquals("[0,1,2,3,4]", view(live, "rows").get("rows").toString());
    assertEquals(250, view(live, "k").getInt("value", -1));
    assertEquals("[\"Open\",\"Closed\"]", view(live, "pick").get("options").toString());
    assertEquals("{\"id\":\"note\",\"type\":\"text\",\"text\":\"no rows\"}",
        view(live, "note").toString(), "a text component reads no dataset");

    live.dispatch("{\"type\": \"change\", \"component\": \"pick\", \"value\": \"Open\"}");
    assertEquals("\"Open\"", view(live, "pick").get("value").toString());
    assertEquals("[0,1,3]", view(live, "rows").get("rows").toString());
    assertEquals(180, view(live, "k").getInt("value", -1));
    assertEquals("North=100/1 South=50/1 East=30/1", points(view(live, "avgs")));
    assertEquals("North=170/1 South=50/1 East=30/1", points(view(live, "bars")),
        "byRegion has no status field: the filter does not reach it");

    live.dispatch("{\"type\": \"click\", \"component\": \"bars\", \"row\": 0}");
    assertEquals("North=170/1! South=50/1 East=30/1", points(view(live, "bars")));
    assertEquals("[0]", view(live, "rows").get("highlighted").toString(),
        "North's source rows among the rows shown");
    assertEquals("North=100/1! South=50/1 East=30/1", points(view(live, "avgs")));
  }

  @Test
  void aListingIsSentAPageAtATime() {
    String spec = SPEC.replace("{\"type\": \"table\", \"id\": \"rows\"}",
        "{\"type\": \"table\", \"id\": \"rows\", \"pageSize\": 2}");
    JsonObject source = new JsonObject().add("name", "sales").add("format", "csv")
        .add("text", CSV);
    LiveDashboard live = LiveDashboard.load(new JsonObject().add("mode", "simulate")
        .add("spec", spec).add("sources", new JsonArray().add(source)).toString());
    live.dispatch("{\"type\": \"click\", \"component\": \"bars\", \"row\": 0}");
    JsonObject first = view(live, "rows");
    assertEquals(5, first.getInt("shown", -1));
    assertEquals("[0,1]", first.get("rows").toString());
    assertEquals("[0]", first.get("highlighted").toString(), "North's rows on this page");
    assertEquals(2, first.getInt("highlightedCount", -1), "North's rows: 0 and 2");
    JsonObject second = Json.parse(live.views("[{\"id\": \"rows\", \"page\": 1}]"))
        .asObject().get("views").asArray().get(0).asObject();
    assertEquals("[2,3]", second.get("rows").toString());
    assertEquals("[2]", second.get("highlighted").toString());
    JsonObject beyond = Json.parse(live.views("[{\"id\": \"rows\", \"page\": 9}]"))
        .asObject().get("views").asArray().get(0).asObject();
    assertEquals("[]", beyond.get("rows").toString());
    assertEquals(false, Json.parse(live.views("[{\"id\": \"rows\", \"page\": -1}]"))
        .asObject().getBoolean("ok", true));
  }

  @Test
  void onlyAnArrayOfKnownIdsIsAnswered() {
    LiveDashboard live = load();
    assertEquals(1, Json.parse(live.views("[\"k\"]")).asObject().get("views").asArray().size());
    assertEquals(false, Json.parse(live.views("[\"nope\"]")).asObject().getBoolean("ok", true));
    assertEquals(false, Json.parse(live.views("{}")).asObject().getBoolean("ok", true));
    assertEquals(false, Json.parse(live.views("[1]")).asObject().getBoolean("ok", true));
  }

  @Test
  void aRowKeyFilterAndADrillLevelShapeTheirConsumers() {
    String spec = """
        {"version": "2.0",
         "data": {"datasets": {
           "byRegion": {"source": "powerbi", "groupBy": ["region"],
             "metrics": {"total": {"op": "sum", "field": "revenue"}}},
           "byStatus": {"source": "powerbi", "groupBy": ["region", "status"],
             "metrics": {"total": {"op": "sum", "field": "revenue"}}}}},
         "components": [
           {"type": "table", "id": "picker", "dataset": "byRegion", "interaction": {
            "internalMode": "filter", "internalScope": "others", "externalMode": "none"}},
           {"type": "table", "id": "rows"},
           {"type": "barChart", "id": "drill", "drill": {"levels": [
             {"id": "r", "dataset": "byRegion", "category": "region", "measure": "total"},
             {"id": "s", "dataset": "byStatus", "category": "status", "measure": "total",
              "parentField": "region"}]}}
         ]}""";
    JsonObject source = new JsonObject().add("name", "sales").add("format", "csv")
        .add("text", CSV);
    LiveDashboard live = LiveDashboard.load(new JsonObject().add("mode", "simulate")
        .add("spec", spec).add("sources", new JsonArray().add(source)).toString());
    assertEquals("North=170/1 South=50/1 East=30/1", points(view(live, "drill")));
    live.dispatch("{\"type\": \"click\", \"component\": \"picker\", \"row\": 1}");
    assertEquals("[1,4]", view(live, "rows").get("rows").toString(),
        "South's source rows: the picked row's lineage");
    assertEquals("South=50/1", points(view(live, "drill")), "the row-key filter reaches it");
    live.dispatch("{\"type\": \"doubleClick\", \"component\": \"drill\", \"row\": 1}");
    JsonObject level = view(live, "drill");
    assertEquals("byStatus", level.getString("dataset", ""));
    assertEquals("Open=50/1 Closed=null/1", points(level),
        "South's statuses; a sum of no numbers has no value");
    assertEquals("[0,1]", "[" + level.get("points").asArray().get(0).asObject().getInt("row", -1)
        + "," + level.get("points").asArray().get(1).asObject().getInt("row", -1) + "]",
        "a point's row is the index its click takes among the level's rows");
  }

  @Test
  void textsRenderMetricAndAggregateTemplatesAndGridsListMetrics() {
    String spec = """
        {"version": "2.0",
         "calculations": {"metrics": [
           {"key": "total", "aggregation": "sum", "field": "revenue"},
           {"key": "ratioOfNone", "aggregation": "ratio",
            "numerator": {"aggregation": "sum", "field": "revenue"},
            "denominator": {"aggregation": "countWhere", "where": {"op": "=",
              "left": {"field": "region"}, "right": {"value": "Nowhere"}}}}]},
         "components": [
           {"type": "text", "id": "t", "text": "Revenue {{ metric.total }}, max {{aggregate.revenue.max}}, {{metric.ratioOfNone}}|{{row.x}}"},
           {"type": "metricGrid", "id": "g", "metrics": [{"metric": "total", "label": "Total"},
             {"metric": "ratioOfNone"}]}
         ]}""";
    JsonObject source = new JsonObject().add("name", "sales").add("format", "csv")
        .add("text", CSV);
    LiveDashboard live = LiveDashboard.load(new JsonObject().add("mode", "simulate")
        .add("spec", spec).add("sources", new JsonArray().add(source)).toString());
    assertEquals("Revenue 250, max 100, |{{row.x}}", view(live, "t").getString("text", ""),
        "a metric without value is blank; other placeholders are the renderer's");
    assertEquals("[{\"metric\":\"total\",\"label\":\"Total\",\"value\":250},"
        + "{\"metric\":\"ratioOfNone\",\"value\":null}]",
        view(live, "g").get("metrics").toString());
  }

  @Test
  void aClickStandsForTheRowsTheChartShows() {
    String spec = """
        {"version": "2.0", "components": [
          {"type": "select", "id": "pick", "field": "status", "interaction": {
           "externalMode": "none"}},
          {"type": "barChart", "id": "c", "category": "region", "measure": "revenue",
           "interaction": {"internalMode": "highlight", "internalScope": "self",
           "externalMode": "none"}}]}""";
    JsonObject source = new JsonObject().add("name", "sales").add("format", "csv")
        .add("text", CSV);
    LiveDashboard live = LiveDashboard.load(new JsonObject().add("mode", "simulate")
        .add("spec", spec).add("sources", new JsonArray().add(source)).toString());
    live.dispatch("{\"type\": \"change\", \"component\": \"pick\", \"value\": \"Open\"}");
    JsonObject hidden = Json.parse(live.dispatch(
        "{\"type\": \"click\", \"component\": \"c\", \"row\": 2}")).asObject();
    assertEquals("/row", hidden.get("diagnostics").asArray().get(0).asObject()
        .getString("path", ""), "North/Closed is filtered out of the chart");
    JsonObject north = Json.parse(live.dispatch(
        "{\"type\": \"click\", \"component\": \"c\", \"row\": 0}")).asObject();
    assertEquals("[0]", north.get("state").asObject().get("highlights").asObject().get("c")
        .asObject().get("sourceRows").toString(), "North's Open row only, as the bar shows");
  }

  @Test
  void minAndMaxKeepTheInputType() {
    String csv = "region,day,amount\nNorth,2024-01-31,5\nsouth,2024-01-02,\nEast,,7\n";
    String spec = """
        {"version": "2.0", "components": [
          {"type": "kpi", "id": "firstDay", "field": "day", "aggregation": "min"},
          {"type": "kpi", "id": "lastRegion", "field": "region", "aggregation": "max"},
          {"type": "kpi", "id": "most", "field": "amount", "aggregation": "max"},
          {"type": "kpi", "id": "regions", "field": "region", "aggregation": "distinctCount"},
          {"type": "barChart", "id": "days", "category": "region", "measure": "day",
           "aggregation": "max"}]}""";
    JsonObject source = new JsonObject().add("name", "sales").add("format", "csv")
        .add("text", csv);
    LiveDashboard live = LiveDashboard.load(new JsonObject().add("mode", "simulate")
        .add("spec", spec).add("sources", new JsonArray().add(source)).toString());
    assertEquals("\"2024-01-02\"", view(live, "firstDay").get("value").toString());
    assertEquals("\"south\"", view(live, "lastRegion").get("value").toString(),
        "natural order: case-insensitive first");
    assertEquals("7", view(live, "most").get("value").toString());
    assertEquals("3", view(live, "regions").get("value").toString());
    assertEquals("North=\"2024-01-31\"/1 south=\"2024-01-02\"/1 East=null/1",
        points(view(live, "days")));
  }

  private static LiveDashboard load(String spec, String csv) {
    JsonObject source = new JsonObject().add("name", "sales").add("format", "csv")
        .add("text", csv);
    return LiveDashboard.load(new JsonObject().add("mode", "simulate").add("spec", spec)
        .add("sources", new JsonArray().add(source)).toString());
  }

  /** Each point's row (what its click takes) in view order. */
  private static String rows(JsonObject chart) {
    StringBuilder b = new StringBuilder();
    for (JsonValue p : chart.get("points").asArray()) {
      b.append(b.length() == 0 ? "" : ",").append(p.asObject().getInt("row", -1));
    }
    return b.toString();
  }

  @Test
  void aChartSortsAndLimitsItsPointsAsADatasetSortsRows() {
    String csv = "region,status,revenue,day\nNorth,Open,100,2024-03-01\n"
        + "South,Open,50,2024-01-01\nNorth,Closed,70,2024-02-01\nEast,Open,30,\n"
        + "South,Closed,,2024-05-01\nWest,Open,,\nitem10,Open,5,2024-01-02\n"
        + "item2,Open,5,2024-01-03\n";
    String spec = """
        {"version": "2.0", "components": [
          {"type": "barChart", "id": "top", "category": "region", "measure": "revenue",
           "sort": [{"field": "revenue", "direction": "desc"}], "limit": 4.7,
           "interaction": {"internalMode": "highlight", "internalScope": "all",
           "externalMode": "none"}},
          {"type": "barChart", "id": "names", "category": "region", "measure": "revenue",
           "sort": [{"field": "region"}]},
          {"type": "barChart", "id": "none", "category": "region", "measure": "revenue",
           "sort": [{"field": "region", "direction": "descending"}], "limit": 0},
          {"type": "lineChart", "id": "latest", "category": "region", "measure": "revenue",
           "aggregation": "max", "sort": [{"field": "day", "direction": "desc"}]},
          {"type": "barChart", "id": "split", "category": "region", "series": "status",
           "measure": "revenue", "sort": [{"field": "status", "direction": "asc"},
           {"field": "revenue", "direction": "desc"}], "limit": 3}]}""";
    LiveDashboard live = load(spec, csv);
    assertEquals("North=170/2 South=50/2 East=30/1 item10=5/1", points(view(live, "top")),
        "by the aggregated measure, descending; a tie keeps first appearance; limit floored");
    assertEquals("0,1,3,6", rows(view(live, "top")), "each point keeps the row its click takes");
    assertEquals("East=30/1 item2=5/1 item10=5/1 North=170/2 South=50/2 West=null/1",
        points(view(live, "names")), "the category in natural order");
    assertEquals("[]", view(live, "none").get("points").toString(), "limit 0 keeps none");
    assertEquals("South=50/2 North=100/2 item2=5/1 item10=5/1 East=30/1 West=null/1",
        points(view(live, "latest")), "another field: its max per point, dates "
        + "chronologically, nulls last descending");
    assertEquals("North=70/1 South=null/1 North=100/1", points(view(live, "split")),
        "the series, then the measure");

    live.dispatch("{\"type\": \"click\", \"component\": \"top\", \"row\": 1}");
    assertEquals("North=170/2 South=50/2! East=30/1 item10=5/1", points(view(live, "top")),
        "a click on a point's row takes that point; flags follow the points");
    assertEquals("East=30/1 item2=5/1 item10=5/1 North=170/2 South=50/2! West=null/1",
        points(view(live, "names")));
  }

  @Test
  void aDrilledChartSortsByItsCurrentLevelsFields() {
    String spec = """
        {"version": "2.0",
         "data": {"datasets": {
           "byRegion": {"source": "powerbi", "groupBy": ["region"],
             "metrics": {"total": {"op": "sum", "field": "revenue"}}},
           "byStatus": {"source": "powerbi", "groupBy": ["region", "status"],
             "metrics": {"total": {"op": "sum", "field": "revenue"}}}}},
         "components": [
           {"type": "barChart", "id": "drill", "sort": [{"field": "total"}], "limit": 2,
            "drill": {"levels": [
             {"id": "r", "dataset": "byRegion", "category": "region", "measure": "total"},
             {"id": "s", "dataset": "byStatus", "category": "status", "measure": "total",
              "parentField": "region"}]}}]}""";
    LiveDashboard live = load(spec, CSV);
    assertEquals("East=30/1 South=50/1", points(view(live, "drill")));
    assertEquals("2,1", rows(view(live, "drill")));
    live.dispatch("{\"type\": \"doubleClick\", \"component\": \"drill\", \"row\": 0}");
    JsonObject level = view(live, "drill");
    assertEquals("byStatus", level.getString("dataset", ""));
    assertEquals("Closed=70/1 Open=100/1", points(level), "North's statuses by their total");
    assertEquals("1,0", rows(level), "rows index the level's rows after the breadcrumb");
  }

  @Test
  void aDrilledChartShowingBreadcrumbsCarriesItsTrail() {
    String levels = """
        "levels": [
          {"id": "r", "dataset": "byRegion", "category": "region", "measure": "total"},
          {"id": "s", "dataset": "byStatus", "category": "status", "measure": "total",
           "parentField": "region"},
          {"id": "d", "dataset": "byDay", "category": "revenue", "measure": "total",
           "parentField": "status"}]}}""";
    String spec = """
        {"version": "2.0",
         "data": {"datasets": {
           "byRegion": {"source": "powerbi", "groupBy": ["region"],
             "metrics": {"total": {"op": "sum", "field": "revenue"}}},
           "byStatus": {"source": "powerbi", "groupBy": ["region", "status"],
             "metrics": {"total": {"op": "sum", "field": "revenue"}}},
           "byDay": {"source": "powerbi", "groupBy": ["region", "status", "revenue"],
             "metrics": {"total": {"op": "count"}}}}},
         "components": [
           {"type": "barChart", "id": "shown", "drill": {"showBreadcrumbs": true, LEVELS,
           {"type": "barChart", "id": "hidden", "drill": {"showBreadcrumbs": false, LEVELS,
           {"type": "barChart", "id": "byDefault", "drill": {LEVELS,
           {"type": "barChart", "id": "deep", "drill": {"showBreadcrumbs": true,
            "initialLevel": "s", LEVELS
         ]}""".replace("LEVELS", levels);
    LiveDashboard live = load(spec, CSV);
    assertEquals("[{\"level\":0,\"id\":\"r\"}]",
        view(live, "shown").get("breadcrumbs").toString());
    assertEquals(null, view(live, "hidden").get("breadcrumbs"), "showBreadcrumbs is off");
    assertEquals("[{\"level\":0,\"id\":\"r\"}]",
        view(live, "byDefault").get("breadcrumbs").toString(), "shown unless switched off");
    assertEquals("[{\"level\":1,\"id\":\"s\"}]",
        view(live, "deep").get("breadcrumbs").toString(), "the trail starts at initialLevel");

    live.dispatch("{\"type\": \"doubleClick\", \"component\": \"shown\", \"row\": 0}");
    live.dispatch("{\"type\": \"doubleClick\", \"component\": \"shown\", \"row\": 1}");
    assertEquals("[{\"level\":0,\"id\":\"r\"},"
        + "{\"level\":1,\"id\":\"s\",\"field\":\"region\",\"value\":\"North\"},"
        + "{\"level\":2,\"id\":\"d\",\"field\":\"status\",\"value\":\"Closed\"}]",
        view(live, "shown").get("breadcrumbs").toString(),
        "each level on the path with the value chosen above it");
    live.dispatch("{\"type\": \"breadcrumb\", \"component\": \"shown\", \"level\": 1}");
    assertEquals("[{\"level\":0,\"id\":\"r\"},"
        + "{\"level\":1,\"id\":\"s\",\"field\":\"region\",\"value\":\"North\"}]",
        view(live, "shown").get("breadcrumbs").toString(), "a crumb's level goes back there");
  }

  @Test
  void anAggregationThatIsNotANameHasNoValueAsItsWarningSays() {
    LiveDashboard live = load("""
        {"version": "2.0", "components": [
          {"type": "kpi", "id": "k", "field": "revenue", "aggregation": 5},
          {"type": "barChart", "id": "c", "category": "region", "measure": "revenue",
           "aggregation": null}]}""", CSV);
    assertEquals(true, live.loadDocument().contains("the view has no value for it"));
    assertEquals("null", view(live, "k").get("value").toString(), "not the default sum");
    assertEquals("North=null/2 South=null/2 East=null/1", points(view(live, "c")));
  }

  @Test
  void aSortKeyThatCanOrderNothingIsSaidAtPreparation() {
    String spec = """
        {"version": "2.0", "components": [
          {"type": "barChart", "id": "c", "category": "region", "measure": "revenue",
           "sort": [{"field": "status"}, {"field": "region"}]},
          {"type": "barChart", "id": "n", "category": "region", "measure": "revenue",
           "aggregation": "count", "sort": [{"field": "status"}]}]}""";
    JsonArray diagnostics = Json.parse(load(spec, CSV).loadDocument()).asObject()
        .get("diagnostics").asArray();
    assertEquals(1, diagnostics.size(), diagnostics.toString());
    JsonObject d = diagnostics.get(0).asObject();
    assertEquals("warning", d.getString("severity", ""));
    assertEquals("INVALID_PROPERTY_VALUE", d.getString("code", ""));
    assertEquals("/components/0/sort/0/field", d.getString("path", ""));
    assertEquals("sort field 'status' is not the chart's category, series or measure, so points "
        + "are ordered by its sum, and a text field has none: this key orders nothing",
        d.getString("message", ""));
  }
}
