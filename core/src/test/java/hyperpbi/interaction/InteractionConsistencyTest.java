package hyperpbi.interaction;

import static hyperpbi.interaction.InteractionEngineTest.click;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.eclipsesource.json.Json;
import hyperpbi.diagnostic.Diagnostics;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A site's value, selection, internal filter and Power BI filter stay consistent. */
class InteractionConsistencyTest {
  private final Diagnostics prep = new Diagnostics();

  private Dashboard load(String components) {
    return SeedData.load(components, true, RuntimeConfig.DEFAULT, prep);
  }

  @Test
  void clearFiltersKeepsAnExternallyFilteringControlWhole() {
    Dashboard d = load("[{\"type\": \"select\", \"id\": \"S\", \"field\": \"region\", "
        + "\"interaction\": {}}, {\"type\": \"select\", \"id\": \"L\", \"field\": \"status\", "
        + "\"interaction\": {\"externalMode\": \"none\"}}, {\"type\": \"table\", \"id\": \"T\"}]");
    d.dispatch(new InteractionEvent.Change("S", Json.value("North")));
    d.dispatch(new InteractionEvent.Change("L", Json.value("Open")));
    Dispatch cleared = d.dispatch(new InteractionEvent.Action(new UiAction.ClearFilters()));
    assertTrue(cleared.effects().isEmpty());
    UiState s = cleared.state();
    // Power BI still applies S's filter: S keeps its value and its internal filter with it.
    assertEquals(List.of("S"), List.copyOf(s.componentValues().keySet()));
    assertEquals(List.of("S"), List.copyOf(s.filters().keySet()));
    assertEquals(List.of("S"), List.copyOf(s.externalFilters().keySet()));
    assertTrue(s.filters().get("S").consumers().contains("T"));
  }

  @Test
  void aFilterOnTheSameColumnTakesTheEarlierSitesInteractionAway() {
    Dashboard d = load("[{\"type\": \"select\", \"id\": \"A\", \"field\": \"region\", "
        + "\"interaction\": {}}, {\"type\": \"select\", \"id\": \"B\", \"field\": "
        + "\"region\", \"interaction\": {}}, {\"type\": \"table\", \"id\": \"T\"}]");
    d.dispatch(new InteractionEvent.Change("A", Json.value("North")));
    Dispatch b = d.dispatch(new InteractionEvent.Change("B", Json.value("South")));
    // Power BI keeps B's filter on Sales.Region: A's value, selection and internal filter go
    // with the filter B replaced, so no control shows a value with no filter behind it.
    UiState s = b.state();
    assertEquals(List.of("B"), List.copyOf(s.componentValues().keySet()));
    assertEquals(List.of("B"), List.copyOf(s.selections().keySet()));
    assertEquals(List.of("B"), List.copyOf(s.filters().keySet()));
    assertEquals(List.of("B"), List.copyOf(s.externalFilters().keySet()));
    assertEquals(1, b.effects().size(), b.effects().toString());
    assertTrue(b.effects().get(0) instanceof HostEffect.ApplyJsonFilter);
    assertTrue(b.changedViews().containsAll(List.of("A", "B", "T")), b.changedViews()
        .toString());
    // Clearing B leaves the column unfiltered everywhere: no value of A stays on screen.
    Dispatch cleared = d.dispatch(new InteractionEvent.Change("B", Json.NULL));
    assertEquals(1, cleared.effects().size(), cleared.effects().toString());
    assertTrue(cleared.effects().get(0) instanceof HostEffect.ClearJsonFilter);
    assertTrue(cleared.state().componentValues().isEmpty());
    assertTrue(cleared.state().filters().isEmpty());
  }

