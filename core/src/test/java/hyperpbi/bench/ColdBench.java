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
 * untimed (the launcher may rebuild its jar, the file enters the page cache) and the two outputs
 * must agree; then the contenders run alternately, {@code --runs} times each, and the medians
 * and their ratio are printed. A benchmark, never a test: only {@link #agree} is tested.
 *
 * <p>Options: {@code --root DIR} (the checkout), {@code --classes DIR} (where this class and
 * ColdP1 were compiled), {@code --rows N} (default 1,000,000), {@code --runs N} (default 3),
 * {@code --engine "CMD ARGS"} (the engine's command instead of {@code ROOT/hyperpbi}, e.g. to
 * time launcher flags; split on spaces).
 */
public final class ColdBench {
  private ColdBench() {}

  public static void main(String[] args) throws IOException, InterruptedException {
    Path root = Path.of(option(args, "--root", "."));
    Path classes = Path.of(option(args, "--classes", "core/target/bench-cold/classes"));
    int rows = Integer.parseInt(option(args, "--rows", "1000000"));
    int runs = Integer.parseInt(option(args, "--runs", "3"));
    String engineCommand = option(args, "--engine", root.resolve("hyperpbi").toString());
    Path work = root.resolve("core/target/bench-cold");
    Path csv = data(work, rows);
    Path spec = root.resolve("core/src/test/resources/bench/p1.json");
    List<String> engine = new ArrayList<>(Arrays.asList(engineCommand.split(" ")));
    engine.addAll(List.of("eval", spec.toString(), "--source", "sales=" + csv, "--dataset", "p1"));
    List<String> hand = List.of(javaBinary(), "-cp", classes.toString(),
        ColdP1.class.getName(), csv.toString());
    Path engineOut = work.resolve("engine-output.json");
    Path handOut = work.resolve("hand-output.json");

    run(engine, engineOut);
    run(hand, handOut);
    String disagreement = agree(Files.readString(engineOut, StandardCharsets.UTF_8),
        Files.readString(handOut, StandardCharsets.UTF_8));
    if (disagreement != null) {
      System.err.println("[cold] the outputs disagree: " + disagreement);
      System.exit(1);
    }
    System.out.printf("[cold] %,d rows, P1 rows agree; engine output %,d bytes, hand %,d bytes%n",
        rows, Files.size(engineOut), Files.size(handOut));
    double[] engineMs = new double[runs];
    double[] handMs = new double[runs];
    for (int i = 0; i < runs; i++) {
      engineMs[i] = run(engine, engineOut);
      handMs[i] = run(hand, handOut);
      System.out.printf("[cold] run %d: engine %.0f ms, hand-written %.0f ms%n", i + 1,
          engineMs[i], handMs[i]);
    }
    double e = median(engineMs);
    double h = median(handMs);
    System.out.printf("[cold] median of %d: engine %.0f ms, hand-written %.0f ms, ratio %.2fx%n",
        runs, e, h, e / h);
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

  private static double median(double[] values) {
    double[] sorted = values.clone();
    Arrays.sort(sorted);
    int n = sorted.length;
    return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
  }

  private static String javaBinary() {
    return Path.of(System.getProperty("java.home"), "bin", "java").toString();
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
