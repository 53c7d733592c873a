package hyperpbi.interaction;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import hyperpbi.dashboard.Dashboard;
import hyperpbi.diagnostic.Diagnostic;
import hyperpbi.diagnostic.Diagnostics;
import hyperpbi.ui.FilterTarget;
import hyperpbi.ui.HostEffect;
import hyperpbi.ui.UiState;
import java.util.List;
import org.junit.jupiter.api.Test;

class InteractionEngineTest {
  private static final String BARS = "{\"type\": \"barChart\", \"id\": \"bars\", "
      + "\"dataset\": \"areaSummary\", \"category\": \"area\", \"measure\": \"totalRevenue\", "
      + "\"interaction\": %s}";

  private final Diagnostics prep = new Diagnostics();

  private Dashboard bars(String interaction) {
    return SeedData.load("[" + String.format(BARS, interaction) + "]", true,
        RuntimeConfig.DEFAULT, prep);
  }

  static Dispatch click(Dashboard d, String component, int row) {
    return d.dispatch(new InteractionEvent.Click(component, null, row, false, false));
  }

  static Dispatch ctrlClick(Dashboard d, String component, int row) {
    return d.dispatch(new InteractionEvent.Click(component, null, row, true, false));
  }

  static HostEffect.SelectIdentities selection(Dispatch d) {
    assertEquals(1, d.effects().size(), d.effects().toString());
    return assertInstanceOf(HostEffect.SelectIdentities.class, d.effects().get(0));
  }

  static void assertSelected(Dispatch d, String mode, int[] rows, int[] identities) {
    HostEffect.SelectIdentities s = selection(d);
    assertEquals(mode, s.mode());
    assertArrayEquals(rows, s.rows());
    assertArrayEquals(identities, s.identities());
  }

  @Test
  void aGroupedBarSelectsEveryContributingSourceRow() {
    Dashboard d = bars("{\"enabled\": true, \"internalMode\": \"highlight\", "
        + "\"externalMode\": \"selection\", \"selectionMode\": \"replace\"}");
    assertTrue(prep.sorted().isEmpty(), prep.sorted().toString());
    Dispatch north = click(d, "bars", 0);
    assertSelected(north, "replace", new int[] {0, 3}, new int[] {10, 13});
    assertArrayEquals(new String[] {"r0|r3"}, north.state().selections().get("bars").keys());
    UiState.Highlight h = north.state().highlights().get("bars");
    assertArrayEquals(new int[] {0, 3}, h.sourceRows());
    assertEquals(List.of("bars"), h.consumers());
    assertEquals(List.of("bars"), north.changedViews());
    assertSelected(click(d, "bars", 2), "replace", new int[] {4}, new int[] {14});
  }

  @Test
  void withoutIdentitiesSelectionIsUnavailableButInternalBehaviourStays() {
    Dashboard d = SeedData.load("[" + String.format(BARS, "{\"externalMode\": \"selection\"}")
        + "]", false, RuntimeConfig.DEFAULT, prep);
    Dispatch step = click(d, "bars", 1);
    assertTrue(step.effects().isEmpty());
    assertEquals(1, step.diagnostics().size());
    Diagnostic w = step.diagnostics().get(0);
    assertEquals("SELECTION_UNAVAILABLE", w.code());
    assertEquals("/components/0", w.path());
    assertTrue(w.message().contains("'bars'"), w.message());
    assertArrayEquals(new int[] {1, 5}, step.state().highlights().get("bars").sourceRows());
  }

  @Test
  void toggleSequence() {
    Dashboard d = bars("{\"selectionMode\": \"toggle\"}");
    assertSelected(click(d, "bars", 0), "toggle", new int[] {0, 3}, new int[] {10, 13});
    assertSelected(click(d, "bars", 1), "toggle", new int[] {0, 1, 3, 5},
        new int[] {10, 11, 13, 15});
    assertSelected(click(d, "bars", 0), "toggle", new int[] {1, 5}, new int[] {11, 15});
    assertSelected(click(d, "bars", 0), "toggle", new int[] {0, 1, 3, 5},
        new int[] {10, 11, 13, 15});
  }

  @Test
  void addSequenceNeverRemoves() {
    Dashboard d = bars("{\"selectionMode\": \"add\", \"clearOnSecondClick\": false}");
    assertSelected(click(d, "bars", 2), "add", new int[] {4}, new int[] {14});
    assertSelected(click(d, "bars", 0), "add", new int[] {0, 3, 4}, new int[] {10, 13, 14});
    assertSelected(click(d, "bars", 0), "add", new int[] {0, 3, 4}, new int[] {10, 13, 14});
  }