  @Test
  void aPartialToggleElsewhereNarrowsAControlsStoredValue() {
    Dashboard d = load("[{\"type\": \"select\", \"id\": \"C\", \"field\": \"region\", "
        + "\"interaction\": {\"externalMode\": \"selection\", \"targets\": [\"T\"]}}, "
        + "{\"type\": \"slicer\", \"id\": \"R\", \"field\": \"revenue\", "
        + "\"interaction\": {\"externalMode\": \"selection\", \"operator\": \"between\", "
        + "\"targets\": [\"T\"]}}, "
        + "{\"type\": \"barChart\", \"id\": \"B\", \"category\": \"region\", "
        + "\"measure\": \"revenue\", \"interaction\": {\"internalMode\": \"none\", "
        + "\"selectionMode\": \"toggle\"}}, {\"type\": \"table\", \"id\": \"T\", "
        + "\"interaction\": {\"internalMode\": \"none\", \"selectionMode\": \"toggle\"}}]");
    d.dispatch(new InteractionEvent.Change("C", Json.parse("[\"North\", \"South\"]")));
    // The South bar stands for rows 1 and 5, both in C's share of the complete selection.
    Dispatch off = click(d, "B", 1);
    InteractionEngineTest.assertSelected(off, "toggle", new int[] {0, 2, 3},
        new int[] {10, 12, 13});
    UiState s = off.state();
    assertEquals(Json.parse("[\"North\"]"), s.componentValues().get("C"));
    assertEquals(List.of("North"), s.filters().get("C").values());
    assertArrayEquals(new int[] {0, 2, 3}, s.selections().get("C").rows());
    // A range cannot stand for only some of the rows it held: the range control's
    // interaction goes, as with its last row.
    d.dispatch(new InteractionEvent.Change("R", Json.parse("[40, 100]")));
    Dispatch row = click(d, "T", 2);
    assertTrue(!row.state().componentValues().containsKey("R"), row.state().toString());
    assertTrue(!row.state().filters().containsKey("R"));
    assertTrue(!row.state().selections().containsKey("R"));
  }

  @Test
  void aBetweenLeftWithOneRowByAToggleElsewhereGoes() {
    Dashboard d = load("[{\"type\": \"barChart\", \"id\": \"B\", \"category\": "
        + "\"region\", \"measure\": \"revenue\", \"interaction\": {\"field\": "
        + "\"revenue\", \"operator\": \"between\", \"internalMode\": \"filter\", "
        + "\"targets\": [\"T\"]}}, {\"type\": \"table\", \"id\": \"T\", "
        + "\"interaction\": {\"internalMode\": \"none\", \"selectionMode\": \"toggle\"}}]");
    // The South bar stands for rows 1 and 5: their two revenues make the between's bounds.
    Dispatch bar = click(d, "B", 1);
    assertEquals(2, bar.state().filters().get("B").values().size());
    // Toggling row 1 off leaves one value, which is no [low, high]: B's interaction goes.
    Dispatch off = click(d, "T", 1);
    InteractionEngineTest.assertSelected(off, "toggle", new int[0], new int[0]);
    assertTrue(off.state().filters().isEmpty(), off.state().toString());
    assertTrue(off.state().selections().isEmpty(), off.state().toString());
  }

  @Test
  void aControlStoresItsValueAsItsFilterReadsIt() {
    Dashboard d = load("[{\"type\": \"slicer\", \"id\": \"N\", \"field\": \"revenue\", "
        + "\"interaction\": {\"operator\": \">=\"}}, {\"type\": \"select\", \"id\": \"M\", "
        + "\"field\": \"cost\", \"interaction\": {}}, {\"type\": \"table\", \"id\": \"T\"}]");
    Dispatch typed = d.dispatch(new InteractionEvent.Change("N", Json.value("50.5")));
    // The Power BI filter sends the number 50.5: the control's value is that number too.
    assertEquals(Json.value(50.5), typed.state().componentValues().get("N"));
    assertTrue(typed.state().externalFilters().get("N").json().contains("\"value\":50.5"));
    Dispatch many = d.dispatch(new InteractionEvent.Change("M", Json.parse("[\"60\", \" \", 20]")));
    assertEquals(Json.parse("[60, 20]"), many.state().componentValues().get("M"));
    assertEquals(List.of(60.0, 20.0), many.state().filters().get("M").values());
  }

