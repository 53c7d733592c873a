package hyperpbi.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.eclipsesource.json.Json;
import com.eclipsesource.json.JsonArray;
import com.eclipsesource.json.JsonObject;
import com.eclipsesource.json.JsonValue;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;

/**
 * One page of the simulated Power BI host (src/test/resources/pbihost/host.html + host.js) with a
 * packaged visual loaded the way Power BI loads it: the package's resources/&lt;guid&gt;.pbiviz.json
 * is read out of the .pbiviz zip in pbiviz-bridge/target/dist and served as
 * /packages/&lt;guid&gt;.json; the page adds its content.css, evaluates its content.js with
 * {@code window.powerbi = {}} and calls {@code powerbi.visuals.plugins[guid].create({element,
 * host})} with a recording IVisualHost. Every host call is in {@code window.hostCalls}
 * ({@link #calls}); {@code window.hostApi} drives the host (update, resize, select, high contrast,
 * locale, edit mode, fetchMoreRows): see host.js for each control.
 *
 * <p>Usage: {@code Host host = PowerBiHostPage.start();} once per test class, then
 * {@code try (PowerBiHostPage visual = host.open(PowerBiHostPage.NETWORK_FREE, "{}")) {...}}.
 */
final class PowerBiHostPage implements AutoCloseable {
  /** The guid of the network-free (certifiable) package, as pbiviz-bridge/pbiviz/pbiviz.json has it. */
  static final String NETWORK_FREE = "HyperPBIDeclarativeDashboards722EBB6760AC6294";
  /** The guid of the network-enabled package (package.sh appends Net). */
  static final String NETWORK = NETWORK_FREE + "Net";

  private static final Path DIST = Path.of(System.getProperty("hyperpbi.pbiviz.dist",
      "../pbiviz-bridge/target/dist"));
  /** Microsoft's powerbi-models (pinned by pbiviz-bridge/pbiviz/package-lock.json): the filter oracle. */
  private static final Path POWERBI_MODELS = Path.of(System.getProperty("hyperpbi.pbiviz.npm",
      "../pbiviz-bridge/target/pbiviz-npm")).resolve("node_modules/powerbi-models/dist/models.js");
  private static final Path FIXTURES = Path.of("src", "test", "resources", "pbihost", "fixtures");

  final Page page;
  final List<String> errors;

  private PowerBiHostPage(Page page, List<String> errors) {
    this.page = page;
    this.errors = errors;
  }

  /** The host server and Chromium, shared by a test class's pages. */
  static Host start() throws IOException {
    return new Host(Chromium.startWithoutPlayground());
  }

  /** The server of host.html, host.js and the packages; Chromium. */
  static final class Host implements AutoCloseable {
    final Chromium chromium;
    private final HttpServer server;
    private final Map<String, byte[]> packages = new ConcurrentHashMap<>();

    private Host(Chromium chromium) throws IOException {
      this.chromium = chromium;
      server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
      server.createContext("/", this::serve);
      server.start();
    }

    String url() {
      return "http://127.0.0.1:" + server.getAddress().getPort() + "/";
    }

    /**
     * A new page with the package loaded (not yet updated). options: host.js's load options,
     * e.g. {@code {"locale": "de-DE", "highContrast": true, "viewport": {"width": 600,
     * "height": 400}}}.
     */
    PowerBiHostPage open(String guid, String optionsJson) {
      packageJson(guid); // fail here, with the reason, when the package is missing
      List<String> errors = new ArrayList<>();
      Page page = Chromium.recordingErrors(chromium.browser.newPage(), errors);
      page.navigate(url() + "host.html");
      page.evaluate("([name, options]) => hostApi.load(name, JSON.parse(options))",
          new Object[] {guid, optionsJson});
      return new PowerBiHostPage(page, errors);
    }

    /** The package's resources/&lt;guid&gt;.pbiviz.json, read out of its .pbiviz in target/dist. */
    byte[] packageJson(String guid) {
      return packages.computeIfAbsent(guid, g -> {
        Path file = packageFile(g);
        try (ZipInputStream zip = new ZipInputStream(Files.newInputStream(file))) {
          for (ZipEntry e; (e = zip.getNextEntry()) != null; ) {
            if (e.getName().equals("resources/" + g + ".pbiviz.json")) {
              return zip.readAllBytes();
            }
          }
        } catch (IOException e) {
          throw new UncheckedIOException(e);
        }
        throw new AssertionError("no resources/" + g + ".pbiviz.json in " + file);
      });
    }

