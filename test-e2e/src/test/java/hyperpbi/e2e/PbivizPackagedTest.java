package hyperpbi.e2e;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.eclipsesource.json.JsonArray;
import com.eclipsesource.json.JsonObject;
import com.eclipsesource.json.JsonValue;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.BoundingBox;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The PACKAGED network-free visual (pbiviz-bridge/target/dist) in the simulated Power BI host,
 * loaded as Power BI loads it (PowerBiHostPage): what it draws, what it asks of the host.
 */
class PbivizPackagedTest {
  private static PowerBiHostPage.Host host;

  @BeforeAll
  static void start() throws IOException {
    host = PowerBiHostPage.start();
  }

  @AfterAll
  static void stop() {
    if (host != null) {
      host.close();
    }
  }

  private static Locator bars(PowerBiHostPage visual) {
    return visual.visual().locator("[data-component=revenue_by_region][data-type=barChart] rect[data-row]");
  }

  @Test
  void thePackageDrawsBarsOfProportionalLengthAndATableWithDisplayNamesAndFormats() {
    try (PowerBiHostPage visual = host.open(PowerBiHostPage.NETWORK_FREE, "{}")) {
      JsonObject info = visual.api("packageInfo").asObject();
      assertEquals(PowerBiHostPage.NETWORK_FREE, info.get("visual").asObject().getString("guid", ""));
      visual.update(PowerBiHostPage.fixture("sales.json"));
      Locator bars = bars(visual);
      // West 3950, East 3400, North 2630, South 2420 (sum of Revenue, descending).
      assertThat(bars).hasCount(4);
      double[] values = {3950, 3400, 2630, 2420};
      double[] lengths = new double[4];
      for (int i = 0; i < 4; i++) {
        BoundingBox box = bars.nth(i).boundingBox();
        lengths[i] = Math.max(box.width, box.height);
        assertTrue(lengths[i] > 20, "bar " + i + " is drawn: " + box.width + "x" + box.height);
      }
      for (int i = 1; i < 4; i++) {
        assertEquals(values[i] / values[0], lengths[i] / lengths[0], 0.01,
            "bar " + i + " is as long as its value against the first");
      }
      assertThat(bars.nth(0)).hasAttribute("aria-label", "Region West totalRevenue 3,950");
      // The table: the DataView's display names as headers, values in the columns' formats
      // (#,0.00 for Revenue, yyyy-MM-dd for the order date).
      Locator table = visual.visual().locator("[data-component=orders][data-type=table]");
      assertThat(table.locator("thead th")).hasText(new String[] {"Region", "Status", "Order date", "Revenue"});
      assertThat(table.locator("tbody tr[data-row='0'] td")).hasText(
          new String[] {"North", "Active", "2026-01-05", "1,200.00"});
      assertThat(table.locator("tbody tr[data-row='3'] td").nth(3)).hasText("1,500.00");
      visual.screenshot("pbiviz-packaged-light");
      assertEquals(List.of("createSelectionManager", "update", "eventService.renderingStarted",
          "eventService.renderingFinished"), visual.callNames().stream()
              .filter(n -> !n.equals("registerOnSelectCallback") && !n.startsWith("create")
                  || n.equals("createSelectionManager")).toList());
      assertEquals(List.of(), visual.errors, "console errors in the host");
    }
  }

  @Test
  void clicksSelectTheBarsRowsAndCtrlClickAddsToTheSelection() {
    try (PowerBiHostPage visual = host.open(PowerBiHostPage.NETWORK_FREE, "{}")) {
      visual.update(PowerBiHostPage.fixture("sales.json"));
      Locator bars = bars(visual);
      bars.nth(0).click();
      JsonArray selects = visual.calls("select");
      assertEquals(1, selects.size(), visual.calls(null).toString());
      // West's DataView rows: 9, 10, 11 (identity keys Sales:9 ...).
      assertEquals("[9,10,11]", rows(selects.get(0)));
      assertThat(bars.nth(0)).hasAttribute("data-highlighted", "true");
      bars.nth(1).click(new Locator.ClickOptions().setModifiers(
          List.of(com.microsoft.playwright.options.KeyboardModifier.CONTROL)));
      selects = visual.calls("select");
      assertEquals(2, selects.size(), visual.calls(null).toString());
      // The complete selection goes to Power BI: East's rows 6, 7, 8 join West's.
      assertEquals("[6,7,8,9,10,11]", rows(selects.get(1)));
      assertEquals("[\"Sales:6\",\"Sales:7\",\"Sales:8\",\"Sales:9\",\"Sales:10\",\"Sales:11\"]",
          keys(visual.api("selection")));
      assertEquals(List.of(), visual.errors, "console errors in the host");
    }
  }