  @Test
  void reversedBetweenBoundsAreRefusedWhereverTheyComeFrom() {
    Dashboard d = load("[{\"type\": \"slicer\", \"id\": \"R\", \"field\": \"revenue\", "
        + "\"interaction\": {\"operator\": \"between\"}}, {\"type\": \"table\", "
        + "\"id\": \"T\", \"interaction\": {\"field\": \"revenue\", \"operator\": "
        + "\"between\", \"value\": [\"90\", 20]}}]");
    // A declared pair is checked at preparation, at the value.
    assertEquals(List.of("INVALID_PROPERTY_VALUE /components/1/interaction/value"),
        prep.sorted().stream().map(x -> x.code() + " " + x.path()).toList());
    d.dispatch(new InteractionEvent.Change("R", Json.parse("[10, 200]")));
    Dispatch reversed = d.dispatch(new InteractionEvent.Change("R", Json.parse("[200, 10]")));
    // GreaterThanOrEqual 200 and LessThanOrEqual 10 would match nothing: the change is
    // refused and the control keeps its value and its filter.
    assertEquals("INVALID_PROPERTY_VALUE", reversed.diagnostics().get(0).code());
    assertTrue(reversed.effects().isEmpty(), reversed.effects().toString());
    assertEquals(Json.parse("[10, 200]"), reversed.state().componentValues().get("R"));
    assertEquals(List.of(10.0, 200.0), reversed.state().filters().get("R").values());
    assertTrue(d.dispatch(new InteractionEvent.Change("R", Json.parse("[70, 70]")))
        .diagnostics().isEmpty());
  }

  @Test
  void aClearThatChangesNothingSendsNothing() {
    Dashboard d = load("[{\"type\": \"slicer\", \"id\": \"S\", \"field\": \"status\", "
        + "\"interaction\": {}}, {\"type\": \"select\", \"id\": \"A\", \"field\": "
        + "\"region\", \"interaction\": {}}, {\"type\": \"table\", \"id\": \"T\"}]");
    d.dispatch(new InteractionEvent.Change("A", Json.value("North")));
    // S never filtered: clearing it would remove every filter of the visual and re-apply A's.
    for (String idle : List.of("[null, null]", "null", "\"\"")) {
      Dispatch cleared = d.dispatch(new InteractionEvent.Change("S", Json.parse(idle)));
      assertTrue(cleared.effects().isEmpty(), idle + " " + cleared.effects());
      assertTrue(cleared.changedViews().isEmpty(), cleared.changedViews().toString());
    }
    d.dispatch(new InteractionEvent.Change("S", Json.value("Open")));
    Dispatch cleared = d.dispatch(new InteractionEvent.Change("S", Json.NULL));
    assertEquals(2, cleared.effects().size(), cleared.effects().toString());
    assertTrue(cleared.effects().get(0) instanceof HostEffect.ClearJsonFilter);
    assertTrue(cleared.effects().get(1) instanceof HostEffect.ApplyJsonFilter a
        && a.site().equals("A"));
  }

  @Test
  void aSelectionClearThatChangesNothingSendsNothing() {
    Dashboard d = load("[{\"type\": \"table\", \"id\": \"T\", \"interaction\": {}, "
        + "\"interactions\": {\"doubleClick\": {\"type\": \"clearSelection\"}}}, "
        + "{\"type\": \"select\", \"id\": \"C\", \"field\": \"region\", \"interaction\": "
        + "{\"externalMode\": \"selection\"}}]");
    // Nothing is selected: a clear leaves the complete selection as it was.
    Dispatch idle = d.dispatch(new InteractionEvent.Click("T", null, 0, false, true));
    assertTrue(idle.effects().isEmpty(), idle.effects().toString());
    for (String empty : List.of("null", "\"\"", "[]")) {
      Dispatch cleared = d.dispatch(new InteractionEvent.Change("C", Json.parse(empty)));
      assertTrue(cleared.effects().isEmpty(), empty + " " + cleared.effects());
    }
    // A clear that changes the complete selection still sends it.
    click(d, "T", 0);
    Dispatch cleared = d.dispatch(new InteractionEvent.Click("T", null, 0, false, true));
    InteractionEngineTest.assertSelected(cleared, "replace", new int[0], new int[0]);
    d.dispatch(new InteractionEvent.Change("C", Json.value("North")));
    InteractionEngineTest.assertSelected(
        d.dispatch(new InteractionEvent.Change("C", Json.NULL)), "replace", new int[0],
        new int[0]);
  }

