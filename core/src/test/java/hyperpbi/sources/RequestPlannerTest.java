package hyperpbi.sources;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.eclipsesource.json.Json;
import hyperpbi.diagnostic.Diagnostics;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class RequestPlannerTest {
  private static Map<String, SourceDeclaration> parse(String json) {
    Diagnostics d = new Diagnostics();
    Map<String, SourceDeclaration> sources =
        SourceDeclarations.parse(Json.parse(json), TrustList.ofThisBuild(), d);
    assertFalse(d.hasErrors(), () -> d.sorted().toString());
    return sources;
  }

  @Test
  void functionParametersBindToStateAndChangeTheSignature() {
    SourceDeclaration s = parse("{\"summary\":{\"type\":\"miniup.function\","
        + "\"function\":\"order-summary\",\"path\":\"/query\",\"params\":{\"region\":"
        + "{\"state\":\"region\",\"default\":\"all\"},\"top\":5}}}").get("summary");
    RequestPlan initial = RequestPlanner.plan(s, Map.of());
    assertEquals("https://functions.miniup.app/order-summary/query?region=all&top=5",
        initial.url());
    RequestPlan eu = RequestPlanner.plan(s, Map.of("region", "EU & UK"));
    assertEquals("https://functions.miniup.app/order-summary/query?region=EU%20%26%20UK&top=5",
        eu.url());
    assertNotEquals(initial.signature(), eu.signature());
    assertEquals(eu.signature(), RequestPlanner.plan(s, Map.of("region", "EU & UK")).signature());
  }

  private static String line(hyperpbi.diagnostic.Diagnostic x) {
    return x.path() + " " + x.code() + " " + x.message();
  }

  /** Static numbers, defaults and state values share one canonical query text. */
  @Test
  void numberParametersAreCanonicalWhereverTheyComeFrom() {
    SourceDeclaration s = parse("{\"f\":{\"type\":\"miniup.function\",\"function\":\"f\","
        + "\"params\":{\"m\":1e3,\"n\":1.0,\"z\":-0,\"d\":{\"state\":\"k\",\"default\":2.50}}}}")
        .get("f");
    assertEquals("https://functions.miniup.app/f?d=2.5&m=1000&n=1&z=0",
        RequestPlanner.plan(s, Map.of()).url());
    assertEquals(RequestPlanner.plan(s, Map.of("k", "2.5")).signature(),
        RequestPlanner.plan(s, Map.of()).signature(), "the default equals the same state value");
  }

  @Test
  void aNumberParameterBeyondTheDoubleRangeIsRefused() {
    Diagnostics d = new Diagnostics();
    Map<String, SourceDeclaration> sources = SourceDeclarations.parse(Json.parse("{\"f\":{"
        + "\"type\":\"miniup.function\",\"function\":\"f\",\"params\":{\"n\":1e400,"
        + "\"d\":{\"state\":\"k\",\"default\":-1e400}}}}"), TrustList.ofThisBuild(), d);
    assertEquals(2, d.size());
    assertEquals("/data/sources/f/params/d/default INVALID_SOURCE_DEFINITION parameter 'd' is "
        + "-1e400, beyond the range of a number", line(d.sorted().get(0)));
    assertEquals("/data/sources/f/params/n INVALID_SOURCE_DEFINITION parameter 'n' is 1e400, "
        + "beyond the range of a number", line(d.sorted().get(1)));
    assertTrue(sources.isEmpty());
  }

  @Test
  void tableReadsUseTheFixedSurfaceAndPageWithinMaxRows() {
    SourceDeclaration s = parse("{\"orders\":{\"type\":\"miniup.table\",\"site\":\"demo\","
        + "\"table\":\"orders\",\"params\":{\"status\":\"Open\"},\"maxRows\":1500}}")
        .get("orders");
    assertEquals("https://demo.miniup.app/api/data/demo/orders?limit=1000&offset=0&status=Open",
        RequestPlanner.plan(s, Map.of()).url());
    assertEquals("https://demo.miniup.app/api/data/demo/orders?limit=500&offset=1000&status=Open",
        RequestPlanner.plan(s, Map.of(), 1000).url());
  }

  @Test
  void trustListMatchesExactOriginsAndSubdomainWildcardsOnly() {
    TrustList t = TrustList.parse("https://*.miniup.app, https://api.example.com");
    assertTrue(t.allows("https://x.miniup.app"));
    assertTrue(t.allows("https://api.example.com"));
    assertFalse(t.allows("https://miniup.app"));
    assertFalse(t.allows("https://evil.com/.miniup.app"));
    assertFalse(t.allows("http://x.miniup.app"));
    assertFalse(t.allows("https://api.example.com.evil.net"));
    // Only an origin can match: user information, a wildcard, a query, a path, a trailing dot or
    // a port on a wildcard's host never ride on a trusted suffix.
    assertFalse(t.allows("https://evil@x.miniup.app"));
    assertFalse(t.allows("https://evil.com@x.miniup.app"));
    assertFalse(t.allows("https://*.miniup.app"));
    assertFalse(t.allows("https://evil.com?.miniup.app"));
    assertFalse(t.allows("https://x.miniup.app/"));
    assertFalse(t.allows("https://x.miniup.app."));
    assertFalse(t.allows("https://x.miniup.app:8443"));
    assertTrue(t.allows("https://X.MiniUp.app"));
  }

  @Test
  void trustListEntriesThatAreNotHttpsOriginsAreLeftOut() {
    TrustList t = TrustList.parse("https://ok.example.com:8443, http://plain.example.com, "
        + "https://*.example.com:443, https://example.com/path, *, https://*.Sub.Example.COM");
    assertEquals(List.of("https://ok.example.com:8443", "https://*.sub.example.com"),
        t.entries());
    assertEquals(List.of("http://plain.example.com", "https://*.example.com:443",
        "https://example.com/path", "*"), t.invalid());
    assertTrue(t.allows("https://a.sub.example.com"));
    assertFalse(t.allows("https://plain.example.com"));
  }

  @Test
  void thisBuildsListIsTheEnvironmentsAtBuildTimeElseTheDefault() {
    String configured = System.getenv("HYPERPBI_WEB_REST_HOSTS");
    TrustList build = TrustList.ofThisBuild();
    assertEquals(List.of(), build.invalid(), "HYPERPBI_WEB_REST_HOSTS has invalid entries");
    assertEquals(TrustList.parse(configured == null ? SourceLimits.DEFAULT_TRUSTED_REST_ORIGINS
        : configured).entries(), build.entries());
  }
}
