package hyperpbi.interaction;

import com.eclipsesource.json.JsonObject;
import com.eclipsesource.json.JsonValue;
import hyperpbi.canonical.CanonicalNumber;
import hyperpbi.canonical.Hash64;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Request planning for the declared remote sources ({@code data.sources}), enough for the
 * interaction engine to know when a state change refreshes a source: fixed origins, parameters
 * sorted by name, state-bound parameters ({@code {"state": key, "default": v}}) read from the
 * state values. Planning only: the engine never performs a request.
 */
final class RemoteSources {
  static final String FUNCTIONS_ORIGIN = "https://functions.miniup.app";

  private final Map<String, JsonObject> declared = new LinkedHashMap<>();

  RemoteSources(JsonObject spec) {
    JsonValue data = spec.get("data");
    JsonValue sources = data != null && data.isObject() ? data.asObject().get("sources") : null;
    if (sources != null && sources.isObject()) {
      for (JsonObject.Member m : sources.asObject()) {
        if (m.getValue().isObject()) {
          declared.put(m.getName(), m.getValue().asObject());
        }
      }
    }
  }

  Set<String> names() {
    return declared.keySet();
  }

  boolean isRemote(String name) {
    return declared.containsKey(name);
  }

  /** State keys the source's parameters are bound to. */
  Set<String> boundKeys(String name) {
    Set<String> keys = new TreeSet<>();
    JsonObject params = params(declared.get(name));
    if (params != null) {
      for (JsonObject.Member m : params) {
        String key = m.getValue().isObject() ? JsonValues.text(m.getValue().asObject(), "state")
            : null;
        if (key != null) {
          keys.add(key);
        }
      }
    }
    return keys;
  }

  /** The request the source makes under these state values, or null for an unknown type. */
  SourceRequest plan(String name, Map<String, JsonValue> state) {
    JsonObject source = declared.get(name);
    if (source == null) {
      return null;
    }
    String type = JsonValues.text(source, "type");
    String base;
    if ("miniup.function".equals(type)) {
      base = FUNCTIONS_ORIGIN + "/" + encode(text(source, "function"), false)
          + encode(text(source, "path"), true);
    } else if ("miniup.table".equals(type)) {
      String site = encode(text(source, "site"), false);
      base = "https://" + site + ".miniup.app/api/data/" + site + "/"
          + encode(text(source, "table"), false);
    } else if ("rest.get".equals(type)) {
      base = text(source, "baseUrl") + encode(text(source, "path"), true);
    } else {
      return null;
    }
    String query = query(params(source), state);
    String url = query.isEmpty() ? base : base + "?" + query;
    String signature = new Hash64().add("GET").add(url).toBase36();
    return new SourceRequest(type, "GET", url, signature);
  }

  private static JsonObject params(JsonObject source) {
    JsonValue p = source == null ? null : source.get("params");
    return p != null && p.isObject() ? p.asObject() : null;
  }

  private static String text(JsonObject o, String name) {
    String s = JsonValues.text(o, name);
    return s == null ? "" : s;
  }

  private static String query(JsonObject params, Map<String, JsonValue> state) {
    if (params == null) {
      return "";
    }
    TreeMap<String, String> sorted = new TreeMap<>();
    for (JsonObject.Member m : params) {
      JsonValue v = m.getValue();
      if (v.isObject()) {
        String key = JsonValues.text(v.asObject(), "state");
        JsonValue bound = key == null ? null : state.get(key);
        v = bound == null || bound.isNull() ? v.asObject().get("default") : bound;
      }
      String text = scalar(v);
      if (text != null) {
        sorted.put(m.getName(), text);
      }
    }
    StringBuilder b = new StringBuilder();
    sorted.forEach((k, v) -> {
      if (b.length() > 0) {
        b.append('&');
      }
      b.append(encode(k, false)).append('=').append(encode(v, false));
    });
    return b.toString();
  }

  /** A parameter value as query text; null, objects and arrays are omitted. */
  private static String scalar(JsonValue v) {
    if (v == null || v.isNull() || v.isObject() || v.isArray()) {
      return null;
    }
    if (v.isString()) {
      return v.asString();
    }
    if (v.isNumber()) {
      return CanonicalNumber.format(JsonValues.number(v));
    }
    return v.asBoolean() ? "true" : "false";
  }

  /** RFC 3986 percent-encoding of UTF-8; unreserved characters (and '/' in paths) stay. */
  static String encode(String text, boolean path) {
    StringBuilder b = new StringBuilder();
    for (byte raw : text.getBytes(StandardCharsets.UTF_8)) {
      int c = raw & 0xff;
      boolean keep = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')
          || c == '-' || c == '_' || c == '.' || c == '~' || (path && c == '/');
      if (keep) {
        b.append((char) c);
      } else {
        b.append('%').append(Character.toUpperCase(Character.forDigit(c >> 4, 16)))
            .append(Character.toUpperCase(Character.forDigit(c & 15, 16)));
      }
    }
    return b.toString();
  }
}