  @Test
  void uiPayloadsRunAfterTheUniversalInteraction() {
    Dashboard d = load("[{\"type\": \"select\", \"id\": \"S\", \"field\": \"region\", "
        + "\"interaction\": {\"externalMode\": \"filter\"}, \"interactions\": {\"change\": "
        + "{\"type\": \"setState\", \"target\": \"changed\", \"value\": true}}}, "
        + "{\"type\": \"table\", \"id\": \"T\", \"interaction\": {\"internalMode\": "
        + "\"filter\"}, \"interactions\": {\"click\": {\"type\": \"setState\", \"target\": "
        + "\"clicked\", \"value\": true}}}, {\"type\": \"table\", \"id\": \"U\"}]");
    Dispatch changed = d.dispatch(new InteractionEvent.Change("S", Json.value("North")));
    assertEquals(Json.TRUE, changed.state().value("changed"));
    assertTrue(changed.state().filters().containsKey("S"));
    assertEquals(1, changed.effects().size(), changed.effects().toString());
    assertTrue(changed.effects().get(0) instanceof HostEffect.ApplyJsonFilter);
    Dispatch clicked = click(d, "T", 0);
    assertEquals(Json.TRUE, clicked.state().value("clicked"));
    assertTrue(clicked.state().filters().containsKey("T"));
    assertTrue(clicked.state().selections().containsKey("T"));
  }

  @Test
  void aDataPayloadReplacesTheUniversalInteractionOnItsGesture() {
    Dashboard d = load("[{\"type\": \"table\", \"id\": \"T\", \"interaction\": "
        + "{\"field\": \"status\", \"internalMode\": \"filter\"}, \"interactions\": "
        + "{\"click\": [{\"type\": \"setState\", \"target\": \"x\", \"value\": 1}, "
        + "{\"type\": \"setFilter\", \"field\": \"region\", \"valueFromRow\": "
        + "\"region\"}]}}, {\"type\": \"table\", \"id\": \"U\"}]");
    Dispatch clicked = click(d, "T", 0);
    assertEquals(Json.value(1), clicked.state().value("x"));
    // The setFilter's region filter, not the interaction's own status filter.
    assertEquals("region", clicked.state().filters().get("T").field());
  }

  @Test
  void toggleWorksOnTheCompleteSelection() {
    Dashboard d = load("[{\"type\": \"table\", \"id\": \"T1\", \"interaction\": "
        + "{\"internalMode\": \"highlight\", \"selectionMode\": \"toggle\"}}, "
        + "{\"type\": \"table\", \"id\": \"T2\", \"interaction\": {\"internalMode\": "
        + "\"none\", \"selectionMode\": \"toggle\"}}]");
    click(d, "T1", 0);
    InteractionEngineTest.assertSelected(click(d, "T1", 2), "toggle", new int[] {0, 2},
        new int[] {10, 12});
    InteractionEngineTest.assertSelected(click(d, "T2", 1), "toggle", new int[] {0, 1, 2},
        new int[] {10, 11, 12});
    // Row 0 is in the complete selection (T1's share): toggling it on T2 removes it, and
    // T1's highlight follows its remaining row.
    Dispatch off = click(d, "T2", 0);
    InteractionEngineTest.assertSelected(off, "toggle", new int[] {1, 2}, new int[] {11, 12});
    assertArrayEquals(new int[] {2}, off.state().selections().get("T1").rows());
    assertArrayEquals(new int[] {2}, off.state().highlights().get("T1").rows());
    InteractionEngineTest.assertSelected(click(d, "T1", 1), "toggle", new int[] {2},
        new int[] {12});
    assertEquals(List.of("T1"), List.copyOf(d.state().selections().keySet()));
  }

