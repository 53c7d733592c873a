package hyperpbi.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import hyperpbi.diagnostic.Diagnostics;
import hyperpbi.diagnostic.Severity;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Forgetting results recomputes every calculation and dataset while the specification stays
 * prepared; forgetting the preparation prepares it again. Either way the answer is the same.
 */
class SessionForgetTest {
  private static final String CSV = "region,status,revenue\nN,Open,10\nS,Closed,0\nN,Open,5\n";
  private static final String SPEC = "{\"version\":\"2.0\",\"components\":[],"
      + "\"calculations\":{\"fields\":[{\"key\":\"inverse\",\"label\":\"Inverse\","
      + "\"type\":\"number\","
      + "\"expression\":{\"op\":\"/\",\"left\":{\"value\":1},\"right\":{\"field\":\"revenue\"}}},"
      + "{\"key\":\"broken\",\"label\":\"Broken\",\"expression\":{\"field\":\"nowhere\"}}],"
      + "\"metrics\":[{\"key\":\"open\",\"aggregation\":\"sumWhere\",\"field\":\"revenue\","
      + "\"where\":{\"op\":\"=\",\"left\":{\"field\":\"status\"},\"right\":{\"value\":\"Open\"}}}]},"
      + "\"data\":{\"datasets\":{\"byRegion\":{\"source\":\"powerbi\",\"groupBy\":[\"region\"],"
      + "\"metrics\":{\"total\":{\"op\":\"sum\",\"field\":\"revenue\"}}}}}}";

  private final EngineRequest request = new EngineRequest("eval", SPEC,
      List.of(new SourceInput("sales", "csv", CSV, null, null, null)), null,
      "2024-06-01T00:00:00Z", null, List.of(), null);
  private final Session session = Session.load(request);

  private Evaluation evaluate(Diagnostics out) {
    return session.evaluate(SPEC, EngineClock.context(request, out), out);
  }

  @Test
  void forgettingResultsRecomputesWithTheSamePreparation() {
    Diagnostics first = new Diagnostics();
    Evaluation a = evaluate(first);
    Diagnostics hit = new Diagnostics();
    Evaluation b = evaluate(hit);
    assertTrue(b.datasets().get("byRegion").stats().cacheHit());

    session.forgetResults();
    Diagnostics again = new Diagnostics();
    Evaluation c = evaluate(again);
    assertFalse(c.datasets().get("byRegion").stats().cacheHit());
    assertSame(a.prepared(), c.prepared(), "the specification stays prepared");
    assertNotSame(a.base(), c.base(), "calculated fields are computed again");
    assertEquals(first.sorted(), again.sorted(),
        "the checked calculations' error and the division-by-zero warning are reported again");
    assertTrue(again.sorted().stream().anyMatch(d -> d.path().startsWith("/calculations/fields/1")),
        again.sorted()::toString);
    assertEquals(15.0, c.calculated().metrics().get("open"));
    assertEquals(a.datasets().get("byRegion").table().column("total").valueAt(0),
        c.datasets().get("byRegion").table().column("total").valueAt(0));
    assertSame(c.base().table().column("inverse"),
        c.datasets().get("powerbi").table().column("inverse"),
        "the kept resolution reads the recalculated base, not the one it was resolved over");

    session.forgetPreparation();
    Diagnostics edit = new Diagnostics();
    Evaluation d = evaluate(edit);
    assertNotSame(a.prepared(), d.prepared());
    assertFalse(d.datasets().get("byRegion").stats().cacheHit());
    assertEquals(first.sorted(), edit.sorted());
  }

