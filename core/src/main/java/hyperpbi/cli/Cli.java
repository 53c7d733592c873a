package hyperpbi.cli;

import com.eclipsesource.json.Json;
import com.eclipsesource.json.JsonObject;
import com.eclipsesource.json.JsonValue;
import hyperpbi.engine.Engine;
import hyperpbi.engine.EngineRequest;
import hyperpbi.engine.RenderDocument;
import hyperpbi.engine.SourceInput;
import hyperpbi.sources.SourceHost;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The JVM command line for authors and CI pipelines: {@code check} and {@code eval} (README,
 * "Command line"). Exit codes: 0 no error, 1 the specification has errors, 2 usage or unreadable
 * files. Never reached from the TeaVM entry.
 */
public final class Cli {
  public static final int OK = 0;
  public static final int SPEC_ERRORS = 1;
  public static final int USAGE = 2;

  static final String USAGE_TEXT = String.join("\n",
      "usage: hyperpbi <command> ...",
      "  serve [--port N]                      run the playground on http://127.0.0.1:8080",
      "  check SPEC [sources] [host] [--json]  print diagnostics",
      "  eval SPEC [sources] [host] [--now ISO] [--tz ZONE] [--dataset NAME]...",
      "                                        print the evaluation document",
      "  simulate SPEC --events EVENTS.json [sources] [host] [--now ISO] [--tz ZONE]",
      "           [--no-cross-filter] [--views] replay events, print states and host effects",
      "  render SPEC [sources] [host] [--events EVENTS.json] [--width N] [--height N]",
      "         [--theme light|dark|high-contrast] [--locale TAG] [-o OUT.html]",
      "                                        write the dashboard as one self-contained HTML file",
      "  schema [-o FILE]                      print (or write) hyperpbi.schema.json, the JSON",
      "                                        Schema of specification 2.0",
      "sources: --source NAME=PATH (.csv, .tsv, .txt, .xlsx, file.xlsx#Sheet, .json,"
          + " file.json#data.path)",
      "         --dataview [NAME=]PATH   --default NAME",
      "host:    --host web|powerbi (default web: the remote sources it can fetch)",
      "         --no-network      (the network-free Power BI package: no remote source)");

  private Cli() {}

  /** The process entry: UTF-8 arguments and output whatever the locale ({@link Utf8Console}). */
  public static void main(String[] args) {
    PrintStream out = Utf8Console.out();
    PrintStream err = Utf8Console.err();
    int code = run(Utf8Console.arguments(args), out, err);
    out.flush();
    err.flush();
    System.exit(code);
  }

  public static int run(String[] args, PrintStream out, PrintStream err) {
    if (args.length == 0) {
      err.println(USAGE_TEXT);
      return USAGE;
    }
    String command = args[0];
    if (command.equals("schema")) {
      return schema(args, out, err);
    }
    if (!command.equals("check") && !command.equals("eval") && !command.equals("simulate")
        && !command.equals("render")) {
      err.println("unknown command '" + command + "'");
      err.println(USAGE_TEXT);
      return USAGE;
    }
    CliArguments parsed;
    try {
      parsed = CliArguments.parse(command, args);
    } catch (CliException e) {
      err.println(e.getMessage());
      err.println(USAGE_TEXT);
      return USAGE;
    }
    EngineRequest request;
    try {
      request = parsed.toRequest();
    } catch (CliException e) {
      err.println(e.getMessage());
      return USAGE;
    }
    if (command.equals("render")) {
      return render(parsed, request, out, err);
    }
    String document = Engine.evaluate(request);
    if (command.equals("check") && !parsed.json()) {
      JsonObject result = Json.parse(document).asObject();
      printHuman(parsed.specPath(), result, out);
      return result.getBoolean("ok", false) ? OK : SPEC_ERRORS;
    }
    out.println(document);
    return leadingOk(document) ? OK : SPEC_ERRORS;
  }

  /**
   * The document's {@code ok}, read from its first member where every engine document puts it:
   * an eval document of a million rows need not be parsed again to learn it. Anything else
   * (which the engine never writes) is parsed in full.
   */
  static boolean leadingOk(String document) {
    int i = skipSpace(document, 0);
    if (i < document.length() && document.charAt(i) == '{') {
      i = skipSpace(document, i + 1);
      if (document.startsWith("\"ok\"", i)) {
        i = skipSpace(document, i + 4);
        if (i < document.length() && document.charAt(i) == ':') {
          i = skipSpace(document, i + 1);
          if (document.startsWith("true", i) || document.startsWith("false", i)) {
            return document.startsWith("true", i);
          }
        }
      }
    }
    JsonValue ok = Json.parse(document).asObject().get("ok");
    return ok != null && ok.isTrue();
  }

