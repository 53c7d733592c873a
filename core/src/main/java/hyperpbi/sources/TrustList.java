package hyperpbi.sources;

import java.util.ArrayList;
import java.util.List;

/**
 * The web build's REST trust list (HYPERPBI_WEB_REST_HOSTS): exact HTTPS origins or subdomain
 * wildcards such as {@code https://*.miniup.app}. A dashboard cannot extend it.
 */
public final class TrustList {
  private final List<String> patterns;

  private TrustList(List<String> patterns) {
    this.patterns = patterns;
  }

  public static TrustList parse(String commaSeparated) {
    List<String> patterns = new ArrayList<>();
    for (String p : commaSeparated.split(",")) {
      String t = p.trim();
      if (!t.isEmpty()) {
        patterns.add(t.toLowerCase(java.util.Locale.ROOT));
      }
    }
    return new TrustList(patterns);
  }

  /** Parsed once: every preparation asks for it, and String.split is a regex in TeaVM. */
  private static final TrustList DEFAULTS = parse(SourceLimits.DEFAULT_TRUSTED_REST_ORIGINS);

  public static TrustList defaults() {
    return DEFAULTS;
  }

  public boolean allows(String origin) {
    String o = origin.toLowerCase(java.util.Locale.ROOT);
    for (String p : patterns) {
      if (p.equals(o)) {
        return true;
      }
      int star = p.indexOf("://*.");
      if (star > 0 && o.startsWith(p.substring(0, star + 3))) {
        String suffix = p.substring(star + 4);
        String host = o.substring(star + 3);
        if (host.endsWith(suffix) && host.length() > suffix.length()
            && host.indexOf(':') < 0 && host.indexOf('/') < 0) {
          return true;
        }
      }
    }
    return false;
  }
}
