package hyperpbi.e2e;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The site's editor module (editor.js, bundled from web/frontend by the web build) mounted alone
 * in a small test page (src/test/resources/hyperpbi/e2e/editor-test.html, answered by a route
 * on the launcher's origin so ./editor.js is the served bundle) in Chromium: typing with
 * bracket closing and undo, schema completion of properties, enum and field names, hover help,
 * an engine diagnostic as a lint mark with gutter marker and hover message, the did-you-mean
 * quick fix, reveal, Escape then Tab leaving the editor, the extra keys, search and dark mode.
 */
class EditorTest {
  private static final String DIAGNOSTIC = "{severity: 'error', code: 'UNKNOWN_FIELD', "
      + "path: '/components/0/category', message: \"unknown field 'aera' in dataset "
      + "'areaSummary' (did you mean 'area'?)\"}";

  private static Chromium chromium;
  private Page page;
  private final List<String> errors = new ArrayList<>();

  @BeforeAll
  static void start() throws IOException {
    chromium = Chromium.start();
  }

  @AfterAll
  static void stop() {
    if (chromium != null) {
      chromium.close();
    }
  }

  @BeforeEach
  void open() throws IOException {
    page = Chromium.recordingErrors(chromium.browser.newPage(), errors);
    String html = resource("editor-test.html");
    // The project's schema (generated from the engine's tables); Maven runs in test-e2e/.
    String schema = Files.readString(Path.of("..", "core", "src", "main", "resources", "hyperpbi",
        "schema", "hyperpbi.schema.json"));
    page.route(chromium.server.url() + "editor-test.html", route -> route.fulfill(
        new com.microsoft.playwright.Route.FulfillOptions().setContentType("text/html")
            .setBody(html)));
    page.route(chromium.server.url() + "editor-test-schema.json", route -> route.fulfill(
        new com.microsoft.playwright.Route.FulfillOptions().setContentType("application/json")
            .setBody(schema)));
    page.navigate(chromium.server.url() + "editor-test.html");
    assertThat(page.locator("body")).hasAttribute("data-ready", "true");
    assertThat(page.locator(".cm-editor")).isVisible();
  }

  @AfterEach
  void close() {
    page.close();
    assertEquals(List.of(), errors, "console errors");
  }

  @Test
  void typingClosesBracketsUndoesRedoesAndFolds() {
    String before = text();
    cursorAt(before.indexOf("\"2.0\",") + 6);
    page.keyboard().type(" \"title\": [");
    assertTrue(text().contains("\"2.0\", \"title\": []\n"), text());
    assertEquals(text(), page.evaluate("events.last"));
    assertTrue(((Number) page.evaluate("events.changes")).intValue() >= 1);
    // line numbers, fold markers and the matching bracket of the cursor's "[]"
    assertThat(page.locator(".cm-lineNumbers .cm-gutterElement").getByText("6", new Locator.GetByTextOptions().setExact(true))).isVisible();
    assertThat(page.locator(".cm-foldGutter")).isVisible();
    assertThat(page.locator(".cm-matchingBracket").first()).isVisible();
    String typed = text();
    page.keyboard().press("Control+z");
    page.keyboard().press("Control+z");
    assertEquals(before, text());
    page.keyboard().press("Control+y");
    page.keyboard().press("Control+y");
    assertEquals(typed, text());
    // folding: the components array folds to a placeholder and unfolds
    cursorAt(text().indexOf("\"components\""));
    page.keyboard().press("Control+Shift+BracketLeft");
    assertThat(page.locator(".cm-foldPlaceholder")).hasCount(1);
    assertThat(page.locator(".cm-content")).not().containsText("barChart");
    page.keyboard().press("Control+Shift+BracketRight");
    assertThat(page.locator(".cm-foldPlaceholder")).hasCount(0);
    assertThat(page.locator(".cm-content")).containsText("barChart");
  }

  @Test
  void fillReplacesTheTextAsInATextarea() {
    String spec = "{\n  \"version\": \"2.0\",\n  \"components\": [{\"type\": \"kpi\", \"field\": \"revenue\"}]\n}";
    page.getByTestId("spec-text").fill(spec);
    assertEquals(spec, text());
    assertEquals(spec, page.evaluate("events.last"));
  }

  @Test
  void completesPropertiesEnumsAndFieldNames() {
    String t = text();
    int afterId = t.indexOf("\"id\": \"revenue\",") + "\"id\": \"revenue\",".length();
    cursorAt(afterId);
    page.keyboard().type(" \"");
    Locator popup = page.locator(".cm-tooltip-autocomplete");
    Locator labels = popup.locator(".cm-completionLabel");
    assertThat(popup).isVisible();
    // a bar chart's properties only (the schema's if/then on type), without the keys it has
    assertThat(labels.getByText("series", new Locator.GetByTextOptions().setExact(true))).hasCount(1);
    assertThat(labels.getByText("target", new Locator.GetByTextOptions().setExact(true))).hasCount(0);
    assertThat(labels.getByText("category", new Locator.GetByTextOptions().setExact(true))).hasCount(0);
    page.keyboard().type("ori");
    assertThat(labels).hasText(new String[] {"orientation"});
    // the description of the selected property shows beside the list
    assertThat(page.locator(".cm-completionInfo")).containsText("Bar direction");
    Chromium.screenshotWindow(page, "editor-completion");
    // A click takes the option (Enter works too, after CodeMirror's 75 ms interaction delay).
    labels.getByText("orientation").click();
    assertTrue(text().contains("\"id\": \"revenue\", \"orientation\": \"\""), text());
    // the value starts as "" with the cursor inside and its words offered at once
    assertThat(labels).hasText(new String[] {"vertical", "horizontal"});
    labels.getByText("horizontal").click();
    assertTrue(text().contains("\"orientation\": \"horizontal\""), text());

    // field names of the component's dataset, from options.completions()
    int category = text().indexOf("\"aera\"") + 1;
    page.evaluate("o => editor.view.dispatch({selection: {anchor: o, head: o + 4}})", category);
    page.keyboard().press("Backspace");
    page.keyboard().press("Control+Space");
    assertThat(labels).hasText(new String[] {"area", "totalRevenue"});
    labels.getByText("area", new Locator.GetByTextOptions().setExact(true)).click();
    assertTrue(text().contains("\"category\": \"area\""), text());
  }

  @Test
  void hoverShowsThePropertysDescription() {
    hoverAt(text().indexOf("\"measure\"") + 3);
    Locator hover = page.getByTestId("editor-hover");
    assertThat(hover).containsText("measure");
    assertThat(hover).containsText("The field aggregated per category.");
  }

  @Test
  void diagnosticIsAMarkWithQuickFixAndReveal() {
    page.evaluate("editor.setDiagnostics([" + DIAGNOSTIC + ", {severity: 'warning', code: 'X', "
        + "path: '/components/0/interaction', message: 'no interaction'}])");
    Locator mark = page.locator(".cm-lintRange-error");
    assertThat(mark).hasCount(1);
    assertThat(mark).hasText("\"category\": \"aera\"");
    // the missing member marks its object: the item's opening bracket
    assertThat(page.locator(".cm-lintRange-warning")).hasText("{");
    assertThat(page.locator(".cm-gutter-lint .cm-lint-marker-error")).hasCount(1);

    // a completion popup open beside the mark, for the screenshot of both
    int measure = text().indexOf("\"totalRevenue\"") + 1;
    page.evaluate("o => editor.view.dispatch({selection: {anchor: o, head: o + 12}})", measure);
    page.evaluate("editor.focus()");
    page.keyboard().press("Backspace");
    page.keyboard().press("Control+Space");
    assertThat(page.locator(".cm-tooltip-autocomplete")).containsText("totalRevenue");
    Chromium.screenshotWindow(page, "editor-completion-and-lint");
    page.keyboard().press("Escape");
    page.keyboard().press("Control+z");

    hoverAt(text().indexOf("\"aera\"") + 2);
    Locator tooltip = page.locator(".cm-tooltip-lint");
    assertThat(tooltip).containsText("unknown field 'aera'");
    Chromium.screenshotWindow(page, "editor-lint-hover");
    tooltip.getByText("Change to 'area'").click();
    assertTrue(text().contains("\"category\": \"area\", \"measure\""), text());

    // reveal selects the diagnostic's range (mapped through the edit) and focuses the editor
    page.evaluate("editor.setDiagnostics([" + DIAGNOSTIC + "])");
    page.getByTestId("before").focus();
    page.evaluate("editor.reveal(" + DIAGNOSTIC + ")");
    assertEquals("\"category\": \"area\"", page.evaluate(
        "(() => { const s = editor.view.state.selection.main; return editor.getText().slice(s.from, s.to); })()"));
    assertEquals(true, page.evaluate("editor.view.hasFocus"));
  }

  @Test
  void tabIndentsAndEscapeThenTabLeaves() {
    cursorAt(text().indexOf("\"version\""));
    String before = text();
    page.keyboard().press("Tab");
    assertTrue(text().length() > before.length(), "Tab indents");
    assertEquals(true, page.evaluate("editor.view.hasFocus"));
    page.keyboard().press("Escape");
    page.keyboard().press("Tab");
    assertEquals("after", page.evaluate("document.activeElement.textContent"));
  }

  @Test
  void extraKeysSearchAndDarkMode() {
    cursorAt(1);
    page.keyboard().press("Control+Enter");
    page.keyboard().press("Control+s");
    assertEquals(Map.of("runs", 1, "saves", 1), page.evaluate("({runs: events.runs, saves: events.saves})"));
    assertTrue(text().startsWith("{\n  \"version\""), "Mod-Enter inserted nothing: " + text());
    page.keyboard().press("Control+f");
    assertThat(page.locator(".cm-search")).isVisible();
    page.keyboard().press("Escape");
    String light = (String) page.evaluate("getComputedStyle(document.querySelector('.cm-editor')).backgroundColor");
    page.evaluate("editor.setDark(true)");
    String dark = (String) page.evaluate("getComputedStyle(document.querySelector('.cm-editor')).backgroundColor");
    assertEquals("rgb(255, 255, 255)", light);
    assertEquals("rgb(30, 31, 34)", dark);
    page.evaluate("editor.setDiagnostics([" + DIAGNOSTIC + "])");
    Chromium.screenshotWindow(page, "editor-dark");
    page.evaluate("editor.setText('{}')");
    assertEquals("{}", text());
    assertThat(page.locator(".cm-lintRange-error")).hasCount(0);
  }

  private String text() {
    return (String) page.evaluate("editor.getText()");
  }

  private void cursorAt(int offset) {
    page.evaluate("o => { editor.view.dispatch({selection: {anchor: o}}); editor.focus(); }", offset);
  }

  /** Moves the mouse over the character at a text offset. */
  private void hoverAt(int offset) {
    @SuppressWarnings("unchecked")
    Map<String, Object> c = (Map<String, Object>) page.evaluate(
        "o => { const r = editor.view.coordsAtPos(o); return {x: (r.left + r.right) / 2, y: (r.top + r.bottom) / 2}; }",
        offset);
    page.mouse().move(((Number) c.get("x")).doubleValue() + 2, ((Number) c.get("y")).doubleValue(), new com.microsoft.playwright.Mouse.MoveOptions().setSteps(4));
  }

  private static String resource(String name) throws IOException {
    try (InputStream in = EditorTest.class.getResourceAsStream(name)) {
      assertTrue(in != null, "missing test resource " + name);
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }
}
