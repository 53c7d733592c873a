package hyperpbi.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class PlaygroundServerTest {
  private static PlaygroundServer server;
  /** The repository's examples, seen from the module's directory (Maven runs tests there). */
  private static final java.nio.file.Path EXAMPLES = java.nio.file.Path.of("..", "examples");
  private static final HttpClient CLIENT = HttpClient.newHttpClient();

  @BeforeAll
  static void start() throws Exception {
    server = Launcher.start(0);
  }

  @AfterAll
  static void stop() {
    server.close();
  }

  private static HttpResponse<byte[]> get(String path) throws Exception {
    return CLIENT.send(HttpRequest.newBuilder(URI.create(server.url() + path)).build(),
        HttpResponse.BodyHandlers.ofByteArray());
  }

  @Test
  void servesThePageOnLoopbackWithAnEphemeralPort() throws Exception {
    assertTrue(server.port() > 0);
    assertEquals("http://127.0.0.1:" + server.port() + "/", server.url());
    HttpResponse<byte[]> page = get("");
    assertEquals(200, page.statusCode());
    assertEquals("text/html; charset=utf-8", page.headers().firstValue("Content-Type").orElse(""));
    assertTrue(new String(page.body(), StandardCharsets.UTF_8).contains("HyperPBI Studio"));
  }

  /**
   * A browser that accepts gzip gets the engine builds, the editor bundle and the pages
   * compressed (the same bytes once inflated); a client that does not gets them as they are,
   * and images are never compressed again.
   */
  @Test
  void servesCompressedAssetsToClientsThatAcceptGzip() throws Exception {
    for (String path : new String[] {"engine/hyperpbi.wasm", "engine/hyperpbi.mjs", "editor.js",
        "", "hyperpbi.schema.json"}) {
      HttpResponse<byte[]> plain = get(path);
      HttpResponse<byte[]> zipped = CLIENT.send(HttpRequest.newBuilder(URI.create(server.url() + path))
          .header("Accept-Encoding", "br, gzip;q=0.8").build(), HttpResponse.BodyHandlers.ofByteArray());
      assertEquals(200, zipped.statusCode(), path);
      assertEquals("gzip", zipped.headers().firstValue("Content-Encoding").orElse(""), path);
      assertEquals("Accept-Encoding", zipped.headers().firstValue("Vary").orElse(""), path);
      assertTrue(plain.headers().firstValue("Content-Encoding").isEmpty(), path);
      byte[] inflated = new java.util.zip.GZIPInputStream(
          new java.io.ByteArrayInputStream(zipped.body())).readAllBytes();
      assertTrue(java.util.Arrays.equals(plain.body(), inflated), path + ": same bytes once inflated");
      assertTrue(zipped.body().length < plain.body().length / 2, path + " shrinks to under half");
    }
    HttpResponse<byte[]> refused = CLIENT.send(HttpRequest.newBuilder(URI.create(server.url()
        + "engine/hyperpbi.mjs")).header("Accept-Encoding", "gzip;q=0").build(),
        HttpResponse.BodyHandlers.ofByteArray());
    assertTrue(refused.headers().firstValue("Content-Encoding").isEmpty(), "gzip;q=0 is a refusal");
  }

  @Test
  void servesBothEngineBuildsWithTheirContentTypes() throws Exception {
    HttpResponse<byte[]> wasm = get("engine/hyperpbi.wasm");
    assertEquals(200, wasm.statusCode());
    assertEquals("application/wasm", wasm.headers().firstValue("Content-Type").orElse(""));
    byte[] magic = {0, 'a', 's', 'm'};
    for (int i = 0; i < 4; i++) {
      assertEquals(magic[i], wasm.body()[i], "wasm magic number");
    }
    for (String js : new String[] {"engine/hyperpbi.mjs", "engine/hyperpbi.wasm-runtime.js",
        "engine/painter.mjs", "studio/main.mjs"}) {
      HttpResponse<byte[]> r = get(js);
      assertEquals(200, r.statusCode(), js);
      assertEquals("text/javascript; charset=utf-8",
          r.headers().firstValue("Content-Type").orElse(""), js);
    }
    assertEquals("text/csv; charset=utf-8",
        get("demo/sales.csv").headers().firstValue("Content-Type").orElse(""));
  }

  /**
   * The gallery (examples/index.json) lists every specification under the repository's
   * examples/ folder, each served with the data files it names, read-only: the examples folder
   * is no way out of the site.
   */
  @Test
  void servesTheGalleryWithEveryExampleAndItsData() throws Exception {
    HttpResponse<byte[]> index = get("examples/index.json");
    assertEquals(200, index.statusCode());
    com.eclipsesource.json.JsonArray entries = com.eclipsesource.json.Json.parse(
        new String(index.body(), StandardCharsets.UTF_8)).asObject().get("examples").asArray();
    java.util.Set<String> listed = new java.util.TreeSet<>();
    for (com.eclipsesource.json.JsonValue entry : entries) {
      com.eclipsesource.json.JsonObject example = entry.asObject();
      String spec = example.getString("spec", null);
      listed.add(spec);
      HttpResponse<byte[]> served = get("examples/" + spec);
      assertEquals(200, served.statusCode(), spec);
      assertEquals(java.nio.file.Files.readString(EXAMPLES.resolve(spec)),
          new String(served.body(), StandardCharsets.UTF_8), spec);
      for (com.eclipsesource.json.JsonValue file : example.get("files").asArray()) {
        assertEquals(200, get("examples/" + file.asString()).statusCode(), file.asString());
      }
    }
    java.util.Set<String> onDisk = new java.util.TreeSet<>();
    try (java.util.stream.Stream<java.nio.file.Path> files = java.nio.file.Files.walk(EXAMPLES)) {
      files.filter(f -> f.toString().endsWith(".json"))
          .forEach(f -> onDisk.add(EXAMPLES.relativize(f).toString().replace('\\', '/')));
    }
    assertEquals(onDisk, listed, "the gallery index (web/src/main/gallery/index.json) must list "
        + "every specification under examples/");
    assertEquals(404, get("examples/../web/Launcher.class").statusCode());
    assertEquals(404, get("examples/..%2F..%2Fweb%2FLauncher.class").statusCode());
    assertEquals(404, get("examples/%2e%2e/index.html").statusCode());
    assertNull(PlaygroundServer.resourceFor(URI.create("/examples/../../../etc/passwd")));
    HttpResponse<byte[]> post = CLIENT.send(HttpRequest.newBuilder(
        URI.create(server.url() + "examples/index.json"))
        .POST(HttpRequest.BodyPublishers.ofString("{}")).build(),
        HttpResponse.BodyHandlers.ofByteArray());
    assertEquals(405, post.statusCode(), "the gallery is read-only");
  }

  @Test
  void servesTheSpecificationSchema() throws Exception {
    HttpResponse<byte[]> schema = get("hyperpbi.schema.json");
    assertEquals(200, schema.statusCode());
    assertEquals("application/json; charset=utf-8",
        schema.headers().firstValue("Content-Type").orElse(""));
    assertEquals(hyperpbi.schema.SpecificationSchema.text(),
        new String(schema.body(), StandardCharsets.UTF_8));
  }

  @Test
  void refusesPathsOutsideTheSite() throws Exception {
    assertEquals(404, get("missing.html").statusCode());
    assertEquals(404, get("..%2Fweb%2FLauncher.class").statusCode());
    assertNull(PlaygroundServer.resourceFor(URI.create("/a/../../secret")));
    assertNull(PlaygroundServer.resourceFor(URI.create("/a//b")));
    assertEquals("hyperpbi/web/site/index.html", PlaygroundServer.resourceFor(URI.create("/")));
  }

  @Test
  void serveRejectsABadPort() {
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int code = Launcher.serve(new String[] {"serve", "--port", "http"}, System.out,
        new PrintStream(err, true, StandardCharsets.UTF_8));
    assertEquals(2, code);
    assertTrue(err.toString(StandardCharsets.UTF_8).contains("usage: hyperpbi serve"));
  }
}
