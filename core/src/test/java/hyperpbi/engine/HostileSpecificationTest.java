package hyperpbi.engine;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.eclipsesource.json.Json;
import com.eclipsesource.json.JsonArray;
import com.eclipsesource.json.JsonObject;
import com.eclipsesource.json.JsonValue;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Replaces every node of every example specification, one at a time, with values of the wrong
 * shape and checks the engine still answers with a document (never an exception), and that a
 * document reporting ok has no error diagnostics.
 */
class HostileSpecificationTest {
  private static final Path EXAMPLES = Path.of("../examples").toAbsolutePath().normalize();
  private static final String[] REPLACEMENTS =
      {"null", "0", "-1.5", "\"\"", "\"zz\"", "[]", "{}", "true", "1e308", "[{}]", "{\"op\":1}"};

  @TestFactory
  Stream<DynamicTest> everyNodeReplacedByWrongShapesStillGivesADocument() throws IOException {
    String csv = Files.readString(EXAMPLES.resolve("sales.csv"));
    List<Path> specs;
    try (Stream<Path> files = Files.list(EXAMPLES)) {
      specs = files.filter(p -> p.toString().endsWith(".json")).sorted().toList();
    }
    return specs.stream().map(p -> DynamicTest.dynamicTest(p.getFileName().toString(), () -> {
      JsonObject spec = Json.parse(Files.readString(p)).asObject();
      List<List<Object>> paths = new ArrayList<>();
      collect(spec, new ArrayList<>(), paths);
      assertFalse(paths.isEmpty());
      int runs = 0;
      for (List<Object> path : paths) {
        for (String replacement : REPLACEMENTS) {
          JsonObject mutated = Json.parse(spec.toString()).asObject();
          replace(mutated, path, Json.parse(replacement));
          check(mutated.toString(), csv, path + " := " + replacement);
          runs++;
        }
      }
      assertTrue(runs > 100, "too few mutations: " + runs);
    }));
  }

  private static void check(String specText, String csv, String what) {
    EngineRequest request = new EngineRequest("eval", specText,
        List.of(new SourceInput("sales", "csv", csv, null, null, null)), null,
        "2024-05-01T12:00:00Z", null, List.of(), null);
    String out;
    try {
      out = Engine.evaluate(request);
    } catch (RuntimeException | StackOverflowError e) {
      fail(what + " threw " + e, e);
      return;
    }
    JsonObject doc = Json.parse(out).asObject();
    boolean ok = doc.get("ok").asBoolean();
    boolean hasError = false;
    for (JsonValue d : doc.get("diagnostics").asArray()) {
      hasError |= d.asObject().getString("severity", "").equals("error");
    }
    assertTrue(ok != hasError, what + ": ok must be the absence of errors");
  }

  private static void collect(JsonValue v, List<Object> path, List<List<Object>> out) {
    if (!path.isEmpty()) {
      out.add(new ArrayList<>(path));
    }
    if (v.isObject()) {
      for (JsonObject.Member m : v.asObject()) {
        path.add(m.getName());
        collect(m.getValue(), path, out);
        path.remove(path.size() - 1);
      }
    } else if (v.isArray()) {
      JsonArray a = v.asArray();
      for (int i = 0; i < a.size(); i++) {
        path.add(i);
        collect(a.get(i), path, out);
        path.remove(path.size() - 1);
      }
    }
  }

  private static void replace(JsonValue root, List<Object> path, JsonValue value) {
    JsonValue parent = root;
    for (int i = 0; i < path.size() - 1; i++) {
      Object step = path.get(i);
      parent = step instanceof Integer n ? parent.asArray().get(n)
          : parent.asObject().get((String) step);
    }
    Object last = path.get(path.size() - 1);
    if (last instanceof Integer n) {
      parent.asArray().set(n, value);
    } else {
      parent.asObject().set((String) last, value);
    }
  }
}
