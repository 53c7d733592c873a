package hyperpbi.e2e;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.eclipsesource.json.Json;
import com.eclipsesource.json.JsonArray;
import com.eclipsesource.json.JsonObject;
import com.microsoft.playwright.Locator;
import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The PACKAGED visual's data path in the simulated Power BI host (issue 22 §2): the DataView is
 * imported once per new data (the visual's {@code data-imports}), resize, style, view-mode and
 * format-pane updates re-render only; fetchMoreData segments show a progress bar and load once,
 * and rows Power BI cut are said above the dashboard. Rendering events on every path.
 */
class PbivizDataPathTest {
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
  void resizeStyleViewModeAndFormatPaneUpdatesReRenderWithoutImporting() {
    try (PowerBiHostPage visual = host.open(PowerBiHostPage.NETWORK_FREE, "{}")) {
      JsonObject sales = PowerBiHostPage.fixture("sales.json");
      visual.update(sales);
      assertThat(visual.visual()).hasAttribute("data-imports", "1");
      bars(visual).nth(0).click();
      visual.resize(500, 700);
      visual.api("sendUpdate", "16"); // Style (a theme change)
      visual.api("setViewMode", "1"); // ViewMode
      visual.api("sendUpdate", "32"); // ResizeEnd
      assertThat(visual.visual()).hasAttribute("data-imports", "1");
      assertThat(bars(visual).nth(0)).hasAttribute("data-highlighted", "true");
      // A format-pane change: Power BI sends Data with a new DataView over the same rows.
      JsonObject edited = Json.parse(sales.toString()).asObject();
      edited.get("spec").asObject().set("title", "Revenue by region, edited");
      visual.update(edited);
      assertThat(visual.visual()).containsText("Revenue by region, edited");
      assertThat(visual.visual()).hasAttribute("data-imports", "1");
      // New rows: one import.
      JsonObject fewer = Json.parse(edited.toString()).asObject();
      fewer.set("rows", new JsonArray().add(sales.get("rows").asArray().get(0)));
      visual.update(fewer);
      assertThat(visual.visual()).hasAttribute("data-imports", "2");
      assertThat(bars(visual)).hasCount(1);
      assertRenderingEvents(visual, 7);
      assertEquals(List.of(), visual.errors, "console errors in the host");
    }
  }

  @Test
  void fetchMoreDataShowsProgressThenLoadsOnce() {
    try (PowerBiHostPage visual = host.open(PowerBiHostPage.NETWORK_FREE, "{}")) {
      JsonObject sales = PowerBiHostPage.fixture("sales.json");
      sales.set("segmentRows", 5).set("autoFetch", false);
      visual.update(sales);
      Locator loading = visual.visual().locator("[data-state=loading]");
      Locator progress = loading.locator("progress");
      assertThat(loading).isVisible();
      assertThat(loading).containsText("5 rows so far");
      assertThat(progress).hasJSProperty("value", 5);
      assertEquals(1, visual.calls("fetchMoreData").size(), "one request per segment");
      assertEquals(null, visual.visual().getAttribute("data-imports"), "nothing imported yet");
      visual.screenshot("pbiviz-fetch-more-progress");
      visual.resize(600, 800); // a resize while loading asks nothing more
      assertEquals(1, visual.calls("fetchMoreData").size(), visual.calls(null).toString());
      visual.api("fetchMoreRows");
      assertThat(loading).containsText("10 rows so far");
      assertEquals(2, visual.calls("fetchMoreData").size());
      visual.api("fetchMoreRows"); // the last 2 rows: no segment left
      assertThat(loading).isHidden();
      assertThat(bars(visual)).hasCount(4);
      assertThat(visual.visual().locator("[data-state=cut]")).isHidden();
      assertThat(visual.visual()).hasAttribute("data-imports", "1");
      assertEquals(2, visual.calls("fetchMoreData").size(), "no request after the last segment");
      assertRenderingEvents(visual, 4);
      assertEquals(List.of(), visual.errors, "console errors in the host");
    }
  }

  @Test
  void rowsPowerBiCutAreSaidAboveTheDashboard() {
    try (PowerBiHostPage visual = host.open(PowerBiHostPage.NETWORK_FREE, "{}")) {
      JsonObject sales = PowerBiHostPage.fixture("sales.json");
      // Power BI stops at 10 of 12 rows: fetchMoreData answers false while a segment is left.
      sales.set("segmentRows", 5).set("rowLimit", 10);
      visual.update(sales);
      Locator notice = visual.visual().locator("[data-state=cut]");
      assertThat(notice).isVisible();
      assertThat(notice).hasText("Power BI delivered 10 rows; rows beyond were cut by the host");
      assertThat(visual.visual().locator("[data-state=loading]")).isHidden();
      assertThat(bars(visual)).hasCount(4);
      assertThat(visual.visual()).hasAttribute("data-imports", "1");
      JsonArray asked = visual.calls("fetchMoreData");
      assertEquals("[true,false]", answers(asked), asked.toString());
      visual.screenshot("pbiviz-rows-cut");
      visual.resize(700, 800);
      assertThat(notice).isVisible();
      assertEquals(2, visual.calls("fetchMoreData").size(), "a resize asks nothing");
      assertThat(visual.visual()).hasAttribute("data-imports", "1");
      assertRenderingEvents(visual, 3);
      assertEquals(List.of(), visual.errors, "console errors in the host");
    }
  }

  /** Every update started and finished rendering, none failed. */
  private static void assertRenderingEvents(PowerBiHostPage visual, int updates) {
    List<String> names = visual.callNames();
    assertEquals(updates, names.stream().filter("update"::equals).count(), names.toString());
    assertEquals(updates, names.stream().filter("eventService.renderingStarted"::equals).count(),
        names.toString());
    assertEquals(updates, names.stream().filter("eventService.renderingFinished"::equals).count(),
        names.toString());
    assertEquals(0, names.stream().filter("eventService.renderingFailed"::equals).count(),
        names.toString());
  }

  private static String answers(JsonArray fetchMoreCalls) {
    JsonArray answers = new JsonArray();
    fetchMoreCalls.forEach(c -> answers.add(c.asObject().get("args").asObject().get("answer")));
    return answers.toString();
  }
}
