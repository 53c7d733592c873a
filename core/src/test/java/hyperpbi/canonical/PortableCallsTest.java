package hyperpbi.canonical;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Engine code never calls the library methods whose TeaVM versions answer differently from the
 * JVM's: String.isBlank (TeaVM counts only the space; use {@link Whitespace#isBlank}) and
 * minimal-json's asDouble/asInt/asLong/asFloat (Double.parseDouble and Integer.parseInt on the
 * literal; use hyperpbi.json.JsonNumbers). The browser builds reach almost all of core.
 */
class PortableCallsTest {
  private static final List<String> FORBIDDEN =
      List.of(".isBlank()", ".asDouble()", ".asInt()", ".asLong()", ".asFloat()");

  @Test
  void engineSourcesAvoidCallsThatDifferUnderTeaVm() throws IOException {
    List<String> found = new ArrayList<>();
    Path root = Path.of("src", "main", "java", "hyperpbi");
    try (Stream<Path> files = Files.walk(root)) {
      for (Path file : (Iterable<Path>) files.filter(p -> p.toString().endsWith(".java"))::iterator) {
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        for (int i = 0; i < lines.size(); i++) {
          String line = lines.get(i).trim();
          if (line.startsWith("*") || line.startsWith("//") || line.startsWith("/*")) {
            continue;
          }
          for (String call : FORBIDDEN) {
            if (line.contains(call)) {
              found.add(root.relativize(file) + ":" + (i + 1) + " " + call);
            }
          }
        }
      }
    }
    assertEquals(List.of(), found);
  }
}
