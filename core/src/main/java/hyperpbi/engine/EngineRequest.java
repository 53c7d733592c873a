package hyperpbi.engine;

import com.eclipsesource.json.JsonArray;
import com.eclipsesource.json.JsonObject;
import com.eclipsesource.json.JsonValue;
import hyperpbi.diagnostic.Diagnostics;
import hyperpbi.imports.ImportLimits;
import hyperpbi.imports.OversizedContent;
import hyperpbi.json.JsonDepth;
import hyperpbi.json.JsonNumbers;
import hyperpbi.sources.SourceHost;
import java.util.ArrayList;
import java.util.List;

/**
 * What every host hands the engine, as one JSON document so the JVM, JavaScript and WebAssembly
 * entries share a single code path:
 * {@code {"mode":"eval|check|rows|simulate","spec":"<text>",
 * "sources":[{name,format,text|base64,dataPath,sheet}],"default":name,"now":iso,"timeZone":zone,
 * "datasets":[names],"repeat":n}}; {@code repeat} evaluates n times in one session and prints the
 * last (to show cache hits). Mode {@code rows} prints only the rows of the datasets named in
 * {@code datasets} (none when empty) plus diagnostics and metrics, for hosts that only draw. Simulate adds
 * {@code "events":[...]} and the host's runtime configuration {@code "runtime":{"crossFilter":b}}.
 * {@code "host":"web"|"powerbi"} (default web) and {@code "network":b} (default true; false for
 * the network-free Power BI package) say which remote sources preparation admits
 * ({@link SourceHost}); any other host is an invalid request.
 */