  private static int skipSpace(String text, int i) {
    while (i < text.length() && (text.charAt(i) == ' ' || text.charAt(i) == '\n'
        || text.charAt(i) == '\r' || text.charAt(i) == '\t')) {
      i++;
    }
    return i;
  }

  /**
   * {@code schema [-o FILE]}: the JSON Schema of specification 2.0 (hyperpbi.schema.json) to
   * standard output or a file; the same bytes the jar ships and the playground serves.
   */
  static int schema(String[] args, PrintStream out, PrintStream err) {
    String output = null;
    for (int i = 1; i < args.length; i++) {
      if ((args[i].equals("-o") || args[i].equals("--output")) && i + 1 < args.length
          && output == null) {
        output = args[++i];
      } else {
        err.println("unexpected argument '" + args[i] + "' (schema takes only -o FILE)");
        err.println(USAGE_TEXT);
        return USAGE;
      }
    }
    String text = hyperpbi.schema.SpecificationSchema.text();
    if (output == null) {
      out.print(text);
      out.flush();
      return OK;
    }
    try {
      Files.writeString(Path.of(output), text, StandardCharsets.UTF_8);
    } catch (IOException | RuntimeException e) {
      err.println("cannot write " + output + ": " + e.getMessage());
      return USAGE;
    }
    return OK;
  }

  /** Writes the HTML file (or to standard output); the diagnostics go to standard error. */
  private static int render(CliArguments parsed, EngineRequest request, PrintStream out,
      PrintStream err) {
    RenderDocument.Result r = RenderDocument.render(hyperpbi.engine.Session.load(request),
        request);
    for (hyperpbi.diagnostic.Diagnostic d : r.diagnostics().sorted()) {
      if (d.severity() != hyperpbi.diagnostic.Severity.INFO) {
        err.println(parsed.specPath() + ": " + d.severity().name().toLowerCase(java.util.Locale.ROOT)
            + " " + d.code() + " at " + (d.path().isEmpty() ? "/" : d.path()) + ": " + d.message());
      }
    }
    String title = Path.of(parsed.specPath()).getFileName().toString();
    String html = RenderDocument.html(r, title);
    if (parsed.output() == null) {
      out.print(html);
      out.flush();
    } else {
      try {
        Files.writeString(Path.of(parsed.output()), html, StandardCharsets.UTF_8);
      } catch (IOException | RuntimeException e) {
        err.println("cannot write " + parsed.output() + ": " + e.getMessage());
        return USAGE;
      }
    }
    return r.ok() ? OK : SPEC_ERRORS;
  }

  private static void printHuman(String specPath, JsonObject result, PrintStream out) {
    int errors = 0;
    int warnings = 0;
    for (JsonValue v : result.get("diagnostics").asArray()) {
      JsonObject d = v.asObject();
      String severity = d.getString("severity", "");
      errors += severity.equals("error") ? 1 : 0;
      warnings += severity.equals("warning") ? 1 : 0;
      String path = d.getString("path", "");
      out.println(specPath + ": " + severity + " " + d.getString("code", "") + " at "
          + (path.isEmpty() ? "/" : path) + ": " + d.getString("message", ""));
    }
    out.println(errors + (errors == 1 ? " error, " : " errors, ") + warnings
        + (warnings == 1 ? " warning" : " warnings"));
  }

  /** Reads a text file for the command line; unreadable files are usage errors (exit 2). */
  static String readText(String path) throws CliException {
    try {
      return CliFiles.readText(path);
    } catch (CliFiles.Unreadable e) {
      throw new CliException("cannot read " + path + ": " + e.getMessage());
    }
  }

