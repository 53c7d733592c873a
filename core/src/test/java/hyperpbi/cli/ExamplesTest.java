package hyperpbi.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.eclipsesource.json.Json;
import com.eclipsesource.json.JsonValue;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every example specification in {@code examples/} passes {@code check}; every broken one fails
 * with a diagnostic whose JSON pointer (recorded beside it in a .pointer file) exists in the
 * document and leads to the broken spot.
 */
class ExamplesTest {
  private static final Path EXAMPLES = Path.of("../examples").toAbsolutePath().normalize();

  @TestFactory
  Stream<DynamicTest> examplesPassCheck() throws IOException {
    List<Path> specs = list(EXAMPLES);
    assertFalse(specs.isEmpty());
    return specs.stream().map(p -> DynamicTest.dynamicTest(p.getFileName().toString(), () -> {
      Output o = check(p);
      assertEquals(0, o.exit, o.text);
      assertTrue(o.text.contains("0 errors"), o.text);
    }));
  }

  @TestFactory
  Stream<DynamicTest> brokenExamplesPointAtTheBrokenSpot() throws IOException {
    List<Path> specs = list(EXAMPLES.resolve("broken"));
    assertFalse(specs.isEmpty());
    return specs.stream().map(p -> DynamicTest.dynamicTest(p.getFileName().toString(), () -> {
      String name = p.getFileName().toString().replace(".json", ".pointer");
      String pointer = Files.readString(p.resolveSibling(name)).trim();
      assertNotNull(resolve(Json.parse(Files.readString(p)), pointer),
          pointer + " does not exist in " + p);
      Output o = check(p);
      assertEquals(1, o.exit, o.text);
      assertTrue(o.text.contains(" at " + pointer + ": "), o.text);
    }));
  }

  private static List<Path> list(Path dir) throws IOException {
    try (Stream<Path> files = Files.list(dir)) {
      return files.filter(f -> f.toString().endsWith(".json")).sorted().toList();
    }
  }

  private record Output(int exit, String text) {}

  private static Output check(Path spec) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    PrintStream ps = new PrintStream(out, true, StandardCharsets.UTF_8);
    int exit = Cli.run(new String[] {"check", spec.toString(), "--source",
        "sales=" + EXAMPLES.resolve("sales.csv")}, ps, ps);
    return new Output(exit, out.toString(StandardCharsets.UTF_8));
  }

  /** RFC 6901 resolution; null when a step is missing. */
  private static JsonValue resolve(JsonValue root, String pointer) {
    JsonValue current = root;
    if (pointer.isEmpty()) {
      return current;
    }
    for (String raw : pointer.substring(1).split("/", -1)) {
      String step = raw.replace("~1", "/").replace("~0", "~");
      if (current.isObject()) {
        current = current.asObject().get(step);
      } else if (current.isArray() && step.matches("\\d+")
          && Integer.parseInt(step) < current.asArray().size()) {
        current = current.asArray().get(Integer.parseInt(step));
      } else {
        return null;
      }
      if (current == null) {
        return null;
      }
    }
    return current;
  }
}
