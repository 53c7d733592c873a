package hyperpbi.bench;

import hyperpbi.dataset.DatasetResult;
import hyperpbi.engine.Session;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * P1-P4 (issue 8): the engine through its Java API against hand-written loops over arrays. Engine
 * pipelines run on a session whose CSV was imported once; each invocation first forgets cached
 * results (as after an edit), so it recomputes calculated fields and datasets. {@code cacheHit}
 * re-evaluates P1 unchanged on a warm session.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class PipelineBench {
  @Param({"10000"})
  public int rows;

  private BenchData data;
  private String csv;
  private Session session;
  private Session warm;
  private final String p1 = EngineRunner.spec("p1.json");
  private final String p2 = EngineRunner.spec("p2.json");
  private final String p3 = EngineRunner.spec("p3.json");

  @Setup
  public void setUp() {
    data = BenchData.generate(rows);
    csv = data.csv();
    session = EngineRunner.load(csv);
    warm = EngineRunner.load(csv);
    EngineRunner.evaluate(warm, p1);
  }

  @Benchmark
  public DatasetResult p1Engine() {
    session.forgetResults();
    return EngineRunner.evaluate(session, p1).datasets().get("p1");
  }

  @Benchmark
  public Object p1Loop() {
    return Loops.p1(data);
  }

  @Benchmark
  public DatasetResult p2Engine() {
    session.forgetResults();
    return EngineRunner.evaluate(session, p2).datasets().get("p2");
  }

  @Benchmark
  public Object p2Loop() {
    return Loops.p2(data);
  }

  @Benchmark
  public Object p3Engine() {
    session.forgetResults();
    return EngineRunner.metric(EngineRunner.evaluate(session, p3), "open_revenue");
  }

  @Benchmark
  public Object p3Loop() {
    return Loops.p3(data, new double[rows]); // a new column each time, as the engine makes
  }

  @Benchmark
  public Session p4Engine() {
    return EngineRunner.load(csv);
  }

  @Benchmark
  public Object p4Loop() {
    return Loops.p4(csv);
  }

  @Benchmark
  public DatasetResult cacheHit() {
    return EngineRunner.evaluate(warm, p1).datasets().get("p1");
  }
}