  @Test
  void replaceWithAModifierToggles() {
    Dashboard d = bars("{\"selectionMode\": \"replace\"}");
    assertSelected(click(d, "bars", 0), "replace", new int[] {0, 3}, new int[] {10, 13});
    assertSelected(ctrlClick(d, "bars", 1), "toggle", new int[] {0, 1, 3, 5},
        new int[] {10, 11, 13, 15});
    assertSelected(ctrlClick(d, "bars", 0), "toggle", new int[] {1, 5}, new int[] {11, 15});
    assertSelected(click(d, "bars", 2), "replace", new int[] {4}, new int[] {14});
  }

  @Test
  void multiSelectFalseKeepsOneSelection() {
    Dashboard d = bars("{\"selectionMode\": \"toggle\", \"multiSelect\": false}");
    click(d, "bars", 0);
    assertSelected(click(d, "bars", 1), "toggle", new int[] {1, 5}, new int[] {11, 15});
    assertSelected(click(d, "bars", 1), "toggle", new int[] {}, new int[] {});
  }

  @Test
  void clearOnSecondClickComparesTheSignature() {
    Dashboard d = bars("{}");
    assertSelected(click(d, "bars", 0), "replace", new int[] {0, 3}, new int[] {10, 13});
    Dispatch second = click(d, "bars", 0);
    assertSelected(second, "toggle", new int[] {}, new int[] {});
    assertNull(second.state().highlights().get("bars"));
    assertNull(second.state().selections().get("bars"));
    assertSelected(click(d, "bars", 0), "replace", new int[] {0, 3}, new int[] {10, 13});

    Dashboard keep = bars("{\"clearOnSecondClick\": false}");
    click(keep, "bars", 0);
    assertSelected(click(keep, "bars", 0), "replace", new int[] {0, 3}, new int[] {10, 13});
  }

  @Test
  void crossFilterFalseGatesEveryExternalEffect() {
    Dashboard d = SeedData.load("[" + String.format(BARS, "{}") + "]", false,
        new RuntimeConfig(false, false), prep);
    Dispatch step = click(d, "bars", 0);
    assertTrue(step.effects().isEmpty());
    assertTrue(step.diagnostics().isEmpty(), step.diagnostics().toString());
    assertArrayEquals(new int[] {0, 3}, step.state().highlights().get("bars").sourceRows());
  }

  @Test
  void replaceInOneComponentDropsTheOtherComponentsSelection() {
    Dashboard d = SeedData.load("[" + String.format(BARS, "{}") + ", {\"type\": \"table\", "
        + "\"id\": \"rows\", \"dataset\": \"activeRows\", \"interaction\": "
        + "{\"selectionMode\": \"add\"}}]", true, RuntimeConfig.DEFAULT, prep);
    click(d, "bars", 0);
    assertSelected(click(d, "rows", 1), "add", new int[] {0, 1, 3}, new int[] {10, 11, 13});
    Dispatch replace = click(d, "bars", 2);
    assertSelected(replace, "replace", new int[] {4}, new int[] {14});
    assertNull(replace.state().selections().get("rows"));
    assertEquals(List.of("bars", "rows"), replace.changedViews());
  }

  @Test
  void theCrossFilterGateLeavesTheInternalStateAsItIs() {
    String components = "[" + String.format(BARS, "{}") + ", {\"type\": \"table\", "
        + "\"id\": \"rows\", \"dataset\": \"activeRows\", \"interaction\": {}}]";
    Dashboard gated = SeedData.load(components, true, new RuntimeConfig(false, false), prep);
    Dashboard open = SeedData.load(components, true, RuntimeConfig.DEFAULT, prep);
    for (Dashboard d : List.of(gated, open)) {
      click(d, "rows", 1);
      Dispatch replace = click(d, "bars", 0);
      // The replace drops the table's selection and highlight either way.
      assertNull(replace.state().selections().get("rows"));
      assertNull(replace.state().highlights().get("rows"));
      assertArrayEquals(new int[] {0, 3}, replace.state().highlights().get("bars").sourceRows());
      assertEquals(List.of("bars", "rows"), replace.changedViews());
      assertEquals(d == gated, replace.effects().isEmpty());
    }
  }

