package hyperpbi.interaction;

import com.eclipsesource.json.JsonObject;
import com.eclipsesource.json.JsonValue;
import hyperpbi.data.Workspace;
import hyperpbi.json.JsonValues;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The source each dataset's rows come from (its root): the named datasets' {@code source}
 * chain followed to {@code powerbi} (the workspace's default source), an uploaded source or a
 * declared remote source. Row-key payloads and highlights reach only components over the same
 * root; the runtime and the preparation checks of {@code target}/{@code targets} share it.
 */
final class SourceRoots {
  private final Workspace workspace;
  private final RemoteSources remote;
  /** Dataset → its source, in definition order (listings of it must be deterministic). */
  private final Map<String, String> definedSources = new LinkedHashMap<>();

  SourceRoots(JsonObject spec, Workspace workspace, RemoteSources remote) {
    this.workspace = workspace;
    this.remote = remote;
    JsonValue data = spec.get("data");
    JsonValue defs = data != null && data.isObject() ? data.asObject().get("datasets") : null;
    if (defs != null && defs.isObject()) {
      for (JsonObject.Member m : defs.asObject()) {
        String source = m.getValue().isObject()
            ? JsonValues.text(m.getValue().asObject(), "source") : null;
        if (source != null) {
          definedSources.put(m.getName(), source);
        }
      }
    }
  }

  /**
   * The source whose rows a dataset's lineage indices refer to: a workspace source id, a remote
   * source name, or null when the chain is broken.
   */
  String root(String dataset) {
    Set<String> seen = new HashSet<>();
    String name = dataset;
    while (name != null && seen.add(name)) {
      if (name.equals(Workspace.POWERBI)) {
        return workspace.defaultSource();
      }
      String next = definedSources.get(name);
      if (next == null) {
        return workspace.sources().containsKey(name) || remote.isRemote(name) ? name : null;
      }
      name = next;
    }
    return null;
  }

  /** The named datasets whose rows come from {@code source} (its root), in definition order. */
  List<String> datasetsOver(String source) {
    List<String> names = new ArrayList<>();
    for (String name : definedSources.keySet()) {
      if (source.equals(root(name))) {
        names.add(name);
      }
    }
    return names;
  }
}
