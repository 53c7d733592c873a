package hyperpbi.e2e;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.eclipsesource.json.Json;
import com.eclipsesource.json.JsonObject;
import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.Route;
import com.microsoft.playwright.options.Cookie;
import com.microsoft.playwright.options.SelectOption;
import hyperpbi.engine.Engine;
import hyperpbi.engine.EngineRequest;
import hyperpbi.engine.Session;
import hyperpbi.engine.SourceInput;
import hyperpbi.web.PlaygroundServer;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Opens the playground served by the launcher in Debian's Chromium, once with the JavaScript
 * build and once with the WebAssembly build, and checks the demo result it renders: ok, 12 source
 * rows, known cells, and the very document the JVM engine produces for the same request.
 */
class PlaygroundPageTest {
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

  @ParameterizedTest(name = "demo renders with the {0} build")
  @ValueSource(strings = {"js", "wasm"})
  void demoResultRenders(String runtime) throws IOException {
    List<String> consoleErrors = new ArrayList<>();
    try (Page page = pageRecordingErrors(consoleErrors)) {
      openPlayground(page, "?runtime=" + runtime);
      assertThat(page.getByTestId("result-runtime")).hasText(runtime);

      JsonObject jvm = Json.parse(jvmResultForTheDemo()).asObject();
      assertThat(page.getByTestId("result-ok")).hasText("true");
      assertThat(page.getByTestId("dataset-powerbi-row-count")).hasText("12");
      // areaSummary: East = 2100 + 760 + 540 (Active and Pending rows; Cancelled filtered out).
      assertThat(page.getByTestId("dataset-areaSummary-row-count")).hasText("4");
      assertThat(page.getByTestId("cell-areaSummary-0-area")).hasText("East");
      assertThat(page.getByTestId("cell-areaSummary-0-totalRevenue")).hasText("3400");
      assertThat(page.getByTestId("row-powerbi-11")).isVisible();
      assertThat(page.getByTestId("cell-powerbi-0-region")).hasText("North");
      assertThat(page.getByTestId("cell-powerbi-6-status")).hasText("Active");
      int datasets = jvm.get("datasets").asObject().size();
      assertThat(page.locator("[data-dataset]")).hasCount(datasets);
      assertThat(page.getByTestId("diagnostic-count"))
          .hasText(String.valueOf(jvm.get("diagnostics").asArray().size()));
      // The dashboard, drawn by the engine's renderer: the category axis names the bars, each
      // bar says its value; a click highlights it and dims the others (and, the CSV having no
      // Power BI identities, the external selection is refused with a warning).
      Locator chart = page.locator("[data-component=revenue_by_area][data-type=barChart]");
      Locator bars = chart.locator("rect[data-row]");
      assertThat(bars).hasCount(4);
      assertThat(chart.locator("g[data-axis=x] text")).hasText(
          new String[] {"East", "West", "North", "South"});
      assertThat(bars.nth(0)).hasAttribute("data-row", "0");
      // (The label names the field by its source column, region, renamed area in the spec.)
      assertThat(bars.nth(0)).hasAttribute("aria-label",
          Pattern.compile("^\\w+ East totalRevenue 3,400$"));
      assertThat(bars.nth(0).locator("title")).containsText("East");
      assertThat(bars.nth(0).locator("title")).containsText("totalRevenue: 3,400");
      bars.nth(0).click();
      assertThat(bars.nth(0)).hasAttribute("data-highlighted", "true");
      assertThat(bars.nth(1)).hasAttribute("opacity", "0.4");
      assertThat(bars.nth(1)).not().hasAttribute("data-highlighted", "true");
      assertThat(page.getByTestId("event-findings")).containsText("SELECTION_UNAVAILABLE");
      // Templates: the root metric (Cancelled rows 450 + 300 + 880 left out of 12,400) and the
      // base aggregate.
      assertThat(page.locator("[data-component=summary] p")).hasText(
          "Revenue outside cancellations: 10,770 of 12,400");
      assertThat(page.locator("[data-component=totals] dd")).hasText("10,770");
      // The browser build printed exactly what the JVM engine prints for the same request.
      assertEquals(jvmResultForTheDemo(), page.getByTestId("result-json").textContent(),
          runtime + " result in Chromium differs from the JVM");
    }
    assertEquals(List.of(), consoleErrors, "console errors on the " + runtime + " page");
  }

