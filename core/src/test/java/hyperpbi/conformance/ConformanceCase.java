package hyperpbi.conformance;

import com.eclipsesource.json.Json;
import com.eclipsesource.json.JsonObject;
import com.eclipsesource.json.JsonValue;
import hyperpbi.engine.EngineRequest;
import hyperpbi.engine.SourceInput;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.stream.Stream;

/**
 * One conformance case folder: {@code spec.json}, optional {@code case.json} naming sources and
 * options, and {@code expected.json}. The Node runner (web-bridge/src/test/node) builds the same
 * request from the same files; keep the two in step.
 */
public record ConformanceCase(String name, Path dir) {

  public static List<ConformanceCase> all(Path root) throws IOException {
    List<ConformanceCase> cases = new ArrayList<>();
    try (Stream<Path> walk = Files.walk(root)) {
      walk.filter(p -> p.getFileName().toString().equals("spec.json"))
          .map(Path::getParent)
          .sorted()
          .forEach(d -> cases.add(new ConformanceCase(root.relativize(d).toString(), d)));
    }
    return cases;
  }

  public static Path root() {
    String configured = System.getProperty("conformance.dir");
    Path p = configured != null ? Path.of(configured) : Path.of("../conformance");
    return p.toAbsolutePath().normalize();
  }

  public EngineRequest request() throws IOException {
    String spec = read("spec.json");
    JsonObject options = Files.exists(dir.resolve("case.json"))
        ? Json.parse(read("case.json")).asObject() : new JsonObject();
    List<SourceInput> sources = new ArrayList<>();
    JsonValue list = options.get("sources");
    if (list != null) {
      for (JsonValue v : list.asArray()) {
        sources.add(source(v.asObject()));
      }
    }
    List<String> datasets = new ArrayList<>();
    JsonValue names = options.get("datasets");
    if (names != null) {
      names.asArray().forEach(n -> datasets.add(n.asString()));
    }
    return new EngineRequest(options.getString("mode", "eval"), spec, sources,
        options.getString("default", null), options.getString("now", null),
        options.getString("timeZone", null), datasets, options.get("events"),
        options.getInt("repeat", 1), options.get("runtime"), EngineRequest.host(options));
  }

  private SourceInput source(JsonObject s) throws IOException {
    String file = s.getString("file", null);
    String format = s.getString("format", null);
    if (format == null) {
      format = file.substring(file.lastIndexOf('.') + 1);
    }
    byte[] bytes = Files.readAllBytes(dir.resolve(file));
    boolean binary = format.equals("xlsx") || s.getBoolean("binary", false);
    String text = binary ? null : new String(bytes, StandardCharsets.UTF_8);
    String base64 = binary ? Base64.getEncoder().encodeToString(bytes) : null;
    return new SourceInput(s.getString("name", null), format, text, base64,
        s.getString("dataPath", null), s.getString("sheet", null));
  }

  /** The expected output, or null when the case has none yet. */
  public String expected() throws IOException {
    return Files.exists(dir.resolve("expected.json")) ? read("expected.json") : null;
  }

  private String read(String file) throws IOException {
    return Files.readString(dir.resolve(file), StandardCharsets.UTF_8);
  }
}
