package hyperpbi.cli;

import hyperpbi.canonical.Whitespace;
import hyperpbi.data.Workspace;
import hyperpbi.engine.SourceInput;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;

/**
 * Command-line sources (JVM only; the TeaVM entries never reach this class):
 * <ul>
 *   <li>{@code --source NAME=PATH} (or {@code --source=NAME=PATH}) with PATH a {@code .csv}
 *       ({@code .tsv}, {@code .txt}) file; a {@code .xlsx} workbook, every sheet becoming
 *       {@code NAME#Sheet}, or {@code book.xlsx#Sheet} for one sheet named NAME; a {@code .json}
 *       file, with {@code rows.json#data.rows} for a data path;
 *   <li>{@code --dataview PATH} or {@code --dataview NAME=PATH}: a Power BI DataView fixture,
 *       named {@code dataview} by default and the default source unless {@code --default} says
 *       otherwise;
 *   <li>{@code --default NAME}: the source {@code powerbi} resolves to.
 * </ul>
 * NAME may not be {@code powerbi}, the built-in dataset name (a usage error).
 * Files are read as bytes and handed over base64, so the engine decodes them as strict UTF-8
 * exactly as it does for hosts that send bytes. A {@code #} belongs to the file name when the
 * whole path names an existing file. Other arguments are returned untouched, in order.
 */
public final class SourceArguments {
  public static final String DATAVIEW_NAME = "dataview";

  /** Sources in argument order, the default source (or null) and every other argument. */
  public record Parsed(List<SourceInput> sources, String defaultSource, List<String> rest) {}

  private SourceArguments() {}

  public static Parsed parse(List<String> args) throws SourceArgumentException {
    List<SourceInput> sources = new ArrayList<>();
    List<String> rest = new ArrayList<>();
    String defaultSource = null;
    String dataView = null;
    for (int i = 0; i < args.size(); i++) {
      String arg = args.get(i);
      String option = arg;
      String value = null;
      int eq = arg.indexOf('=');
      if (arg.startsWith("--") && eq > 0) {
        option = arg.substring(0, eq);
        value = arg.substring(eq + 1);
      }
      switch (option) {
        case "--source", "--dataview", "--default" -> {
          if (value == null) {
            if (i + 1 >= args.size()) {
              throw new SourceArgumentException(option + " needs a value");
            }
            value = args.get(++i);
          }
          if (option.equals("--source")) {
            sources.add(source(value));
          } else if (option.equals("--dataview")) {
            SourceInput view = dataView(value);
            sources.add(view);
            dataView = dataView == null ? view.name() : dataView;
          } else {
            defaultSource = value;
          }
        }
        default -> rest.add(arg);
      }
    }
    if (defaultSource == null) {
      defaultSource = dataView;
    }
    return new Parsed(List.copyOf(sources), defaultSource, List.copyOf(rest));
  }

  /** {@code NAME=PATH[#sheet or data path]}. */
  public static SourceInput source(String arg) throws SourceArgumentException {
    int eq = arg.indexOf('=');
    if (eq <= 0 || eq == arg.length() - 1 || Whitespace.isBlank(arg.substring(0, eq))) {
      throw new SourceArgumentException("--source expects NAME=PATH, got '" + arg + "'");
    }
    String name = notReserved(arg.substring(0, eq), "--source");
    String path = arg.substring(eq + 1);
    String fragment = null;
    if (!CliFiles.isRegularFile(path) && path.lastIndexOf('#') > 0) {
      int hash = path.lastIndexOf('#');
      fragment = path.substring(hash + 1);
      path = path.substring(0, hash);
    }
    String format = format(path);
    if (fragment != null && !format.equals("xlsx") && !format.equals("json")) {
      throw new SourceArgumentException("'" + arg + "': a #fragment selects an .xlsx sheet or a"
          + " .json data path; it does not apply to " + format + " files");
    }
    if (fragment != null && fragment.isEmpty()) {
      throw new SourceArgumentException("'" + arg + "': the part after # is empty");
    }
    String base64 = read(path);
    return new SourceInput(name, format, null, base64,
        format.equals("json") ? fragment : null, format.equals("xlsx") ? fragment : null);
  }

  /** {@code PATH} or {@code NAME=PATH} of a DataView fixture. */
  public static SourceInput dataView(String arg) throws SourceArgumentException {
    String name = DATAVIEW_NAME;
    String path = arg;
    int eq = arg.indexOf('=');
    if (eq > 0 && !CliFiles.isRegularFile(arg)) {
      name = notReserved(arg.substring(0, eq), "--dataview");
      path = arg.substring(eq + 1);
    }
    return new SourceInput(name, "dataview", null, read(path), null, null);
  }

  /**
   * {@code powerbi} is the built-in dataset (data-model.txt, "Base powerbi dataset"): it always
   * means the default source, so a file loaded under that name could never be read. A usage
   * error instead of a source that silently vanishes; {@code --default} picks what it means.
   */
  private static String notReserved(String name, String option) throws SourceArgumentException {
    if (name.equals(Workspace.POWERBI)) {
      throw new SourceArgumentException(option + " " + name + "=...: '" + name + "' is the "
          + "built-in dataset name, it always means the default source; load the file under "
          + "another name and pick it with --default NAME");
    }
    return name;
  }

  private static String format(String path) throws SourceArgumentException {
    String lower = path.toLowerCase(java.util.Locale.ROOT);
    if (lower.endsWith(".tsv")) {
      return "tsv";
    }
    if (lower.endsWith(".csv") || lower.endsWith(".txt")) {
      return "csv";
    }
    if (lower.endsWith(".xlsx") || lower.endsWith(".xlsm")) {
      return "xlsx";
    }
    if (lower.endsWith(".json")) {
      return "json";
    }
    throw new SourceArgumentException("'" + path + "': unknown file type (use .csv, .tsv, .txt,"
        + " .xlsx or .json)");
  }

  private static String read(String path) throws SourceArgumentException {
    try {
      return Base64.getEncoder().encodeToString(CliFiles.read(path));
    } catch (CliFiles.Unreadable e) {
      throw new SourceArgumentException("cannot read source file '" + path + "': "
          + e.getMessage());
    }
  }
}