  @ParameterizedTest(name = "uploads and edits are evaluated with the {0} build")
  @ValueSource(strings = {"js", "wasm"})
  void uploadsAndSpecificationEditsAreEvaluated(String runtime) {
    List<String> consoleErrors = new ArrayList<>();
    try (Page page = pageRecordingErrors(consoleErrors)) {
      openPlayground(page, "?runtime=" + runtime);
      page.getByTestId("files").setInputFiles(new com.microsoft.playwright.options.FilePayload(
          "targets.csv", "text/csv",
          "region,target\nNorth,10\nSouth,20\n".getBytes(StandardCharsets.UTF_8)));
      assertThat(page.getByTestId("input-source-targets")).hasText("targets (csv)");
      // Every loaded source besides the default is shown under its name.
      assertThat(page.getByTestId("dataset-targets-row-count")).hasText("2");

      page.getByTestId("spec-text").fill("{\"version\": \"2.0\", \"data\": {\"datasets\": "
          + "{\"big\": {\"source\": \"targets\", \"filter\": {\"field\": \"target\", "
          + "\"operator\": \">\", \"value\": 15}}}}, \"components\": [{\"type\": \"table\", "
          + "\"id\": \"t\", \"dataset\": \"big\"}]}");
      page.getByTestId("evaluate").click();
      assertThat(page.getByTestId("dataset-big-row-count")).hasText("1");
      assertThat(page.getByTestId("cell-big-0-region")).hasText("South");

      page.getByTestId("default-source").selectOption("targets");
      assertThat(page.getByTestId("dataset-powerbi-row-count")).hasText("2");

      page.getByTestId("spec-text").fill("{\"version\": \"2.0\", \"components\": "
          + "[{\"type\": \"table\", \"id\": \"t\", \"dataset\": \"nope\"}]}");
      page.getByTestId("evaluate").click();
      assertThat(page.getByTestId("result-ok")).hasText("false");
      assertThat(page.getByTestId("diagnostic-0")).containsText(
          "error UNKNOWN_DATASET at \"/components/0/dataset\"");
    }
    assertEquals(List.of(), consoleErrors, "console errors on the " + runtime + " page");
  }

  @org.junit.jupiter.api.Test
  void aChartDrillsOnDoubleClickAndGoesBackByItsBreadcrumbs() {
    List<String> consoleErrors = new ArrayList<>();
    try (Page page = pageRecordingErrors(consoleErrors)) {
      openPlayground(page, "?runtime=js");
      page.getByTestId("spec-text").fill("{\"version\": \"2.0\", \"data\": {\"datasets\": {"
          + "\"byRegion\": {\"source\": \"powerbi\", \"groupBy\": [\"region\"], \"metrics\": "
          + "{\"amount\": {\"op\": \"sum\", \"field\": \"revenue\"}}}, \"byStatus\": {\"source\": "
          + "\"powerbi\", \"groupBy\": [\"region\", \"status\"], \"metrics\": {\"amount\": "
          + "{\"op\": \"sum\", \"field\": \"revenue\"}}}}}, \"components\": [{\"type\": "
          + "\"barChart\", \"id\": \"drill\", \"drill\": {\"levels\": [{\"id\": \"region\", "
          + "\"dataset\": \"byRegion\", \"category\": \"region\", \"measure\": \"amount\"}, "
          + "{\"id\": \"status\", \"dataset\": \"byStatus\", \"category\": \"status\", "
          + "\"measure\": \"amount\", \"parentField\": \"region\"}]}}]}");
      page.getByTestId("evaluate").click();
      Locator chart = page.locator("[data-component=drill][data-type=barChart]");
      Locator north = chart.locator("rect[data-row][aria-label*=North]");
      assertThat(north).hasCount(1);
      north.dblclick();
      // North's statuses, and the way back up.
      Locator trail = chart.locator("nav.hpbi-breadcrumbs");
      assertThat(trail.locator("button[data-breadcrumb]")).hasText("region");
      assertThat(trail.locator("[aria-current=location]")).hasText("North");
      assertThat(chart.locator("g[data-axis=x] text")).hasText(
          new String[] {"Active", "Cancelled"});
      trail.locator("button[data-breadcrumb]").click();
      assertThat(chart.locator("button[data-breadcrumb]")).hasCount(0);
      assertThat(chart.locator("rect[data-row][aria-label*=North]")).hasCount(1);
    }
    assertEquals(List.of(), consoleErrors, "console errors on the drilled chart");
  }

