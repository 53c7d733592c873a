package hyperpbi.interaction;

import com.eclipsesource.json.JsonValue;
import hyperpbi.sources.RequestPlan;
import hyperpbi.sources.RequestPlanner;
import hyperpbi.sources.SourceDeclaration;
import hyperpbi.sources.SourceRequest;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The declared remote sources as the interaction engine sees them: which state keys their
 * parameters read, and the request each makes under given state values (planned by
 * {@link RequestPlanner}; the engine never performs a request).
 */
public final class RemoteSources {
  private final Map<String, SourceDeclaration> declared;

  RemoteSources(Map<String, SourceDeclaration> declared) {
    this.declared = declared;
  }

  public Set<String> names() {
    return declared.keySet();
  }

  boolean isRemote(String name) {
    return declared.containsKey(name);
  }

  public SourceDeclaration declaration(String name) {
    return declared.get(name);
  }

  /** The request the source makes under these state values, or null for an unknown name. */
  SourceRequest plan(String name, Map<String, JsonValue> state) {
    return plan(name, state, 0);
  }

  /** The request for the page after {@code offset} rows (miniup.table reads in pages). */
  public SourceRequest plan(String name, Map<String, JsonValue> state, int offset) {
    SourceDeclaration source = declared.get(name);
    if (source == null) {
      return null;
    }
    Map<String, String> values = new HashMap<>();
    state.forEach((key, v) -> {
      String text = RequestPlanner.queryValue(v);
      if (text != null) {
        values.put(key, text);
      }
    });
    RequestPlan plan = RequestPlanner.plan(source, values, offset);
    return new SourceRequest(type(source), "GET", plan.url(), plan.signature(),
        plan.timeoutMs());
  }

  /**
   * The state keys a source's parameters read whose values cannot be a query value (an array or
   * an object): such a parameter takes its default, and the host should be told.
   */
  List<String> unusableStateValues(String name, Map<String, JsonValue> state) {
    List<String> keys = new ArrayList<>();
    SourceDeclaration source = declared.get(name);
    if (source == null) {
      return keys;
    }
    for (SourceDeclaration.ParamBinding p : source.params().values()) {
      JsonValue v = p.boundToState() ? state.get(p.stateKey()) : null;
      if (v != null && (v.isArray() || v.isObject()) && !keys.contains(p.stateKey())) {
        keys.add(p.stateKey());
      }
    }
    return keys;
  }

  private static String type(SourceDeclaration source) {
    if (source instanceof SourceDeclaration.MiniUpTable) {
      return "miniup.table";
    }
    return source instanceof SourceDeclaration.MiniUpFunction ? "miniup.function" : "rest.get";
  }
}