  /** Parsed command-line options for check, eval and simulate. */
  record CliArguments(String command, String specPath, List<SourceInput> sources,
      String defaultSource, String now, String timeZone, List<String> datasets, boolean json,
      String events, boolean crossFilter, boolean views, SourceHost host, JsonObject render,
      String output) {

    static CliArguments parse(String command, String[] args) throws CliException {
      SourceArguments.Parsed sources;
      try {
        sources = SourceArguments.parse(java.util.Arrays.asList(args).subList(1, args.length));
      } catch (SourceArgumentException e) {
        throw new CliException(e.getMessage());
      }
      String spec = null;
      List<String> datasets = new ArrayList<>();
      String now = null;
      String zone = null;
      boolean json = false;
      String events = null;
      boolean crossFilter = true;
      boolean views = false;
      SourceHost.Kind hostKind = SourceHost.Kind.WEB;
      boolean network = true;
      JsonObject render = new JsonObject();
      String output = null;
      String[] rest = sources.rest().toArray(new String[0]);
      for (int i = 0; i < rest.length; i++) {
        String a = rest[i];
        switch (a) {
          case "--now" -> now = value(rest, ++i, a);
          case "--tz" -> zone = value(rest, ++i, a);
          case "--dataset" -> datasets.add(value(rest, ++i, a));
          case "--json" -> json = true;
          case "--events" -> events = value(rest, ++i, a);
          case "--no-cross-filter" -> crossFilter = false;
          case "--views" -> views = true;
          case "--host" -> hostKind = hostKind(value(rest, ++i, a));
          case "--no-network" -> network = false;
          case "--width", "--height" -> render.set(a.substring(2), dimension(value(rest, ++i, a), a));
          case "--theme" -> render.set("theme", theme(value(rest, ++i, a)));
          case "--locale" -> render.set("locale", value(rest, ++i, a));
          case "-o", "--output" -> output = value(rest, ++i, a);
          default -> {
            if (a.startsWith("--") || spec != null) {
              throw new CliException("unexpected argument '" + a + "'");
            }
            spec = a;
          }
        }
      }
      if (spec == null) {
        throw new CliException(command + " needs a specification file");
      }
      if (command.equals("simulate") && events == null) {
        throw new CliException("simulate needs --events EVENTS.json");
      }
      // An option another command ignores would look as if it had been applied.
      if (!command.equals("render")) {
        onlyFor(command, events != null, "--events", "simulate");
      }
      onlyFor(command, !render.isEmpty() || output != null, "--width, --height, --theme, "
          + "--locale and -o", "render");
      onlyFor(command, json, "--json", "check");
      onlyFor(command, !datasets.isEmpty(), "--dataset", "eval");
      onlyFor(command, !crossFilter, "--no-cross-filter", "simulate");
      onlyFor(command, views, "--views", "simulate");
      return new CliArguments(command, spec, sources.sources(), sources.defaultSource(), now,
          zone, datasets, json, events, crossFilter, views, new SourceHost(hostKind, network),
          render, output);
    }

    private static double dimension(String text, String option) throws CliException {
      try {
        double v = Double.parseDouble(text);
        if (v >= 200 && v <= 20_000) {
          return v;
        }
      } catch (NumberFormatException e) {
        // said below
      }
      throw new CliException(option + " must be a number of pixels from 200 to 20000, not '"
          + text + "'");
    }

    private static String theme(String name) throws CliException {
      if (hyperpbi.render.Theme.named(name) == null) {
        throw new CliException("--theme must be light, dark or high-contrast, not '" + name + "'");
      }
      return name;
    }

    private static SourceHost.Kind hostKind(String name) throws CliException {
      SourceHost.Kind kind = SourceHost.Kind.of(name);
      if (kind == null) {
        throw new CliException("--host must be web or powerbi, not '" + name + "'");
      }
      return kind;
    }

    private static void onlyFor(String command, boolean given, String option, String owner)
        throws CliException {
      if (given && !command.equals(owner)) {
        throw new CliException(option + " only applies to " + owner);
      }
    }

    private static String value(String[] args, int i, String option) throws CliException {
      if (i >= args.length) {
        throw new CliException(option + " needs a value");
      }
      return args[i];
    }

    EngineRequest toRequest() throws CliException {
      JsonValue eventList = null;
      if (events != null) {
        try {
          eventList = hyperpbi.json.JsonDepth.parse(readText(events));
        } catch (com.eclipsesource.json.ParseException | IllegalArgumentException e) {
          throw new CliException("cannot read " + events + ": " + e.getMessage());
        }
      }
      JsonObject runtime = new JsonObject();
      if (!crossFilter) {
        runtime.add("crossFilter", false);
      }
      if (views) {
        runtime.add("views", true);
      }
      if (!render.isEmpty()) {
        runtime.add("render", render);
      }
      return new EngineRequest(command, readText(specPath), sources, defaultSource, now,
          timeZone, datasets, eventList, 1, runtime.isEmpty() ? null : runtime, host);
    }
  }
}
