package hyperpbi.pbiviz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.eclipsesource.json.Json;
import com.eclipsesource.json.JsonObject;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import org.junit.jupiter.api.Test;

/**
 * package.sh (run by the module's build before the tests) builds both .pbiviz packages with powerbi-visuals-tools (TypeScript compile of
 * src/visual.ts, webpack, lint): the network-free one without privileges, the network-enabled one
 * with WebAccess to https://functions.miniup.app only. Their sizes are printed; the network-free
 * package must stay under its 350 KB budget with the renderer in it (ARCHITECTURE.md, issue 20;
 * 228,771 bytes when written, 302,140 with the render tree, painter and formats).
 */
class PbivizPackageTest {
  private static final Path MODULE = Path.of("").toAbsolutePath();
  private static final Path DIST = MODULE.resolve("target/dist");
  static final String GUID = "HyperPBIDeclarativeDashboards722EBB6760AC6294";
  static final String CORE_PACKAGE = GUID + ".0.1.0.0.pbiviz";
  static final String NETWORK_PACKAGE = GUID + "Net.0.1.0.0.pbiviz";
  private static final String output = "(package.sh runs in the module's build: "
      + "process-test-classes, exec-maven-plugin)";

  private static JsonObject visualJson(String file) throws IOException {
    Path path = DIST.resolve(file);
    assertTrue(Files.exists(path), "missing " + path + "\n" + output);
    System.out.println("[pbiviz] " + file + ": " + Files.size(path) + " bytes");
    try (ZipInputStream zip = new ZipInputStream(Files.newInputStream(path))) {
      for (ZipEntry e; (e = zip.getNextEntry()) != null; ) {
        if (e.getName().startsWith("resources/") && e.getName().endsWith(".pbiviz.json")) {
          return Json.parse(new String(readAll(zip), StandardCharsets.UTF_8)).asObject();
        }
      }
    }
    throw new AssertionError("no resources/*.pbiviz.json in " + path);
  }

  private static byte[] readAll(InputStream in) throws IOException {
    return in.readAllBytes();
  }

  @Test
  void theNetworkFreePackageHasNoPrivilegesAndKeepsItsSizeBudget() throws IOException {
    JsonObject visual = visualJson(CORE_PACKAGE);
    long size = Files.size(DIST.resolve(CORE_PACKAGE));
    assertTrue(size < 350_000, "the network-free package is " + size + " bytes (budget 350 KB)");
    assertEquals("[]", visual.get("capabilities").asObject().get("privileges").toString());
    String js = visual.get("content").asObject().getString("js", "");
    assertTrue(js.contains("dashboardEvaluation"), "the engine build is not in the bundle");
    assertTrue(js.contains("getFormattingModel") && js.contains("specification_json"),
        "the format pane's Specification > JSON slice is missing");
    assertNotNull(visual.get("capabilities").asObject().get("objects").asObject()
        .get("general"), "general.filter is needed for applyJsonFilter");
  }

  @Test
  void theNetworkPackageMayReachTheFunctionsOriginOnly() throws IOException {
    JsonObject visual = visualJson(NETWORK_PACKAGE);
    assertEquals("[{\"name\":\"WebAccess\",\"essential\":true,\"parameters\":"
        + "[\"https://functions.miniup.app\"]}]",
        visual.get("capabilities").asObject().get("privileges").toString());
  }
}
