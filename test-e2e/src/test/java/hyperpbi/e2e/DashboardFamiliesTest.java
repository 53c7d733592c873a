package hyperpbi.e2e;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.Route;
import com.microsoft.playwright.options.BoundingBox;
import com.microsoft.playwright.options.ColorScheme;
import com.microsoft.playwright.options.ForcedColors;
import com.microsoft.playwright.options.SelectOption;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Every family of the render tree in the playground, on the JavaScript and the WebAssembly
 * build: marks highlight on click and on the keyboard, tabs, overlays, toasts, maps, slicers,
 * selects, sortable and paged tables, themes and the narrow layout, as the painter draws the
 * engine's tree (RENDER-PROTOCOL.md). Screenshots of each state go to target/screenshots.
 */
class DashboardFamiliesTest {
  /** The repository's examples, seen from the module's directory (Maven runs tests there). */
  private static final Path EXAMPLES = Path.of("..", "examples");
  private static final String DIM = "0.4";

  private static Chromium chromium;
  private static Browser browser;

  @BeforeAll
  static void start() throws IOException {
    chromium = Chromium.start();
    browser = chromium.browser;
  }

  @AfterAll
  static void stop() {
    if (chromium != null) {
      chromium.close();
    }
  }

  @ParameterizedTest(name = "the playground draws every component with the {0} build")
  @ValueSource(strings = {"js", "wasm"})
  void everyComponentIsDrawn(String runtime) {
    List<String> errors = new ArrayList<>();
    try (Page page = everyComponent(runtime, errors)) {
      for (String id : List.of("hello", "details_button", "filters_button", "more",
          "status_slicer", "region_select", "revenue_kpi", "orders_kpi", "metrics",
          "revenue_by_region", "status_mix", "revenue_line", "region_map", "views", "rows",
          "note", "details", "filters_panel", "help")) {
        assertThat(page.locator("[data-component=" + id + "][data-type]")).hasCount(1);
      }
      assertThat(page.locator("[data-state=error]")).hasCount(0);
      assertThat(page.locator("[data-component=revenue_kpi] .hpbi-kpi-value")).hasText("$12,400");
      assertThat(page.locator("[data-component=revenue_by_region] g[data-axis=x] text"))
          .hasText(new String[] {"West", "East", "North", "South"});
      assertThat(page.locator("[data-component=revenue_by_region] g[data-axis=y] text").first())
          .hasText("0");
      assertThat(page.locator("[data-component=region_map] [data-row]")).hasCount(4);
      Chromium.screenshot(page, "every-component-" + runtime);
    }
    assertEquals(List.of(), errors, "console errors on the " + runtime + " page");
  }

  @ParameterizedTest(name = "a click highlights its bar with the {0} build")
  @ValueSource(strings = {"js", "wasm"})
  void aClickHighlightsItsBar(String runtime) {
    List<String> errors = new ArrayList<>();
    try (Page page = everyComponent(runtime, errors)) {
      Locator bars = page.locator("[data-component=revenue_by_region] rect[data-row]");
      assertThat(bars).hasCount(4);
      assertThat(bars.nth(0)).not().hasAttribute("opacity", DIM);
      bars.nth(1).click();
      assertThat(bars.nth(1)).hasAttribute("data-highlighted", "true");
      for (int i : new int[] {0, 2, 3}) {
        assertThat(bars.nth(i)).hasAttribute("opacity", DIM);
        assertThat(bars.nth(i)).not().hasAttribute("data-highlighted", "true");
      }
      Chromium.screenshot(page, "highlighted-" + runtime);
      // Clicking the highlighted bar again clears the highlight.
      bars.nth(1).click();
      assertThat(bars.nth(1)).not().hasAttribute("data-highlighted", "true");
      assertThat(bars.nth(0)).not().hasAttribute("opacity", DIM);
    }
    assertEquals(List.of(), errors, "console errors on the " + runtime + " page");
  }

