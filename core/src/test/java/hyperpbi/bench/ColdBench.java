package hyperpbi.bench;

import com.eclipsesource.json.Json;
import com.eclipsesource.json.JsonArray;
import com.eclipsesource.json.JsonObject;
import com.eclipsesource.json.JsonValue;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The cold command line benchmark ({@code ./hyperpbi bench cold}, BENCHMARKS.md "Cold command
 * line"): whole processes, {@code ./hyperpbi eval} of the seed pipeline P1 against the
 * hand-written {@link ColdP1}, over the same generated CSV. Each contender first runs once
 * untimed (the launcher may rebuild its jar, the file enters the page cache) and the outputs
 * must agree; then the contenders run alternately, {@code --runs} times each, and the medians
 * and their ratios to the hand-written program are printed. A benchmark, never a test: only {@link #agree} is tested.
 *
 * <p>Options: {@code --root DIR} (the checkout), {@code --classes DIR} (where this class and
 * ColdP1 were compiled), {@code --rows N} (default 1,000,000), {@code --runs N} (default 3),
 * {@code --engine "NAME=CMD ARGS"} (repeatable: engine commands instead of {@code ROOT/hyperpbi},
 * e.g. to time launcher flags against each other in one run; split on spaces). Every round runs
 * the hand-written program, then each engine command, in that order.
 */
public final class ColdBench {
  private ColdBench() {}

  /** One timed command: its name, argument list and where its output goes. */
  private record Contender(String name, List<String> command, Path output) {}

  public static void main(String[] args) throws IOException, InterruptedException {
    Path root = Path.of(option(args, "--root", "."));
    Path classes = Path.of(option(args, "--classes", "core/target/bench-cold/classes"));
    int rows = Integer.parseInt(option(args, "--rows", "1000000"));
    int runs = Integer.parseInt(option(args, "--runs", "3"));
    Path work = root.resolve("core/target/bench-cold");
    Path csv = data(work, rows);
    Path spec = root.resolve("core/src/test/resources/bench/p1.json");
    List<String> evalArgs = List.of("eval", spec.toString(), "--source", "sales=" + csv,
        "--dataset", "p1");
    List<Contender> contenders = new ArrayList<>();
    contenders.add(new Contender("hand-written", List.of(javaBinary(), "-cp",
        classes.toString(), ColdP1.class.getName(), csv.toString()),
        work.resolve("hand-output.json")));
    List<String> variants = options(args, "--engine");
    if (variants.isEmpty()) {
      variants.add("hyperpbi=" + root.resolve("hyperpbi"));
    }
    for (String variant : variants) {
      int eq = variant.indexOf('=');
      String name = eq > 0 ? variant.substring(0, eq) : "engine";
      List<String> command = new ArrayList<>(Arrays.asList(variant.substring(eq + 1).split(" ")));
      command.addAll(evalArgs);
      contenders.add(new Contender(name, command,
          work.resolve("engine-output-" + contenders.size() + ".json")));
    }

    String hand = null;
    for (Contender c : contenders) {
      run(c.command(), c.output());
      String output = Files.readString(c.output(), StandardCharsets.UTF_8);
      if (hand == null) {
        hand = output;
        continue;
      }
      String disagreement = agree(output, hand);
      if (disagreement != null) {
        System.err.println("[cold] " + c.name() + " and hand-written disagree: " + disagreement);
        System.exit(1);
      }
      System.out.printf("[cold] %,d rows: %s agrees with hand-written (%,d and %,d bytes)%n",
          rows, c.name(), Files.size(c.output()), hand.length());
    }
    double[][] wall = new double[contenders.size()][runs];
    double[][] cpu = new double[contenders.size()][runs];
    for (int i = 0; i < runs; i++) {
      StringBuilder line = new StringBuilder("[cold] run " + (i + 1) + ":");
      for (int c = 0; c < contenders.size(); c++) {
        double before = childCpuMs();
        wall[c][i] = run(contenders.get(c).command(), contenders.get(c).output());
        cpu[c][i] = childCpuMs() - before;
        line.append(String.format(" %s %.0f ms (cpu %.0f)", contenders.get(c).name(),
            wall[c][i], cpu[c][i]));
      }
      System.out.println(line);
    }
    double hand0 = median(wall[0]);
    System.out.printf("[cold] median of %d runs, whole process:%n", runs);
    for (int c = 0; c < contenders.size(); c++) {
      System.out.printf("[cold]   %-16s %6.0f ms  cpu %6.0f ms  %5.2fx%n", contenders.get(c).name(),
          median(wall[c]), median(cpu[c]), median(wall[c]) / hand0);
    }
  }

  /** The generated CSV of this many rows, written once under target/. */
  static Path data(Path work, int rows) throws IOException {
    Path csv = work.resolve("data-" + rows + ".csv");
    if (!Files.isRegularFile(csv)) {
      Files.createDirectories(work);
      Path partial = work.resolve("data-" + rows + ".csv.partial");
      Files.writeString(partial, BenchData.generate(rows).csv(), StandardCharsets.UTF_8);
      Files.move(partial, csv, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
    }
    return csv;
  }

  /** Runs a command to completion with stdout into a file; its wall time in ms. */
  private static double run(List<String> command, Path stdout)
      throws IOException, InterruptedException {
    ProcessBuilder pb = new ProcessBuilder(command).redirectOutput(stdout.toFile())
        .redirectError(ProcessBuilder.Redirect.INHERIT);
    long started = System.nanoTime();
    int exit = pb.start().waitFor();
    double ms = (System.nanoTime() - started) / 1e6;
    if (exit != 0) {
      throw new IOException(String.join(" ", command) + " exited with " + exit);
    }
    return ms;
  }

  /**
   * Null when the engine's eval document has {@code ok} and P1 rows equal, value for value and
   * in order, to the hand-written program's; else what differs. Numbers compare as doubles (the
   * two print them differently: the engine as JavaScript does, Java with exponents).
   */
  public static String agree(String engineDocument, String handDocument) {
    JsonObject doc = Json.parse(engineDocument).asObject();
    if (!doc.getBoolean("ok", false)) {
      return "the engine reported errors: " + doc.get("diagnostics");
    }
    JsonArray engineRows = doc.get("datasets").asObject().get("p1").asObject().get("rows")
        .asArray();
    JsonArray handRows = Json.parse(handDocument).asObject().get("rows").asArray();
    if (engineRows.size() != handRows.size()) {
      return engineRows.size() + " engine rows, " + handRows.size() + " hand-written rows";
    }
    for (int i = 0; i < engineRows.size(); i++) {
      JsonObject a = engineRows.get(i).asObject();
      JsonObject b = handRows.get(i).asObject();
      if (!a.names().equals(b.names())) {
        return "row " + i + ": fields " + a.names() + " and " + b.names();
      }
      for (String name : a.names()) {
        if (!same(a.get(name), b.get(name))) {
          return "row " + i + " " + name + ": " + a.get(name) + " and " + b.get(name);
        }
      }
    }
    return null;
  }

  private static boolean same(JsonValue a, JsonValue b) {
    if (a.isNumber() && b.isNumber()) {
      return a.asDouble() == b.asDouble();
    }
    return a.equals(b);
  }

  /**
   * User and system time of this process's finished children in ms (Linux: /proc/self/stat
   * cutime and cstime, in clock ticks of 10 ms), or 0 where it cannot be read. Shown beside the
   * wall times because the machine is shared: CPU time moves less with the load.
   */
  private static double childCpuMs() {
    try {
      String stat = Files.readString(Path.of("/proc/self/stat"));
      String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
      // After the command name: field 3 is f[0], so cutime (16) and cstime (17) are f[13], f[14].
      return (Long.parseLong(f[13]) + Long.parseLong(f[14])) * 10.0;
    } catch (IOException | RuntimeException e) {
      return 0;
    }
  }

  private static double median(double[] values) {
    double[] sorted = values.clone();
    Arrays.sort(sorted);
    int n = sorted.length;
    return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
  }

  private static String javaBinary() {
    return Path.of(System.getProperty("java.home"), "bin", "java").toString();
  }

  private static List<String> options(String[] args, String name) {
    List<String> values = new ArrayList<>();
    for (int i = 0; i + 1 < args.length; i++) {
      if (args[i].equals(name)) {
        values.add(args[++i]);
      }
    }
    return values;
  }

  private static String option(String[] args, String name, String fallback) {
    for (int i = 0; i + 1 < args.length; i++) {
      if (args[i].equals(name)) {
        return args[i + 1];
      }
    }
    return fallback;
  }
}