  @Test
  void aFixedValueFilterStaysWhileAnyRowIsSelected() {
    Dashboard d = load("[{\"type\": \"table\", \"id\": \"T\", \"interaction\": "
        + "{\"field\": \"status\", \"value\": \"Open\", \"externalMode\": \"filter\", "
        + "\"internalMode\": \"filter\", \"internalScope\": \"others\", "
        + "\"selectionMode\": \"toggle\"}}, {\"type\": \"table\", \"id\": \"U\"}]");
    click(d, "T", 0);
    click(d, "T", 1);
    Dispatch one = click(d, "T", 0);
    assertArrayEquals(new int[] {1}, one.state().selections().get("T").rows());
    assertEquals(List.of("Open"), one.state().filters().get("T").values());
    assertTrue(one.state().externalFilters().containsKey("T"));
    assertTrue(one.effects().stream().noneMatch(e -> e instanceof HostEffect.ClearJsonFilter));
    Dispatch none = click(d, "T", 1);
    assertTrue(none.state().filters().isEmpty());
    assertTrue(none.state().externalFilters().isEmpty());
    assertTrue(none.effects().get(0) instanceof HostEffect.ClearJsonFilter);
  }

  @Test
  void aDisabledInteractionStillRunsItsComponentsPayloads() {
    Dashboard d = load("[{\"type\": \"table\", \"id\": \"T\", \"interaction\": "
        + "{\"enabled\": false}, \"interactions\": {\"click\": [{\"type\": \"selectRow\"}, "
        + "{\"type\": \"setState\", \"target\": \"x\", \"value\": 1}, {\"type\": "
        + "\"highlight\"}], \"doubleClick\": {\"type\": \"clearSelection\"}}}, "
        + "{\"type\": \"table\", \"id\": \"U\"}]");
    Dispatch clicked = click(d, "T", 0);
    InteractionEngineTest.assertSelected(clicked, "replace", new int[] {0}, new int[] {10});
    assertEquals(Json.value(1), clicked.state().value("x"));
    assertArrayEquals(new int[] {0}, clicked.state().highlights().get("T").rows());
    Dispatch cleared = d.dispatch(new InteractionEvent.Click("T", null, 0, false, true));
    InteractionEngineTest.assertSelected(cleared, "replace", new int[0], new int[0]);
    assertTrue(cleared.state().selections().isEmpty());
    // The interaction's own gesture stays off: a click no payload maps does nothing.
    Dashboard off = load("[{\"type\": \"table\", \"id\": \"T\", \"interaction\": "
        + "{\"enabled\": false}}]");
    Dispatch none = click(off, "T", 0);
    assertTrue(none.effects().isEmpty());
    assertEquals("NO_INTERACTION", none.diagnostics().get(0).code());
  }

