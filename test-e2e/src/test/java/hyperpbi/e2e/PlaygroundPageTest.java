package hyperpbi.e2e;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.eclipsesource.json.Json;
import com.eclipsesource.json.JsonArray;
import com.eclipsesource.json.JsonObject;
import com.eclipsesource.json.JsonValue;
import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Download;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.Route;
import com.microsoft.playwright.assertions.LocatorAssertions;
import com.microsoft.playwright.options.BoundingBox;
import com.microsoft.playwright.options.ColorScheme;
import com.microsoft.playwright.options.Cookie;
import com.microsoft.playwright.options.FilePayload;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The studio (index.html + studio/*.mjs) served by the launcher in Debian's Chromium: the live
 * dashboard with both engine builds (in a Web Worker), typing without a button, invalid JSON,
 * persistence, projects, bundles, the gallery, the portability check, uploads with progress,
 * the panels, the keyboard, 390 px and dark mode. Every state is saved under
 * target/screenshots/studio-*.png for a person to look at.
 */
class PlaygroundPageTest {
  private static final Path EXAMPLES = Path.of("..", "examples");
  private static final String SMALL = "{\n\"version\": \"2.0\",\n\"title\": \"Sales\",\n"
      + "\"components\": [{\"type\": \"table\", \"id\": \"t\", \"pageSize\": 5}]\n}\n";

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

  @ParameterizedTest(name = "the demo is live with the {0} build")
  @ValueSource(strings = {"js", "wasm"})
  void theDemoIsLive(String runtime) {
    List<String> errors = new ArrayList<>();
    try (Page page = studio("?runtime=" + runtime, errors)) {
      assertThat(page.getByTestId("result-runtime")).hasText(runtime);
      assertThat(page.getByTestId("status")).hasText(Pattern.compile(
          "^Evaluated in \\d+ ms \\(" + (runtime.equals("js") ? "JavaScript" : "WebAssembly") + "\\)$"));
      assertThat(page.getByTestId("project-name")).hasValue("Regional revenue (demo)");
      assertThat(page.getByTestId("save-state")).hasText("Saved");
      // The dashboard, drawn by the engine's renderer at the pane's size.
      Locator chart = page.locator("[data-component=revenue_by_area][data-type=barChart]");
      Locator bars = chart.locator("rect[data-row]");
      assertThat(bars).hasCount(4);
      assertThat(chart.locator("g[data-axis=x] text")).hasText(
          new String[] {"East", "West", "North", "South"});
      assertThat(bars.nth(0)).hasAttribute("aria-label",
          Pattern.compile("^\\w+ East totalRevenue 3,400$"));
      assertThat(page.locator("[data-component=summary] p")).hasText(
          "Revenue outside cancellations: 10,770 of 12,400");
      assertThat(page.locator("[data-component=totals] dd")).hasText("10,770");
      // The Data panel: the project's source, its row count with separators, its fields.
      assertThat(page.getByTestId("source-sales-rows")).hasText("12 rows");
      assertThat(page.getByTestId("source-sales-default")).isChecked();
      assertThat(page.locator("[data-testid=source-fields] tbody tr")).hasCount(4);
      assertThat(page.locator("[data-testid=source-fields] tr[data-field=revenue] td")).hasText(
          new String[] {"revenue", "revenue", "revenue", "measure", "number", "uploaded-column"});
      assertThat(page.locator("[data-testid=source-grid] [data-grid-row]")).hasCount(12);
      Chromium.screenshotWindow(page, "studio-light-" + runtime);
      // A click highlights the bar; the log shows what Power BI would receive (nothing: the
      // CSV has no Power BI identities, and the engine says so).
      bars.nth(0).click();
      assertThat(bars.nth(0)).hasAttribute("data-highlighted", "true");
      assertThat(bars.nth(1)).hasAttribute("opacity", "0.4");
      page.getByTestId("tab-log").click();
      Locator entry = page.locator("[data-testid=log] li.gesture").last();
      assertThat(entry.locator(".gesture-head")).hasText("click · revenue_by_area · row 0");
      assertThat(entry).containsText("SELECTION_UNAVAILABLE");
      Chromium.screenshotWindow(page, "studio-log-" + runtime);
    }
    assertEquals(List.of(), errors, "console errors on the " + runtime + " page");
  }

  @Test
  void theEngineBuildIsChosenInTheHeader() {
    List<String> errors = new ArrayList<>();
    try (Page page = studio("?runtime=js", errors)) {
      page.getByTestId("runtime").selectOption("wasm");
      assertThat(page.getByTestId("result-runtime")).hasText("wasm");
      assertThat(page.getByTestId("status")).hasText(
          Pattern.compile("^Evaluated in \\d+ ms \\(WebAssembly\\)$"),
          new LocatorAssertions.HasTextOptions().setTimeout(30_000));
      assertThat(page.locator("[data-component=revenue_by_area] rect[data-row]")).hasCount(4);
      assertThat(page.getByTestId("source-sales-rows")).hasText("12 rows");
    }
    assertEquals(List.of(), errors, "console errors while switching builds");
  }

  @Test
  void typingUpdatesTheDashboardWithoutAButton() {
    List<String> errors = new ArrayList<>();
    try (Page page = studio("?runtime=js", errors)) {
      setSpec(page, SMALL);
      assertThat(page.locator("[data-dashboard]")).hasAttribute("aria-label", "Sales");
      // Type " Q3" at the end of the title, key by key; no Run, no Ctrl+Enter.
      Locator editor = editor(page);
      editor.click();
      page.keyboard().press("Control+Home");
      page.keyboard().press("ArrowDown");
      page.keyboard().press("ArrowDown");
      page.keyboard().press("End");
      page.keyboard().press("ArrowLeft");
      page.keyboard().press("ArrowLeft");
      page.keyboard().type(" Q3", new com.microsoft.playwright.Keyboard.TypeOptions().setDelay(40));
      assertThat(page.getByTestId("save-state")).not().hasText("Saved",
          new LocatorAssertions.HasTextOptions().setTimeout(1_000));
      assertThat(page.locator("[data-dashboard]")).hasAttribute("aria-label", "Sales Q3");
      assertThat(page.getByTestId("status")).hasText(
          Pattern.compile("^Evaluated in \\d+ ms \\(JavaScript\\)$"));
      // Autosaved shortly after.
      assertThat(page.getByTestId("save-state")).hasText("Saved");
      // Invalid JSON: the last good dashboard stays, with a banner; the status says so.
      page.keyboard().press("End");
      page.keyboard().type(",,");
      assertThat(page.getByTestId("banner")).isVisible();
      assertThat(page.getByTestId("banner")).containsText("not valid JSON");
      assertThat(page.getByTestId("status")).hasAttribute("data-state", "invalid");
      assertThat(page.locator("[data-dashboard]")).hasAttribute("aria-label", "Sales Q3");
      assertThat(page.locator("[data-component=t] tbody tr[data-row]")).hasCount(5);
      assertThat(page.getByTestId("diagnostic-count")).not().hasText("0");
      Chromium.screenshotWindow(page, "studio-invalid-json");
      page.keyboard().press("Backspace");
      page.keyboard().press("Backspace");
      assertThat(page.getByTestId("banner")).isHidden();
      assertThat(page.getByTestId("status")).hasAttribute("data-state", "done");
    }
    assertEquals(List.of(), errors, "console errors while typing");
  }

  @Test
  void anUnknownFieldIsMarkedInlineAndQuickFixed() {
    List<String> errors = new ArrayList<>();
    try (Page page = studio("?runtime=js", errors)) {
      setSpec(page, "{\n  \"version\": \"2.0\",\n  \"data\": {\"datasets\": {\"byRegion\": "
          + "{\"source\": \"powerbi\", \"groupBy\": [\"region\"],\n    \"metrics\": {\"amount\": "
          + "{\"op\": \"sum\", \"field\": \"revenue\"}}}}},\n  \"components\": [\n    {\"type\": "
          + "\"barChart\", \"id\": \"c\", \"dataset\": \"byRegion\",\n     \"category\": "
          + "\"regoin\", \"measure\": \"amount\"}\n  ]\n}\n");
      Locator mark = page.locator("[data-testid=editor] .cm-lintRange-error");
      assertThat(mark).hasCount(1);
      assertThat(mark).containsText("regoin");
      assertThat(page.locator("[data-testid=editor] .cm-lint-marker-error")).hasCount(1);
      mark.hover();
      Locator tooltip = page.locator(".cm-tooltip-lint");
      assertThat(tooltip).containsText("did you mean 'region'?");
      Chromium.screenshotWindow(page, "studio-lint-quick-fix");
      tooltip.getByText("Change to 'region'").click();
      // The fix is an edit like any other: evaluated live, the mark gone, the bars drawn.
      assertThat(page.locator("[data-component=c] rect[data-row]")).hasCount(4);
      assertThat(mark).hasCount(0);
      assertThat(page.getByTestId("diagnostic-count")).hasText("0");
    }
    assertEquals(List.of(), errors, "console errors around the quick fix");
  }

  @Test
  void aDiagnosticIsListedAndShownInTheEditor() {
    List<String> errors = new ArrayList<>();
    try (Page page = studio("?runtime=js", errors)) {
      setSpec(page, "{\n  \"version\": \"2.0\",\n  \"components\": [\n    {\"type\": \"table\", "
          + "\"id\": \"t\", \"dataset\": \"nope\"}\n  ]\n}\n");
      Chromium.awaitDone(page);
      page.getByTestId("tab-diagnostics").click();
      Locator first = page.getByTestId("diagnostic-0");
      assertThat(first).hasAttribute("data-code", "UNKNOWN_DATASET");
      assertThat(first.locator(".pointer")).hasText("/components/0/dataset");
      assertThat(first.locator(".severity")).hasText("error");
      Chromium.screenshotWindow(page, "studio-diagnostics");
      first.click();
      // The editor has the focus, its cursor on the diagnostic's range.
      assertTrue((Boolean) page.evaluate("() => document.querySelector('[data-testid=editor]')"
          + ".contains(document.activeElement)"), "the editor has no focus after reveal");
    }
    assertEquals(List.of(), errors, "console errors in the diagnostics panel");
  }

  @Test
  void projectsPersistAcrossReloadWithTheirFiles() {
    List<String> errors = new ArrayList<>();
    try (BrowserContext context = browser.newContext()) {
      Page page = Chromium.recordingErrors(context.newPage(), errors);
      chromium.open(page, "?runtime=js");
      setSpec(page, SMALL.replace("Sales", "Persisted"));
      page.getByTestId("files").setInputFiles(new FilePayload("targets.csv", "text/csv",
          "region,target\nNorth,10\nSouth,20\n".getBytes(StandardCharsets.UTF_8)));
      assertThat(page.getByTestId("source-targets-rows")).hasText("2 rows");
      page.getByTestId("project-name").fill("My sales");
      // Ctrl+S saves at once, and the browser's own save is prevented.
      page.evaluate("() => window.addEventListener('keydown', (e) => { "
          + "if (e.key === 's') window.savePrevented = e.defaultPrevented; })");
      page.keyboard().press("Control+s");
      assertThat(page.getByTestId("save-state")).hasText("Saved");
      assertEquals(Boolean.TRUE, page.evaluate("() => window.savePrevented"));
      page.reload();
      Chromium.awaitDone(page);
      assertThat(page.getByTestId("project-name")).hasValue("My sales");
      assertThat(page.locator("[data-dashboard]")).hasAttribute("aria-label", "Persisted");
      assertThat(page.getByTestId("source-targets-rows")).hasText("2 rows");
      assertThat(page.getByTestId("source-sales-rows")).hasText("12 rows");

      // A second project; switching back restores the first.
      page.getByTestId("project-new").click();
      Chromium.awaitDone(page);
      assertThat(page.getByTestId("project-name")).hasValue("Untitled");
      assertThat(page.getByTestId("source-list").locator("li")).hasCount(0);
      assertThat(page.getByTestId("projects").locator("option")).hasCount(2);
      page.getByTestId("projects").selectOption(new com.microsoft.playwright.options.SelectOption()
          .setLabel("My sales"));
      Chromium.awaitDone(page);
      assertThat(page.getByTestId("project-name")).hasValue("My sales");
      assertThat(page.locator("[data-dashboard]")).hasAttribute("aria-label", "Persisted");
      // Removing a source removes its file from the project.
      page.getByTestId("source-targets-remove").click();
      assertThat(page.getByTestId("source-targets")).hasCount(0);
      assertThat(page.getByTestId("save-state")).hasText("Saved");
      // Deleting a project (after the browser's confirmation) opens the next one.
      page.onDialog(dialog -> dialog.accept());
      page.getByTestId("project-delete").click();
      assertThat(page.getByTestId("project-name")).hasValue("Untitled");
      assertThat(page.getByTestId("projects").locator("option")).hasCount(1);
      page.reload();
      Chromium.awaitDone(page);
      assertThat(page.getByTestId("project-name")).hasValue("Untitled");
    }
    assertEquals(List.of(), errors, "console errors around persistence");
  }

  @Test
  void aBundleExportsAndImportsTheProject() throws IOException {
    List<String> errors = new ArrayList<>();
    try (BrowserContext context = browser.newContext(new Browser.NewContextOptions()
        .setAcceptDownloads(true))) {
      Page page = Chromium.recordingErrors(context.newPage(), errors);
      chromium.open(page, "?runtime=js");
      setSpec(page, SMALL.replace("Sales", "Bundled"));
      Download download = page.waitForDownload(() -> page.getByTestId("export-bundle").click());
      assertEquals("regional-revenue-demo-.hyperpbi.json".replace("-.", "."),
          download.suggestedFilename());
      String text = Files.readString(download.path(), StandardCharsets.UTF_8);
      JsonObject bundle = Json.parse(text).asObject();
      assertEquals("hyperpbi-project", bundle.getString("format", null));
      assertEquals(1, bundle.getInt("version", 0));
      assertEquals(SMALL.replace("Sales", "Bundled"), bundle.getString("spec", null));
      JsonObject file = bundle.get("files").asArray().get(0).asObject();
      assertEquals("sales.csv", file.getString("name", null));
      assertEquals(Files.readString(EXAMPLES.resolve("sales.csv"), StandardCharsets.UTF_8),
          new String(Base64.getDecoder().decode(file.getString("base64", "")),
              StandardCharsets.UTF_8));
      assertEquals("sales", bundle.get("settings").asObject().getString("defaultSource", null));

      // Download the specification alone.
      Download spec = page.waitForDownload(() -> page.getByTestId("download-spec").click());
      assertEquals(SMALL.replace("Sales", "Bundled"),
          Files.readString(spec.path(), StandardCharsets.UTF_8));

      // Import into a fresh browser: the same project, with its data.
      Page other = Chromium.recordingErrors(browser.newPage(), errors);
      chromium.open(other, "?runtime=js");
      other.getByTestId("import-file").setInputFiles(new FilePayload("bundle.hyperpbi.json",
          "application/json", text.getBytes(StandardCharsets.UTF_8)));
      assertThat(other.getByTestId("project-name")).hasValue("Regional revenue (demo)");
      Chromium.awaitDone(other);
      assertThat(other.locator("[data-dashboard]")).hasAttribute("aria-label", "Bundled");
      assertThat(other.getByTestId("source-sales-rows")).hasText("12 rows");
      assertThat(other.getByTestId("projects").locator("option")).hasCount(2);
      // A broken bundle: a clear message, nothing imported.
      other.getByTestId("import-file").setInputFiles(new FilePayload("broken.json",
          "application/json", "{\"format\": \"vega\"}".getBytes(StandardCharsets.UTF_8)));
      assertThat(other.getByTestId("notice")).hasText("broken.json: Not a valid project bundle: "
          + "\"format\" must be \"hyperpbi-project\", not \"vega\"");
      JsonObject damaged = Json.parse(text).asObject();
      damaged.get("files").asArray().get(0).asObject().set("base64", "not base64!");
      other.getByTestId("import-file").setInputFiles(new FilePayload("damaged.json",
          "application/json", damaged.toString().getBytes(StandardCharsets.UTF_8)));
      assertThat(other.getByTestId("notice")).containsText(
          "files[0].base64 (\"sales.csv\") is not base64");
      assertThat(other.getByTestId("projects").locator("option")).hasCount(2);
      other.close();
    }
    assertEquals(List.of(), errors, "console errors around bundles");
  }

  @Test
  void theGalleryOpensEveryExampleWithItsData() throws IOException {
    List<String> errors = new ArrayList<>();
    try (BrowserContext context = offlineContext(new Browser.NewContextOptions())) {
      Page page = Chromium.recordingErrors(context.newPage(), errors);
      chromium.open(page, "?runtime=js");
      List<String> specs;
      try (var files = Files.walk(EXAMPLES)) {
        specs = files.filter(f -> f.toString().endsWith(".json")).map(f -> EXAMPLES.relativize(f)
            .toString().replace('\\', '/')).sorted().toList();
      }
      page.getByTestId("gallery-open").click();
      Locator items = page.locator("[data-testid=gallery-list] button");
      assertThat(items).hasCount(specs.size());
      Chromium.screenshotWindow(page, "studio-gallery");
      Set<String> opened = new LinkedHashSet<>();
      for (int i = 0; i < specs.size(); i++) {
        if (i > 0) {
          page.getByTestId("gallery-open").click();
        }
        Locator item = items.nth(i);
        String path = item.locator("code").textContent();
        String title = item.locator("strong").textContent();
        item.click();
        assertThat(page.getByTestId("project-name")).hasValue(title);
        assertThat(page.getByTestId("status")).hasAttribute("data-state", "done",
            new LocatorAssertions.HasAttributeOptions().setTimeout(30_000));
        assertThat(page.getByTestId("source-sales-rows")).hasText("12 rows");
        if (path.startsWith("broken/")) {
          String pointer = Files.readString(EXAMPLES.resolve(path.replace(".json", ".pointer")),
              StandardCharsets.UTF_8).trim();
          page.getByTestId("tab-diagnostics").click();
          assertThat(page.locator("[data-testid=diagnostics] .pointer", new Page.LocatorOptions()
              .setHasText(pointer)).first()).isVisible();
          page.getByTestId("tab-data").click();
        } else {
          assertThat(page.locator("[data-dashboard] [data-component]").first()).isAttached();
        }
        opened.add(path);
      }
      assertEquals(new LinkedHashSet<>(specs), new java.util.TreeSet<>(opened).stream()
          .collect(java.util.stream.Collectors.toCollection(LinkedHashSet::new)));
      assertThat(page.getByTestId("projects").locator("option")).hasCount(specs.size() + 1);
    }
    assertEquals(List.of(), errors, "console errors while opening the gallery");
  }

  @Test
  void copyForPowerBiChecksBothPackagesThenCopies() {
    List<String> errors = new ArrayList<>();
    try (BrowserContext context = offlineContext(new Browser.NewContextOptions())) {
      context.grantPermissions(List.of("clipboard-read", "clipboard-write"));
      Page page = Chromium.recordingErrors(context.newPage(), errors);
      chromium.open(page, "?runtime=js");
      page.getByTestId("gallery-open").click();
      page.getByTestId("example-remote-sources").click();
      assertThat(page.getByTestId("project-name")).hasValue("Orders with remote targets");
      Chromium.awaitDone(page);
      page.getByTestId("copy-powerbi").click();
      Locator dialog = page.getByTestId("portability");
      assertThat(dialog).hasAttribute("data-state", "copied");
      // miniup.table and rest.get are web-only in Power BI; without network every remote source
      // is disabled as well.
      Locator core = page.getByTestId("package-core");
      Locator network = page.getByTestId("package-network");
      assertThat(core).hasAttribute("data-ok", "false");
      assertThat(network).hasAttribute("data-ok", "false");
      assertThat(core.locator("[data-code=REMOTE_SOURCE_NETWORK_DISABLED]").first()).isVisible();
      assertThat(core.locator("[data-code=REMOTE_SOURCE_WEB_ONLY]").first()).isVisible();
      assertThat(network.locator("[data-code=REMOTE_SOURCE_WEB_ONLY]").first()).isVisible();
      assertThat(network.locator("[data-code=REMOTE_SOURCE_NETWORK_DISABLED]")).hasCount(0);
      assertThat(page.getByTestId("portability-status")).containsText("on the clipboard");
      Chromium.screenshotWindow(page, "studio-portability");
      String spec = Files.readString(EXAMPLES.resolve("remote-sources.json"),
          StandardCharsets.UTF_8);
      assertEquals(spec, page.evaluate("() => navigator.clipboard.readText()"));
      page.keyboard().press("Escape");
      // A portable specification: both packages work.
      page.getByTestId("gallery-open").click();
      page.getByTestId("example-regional-revenue").click();
      assertThat(page.getByTestId("project-name")).hasValue("Regional revenue");
      Chromium.awaitDone(page);
      page.getByTestId("copy-powerbi").click();
      assertThat(page.getByTestId("package-core")).hasAttribute("data-ok", "true");
      assertThat(page.getByTestId("package-network")).hasAttribute("data-ok", "true");
      assertThat(page.getByTestId("portability-status")).containsText("works in both packages");
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
    assertEquals(List.of(), errors, "console errors around the portability check");
  }

  @ParameterizedTest(name = "a large upload is parsed in the worker with progress ({0} build)")
  @ValueSource(strings = {"js", "wasm"})
  void aLargeUploadIsParsedInTheWorkerWithProgress(String runtime) {
    List<String> errors = new ArrayList<>();
    StringBuilder csv = new StringBuilder("region,status,revenue\n");
    String[] regions = {"North", "South", "East", "West"};
    for (int i = 0; i < 200_000; i++) {
      csv.append(regions[i % 4]).append(',').append(i % 3 == 0 ? "Active" : "Pending").append(',')
          .append(i % 977).append('\n');
    }
    try (Page page = studio("?runtime=" + runtime, errors)) {
      // Record every status text and progress value the upload shows, and the page's long tasks.
      page.evaluate("() => { window.seen = []; window.longTasks = [];"
          + "new PerformanceObserver((l) => l.getEntries().forEach((e) => "
          + "window.longTasks.push(Math.round(e.duration)))).observe({entryTypes: ['longtask']});"
          + "new MutationObserver(() => window.seen.push(document.querySelector("
          + "'[data-testid=status]').textContent + ' | ' + document.querySelector("
          + "'[data-testid=upload-progress]').value)).observe(document.querySelector("
          + "'.preview-pane .pane-bar'), {subtree: true, childList: true, characterData: true, "
          + "attributes: true}); }");
      // From a file on disk, as a user chooses it (a buffer payload would be turned into a File
      // by script on the page's thread, a long task that is Playwright's, not the studio's).
      Path file = Path.of("target", "tmp", "big.csv");
      try {
        Files.createDirectories(file.getParent());
        Files.writeString(file, csv, StandardCharsets.UTF_8);
      } catch (IOException e) {
        throw new java.io.UncheckedIOException(e);
      }
      page.getByTestId("files").setInputFiles(file);
      assertThat(page.getByTestId("source-big-rows")).hasText("200,000 rows",
          new LocatorAssertions.HasTextOptions().setTimeout(60_000));
      Chromium.awaitDone(page);
      JsonArray seen = Json.parse((String) page.evaluate("() => JSON.stringify(window.seen)"))
          .asArray();
      Set<String> percents = new LinkedHashSet<>();
      for (JsonValue v : seen) {
        java.util.regex.Matcher m = Pattern.compile("^Reading big\\.csv… (\\d+) %").matcher(
            v.asString());
        if (m.find()) {
          percents.add(m.group(1));
        }
      }
      assertTrue(percents.size() >= 2, "read progress seen: " + seen);
      assertTrue(seen.toString().contains("Parsing big.csv"), "no parse phase: " + seen);
      // The windowed grid holds the first 100 rows at most, never all.
      assertThat(page.getByTestId("source-big-open")).isVisible();
      page.getByTestId("source-big-open").click();
      assertThat(page.locator("[data-testid=source-grid] [data-grid-row]").first()).isVisible();
      int painted = page.locator("[data-testid=source-grid] [data-grid-row]").count();
      assertTrue(painted > 0 && painted <= 100, "grid rows in the DOM: " + painted);
      Chromium.screenshotWindow(page, "studio-upload-" + runtime);
      // The big source as the default: the Datasets panel previews its 200,000 rows windowed,
      // and scrolling to the end shows the last row without ever holding them all.
      page.getByTestId("source-big-default").check();
      Chromium.evaluate(page, "{\"version\": \"2.0\", \"components\": [{\"type\": "
          + "\"table\", \"id\": \"t\"}]}");
      page.getByTestId("tab-datasets").click();
      assertThat(page.getByTestId("dataset-powerbi-rows")).hasText("200,000 rows");
      page.getByTestId("dataset-powerbi-open").click();
      Locator grid = page.getByTestId("dataset-grid");
      assertThat(grid.locator("[data-grid-row]").first()).isVisible();
      grid.evaluate("g => { g.scrollTop = g.scrollHeight; }");
      assertThat(grid.locator("[data-grid-row='199999']")).isVisible();
      int inDom = grid.locator("[data-grid-row]").count();
      assertTrue(inDom < 80, "dataset grid rows in the DOM: " + inDom);
      System.out.println("[studio] long tasks during the 200,000-row upload (" + runtime + "): "
          + page.evaluate("() => JSON.stringify(window.longTasks)"));
    }
    assertEquals(List.of(), errors, "console errors while uploading");
  }

  @Test
  void theDatasetsPanelShowsStagesRowsAndLineage() {
    List<String> errors = new ArrayList<>();
    try (Page page = studio("?runtime=js", errors)) {
      page.getByTestId("tab-datasets").click();
      Locator summary = page.getByTestId("dataset-areaSummary");
      assertThat(summary.locator("[data-testid=dataset-areaSummary-rows]")).hasText("4 rows");
      page.getByTestId("dataset-areaSummary-open").click();
      assertThat(page.getByTestId("dataset-stages")).containsText("groupBy");
      Locator rows = page.locator("[data-testid=dataset-grid] [data-grid-row]");
      assertThat(rows).hasCount(4);
      rows.first().click();
      // East: its Active and Pending rows of sales (the Cancelled one is filtered out).
      assertThat(page.getByTestId("lineage").locator("h3")).containsText("comes from 3 row(s)");
      Chromium.screenshotWindow(page, "studio-datasets");
    }
    assertEquals(List.of(), errors, "console errors in the datasets panel");
  }

  @Test
  void theSplitMovesByKeyboardAndRedrawsWithoutEvaluating() {
    List<String> errors = new ArrayList<>();
    try (Page page = studio("?runtime=js", errors)) {
      Locator split = page.getByTestId("split");
      assertThat(split).hasAttribute("role", "separator");
      int before = Integer.parseInt(split.getAttribute("aria-valuenow"));
      String status = page.getByTestId("status").textContent();
      double width = page.getByTestId("dashboard-pane").boundingBox().width;
      split.focus();
      page.keyboard().press("ArrowLeft");
      page.keyboard().press("ArrowLeft");
      page.keyboard().press("Shift+ArrowLeft");
      assertThat(split).hasAttribute("aria-valuenow", String.valueOf(before - 14));
      assertTrue(page.getByTestId("dashboard-pane").boundingBox().width > width + 50);
      // The dashboard is drawn again at the wider pane; the status still names the one evaluation.
      Locator root = page.locator("[data-dashboard]");
      page.waitForCondition(() -> root.boundingBox().width > width + 40);
      assertEquals(status, page.getByTestId("status").textContent());
    }
    assertEquals(List.of(), errors, "console errors while resizing");
  }

  @Test
  void everyControlIsReachableByTabWithAVisibleFocus() {
    List<String> errors = new ArrayList<>();
    try (Page page = studio("?runtime=js", errors)) {
      Set<String> reached = new LinkedHashSet<>();
      page.locator("body").focus();
      for (int i = 0; i < 40; i++) {
        // In the editor Tab indents; Escape then Tab moves on (CodeMirror's convention).
        if ((Boolean) page.evaluate("() => !!document.activeElement.closest('.cm-editor')")) {
          page.keyboard().press("Escape");
        }
        page.keyboard().press("Tab");
        Object id = page.evaluate("() => { const e = document.activeElement; "
            + "const style = getComputedStyle(e); return (e.dataset.testid || e.id || e.tagName) "
            + "+ (style.outlineStyle === 'none' ? ':nofocus' : ''); }");
        reached.add(String.valueOf(id));
      }
      for (String id : List.of("project-name", "projects", "project-new", "project-delete",
          "runtime", "gallery-open", "copy-powerbi", "export-bundle", "import-bundle",
          "download-spec", "split", "evaluate", "tab-data", "files")) {
        assertTrue(reached.contains(id), id + " not reached by Tab with a visible focus: " + reached);
      }
    }
    assertEquals(List.of(), errors, "console errors while tabbing");
  }

  @ParameterizedTest(name = "390 px: stacked, no sideways scroll ({0} build)")
  @ValueSource(strings = {"js", "wasm"})
  void aNarrowWindowStacksTheStudio(String runtime) {
    List<String> errors = new ArrayList<>();
    try (BrowserContext context = browser.newContext(new Browser.NewContextOptions()
        .setViewportSize(390, 844))) {
      Page page = Chromium.recordingErrors(context.newPage(), errors);
      chromium.open(page, "?runtime=" + runtime);
      assertEquals(390.0, ((Number) page.evaluate(
          "() => document.scrollingElement.scrollWidth")).doubleValue(), 0.5);
      BoundingBox editor = page.getByTestId("editor").boundingBox();
      BoundingBox dashboard = page.getByTestId("dashboard-pane").boundingBox();
      assertTrue(dashboard.y >= editor.y + editor.height, "the dashboard is not below the editor");
      assertTrue(dashboard.width <= 390.5 && dashboard.width > 340, "pane width " + dashboard.width);
      BoundingBox chart = page.locator("[data-component=revenue_by_area]").boundingBox();
      assertTrue(chart.x + chart.width <= 390.5, "the chart leaves the window");
      Chromium.screenshotWindow(page, "studio-390-" + runtime);
      page.getByTestId("dashboard-pane").scrollIntoViewIfNeeded();
      page.screenshot(new Page.ScreenshotOptions().setFullPage(true)
          .setPath(Path.of("target", "screenshots", "studio-390-full-" + runtime + ".png")));
    }
    assertEquals(List.of(), errors, "console errors at 390 px");
  }

  @Test
  void darkModeFollowsTheColourScheme() {
    List<String> errors = new ArrayList<>();
    try (BrowserContext context = browser.newContext(new Browser.NewContextOptions()
        .setColorScheme(ColorScheme.DARK))) {
      Page page = Chromium.recordingErrors(context.newPage(), errors);
      chromium.open(page, "?runtime=js");
      assertThat(page.locator("[data-dashboard]")).hasAttribute("data-theme", "dark");
      String body = (String) page.evaluate("() => getComputedStyle(document.body).backgroundColor");
      assertTrue(luminance(body) < 0.2, "dark page expected: " + body);
      String text = (String) page.evaluate("() => getComputedStyle(document.body).color");
      assertTrue(luminance(text) > 0.6, "light text expected: " + text);
      Chromium.screenshotWindow(page, "studio-dark");
      for (String panel : List.of("datasets", "log", "diagnostics")) {
        page.getByTestId("tab-" + panel).click();
        if (panel.equals("datasets")) {
          assertThat(page.locator("[data-testid=dataset-grid] [data-grid-row]").first()).isVisible();
        }
        Chromium.screenshotWindow(page, "studio-dark-" + panel);
      }
      // The scheme changes while the page is open: the same dashboard is drawn light, not
      // evaluated again.
      String status = page.getByTestId("status").textContent();
      page.emulateMedia(new Page.EmulateMediaOptions().setColorScheme(ColorScheme.LIGHT));
      assertThat(page.locator("[data-dashboard]")).hasAttribute("data-theme", "light");
      assertEquals(status, page.getByTestId("status").textContent());
    }
    assertEquals(List.of(), errors, "console errors in dark mode");
  }

  @Test
  void aChartDrillsOnDoubleClickAndGoesBackByItsBreadcrumbs() {
    List<String> errors = new ArrayList<>();
    try (Page page = studio("?runtime=js", errors)) {
      Chromium.evaluate(page, "{\"version\": \"2.0\", \"data\": {\"datasets\": {"
          + "\"byRegion\": {\"source\": \"powerbi\", \"groupBy\": [\"region\"], \"metrics\": "
          + "{\"amount\": {\"op\": \"sum\", \"field\": \"revenue\"}}}, \"byStatus\": {\"source\": "
          + "\"powerbi\", \"groupBy\": [\"region\", \"status\"], \"metrics\": {\"amount\": "
          + "{\"op\": \"sum\", \"field\": \"revenue\"}}}}}, \"components\": [{\"type\": "
          + "\"barChart\", \"id\": \"drill\", \"drill\": {\"levels\": [{\"id\": \"region\", "
          + "\"dataset\": \"byRegion\", \"category\": \"region\", \"measure\": \"amount\"}, "
          + "{\"id\": \"status\", \"dataset\": \"byStatus\", \"category\": \"status\", "
          + "\"measure\": \"amount\", \"parentField\": \"region\"}]}}]}");
      Locator chart = page.locator("[data-component=drill][data-type=barChart]");
      Locator north = chart.locator("rect[data-row][aria-label*=North]");
      assertThat(north).hasCount(1);
      north.dblclick();
      Locator trail = chart.locator("nav.hpbi-breadcrumbs");
      assertThat(trail.locator("[aria-current=location]")).hasText("North");
      assertThat(chart.locator("g[data-axis=x] text")).hasText(
          new String[] {"Active", "Cancelled"});
      trail.locator("button[data-breadcrumb]").click();
      assertThat(chart.locator("button[data-breadcrumb]")).hasCount(0);
      assertThat(chart.locator("rect[data-row][aria-label*=North]")).hasCount(1);
    }
    assertEquals(List.of(), errors, "console errors on the drilled chart");
  }

  @ParameterizedTest(name = "remote demo fetches its source under the policy with the {0} build")
  @ValueSource(strings = {"js", "wasm"})
  void remoteDemoFetchesItsSourceUnderThePolicy(String runtime) {
    List<Map<String, String>> requests = new ArrayList<>();
    try (BrowserContext context = browser.newContext()) {
      context.addCookies(List.of(new Cookie("session", "secret")
          .setDomain("functions.miniup.app").setPath("/").setSecure(true)));
      context.route("https://functions.miniup.app/**", route -> {
        Map<String, String> seen = new java.util.TreeMap<>(route.request().allHeaders());
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
      Page page = context.newPage();
      page.navigate(chromium.server.url() + "?project=remote-demo&runtime=" + runtime);
      Locator source = page.getByTestId("remote-targets");
      assertThat(source).hasAttribute("data-status", "ready",
          new LocatorAssertions.HasAttributeOptions().setTimeout(30_000));
      assertThat(source).hasText("targets (remote): ready · 3 rows");
      assertEquals("https://functions.miniup.app/region-targets/query?region=all",
          requests.get(0).get(":url"));
      assertEquals(null, requests.get(0).get("cookie"), "credentials were sent");
      page.locator("[data-component=north][data-type=button] button[data-event=click]").click();
      assertThat(source).hasText("targets (remote): ready · 1 rows");
      page.getByTestId("tab-log").click();
      assertThat(page.locator("[data-testid=log] [data-effect=fetchSource]").last())
          .containsText("region=North");
    }
  }

  // ---------- helpers ----------

  /** A new page (its own context: a fresh IndexedDB) on the studio, evaluated. */
  private static Page studio(String query, List<String> errors) {
    Page page = Chromium.recordingErrors(browser.newPage(), errors);
    chromium.open(page, query);
    return page;
  }

  /** A context whose requests beyond the launcher fail fast (the examples' remote sources). */
  private static BrowserContext offlineContext(Browser.NewContextOptions options) {
    BrowserContext context = browser.newContext(options);
    context.route(url -> !url.startsWith(chromium.server.url()), Route::abort);
    return context;
  }

  private static Locator editor(Page page) {
    return Chromium.editor(page);
  }

  private static void setSpec(Page page, String spec) {
    Chromium.evaluate(page, spec);
  }

  private static double luminance(String rgb) {
    String[] parts = rgb.replaceAll("[^0-9,.]", "").split(",");
    double r = Double.parseDouble(parts[0]) / 255;
    double g = Double.parseDouble(parts[1]) / 255;
    double b = Double.parseDouble(parts[2]) / 255;
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  }
}
