package hyperpbi.diagnostic;

import java.util.Collection;

/**
 * Suggests the closest known name for a misspelled one (edit distance, case-insensitive).
 *
 * <p>Bounded so preparation stays linear whatever the specification holds: only distances up to
 * the allowed 1–3 edits matter, so a candidate whose length differs by more is skipped, the
 * distance is computed in a band of that width and abandoned as soon as a whole row exceeds it;
 * a name longer than {@link #MAX_NAME} or a list longer than {@link #MAX_CANDIDATES} gets no
 * suggestion at all (the same answer on every runtime, whatever the iteration order). For
 * ordinary names the answer is exactly the full distance's.
 */
public final class DidYouMean {
  /** Longer names are data or hostile, not typos of a name someone would retype. */
  static final int MAX_NAME = 256;
  /** More candidates than any dashboard names; beyond it a suggestion costs more than it helps. */
  static final int MAX_CANDIDATES = 20_000;

  private DidYouMean() {}

  /** Returns " (did you mean 'x'?)" or "" when nothing is close enough. */
  public static String suggest(String wrong, Collection<String> known) {
    if (wrong.length() > MAX_NAME || known.size() > MAX_CANDIDATES) {
      return "";
    }
    int allowed = wrong.length() <= 3 ? 1 : wrong.length() <= 6 ? 2 : 3;
    String best = null;
    int bestDistance = allowed + 1;
    for (String candidate : known) {
      if (Math.abs(candidate.length() - wrong.length()) > Math.min(allowed, bestDistance)) {
        continue;
      }
      int d = distance(wrong, candidate, Math.min(allowed, bestDistance));
      if (d < bestDistance || (d == bestDistance && best != null && candidate.compareTo(best) < 0)) {
        best = candidate;
        bestDistance = d;
      }
    }
    return best != null && bestDistance <= allowed ? " (did you mean '" + best + "'?)" : "";
  }

  /**
   * Optimal string alignment distance (edits plus adjacent transpositions, "titel") when it is
   * at most {@code limit}, otherwise {@code limit + 1}. Only cells within {@code limit} of the
   * diagonal can lead to such a distance; once every cell of a row exceeds it, later rows do too
   * (a transposition reaches back two rows, and the row between is at most one more).
   */
  static int distance(String a, String b, int limit) {
    int n = a.length();
    int m = b.length();
    int over = limit + 1;
    if (Math.abs(n - m) > limit) {
      return over;
    }
    int[] before = new int[m + 1];
    int[] previous = new int[m + 1];
    int[] current = new int[m + 1];
    for (int j = 0; j <= m; j++) {
      previous[j] = Math.min(j, over);
    }
    for (int i = 1; i <= n; i++) {
      int from = Math.max(1, i - limit);
      int to = Math.min(m, i + limit);
      current[0] = Math.min(i, over);
      if (from > 1) {
        current[from - 1] = over;
      }
      int rowMin = current[0];
      char ai = lower(a, i - 1);
      for (int j = from; j <= to; j++) {
        char bj = lower(b, j - 1);
        int cost = ai == bj ? 0 : 1;
        int best = Math.min(Math.min(previous[j] + 1, current[j - 1] + 1),
            previous[j - 1] + cost);
        if (i > 1 && j > 1 && ai == lower(b, j - 2) && lower(a, i - 2) == bj) {
          best = Math.min(best, before[j - 2] + 1);
        }
        current[j] = Math.min(best, over);
        rowMin = Math.min(rowMin, current[j]);
      }
      if (to < m) {
        current[to + 1] = over;
      }
      if (rowMin > limit) {
        return over;
      }
      int[] spare = before;
      before = previous;
      previous = current;
      current = spare;
    }
    return previous[m];
  }

  private static char lower(String s, int i) {
    return Character.toLowerCase(s.charAt(i));
  }
}
