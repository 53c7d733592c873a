package hyperpbi.sources;

import com.eclipsesource.json.JsonObject;
import com.eclipsesource.json.JsonValue;
import hyperpbi.canonical.TextShape;
import hyperpbi.canonical.Whitespace;
import hyperpbi.data.Workspace;
import hyperpbi.diagnostic.DidYouMean;
import hyperpbi.diagnostic.Diagnostics;
import hyperpbi.diagnostic.JsonPointer;
import hyperpbi.json.JsonNumbers;
import hyperpbi.sources.SourceDeclaration.ParamBinding;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Parses {@code data.sources} strictly. Anything that could widen the network surface (a URL,
 * method, headers, credentials, an untrusted origin, an unsafe path) is an error, never ignored.
 * A declaration the host cannot fetch ({@link SourceHost#admits}: web-only types in Power BI, any
 * type without network access) is reported and left out like an invalid one.
 */
public final class SourceDeclarations {
  private static final Set<String> BINDING = new TreeSet<>(Set.of("state", "default"));
  private static final Set<String> COMMON = Set.of("type", "maxRows", "timeoutMs", "ttlSeconds");
  private static final Map<String, Set<String>> BY_TYPE = Map.of(
      "miniup.table", Set.of("site", "table", "params"),
      "miniup.function", Set.of("function", "path", "params", "dataPath"),
      "rest.get", Set.of("baseUrl", "path", "params", "dataPath"));

  /** The remote source types, sorted. */
  public static List<String> types() {
    return List.copyOf(new TreeSet<>(BY_TYPE.keySet()));
  }

  /** The properties a source of {@code type} takes (type and the limits included), sorted. */
  public static List<String> properties(String type) {
    TreeSet<String> names = new TreeSet<>(COMMON);
    names.addAll(BY_TYPE.get(type));
    return List.copyOf(names);
  }

  /** What a parameter binding object takes ({@code {"state": key, "default": value}}). */
  public static List<String> bindingProperties() {
    return List.copyOf(BINDING);
  }

  private final Diagnostics out;
  private final TrustList trust;
  private final SourceHost host;

  private SourceDeclarations(Diagnostics out, TrustList trust, SourceHost host) {
    this.out = out;
    this.trust = trust;
    this.host = host;
  }

  /**
   * Valid declarations by name, in document order, for the web host; invalid ones are reported
   * and left out.
   */
  public static Map<String, SourceDeclaration> parse(JsonValue sources, TrustList trust,
      Diagnostics out) {
    return parse(sources, trust, SourceHost.WEB, Set.of(), Set.of(), out);
  }

  /**
   * As {@link #parse(JsonValue, TrustList, Diagnostics)}, where a name must mean one thing: a
   * declaration named {@code powerbi}, like a dataset, or like a source the host loaded (an
   * uploaded file or sheet) is DUPLICATE_DATASET_NAME and left out, so it is never fetched: its
   * rows would otherwise replace the loaded source's (even the default's) once they arrive, while
   * preparation validated against the loaded source.
   */
  public static Map<String, SourceDeclaration> parse(JsonValue sources, TrustList trust,
      SourceHost host, Set<String> datasetNames, Set<String> loadedSources, Diagnostics out) {
    Map<String, SourceDeclaration> result = new LinkedHashMap<>();
    if (sources == null || !sources.isObject()) {
      return result;
    }
    SourceDeclarations parser = new SourceDeclarations(out, trust, host);
    for (JsonObject.Member m : sources.asObject()) {
      String pointer = JsonPointer.child("/data/sources", m.getName());
      SourceDeclaration d = parser.declaration(m.getName(), m.getValue(), pointer);
      if (parser.nameTaken(m.getName(), datasetNames, loadedSources, pointer)) {
        continue;
      }
      if (d != null) {
        result.put(m.getName(), d);
      }
    }
    return result;
  }

  private boolean nameTaken(String name, Set<String> datasetNames, Set<String> loadedSources,
      String pointer) {
    if (name.equals(Workspace.POWERBI) || datasetNames.contains(name)) {
      out.error("DUPLICATE_DATASET_NAME", pointer, "'" + name + "' is already a dataset name; a "
          + "remote source needs its own name");
      return true;
    }
    if (loadedSources.contains(name)) {
      out.error("DUPLICATE_DATASET_NAME", pointer, "'" + name + "' is already the name of a "
          + "loaded source (an uploaded file or sheet); a remote source needs its own name");
      return true;
    }
    return false;
  }

  private SourceDeclaration declaration(String name, JsonValue v, String pointer) {
    if (Whitespace.isBlank(name)) {
      // A dataset's source and a component's dataset must be nonblank: nothing could use it.
      out.error("INVALID_SOURCE_DEFINITION", pointer, "a source name must not be blank");
      return null;
    }
    if (!v.isObject()) {
      // A member of the wrong JSON type is INVALID_PROPERTY_TYPE, as everywhere in preparation.
      out.error("INVALID_PROPERTY_TYPE", pointer, "source '" + name + "' must be an object");
      return null;
    }
    JsonObject o = v.asObject();
    JsonValue typeValue = o.get("type");
    String type = typeValue != null && typeValue.isString() ? typeValue.asString() : null;
    if (typeValue == null) {
      out.error("MISSING_REQUIRED_PROPERTY", JsonPointer.child(pointer, "type"), "type is "
          + "required: miniup.table, miniup.function or rest.get");
      return null;
    }
    if (type == null) {
      out.error("INVALID_PROPERTY_TYPE", JsonPointer.child(pointer, "type"), "source type must be "
          + "a string (miniup.table, miniup.function or rest.get), not " + typeValue);
      return null;
    }
    if (!BY_TYPE.containsKey(type)) {
      out.error("UNKNOWN_SOURCE_TYPE", JsonPointer.child(pointer, "type"), "source type must be "
          + "miniup.table, miniup.function or rest.get, not " + typeValue);
      return null;
    }
    // Reported first, at the type: the rest is still checked (the author may also need the
    // declaration on the web), but the trust list of the web build does not apply here.
    boolean admitted = host.admits(name, type, pointer, out);
    int errors = out.size();
    properties(o, type, pointer);
    int maxRows = intIn(o, "maxRows", 1, SourceLimits.MAX_ROWS, SourceLimits.MAX_ROWS, pointer);
    int timeout = intIn(o, "timeoutMs", SourceLimits.MIN_TIMEOUT_MS, SourceLimits.MAX_TIMEOUT_MS,
        SourceLimits.DEFAULT_TIMEOUT_MS, pointer);
    int ttl = intIn(o, "ttlSeconds", 0, SourceLimits.MAX_TTL_SECONDS, 0, pointer);
    Map<String, ParamBinding> params = params(o.get("params"), JsonPointer.child(pointer, "params"),
        !type.equals("miniup.table"));
    String dataPath = text(o, "dataPath", null, pointer, false);
    SourceDeclaration d = switch (type) {
      case "miniup.table" -> new SourceDeclaration.MiniUpTable(name,
          text(o, "site", TextShape.MINIUP_SITE, pointer, true), text(o, "table", TextShape.MINIUP_TABLE, pointer, true), params,
          maxRows, timeout, ttl);
      case "miniup.function" -> new SourceDeclaration.MiniUpFunction(name,
          text(o, "function", TextShape.MINIUP_FUNCTION, pointer, true), text(o, "path", TextShape.RELATIVE_PATH, pointer, false),
          params, dataPath, maxRows, timeout, ttl);
      default -> new SourceDeclaration.RestGet(name, origin(o, pointer, admitted),
          text(o, "path", TextShape.RELATIVE_PATH, pointer, true), params, dataPath, maxRows, timeout, ttl);
    };
    return out.size() == errors && admitted ? d : null;
  }

  private void properties(JsonObject o, String type, String pointer) {
    Set<String> allowed = new TreeSet<>(COMMON);
    allowed.addAll(BY_TYPE.get(type));
    for (JsonObject.Member m : o) {
      if (!allowed.contains(m.getName())) {
        out.error("UNKNOWN_PROPERTY", JsonPointer.child(pointer, m.getName()), "unknown "
            + type + " property '" + m.getName() + "'; remote sources are GET-only with a fixed "
            + "origin and accept only " + String.join(", ", allowed));
      }
    }
  }

  private String text(JsonObject o, String name, TextShape shape, String pointer,
      boolean required) {
    JsonValue v = o.get(name);
    String at = JsonPointer.child(pointer, name);
    if (v == null) {
      if (required) {
        out.error("MISSING_REQUIRED_PROPERTY", at, name + " is required");
      }
      return null;
    }
    if (!v.isString()) {
      out.error("INVALID_PROPERTY_TYPE", at, name + " must be a string, not " + v);
      return null;
    }
    if ((shape != null && !shape.accepts(v.asString()))
        || (shape == TextShape.RELATIVE_PATH && hasDotSegment(v.asString()))) {
      out.error("INVALID_SOURCE_DEFINITION", at, name + " " + v + " is not allowed"
          + (shape == null ? "" : "; it must match " + shape.pattern()));
      return null;
    }
    return v.asString();
  }

  private static boolean hasDotSegment(String path) {
    // Split by hand: String.split is a regex in the browser builds.
    for (int start = 0; start <= path.length(); ) {
      int slash = path.indexOf('/', start);
      int end = slash < 0 ? path.length() : slash;
      String segment = path.substring(start, end);
      if (segment.equals(".") || segment.equals("..")) {
        return true;
      }
      start = end + 1;
    }
    return false;
  }

  /** The baseUrl; checked against the trust list only when this host would fetch it. */
  private String origin(JsonObject o, String pointer, boolean admitted) {
    String base = text(o, "baseUrl", TextShape.HTTPS_ORIGIN, pointer, true);
    if (base != null && admitted && !trust.allows(base)) {
      out.error("UNTRUSTED_REST_ORIGIN", JsonPointer.child(pointer, "baseUrl"), "origin " + base
          + " is not on this build's trusted REST host list; dashboards cannot extend it");
      return null;
    }
    return base;
  }

  private int intIn(JsonObject o, String name, int min, int max, int fallback, String pointer) {
    JsonValue v = o.get(name);
    if (v == null) {
      return fallback;
    }
    if (!v.isNumber()) {
      out.error("INVALID_PROPERTY_TYPE", JsonPointer.child(pointer, name), name
          + " must be a number (an integer from " + min + " to " + max + "), not " + v);
      return fallback;
    }
    double d = JsonNumbers.value(v);
    if (!(d >= min && d <= max) || d != Math.floor(d)) {
      out.error("INVALID_SOURCE_DEFINITION", JsonPointer.child(pointer, name), name
          + " must be an integer from " + min + " to " + max + ", not " + v);
      return fallback;
    }
    return (int) d;
  }

  private Map<String, ParamBinding> params(JsonValue v, String pointer, boolean allowState) {
    Map<String, ParamBinding> params = new LinkedHashMap<>();
    if (v == null) {
      return params;
    }
    if (!v.isObject()) {
      out.error("INVALID_PROPERTY_TYPE", pointer, "params must be an object");
      return params;
    }
    for (JsonObject.Member m : v.asObject()) {
      String at = JsonPointer.child(pointer, m.getName());
      JsonValue p = m.getValue();
      if (!allowState && (m.getName().equals("limit") || m.getName().equals("offset"))) {
        // miniup.table reads page by page with these two: a value here would be overwritten.
        out.error("INVALID_SOURCE_DEFINITION", at, "parameter '" + m.getName() + "' is the "
            + "table's paging; use maxRows to bound a read");
        continue;
      }
      if (p.isString() || p.isNumber() || p.isBoolean()) {
        if (finite(p, m.getName(), at)) {
          params.put(m.getName(), new ParamBinding(RequestPlanner.queryValue(p), null, null));
        }
      } else if (allowState && p.isObject() && !knownBindingMembers(p.asObject(), at)) {
        continue;
      } else if (allowState && p.isObject() && p.asObject().get("state") != null
          && !p.asObject().get("state").isString()) {
        out.error("INVALID_PROPERTY_TYPE", JsonPointer.child(at, "state"), "the state key of "
            + "parameter '" + m.getName() + "' must be a string, not " + p.asObject().get("state"));
      } else if (allowState && p.isObject() && p.asObject().get("state") != null) {
        JsonValue def = p.asObject().get("default");
        if (def != null && (def.isObject() || def.isArray())) {
          out.error("INVALID_SOURCE_DEFINITION", JsonPointer.child(at, "default"), "the default "
              + "of parameter '" + m.getName() + "' must be a scalar");
          continue;
        }
        if (def != null && !finite(def, m.getName(), JsonPointer.child(at, "default"))) {
          continue;
        }
        params.put(m.getName(), new ParamBinding(null, p.asObject().get("state").asString(),
            RequestPlanner.queryValue(def)));
      } else {
        out.error("INVALID_SOURCE_DEFINITION", at, "parameter '" + m.getName()
            + "' must be a scalar" + (allowState ? " or {\"state\": key, \"default\": value}" : ""));
      }
    }
    return params;
  }

  /**
   * A state binding is exactly {@code {"state", "default"}}: any other member (a misspelt
   * {@code defualt}) is UNKNOWN_PROPERTY, never a silently missing default. False after reporting.
   */
  private boolean knownBindingMembers(JsonObject binding, String pointer) {
    boolean known = true;
    for (JsonObject.Member m : binding) {
      if (!BINDING.contains(m.getName())) {
        out.error("UNKNOWN_PROPERTY", JsonPointer.child(pointer, m.getName()), "unknown parameter "
            + "binding property '" + m.getName() + "'" + DidYouMean.suggest(m.getName(), BINDING)
            + "; a binding is {\"state\": key, \"default\": value}");
        known = false;
      }
    }
    return known;
  }

  /** False after reporting a number beyond the double range (it has no query text). */
  private boolean finite(JsonValue v, String name, String pointer) {
    if (v.isNumber() && RequestPlanner.queryValue(v) == null) {
      out.error("INVALID_SOURCE_DEFINITION", pointer, "parameter '" + name + "' is " + v
          + ", beyond the range of a number");
      return false;
    }
    return true;
  }
}
