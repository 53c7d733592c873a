package hyperpbi.dataset;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import hyperpbi.data.DataType;
import hyperpbi.data.Workspace;
import hyperpbi.diagnostic.Diagnostic;
import hyperpbi.diagnostic.Diagnostics;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class DatasetResolverTest {
  private final Diagnostics out = new Diagnostics();

  private DatasetSchemas resolve(String datasets) {
    Workspace ws = TestData.workspace(DatasetEvaluationTest.sales());
    return DatasetResolver.resolve(TestData.spec(datasets), ws, ws.resolve("powerbi"), out,
        new FakeBinder());
  }

  @Test
  void powerbiFirstThenSortedNamesEachAfterItsSource() {
    DatasetSchemas s = resolve("{'b':{'source':'powerbi'},'a':{'source':'c'},'c':{'source':'b'}}");
    assertEquals(List.of("powerbi", "b", "c", "a"), s.datasetNames());
    assertFalse(out.hasErrors());
  }

  @Test
  void unknownSourceIsUnknownDatasetWithSuggestion() {
    DatasetSchemas s = resolve("{'a':{'source':'powerbee'}}");
    assertEquals("UNKNOWN_DATASET /data/datasets/a/source\n", TestData.codes(out));
    assertTrue(out.sorted().get(0).message().contains("did you mean 'powerbi'"));
    assertTrue(s.isFailed("a"));
    assertNull(s.view("a"));
  }

  @Test
  void aDatasetOverARefusedRemoteDeclarationFailsInsteadOfStayingEmpty() {
    // Only 'ok' was accepted by preparation: 'bad' (an invalid or web-only declaration) would
    // otherwise be a dynamic schema that never gets rows.
    Workspace ws = TestData.workspace(DatasetEvaluationTest.sales());
    DatasetSchemas s = DatasetResolver.resolve(TestData.specWithData("{'sources':{'bad':{},"
        + "'ok':{}},'datasets':{'a':{'source':'bad'},'b':{'source':'ok'}}}"), ws,
        ws.resolve("powerbi"), Set.of("ok"), out);
    assertEquals("DATASET_UPSTREAM_FAILED /data/datasets/a/source\n", TestData.codes(out));
    assertTrue(out.sorted().get(0).message().contains("remote source 'bad' will never be read"));
    assertTrue(s.isFailed("a"));
    assertFalse(s.isFailed("b"));
    assertNull(s.view("bad"));
  }

  @Test
  void cycleIsReportedOnceWithItsPathAndDependentsFail() {
    DatasetSchemas s = resolve("{'a':{'source':'b'},'b':{'source':'a'},'c':{'source':'a'},"
        + "'self':{'source':'self'},'ok':{'source':'powerbi'}}");
    assertEquals("DATASET_CYCLE /data/datasets/a/source\n"
        + "DATASET_UPSTREAM_FAILED /data/datasets/c/source\n"
        + "DATASET_CYCLE /data/datasets/self/source\n", TestData.codes(out));
    List<Diagnostic> d = out.sorted();
    assertEquals("datasets form a cycle: a -> b -> a", d.get(0).message());
    assertTrue(d.get(1).message().contains("'a' failed"), d.get(1).message());
    assertEquals("datasets form a cycle: self -> self", d.get(2).message());
    assertEquals(Set.of("a", "b", "c", "self"), s.failedNames());
    assertEquals(List.of("powerbi", "ok"), s.datasetNames());
  }

  @Test
  void cycleEnteredFromOutsideStartsAtItsSmallestName() {
    resolve("{'a':{'source':'c'},'c':{'source':'d'},'d':{'source':'c'}}");
    assertEquals("DATASET_UPSTREAM_FAILED /data/datasets/a/source\n"
        + "DATASET_CYCLE /data/datasets/c/source\n", TestData.codes(out));
    assertEquals("datasets form a cycle: c -> d -> c", out.sorted().get(1).message());
  }

  @Test
  void chainsAndCyclesOfAnyLengthResolveWithoutRecursion() {
    // d00000 reads d00001 ... reads powerbi: the first name visited is the far end of the chain.
    int n = 20_000;
    StringBuilder chain = new StringBuilder("{");
    StringBuilder cycle = new StringBuilder("{");
    for (int i = 0; i < n; i++) {
      String name = String.format("'d%05d'", i);
      chain.append(i == 0 ? "" : ",").append(name).append(":{'source':")
          .append(i == n - 1 ? "'powerbi'" : String.format("'d%05d'", i + 1)).append('}');
      cycle.append(i == 0 ? "" : ",").append(name).append(":{'source':")
          .append(String.format("'d%05d'", (i + 1) % n)).append('}');
    }
    DatasetSchemas s = resolve(chain.append('}').toString());
    assertFalse(out.hasErrors());
    assertEquals(n + 1, s.datasetNames().size());
    assertEquals("powerbi", s.datasetNames().get(0));
    assertEquals("d19999", s.datasetNames().get(1));
    resolve(cycle.append('}').toString());
    assertEquals("DATASET_CYCLE /data/datasets/d00000/source\n", TestData.codes(out));
    // The 20,000-name path is cut like any message quoting that much (Diagnostic.MAX_MESSAGE).
    assertTrue(out.sorted().get(0).message().startsWith(
        "datasets form a cycle: d00000 -> d00001 -> d00002"));
    assertTrue(out.sorted().get(0).message().endsWith(" more characters)"));
  }

  @Test
  void independentErrorsOfOneDefinitionAreAllReportedInOnePass() {
    DatasetSchemas s = resolve("{'a':{'source':'powerbi','groupBy':[],"
        + "'metrics':{'total':{'op':'sum','field':'status'}}},"
        + "'b':{'source':'powerbi','filter':{'field':'regoin','operator':'=','value':'EU'},"
        + "'groupBy':['region'],'metrics':{'total':{'op':'avg','field':'status'}},"
        + "'sort':[{'field':'cots'}],'limit':2.5}}");
    assertEquals("INVALID_DATASET_DEFINITION /data/datasets/a/groupBy\n"
        + "NON_NUMERIC_DATASET_FIELD /data/datasets/a/metrics/total/field\n"
        + "UNKNOWN_DATASET_FIELD /data/datasets/b/filter/field\n"
        + "INVALID_DATASET_DEFINITION /data/datasets/b/limit\n"
        + "NON_NUMERIC_DATASET_FIELD /data/datasets/b/metrics/total/field\n"
        + "UNKNOWN_DATASET_FIELD /data/datasets/b/sort/0/field\n", TestData.codes(out));
    assertEquals(Set.of("a", "b"), s.failedNames());
  }

  @Test
  void aFailedPartStillNamesItsFieldSoLaterStagesAddNoDependentError() {
    DatasetSchemas s = resolve("{'a':{'source':'powerbi','groupBy':['region'],"
        + "'metrics':{'m':{'op':'median','field':'revenue'},'t':{'op':'sum','field':'status'}},"
        + "'sort':[{'field':'m'},{'field':'t'}]},"
        + "'b':{'source':'powerbi','rename':{'ghost':'area'},'select':['area','region']},"
        + "'c':{'select':['anything']}}");
    assertEquals("INVALID_DATASET_DEFINITION /data/datasets/a/metrics/m/op\n"
        + "NON_NUMERIC_DATASET_FIELD /data/datasets/a/metrics/t/field\n"
        + "UNKNOWN_DATASET_FIELD /data/datasets/b/rename/ghost\n"
        + "MISSING_REQUIRED_PROPERTY /data/datasets/c\n", TestData.codes(out));
    assertEquals(Set.of("a", "b", "c"), s.failedNames());
  }

  @Test
  void invalidOrFailingUpstreamFailsTheChain() {
    DatasetSchemas s = resolve("{'bad':{'source':'powerbi','select':['nope']},"
        + "'child':{'source':'bad'},'grandchild':{'source':'child'},"
        + "'broken':{'source':'powerbi','limit':-1},'afterBroken':{'source':'broken'}}");
    assertEquals("DATASET_UPSTREAM_FAILED /data/datasets/afterBroken/source\n"
        + "UNKNOWN_DATASET_FIELD /data/datasets/bad/select/0\n"
        + "INVALID_DATASET_DEFINITION /data/datasets/broken/limit\n"
        + "DATASET_UPSTREAM_FAILED /data/datasets/child/source\n"
        + "DATASET_UPSTREAM_FAILED /data/datasets/grandchild/source\n", TestData.codes(out));
    assertEquals(Set.of("bad", "child", "grandchild", "broken", "afterBroken"), s.failedNames());
    assertTrue(s.isFailed("child"));
    assertFalse(s.isFailed("nowhere"));
    assertNull(s.view("nowhere"));
  }

  @Test
  void declaredSourcesAreDynamicSchemas() {
    Workspace ws = TestData.workspace(DatasetEvaluationTest.sales());
    DatasetSchemas s = DatasetResolver.resolve(TestData.specWithData(
        "{'sources':{'orders':{'type':'miniup.table'}},'datasets':{"
            + "'open':{'source':'orders','filter':{'field':'status','operator':'=','value':'Open'}},"
            + "'byRegion':{'source':'open','groupBy':['region'],'metrics':{'t':{'op':'sum','field':'amount'}}}}}"),
        ws, ws.resolve("powerbi"), out, new FakeBinder());
    assertFalse(out.hasErrors(), TestData.codes(out));
    assertTrue(s.view("orders").dynamic());
    assertTrue(s.view("open").dynamic());
    DatasetSchema grouped = s.view("byRegion");
    assertFalse(grouped.dynamic(), "groupBy closes a dynamic schema");
    assertEquals(List.of("region", "t"), grouped.keys());
    assertEquals(DataType.UNKNOWN, grouped.fields().get(0).dataType());
    Map<String, DatasetResult> r = DatasetEvaluator.evaluate(s, TestData.CONTEXT,
        DatasetCache.create());
    assertEquals(0, r.get("byRegion").rowCount());
    assertEquals(List.of("region", "t"), TestData.keys(r.get("byRegion")));
    assertEquals("orders", r.get("byRegion").lineageSource());
  }

  @Test
  void viewsCoverDatasetsSourcesAndDeclaredSources() {
    DatasetSchemas s = resolve("{'a':{'source':'powerbi','select':['region']}}");
    assertEquals(List.of("region"), s.view("a").keys());
    assertEquals(4, s.view("sales").fields().size(), "an uploaded source id");
    assertEquals(4, s.view("powerbi").fields().size());
    assertTrue(s.viewNames().containsAll(Set.of("a", "powerbi", "sales")));
  }

  @Test
  void noLoadedSourceMakesPowerbiDynamic() {
    DatasetSchemas s = DatasetResolver.resolve(TestData.spec(
        "{'a':{'source':'powerbi','select':['x']}}"), Workspace.empty(), null, out, new FakeBinder());
    assertFalse(out.hasErrors(), TestData.codes(out));
    Map<String, DatasetResult> r = DatasetEvaluator.evaluate(s, TestData.CONTEXT,
        DatasetCache.create());
    assertEquals(List.of("a"), List.copyOf(r.keySet()));
    assertEquals(0, r.get("a").rowCount());
  }
}