  @Test
  void theFilterASelectAppliesIsValidForPowerBiModels() {
    try (PowerBiHostPage visual = host.open(PowerBiHostPage.NETWORK_FREE, "{}")) {
      visual.update(PowerBiHostPage.fixture("sales.json"));
      visual.visual().locator("select[data-control=status_filter]").selectOption(
          new com.microsoft.playwright.options.SelectOption().setLabel("Pending"));
      JsonArray filters = visual.calls("applyJsonFilter");
      assertEquals(1, filters.size(), visual.calls(null).toString());
      JsonObject args = filters.get(0).asObject().get("args").asObject();
      assertEquals("general", args.getString("objectName", ""));
      assertEquals("filter", args.getString("propertyName", ""));
      assertEquals(0, args.getInt("action", -1));
      JsonObject filter = args.get("filter").asObject();
      assertEquals("{\"$schema\":\"http://powerbi.com/product/schema#basic\",\"target\":"
          + "{\"table\":\"Sales\",\"column\":\"Status\"},\"filterType\":1,\"operator\":\"In\","
          + "\"values\":[\"Pending\"]}", filter.toString());
      // powerbi-models (Microsoft's filter schemas) as the oracle: no validation errors.
      assertEquals("null", visual.validateFilter(filter).toString());
      assertEquals(List.of(), visual.errors, "console errors in the host");
    }
  }

  @Test
  void aResizeRedrawsWithoutImportingTheRowsAgain() {
    try (PowerBiHostPage visual = host.open(PowerBiHostPage.NETWORK_FREE, "{}")) {
      visual.update(PowerBiHostPage.fixture("sales.json"));
      assertThat(visual.visual()).hasAttribute("data-imports", "1");
      bars(visual).nth(0).click();
      visual.clearCalls();
      visual.resize(500, 700);
      assertThat(visual.visual()).hasAttribute("data-imports", "1");
      assertEquals(List.of("update", "eventService.renderingStarted", "eventService.renderingFinished"),
          visual.callNames());
      // The state survives: the clicked bar is still highlighted, and nothing was sent again.
      assertThat(bars(visual).nth(0)).hasAttribute("data-highlighted", "true");
      BoundingBox box = visual.visual().locator("[data-dashboard]").boundingBox();
      assertTrue(box.width <= 500, "the dashboard fits the new viewport: " + box.width);
      // New rows are a new import.
      JsonObject fewer = PowerBiHostPage.fixture("sales.json");
      fewer.set("rows", new JsonArray().add(fewer.get("rows").asArray().get(0)));
      visual.update(fewer);
      assertThat(visual.visual()).hasAttribute("data-imports", "2");
      assertEquals(List.of(), visual.errors, "console errors in the host");
    }
  }

  @Test
  void withoutFieldsTheVisualShowsItsLandingPage() {
    try (PowerBiHostPage visual = host.open(PowerBiHostPage.NETWORK_FREE, "{}")) {
      visual.updateEmpty();
      Locator landing = visual.visual().locator("[data-state=landing]");
      assertThat(landing).isVisible();
      assertThat(landing).containsText("Fields");
      // Styled by the package's content.css (style/visual.less).
      assertThat(landing.locator("h2")).hasCSS("border-left-width", "4px");
      visual.screenshot("pbiviz-packaged-landing");
      visual.update(PowerBiHostPage.fixture("sales.json"));
      assertThat(landing).hasCount(0);
      assertThat(bars(visual)).hasCount(4);
      assertEquals(List.of(), visual.errors, "console errors in the host");
    }
  }

  /**
   * The host's high-contrast palette reaches the packaged visual and it still draws (the marks'
   * colours from the palette are PbivizReportTest's, h2-pbitwo: issue 22 §4).
   */
  @Test
  void aHighContrastHostStillGetsTheDashboard() {
    try (PowerBiHostPage visual = host.open(PowerBiHostPage.NETWORK_FREE,
        "{\"highContrast\": {\"foreground\": \"#ffff00\", \"background\": \"#000000\","
            + " \"foregroundSelected\": \"#00ff00\", \"hyperlink\": \"#00ffff\"}}")) {
      visual.update(PowerBiHostPage.fixture("sales.json"));
      assertThat(bars(visual)).hasCount(4);
      assertEquals("true", visual.page.evaluate("() => String(hostApi.isHighContrast())").toString());
      visual.screenshot("pbiviz-packaged-high-contrast");
      assertEquals(List.of(), visual.errors, "console errors in the host");
    }
  }

