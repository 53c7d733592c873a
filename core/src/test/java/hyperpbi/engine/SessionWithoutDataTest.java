package hyperpbi.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import hyperpbi.diagnostic.Diagnostic;
import hyperpbi.diagnostic.Diagnostics;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Without any loaded source powerbi is a dynamic schema, yet the root calculations are still
 * validated (calculations-dsl.txt: keys, cycles, unknown operators; metric keys unique) and their
 * metric keys stay known to metricGrid and {{metric.key}} templates: before, they were skipped
 * and every metric reference was a false UNKNOWN_METRIC.
 */
class SessionWithoutDataTest {
  private static final String SPEC = """
      {"version": "2.0",
       "calculations": {
         "fields": [
           {"key": "margin", "expression": {"op": "-", "args": [{"field": "revenue"},
             {"field": "cost"}]}},
           {"key": "Bad", "expression": {"value": 1}},
           {"key": "a", "expression": {"field": "b"}},
           {"key": "b", "expression": {"field": "a"}},
           {"key": "odd", "expression": {"op": "frob"}}
         ],
         "metrics": [
           {"key": "rows", "aggregation": "count"},
           {"key": "total", "aggregation": "sum", "field": "margin"},
           {"key": "total", "aggregation": "count"},
           {"key": "share", "aggregation": "percentOfTotal", "field": "revenue",
            "where": {"op": ">", "args": [{"field": "margin"}, {"value": 0}]}}
         ]},
       "components": [
         {"type": "metricGrid", "id": "grid", "metrics": [{"metric": "rows"},
           {"metric": "total"}, {"metric": "share"}]},
         {"type": "text", "id": "note", "text": "{{metric.rows}} rows, {{metric.nope}}"}
       ]}""";

  @Test
  void calculationsAreCheckedAndMetricKeysKnownWithoutAnySource() {
    EngineRequest request = new EngineRequest("eval", SPEC, List.of(), null, null, null,
        List.of(), null);
    Session session = Session.load(request);
    Diagnostics out = new Diagnostics();
    Evaluation evaluation = session.evaluate(SPEC, EngineClock.context(request, out), out);

    assertEquals(List.of(
        "INVALID_CALCULATED_FIELD_KEY /calculations/fields/1/key",
        "CALCULATED_FIELD_CYCLE /calculations/fields/2/expression",
        "UNKNOWN_OPERATOR /calculations/fields/4/expression/op",
        "DUPLICATE_METRIC_KEY /calculations/metrics/2/key",
        "UNKNOWN_METRIC /components/1/text"),
        out.sorted().stream().map(SessionWithoutDataTest::codeAndPath).toList());
    // revenue and cost stand for columns of unknown type: no UNKNOWN_FIELD. Zero rows.
    Map<String, Object> metrics = new HashMap<>(evaluation.calculated().metrics());
    Map<String, Object> expected = new HashMap<>();
    expected.put("rows", 0.0);
    expected.put("total", null);
    expected.put("share", null);
    assertEquals(expected, metrics);
    assertEquals(null, evaluation.base());
  }

  private static String codeAndPath(Diagnostic d) {
    return d.code() + " " + d.path();
  }
}
