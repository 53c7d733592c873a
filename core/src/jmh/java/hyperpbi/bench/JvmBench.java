package hyperpbi.bench;

import hyperpbi.engine.Evaluation;
import hyperpbi.engine.Session;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;
import org.openjdk.jmh.runner.options.VerboseMode;

/**
 * {@code ./hyperpbi bench jvm [--rows 10000,100000,1000000] [--iterations 5]}: checks that the
 * engine and the loops agree on P1-P4, runs {@link PipelineBench} with JMH (one fork, sample
 * time) and prints medians and engine/loop ratios from that run, then the memory of a session at
 * the largest size.
 */
public final class JvmBench {
  private JvmBench() {}

  public static void main(String[] args) throws Exception {
    List<Integer> sizes = new ArrayList<>(List.of(10_000, 100_000, 1_000_000));
    int iterations = 5;
    for (int i = 0; i + 1 < args.length; i += 2) {
      if (args[i].equals("--rows")) {
        sizes.clear();
        for (String s : args[i + 1].split(",")) {
          sizes.add(Integer.parseInt(s.trim()));
        }
      } else if (args[i].equals("--iterations")) {
        iterations = Integer.parseInt(args[i + 1]);
      } else {
        throw new IllegalArgumentException("unknown option " + args[i]);
      }
    }
    System.out.printf("# hyperpbi bench jvm: %s %s, JMH sample time, 1 fork, 3 x 1 s warm-up,"
        + " %d x 1 s measurement%n", System.getProperty("java.vm.name"),
        System.getProperty("java.version"), iterations);
    int failures = 0;
    for (int rows : sizes) {
      failures += verify(rows);
    }
    if (failures > 0) {
      System.out.println("RESULT " + failures + " disagreement(s)");
      System.exit(1);
    }
    for (int rows : sizes) {
      System.out.printf("running JMH at %d rows...%n", rows);
      Collection<RunResult> results = new Runner(new OptionsBuilder()
          .include(PipelineBench.class.getName())
          .param("rows", String.valueOf(rows))
          .warmupIterations(3).warmupTime(TimeValue.seconds(1))
          .measurementIterations(iterations).measurementTime(TimeValue.seconds(1))
          .forks(1).jvmArgs("-Xms2g", "-Xmx8g")
          .shouldFailOnError(true)
          .verbosity(VerboseMode.SILENT)
          .build()).run();
      Map<String, Double> median = new LinkedHashMap<>();
      for (RunResult r : results) {
        String name = r.getParams().getBenchmark();
        median.put(name.substring(name.lastIndexOf('.') + 1),
            r.getPrimaryResult().getStatistics().getPercentile(50));
      }
      System.out.printf("%n## %d rows (JVM, medians)%n", rows);
      System.out.println("| pipeline | engine ms | loop ms | engine/loop |");
      System.out.println("|---|---:|---:|---:|");
      for (String p : List.of("p1", "p2", "p3", "p4")) {
        double e = median.get(p + "Engine");
        double l = median.get(p + "Loop");
        System.out.printf(Locale.ROOT, "| %s | %s | %s | %.2fx |%n", p.toUpperCase(Locale.ROOT),
            ms(e), ms(l), e / l);
      }
      System.out.printf(Locale.ROOT, "cache hit (P1 re-evaluated, unchanged): median %s ms%n",
          ms(median.get("cacheHit")));
    }
    memory(sizes.get(sizes.size() - 1));
    System.out.println("RESULT all contenders agree");
  }

  private static String ms(double v) {
    return String.format(Locale.ROOT, v >= 100 ? "%.0f" : v >= 10 ? "%.1f" : "%.3f", v);
  }

  /** Engine and loops on the same data: the same rows, metrics and column statistics. */
  private static int verify(int rows) {
    BenchData data = BenchData.generate(rows);
    String csv = data.csv();
    Session session = EngineRunner.load(csv);
    int failures = 0;
    failures += agree("P1 " + rows, EngineRunner.rows(EngineRunner.evaluate(session,
        EngineRunner.spec("p1.json")).datasets().get("p1")), Loops.p1(data));
    failures += agree("P2 " + rows, EngineRunner.rows(EngineRunner.evaluate(session,
        EngineRunner.spec("p2.json")).datasets().get("p2")), Loops.p2(data));
    Evaluation p3 = EngineRunner.evaluate(session, EngineRunner.spec("p3-check.json"));
    failures += agree("P3 " + rows, List.of(EngineRunner.metric(p3, "open_revenue"),
        EngineRunner.metric(p3, "margin_pct_sum")), Loops.p3Check(data));
    Evaluation p4 = EngineRunner.evaluate(session, EngineRunner.spec("p4-check.json"));
    List<Object> engine = new ArrayList<>();
    for (String key : List.of("rows", "revenue", "cost", "first_day", "last_day", "days",
        "regions", "statuses", "customers")) {
      engine.add(EngineRunner.metric(p4, key));
    }
    failures += agree("P4 " + rows, engine, Loops.p4Check(Loops.p4(csv)));
    return failures;
  }

  private static int agree(String label, Object engine, Object loop) {
    if (engine.equals(loop)) {
      System.out.println("agree " + label + ": engine, loop");
      return 0;
    }
    System.out.println("DISAGREE " + label + ":\n  engine=" + engine + "\n  loop=  " + loop);
    return 1;
  }

  /** Heap after GC with a loaded session (and after P1-P3), and the peak heap while loading. */
  private static void memory(int rows) throws InterruptedException {
    BenchData data = BenchData.generate(rows);
    String csv = data.csv();
    long raw = (long) rows * (4 + 4 + 8 + 8 + 8 + 4);
    long before = usedAfterGc();
    for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
      pool.resetPeakUsage();
    }
    Session session = EngineRunner.load(csv);
    long peak = 0;
    for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
      if (pool.getType() == MemoryType.HEAP) {
        peak += pool.getPeakUsage().getUsed();
      }
    }
    long loaded = usedAfterGc() - before;
    for (String p : List.of("p1.json", "p2.json", "p3.json")) {
      EngineRunner.evaluate(session, EngineRunner.spec(p));
    }
    long evaluated = usedAfterGc() - before;
    System.out.printf(Locale.ROOT, "%n## memory at %d rows (raw columns %.1f MB)%n", rows,
        raw / 1048576.0);
    System.out.printf(Locale.ROOT, "session after load: %.1f MB (%.2fx raw); after P1-P3 with "
        + "cached results: %.1f MB (%.2fx raw); heap peak while loading (sum of pool peaks, "
        + "includes the CSV text and garbage): %.1f MB%n", loaded / 1048576.0,
        (double) loaded / raw, evaluated / 1048576.0, (double) evaluated / raw,
        (peak - before) / 1048576.0);
    if (session.workspace() == null || csv.isEmpty()) {
      System.out.println(); // keeps both alive until here
    }
  }

  private static long usedAfterGc() throws InterruptedException {
    for (int i = 0; i < 3; i++) {
      System.gc();
      TimeUnit.MILLISECONDS.sleep(100);
    }
    return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
  }
}
