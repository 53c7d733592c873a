package hyperpbi.canonical;

import java.util.Comparator;

/**
 * Natural text order for sorting (contract-notes §2 "Sorting"): runs of ASCII digits compare by
 * numeric value of any length ({@code item2 < item10}; {@code item2} and {@code item02} are equal,
 * leading zeros never break a tie), other characters compare case-insensitively, and only when
 * everything else ties does lowercase sort before uppercase ({@code apple < Apple}).
 *
 * <p>Case folding is per UTF-16 char through {@link CaseFold} (JDK 17's simple lowercase mapping
 * in our own table), never String.toLowerCase or the runtime's Character tables: TeaVM's differ
 * for some chars, and its special casing differs in WebAssembly. java.text.Collator does not
 * exist in TeaVM. The order is a total preorder: lexicographic on (folded tokens, case marks).
 */
public final class NaturalOrder implements Comparator<String> {
  public static final NaturalOrder INSTANCE = new NaturalOrder();

  private NaturalOrder() {}

  @Override
  public int compare(String a, String b) {
    int primary = compare(a, b, false);
    return primary != 0 ? primary : compare(a, b, true);
  }

  /**
   * One pass over both strings token by token. The first pass folds case; the second (reached
   * only when the first ties, so both have the same shape) looks at the case of differing chars.
   */
  private static int compare(String a, String b, boolean caseTieBreak) {
    int i = 0;
    int j = 0;
    int lengthA = a.length();
    int lengthB = b.length();
    while (i < lengthA && j < lengthB) {
      char ca = a.charAt(i);
      char cb = b.charAt(j);
      if (isDigit(ca) && isDigit(cb)) {
        int endA = runEnd(a, i);
        int endB = runEnd(b, j);
        if (!caseTieBreak) {
          int order = compareDigitRuns(a, skipZeros(a, i, endA), endA, b, skipZeros(b, j, endB), endB);
          if (order != 0) {
            return order;
          }
        }
        i = endA;
        j = endB;
        continue;
      }
      if (ca != cb) {
        char la = fold(ca);
        char lb = fold(cb);
        if (!caseTieBreak) {
          if (la != lb) {
            return la < lb ? -1 : 1;
          }
        } else {
          // Same letter in another case: the char that is its own lowercase comes first.
          boolean lowerA = la == ca;
          boolean lowerB = lb == cb;
          if (lowerA != lowerB) {
            return lowerA ? -1 : 1;
          }
          return ca < cb ? -1 : 1;
        }
      }
      i++;
      j++;
    }
    if (i < lengthA) {
      return 1;
    }
    return j < lengthB ? -1 : 0;
  }

  /** Compares two digit runs without leading zeros: the longer is larger, else digit by digit. */
  private static int compareDigitRuns(String a, int startA, int endA, String b, int startB, int endB) {
    int lengthA = endA - startA;
    int lengthB = endB - startB;
    if (lengthA != lengthB) {
      return lengthA < lengthB ? -1 : 1;
    }
    for (int k = 0; k < lengthA; k++) {
      char da = a.charAt(startA + k);
      char db = b.charAt(startB + k);
      if (da != db) {
        return da < db ? -1 : 1;
      }
    }
    return 0;
  }

  private static int runEnd(String s, int from) {
    int end = from;
    while (end < s.length() && isDigit(s.charAt(end))) {
      end++;
    }
    return end;
  }

  private static int skipZeros(String s, int from, int end) {
    while (from < end && s.charAt(from) == '0') {
      from++;
    }
    return from;
  }

  private static boolean isDigit(char c) {
    return c >= '0' && c <= '9';
  }

  private static char fold(char c) {
    if (c < 128) {
      return c >= 'A' && c <= 'Z' ? (char) (c + 32) : c;
    }
    return CaseFold.toLowerCase(c);
  }
}
