package hyperpbi.imports;

import hyperpbi.canonical.Whitespace;
import hyperpbi.data.DataSource;
import hyperpbi.data.Workspace;
import hyperpbi.diagnostic.Diagnostics;
import hyperpbi.engine.SourceInput;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Turns host inputs into one workspace. A source that fails to import gets one
 * {@code SOURCE_IMPORT_FAILED} error (path {@code /sources/<i>}) and is absent, never partial;
 * an XLSX sheet that fails drops only that sheet. Import warnings (e.g. XLSX error cells) stay on
 * the source and are also reported as {@code SOURCE_IMPORT_WARNING} diagnostics. Formats: csv
 * (text, or base64 bytes decoded as strict UTF-8), json (text or base64; {@code dataPath}),
 * xlsx (base64; {@code sheet}) and dataview (text). Without a default the first loaded source
 * is the default; a default naming a workbook input means its first loaded sheet.
 */
public final class SourceLoader {
  private SourceLoader() {}

  /**
   * The formats a host reads. A Power BI visual reads DataViews only ({@link #dataViewOnly}): the
   * TeaVM build of its entry then contains no CSV, XLSX or file-JSON importer.
   */
  @FunctionalInterface
  public interface Formats {
    List<DataSource> read(SourceInput input, ImportLimits limits,
        XlsxImport.SheetFailure onSheetFailure) throws ImportException;
  }

  public static Workspace load(List<SourceInput> inputs, String defaultName, Diagnostics out) {
    return load(inputs, defaultName, ImportLimits.DEFAULT, SourceLoader::everyFormat, out);
  }

  public static Workspace load(List<SourceInput> inputs, String defaultName, ImportLimits limits,
      Diagnostics out) {
    return load(inputs, defaultName, limits, SourceLoader::everyFormat, out);
  }

  public static Workspace load(List<SourceInput> inputs, String defaultName, ImportLimits limits,
      Formats formats, Diagnostics out) {
    Map<String, DataSource> sources = new LinkedHashMap<>();
    Set<String> failed = new TreeSet<>();
    for (int i = 0; i < inputs.size(); i++) {
      SourceInput input = inputs.get(i);
      String path = "/sources/" + i;
      String name = input.name();
      if (name == null || Whitespace.isBlank(name)) {
        out.error("SOURCE_IMPORT_FAILED", path, "a source needs a nonblank name");
        continue;
      }
      List<DataSource> loaded;
      List<String> failures = new ArrayList<>();
      try {
        loaded = formats.read(input, limits, (id, message) -> {
          failures.add(id + ": " + message);
          failed.add(id);
        });
      } catch (ImportException e) {
        out.error("SOURCE_IMPORT_FAILED", path, name + ": " + e.getMessage());
        failed.add(name);
        continue;
      } catch (RuntimeException e) {
        // A defect, not bad input; still never escape the engine.
        out.error("SOURCE_IMPORT_FAILED", path, name + ": the file could not be read ("
            + e.getClass().getSimpleName() + ")");
        failed.add(name);
        continue;
      }
      for (String failure : failures) {
        out.error("SOURCE_IMPORT_FAILED", path, failure);
      }
      for (DataSource s : loaded) {
        if (sources.containsKey(s.id())) {
          out.error("SOURCE_IMPORT_FAILED", path, "a source named '" + s.id()
              + "' was already loaded; source names must be unique");
          continue;
        }
        sources.put(s.id(), s);
        for (String warning : s.warnings()) {
          out.warning("SOURCE_IMPORT_WARNING", path, s.id() + ": " + warning);
        }
      }
    }
    String chosen = chooseDefault(sources, defaultName, out);
    failed.removeAll(sources.keySet());
    return new Workspace(sources, chosen, failed);
  }

  /**
   * The default source among loaded ones: the named one (a workbook's name means its first
   * sheet), the first loaded without a name, null with UNKNOWN_SOURCE when it was not loaded.
   */
  public static String chooseDefault(Map<String, DataSource> sources, String defaultName,
      Diagnostics out) {
    String chosen = defaultName;
    if (chosen == null && !sources.isEmpty()) {
      chosen = sources.keySet().iterator().next();
    }
    if (chosen != null && !sources.containsKey(chosen)) {
      chosen = firstSheetOf(sources, chosen);
    }
    if (chosen != null && !sources.containsKey(chosen)) {
      out.error("UNKNOWN_SOURCE", "/default", "default source '" + chosen + "' was not loaded");
      chosen = null;
    }
    return chosen;
  }

  /** A default naming a whole workbook means its first loaded sheet ({@code name#Sheet}). */
  private static String firstSheetOf(Map<String, DataSource> sources, String workbook) {
    for (String id : sources.keySet()) {
      if (id.startsWith(workbook + "#")) {
        return id;
      }
    }
    return workbook;
  }

  /** A Power BI visual's one format: its DataView. */
  public static List<DataSource> dataViewOnly(SourceInput input, ImportLimits limits,
      XlsxImport.SheetFailure onSheetFailure) throws ImportException {
    if (!"dataview".equals(input.format())) {
      throw new ImportException("unsupported source format '" + input.format()
          + "' (a Power BI visual reads its DataView only)");
    }
    return List.of(DataViewImport.read(input.name(), input.base64() != null
        ? Utf8.decode(bytes(input, limits)) : text(input, limits), limits));
  }

  /** csv, tsv (tab-separated whatever the header holds), xlsx, json and dataview. */
  public static List<DataSource> everyFormat(SourceInput input, ImportLimits limits,
      XlsxImport.SheetFailure onSheetFailure) throws ImportException {
    String format = input.format() == null ? "" : input.format();
    String name = input.name();
    return switch (format) {
      case "csv", "tsv" -> {
        char delimiter = format.equals("tsv") ? CsvImport.TAB : CsvImport.DETECT;
        yield List.of(input.base64() != null
            ? CsvImport.read(name, bytes(input, limits), limits, delimiter)
            : CsvImport.read(name, text(input, limits), limits, delimiter));
      }
      case "json" -> List.of(JsonRowsImport.read(name, input.base64() != null
          ? Utf8.decode(bytes(input, limits)) : text(input, limits), input.dataPath(), limits));
      case "xlsx" -> XlsxImport.read(name, bytes(input, limits), input.sheet(), limits,
          onSheetFailure);
      case "dataview" -> dataViewOnly(input, limits, onSheetFailure);
      default -> throw new ImportException("unsupported source format '" + format
          + "' (csv, tsv, xlsx, json or dataview)");
    };
  }

  private static String text(SourceInput input, ImportLimits limits) throws ImportException {
    if (input.text() == null) {
      throw new ImportException("the source has no content (text or base64)");
    }
    OversizedContent.refuse(input.text(), limits);
    return input.text();
  }

  private static byte[] bytes(SourceInput input, ImportLimits limits) throws ImportException {
    String base64 = input.base64();
    if (base64 == null) {
      throw new ImportException(input.format() + " sources must be sent as base64 bytes");
    }
    OversizedContent.refuse(base64, limits);
    if ((long) base64.length() / 4 * 3 > limits.maxBytes() + 3) {
      throw new ImportException("the file has more than " + ImportLimits.size(limits.maxBytes())
          + " (file size limit)");
    }
    try {
      return Base64.getDecoder().decode(base64);
    } catch (IllegalArgumentException e) {
      throw new ImportException("the base64 content is invalid");
    }
  }
}
