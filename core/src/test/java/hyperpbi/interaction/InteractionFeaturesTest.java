package hyperpbi.interaction;

import static hyperpbi.interaction.InteractionEngineTest.assertSelected;
import static hyperpbi.interaction.InteractionEngineTest.click;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.eclipsesource.json.Json;
import hyperpbi.dashboard.Dashboard;
import hyperpbi.dashboard.Simulation;
import hyperpbi.diagnostic.Diagnostics;
import hyperpbi.ui.HostEffect;
import hyperpbi.ui.UiAction;
import java.util.List;
import org.junit.jupiter.api.Test;

class InteractionFeaturesTest {
  private final Diagnostics prep = new Diagnostics();

  @Test
  void aStateBoundSourceIsRefetchedWhenItsRequestChanges() {
    String spec = "{\"version\": \"2.0\", \"state\": {\"region\": null}, \"data\": {\"sources\": "
        + "{\"summary\": {\"type\": \"miniup.function\", \"function\": \"order-summary\", "
        + "\"path\": \"/query\", \"params\": {\"region\": {\"state\": \"region\", \"default\": "
        + "\"all\"}, \"limit\": 10, \"q\": \"a b&c\"}, \"dataPath\": \"rows\"}}}, "
        + "\"components\": [{\"type\": \"table\", \"id\": \"t\", \"dataset\": \"summary\"}]}";
    Dashboard d = SeedData.loadSpec(spec, true, RuntimeConfig.DEFAULT, prep);
    HostEffect.FetchSource first = assertInstanceOf(HostEffect.FetchSource.class,
        d.initialEffects().get(0));
    assertEquals("https://functions.miniup.app/order-summary/query?limit=10&q=a%20b%26c"
        + "&region=all", first.request().url());
    Dispatch changed = d.dispatch(new InteractionEvent.Action(
        new UiAction.SetState("region", Json.value("North"))));
    HostEffect.FetchSource refetch = assertInstanceOf(HostEffect.FetchSource.class,
        changed.effects().get(0));
    assertEquals("summary", refetch.source());
    assertEquals("https://functions.miniup.app/order-summary/query?limit=10&q=a%20b%26c"
        + "&region=North", refetch.request().url());
    assertNotEquals(first.request().signature(), refetch.request().signature());
    assertEquals(List.of("t"), changed.changedViews());
    assertTrue(d.dispatch(new InteractionEvent.Action(new UiAction.SetState("region",
        Json.value("North")))).effects().isEmpty());
    assertTrue(d.dispatch(new InteractionEvent.Action(new UiAction.SetState("other",
        Json.value(1)))).effects().isEmpty());
    Dispatch back = d.dispatch(new InteractionEvent.Action(new UiAction.SetState("region",
        Json.NULL)));
    assertEquals(first.request().signature(), assertInstanceOf(HostEffect.FetchSource.class,
        back.effects().get(0)).request().signature());
  }

  @Test
  void drillDownOnTheTriggerAndUpThroughBreadcrumbs() {
    Dashboard d = SeedData.load("[{\"type\": \"barChart\", \"id\": \"drill\", \"interaction\": "
        + "{}, \"drill\": {\"trigger\": \"doubleClick\", \"showBreadcrumbs\": true, \"levels\": ["
        + "{\"id\": \"area\", \"dataset\": \"areaSummary\", \"category\": \"area\", \"measure\": "
        + "\"totalRevenue\"}, {\"id\": \"status\", \"dataset\": \"byStatus\", \"category\": "
        + "\"status\", \"measure\": \"total\", \"parentField\": \"area\"}]}}]", true,
        RuntimeConfig.DEFAULT, prep);
    Dispatch down = d.dispatch(new InteractionEvent.Click("drill", null, 0, false, true));
    assertTrue(down.effects().isEmpty());
    assertEquals("North", down.state().drill().get("drill").get(0).value());
    assertEquals(List.of("drill"), down.changedViews());
    // North's children: byStatus rows 0 (Open) and 2 (Closed); view row 1 is North/Closed.
    assertSelected(click(d, "drill", 1), "replace", new int[] {3}, new int[] {13});
    assertEquals("INVALID_PROPERTY_VALUE", click(d, "drill", 2).diagnostics().get(0).code());
    Dispatch deepest = d.dispatch(new InteractionEvent.Click("drill", null, 0, false, true));
    assertEquals("NO_INTERACTION", deepest.diagnostics().get(0).code());
    Dispatch up = d.dispatch(new InteractionEvent.Breadcrumb("drill", 0));
    assertTrue(up.state().drill().isEmpty());
    assertEquals("INVALID_PROPERTY_VALUE",
        d.dispatch(new InteractionEvent.Breadcrumb("drill", 1)).diagnostics().get(0).code());
    assertSelected(click(d, "drill", 1), "replace", new int[] {1, 5}, new int[] {11, 15});
  }

