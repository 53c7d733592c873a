package hyperpbi.diagnostic;

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
    int allowed = wrong.length() <= 3 ? 1 : wrong.length() <= 6 ? 2 : 3;
    return best != null && bestDistance <= allowed ? " (did you mean '" + best + "'?)" : "";
  }

  /** Optimal string alignment distance: edits plus adjacent transpositions ("titel"). */
  private static int distance(String a, String b) {
    int[][] d = new int[a.length() + 1][b.length() + 1];
    for (int i = 0; i <= a.length(); i++) {
      d[i][0] = i;
    }
    for (int j = 0; j <= b.length(); j++) {
      d[0][j] = j;
    }
    for (int i = 1; i <= a.length(); i++) {
      for (int j = 1; j <= b.length(); j++) {
        int cost = lower(a, i - 1) == lower(b, j - 1) ? 0 : 1;
        int best = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
        if (i > 1 && j > 1 && lower(a, i - 1) == lower(b, j - 2)
            && lower(a, i - 2) == lower(b, j - 1)) {
          best = Math.min(best, d[i - 2][j - 2] + 1);
        }
        d[i][j] = best;
      }
    }
    return d[a.length()][b.length()];
  }

  private static char lower(String s, int i) {
    return Character.toLowerCase(s.charAt(i));
  }
}
