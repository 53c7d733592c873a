package hyperpbi.dataset;

import java.util.Collection;

/** "Did you mean" hints for misspelled property, field and dataset names. */
final class NameSuggestion {
  private NameSuggestion() {}

  /** The closest candidate within a small edit distance (case-insensitive), or null. */
  static String closest(String name, Collection<String> candidates) {
    String best = null;
    int bestDistance = Integer.MAX_VALUE;
    int limit = Math.max(1, Math.min(3, name.length() / 3));
    for (String candidate : candidates) {
      int d = distance(name.toLowerCase(), candidate.toLowerCase());
      if (d <= limit && d < bestDistance) {
        best = candidate;
        bestDistance = d;
      }
    }
    return best;
  }

  /** Message suffix: {@code " (did you mean 'x'?)"} or empty. */
  static String hint(String name, Collection<String> candidates) {
    String best = closest(name, candidates);
    return best == null ? "" : " (did you mean '" + best + "'?)";
  }

  private static int distance(String a, String b) {
    int[] previous = new int[b.length() + 1];
    int[] current = new int[b.length() + 1];
    for (int j = 0; j <= b.length(); j++) {
      previous[j] = j;
    }
    for (int i = 1; i <= a.length(); i++) {
      current[0] = i;
      for (int j = 1; j <= b.length(); j++) {
        int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
        current[j] = Math.min(Math.min(current[j - 1] + 1, previous[j] + 1), previous[j - 1] + cost);
      }
      int[] swap = previous;
      previous = current;
      current = swap;
    }
    return previous[b.length()];
  }
}
