package hyperpbi.imports;

import hyperpbi.data.DataSource;
import hyperpbi.data.Workspace;
import hyperpbi.diagnostic.Diagnostics;
import hyperpbi.engine.SourceInput;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Turns host inputs into one workspace; a source that fails to import is absent, never partial. */
public final class SourceLoader {
  private SourceLoader() {}

  public static Workspace load(List<SourceInput> inputs, String defaultName, Diagnostics out) {
    Map<String, DataSource> sources = new LinkedHashMap<>();
    for (int i = 0; i < inputs.size(); i++) {
      SourceInput input = inputs.get(i);
      String path = "/sources/" + i;
      try {
        for (DataSource s : importOne(input)) {
          sources.put(s.id(), s);
        }
      } catch (ImportException e) {
        out.error("SOURCE_IMPORT_FAILED", path, input.name() + ": " + e.getMessage());
      }
    }
    String chosen = defaultName;
    if (chosen == null && !sources.isEmpty()) {
      chosen = sources.keySet().iterator().next();
    }
    if (chosen != null && !sources.containsKey(chosen)) {
      out.error("UNKNOWN_SOURCE", "/default", "default source '" + chosen + "' was not loaded");
      chosen = null;
    }
    return new Workspace(sources, chosen);
  }

  private static List<DataSource> importOne(SourceInput input) throws ImportException {
    String format = input.format() == null ? "" : input.format();
    return switch (format) {
      case "csv" -> List.of(CsvImport.read(input.name(), input.text(), ImportLimits.DEFAULT));
      default -> throw new ImportException("unsupported source format '" + format + "'");
    };
  }
}