  @ParameterizedTest(name = "a tab switches its components with the {0} build")
  @ValueSource(strings = {"js", "wasm"})
  void aTabSwitchesItsComponents(String runtime) {
    List<String> errors = new ArrayList<>();
    try (Page page = everyComponent(runtime, errors)) {
      Locator tabs = page.locator("[data-component=views] [role=tab][data-ui-action]");
      assertThat(tabs).hasText(new String[] {"Rows", "Cards"});
      assertThat(tabs.nth(0)).hasAttribute("aria-selected", "true");
      assertThat(page.locator("[data-component=rows][data-type=table]")).hasCount(1);
      assertThat(page.locator("[data-component=region_cards]")).hasCount(0);
      tabs.nth(1).click();
      assertThat(tabs.nth(1)).hasAttribute("aria-selected", "true");
      assertThat(tabs.nth(0)).hasAttribute("aria-selected", "false");
      assertThat(page.locator("[data-component=rows]")).hasCount(0);
      assertThat(page.locator("[data-component=region_cards][data-type=custom]")).isVisible();
      assertThat(page.locator("[data-component=cards_note]")).containsText("12,400");
      Chromium.screenshot(page, "tab-switched-" + runtime);
      tabs.nth(0).click();
      assertThat(page.locator("[data-component=rows] tbody tr[data-row]")).hasCount(8);
      assertThat(page.locator("[data-component=region_cards]")).hasCount(0);
    }
    assertEquals(List.of(), errors, "console errors on the " + runtime + " page");
  }

  @ParameterizedTest(name = "a modal opens and closes by Escape and its button with the {0} build")
  @ValueSource(strings = {"js", "wasm"})
  void aModalOpensAndCloses(String runtime) {
    List<String> errors = new ArrayList<>();
    try (Page page = everyComponent(runtime, errors)) {
      Locator modal = page.locator("[data-component=details][data-type=modal]");
      assertThat(modal).hasAttribute("data-open", "false");
      button(page, "details_button").click();
      assertThat(modal).hasAttribute("data-open", "true");
      assertThat(page.locator("[data-open=true] [data-component=details_text]"))
          .containsText("12,400");
      Chromium.screenshotWindow(page, "modal-open-" + runtime);
      page.keyboard().press("Escape");
      assertThat(modal).hasAttribute("data-open", "false");
      assertThat(page.locator("[data-component=details_text]")).hasCount(0);
      button(page, "details_button").click();
      assertThat(modal).hasAttribute("data-open", "true");
      button(page, "close_details").click();
      assertThat(modal).hasAttribute("data-open", "false");
    }
    assertEquals(List.of(), errors, "console errors on the " + runtime + " page");
  }

  @ParameterizedTest(name = "a toast appears and leaves after its duration with the {0} build")
  @ValueSource(strings = {"js", "wasm"})
  void aToastLeavesAfterItsDuration(String runtime) {
    List<String> errors = new ArrayList<>();
    try (Page page = playground(runtime, errors)) {
      Chromium.evaluate(page, """
          {"version": "2.0", "components": [
            {"type": "button", "id": "hello", "label": "Say hello", "uiAction": {"type":
             "showToast", "title": "Hello", "message": "Leaves after a second.",
             "intent": "success", "durationMs": 1000}}]}""");
      button(page, "hello").click();
      Locator toast = page.locator("[data-toast]");
      assertThat(toast).hasCount(1);
      assertThat(toast).hasAttribute("data-duration", "1000");
      assertThat(toast).containsText("Leaves after a second.");
      Chromium.screenshotWindow(page, "toast-" + runtime);
      // The painter's timer dismisses it through the engine (auto-waiting, default 5 s).
      assertThat(toast).hasCount(0);
    }
    assertEquals(List.of(), errors, "console errors on the " + runtime + " page");
  }

  @ParameterizedTest(name = "a map feature click highlights it with the {0} build")
  @ValueSource(strings = {"js", "wasm"})
  void aMapFeatureClickHighlightsIt(String runtime) {
    List<String> errors = new ArrayList<>();
    try (Page page = everyComponent(runtime, errors)) {
      Locator features = page.locator("[data-component=region_map] [data-row][data-layer=points]");
      assertThat(features).hasCount(4);
      Locator east = features.and(page.locator("[aria-label^=East]"));
      east.click();
      assertThat(east).hasAttribute("data-highlighted", "true");
      Locator others = page.locator("[data-component=region_map] [data-row][data-layer=points]"
          + ":not([data-highlighted])");
      assertThat(others).hasCount(3);
      for (int i = 0; i < 3; i++) {
        assertThat(others.nth(i)).hasAttribute("opacity", DIM);
      }
      // The map highlights for the whole dashboard (internalScope all): the bar chart too.
      assertThat(page.locator("[data-component=revenue_by_region] rect[data-highlighted=true]"))
          .hasAttribute("aria-label", "region East revenue 3,400");
      Chromium.screenshot(page, "map-highlighted-" + runtime);
    }
    assertEquals(List.of(), errors, "console errors on the " + runtime + " page");
  }

