package hyperpbi.specification;

import java.util.Collection;

/** Suggests the closest known name for a misspelled one (edit distance, case-insensitive). */
public final class DidYouMean {
  private DidYouMean() {}

  /** Returns " (did you mean 'x'?)" or "" when nothing is close enough. */
  public static String suggest(String wrong, Collection<String> known) {
    String best = null;
    int bestDistance = Integer.MAX_VALUE;
    for (String candidate : known) {
      int d = distance(wrong, candidate);
      if (d < bestDistance || (d == bestDistance && best != null && candidate.compareTo(best) < 0)) {
        best = candidate;
        bestDistance = d;
      }
    }
    int allowed = Math.max(1, Math.min(3, wrong.length() / 3));
    return best != null && bestDistance <= allowed ? " (did you mean '" + best + "'?)" : "";
  }

  private static int distance(String a, String b) {
    int[] previous = new int[b.length() + 1];
    int[] current = new int[b.length() + 1];
    for (int j = 0; j <= b.length(); j++) {
      previous[j] = j;
    }
    for (int i = 1; i <= a.length(); i++) {
      current[0] = i;
      char ca = Character.toLowerCase(a.charAt(i - 1));
      for (int j = 1; j <= b.length(); j++) {
        int cost = ca == Character.toLowerCase(b.charAt(j - 1)) ? 0 : 1;
        current[j] = Math.min(Math.min(current[j - 1] + 1, previous[j] + 1), previous[j - 1] + cost);
      }
      int[] swap = previous;
      previous = current;
      current = swap;
    }
    return previous[b.length()];
  }
}
