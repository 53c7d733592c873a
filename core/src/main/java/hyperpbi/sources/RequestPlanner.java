package hyperpbi.sources;

import com.eclipsesource.json.JsonValue;
import hyperpbi.canonical.CanonicalNumber;
import hyperpbi.canonical.DecimalParser;
import hyperpbi.canonical.Hash64;
import hyperpbi.sources.SourceDeclaration.ParamBinding;
import java.util.Map;
import java.util.TreeMap;

/**
 * Plans the request of a declared source from its fixed origin, static parameters and the
 * current state values. Parameters are sorted by name so equal inputs give equal URLs and
 * signatures on every runtime.
 */
public final class RequestPlanner {
  /** Rows per page for miniup.table reads; pages continue until a short page or maxRows. */
  public static final int PAGE_SIZE = 1_000;

  private RequestPlanner() {}

  public static RequestPlan plan(SourceDeclaration source, Map<String, String> stateValues) {
    return plan(source, stateValues, 0);
  }

  /** The request for one page ({@code offset} rows already read; only miniup.table pages). */
  public static RequestPlan plan(SourceDeclaration source, Map<String, String> stateValues,
      int offset) {
    TreeMap<String, String> query = new TreeMap<>();
    bind(source.params(), stateValues, query);
    String base;
    if (source instanceof SourceDeclaration.MiniUpTable t) {
      base = "https://" + t.site() + ".miniup.app/api/data/" + t.site() + "/" + t.table();
      query.put("limit", Integer.toString(Math.min(PAGE_SIZE, t.maxRows() - offset)));
      query.put("offset", Integer.toString(offset));
    } else if (source instanceof SourceDeclaration.MiniUpFunction f) {
      base = SourceLimits.FUNCTIONS_ORIGIN + "/" + f.function() + (f.path() == null ? "" : f.path());
    } else {
      SourceDeclaration.RestGet r = (SourceDeclaration.RestGet) source;
      base = r.baseUrl() + r.path();
    }
    String url = base + queryString(query);
    String signature = new Hash64().add(source.name()).add(url).toBase36();
    return new RequestPlan(source.name(), url, source.timeoutMs(), source.maxRows(), signature);
  }

  /**
   * A parameter value as query text, one rule for static parameters, binding defaults and state
   * values: text as it is, booleans {@code true}/{@code false}, numbers in canonical form ({@code
   * 1e3} and {@code 1000.0} are {@code 1000}, {@code -0} is {@code 0}), so equal values make equal
   * URLs and signatures. Null for null, objects, arrays and numbers beyond the double range.
   */
  public static String queryValue(JsonValue v) {
    if (v == null || v.isNull() || v.isObject() || v.isArray()) {
      return null;
    }
    if (v.isString()) {
      return v.asString();
    }
    if (v.isBoolean()) {
      return v.asBoolean() ? "true" : "false";
    }
    double d = DecimalParser.parse(v.toString());
    return Double.isInfinite(d) || Double.isNaN(d) ? null : CanonicalNumber.format(d);
  }

  private static void bind(Map<String, ParamBinding> params, Map<String, String> state,
      TreeMap<String, String> query) {
    params.forEach((name, p) -> {
      String value = p.boundToState() ? state.getOrDefault(p.stateKey(), p.defaultValue())
          : p.staticValue();
      if (value != null) {
        query.put(name, value);
      }
    });
  }

  private static String queryString(TreeMap<String, String> query) {
    if (query.isEmpty()) {
      return "";
    }
    StringBuilder b = new StringBuilder("?");
    query.forEach((k, v) -> {
      if (b.length() > 1) {
        b.append('&');
      }
      b.append(encode(k)).append('=').append(encode(v));
    });
    return b.toString();
  }

  /** RFC 3986 percent-encoding of UTF-8 bytes; unreserved characters stay. */
  static String encode(String text) {
    StringBuilder b = new StringBuilder(text.length());
    byte[] bytes = text.getBytes(java.nio.charset.StandardCharsets.UTF_8);
    for (byte raw : bytes) {
      int c = raw & 0xff;
      if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
          || c == '-' || c == '.' || c == '_' || c == '~') {
        b.append((char) c);
      } else {
        b.append('%').append(Character.toUpperCase(Character.forDigit(c >> 4, 16)))
            .append(Character.toUpperCase(Character.forDigit(c & 15, 16)));
      }
    }
    return b.toString();
  }
}