  @Test
  void highlightScopeAndTargetsPickConsumers() {
    Dashboard d = SeedData.load("[" + String.format(BARS, "{\"internalScope\": \"others\"}")
        + ", {\"type\": \"table\", \"id\": \"rows\", \"dataset\": \"activeRows\"},"
        + " {\"type\": \"kpi\", \"id\": \"k\", \"dataset\": \"areaSummary\", \"field\": "
        + "\"totalRevenue\"}, {\"type\": \"text\", \"id\": \"note\", \"text\": \"hi\"}]", true,
        RuntimeConfig.DEFAULT, prep);
    Dispatch step = click(d, "bars", 0);
    assertEquals(List.of("rows", "k"), step.state().highlights().get("bars").consumers());
    assertEquals(List.of("bars", "rows"), step.changedViews(),
        "a KPI consumes the highlight but its value is over the rows shown: its view is as it was");

    Dashboard targeted = SeedData.load("[" + String.format(BARS,
        "{\"internalScope\": \"all\", \"target\": \"rows\"}") + ", {\"type\": \"table\", "
        + "\"id\": \"rows\", \"dataset\": \"activeRows\"}, {\"type\": \"kpi\", \"id\": \"k\", "
        + "\"dataset\": \"areaSummary\", \"field\": \"totalRevenue\"}]", true,
        RuntimeConfig.DEFAULT, prep);
    assertEquals(List.of("bars", "rows"),
        click(targeted, "bars", 0).state().highlights().get("bars").consumers());
  }

  @Test
  void aHighlightChangesOnlyTheViewsThatShowIt() {
    // core/README.md "Views": controls list their options and a KPI its value over the rows
    // shown; a highlight marks rows without removing any, so those views stay as they were.
    Dashboard d = SeedData.load("[" + String.format(BARS, "{\"internalScope\": \"all\"}")
        + ", {\"type\": \"table\", \"id\": \"rows\", \"dataset\": \"activeRows\"},"
        + " {\"type\": \"kpi\", \"id\": \"k\", \"field\": \"revenue\"},"
        + " {\"type\": \"select\", \"id\": \"pick\", \"field\": \"status\", "
        + "\"interaction\": {\"internalScope\": \"all\"}},"
        + " {\"type\": \"slicer\", \"id\": \"area\", \"dataset\": \"activeRows\", "
        + "\"field\": \"area\"}]", true, RuntimeConfig.DEFAULT, prep);
    Dispatch highlight = click(d, "bars", 0);
    assertEquals(List.of("bars", "rows", "k", "pick", "area"),
        highlight.state().highlights().get("bars").consumers());
    assertEquals(List.of("bars", "rows"), highlight.changedViews());

    Dispatch filter = d.dispatch(new InteractionEvent.Change("pick",
        com.eclipsesource.json.Json.value("Open")));
    assertEquals(List.of("k", "pick"), filter.changedViews(),
        "an internal filter changes the rows shown where the dataset has its field");
  }

  @Test
  void internalFilterWithoutAFieldFiltersBySourceRowKeys() {
    Dashboard d = bars("{\"internalMode\": \"filter\", \"externalMode\": \"none\"}");
    Dispatch step = click(d, "bars", 1);
    assertTrue(step.effects().isEmpty());
    UiState.InternalFilter f = step.state().filters().get("bars");
    assertFalse(f.hasField());
    assertArrayEquals(new String[] {"r1|r5"}, f.keys());
    assertArrayEquals(new int[] {1, 5}, f.sourceRows());
  }

  @Test
  void aGroupFieldFiltersPowerBiWithItsOriginalTarget() {
    Dashboard d = bars("{\"internalMode\": \"filter\", \"externalMode\": \"filter\", "
        + "\"field\": \"area\"}");
    assertTrue(prep.sorted().isEmpty(), prep.sorted().toString());
    Dispatch step = click(d, "bars", 0);
    HostEffect.ApplyJsonFilter f = assertInstanceOf(HostEffect.ApplyJsonFilter.class,
        step.effects().get(0));
    assertEquals("{\"$schema\":\"http://powerbi.com/product/schema#basic\",\"target\":"
        + "{\"table\":\"Sales\",\"column\":\"Region\"},\"filterType\":1,\"operator\":\"In\","
        + "\"values\":[\"North\"]}", f.json());
    UiState.InternalFilter internal = step.state().filters().get("bars");
    assertEquals("area", internal.field());
    assertEquals(List.of("North"), internal.values());
    Dispatch again = click(d, "bars", 0);
    assertEquals(new FilterTarget("Sales", "Region"), assertInstanceOf(
        HostEffect.ClearJsonFilter.class, again.effects().get(0)).target());
    assertTrue(again.state().externalFilters().isEmpty());
  }

  @Test
  void aMetricFieldIsRefusedForExternalFilter() {
    Dashboard d = bars("{\"externalMode\": \"filter\", \"field\": \"totalRevenue\"}");
    List<Diagnostic> found = prep.sorted();
    assertEquals(1, found.size(), found.toString());
    assertEquals("EXTERNAL_FILTER_UNAVAILABLE", found.get(0).code());
    assertEquals("/components/0/interaction/field", found.get(0).path());
    assertTrue(found.get(0).message().endsWith(
        "calculated field has no direct Power BI model filter target"), found.get(0).message());
    Dispatch step = click(d, "bars", 0);
    assertTrue(step.effects().isEmpty());
    assertTrue(step.diagnostics().get(0).message().endsWith(ExternalFilterBuilder.CALCULATED));
  }

