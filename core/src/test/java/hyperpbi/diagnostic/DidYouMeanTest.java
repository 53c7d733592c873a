package hyperpbi.diagnostic;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class DidYouMeanTest {
  @Test
  void suggestsCloseNamesIncludingTranspositions() {
    List<String> known = List.of("components", "title", "calculations", "data");
    assertEquals(" (did you mean 'title'?)", DidYouMean.suggest("titel", known));
    assertEquals(" (did you mean 'components'?)", DidYouMean.suggest("componets", known));
    assertEquals(" (did you mean 'data'?)", DidYouMean.suggest("Data", known));
  }

  @Test
  void staysSilentWhenNothingIsClose() {
    assertEquals("", DidYouMean.suggest("zzz", List.of("components", "title")));
    assertEquals("", DidYouMean.suggest("x", List.of()));
  }

  /** The banded distance with its early exit agrees with the full table wherever it matters. */
  @Test
  void theBandedDistanceMatchesTheFullTable() {
    Random random = new Random(7);
    for (int round = 0; round < 20_000; round++) {
      String a = word(random);
      String b = random.nextInt(3) == 0 ? word(random) : mutate(a, random);
      int full = fullDistance(a, b);
      for (int limit = 0; limit <= 3; limit++) {
        assertEquals(Math.min(full, limit + 1), DidYouMean.distance(a, b, limit),
            "'" + a + "' vs '" + b + "' limit " + limit);
      }
    }
  }

  /** Same suggestion as the unbounded search for ordinary names (ties by name order). */
  @Test
  void suggestionsMatchTheUnboundedSearch() {
    Random random = new Random(11);
    for (int round = 0; round < 2_000; round++) {
      List<String> known = new ArrayList<>();
      int count = random.nextInt(12);
      for (int i = 0; i < count; i++) {
        known.add(word(random));
      }
      String wrong = known.isEmpty() || random.nextBoolean() ? word(random)
          : mutate(known.get(random.nextInt(known.size())), random);
      assertEquals(unbounded(wrong, known), DidYouMean.suggest(wrong, known), wrong + " " + known);
    }
  }

  /** A full table of a 1 MB name against itself would need 4 TB. */
  @Test
  void aHugeNameGetsNoSuggestionAndCostsNothing() {
    String huge = "a".repeat(1 << 20);
    assertEquals("", DidYouMean.suggest(huge, List.of(huge + "b", "title")));
    assertEquals("", DidYouMean.suggest("title", List.of(huge, "zzzzz")));
    assertEquals(" (did you mean 'titel'?)", DidYouMean.suggest("title", List.of(huge, "titel")));
  }

  @Test
  void manyCandidatesStayLinearAndHugeListsGetNoSuggestion() {
    List<String> known = new ArrayList<>();
    for (int i = 0; i < DidYouMean.MAX_CANDIDATES; i++) {
      known.add("field" + i);
    }
    assertEquals(" (did you mean 'field1234'?)", DidYouMean.suggest("fiedl1234", known));
    known.add("one more");
    assertEquals("", DidYouMean.suggest("fiedl1234", known));
  }

  private static String word(Random random) {
    int length = random.nextInt(9);
    StringBuilder b = new StringBuilder();
    for (int i = 0; i < length; i++) {
      b.append("abcAB".charAt(random.nextInt(5)));
    }
    return b.toString();
  }

  private static String mutate(String s, Random random) {
    StringBuilder b = new StringBuilder(s);
    int edits = random.nextInt(5);
    for (int e = 0; e < edits; e++) {
      int kind = random.nextInt(4);
      int at = b.length() == 0 ? 0 : random.nextInt(b.length());
      if (kind == 0 || b.length() == 0) {
        b.insert(at, "abc".charAt(random.nextInt(3)));
      } else if (kind == 1) {
        b.deleteCharAt(at);
      } else if (kind == 2) {
        b.setCharAt(at, "abC".charAt(random.nextInt(3)));
      } else if (at + 1 < b.length()) {
        char c = b.charAt(at);
        b.setCharAt(at, b.charAt(at + 1));
        b.setCharAt(at + 1, c);
      }
    }
    return b.toString();
  }

  /** The former implementation: every candidate, the whole table. */
  private static String unbounded(String wrong, List<String> known) {
    String best = null;
    int bestDistance = Integer.MAX_VALUE;
    for (String candidate : known) {
      int d = fullDistance(wrong, candidate);
      if (d < bestDistance || (d == bestDistance && best != null && candidate.compareTo(best) < 0)) {
        best = candidate;
        bestDistance = d;
      }
    }
    int allowed = wrong.length() <= 3 ? 1 : wrong.length() <= 6 ? 2 : 3;
    return best != null && bestDistance <= allowed ? " (did you mean '" + best + "'?)" : "";
  }

  private static int fullDistance(String a, String b) {
    int[][] d = new int[a.length() + 1][b.length() + 1];
    for (int i = 0; i <= a.length(); i++) {
      d[i][0] = i;
    }
    for (int j = 0; j <= b.length(); j++) {
      d[0][j] = j;
    }
    for (int i = 1; i <= a.length(); i++) {
      for (int j = 1; j <= b.length(); j++) {
        char ai = Character.toLowerCase(a.charAt(i - 1));
        char bj = Character.toLowerCase(b.charAt(j - 1));
        int best = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1),
            d[i - 1][j - 1] + (ai == bj ? 0 : 1));
        if (i > 1 && j > 1 && ai == Character.toLowerCase(b.charAt(j - 2))
            && Character.toLowerCase(a.charAt(i - 2)) == bj) {
          best = Math.min(best, d[i - 2][j - 2] + 1);
        }
        d[i][j] = best;
      }
    }
    return d[a.length()][b.length()];
  }
}
