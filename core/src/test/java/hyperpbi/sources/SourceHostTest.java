package hyperpbi.sources;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.eclipsesource.json.Json;
import hyperpbi.diagnostic.Diagnostic;
import hyperpbi.diagnostic.Diagnostics;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * data-model.txt: "In Power BI, only miniup.function is portable. It uses the network-enabled
 * package [...]; direct miniup.table and rest.get are web-only". Preparation says so at the
 * declaration's type and leaves the source out, so it is never fetched.
 */
class SourceHostTest {
  private static final String SOURCES = "{"
      + "\"orders\": {\"type\": \"miniup.table\", \"site\": \"demo\", \"table\": \"orders\"},"
      + "\"api\": {\"type\": \"rest.get\", \"baseUrl\": \"https://api.example.com\","
      + " \"path\": \"/v1/rows\"},"
      + "\"summary\": {\"type\": \"miniup.function\", \"function\": \"summary\"}}";

  private final Diagnostics out = new Diagnostics();

  private Map<String, SourceDeclaration> parse(SourceHost host) {
    return SourceDeclarations.parse(Json.parse(SOURCES), TrustList.parse("https://*.miniup.app"),
        host, Set.of(), Set.of(), out);
  }

  private List<String> findings() {
    List<String> lines = new ArrayList<>();
    for (Diagnostic d : out.sorted()) {
      lines.add(d.severity().json() + " " + d.code() + " " + d.path() + ": "
          + d.message());
    }
    return lines;
  }

  @Test
  void theWebHostAdmitsEveryTypeAndChecksTheTrustList() {
    assertEquals(Set.of("orders", "summary"), parse(SourceHost.WEB).keySet());
    assertEquals(List.of("error UNTRUSTED_REST_ORIGIN /data/sources/api/baseUrl: origin "
        + "https://api.example.com is not on this build's trusted REST host list; dashboards "
        + "cannot extend it"), findings());
  }

  @Test
  void powerBiRefusesWebOnlyTypesAtTheirTypeAndKeepsOnlyTheFunction() {
    Map<String, SourceDeclaration> admitted =
        parse(new SourceHost(SourceHost.Kind.POWERBI, true));
    assertEquals(Set.of("summary"), admitted.keySet());
    // The web build's trust list is not Power BI's: no UNTRUSTED_REST_ORIGIN besides.
    assertEquals(List.of(
        "error REMOTE_SOURCE_WEB_ONLY /data/sources/api/type: source 'api' is a rest.get source, "
            + "which is web only: in Power BI only miniup.function sources can be fetched "
            + "(through the network-enabled package); serve these rows through a MiniUp Function",
        "error REMOTE_SOURCE_WEB_ONLY /data/sources/orders/type: source 'orders' is a "
            + "miniup.table source, which is web only: in Power BI only miniup.function sources "
            + "can be fetched (through the network-enabled package); serve these rows through a "
            + "MiniUp Function"), findings());
  }

  @Test
  void theNetworkFreePackageWarnsThatTheFunctionIsNeverFetched() {
    Map<String, SourceDeclaration> admitted =
        parse(new SourceHost(SourceHost.Kind.POWERBI, false));
    assertEquals(Set.of(), admitted.keySet());
    List<String> findings = findings();
    assertEquals(3, findings.size(), findings.toString());
    assertEquals("warning REMOTE_SOURCE_NETWORK_DISABLED /data/sources/summary/type: source "
        + "'summary' is never fetched: this Power BI package has no network access; "
        + "miniup.function needs the network-enabled HyperPBI package", findings.get(2));
  }

  @Test
  void aRefusedDeclarationIsStillCheckedForItsOtherMistakes() {
    SourceDeclarations.parse(Json.parse("{\"t\": {\"type\": \"miniup.table\", \"site\": "
        + "\"demo\"}}"), TrustList.ofThisBuild(), new SourceHost(SourceHost.Kind.POWERBI, true),
        Set.of(), Set.of(), out);
    assertEquals(List.of("MISSING_REQUIRED_PROPERTY /data/sources/t/table",
        "REMOTE_SOURCE_WEB_ONLY /data/sources/t/type"),
        out.sorted().stream().map(d -> d.code() + " " + d.path()).toList());
  }
}
