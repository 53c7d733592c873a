package hyperpbi.e2e;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.eclipsesource.json.Json;
import com.eclipsesource.json.JsonArray;
import com.eclipsesource.json.JsonObject;
import com.eclipsesource.json.JsonValue;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.options.BoundingBox;
import com.microsoft.playwright.options.MouseButton;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The packaged visual two-way with the report and its Power BI essentials (issue 22 §3, §4), in
 * the simulated Power BI host: Power BI's selection from outside shown as highlights, the context
 * menu and tooltips with the mark's selection ids, keyboard selection, the landing page, high
 * contrast, the host's locale, allowInteractions, the filters Power BI holds and the rendering
 * events.
 */
class PbivizReportTest {
  /** sales.json's rows behind each bar, in the bars' order (revenue descending). */
  private static final String[] WEST = {"Sales:9", "Sales:10", "Sales:11"};

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
    return visual.visual().locator("[data-component=revenue_by_region] rect[data-row]");
  }

  private static List<String> keys(JsonValue ids) {
    List<String> keys = new ArrayList<>();
    for (JsonValue id : ids.asArray()) {
      keys.add(id.asObject().getString("key", "?"));
    }
    return keys;
  }

  private static JsonObject args(PowerBiHostPage visual, String api, int index) {
    JsonArray calls = visual.calls(api);
    assertTrue(calls.size() > index, api + " calls: " + calls);
    return calls.get(index).asObject().get("args").asObject();
  }

  @Test
  void powerBisSelectionFromOutsideIsShownAsHighlightsAndRestoredOverNewData() {
    try (PowerBiHostPage visual = host.open(PowerBiHostPage.NETWORK_FREE, "{}")) {
      JsonObject sales = PowerBiHostPage.fixture("sales.json");
      visual.update(sales);
      assertEquals(1, visual.calls("registerOnSelectCallback").size());
      visual.clearCalls();
      // A bookmark (or the report) selects South's rows.
      visual.api("select", "[3, 4, 5]");
      Locator south = bars(visual).nth(3);
      assertThat(south).hasAttribute("data-highlighted", "true");
      for (int i = 0; i < 3; i++) {
        assertThat(bars(visual).nth(i)).hasAttribute("opacity", "0.4");
      }
      Locator table = visual.visual().locator("[data-component=orders]");
      assertThat(table.locator("tbody tr[data-highlighted=true]")).hasCount(3);
      assertThat(table.locator("tbody tr[data-row='3']")).hasAttribute("data-highlighted", "true");
      visual.screenshot("pbiviz-report-host-selection");
      assertEquals(List.of("host.select"), visual.callNames(), "nothing is sent back");
      // New data (the specification changed: a new dashboard): the selection stays shown.
      JsonObject retitled = Json.parse(sales.toString()).asObject();
      retitled.get("spec").asObject().set("title", "Revenue by region (new)");
      visual.update(retitled);
      assertThat(bars(visual).nth(3)).hasAttribute("data-highlighted", "true");
      assertThat(table.locator("tbody tr[data-highlighted=true]")).hasCount(3);
      assertEquals(0, visual.calls("select").size() + visual.calls("clear").size(), "nothing sent");
      // The visual's own click replaces it.
      bars(visual).nth(0).click();
      assertEquals(List.of(WEST), List.of(keys(args(visual, "select", 0).get("ids")).toArray()));
      assertThat(bars(visual).nth(0)).hasAttribute("data-highlighted", "true");
      assertThat(south).not().hasAttribute("data-highlighted", "true");
      assertEquals(List.of(), visual.errors, "console errors in the host");
    }
  }

  @Test
  void theContextMenuCarriesTheMarksSelectionIdOnRightClickAndShiftF10() {
    try (PowerBiHostPage visual = host.open(PowerBiHostPage.NETWORK_FREE, "{}")) {
      visual.update(PowerBiHostPage.fixture("sales.json"));
      visual.clearCalls();
      Locator west = bars(visual).nth(0);
      west.click(new Locator.ClickOptions().setButton(MouseButton.RIGHT));
      JsonObject menu = args(visual, "showContextMenu", 0);
      assertEquals("Sales:9", menu.get("id").asObject().getString("key", ""), menu.toString());
      JsonObject at = menu.get("position").asObject();
      BoundingBox box = west.boundingBox();
      assertTrue(at.getDouble("x", -1) >= box.x && at.getDouble("x", -1) <= box.x + box.width, at.toString());
      assertEquals(0, visual.calls("select").size(), "a right-click selects nothing");
      west.focus();
      visual.page.keyboard().press("Shift+F10");
      assertEquals("Sales:9", args(visual, "showContextMenu", 1).get("id").asObject().getString("key", ""));
      // Empty space: the report's menu without a data point.
      BoundingBox whole = visual.visual().boundingBox();
      visual.page.mouse().click(whole.x + whole.width - 5, whole.y + 5,
          new com.microsoft.playwright.Mouse.ClickOptions().setButton(MouseButton.RIGHT));
      assertEquals(new JsonObject(), args(visual, "showContextMenu", 2).get("id"));
      assertEquals(List.of(), visual.errors, "console errors in the host");
    }
  }

  @Test
  void tooltipsGoThroughTheTooltipServiceWithFormattedValuesAndSelectionIds() {
    try (PowerBiHostPage visual = host.open(PowerBiHostPage.NETWORK_FREE, "{}")) {
      visual.update(PowerBiHostPage.fixture("sales.json"));
      visual.clearCalls();
      bars(visual).nth(0).hover();
      JsonObject shown = args(visual, "tooltipService.show", 0);
      assertEquals(Json.parse("[{\"displayName\":\"Region\",\"value\":\"West\"},"
          + "{\"displayName\":\"totalRevenue\",\"value\":\"3,950\"}]"), shown.get("dataItems"));
      assertEquals(List.of(WEST), List.of(keys(shown.get("identities")).toArray()));
      assertEquals(2, shown.get("coordinates").asArray().size());
      // Power BI draws the tooltip; the test draws what the service got, where it was asked to.
      visual.page.evaluate("(text) => { const o = JSON.parse(text); const c = document.getElementById('container');"
          + " const tip = document.createElement('div'); tip.id = 'pbi-tooltip';"
          + " tip.style.cssText = `position:absolute;left:${o.coordinates[0] + 12}px;top:${o.coordinates[1] + 12}px;"
          + "background:#fff;border:1px solid #999;padding:4px 8px;font:12px Segoe UI,sans-serif;box-shadow:0 2px 6px #0003`;"
          + " for (const i of o.dataItems) { const l = document.createElement('div');"
          + " l.textContent = i.displayName + ':  ' + i.value; tip.append(l); } c.append(tip); }",
          shown.toString());
      visual.screenshot("pbiviz-report-tooltip");
      visual.page.evaluate("() => document.getElementById('pbi-tooltip').remove()");
      bars(visual).nth(1).hover();
      assertTrue(visual.calls("tooltipService.show").size() >= 2, "the next bar's tooltip");
      visual.page.mouse().move(1, 1);
      assertTrue(visual.calls("tooltipService.hide").size() >= 1, "hidden when the pointer leaves");
      assertEquals(List.of(), visual.errors, "console errors in the host");
    }
  }

  @Test
  void aKeyboardUserTabsToAMarkAndSelectsItWithEnter() {
    try (PowerBiHostPage visual = host.open(PowerBiHostPage.NETWORK_FREE, "{}")) {
      visual.update(PowerBiHostPage.fixture("sales.json"));
      visual.clearCalls();
      String focused = "";
      for (int i = 0; i < 10 && !focused.startsWith("revenue_by_region:"); i++) {
        visual.page.keyboard().press("Tab");
        focused = (String) visual.page.evaluate("() => { const e = document.activeElement;"
            + " const c = e && e.closest('[data-component]');"
            + " return c && e.hasAttribute('data-row') ? c.getAttribute('data-component') + ':' + e.getAttribute('data-row') : ''; }");
      }
      assertEquals("revenue_by_region:0", focused, "Tab reaches the chart's first mark");
      visual.page.keyboard().press("ArrowRight");
      visual.page.keyboard().press("Enter");
      JsonObject select = args(visual, "select", 0);
      assertEquals(List.of("Sales:6", "Sales:7", "Sales:8"), keys(select.get("ids")), "East, the second bar");
      assertThat(bars(visual).nth(1)).hasAttribute("data-selected", "true");
      assertEquals(List.of(), visual.errors, "console errors in the host");
    }
  }

  @Test
  void theLandingPageSaysWhatToDoNextInTheHostsLanguage() {
    try (PowerBiHostPage visual = host.open(PowerBiHostPage.NETWORK_FREE, "{}")) {
      visual.updateEmpty();
      Locator landing = visual.visual().locator("[data-state=landing]");
      assertThat(landing).isVisible();
      assertThat(landing.locator("li[data-step=fields]")).containsText("Fields well");
      assertThat(landing.locator("li[data-step=spec]")).containsText("Format > Specification > JSON");
      visual.screenshot("pbiviz-report-landing");
      assertEquals(List.of("eventService.renderingStarted", "eventService.renderingFinished"),
          visual.callNames().stream().filter(n -> n.startsWith("eventService.")).toList());
    }
    try (PowerBiHostPage visual = host.open(PowerBiHostPage.NETWORK_FREE, "{\"locale\": \"de-DE\"}")) {
      visual.updateEmpty();
      Locator landing = visual.visual().locator("[data-state=landing]");
      assertThat(landing.locator("li[data-step=fields]")).containsText("Bereich „Felder“");
      visual.screenshot("pbiviz-report-landing-de");
      assertEquals(List.of(), visual.errors, "console errors in the host");
    }
  }

  @Test
  void underHighContrastTheMarksUseThePalettesColoursOnly() {
    String palette = "{\"foreground\": \"#ffffff\", \"background\": \"#000000\","
        + " \"foregroundSelected\": \"#ffff00\", \"hyperlink\": \"#00ffff\"}";
    try (PowerBiHostPage visual = host.open(PowerBiHostPage.NETWORK_FREE,
        "{\"highContrast\": " + palette + "}")) {
      visual.update(PowerBiHostPage.fixture("sales.json"));
      bars(visual).nth(1).click();
      Set<String> colours = new TreeSet<>();
      JsonArray found = Json.parse((String) visual.page.evaluate("() => JSON.stringify([...document"
          + ".querySelectorAll('#visual .hpbi-mark')].flatMap((m) => [m.getAttribute('fill'),"
          + " m.getAttribute('stroke'), getComputedStyle(m).fill, getComputedStyle(m).stroke]))")).asArray();
      for (JsonValue v : found) {
        if (!v.isNull() && !v.asString().equals("none")) {
          colours.add(v.asString().toLowerCase());
        }
      }
      assertTrue(found.size() > 0, "marks drawn");
      Set<String> allowed = Set.of("#ffffff", "#000000", "#ffff00", "#00ffff", "rgb(255, 255, 255)",
          "rgb(0, 0, 0)", "rgb(255, 255, 0)", "rgb(0, 255, 255)");
      assertTrue(allowed.containsAll(colours), "mark colours " + colours);
      visual.screenshot("pbiviz-report-high-contrast");
      assertEquals(List.of(), visual.errors, "console errors in the host");
    }
  }

  @Test
  void theHostsLocaleFormatsNumbers() {
    try (PowerBiHostPage visual = host.open(PowerBiHostPage.NETWORK_FREE, "{\"locale\": \"de-DE\"}")) {
      visual.update(PowerBiHostPage.fixture("sales.json"));
      Locator table = visual.visual().locator("[data-component=orders]");
      assertThat(table.locator("tbody tr[data-row='0'] td").nth(3)).hasText("1.200,00");
      assertThat(bars(visual).nth(0)).hasAttribute("aria-label", "Region West totalRevenue 3.950");
      visual.screenshot("pbiviz-report-de-DE");
      assertEquals(List.of(), visual.errors, "console errors in the host");
    }
  }

  @Test
  void withoutInteractionsNothingReachesPowerBi() {
    try (PowerBiHostPage visual = host.open(PowerBiHostPage.NETWORK_FREE, "{\"allowInteractions\": false}")) {
      visual.update(PowerBiHostPage.fixture("sales.json"));
      visual.clearCalls();
      assertThat(visual.visual()).hasAttribute("data-interactive", "false");
      bars(visual).nth(0).click();
      bars(visual).nth(0).click(new Locator.ClickOptions().setButton(MouseButton.RIGHT));
      visual.visual().locator("select[data-control=status_filter]").selectOption(
          new com.microsoft.playwright.options.SelectOption().setLabel("Active"));
      List<String> names = visual.callNames();
      for (String api : List.of("select", "clear", "applyJsonFilter", "showContextMenu")) {
        assertTrue(!names.contains(api), api + " was called: " + names);
      }
      assertThat(bars(visual).nth(0)).not().hasAttribute("data-selected", "true");
      assertEquals(List.of(), visual.errors, "console errors in the host");
    }
  }

  @Test
  void theFiltersPowerBiHoldsComeBackIntoTheControlWithoutBeingSentAgain() {
    try (PowerBiHostPage visual = host.open(PowerBiHostPage.NETWORK_FREE, "{}")) {
      JsonObject sales = PowerBiHostPage.fixture("sales.json");
      sales.add("jsonFilters", Json.parse("[{\"$schema\": \"http://powerbi.com/product/schema#basic\","
          + " \"target\": {\"table\": \"Sales\", \"column\": \"Status\"}, \"filterType\": 1,"
          + " \"operator\": \"In\", \"values\": [\"Pending\"]}]"));
      visual.update(sales);
      Locator control = visual.visual().locator("select[data-control=status_filter]");
      assertThat(control.locator("option:checked")).hasText("Pending");
      assertEquals(0, visual.calls("applyJsonFilter").size(), "not sent again");
      assertEquals(visual.calls("eventService.renderingStarted").size(),
          visual.calls("eventService.renderingFinished").size(), "every update finished");
      assertEquals(List.of(), visual.errors, "console errors in the host");
    }
  }

  @Test
  void theNetworkPackageSaysWhenAnAdministratorBlockedWebAccess() {
    try (PowerBiHostPage visual = host.open(PowerBiHostPage.NETWORK, "{\"webAccess\": 3}")) {
      JsonObject sales = PowerBiHostPage.fixture("sales.json");
      sales.set("spec", Json.parse("{\"version\": \"2.0\", \"data\": {\"sources\": {\"summary\":"
          + " {\"type\": \"miniup.function\", \"function\": \"summary\"}}},"
          + " \"components\": [{\"type\": \"table\", \"id\": \"remote\", \"dataset\": \"summary\"}]}"));
      visual.update(sales);
      assertThat(visual.visual().locator("[data-component=remote]"))
          .containsText("An administrator has blocked web access for Power BI visuals");
      JsonObject asked = args(visual, "webAccessService.webAccessStatus", 0);
      assertEquals("https://functions.miniup.app/summary", asked.getString("url", ""));
      visual.screenshot("pbiviz-report-web-access-blocked");
      assertEquals(List.of(), visual.errors, "console errors in the host");
    }
  }
}
