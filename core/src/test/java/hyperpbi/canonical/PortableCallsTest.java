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

  /**
   * No regular expressions in the engine (issue 22 §6): java.util.regex was about 5 % of the
   * Power BI visual's engine build, and String.split, matches, replaceAll and replaceFirst compile
   * a Pattern under TeaVM too; hyperpbi.canonical.TextShape has the engine's fixed shapes. A call
   * on a class name ({@code TrimAndReplace.replaceAll}) is
   * the engine's own method and allowed. String.format is left out for the same reason
   * (teavm.md).
   */
  @Test
  void engineSourcesUseNoRegularExpressions() throws IOException {
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
          String problem = regexUse(line);
          if (problem != null) {
            found.add(root.relativize(file) + ":" + (i + 1) + " " + problem);
          }
        }
      }
    }
    assertEquals(List.of(), found);
  }

  @Test
  void theRegexCheckSeesTheCallsItForbids() {
    assertEquals("java.util.regex", regexUse("import java.util.regex.Pattern;"));
    assertEquals(".split(", regexUse("for (String p : text.split(\",\")) {"));
    assertEquals(".matches(", regexUse("return \"x\".matches(\"[a-z]\");"));
    assertEquals(".replaceAll(", regexUse("s = name().replaceAll(\"a\", \"b\");"));
    assertEquals("String.format(", regexUse("String.format(\"%d\", n)"));
    assertEquals(null, regexUse("boolean ok = TextShape.COMPONENT_ID.accepts(id);"));
    assertEquals(null, regexUse("String r = TrimAndReplace.replaceAll(s, a, b, n);"));
  }

  private static final List<String> REGEX_CALLS =
      List.of(".split(", ".matches(", ".replaceAll(", ".replaceFirst(");

  /** The forbidden use on this line, or null. */
  private static String regexUse(String line) {
    for (String text : List.of("java.util.regex", "String.format(", ".formatted(")) {
      if (line.contains(text)) {
        return text;
      }
    }
    for (String call : REGEX_CALLS) {
      for (int at = line.indexOf(call); at >= 0; at = line.indexOf(call, at + 1)) {
        int start = at;
        while (start > 0 && Character.isJavaIdentifierPart(line.charAt(start - 1))) {
          start--;
        }
        // A receiver that starts upper-case is a class or a constant: an engine method.
        if (start == at || !Character.isUpperCase(line.charAt(start))) {
          return call;
        }
      }
    }
    return null;
  }
}
