package hyperpbi.interaction;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.eclipsesource.json.Json;
import hyperpbi.diagnostic.Diagnostics;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class UiActionsTest {
  private static final String COMPONENTS = "[{\"type\": \"tabs\", \"id\": \"tabs\", \"tabs\": ["
      + "{\"id\": \"overview\", \"label\": \"Overview\"}, {\"id\": \"detail\", \"label\": "
      + "\"Detail\", \"components\": [{\"type\": \"text\", \"id\": \"inner\", \"text\": \"x\"}]}"
      + "]}, {\"type\": \"modal\", \"id\": \"help\", \"components\": []},"
      + " {\"type\": \"text\", \"id\": \"banner\", \"text\": \"t\", \"visible\": {\"state\": "
      + "\"showBanner\"}},"
      + " {\"type\": \"button\", \"id\": \"go\", \"label\": \"Go\", \"uiAction\": ["
      + "{\"type\": \"setTab\", \"target\": \"tabs\", \"value\": \"detail\"},"
      + " {\"type\": \"openOverlay\", \"target\": \"help\"}]}]";

  private final Diagnostics prep = new Diagnostics();
  private final Dashboard d = SeedData.loadSpec("{\"version\": \"2.0\", \"state\": {\"showBanner\":"
      + " false, \"region\": \"all\"}, \"leftPanel\": {\"components\": [{\"type\": \"text\", "
      + "\"id\": \"side\", \"text\": \"s\"}]}, \"components\": " + COMPONENTS + "}", true,
      RuntimeConfig.DEFAULT, prep);

  private Dispatch act(String json) {
    Diagnostics parsing = new Diagnostics();
    UiAction action = UiActionParser.parse(Json.parse(json), "/a", d.model().components(),
        parsing);
    assertTrue(parsing.sorted().isEmpty(), parsing.sorted().toString());
    return d.dispatch(new InteractionEvent.Action(action));
  }

  private List<String> rejected(String json) {
    Diagnostics out = new Diagnostics();
    assertNull(UiActionParser.parse(Json.parse(json), "/a", d.model().components(), out));
    return SeedData.codes(out);
  }

  @Test
  void theStateIsSeededFromTheSpecification() {
    UiState s = d.state();
    assertTrue(prep.sorted().isEmpty(), prep.sorted().toString());
    assertEquals("overview", s.tabs().get("tabs"));
    assertEquals(Json.FALSE, s.values().get("showBanner"));
    assertTrue(s.sidebarOpen());
    assertTrue(s.overlays().isEmpty());
  }

  @Test
  void tabsStateSidebarAndOverlays() {
    Dispatch tab = act("{\"type\": \"setTab\", \"target\": \"tabs\", \"value\": \"detail\"}");
    assertEquals("detail", tab.state().tabs().get("tabs"));
    assertEquals(List.of("tabs"), tab.changedViews());
    assertTrue(tab.effects().isEmpty());

    Dispatch set = act("{\"type\": \"setState\", \"target\": \"region\", \"value\": \"North\"}");
    assertEquals(Json.value("North"), set.state().values().get("region"));
    assertEquals(List.of(), set.changedViews());
    Dispatch toggled = act("{\"type\": \"toggleState\", \"target\": \"showBanner\"}");
    assertEquals(Json.TRUE, toggled.state().values().get("showBanner"));
    assertEquals(List.of("banner"), toggled.changedViews());
    assertEquals(Json.TRUE, act("{\"type\": \"toggleState\", \"target\": \"fresh\"}").state()
        .values().get("fresh"));
    Dispatch notBoolean = act("{\"type\": \"toggleState\", \"target\": \"region\"}");
    assertEquals("INVALID_STATE_VALUE", notBoolean.diagnostics().get(0).code());

    Dispatch sidebar = act("{\"type\": \"toggleSidebar\"}");
    assertFalse(sidebar.state().sidebarOpen());
    assertEquals(List.of("side"), sidebar.changedViews());

    assertEquals(Set.of("help"), act("{\"type\": \"openOverlay\", \"target\": \"help\"}").state()
        .overlays());
    assertTrue(act("{\"type\": \"toggleOverlay\", \"target\": \"help\"}").state().overlays()
        .isEmpty());
    act("{\"type\": \"toggleOverlay\", \"target\": \"help\"}");
    Dispatch closed = act("{\"type\": \"closeOverlay\", \"target\": \"help\"}");
    assertTrue(closed.state().overlays().isEmpty());
    assertEquals(List.of("help"), closed.changedViews());
  }

  @Test
  void steps() {
    assertEquals(2, act("{\"type\": \"setStep\", \"target\": \"wizard\", \"value\": 2}").state()
        .steps().get("wizard"));
    assertEquals(3, act("{\"type\": \"nextStep\", \"target\": \"wizard\"}").state().steps()
        .get("wizard"));
    act("{\"type\": \"setStep\", \"target\": \"wizard\", \"value\": 0}");
    assertEquals(0, act("{\"type\": \"previousStep\", \"target\": \"wizard\"}").state().steps()
        .get("wizard"));
  }

  @Test
  void toastsAreClampedOrPersistentAndDismissible() {
    Dispatch shown = act("{\"type\": \"showToast\", \"message\": \"Saved\", \"durationMs\": 500}");
    UiState.Toast t = assertInstanceOf(HostEffect.ShowToast.class, shown.effects().get(0))
        .toast();
    assertEquals("toast-1", t.id());
    assertEquals(1000.0, t.durationMs());
    assertEquals("info", t.intent());
    assertEquals(30000.0, act("{\"type\": \"showToast\", \"message\": \"m\", \"durationMs\": "
        + "60000}").state().toasts().get(1).durationMs());
    assertNull(act("{\"type\": \"showToast\", \"message\": \"m\", \"durationMs\": 0}").state()
        .toasts().get(2).durationMs());
    assertNull(act("{\"type\": \"showToast\", \"message\": \"m\", \"title\": \"T\", \"intent\": "
        + "\"warning\", \"id\": \"keep\"}").state().toasts().get(3).durationMs());
    assertEquals(4500.0, act("{\"type\": \"showToast\", \"message\": \"m\", \"durationMs\": "
        + "4500}").state().toasts().get(4).durationMs());
    Dispatch dismissed = act("{\"type\": \"dismissToast\", \"target\": \"keep\"}");
    assertEquals(4, dismissed.state().toasts().size());
    assertEquals("UNKNOWN_TOAST",
        act("{\"type\": \"dismissToast\", \"target\": \"keep\"}").diagnostics().get(0).code());
  }

  @Test
  void scrollToIsAHostEffectAndRefreshASafeNoOp() {
    Dispatch scroll = act("{\"type\": \"scrollTo\", \"target\": \"banner\"}");
    assertEquals("banner", assertInstanceOf(HostEffect.ScrollTo.class, scroll.effects().get(0))
        .target());
    Dispatch refresh = act("{\"type\": \"refresh\"}");
    assertTrue(refresh.effects().isEmpty());
    assertTrue(refresh.diagnostics().isEmpty());
    assertEquals(d.model().components().ids().size(), d.model().components().all().size());
    assertTrue(refresh.changedViews().isEmpty());
  }

  @Test
  void aButtonRunsItsActionsInOrder() {
    Dispatch pressed = d.dispatch(new InteractionEvent.Click("go", null, null, false, false));
    assertEquals("detail", pressed.state().tabs().get("tabs"));
    assertEquals(Set.of("help"), pressed.state().overlays());
    assertEquals(List.of("tabs", "help"), pressed.changedViews());
  }

  @Test
  void invalidActionsAreDiagnosticsWithPointers() {
    assertEquals(List.of("UNKNOWN_ACTION /a/type"), rejected("{\"type\": \"openModal\"}"));
    assertEquals(List.of("INVALID_TARGET /a/target"),
        rejected("{\"type\": \"openOverlay\", \"target\": \"banner\"}"));
    assertEquals(List.of("UNKNOWN_TARGET /a/target"),
        rejected("{\"type\": \"closeOverlay\", \"target\": \"nope\"}"));
    assertEquals(List.of("INVALID_PROPERTY_VALUE /a/value"),
        rejected("{\"type\": \"setTab\", \"target\": \"tabs\", \"value\": \"missing\"}"));
    assertEquals(List.of("INVALID_TARGET /a/target"),
        rejected("{\"type\": \"setTab\", \"target\": \"help\", \"value\": \"detail\"}"));
    assertEquals(List.of("MISSING_REQUIRED_PROPERTY /a/message"),
        rejected("{\"type\": \"showToast\"}"));
    assertEquals(List.of("INVALID_PROPERTY_TYPE /a/durationMs"),
        rejected("{\"type\": \"showToast\", \"message\": \"m\", \"durationMs\": \"5s\"}"));
    assertEquals(List.of("INVALID_PROPERTY_VALUE /a/value"),
        rejected("{\"type\": \"setStep\", \"target\": \"w\", \"value\": -1}"));
    assertEquals(List.of("UNKNOWN_PROPERTY /a/onClick"),
        rejected("{\"type\": \"refresh\", \"onClick\": \"alert(1)\"}"));
    assertEquals(List.of("INVALID_ACTION /a"), rejected("\"doSomething()\""));
    assertEquals(List.of("MISSING_REQUIRED_PROPERTY /a/target"),
        rejected("{\"type\": \"scrollTo\"}"));
  }

  @Test
  void uiActionsAreValidatedAtPreparationOnAnyComponent() {
    Diagnostics out = new Diagnostics();
    SeedData.load("[{\"type\": \"button\", \"id\": \"b\", \"label\": \"B\", \"uiAction\": "
        + "[{\"type\": \"toggleOverlay\", \"target\": \"b\"}, {\"type\": \"refresh\"}]}, "
        + "{\"type\": \"text\", \"id\": \"t\", \"text\": \"x\", \"uiAction\": "
        + "{\"type\": \"launch\"}}]", true, RuntimeConfig.DEFAULT, out);
    assertEquals(List.of("INVALID_TARGET /components/0/uiAction/0/target",
        "UNKNOWN_ACTION /components/1/uiAction/type"), SeedData.codes(out));
  }

  @Test
  void legacyButtonActionsAreReadAsUiActionWithAWarningEach() {
    Diagnostics out = new Diagnostics();
    SeedData.load("[{\"type\": \"button\", \"id\": \"b\", \"label\": \"B\", \"action\": "
        + "{\"type\": \"launch\"}, \"actions\": [{\"type\": \"toggleOverlay\", \"target\": "
        + "\"b\"}, {\"type\": \"refresh\"}]}, {\"type\": \"button\", \"id\": \"c\", "
        + "\"label\": \"C\", \"action\": \"setTab\", \"actionValue\": \"nowhere\"}]", true,
        RuntimeConfig.DEFAULT, out);
    assertEquals(List.of("LEGACY_PROPERTY_MIGRATED /components/0/action",
        "UNKNOWN_ACTION /components/0/action/type",
        "LEGACY_PROPERTY_MIGRATED /components/0/actions",
        "INVALID_TARGET /components/0/actions/0/target",
        "UNKNOWN_TARGET /components/1/action",
        "LEGACY_PROPERTY_MIGRATED /components/1/action",
        "LEGACY_PROPERTY_MIGRATED /components/1/actionValue"), SeedData.codes(out),
        "a built action's problems point at what the author wrote");
  }
}