  @ParameterizedTest(name = "a slicer and a select filter the other components with the {0} build")
  @ValueSource(strings = {"js", "wasm"})
  void aSlicerAndASelectFilterTheOthers(String runtime) {
    List<String> errors = new ArrayList<>();
    try (Page page = everyComponent(runtime, errors)) {
      Locator kpi = page.locator("[data-component=revenue_kpi] .hpbi-kpi-value");
      Locator bars = page.locator("[data-component=revenue_by_region] rect[data-row]");
      page.locator("[data-component=region_select] select[data-control=region_select]")
          .selectOption(new SelectOption().setLabel("North"));
      assertThat(bars).hasCount(1);
      assertThat(bars).hasAttribute("aria-label", "region North revenue 2,630");
      assertThat(kpi).hasText("$2,630");
      // Cancelled only, within North: 450.
      page.locator("[data-component=status_slicer] [data-slicer] "
          + "input[type=checkbox][data-value='\"Cancelled\"']").check();
      assertThat(kpi).hasText("$450");
      assertThat(page.locator("[data-component=rows] tbody tr[data-row]")).hasCount(1);
      assertThat(page.locator("[data-component=rows] tbody tr[data-row] td"))
          .containsText(new String[] {"North", "Cancelled", "450.00"});
      Chromium.screenshot(page, "filtered-" + runtime);
      // The select's empty option clears its filter; the slicer's stays (all Cancelled rows).
      page.locator("select[data-control=region_select]").selectOption(new SelectOption()
          .setIndex(0));
      assertThat(kpi).hasText("$1,630");
      assertThat(bars).hasCount(4);
      assertThat(page.locator("[data-component=rows] tbody tr[data-row]")).hasCount(3);
    }
    assertEquals(List.of(), errors, "console errors on the " + runtime + " page");
  }

  @ParameterizedTest(name = "a table sorts by its header and pages with the {0} build")
  @ValueSource(strings = {"js", "wasm"})
  void aTableSortsAndPages(String runtime) {
    List<String> errors = new ArrayList<>();
    try (Page page = everyComponent(runtime, errors)) {
      Locator table = page.locator("[data-component=rows][data-type=table]");
      Locator revenue = table.locator("tbody tr[data-row] td.hpbi-number");
      Locator header = table.locator("button[data-sort=revenue]");
      assertThat(revenue.first()).hasText("1,200.00");
      header.click();
      assertThat(table.locator("th:has(button[data-sort=revenue])"))
          .hasAttribute("aria-sort", "ascending");
      assertThat(revenue.first()).hasText("300.00");
      assertThat(revenue).hasCount(8);
      table.locator("button[data-page]", new Locator.LocatorOptions().setHasText("Next")).click();
      assertThat(table.locator(".hpbi-pager")).containsText("Rows 9\u201312 of 12");
      assertThat(revenue).hasText(new String[] {"1,320.00", "1,500.00", "1,750.00", "2,100.00"});
      header.click();
      assertThat(table.locator("th:has(button[data-sort=revenue])"))
          .hasAttribute("aria-sort", "descending");
      Chromium.screenshot(page, "table-sorted-" + runtime);
    }
    assertEquals(List.of(), errors, "console errors on the " + runtime + " page");
  }

  @ParameterizedTest(name = "the keyboard reaches, clicks, moves between and drills bars with the {0} build")
  @ValueSource(strings = {"js", "wasm"})
  void theKeyboardActsOnBars(String runtime) {
    List<String> errors = new ArrayList<>();
    try (Page page = playground(runtime, errors)) {
      Chromium.evaluate(page, """
          {"version": "2.0", "data": {"datasets": {
            "byRegion": {"source": "powerbi", "groupBy": ["region"], "metrics":
              {"amount": {"op": "sum", "field": "revenue"}}},
            "byStatus": {"source": "powerbi", "groupBy": ["region", "status"], "metrics":
              {"amount": {"op": "sum", "field": "revenue"}}}}},
           "components": [{"type": "barChart", "id": "drill", "title": "Drill",
             "interaction": {"enabled": true, "internalMode": "highlight"},
             "drill": {"levels": [
               {"id": "region", "dataset": "byRegion", "category": "region", "measure": "amount"},
               {"id": "status", "dataset": "byStatus", "category": "status", "measure": "amount",
                "parentField": "region"}]}}]}""");
      Locator bars = page.locator("[data-component=drill] rect[data-row]");
      assertThat(bars).hasCount(4);
      // The next stop after the Evaluate button is the chart's one tabbable bar.
      page.getByTestId("evaluate").focus();
      page.keyboard().press("Tab");
      assertThat(bars.nth(0)).isFocused();
      page.keyboard().press("Enter");
      assertThat(bars.nth(0)).hasAttribute("data-highlighted", "true");
      assertThat(bars.nth(1)).hasAttribute("opacity", DIM);
      page.keyboard().press("ArrowRight");
      assertThat(bars.nth(1)).isFocused();
      assertThat(bars.nth(1)).hasAttribute("tabindex", "0");
      assertThat(bars.nth(0)).hasAttribute("tabindex", "-1");
      page.keyboard().press("End");
      assertThat(bars.nth(3)).isFocused();
      page.keyboard().press("Home");
      assertThat(bars.nth(0)).isFocused();
      String first = bars.nth(0).getAttribute("aria-label");
      assertTrue(first.startsWith("region North"), first);
      page.keyboard().press("Shift+Enter");
      Locator trail = page.locator("[data-component=drill] nav.hpbi-breadcrumbs");
      assertThat(trail.locator("[aria-current=location]")).hasText("North");
      assertThat(page.locator("[data-component=drill] g[data-axis=x] text"))
          .hasText(new String[] {"Active", "Cancelled"});
      // The breadcrumb button by the keyboard: back up.
      trail.locator("button[data-breadcrumb]").focus();
      page.keyboard().press("Enter");
      assertThat(page.locator("[data-component=drill] button[data-breadcrumb]")).hasCount(0);
      assertThat(bars).hasCount(4);
    }
    assertEquals(List.of(), errors, "console errors on the " + runtime + " page");
  }