  @Test
  void valueFromRowWithoutAClickedRowReadsNull() {
    // calculations-dsl.txt: valueFromRow "reads a known field from the clicked-row context and
    // otherwise returns null"; only a payload acting on the clicked row itself needs one.
    Dashboard d = load("[{\"type\": \"button\", \"id\": \"btn\", \"label\": \"x\", "
        + "\"interactions\": {\"click\": [{\"type\": \"setState\", \"target\": "
        + "\"picked\", \"valueFromRow\": \"region\"}, {\"type\": \"selectWhere\", "
        + "\"where\": {\"op\": \"=\", \"left\": {\"field\": \"region\"}, \"right\": "
        + "{\"valueFromRow\": \"region\"}}}, {\"type\": \"selectRow\"}]}}, "
        + "{\"type\": \"select\", \"id\": \"S\", "
        + "\"field\": \"status\", \"interactions\": {\"change\": [{\"type\": "
        + "\"setState\", \"target\": \"s2\", \"valueFromRow\": \"status\"}, {\"type\": "
        + "\"selectWhere\", \"where\": {\"op\": \"isNull\", \"args\": [{\"valueFromRow\": "
        + "\"status\"}]}}]}}, {\"type\": \"table\", \"id\": \"T\"}]");
    assertTrue(prep.sorted().stream().noneMatch(x -> x.severity().json().equals("error")),
        prep.sorted().toString());
    Dispatch pressed = click(d, "btn", 0);
    assertEquals(List.of("MISSING_CLICKED_ROW"),
        pressed.diagnostics().stream().map(x -> x.code()).toList(),
        "selectRow acts on the clicked row: refused; the others read null");
    assertEquals(Json.NULL, pressed.state().value("picked"), "set to null");
    assertTrue(pressed.state().selections().isEmpty() || pressed.state().selections()
        .get("btn").rows().length == 0, "region = null matches no row");
    Dispatch changed = d.dispatch(new InteractionEvent.Change("S", Json.value("Open")));
    assertTrue(changed.diagnostics().stream().noneMatch(x -> x.severity().json().equals("error")),
        changed.diagnostics().toString());
    assertEquals(Json.NULL, changed.state().value("s2"));
    assertArrayEquals(new int[] {0, 1, 2, 3, 4, 5}, changed.state().selections().get("S").rows(),
        "isNull(valueFromRow) is true without a clicked row: every row of the view");
  }

  @Test
  void severalSelectionPayloadsMakeOneAppliedInteraction() {
    Dashboard d = load("[{\"type\": \"custom\", \"id\": \"C\", \"content\": \"x\", "
        + "\"interaction\": {\"internalMode\": \"filter\", \"internalScope\": \"others\", "
        + "\"externalMode\": \"selection\"}, \"interactions\": {\"click\": [{\"type\": "
        + "\"selectRow\"}, {\"type\": \"setFilter\", \"field\": \"region\", "
        + "\"valueFromRow\": \"region\"}]}}, {\"type\": \"table\", \"id\": \"U\"}]");
    assertTrue(prep.sorted().stream().noneMatch(x -> x.severity().json().equals("error")),
        prep.sorted().toString());
    // One complete selection effect per step: the final one (North: rows 0, 2, 3).
    InteractionEngineTest.assertSelected(click(d, "C", 0), "replace", new int[] {0, 2, 3},
        new int[] {10, 12, 13});
    Dispatch again = click(d, "C", 0);
    InteractionEngineTest.assertSelected(again, "toggle", new int[0], new int[0]);
    assertTrue(again.state().selections().isEmpty());
    assertTrue(again.state().filters().isEmpty());
    InteractionEngineTest.assertSelected(click(d, "C", 0), "replace", new int[] {0, 2, 3},
        new int[] {10, 12, 13});
  }

  @Test
  void theSameGestureAgainClearsAFixedFilterALaterPayloadOutlived() {
    // setFilter (status of the clicked row: Open, rows 0, 1, 4) then selectWhere (revenue >= 60:
    // rows 0, 2, 4). The second click used to clear setFilter first, over the rows selectWhere
    // left (row 2 remained), so its value was applied again and Power BI kept Status = Open.
    Dashboard d = load("[{\"type\": \"table\", \"id\": \"T\", \"interaction\": "
        + "{\"internalMode\": \"filter\", \"internalScope\": \"others\", \"externalMode\": "
        + "\"filter\"}, \"interactions\": {\"click\": [{\"type\": \"setFilter\", \"field\": "
        + "\"status\", \"valueFromRow\": \"status\"}, {\"type\": \"selectWhere\", \"where\": "
        + "{\"op\": \">=\", \"left\": {\"field\": \"revenue\"}, \"right\": {\"value\": 60}}}]}}, "
        + "{\"type\": \"table\", \"id\": \"U\"}]");
    Dispatch first = click(d, "T", 0);
    assertTrue(first.state().externalFilters().containsKey("T"));
    Dispatch again = click(d, "T", 0);
    assertEquals(List.of(new HostEffect.ClearJsonFilter("T", new FilterTarget("Sales",
        "Status"))), again.effects());
    assertTrue(again.state().selections().isEmpty());
    assertTrue(again.state().filters().isEmpty());
    assertTrue(again.state().externalFilters().isEmpty());
  }