  @Test
  void aLineChartDrillsLikeABarChart() {
    // data-model.txt: drill is the chart's; a line chart's drill replaces category and measure.
    Dashboard d = SeedData.load("[{\"type\": \"lineChart\", \"id\": \"drill\", \"interaction\": "
        + "{}, \"drill\": {\"levels\": [{\"id\": \"area\", \"dataset\": \"areaSummary\", "
        + "\"category\": \"area\", \"measure\": \"totalRevenue\"}, {\"id\": \"status\", "
        + "\"dataset\": \"byStatus\", \"category\": \"status\", \"measure\": \"total\", "
        + "\"parentField\": \"area\"}]}}]", true, RuntimeConfig.DEFAULT, prep);
    assertTrue(prep.sorted().isEmpty(), prep.sorted().toString());
    Dispatch down = d.dispatch(new InteractionEvent.Click("drill", null, 0, false, true));
    assertEquals("North", down.state().drill().get("drill").get(0).value());
    assertSelected(click(d, "drill", 1), "replace", new int[] {3}, new int[] {13});
  }

  @Test
  void aChangeTriggeredInteractionNeedsAFieldToReadTheValueAgainst() {
    // A change carries a value, not a row: without interaction.field (or the component's own
    // field, as a kpi's) nothing could say which rows hold it. It used to record the value and
    // silently do nothing.
    Dashboard d = SeedData.load("[{\"type\": \"barChart\", \"id\": \"b\", \"category\": "
        + "\"region\", \"measure\": \"revenue\", \"interaction\": {\"trigger\": \"change\"}}, "
        + "{\"type\": \"barChart\", \"id\": \"f\", \"category\": \"region\", \"measure\": "
        + "\"revenue\", \"interaction\": {\"trigger\": \"change\", \"field\": \"region\"}}, "
        + "{\"type\": \"kpi\", \"id\": \"k\", \"field\": \"revenue\", \"interaction\": "
        + "{\"trigger\": \"change\", \"operator\": \">=\"}}, {\"type\": \"table\", \"id\": "
        + "\"w\", \"interaction\": {\"trigger\": \"change\"}, \"interactions\": {\"change\": "
        + "{\"type\": \"clearSelection\"}}}]", true, RuntimeConfig.DEFAULT, prep);
    assertEquals(List.of("MISSING_REQUIRED_PROPERTY /components/0/interaction/field"),
        SeedData.codes(prep));
    Dispatch refused = d.dispatch(new InteractionEvent.Change("b", Json.value("North")));
    assertEquals("MISSING_REQUIRED_PROPERTY", refused.diagnostics().get(0).code());
    assertTrue(refused.state().componentValues().isEmpty());
    assertTrue(refused.effects().isEmpty());
    assertSelected(d.dispatch(new InteractionEvent.Change("f", Json.value("North"))), "replace",
        new int[] {0, 2, 3}, new int[] {10, 12, 13});
    assertArrayEquals(new int[] {0, 2, 4}, d.dispatch(new InteractionEvent.Change("k",
        Json.value(70))).state().selections().get("k").rows());  // a kpi selects nothing in Power BI
  }

  @Test
  void anEventWithoutItsComponentSaysSo() {
    // It used to be UNKNOWN_TARGET "event component 'null' is not a component id".
    Dashboard d = SeedData.load("[{\"type\": \"table\", \"id\": \"t\", \"interaction\": {}}]",
        true, RuntimeConfig.DEFAULT, prep);
    Dispatch missing = Simulation.replay(d, Json.parse("{\"type\": \"click\", \"row\": 0}"),
        "/events/0");
    assertEquals("MISSING_REQUIRED_PROPERTY /events/0/component", missing.diagnostics().get(0)
        .code() + " " + missing.diagnostics().get(0).path());
    Dispatch number = Simulation.replay(d, Json.parse("{\"type\": \"change\", \"component\": 5, "
        + "\"value\": 1}"), "/events/1");
    assertEquals("INVALID_PROPERTY_TYPE /events/1/component", number.diagnostics().get(0).code()
        + " " + number.diagnostics().get(0).path());
  }

  @Test
  void mapLayerTriggersMustBeClick() {
    SeedData.load("[{\"type\": \"map\", \"id\": \"m\", \"layers\": [{\"id\": \"a\", "
        + "\"interaction\": {\"trigger\": \"change\"}}, {\"id\": \"b\", \"interaction\": "
        + "{\"trigger\": \"auto\"}}, {\"id\": \"c\", \"interaction\": {\"trigger\": "
        + "\"click\"}}]}, {\"type\": \"select\", \"id\": \"s\", \"field\": \"region\", "
        + "\"interaction\": {\"trigger\": \"change\"}}]", true, RuntimeConfig.DEFAULT, prep);
    assertEquals(List.of("MAP_INTERACTION_TRIGGER_UNSUPPORTED /components/0/layers/0/interaction/"
        + "trigger", "MAP_INTERACTION_TRIGGER_UNSUPPORTED /components/0/layers/1/interaction/"
        + "trigger"), SeedData.codes(prep));
    assertTrue(prep.hasErrors());
  }