  @ParameterizedTest(name = "a dark colour scheme draws the dark theme with the {0} build")
  @ValueSource(strings = {"js", "wasm"})
  void aDarkColourSchemeDrawsTheDarkTheme(String runtime) {
    List<String> errors = new ArrayList<>();
    try (BrowserContext context = browser.newContext(new Browser.NewContextOptions()
        .setColorScheme(ColorScheme.DARK))) {
      Page page = everyComponent(context.newPage(), runtime, errors);
      Locator root = page.locator("[data-dashboard]");
      assertThat(root).hasAttribute("data-theme", "dark");
      String background = (String) root.evaluate("e => getComputedStyle(e).backgroundColor");
      assertTrue(luminance(background) < 0.2, "dark background expected: " + background);
      String text = (String) root.evaluate("e => getComputedStyle(e).color");
      assertTrue(luminance(text) > 0.6, "light text expected: " + text);
      Chromium.screenshot(page, "dark-" + runtime);
    }
    assertEquals(List.of(), errors, "console errors on the " + runtime + " page");
  }

  @ParameterizedTest(name = "forced colours draw the high-contrast theme with the {0} build")
  @ValueSource(strings = {"js", "wasm"})
  void forcedColoursDrawHighContrast(String runtime) {
    List<String> errors = new ArrayList<>();
    try (BrowserContext context = browser.newContext(new Browser.NewContextOptions()
        .setForcedColors(ForcedColors.ACTIVE))) {
      Page page = everyComponent(context.newPage(), runtime, errors);
      assertThat(page.locator("[data-dashboard]")).hasAttribute("data-theme", "high-contrast");
      // One frame a button, as in the other themes: its component wrapper draws none.
      assertThat(page.locator("[data-component=hello][data-type=button]"))
          .hasCSS("border-top-width", "0px");
      // The marks stay visible on their card: forced colours repaint HTML backgrounds, not SVG.
      Locator chart = page.locator("[data-component=revenue_by_region]");
      String fill = (String) chart.locator("rect[data-row]").first()
          .evaluate("e => getComputedStyle(e).fill");
      String card = (String) chart.evaluate("e => getComputedStyle(e).backgroundColor");
      assertTrue(Math.abs(luminance(fill) - luminance(card)) > 0.5,
          "bars " + fill + " on a card " + card);
      Chromium.screenshot(page, "high-contrast-" + runtime);
    }
    assertEquals(List.of(), errors, "console errors on the " + runtime + " page");
  }