    private void serve(HttpExchange exchange) throws IOException {
      String path = exchange.getRequestURI().getPath();
      byte[] body;
      String type;
      if (path.startsWith("/packages/") && path.endsWith(".json")) {
        body = packageJson(path.substring("/packages/".length(), path.length() - ".json".length()));
        type = "application/json";
      } else if (path.equals("/vendor/powerbi-models.js")) {
        body = Files.readAllBytes(POWERBI_MODELS);
        type = "text/javascript; charset=utf-8";
      } else if (path.equals("/host.html") || path.equals("/host.js")) {
        try (InputStream in = PowerBiHostPage.class.getResourceAsStream("/pbihost" + path)) {
          body = in.readAllBytes();
        }
        type = path.endsWith(".html") ? "text/html; charset=utf-8" : "text/javascript; charset=utf-8";
      } else {
        exchange.sendResponseHeaders(404, -1);
        exchange.close();
        return;
      }
      exchange.getResponseHeaders().set("Content-Type", type);
      exchange.getResponseHeaders().set("Cache-Control", "no-store");
      exchange.sendResponseHeaders(200, body.length);
      try (OutputStream out = exchange.getResponseBody()) {
        out.write(body);
      }
    }

    @Override
    public void close() {
      server.stop(0);
      chromium.close();
    }
  }

  /** target/dist/&lt;guid&gt;.&lt;version&gt;.pbiviz, built by pbiviz-bridge (package.sh). */
  static Path packageFile(String guid) {
    assertTrue(Files.isDirectory(DIST), DIST.toAbsolutePath() + " is missing: build the "
        + "packages first (mvn -pl pbiviz-bridge -am package, or ./hyperpbi pbiviz)");
    try (Stream<Path> files = Files.list(DIST)) {
      List<Path> found = files.filter(f -> {
        String name = f.getFileName().toString();
        return name.startsWith(guid + ".") && name.endsWith(".pbiviz")
            && name.substring(guid.length() + 1, name.length() - ".pbiviz".length())
                .matches("[0-9]+(\\.[0-9]+){3}");
      }).toList();
      assertEquals(1, found.size(), "packages of " + guid + " in " + DIST + ": " + found);
      return found.get(0);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** A fixture of src/test/resources/pbihost/fixtures (a DataView fixture for {@link #update}). */
  static JsonObject fixture(String name) {
    try {
      return Json.parse(Files.readString(FIXTURES.resolve(name), StandardCharsets.UTF_8)).asObject();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** A data update from a fixture (host.js hostApi.update); answers update()'s milliseconds. */
  double update(JsonObject fixture) {
    return ((Number) page.evaluate("(f) => hostApi.update(JSON.parse(f))", fixture.toString()))
        .doubleValue();
  }

  /** An update without any DataView (nothing bound: the landing page case). */
  void updateEmpty() {
    page.evaluate("() => hostApi.updateEmpty()");
  }

  /** A resize with the same DataView; answers update()'s milliseconds. */
  double resize(int width, int height) {
    return ((Number) page.evaluate("([w, h]) => hostApi.resize(w, h)", new Object[] {width, height}))
        .doubleValue();
  }

  /** Calls a hostApi function with JSON arguments, e.g. {@code api("setEditMode", "1")}. */
  JsonValue api(String function, String... jsonArgs) {
    Object result = page.evaluate("([f, args]) => JSON.stringify(hostApi[f](...args.map((a) => JSON.parse(a))) ?? null)",
        new Object[] {function, List.of(jsonArgs)});
    return Json.parse((String) result);
  }

  /**
   * powerbi-models' validateFilter on a filter (Microsoft's JSON schemas of basic, advanced and
   * the other filter types): null when valid, else the list of errors.
   */
  JsonValue validateFilter(JsonObject filter) {
    page.addScriptTag(new Page.AddScriptTagOptions().setUrl("/vendor/powerbi-models.js"));
    return Json.parse((String) page.evaluate(
        "(f) => JSON.stringify(window['powerbi-models'].validateFilter(JSON.parse(f)) ?? null)",
        filter.toString()));
  }

  /** Every host call so far ({api, args}), or those of one api. */
  JsonArray calls(String api) {
    return Json.parse((String) page.evaluate("(api) => JSON.stringify(hostApi.calls(api || undefined))",
        api == null ? "" : api)).asArray();
  }

  /** The api names of every host call so far, in order. */
  List<String> callNames() {
    List<String> names = new ArrayList<>();
    for (JsonValue call : calls(null)) {
      names.add(call.asObject().getString("api", ""));
    }
    return names;
  }

  void clearCalls() {
    page.evaluate("() => hostApi.clearCalls()");
  }

  /** The visual's element (what the visual draws into). */
  Locator visual() {
    return page.getByTestId("visual");
  }

  /** Saves the visual's container as target/screenshots/NAME.png. */
  Path screenshot(String name) {
    Path file = Path.of("target", "screenshots", name + ".png");
    page.getByTestId("visual-container").screenshot(new Locator.ScreenshotOptions().setPath(file));
    return file;
  }

  @Override
  public void close() {
    page.close();
  }
}
