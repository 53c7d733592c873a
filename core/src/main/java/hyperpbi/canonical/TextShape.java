package hyperpbi.canonical;

/**
 * The fixed text shapes the engine checks (component ids, MiniUp names, REST paths and origins,
 * trust-list entries), matched by hand: java.util.regex was about 5 % of the browser builds and
 * these were its only patterns. Each shape matches exactly the whole strings its
 * {@link #pattern()} matches with {@code Pattern.matcher(s).matches()} (TextShapeTest compares
 * them with java.util.regex on the JVM); diagnostics quote the pattern.
 */
public enum TextShape {
  /** A component, tab or panel id. */
  COMPONENT_ID("^[A-Za-z][A-Za-z0-9_-]{0,99}$"),
  /** A DNS label: a MiniUp site is the host name of its table surface. */
  MINIUP_SITE("^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$"),
  MINIUP_TABLE("^[A-Za-z0-9_-]{1,64}$"),
  MINIUP_FUNCTION("^[a-z0-9][a-z0-9-]{0,63}$"),
  /** Relative path segments ("." and ".." segments are refused separately). */
  RELATIVE_PATH("^(/[A-Za-z0-9._~-]+)+/?$"),
  /** An HTTPS origin with at least two labels and an optional port. */
  HTTPS_ORIGIN("^https://[a-z0-9]([a-z0-9-]*[a-z0-9])?(\\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+"
      + "(:[0-9]{1,5})?$"),
  /** A trust-list entry: an HTTPS origin, or a subdomain wildcard {@code https://*.host}. */
  TRUST_ENTRY("https://(\\*\\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*"
      + "(:[0-9]{1,5})?");

  private static final String HTTPS = "https://";
  private final String pattern;

  TextShape(String pattern) {
    this.pattern = pattern;
  }

  /** The regular expression this shape is equivalent to (for messages). */
  public String pattern() {
    return pattern;
  }

  /** Whether the whole of {@code s} has this shape. */
  public boolean accepts(String s) {
    int n = s.length();
    switch (this) {
      case COMPONENT_ID:
        return n >= 1 && n <= 100 && letter(s.charAt(0)) && all(s, 1, n, true, "_-");
      case MINIUP_SITE:
        return n <= 63 && label(s, 0, n);
      case MINIUP_TABLE:
        return n >= 1 && n <= 64 && all(s, 0, n, true, "_-");
      case MINIUP_FUNCTION:
        return n >= 1 && n <= 64 && s.charAt(0) != '-' && all(s, 0, n, false, "-");
      case RELATIVE_PATH:
        return relativePath(s);
      case HTTPS_ORIGIN:
        return s.startsWith(HTTPS) && host(s, HTTPS.length(), 2);
      default: // TRUST_ENTRY
        int from = s.startsWith(HTTPS + "*.") ? HTTPS.length() + 2 : HTTPS.length();
        return s.startsWith(HTTPS) && host(s, from, 1);
    }
  }

  private static boolean letter(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
  }

  private static boolean lowerOrDigit(char c) {
    return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9');
  }

  /** Each char of s[from, to) is a lower-case letter, a digit, A-Z if upper, or in extra. */
  private static boolean all(String s, int from, int to, boolean upper, String extra) {
    for (int i = from; i < to; i++) {
      char c = s.charAt(i);
      if (!lowerOrDigit(c) && !(upper && c >= 'A' && c <= 'Z') && extra.indexOf(c) < 0) {
        return false;
      }
    }
    return true;
  }

  /** {@code [a-z0-9]([a-z0-9-]*[a-z0-9])?} over s[from, to). */
  private static boolean label(String s, int from, int to) {
    return to > from && s.charAt(from) != '-' && s.charAt(to - 1) != '-'
        && all(s, from, to, false, "-");
  }

  /** At least {@code minLabels} dot-separated labels from {@code from}, then an optional port. */
  private static boolean host(String s, int from, int minLabels) {
    int colon = s.indexOf(':', from);
    int end = colon < 0 ? s.length() : colon;
    if (colon >= 0) {
      int digits = s.length() - colon - 1;
      if (digits < 1 || digits > 5) {
        return false;
      }
      for (int i = colon + 1; i < s.length(); i++) {
        if (s.charAt(i) < '0' || s.charAt(i) > '9') {
          return false;
        }
      }
    }
    int labels = 0;
    int start = from;
    while (true) {
      int dot = s.indexOf('.', start);
      int stop = dot < 0 || dot > end ? end : dot;
      if (!label(s, start, stop)) {
        return false;
      }
      labels++;
      if (stop == end) {
        return labels >= minLabels;
      }
      start = stop + 1;
    }
  }

  /** {@code (/[A-Za-z0-9._~-]+)+/?}: non-empty segments after slashes, one optional final slash. */
  private static boolean relativePath(String s) {
    int end = s.endsWith("/") ? s.length() - 1 : s.length();
    if (end < 2 || s.charAt(0) != '/') {
      return false;
    }
    for (int i = 1; i < end; i++) {
      char c = s.charAt(i);
      if (c == '/') {
        if (s.charAt(i - 1) == '/') {
          return false;
        }
      } else if (!lowerOrDigit(c) && !(c >= 'A' && c <= 'Z') && "._~-".indexOf(c) < 0) {
        return false;
      }
    }
    return s.charAt(end - 1) != '/';
  }
}
