package hyperpbi.cli;

import hyperpbi.engine.SourceInput;
import java.util.Base64;

/**
 * Turns {@code NAME=PATH} arguments into engine inputs: {@code .csv}, {@code .xlsx} (every sheet
 * as NAME#Sheet, or {@code file.xlsx#Sheet} for one), {@code .json} ({@code file.json#data.rows}
 * for the path to the row array).
 */
final class SourceFiles {
  private SourceFiles() {}

  static SourceInput fromArgument(String argument) throws CliException {
    int eq = argument.indexOf('=');
    if (eq <= 0 || eq == argument.length() - 1) {
      throw new CliException("--source needs NAME=PATH, got '" + argument + "'");
    }
    String name = argument.substring(0, eq);
    String path = argument.substring(eq + 1);
    String fragment = null;
    int hash = path.lastIndexOf('#');
    if (hash > 0) {
      fragment = path.substring(hash + 1);
      path = path.substring(0, hash);
    }
    String lower = path.toLowerCase(java.util.Locale.ROOT);
    if (lower.endsWith(".csv") || lower.endsWith(".tsv") || lower.endsWith(".txt")) {
      return new SourceInput(name, "csv", Cli.readText(path), null, null, null);
    }
    if (lower.endsWith(".xlsx")) {
      String base64 = Base64.getEncoder().encodeToString(Cli.readBytes(path));
      return new SourceInput(name, "xlsx", null, base64, null, fragment);
    }
    if (lower.endsWith(".json")) {
      return new SourceInput(name, "json", Cli.readText(path), null, fragment, null);
    }
    throw new CliException("unsupported source file '" + path
        + "': use .csv, .xlsx or .json");
  }
}