  @org.junit.jupiter.api.Test
  void aLongTableIsPaged() {
    List<String> consoleErrors = new ArrayList<>();
    try (Page page = pageRecordingErrors(consoleErrors)) {
      openPlayground(page, "?runtime=js");
      page.getByTestId("spec-text").fill("{\"version\": \"2.0\", \"components\": "
          + "[{\"type\": \"table\", \"id\": \"t\", \"pageSize\": 5}]}");
      page.getByTestId("evaluate").click();
      Locator table = page.locator("[data-component=t][data-type=table]");
      Locator pager = table.locator(".hpbi-pager");
      assertThat(table.locator("tbody tr[data-row]")).hasCount(5);
      assertThat(pager).containsText("Rows 1–5 of 12");
      assertThat(pager.locator("button[data-page]", new Locator.LocatorOptions()
          .setHasText("Previous"))).isDisabled();
      pager.locator("button[data-page]", new Locator.LocatorOptions().setHasText("Next")).click();
      assertThat(pager).containsText("Rows 6–10 of 12");
      assertThat(table.locator("tbody tr[data-row]").first()).hasAttribute("data-row", "5");
      pager.locator("button[data-page]", new Locator.LocatorOptions().setHasText("Next")).click();
      assertThat(table.locator("tbody tr[data-row]")).hasCount(2);
      assertThat(pager).containsText("Rows 11–12 of 12");
    }
    assertEquals(List.of(), consoleErrors, "console errors on the paged table");
  }

  @ParameterizedTest(name = "remote demo fetches its source under the policy with the {0} build")
  @ValueSource(strings = {"js", "wasm"})
  void remoteDemoFetchesItsSourceUnderThePolicy(String runtime) {
    List<Map<String, String>> requests = new ArrayList<>();
    try (BrowserContext context = browser.newContext()) {
      // A cookie the browser would send with credentials: the policy omits it.
      context.addCookies(List.of(new Cookie("session", "secret")
          .setDomain("functions.miniup.app").setPath("/").setSecure(true)));
      Page page = context.newPage();
      page.route("https://functions.miniup.app/**", route -> {
        Map<String, String> seen = new java.util.TreeMap<>(route.request().allHeaders());
        seen.put(":method", route.request().method());
        seen.put(":url", route.request().url());
        requests.add(seen);
        boolean north = route.request().url().endsWith("region=North");
        route.fulfill(new Route.FulfillOptions().setStatus(200)
            .setContentType("application/json")
            .setHeaders(Map.of("access-control-allow-origin", "*"))
            .setBody(north ? "{\"rows\": [{\"region\": \"North\", \"target\": 1500}]}"
                : "{\"rows\": [{\"region\": \"North\", \"target\": 1500}, {\"region\": "
                + "\"South\", \"target\": 900}, {\"region\": \"East\", \"target\": 2500}]}"));
      });
      Locator source = openRemoteDemo(page, runtime, "ready");
      assertThat(source).hasText("targets: ready · 3 rows");
      assertThat(page.getByTestId("dataset-targets-row-count")).hasText("3");
      // bigTargets: target >= 1000, descending.
      assertThat(page.getByTestId("dataset-bigTargets-row-count")).hasText("2");
      assertThat(page.getByTestId("cell-bigTargets-0-region")).hasText("East");
      Map<String, String> first = requests.get(0);
      assertEquals("GET", first.get(":method"));
      assertEquals("https://functions.miniup.app/region-targets/query?region=all",
          first.get(":url"));
      assertEquals(null, first.get("cookie"), "credentials were sent: " + first);
      assertEquals(null, first.get("referer"), "a referrer was sent: " + first);

      button(page, "north").click();
      assertThat(source).hasText("targets: ready · 1 rows");
      assertThat(page.getByTestId("dataset-targets-row-count")).hasText("1");
      assertEquals("https://functions.miniup.app/region-targets/query?region=North",
          requests.get(1).get(":url"));
      // Back to all regions within the time to live: the completed read is reused.
      button(page, "all_regions").click();
      assertThat(page.getByTestId("dataset-targets-row-count")).hasText("3");
      assertEquals(2, requests.size(), "the cached read was fetched again");
    }
  }

  @ParameterizedTest(name = "a failing remote source shows its error with the {0} build")
  @ValueSource(strings = {"js", "wasm"})
  void aFailingRemoteSourceShowsItsError(String runtime) {
    try (BrowserContext context = browser.newContext()) {
      Page page = context.newPage();
      page.route("https://functions.miniup.app/**", route -> route.fulfill(
          new Route.FulfillOptions().setStatus(503).setContentType("text/plain")
              .setHeaders(Map.of("access-control-allow-origin", "*")).setBody("busy")));
      Locator source = openRemoteDemo(page, runtime, "error");
      assertThat(source).hasText("targets: error · HTTP 503 Service Unavailable");
      // Without rows the dataset over the source is evaluated empty, with its static schema.
      assertThat(page.getByTestId("dataset-bigTargets-row-count")).hasText("0");
      assertThat(page.getByTestId("dataset-targets")).hasCount(0);
    }
  }