public record EngineRequest(
    String mode,
    String specText,
    List<SourceInput> sources,
    String defaultSource,
    String now,
    String timeZone,
    List<String> datasets,
    JsonValue events,
    int repeat,
    JsonValue runtime,
    SourceHost host) {

  /** A request in the web host. */
  public EngineRequest(String mode, String specText, List<SourceInput> sources,
      String defaultSource, String now, String timeZone, List<String> datasets,
      JsonValue events, int repeat, JsonValue runtime) {
    this(mode, specText, sources, defaultSource, now, timeZone, datasets, events, repeat, runtime,
        SourceHost.WEB);
  }

  /** The common request: evaluate once, default runtime configuration. */
  public EngineRequest(String mode, String specText, List<SourceInput> sources,
      String defaultSource, String now, String timeZone, List<String> datasets,
      JsonValue events) {
    this(mode, specText, sources, defaultSource, now, timeZone, datasets, events, 1, null);
  }

  /** A request evaluated {@code repeat} times, default runtime configuration. */
  public EngineRequest(String mode, String specText, List<SourceInput> sources,
      String defaultSource, String now, String timeZone, List<String> datasets,
      JsonValue events, int repeat) {
    this(mode, specText, sources, defaultSource, now, timeZone, datasets, events, repeat, null);
  }

  /** The request, or null after one INVALID_REQUEST diagnostic (hosts never see an exception). */
  public static EngineRequest read(String json, Diagnostics out) {
    if (json == null) {
      // What a browser host's null, undefined, number or object argument arrives as.
      out.error("INVALID_REQUEST", "", "engine request must be JSON text (a string)");
      return null;
    }
    try {
      return parse(json);
    } catch (InvalidRequest e) {
      out.error("INVALID_REQUEST", "", "engine request: " + e.getMessage());
      return null;
    } catch (com.eclipsesource.json.ParseException e) {
      out.error("INVALID_REQUEST", "", "engine request is not valid JSON: " + e.getMessage());
      return null;
    } catch (RuntimeException e) {
      // Valid JSON of another shape: a source that is not an object, a dataset name that is not
      // a string (minimal-json's "Not an object: 5").
      out.error("INVALID_REQUEST", "", "engine request has the wrong shape: " + e.getMessage());
      return null;
    }
  }

  private static final List<String> MODES = List.of("eval", "check", "rows", "simulate",
      "render");

  public static EngineRequest parse(String json) {
    // File contents the size limit refuses anyway are never materialized by the parser.
    JsonObject o = JsonDepth.parse(OversizedContent.shorten(json, ImportLimits.DEFAULT))
        .asObject();
    List<SourceInput> sources = new ArrayList<>();
    JsonValue list = o.get("sources");
    if (list != null && list.isArray()) {
      for (JsonValue v : list.asArray()) {
        JsonObject s = v.asObject();
        sources.add(new SourceInput(text(s, "name"), text(s, "format"), text(s, "text"),
            text(s, "base64"), text(s, "dataPath"), text(s, "sheet")));
      }
    }
    List<String> datasets = new ArrayList<>();
    JsonValue names = o.get("datasets");
    if (names != null && names.isArray()) {
      for (JsonValue v : names.asArray()) {
        datasets.add(v.asString());
      }
    }
    String mode = text(o, "mode");
    if (mode != null && !MODES.contains(mode)) {
      // A misspelt mode would otherwise run as eval, and a host would read the wrong document.
      throw new InvalidRequest("mode must be one of " + String.join(", ", MODES)
          + ", not '" + mode + "'");
    }
    JsonValue repeat = o.get("repeat");
    int times = repeat != null && repeat.isNumber()
        ? (int) Math.max(1, Math.min(10, JsonNumbers.value(repeat))) : 1;
    return new EngineRequest(mode == null ? "eval" : mode, text(o, "spec"), sources,
        text(o, "default"), text(o, "now"), text(o, "timeZone"), datasets, o.get("events"),
        times, o.get("runtime"), host(o));
  }

  /**
   * The {@code host} and {@code network} members of a request (or of a conformance case.json);
   * a host that is neither web nor powerbi, or a network that is not a boolean, throws.
   */
  public static SourceHost host(JsonObject o) {
    JsonValue host = o.get("host");
    JsonValue network = o.get("network");
    SourceHost.Kind kind = host == null ? SourceHost.Kind.WEB
        : host.isString() ? SourceHost.Kind.of(host.asString()) : null;
    if (kind == null) {
      throw new InvalidRequest("host must be \"web\" or \"powerbi\", not " + host);
    }
    if (network != null && !network.isBoolean()) {
      throw new InvalidRequest("network must be true or false, not " + network);
    }
    return new SourceHost(kind, network == null || network.asBoolean());
  }

  /** Valid JSON whose members say something no host means (thrown by {@link #parse}). */
  public static final class InvalidRequest extends RuntimeException {
    InvalidRequest(String message) {
      super(message);
    }
  }

  private static String text(JsonObject o, String name) {
    JsonValue v = o.get(name);
    return v == null || !v.isString() ? null : v.asString();
  }

  /** Serializes a request (used by the command line and tests to go through the same entry). */
  public String toJson() {
    JsonObject o = new JsonObject().add("mode", mode).add("spec", specText);
    JsonArray list = new JsonArray();
    for (SourceInput s : sources) {
      JsonObject so = new JsonObject().add("name", s.name()).add("format", s.format());
      addIfSet(so, "text", s.text());
      addIfSet(so, "base64", s.base64());
      addIfSet(so, "dataPath", s.dataPath());
      addIfSet(so, "sheet", s.sheet());
      list.add(so);
    }
    o.add("sources", list);
    addIfSet(o, "default", defaultSource);
    addIfSet(o, "now", now);
    addIfSet(o, "timeZone", timeZone);
    JsonArray names = new JsonArray();
    datasets.forEach(names::add);
    o.add("datasets", names);
    if (events != null) {
      o.add("events", events);
    }
    if (repeat > 1) {
      o.add("repeat", repeat);
    }
    if (runtime != null) {
      o.add("runtime", runtime);
    }
    if (!host.equals(SourceHost.WEB)) {
      o.add("host", host.kind().id()).add("network", host.network());
    }
    return o.toString();
  }

  private static void addIfSet(JsonObject o, String name, String value) {
    if (value != null) {
      o.add(name, value);
    }
  }
}