  @Test
  void aControlLosesItsValueWithTheSelectionAnotherSiteReplaced() {
    Dashboard d = load("[{\"type\": \"select\", \"id\": \"S\", \"field\": \"region\", "
        + "\"interaction\": {\"externalMode\": \"selection\"}}, {\"type\": \"table\", "
        + "\"id\": \"T\", \"interaction\": {\"internalMode\": \"none\"}}]");
    d.dispatch(new InteractionEvent.Change("S", Json.value("North")));
    Dispatch replaced = click(d, "T", 0);
    InteractionEngineTest.assertSelected(replaced, "replace", new int[] {0}, new int[] {10});
    // S's selection and filter went with Power BI's replace: its value goes with them.
    assertTrue(replaced.state().componentValues().isEmpty(),
        replaced.state().componentValues().toString());
    assertTrue(replaced.state().filters().isEmpty());
    assertTrue(replaced.changedViews().contains("S"), replaced.changedViews().toString());
    // The same when a toggle elsewhere takes the control's last selected row away.
    Dashboard toggled = load("[{\"type\": \"select\", \"id\": \"S\", \"field\": "
        + "\"region\", \"interaction\": {\"externalMode\": \"selection\"}}, {\"type\": "
        + "\"table\", \"id\": \"T\", \"interaction\": {\"internalMode\": \"none\", "
        + "\"selectionMode\": \"toggle\"}}]");
    toggled.dispatch(new InteractionEvent.Change("S", Json.value("East")));
    Dispatch off = click(toggled, "T", 4);
    InteractionEngineTest.assertSelected(off, "toggle", new int[0], new int[0]);
    assertTrue(off.state().componentValues().isEmpty(), off.state().componentValues().toString());
  }

  @Test
  void aValueThatClearsIsStoredAsNoValue() {
    Dashboard d = load("[{\"type\": \"select\", \"id\": \"S\", \"field\": \"region\", "
        + "\"interaction\": {}}, {\"type\": \"slicer\", \"id\": \"R\", \"field\": "
        + "\"revenue\", \"interaction\": {\"operator\": \"between\"}}, {\"type\": "
        + "\"select\", \"id\": \"P\", \"field\": \"status\", \"interactions\": "
        + "{\"change\": {\"type\": \"setFilter\", \"field\": \"status\", \"value\": "
        + "\"Open\"}}}, {\"type\": \"table\", \"id\": \"T\"}]");
    for (String blank : List.of("[\"\"]", "[null, \" \"]", "[]", "\"  \"", "null")) {
      d.dispatch(new InteractionEvent.Change("S", Json.value("North")));
      Dispatch cleared = d.dispatch(new InteractionEvent.Change("S", Json.parse(blank)));
      assertTrue(cleared.state().componentValues().isEmpty(), blank + " "
          + cleared.state().componentValues());
      assertTrue(cleared.state().filters().isEmpty(), blank);
    }
    // A between with a blank bound clears (contract-notes §3): no value either.
    d.dispatch(new InteractionEvent.Change("R", Json.parse("[10, 60]")));
    Dispatch open = d.dispatch(new InteractionEvent.Change("R", Json.parse("[null, 60]")));
    assertTrue(open.state().componentValues().isEmpty(), open.state().componentValues()
        .toString());
    assertTrue(open.state().externalFilters().isEmpty());
    // A payloads-only control: [""] is no value, so it clears its fixed setFilter too.
    d.dispatch(new InteractionEvent.Change("P", Json.value("x")));
    assertTrue(d.state().filters().containsKey("P"));
    Dispatch emptied = d.dispatch(new InteractionEvent.Change("P", Json.parse("[\"\"]")));
    assertTrue(emptied.state().componentValues().isEmpty());
    assertTrue(emptied.state().filters().isEmpty(), emptied.state().filters().toString());
  }

