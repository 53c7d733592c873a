package hyperpbi.imports;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.eclipsesource.json.Json;
import com.eclipsesource.json.JsonObject;
import hyperpbi.diagnostic.Diagnostics;
import hyperpbi.engine.SourceInput;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Contents the size limit refuses are cut out of the request text before the JSON parser would
 * build them (a 270 MB base64 file cost 3.9 GB in WebAssembly before its refusal).
 */
class OversizedContentTest {
  private static final ImportLimits SMALL = ImportLimits.DEFAULT.withMaxBytes(100);

  private static String request(String member, String content) {
    return "{\"mode\":\"eval\",\"spec\":\"{\\\"text\\\": \\\"" + "s".repeat(300) + "\\\"}\","
        + "\"sources\":[{\"name\":\"a\",\"format\":\"csv\",\"" + member + "\" : \"" + content
        + "\"},{\"name\":\"b\",\"format\":\"csv\",\"text\":\"x\\n1\\n\"}]}";
  }

  @Test
  void aBase64ValuePastTheLimitBecomesAMarkerBeforeParsing() {
    String json = request("base64", "QUJD".repeat(40)); // 160 characters, 120 bytes
    String shortened = OversizedContent.shorten(json, SMALL);
    assertTrue(shortened.length() < json.length() - 100, shortened);
    JsonObject source = Json.parse(shortened).asObject().get("sources").asArray().get(0)
        .asObject();
    assertEquals(160, OversizedContent.length(source.getString("base64", "")));
    // The spec (its escaped "text" member too) and the other source are untouched.
    JsonObject parsed = Json.parse(shortened).asObject();
    assertEquals(Json.parse(json).asObject().get("spec"), parsed.get("spec"));
    assertEquals("x\n1\n", parsed.get("sources").asArray().get(1).asObject().getString("text",
        ""));
  }

  @Test
  void contentTheLimitAdmitsIsLeftAsItIs() {
    String base64 = request("base64", "QUJD".repeat(34)); // 136 characters: 102 bytes + padding
    assertSame(base64, OversizedContent.shorten(base64, SMALL));
    // Escapes count once: 80 characters once decoded, 160 in the request.
    String text = request("text", "\\n".repeat(80));
    assertSame(text, OversizedContent.shorten(text, SMALL));
    String long101 = request("text", "\\u0041".repeat(101));
    assertTrue(OversizedContent.shorten(long101, SMALL).contains("\"\\u0000oversized:101\""));
    String unterminated = "{\"text\": \"" + "a".repeat(200);
    assertSame(unterminated, OversizedContent.shorten(unterminated, SMALL));
    assertEquals(-1, OversizedContent.length("ordinary content"));
  }

  @Test
  void theMarkedSourceFailsWithTheSizeMessageAndTheOthersLoad() {
    String shortened = OversizedContent.shorten(request("text", "y".repeat(150)), SMALL);
    JsonObject first = Json.parse(shortened).asObject().get("sources").asArray().get(0)
        .asObject();
    Diagnostics out = new Diagnostics();
    var workspace = SourceLoader.load(List.of(
        new SourceInput("a", "csv", first.getString("text", null), null, null, null),
        new SourceInput("b", "csv", "x\n1\n", null, null, null)), null, SMALL, out);
    List<String> messages = new java.util.ArrayList<>();
    out.sorted().forEach(d -> messages.add(d.code() + " " + d.path() + " " + d.message()));
    assertEquals(List.of("SOURCE_IMPORT_FAILED /sources/0 a: the file has more than 100 bytes"
        + " (file size limit; 150 characters sent)"), messages);
    assertEquals(List.of("b"), List.copyOf(workspace.sources().keySet()));
  }
}