  @Test
  void aControlFiltersByItsValueAndClearsWhenEmpty() {
    Dashboard d = SeedData.load("[{\"type\": \"select\", \"id\": \"pick\", \"field\": "
        + "\"region\", \"interaction\": {}}, {\"type\": \"table\", \"id\": \"all\"}, "
        + "{\"type\": \"table\", \"id\": \"sum\", \"dataset\": \"areaSummary\"}]", true,
        RuntimeConfig.DEFAULT, prep);
    Dispatch step = d.dispatch(new InteractionEvent.Change("pick",
        com.eclipsesource.json.Json.value("North")));
    assertEquals("{\"$schema\":\"http://powerbi.com/product/schema#basic\",\"target\":"
        + "{\"table\":\"Sales\",\"column\":\"Region\"},\"filterType\":1,\"operator\":\"In\","
        + "\"values\":[\"North\"]}", assertInstanceOf(HostEffect.ApplyJsonFilter.class,
        step.effects().get(0)).json());
    UiState.InternalFilter f = step.state().filters().get("pick");
    assertEquals(List.of("all"), f.consumers());
    assertArrayEquals(new int[] {0, 2, 3}, f.sourceRows());
    assertEquals(List.of("pick", "all"), step.changedViews());
    Dispatch cleared = d.dispatch(new InteractionEvent.Change("pick",
        new com.eclipsesource.json.JsonArray()));
    assertInstanceOf(HostEffect.ClearJsonFilter.class, cleared.effects().get(0));
    assertTrue(cleared.state().filters().isEmpty());
    assertTrue(cleared.state().componentValues().isEmpty());
  }

  @Test
  void aRefusedControlValueLeavesTheControlAsItWas() {
    Dashboard d = SeedData.load("[{\"type\": \"slicer\", \"id\": \"q\", \"field\": "
        + "\"revenue\", \"interaction\": {}}, {\"type\": \"table\", \"id\": \"all\"}]", true,
        RuntimeConfig.DEFAULT, prep);
    d.dispatch(new InteractionEvent.Change("q", com.eclipsesource.json.Json.value(50)));
    Dispatch refused = d.dispatch(new InteractionEvent.Change("q",
        com.eclipsesource.json.Json.value("abc")));
    assertEquals("INVALID_PROPERTY_VALUE", refused.diagnostics().get(0).code());
    assertEquals("50", refused.state().componentValues().get("q").toString());
    assertEquals(List.of(50.0), refused.state().filters().get("q").values());
    assertTrue(refused.effects().isEmpty());
    assertEquals(List.of(), refused.changedViews());
  }

  @Test
  void legacyInputsBehaveAsTheirMigratedInteraction() {
    String spec = "{\"version\": \"1.0\", \"components\": [{\"type\": \"table\", \"id\": "
        + "\"orders\", \"selectable\": true, \"selectionMode\": \"multiple\", \"external\": "
        + "true}]}";
    Dashboard d = SeedData.loadSpec(spec, true, RuntimeConfig.DEFAULT, prep);
    InteractionPolicy p = d.model().site("orders").policy();
    assertEquals(InteractionPolicy.SelectionMode.TOGGLE, p.selectionMode());
    assertEquals(InteractionPolicy.ExternalMode.SELECTION, p.externalMode());
    assertTrue(p.showSelector());
    assertSelected(click(d, "orders", 2), "toggle", new int[] {2}, new int[] {12});
    assertSelected(click(d, "orders", 0), "toggle", new int[] {0, 2}, new int[] {10, 12});
  }

  @Test
  void autoResolvesByComponentKind() {
    Dashboard d = SeedData.load("[{\"type\": \"select\", \"id\": \"pick\", \"field\": "
        + "\"region\", \"interaction\": {}}, {\"type\": \"custom\", \"id\": \"c\", \"content\": "
        + "\"x\", \"interaction\": {}}, {\"type\": \"kpi\", \"id\": \"k\", \"field\": \"revenue\","
        + " \"interaction\": {}}]", true, RuntimeConfig.DEFAULT, prep);
    InteractionPolicy control = d.model().site("pick").policy();
    assertEquals(InteractionPolicy.Trigger.CHANGE, control.trigger());
    assertEquals(InteractionPolicy.ExternalMode.FILTER, control.externalMode());
    InteractionPolicy custom = d.model().site("c").policy();
    assertEquals(InteractionPolicy.Trigger.CLICK, custom.trigger());
    assertEquals(InteractionPolicy.ExternalMode.SELECTION, custom.externalMode());
    assertEquals(InteractionPolicy.ExternalMode.NONE, d.model().site("k").policy().externalMode());
  }
}
