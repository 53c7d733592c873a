package hyperpbi.sources;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.eclipsesource.json.Json;
import hyperpbi.diagnostic.Diagnostic;
import hyperpbi.diagnostic.Diagnostics;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** data.sources is parsed strictly: nothing a declaration says is silently dropped. */
class SourceDeclarationsTest {
  private static List<String> errors(String json) {
    Diagnostics d = new Diagnostics();
    SourceDeclarations.parse(Json.parse(json), TrustList.ofThisBuild(), d);
    List<String> codes = new ArrayList<>();
    for (Diagnostic x : d.sorted()) {
      codes.add(x.code() + " " + x.path());
    }
    return codes;
  }

  @Test
  void anUnknownMemberOfAParameterBindingIsUnknownProperty() {
    assertEquals(List.of("UNKNOWN_PROPERTY /data/sources/a/params/x/defualt"), errors(
        "{\"a\":{\"type\":\"miniup.function\",\"function\":\"f\",\"path\":\"/q\","
            + "\"params\":{\"x\":{\"state\":\"s\",\"defualt\":\"all\"}}}}"));
  }

  @Test
  void everyUnknownMemberOfABindingIsReported() {
    assertEquals(List.of("UNKNOWN_PROPERTY /data/sources/a/params/x/a",
        "UNKNOWN_PROPERTY /data/sources/a/params/x/b"), errors(
        "{\"a\":{\"type\":\"miniup.function\",\"function\":\"f\",\"path\":\"/q\","
            + "\"params\":{\"x\":{\"state\":\"s\",\"a\":1,\"b\":2}}}}"));
  }

  @Test
  void aSourceWithoutTypeIsMissingRequiredProperty() {
    assertEquals(List.of("MISSING_REQUIRED_PROPERTY /data/sources/a/type"),
        errors("{\"a\":{\"maxRows\":5}}"));
  }

  @Test
  void aSourceWithAnUnknownTypeIsUnknownSourceType() {
    assertEquals(List.of("UNKNOWN_SOURCE_TYPE /data/sources/a/type"),
        errors("{\"a\":{\"type\":\"sql\"}}"));
  }

  @Test
  void aBlankSourceNameIsInvalid() {
    // No dataset source or component dataset may be blank, so nothing could read it.
    assertEquals(List.of("INVALID_SOURCE_DEFINITION /data/sources/"), errors(
        "{\"\":{\"type\":\"miniup.function\",\"function\":\"f\",\"path\":\"/q\"}}"));
    assertEquals(List.of("INVALID_SOURCE_DEFINITION /data/sources/ "), errors(
        "{\" \":{\"type\":\"miniup.function\",\"function\":\"f\",\"path\":\"/q\"}}"));
  }

  @Test
  void aSiteIsAHostNameLabel() {
    String table = "{\"a\":{\"type\":\"miniup.table\",\"table\":\"t\",\"site\":\"%s\"}}";
    assertEquals(List.of(), errors(String.format(table, "demo-2")));
    assertEquals(List.of(), errors(String.format(table, "d")));
    assertEquals(List.of("INVALID_SOURCE_DEFINITION /data/sources/a/site"),
        errors(String.format(table, "demo-")));
    assertEquals(List.of("INVALID_SOURCE_DEFINITION /data/sources/a/site"),
        errors(String.format(table, "-demo")));
  }
  @Test
  void aMemberOfTheWrongJsonTypeIsInvalidPropertyType() {
    // README "Specification preparation": remote sources are checked strictly, and a present
    // member of the wrong JSON type, null included, is INVALID_PROPERTY_TYPE (a value of the
    // right type that breaks a rule stays INVALID_SOURCE_DEFINITION).
    assertEquals(List.of("INVALID_PROPERTY_TYPE /data/sources/a"), errors("{\"a\":5}"));
    assertEquals(List.of("INVALID_PROPERTY_TYPE /data/sources/a/type"),
        errors("{\"a\":{\"type\":5}}"));
    assertEquals(List.of("INVALID_PROPERTY_TYPE /data/sources/a/dataPath",
        "INVALID_PROPERTY_TYPE /data/sources/a/function",
        "INVALID_PROPERTY_TYPE /data/sources/a/maxRows",
        "INVALID_PROPERTY_TYPE /data/sources/a/params/x/state",
        "INVALID_PROPERTY_TYPE /data/sources/a/timeoutMs",
        "INVALID_PROPERTY_TYPE /data/sources/a/ttlSeconds"), errors(
        "{\"a\":{\"type\":\"miniup.function\",\"function\":7,\"dataPath\":null,"
            + "\"maxRows\":\"5\",\"timeoutMs\":null,\"ttlSeconds\":true,"
            + "\"params\":{\"x\":{\"state\":5}}}}"));
    assertEquals(List.of("INVALID_SOURCE_DEFINITION /data/sources/a/maxRows"), errors(
        "{\"a\":{\"type\":\"miniup.function\",\"function\":\"f\",\"maxRows\":2.5}}"));
  }
}
