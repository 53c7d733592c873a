package hyperpbi.data;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/**
 * The host-neutral input of the engine: named sources and a default. The name {@code powerbi}
 * resolves to the default source in every host.
 */
public final class Workspace {
  public static final String POWERBI = "powerbi";

  private final Map<String, DataSource> sources;
  private final String defaultSource;
  private final Set<String> failed;

  public Workspace(Map<String, DataSource> sources, String defaultSource) {
    this(sources, defaultSource, Set.of());
  }

  /** @param failed the names of sources the host asked for but could not load */
  public Workspace(Map<String, DataSource> sources, String defaultSource, Set<String> failed) {
    this.sources = Collections.unmodifiableMap(new LinkedHashMap<>(sources));
    this.defaultSource = defaultSource;
    this.failed = Set.copyOf(failed);
  }

  /** Names of sources that failed to load (their import errors say why). */
  public Set<String> failed() {
    return failed;
  }

  /**
   * Whether {@code powerbi} has no rows because loading failed, rather than because no data was
   * given (checking a specification alone): a source failed and no default was loaded.
   */
  public boolean defaultFailed() {
    return defaultSource == null && !failed.isEmpty();
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
