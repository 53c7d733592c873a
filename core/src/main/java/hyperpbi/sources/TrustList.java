package hyperpbi.sources;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import hyperpbi.canonical.TextShape;

/**
 * The web build's REST trust list (HYPERPBI_WEB_REST_HOSTS at build time, compiled into
 * {@code BuildTrustList}): exact HTTPS origins, or subdomain wildcards such as
 * {@code https://*.miniup.app}. A dashboard cannot extend it.
 */
public final class TrustList {
  /** Parsed once: every preparation asks for it. */
  private static final TrustList THIS_BUILD = parse(BuildTrustList.ORIGINS);
  private final List<String> patterns;
  private final List<String> invalid;

  private TrustList(List<String> patterns, List<String> invalid) {
    this.patterns = List.copyOf(patterns);
    this.invalid = List.copyOf(invalid);
  }

  /** Comma-separated entries; one that is not an HTTPS origin or wildcard is left out. */
  public static TrustList parse(String commaSeparated) {
    List<String> patterns = new ArrayList<>();
    List<String> invalid = new ArrayList<>();
    // Split by hand: String.split is a regex in the browser builds.
    for (int start = 0; start <= commaSeparated.length(); ) {
      int comma = commaSeparated.indexOf(',', start);
      int end = comma < 0 ? commaSeparated.length() : comma;
      String t = commaSeparated.substring(start, end).trim().toLowerCase(Locale.ROOT);
      start = end + 1;
      if (t.isEmpty()) {
        continue;
      }
      boolean wildcardWithPort = t.startsWith("https://*.") && t.indexOf(':', 6) >= 0;
      (TextShape.TRUST_ENTRY.accepts(t) && !wildcardWithPort ? patterns : invalid).add(t);
    }
    return new TrustList(patterns, invalid);
  }

  /** The list compiled into this build. */
  public static TrustList ofThisBuild() {
    return THIS_BUILD;
  }

  /** The entries that were left out (the build's own list is tested to have none). */
  public List<String> invalid() {
    return invalid;
  }

  public List<String> entries() {
    return patterns;
  }

  /**
   * Whether {@code origin} (scheme, host and optional port, nothing else) is on the list. Anything
   * that is not such an origin is refused here, whatever the caller checked: a host with user
   * information ({@code https://evil@x.miniup.app}), a wildcard, a path or a query would otherwise
   * end with a trusted suffix.
   */
  public boolean allows(String origin) {
    String o = origin.toLowerCase(Locale.ROOT);
    if (o.indexOf('*') >= 0 || !TextShape.TRUST_ENTRY.accepts(o)) {
      return false;
    }
    for (String p : patterns) {
      if (p.equals(o)) {
        return true;
      }
      if (p.startsWith("https://*.") && o.startsWith("https://")) {
        String suffix = p.substring("https://*".length());
        String host = o.substring("https://".length());
        if (host.endsWith(suffix) && host.length() > suffix.length()
            && host.indexOf(':') < 0 && host.indexOf('/') < 0) {
          return true;
        }
      }
    }
    return false;
  }
}