  @org.junit.jupiter.api.Test
  void theVisualAsksASimulatedPowerBiHostForSelectionsAndFilters() {
    List<String> consoleErrors = new ArrayList<>();
    try (Page page = pageRecordingErrors(consoleErrors)) {
      openPlayground(page, "powerbi.html");
      Locator chart = page.locator("[data-component=revenue_by_region][data-type=barChart]");
      Locator bars = chart.locator("rect[data-row]");
      // Cancelled rows filtered out, revenue descending: East 3400, West 3070, North 2180, South 2120.
      assertThat(bars).hasCount(4);
      assertThat(chart.locator("g[data-axis=x] text").first()).hasText("East");
      assertThat(bars.nth(0)).hasAttribute("aria-label", "Region East totalRevenue 3,400");
      bars.nth(0).click();
      // East's contributing DataView rows: 6, 7, 8 (its Cancelled row is not in the group).
      assertThat(page.getByTestId("host-call-0")).hasText("select [6,7,8] multiSelect=false");
      assertThat(bars.nth(0)).hasAttribute("data-highlighted", "true");
      assertThat(bars.nth(1)).hasAttribute("opacity", "0.4");
      // The painter's own tooltip (no host tooltip service here): the mark's title, one line a
      // field, on a box.
      bars.nth(1).hover();
      Locator tip = page.locator(".hpbi-tooltip");
      assertThat(tip).hasText("Region: West\ntotalRevenue: 3,070");
      assertThat(tip).hasCSS("white-space", "pre-line");
      assertThat(tip).not().hasCSS("background-color", "rgba(0, 0, 0, 0)");
      Chromium.screenshot(page, "powerbi-host-selected");
      Locator status = page.locator("select[data-control=status_filter]");
      assertThat(status.locator("option[data-value]")).hasText(
          new String[] {"Active", "Cancelled", "Pending"});
      status.selectOption(new SelectOption().setLabel("Pending"));
      assertThat(page.getByTestId("host-call-1")).hasText("applyJsonFilter {\"$schema\":"
          + "\"http://powerbi.com/product/schema#basic\",\"target\":{\"table\":\"Sales\","
          + "\"column\":\"Status\"},\"filterType\":1,\"operator\":\"In\",\"values\":"
          + "[\"Pending\"]} general.filter merge");
      // The option without a value: no filter.
      status.selectOption(new SelectOption().setIndex(0));
      assertThat(page.getByTestId("host-call-2")).hasText(
          "applyJsonFilter null general.filter remove");
      bars.nth(0).click();
      assertThat(page.getByTestId("host-call-3")).hasText("clear selection");
      assertThat(bars.nth(1)).not().hasAttribute("opacity", "0.4");
    }
    assertEquals(List.of(), consoleErrors, "console errors on the Power BI host page");
  }

  /** Opens a playground page (path and query) and waits until it has evaluated. */
  private static void openPlayground(Page page, String query) {
    chromium.open(page, query);
  }

  /** A button component's button. */
  private static Locator button(Page page, String component) {
    return page.locator("[data-component=" + component + "][data-type=button] "
        + "button[data-event=click]");
  }

  /** Opens the remote demo and waits until its source has this status; answers the status. */
  private static Locator openRemoteDemo(Page page, String runtime, String status) {
    page.navigate(chromium.server.url() + "?project=remote-demo&runtime=" + runtime);
    Locator source = page.getByTestId("source-targets");
    assertThat(source).hasAttribute("data-status", status,
        new com.microsoft.playwright.assertions.LocatorAssertions.HasAttributeOptions()
            .setTimeout(30_000));
    return source;
  }

  /** A new page whose console errors and uncaught exceptions go to {@code errors}. */
  private static Page pageRecordingErrors(List<String> errors) {
    return Chromium.recordingErrors(browser.newPage(), errors);
  }

  /**
   * The request the page builds (playground.js demoRequest), evaluated on the JVM as the page's
   * live dashboard shows it: on a session whose datasets the dashboard's load evaluated already
   * (so they are cache hits).
   */
  private static String jvmResultForTheDemo() throws IOException {
    EngineRequest request = new EngineRequest("eval", siteResource("demo/spec.json"),
        List.of(new SourceInput("sales", "csv", siteResource("demo/sales.csv"), null, null, null)),
        "sales", null, null, List.of(), null);
    Session session = Session.load(request);
    Engine.evaluate(session, request);
    return Engine.evaluate(session, request);
  }

  private static String siteResource(String name) throws IOException {
    try (InputStream in = PlaygroundServer.class.getClassLoader()
        .getResourceAsStream("hyperpbi/web/site/" + name)) {
      if (in == null) {
        throw new IOException("missing site resource " + name);
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }
}
