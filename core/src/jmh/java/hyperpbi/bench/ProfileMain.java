package hyperpbi.bench;

import hyperpbi.engine.Session;

/** Runs one engine pipeline in a loop, for a profiler: ProfileMain p1|p2|p3|p4 rows seconds. */
public final class ProfileMain {
  private ProfileMain() {}

  public static void main(String[] args) {
    String pipeline = args[0];
    int rows = Integer.parseInt(args[1]);
    BenchData data = BenchData.generate(rows);
    String csv = data.csv();
    Session session = EngineRunner.load(csv);
    boolean loop = pipeline.endsWith("loop");
    String spec = pipeline.startsWith("p4") || loop ? null
        : EngineRunner.spec(pipeline + ".json");
    long until = System.currentTimeMillis() + 1000L * Integer.parseInt(args[2]);
    int runs = 0;
    long started = System.nanoTime();
    while (System.currentTimeMillis() < until) {
      if (loop) {
        switch (pipeline) {
          case "p1loop" -> Loops.p1(data);
          case "p2loop" -> Loops.p2(data);
          case "p3loop" -> Loops.p3(data, new double[rows]);
          default -> Loops.p4(csv);
        }
      } else if (spec == null) {
        EngineRunner.load(csv);
      } else {
        session.forgetResults();
        EngineRunner.evaluate(session, spec);
      }
      runs++;
    }
    System.out.printf("%s at %d rows: %d runs, %.4f ms each%n", pipeline, rows, runs,
        (System.nanoTime() - started) / 1e6 / runs);
  }
}