  @Test
  void aGroupedMapFeatureSelectsEveryContributingRow() {
    Dashboard d = SeedData.load("[{\"type\": \"map\", \"id\": \"m\", \"layers\": [{\"id\": "
        + "\"areas\", \"dataset\": \"areaSummary\", \"interaction\": {\"externalMode\": "
        + "\"selection\"}}]}]", true, RuntimeConfig.DEFAULT, prep);
    Dispatch step = d.dispatch(new InteractionEvent.Click("m", "areas", 1, false, false));
    HostEffect.SelectIdentities s = assertInstanceOf(HostEffect.SelectIdentities.class,
        step.effects().get(0));
    assertEquals("m/areas", s.site());
    assertArrayEquals(new int[] {1, 5}, s.rows());
    assertEquals(List.of("m"), step.changedViews());
    assertEquals("UNKNOWN_TARGET",
        d.dispatch(new InteractionEvent.Click("m", null, 1, false, false)).diagnostics().get(0)
            .code());
  }

  @Test
  void eventSpecificPayloadsRunThroughTheUniversalEngine() {
    Dashboard d = SeedData.load("[{\"type\": \"custom\", \"id\": \"c\", \"dataset\": "
        + "\"activeRows\", \"content\": \"<div/>\", \"interaction\": {\"externalMode\": "
        + "\"filter\", \"field\": \"area\"}, \"interactions\": {\"click\": [{\"type\": "
        + "\"setState\", \"target\": \"picked\", \"valueFromRow\": \"area\"}, {\"type\": "
        + "\"setFilter\", \"field\": \"area\", \"valueFromRow\": \"area\"}], \"doubleClick\": "
        + "{\"type\": \"clearFilter\"}}}]", true, RuntimeConfig.DEFAULT, prep);
    assertTrue(prep.sorted().isEmpty(), prep.sorted().toString());
    Dispatch step = click(d, "c", 2);
    assertEquals(Json.value("North"), step.state().values().get("picked"));
    assertEquals("{\"$schema\":\"http://powerbi.com/product/schema#basic\",\"target\":"
        + "{\"table\":\"Sales\",\"column\":\"Region\"},\"filterType\":1,\"operator\":\"In\","
        + "\"values\":[\"North\"]}", assertInstanceOf(HostEffect.ApplyJsonFilter.class,
        step.effects().get(0)).json());
    assertArrayEquals(new int[] {0, 3}, step.state().highlights().get("c").sourceRows());
    Dispatch cleared = d.dispatch(new InteractionEvent.Click("c", null, 0, false, true));
    assertInstanceOf(HostEffect.ClearJsonFilter.class, cleared.effects().get(0));
    assertTrue(cleared.state().highlights().isEmpty());
  }

  @Test
  void selectRowHighlightAndCollapse() {
    Dashboard d = SeedData.load("[{\"type\": \"custom\", \"id\": \"c\", \"dataset\": "
        + "\"areaSummary\", \"content\": \"x\", \"interactions\": {\"click\": [{\"type\": "
        + "\"selectRow\"}, {\"type\": \"toggleCollapse\"}], \"doubleClick\": [{\"type\": "
        + "\"clearSelection\"}, {\"type\": \"highlight\"}]}}]", true, RuntimeConfig.DEFAULT,
        prep);
    Dispatch step = click(d, "c", 0);
    assertSelected(step, "replace", new int[] {0, 3}, new int[] {10, 13});
    assertTrue(step.state().collapsed().contains("c"));
    Dispatch twice = d.dispatch(new InteractionEvent.Click("c", null, 2, false, true));
    // highlight runs the universal engine (external selection included): the step's one
    // complete selection is the highlighted point's, after clearSelection emptied it.
    assertSelected(twice, "replace", new int[] {4}, new int[] {14});
    assertArrayEquals(new int[] {4}, twice.state().highlights().get("c").sourceRows());
  }

