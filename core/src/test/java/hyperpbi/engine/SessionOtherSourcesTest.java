package hyperpbi.engine;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import hyperpbi.dataset.DatasetResult;
import hyperpbi.diagnostic.Diagnostics;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A loaded source besides the default is listed under its id like a dataset, so it follows the
 * cache rule of every dataset (data-model.txt, "Cache signatures"): the same data evaluated
 * again in the session is a hit, with the same rows, keys and lineage.
 */
class SessionOtherSourcesTest {
  private static final String SALES = "region,revenue\nN,10\nS,20\n";
  private static final String CITIES = "city,pop\nParis,10\nBerlin,5\nParis,10\n";
  private static final String SPEC = "{\"version\":\"2.0\",\"components\":[]}";

  private static Evaluation evaluate(Session session, EngineRequest request) {
    Diagnostics out = new Diagnostics();
    return session.evaluate(SPEC, EngineClock.context(request, out), out);
  }

  @Test
  void anotherSourceIsACacheHitOnTheSecondEvaluation() {
    EngineRequest request = new EngineRequest("eval", SPEC,
        List.of(new SourceInput("sales", "csv", SALES, null, null, null),
            new SourceInput("cities", "csv", CITIES, null, null, null)),
        null, null, null, List.of(), null);
    Session session = Session.load(request);
    DatasetResult first = evaluate(session, request).datasets().get("cities");
    DatasetResult second = evaluate(session, request).datasets().get("cities");

    assertFalse(first.stats().cacheHit());
    assertTrue(second.stats().cacheHit(), "unchanged data: the entry is reused, as powerbi is");
    assertEquals(3, second.stats().outputRows());
    assertEquals(3, second.stats().lineageCount());
    assertEquals("cities", second.lineageSource());
    assertArrayEquals(first.rowKeys(), second.rowKeys());
    assertEquals(3, second.rowKeys().length);
    assertArrayEquals(new int[] {0, 1, 2, 3}, second.lineage().offsets());
    assertArrayEquals(new int[] {0, 1, 2}, second.lineage().sourceRows());
  }

  @Test
  void aFailedDatasetNamedLikeASourceHidesItToo() {
    // The name means the dataset (a working one hides the source, DATASET_HIDES_SOURCE); when
    // it fails, the source's raw rows must not stand in for it.
    String spec = "{\"version\":\"2.0\",\"components\":[],\"data\":{\"datasets\":{"
        + "\"cities\":{\"source\":\"powerbi\",\"select\":[\"nope\"]}}}}";
    EngineRequest request = new EngineRequest("eval", spec,
        List.of(new SourceInput("sales", "csv", SALES, null, null, null),
            new SourceInput("cities", "csv", CITIES, null, null, null)),
        null, null, null, List.of(), null);
    Diagnostics out = new Diagnostics();
    Evaluation e = Session.load(request).evaluate(spec, EngineClock.context(request, out), out);
    assertTrue(out.hasErrors());
    assertFalse(e.datasets().containsKey("cities"), e.datasets().keySet().toString());
  }
}
