package hyperpbi.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.eclipsesource.json.Json;
import com.eclipsesource.json.JsonArray;
import com.eclipsesource.json.JsonObject;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.Route;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The engine client (engine/engine-client.mjs) in Chromium with the real module Worker, once per
 * engine build, on the launcher's site: the worker loads the build (the Wasm runtime imported as
 * a module), reads a File chosen in the page with read progress, parses it, opens the demo
 * dashboard over it, a click on a bar comes back as a repainted highlight, an older open is
 * superseded, and the page itself never loads the engine (no hyperpbi.mjs or TeaVM on it).
 */
class EngineWorkerTest {
  private static Chromium chromium;

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

  /** Runs in the page: the client, an upload of generated rows, the demo, a click. */
  private static final String SCRIPT = """
      async (runtime) => {
        const { createEngineClient } = await import("/engine/engine-client.mjs");
        const { createPainter } = await import("/engine/painter.mjs");
        const client = createEngineClient({ runtime, base: "/engine/" });
        const effects = [];
        client.onEffect = (effect) => effects.push(effect.type);
        const info = await client.ready;
        const regions = ["North", "South", "East", "West", "Central"];
        const lines = ["region,status,revenue,cost"];
        for (let i = 0; i < 60000; i++) {
          lines.push(regions[i % 5] + "," + (i % 9 === 0 ? "Cancelled" : "Active") + "," + (100 + (i % 50)) + "," + (60 + (i % 20)));
        }
        const file = new File([lines.join("\\n") + "\\n"], "upload.csv", { type: "text/csv" });
        const progress = [];
        const added = await client.addSource({ file }, { onProgress: (p) => progress.push(p) });
        const spec = await (await fetch("/demo/spec.json")).text();
        const first = client.open({ spec, defaultSource: "upload", width: 900, height: 600 });
        const opened = await client.open({ spec, defaultSource: "upload", width: 900, height: 600 });
        const container = document.createElement("div");
        document.body.replaceChildren(container);
        let clicked = null;
        const painter = createPainter(container, {
          onEvent: (event) => { clicked = client.dispatch(event).then((answer) => { painter.paint(answer.tree); return answer; }); },
        });
        painter.paint(opened.tree);
        const bars = container.querySelectorAll('[data-component="revenue_by_area"] [data-row]').length;
        container.querySelector('[data-component="revenue_by_area"] [data-row="1"]').dispatchEvent(new MouseEvent("click", { bubbles: true }));
        const answer = await clicked;
        const highlighted = [...container.querySelectorAll('[data-component="revenue_by_area"] [data-row][data-highlighted]')]
          .map((e) => e.getAttribute("data-row"));
        const result = {
          runtime: info.runtime, added: { name: added.name, rows: added.rows, fields: added.fields.map((f) => f.key), diagnostics: added.diagnostics.length },
          reads: progress.filter((p) => p.phase === "read").map((p) => p.loaded), total: file.size,
          parses: progress.filter((p) => p.phase === "parse").length,
          superseded: (await first).superseded === true, ok: opened.document.ok, bars, highlighted,
          step: answer.step.event.type, text: container.querySelector('[data-component="summary"]')?.textContent ?? "",
          pageEngine: typeof globalThis.TeaVM !== "undefined"
            || performance.getEntriesByType("resource").some((r) => r.name.includes("hyperpbi.mjs") || r.name.includes("wasm")),
        };
        client.terminate();
        // A build that cannot load: ready rejects and says which file.
        const missing = createEngineClient({ runtime, base: "/no-engine/" });
        result.loadError = await missing.ready.then(() => "loaded", (e) => e.message);
        missing.terminate();
        return JSON.stringify(result);
      }
      """;

  @ParameterizedTest(name = "the worker runs the {0} build")
  @ValueSource(strings = {"js", "wasm"})
  void theWorkerLoadsTheBuildReadsTheFileAndAnswersClicks(String runtime) {
    List<String> errors = new ArrayList<>();
    try (Page page = Chromium.recordingErrors(chromium.browser.newPage(), errors)) {
      // A page of the site that loads no engine itself (and whose icon Chromium asks for).
      page.route("**/favicon.ico", route -> route.fulfill(new Route.FulfillOptions().setStatus(204)));
      page.navigate(chromium.server.url() + "demo/spec.json");
      JsonObject r = Json.parse((String) page.evaluate(SCRIPT, runtime)).asObject();
      assertEquals(runtime, r.getString("runtime", ""));
      JsonObject added = r.get("added").asObject();
      assertEquals("upload", added.getString("name", ""));
      assertEquals("[\"region\",\"status\",\"revenue\",\"cost\"]", added.get("fields").toString());
      assertEquals(0, added.getInt("diagnostics", -1));
      JsonArray reads = r.get("reads").asArray();
      int total = r.getInt("total", -1);
      assertTrue(reads.size() >= 3, "read progress in 1 MiB slices: " + reads);
      assertEquals(0, reads.get(0).asInt());
      assertEquals(total, reads.get(reads.size() - 1).asInt());
      assertEquals(2, r.getInt("parses", -1));
      assertTrue(r.getBoolean("superseded", false), "the older open was superseded");
      assertTrue(r.getBoolean("ok", false), r.toString());
      assertEquals(5, r.getInt("bars", -1), "one bar per region");
      assertEquals("[\"1\"]", r.get("highlighted").toString(), "the clicked bar is highlighted");
      assertEquals("click", r.getString("step", ""));
      assertTrue(r.getString("text", "").startsWith("Revenue outside cancellations:"), r.toString());
      assertEquals(false, r.getBoolean("pageEngine", true), "the page never loads the engine");
      String file = runtime.equals("js") ? "hyperpbi.mjs" : "hyperpbi.wasm-runtime.js";
      assertTrue(r.getString("loadError", "").startsWith("cannot load " + chromium.server.url()
          + "no-engine/" + file), r.getString("loadError", ""));
      Chromium.screenshotWindow(page, "engine-worker-" + runtime);
      // The missing build's 404s are the console's only errors.
      errors.removeIf(e -> e.equals("Failed to load resource: the server responded with a status "
          + "of 404 (Not Found)"));
      assertEquals(List.of(), errors);
    }
  }
}
