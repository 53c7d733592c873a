package hyperpbi.sources;

import java.util.Map;

/**
 * A declared read-only remote source ({@code data.sources.<name>}). Requests are always GET to a
 * fixed or trusted origin; the specification never supplies a method, headers or a full URL.
 */
public sealed interface SourceDeclaration
    permits SourceDeclaration.MiniUpTable, SourceDeclaration.MiniUpFunction,
        SourceDeclaration.RestGet {

  String name();

  int maxRows();

  int timeoutMs();

  /** How long a completed response may be reused (0: never cached). */
  int ttlSeconds();

  /** The dotted path to the row array in a response, or null for the default. */
  String dataPath();

  /** Query parameters by name: static scalars or state bindings. */
  Map<String, ParamBinding> params();

  /** {@code https://<site>.miniup.app/api/data/<site>/<table>}, paged. */
  record MiniUpTable(String name, String site, String table, Map<String, ParamBinding> params,
      int maxRows, int timeoutMs, int ttlSeconds) implements SourceDeclaration {
    /** A page is an array of rows, or an object whose {@code rows} member is one. */
    @Override
    public String dataPath() {
      return null;
    }
  }

  /** {@code https://functions.miniup.app/<function><path>}; params may bind to state values. */
  record MiniUpFunction(String name, String function, String path,
      Map<String, ParamBinding> params, String dataPath, int maxRows, int timeoutMs,
      int ttlSeconds) implements SourceDeclaration {}

  /** Web only: an HTTPS origin on the build-time trust list plus a safe relative path. */
  record RestGet(String name, String baseUrl, String path, Map<String, ParamBinding> params,
      String dataPath, int maxRows, int timeoutMs, int ttlSeconds) implements SourceDeclaration {}

  /**
   * A query parameter: a static scalar text, or {@code {"state": key, "default": v}} reading
   * {@code state.values[key]}.
   */
  record ParamBinding(String staticValue, String stateKey, String defaultValue) {
    public boolean boundToState() {
      return stateKey != null;
    }
  }
}
