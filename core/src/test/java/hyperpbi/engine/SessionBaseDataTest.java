package hyperpbi.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import hyperpbi.data.SemanticType;
import hyperpbi.diagnostic.Diagnostics;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Aggregates and map layers ride on the session: computed once, reported every time. */
class SessionBaseDataTest {
  private static final String CSV = "city,lat,lon\nOslo,59.91,10.75\nNorth,95,10\n";
  private static final String SPEC = "{\"version\":\"2.0\",\"components\":[{\"type\":\"map\","
      + "\"id\":\"m\",\"layers\":[{}]}]}";

  @Test
  void secondEvaluationReusesAggregatesAndMapButRepeatsWarnings() {
    EngineRequest request = new EngineRequest("eval", SPEC,
        List.of(new SourceInput("places", "csv", CSV, null, null, null)), null, null, null,
        List.of(), null);
    Session session = Session.load(request);
    Diagnostics first = new Diagnostics();
    Evaluation a = session.evaluate(SPEC, EngineClock.context(request, first), first);
    Diagnostics second = new Diagnostics();
    Evaluation b = session.evaluate(SPEC, EngineClock.context(request, second), second);
    assertSame(a.map(), b.map());
    assertSame(a.aggregates(), b.aggregates());
    assertEquals(first.sorted(), second.sorted());
    assertEquals(4, second.sorted().size(), () -> second.sorted().toString());
    assertEquals(List.of("powerbi", "m/0"),
        b.map().layers().stream().map(l -> l.key()).toList());
    assertEquals(1, b.map().layer("m/0").featureCount());
    assertEquals(77.455, b.aggregates().value("lat", "avg"));
    // 95 is out of range, so lat is no latitude; lon stays in range.
    assertEquals(SemanticType.MEASURE, b.base().table().field("lat").type());
    assertEquals(SemanticType.LONGITUDE, b.base().table().field("lon").type());

    String changed = SPEC.replace("[{}]", "[{\"id\":\"pins\"}]");
    Diagnostics third = new Diagnostics();
    Evaluation c = session.evaluate(changed, EngineClock.context(request, third), third);
    assertEquals(List.of("powerbi", "m/pins"),
        c.map().layers().stream().map(l -> l.key()).toList());
    assertSame(a.aggregates(), c.aggregates());
  }
}