  @Test
  void aGestureTogglesOrAddsTheUnionOfItsPayloadsOnce() {
    String payloads = "\"interactions\": {\"click\": [{\"type\": \"setFilter\", "
        + "\"field\": \"region\", \"valueFromRow\": \"region\"}, {\"type\": "
        + "\"selectRow\"}]}}, {\"type\": \"table\", \"id\": \"U\"}]";
    Dashboard toggle = load("[{\"type\": \"custom\", \"id\": \"C\", \"content\": \"x\", "
        + "\"interaction\": {\"selectionMode\": \"toggle\", \"clearOnSecondClick\": false, "
        + "\"internalScope\": \"others\"}, " + payloads);
    // North is rows 0, 2, 3: the selectRow of row 0 must not toggle off what setFilter added.
    InteractionEngineTest.assertSelected(click(toggle, "C", 0), "toggle", new int[] {0, 2, 3},
        new int[] {10, 12, 13});
    InteractionEngineTest.assertSelected(click(toggle, "C", 4), "toggle",
        new int[] {0, 2, 3, 4}, new int[] {10, 12, 13, 14});
    // All of the union selected: the gesture removes it all.
    InteractionEngineTest.assertSelected(click(toggle, "C", 2), "toggle", new int[] {4},
        new int[] {14});
    // add with multiSelect false: the gesture's union replaces, not its last payload.
    Dashboard add = load("[{\"type\": \"custom\", \"id\": \"C\", \"content\": \"x\", "
        + "\"interaction\": {\"selectionMode\": \"add\", \"multiSelect\": false, "
        + "\"internalScope\": \"others\"}, " + payloads);
    click(add, "C", 4);
    InteractionEngineTest.assertSelected(click(add, "C", 0), "add", new int[] {0, 2, 3},
        new int[] {10, 12, 13});
    // replace: likewise the union (the selectRow used to replace setFilter's rows with its own).
    Dashboard replace = load("[{\"type\": \"custom\", \"id\": \"C\", \"content\": \"x\", "
        + "\"interaction\": {\"internalScope\": \"others\"}, " + payloads);
    InteractionEngineTest.assertSelected(click(replace, "C", 0), "replace", new int[] {0, 2, 3},
        new int[] {10, 12, 13});
  }

  @Test
  void aHighlightPayloadRunsTheUniversalEngine() {
    Dashboard d = load("[{\"type\": \"custom\", \"id\": \"C\", \"content\": \"x\", "
        + "\"interaction\": {\"internalMode\": \"none\"}, \"interactions\": {\"click\": "
        + "{\"type\": \"highlight\"}, \"doubleClick\": {\"type\": \"clearHighlight\"}}}, "
        + "{\"type\": \"custom\", \"id\": \"G\", \"content\": \"x\", \"interaction\": "
        + "{\"selectionMode\": \"toggle\", \"externalMode\": \"none\"}, \"interactions\": "
        + "{\"click\": {\"type\": \"highlight\"}}}, {\"type\": \"table\", \"id\": \"U\"}]");
    // replace, with the site's external selection, and the same click again clears.
    Dispatch first = click(d, "C", 1);
    InteractionEngineTest.assertSelected(first, "replace", new int[] {1}, new int[] {11});
    assertArrayEquals(new int[] {1}, first.state().highlights().get("C").rows());
    Dispatch again = click(d, "C", 1);
    InteractionEngineTest.assertSelected(again, "toggle", new int[0], new int[0]);
    assertTrue(again.state().highlights().isEmpty());
    // clearHighlight clears the highlighted interaction, Power BI's selection included.
    click(d, "C", 4);
    Dispatch cleared = d.dispatch(new InteractionEvent.Click("C", null, 4, false, true));
    InteractionEngineTest.assertSelected(cleared, "replace", new int[0], new int[0]);
    assertTrue(cleared.state().highlights().isEmpty());
    // toggle mode: a second row adds, clicking it again removes it.
    click(d, "G", 0);
    assertArrayEquals(new int[] {0, 2}, click(d, "G", 2).state().highlights().get("G").rows());
    assertArrayEquals(new int[] {0}, click(d, "G", 2).state().highlights().get("G").rows());
  }
}