  @Test
  void unsafeOrUnknownPayloadsAreRejectedAtPreparation() {
    SeedData.load("[{\"type\": \"custom\", \"id\": \"c\", \"dataset\": \"activeRows\", "
        + "\"content\": \"x\", \"interactions\": {\"click\": [\"handleClick()\", {\"type\": "
        + "\"navigate\", \"url\": \"https://x\"}, {\"type\": \"setFilter\", \"field\": "
        + "\"area\", \"value\": \"N\", \"callback\": \"f\"}, {\"type\": \"setState\", "
        + "\"target\": \"s\", \"valueFromRow\": \"regoin\"}, {\"type\": \"selectWhere\"}], "
        + "\"hover\": {\"type\": \"selectRow\"}}}]", true, RuntimeConfig.DEFAULT, prep);
    assertEquals(List.of(
        "INVALID_INTERACTION /components/0/interactions/click/0",
        "UNSUPPORTED_INTERACTION_ACTION /components/0/interactions/click/1/type",
        "INVALID_INTERACTION /components/0/interactions/click/2/callback",
        "UNKNOWN_FIELD /components/0/interactions/click/3/valueFromRow",
        "MISSING_REQUIRED_PROPERTY /components/0/interactions/click/4/where",
        "UNSUPPORTED_INTERACTION_EVENT /components/0/interactions/hover"),
        SeedData.codes(prep));
  }

  @Test
  void selectWhereConditionsAreCheckedAtPreparation() {
    String payloads = "{\"type\": \"selectWhere\", \"where\": {\"op\": \"regex\", \"args\": "
        + "[{\"field\": \"area\"}, {\"value\": \"N.*\"}]}}, {\"type\": \"selectWhere\", "
        + "\"where\": \"area == 'North'\"}, {\"type\": \"selectWhere\", \"where\": "
        + "{\"field\": \"area\"}}, {\"type\": \"selectWhere\", \"where\": {\"op\": \"=\", "
        + "\"args\": [{\"field\": \"areaa\"}, {\"valueFromRow\": \"area\"}]}}, "
        + "{\"type\": \"selectWhere\", \"where\": {\"op\": \"=\", \"args\": "
        + "[{\"field\": \"area\"}, {\"valueFromRow\": \"area\"}]}}";
    SeedData.load("[{\"type\": \"custom\", \"id\": \"c\", \"dataset\": \"activeRows\", "
        + "\"content\": \"x\", \"interactions\": {\"click\": [" + payloads + "]}}]", true,
        RuntimeConfig.DEFAULT, prep);
    assertEquals(List.of(
        "UNKNOWN_OPERATOR /components/0/interactions/click/0/where/op",
        "INVALID_EXPRESSION /components/0/interactions/click/1/where",
        "INVALID_PROPERTY_VALUE /components/0/interactions/click/2/where",
        "UNKNOWN_FIELD /components/0/interactions/click/3/where/args/0/field"),
        SeedData.codes(prep));
  }

  @Test
  void fixedInteractionValuesMustReadAsTheFieldsType() {
    String table = "{\"type\": \"table\", \"id\": \"t%d\", \"dataset\": \"activeRows\", "
        + "\"interaction\": {\"field\": \"revenue\", \"operator\": \"%s\", \"value\": %s}}";
    SeedData.load("[" + String.join(", ", String.format(table, 0, ">", "\"abc\""),
        String.format(table, 1, ">", "[1, 2]"), String.format(table, 2, "in", "[\"10\", \"x\"]"),
        String.format(table, 3, ">=", "\"10\""), String.format(table, 4, "between", "[1, 5]"))
        + "]", true, RuntimeConfig.DEFAULT, prep);
    assertEquals(List.of(
        "INVALID_PROPERTY_VALUE /components/0/interaction/value",
        "INVALID_PROPERTY_VALUE /components/1/interaction/value",
        "INVALID_PROPERTY_VALUE /components/2/interaction/value/1"),
        SeedData.codes(prep));
  }

  @Test
  void clearFiltersKeepsWhatMirrorsPowerBi() {
    Dashboard d = SeedData.load("[{\"type\": \"barChart\", \"id\": \"bars\", \"dataset\": "
        + "\"areaSummary\", \"category\": \"area\", \"measure\": \"totalRevenue\", "
        + "\"interaction\": {}}, {\"type\": \"table\", \"id\": \"local\", \"dataset\": "
        + "\"activeRows\", \"interaction\": {\"externalMode\": \"none\", \"internalMode\": "
        + "\"filter\"}}]", true, RuntimeConfig.DEFAULT, prep);
    click(d, "bars", 0);
    click(d, "local", 1);
    Dispatch cleared = d.dispatch(new InteractionEvent.Action(new UiAction.ClearFilters()));
    assertTrue(cleared.effects().isEmpty());
    // bars' selection is Power BI's: its highlight stays with it; local's filter goes.
    assertEquals(List.of("bars"), List.copyOf(cleared.state().highlights().keySet()));
    assertTrue(cleared.state().filters().isEmpty());
    assertEquals(List.of("bars"), List.copyOf(cleared.state().selections().keySet()));
  }
}