  @Test
  void aDatasetOverACalculatedFieldFollowsTheCalculationsInputs() {
    String spec = "{\"version\":\"2.0\",\"components\":[],"
        + "\"calculations\":{\"fields\":[{\"key\":\"stamp\",\"label\":\"Stamp\","
        + "\"expression\":{\"op\":\"now\"}}]},"
        + "\"data\":{\"datasets\":{\"byStamp\":{\"source\":\"powerbi\","
        + "\"groupBy\":[\"stamp\"],\"metrics\":{\"rows\":{\"op\":\"count\"}}}}}}";
    double[] stamps = new double[3];
    boolean[] hits = new boolean[3];
    String[] clocks = {"2024-06-01T00:00:00Z", "2024-06-01T00:00:00Z", "2025-01-01T00:00:00Z"};
    for (int i = 0; i < clocks.length; i++) {
      EngineRequest at = new EngineRequest("eval", spec, List.of(), null, clocks[i], null,
          List.of(), null);
      Diagnostics out = new Diagnostics();
      Evaluation e = session.evaluate(spec, EngineClock.context(at, out), out);
      stamps[i] = (Double) e.datasets().get("byStamp").table().column("stamp").valueAt(0);
      hits[i] = e.datasets().get("byStamp").stats().cacheHit();
    }
    assertFalse(hits[0]);
    assertTrue(hits[1], "same calculations, clock and rows: the dataset is a cache hit");
    assertFalse(hits[2], "a new clock recalculates the field, so its dataset is evaluated again");
    assertEquals(1717200000000.0, stamps[0]);
    assertEquals(1735689600000.0, stamps[2]);
  }
  @Test
  void aNewClockRecalculatesOnlyWhenACalculationReadsIt() {
    String fields = "\"fields\":[{\"key\":\"margin\",\"label\":\"Margin\","
        + "\"expression\":{\"op\":\"*\",\"left\":{\"field\":\"revenue\"},"
        + "\"right\":{\"value\":2}}}]";
    String datasets = ",\"data\":{\"datasets\":{\"byMargin\":{\"source\":\"powerbi\","
        + "\"groupBy\":[\"margin\"],\"metrics\":{\"rows\":{\"op\":\"count\"}}}}}}";
    String timeless = "{\"version\":\"2.0\",\"components\":[],\"calculations\":{" + fields
        + ",\"metrics\":[{\"key\":\"total\",\"aggregation\":\"sum\","
        + "\"field\":\"revenue\"}]}" + datasets;
    String dated = "{\"version\":\"2.0\",\"components\":[],\"calculations\":{" + fields
        + ",\"metrics\":[{\"key\":\"total\",\"aggregation\":\"countWhere\","
        + "\"where\":{\"op\":\">\",\"left\":{\"op\":\"now\"},"
        + "\"right\":{\"value\":\"2024-12-31T00:00:00Z\"}}}]}" + datasets;
    boolean[] dependent = recalculatedUnderNewClocks(dated);
    assertTrue(dependent[0] && dependent[1], "the metric reads now: everything is recalculated");
    boolean[] recalculated = recalculatedUnderNewClocks(timeless);
    assertFalse(recalculated[0], "no calculation reads the clock: the dataset is a cache hit");
    assertFalse(recalculated[1], "and the calculated column is the same column");
  }

  /** Evaluates under two clocks: whether the dataset missed, and whether margin was recomputed. */
  private boolean[] recalculatedUnderNewClocks(String spec) {
    session.forgetPreparation();
    Evaluation[] runs = new Evaluation[2];
    String[] clocks = {"2024-06-01T00:00:00Z", "2025-01-01T00:00:00Z"};
    for (int i = 0; i < 2; i++) {
      EngineRequest at = new EngineRequest("eval", spec, List.of(), null, clocks[i], null,
          List.of(), null);
      Diagnostics out = new Diagnostics();
      runs[i] = session.evaluate(spec, EngineClock.context(at, out), out);
      assertTrue(out.sorted().stream().noneMatch(d -> d.severity() == Severity.ERROR),
          () -> out.sorted().toString());
    }
    return new boolean[] {!runs[1].datasets().get("byMargin").stats().cacheHit(),
        runs[0].base().table().column("margin") != runs[1].base().table().column("margin")};
  }
}