  @ParameterizedTest(name = "a 390 px window stacks the components in one column with the {0} build")
  @ValueSource(strings = {"js", "wasm"})
  void aNarrowWindowStacksTheComponents(String runtime) {
    List<String> errors = new ArrayList<>();
    try (BrowserContext context = browser.newContext(new Browser.NewContextOptions()
        .setViewportSize(390, 844))) {
      Page page = everyComponent(context.newPage(), runtime, errors);
      List<BoundingBox> boxes = new ArrayList<>();
      for (String id : List.of("revenue_kpi", "orders_kpi", "metrics", "revenue_by_region",
          "status_mix")) {
        boxes.add(page.locator("[data-component=" + id + "]").boundingBox());
      }
      for (int i = 1; i < boxes.size(); i++) {
        BoundingBox above = boxes.get(i - 1);
        BoundingBox box = boxes.get(i);
        assertEquals(above.x, box.x, 1, "component " + i + " is not in the same column");
        assertTrue(box.y >= above.y + above.height, "component " + i + " overlaps the one above");
      }
      // Metric values never overlap their neighbours: one too wide is cut with an ellipsis.
      Locator values = page.locator("[data-component=metrics] dd");
      assertThat(values.first()).hasCSS("text-overflow", "ellipsis");
      for (int i = 0; i + 1 < values.count(); i++) {
        BoundingBox left = values.nth(i).boundingBox();
        BoundingBox right = values.nth(i + 1).boundingBox();
        assertTrue(left.x + left.width <= right.x + 0.5, "metric value " + i + " overlaps the next");
      }
      // A chart's plot stays inside its card.
      BoundingBox card = boxes.get(3);
      BoundingBox plot = page.locator("[data-component=revenue_by_region] svg.hpbi-plot")
          .boundingBox();
      assertTrue(plot.x + plot.width <= card.x + card.width + 0.5,
          "the bar chart's plot spills out of its card: " + (plot.x + plot.width) + " > "
          + (card.x + card.width));
      for (BoundingBox box : boxes) {
        assertTrue(box.x >= 0 && box.x + box.width <= 390 + 0.5,
            "a component leaves the 390 px window: x " + box.x + " width " + box.width);
      }
      Chromium.screenshot(page, "narrow-" + runtime);
      Chromium.screenshotWindow(page, "narrow-window-" + runtime);
    }
    assertEquals(List.of(), errors, "console errors on the " + runtime + " page");
  }

  /** Screenshots of every example (for a person to look at), each drawn without error. */
  @Test
  void everyExampleIsDrawn() throws IOException {
    List<Path> examples;
    try (Stream<Path> files = Files.list(EXAMPLES)) {
      examples = files.filter(f -> f.toString().endsWith(".json")).sorted().toList();
    }
    assertTrue(examples.size() >= 5, "examples not found under " + EXAMPLES.toAbsolutePath());
    List<String> errors = new ArrayList<>();
    try (BrowserContext context = browser.newContext()) {
      // The remote example's sources answer from here: the page never reaches the network.
      context.route(url -> !url.startsWith(chromium.server.url()), route -> route.fulfill(new Route.FulfillOptions()
          .setStatus(200).setContentType("application/json")
          .setHeaders(Map.of("access-control-allow-origin", "*"))
          .setBody("{\"rows\": [{\"region\": \"North\", \"target\": 1500}, {\"region\": "
              + "\"East\", \"target\": 2500}], \"data\": {\"rows\": [{\"currency\": \"EUR\", "
              + "\"rate\": 1}]}}")));
      Page page = Chromium.recordingErrors(context.newPage(), errors);
      chromium.open(page, "?runtime=js");
      for (Path example : examples) {
        String name = example.getFileName().toString().replace(".json", "");
        Chromium.evaluate(page, read(example));
        assertThat(page.locator("[data-dashboard] [data-component]").first()).isAttached();
        Chromium.screenshot(page, "example-" + name);
      }
    }
    assertEquals(List.of(), errors, "console errors while drawing the examples");
  }

  /** The playground with every-component.json pasted and evaluated. */
  private static Page everyComponent(String runtime, List<String> errors) {
    return everyComponent(browser.newPage(), runtime, errors);
  }

  private static Page everyComponent(Page page, String runtime, List<String> errors) {
    Chromium.recordingErrors(page, errors);
    chromium.open(page, "?runtime=" + runtime);
    Chromium.evaluate(page, read(EXAMPLES.resolve("every-component.json")));
    assertThat(page.getByTestId("result-runtime")).hasText(runtime);
    assertThat(page.locator("[data-dashboard]")).hasAttribute("aria-label", "Every component");
    return page;
  }

  private static Page playground(String runtime, List<String> errors) {
    Page page = Chromium.recordingErrors(browser.newPage(), errors);
    chromium.open(page, "?runtime=" + runtime);
    return page;
  }

  private static Locator button(Page page, String component) {
    return page.locator("[data-component=" + component + "][data-type=button] "
        + "button[data-event=click]");
  }

  /** Relative luminance (0 black, 1 white) of a computed {@code rgb(r, g, b)} colour. */
  private static double luminance(String rgb) {
    String[] parts = rgb.replaceAll("[^0-9,.]", "").split(",");
    double r = Double.parseDouble(parts[0]) / 255;
    double g = Double.parseDouble(parts[1]) / 255;
    double b = Double.parseDouble(parts[2]) / 255;
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  }

  private static String read(Path file) {
    try {
      return Files.readString(file, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
