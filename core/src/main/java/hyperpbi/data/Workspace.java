package hyperpbi.data;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The host-neutral input of the engine: named sources and a default. The name {@code powerbi}
 * resolves to the default source in every host.
 */
public final class Workspace {
  public static final String POWERBI = "powerbi";

  private final Map<String, DataSource> sources;
  private final String defaultSource;

  public Workspace(Map<String, DataSource> sources, String defaultSource) {
    this.sources = Collections.unmodifiableMap(new LinkedHashMap<>(sources));
    this.defaultSource = defaultSource;
  }

  public static Workspace empty() {
    return new Workspace(Map.of(), null);
  }

  /** Sources in load order. */
  public Map<String, DataSource> sources() {
    return sources;
  }

  public String defaultSource() {
    return defaultSource;
  }

  /** The source a dataset named {@code name} reads, or null; {@code powerbi} means the default. */
  public DataSource resolve(String name) {
    if (POWERBI.equals(name)) {
      return defaultSource == null ? null : sources.get(defaultSource);
    }
    return sources.get(name);
  }
}