  /**
   * Advanced edit mode: the editor shows the specification with the engine's diagnostics over
   * the live DataView, and Apply stores the text with persistProperties; Power BI's answering
   * update and the end of edit mode draw the new dashboard.
   */
  @Test
  void editModeAppliesTheSpecificationWithPersistProperties() {
    try (PowerBiHostPage visual = host.open(PowerBiHostPage.NETWORK_FREE, "{}")) {
      JsonObject fixture = PowerBiHostPage.fixture("sales.json");
      visual.update(fixture);
      assertEquals(2, visual.api("packageInfo").asObject().get("capabilities").asObject()
          .getInt("advancedEditModeSupport", 0));
      visual.api("setEditMode", "1");
      Locator editor = visual.visual().getByTestId("spec-editor");
      assertThat(editor).isVisible();
      assertThat(editor).containsText("revenue_by_region");
      assertThat(visual.visual().getByTestId("edit-status")).hasText("No problems");
      // Schema completion in the package's (lite) editor: the root's member names with their
      // types (the package's schema has no descriptions: pbiviz-bridge/README.md, Size).
      editor.fill("{\n  \"");
      visual.page.keyboard().press("Control+Space");
      Locator option = visual.visual().locator(".cm-tooltip-autocomplete li").filter(
          new Locator.FilterOptions().setHas(visual.page.locator(".cm-completionLabel",
              new Page.LocatorOptions().setHasText(Pattern.compile("^components$")))));
      assertThat(option).hasCount(1);
      assertThat(option.locator(".cm-completionDetail")).hasText("array");
      visual.screenshot("pbiviz-packaged-edit-completion");
      visual.page.keyboard().press("Escape");
      assertThat(visual.visual().locator(".cm-tooltip-autocomplete")).hasCount(0);
      // A dataset the DataView does not have: the engine's diagnostic, inline and listed.
      JsonObject spec = fixture.get("spec").asObject();
      String broken = spec.toString().replace("\"dataset\":\"byRegion\"", "\"dataset\":\"byRegon\"");
      editor.fill(broken);
      assertThat(visual.visual().locator("[data-testid=edit-diagnostics] li[data-code=UNKNOWN_DATASET]"))
          .hasCount(1);
      assertThat(visual.visual().locator(".cm-lintRange-error").first()).isVisible();
      visual.screenshot("pbiviz-packaged-edit-mode");
      String retitled = spec.toString().replace("\"title\":\"Revenue by region\",\"data\"",
          "\"title\":\"Revenue per region\",\"data\"");
      editor.fill(retitled);
      visual.visual().getByTestId("apply-spec").click();
      JsonArray persisted = visual.calls("persistProperties");
      assertEquals(1, persisted.size(), visual.calls(null).toString());
      assertEquals("{\"merge\":[{\"objectName\":\"specification\",\"selector\":null,"
          + "\"properties\":{\"json\":" + com.eclipsesource.json.Json.value(retitled) + "}}]}",
          persisted.get(0).asObject().get("args").toString());
      assertEquals(retitled, visual.api("objects").asObject().get("specification").asObject()
          .getString("json", ""));
      visual.api("setEditMode", "0");
      assertThat(visual.visual().locator("[data-dashboard] h1")).hasText("Revenue per region");
      assertThat(bars(visual)).hasCount(4);
      assertEquals(List.of(), visual.errors, "console errors in the host");
    }
  }

  /**
   * Format pane > Appearance: the theme and font are drawing options, so changing them repaints
   * without importing the rows again.
   */
  @Test
  void theAppearanceOptionsRestyleWithoutAnotherImport() {
    try (PowerBiHostPage visual = host.open(PowerBiHostPage.NETWORK_FREE, "{}")) {
      JsonObject fixture = PowerBiHostPage.fixture("sales.json");
      visual.update(fixture);
      Locator dashboard = visual.visual().locator("[data-dashboard]");
      assertThat(dashboard).hasAttribute("data-theme", "light");
      fixture.set("objects", com.eclipsesource.json.Json.parse(
          "{\"appearance\": {\"theme\": \"dark\", \"fontFamily\": \"Georgia, serif\", \"fontSize\": 15}}"));
      visual.update(fixture);
      assertThat(dashboard).hasAttribute("data-theme", "dark");
      assertThat(dashboard).hasCSS("font-family", "Georgia, serif");
      assertThat(dashboard).hasCSS("font-size", "20px"); // 15 pt
      assertThat(visual.visual()).hasAttribute("data-imports", "1");
      visual.screenshot("pbiviz-packaged-dark-georgia");
      assertEquals(List.of(), visual.errors, "console errors in the host");
    }
  }

  private static String rows(JsonValue selectCall) {
    JsonArray rows = new JsonArray();
    for (JsonValue id : selectCall.asObject().get("args").asObject().get("ids").asArray()) {
      rows.add(id.asObject().getInt("row", -1));
    }
    return rows.toString();
  }

  private static String keys(JsonValue ids) {
    JsonArray keys = new JsonArray();
    for (JsonValue id : ids.asArray()) {
      keys.add(id.asObject().getString("key", ""));
    }
    return keys.toString();
  }
}
