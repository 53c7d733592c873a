package hyperpbi.dataset;

import hyperpbi.canonical.NaturalOrder;
import hyperpbi.data.BooleanColumn;
import hyperpbi.data.Column;
import hyperpbi.data.NumberColumn;
import hyperpbi.data.TextColumn;

/**
 * Typed value order over physical rows (contract-notes §2, "Sorting"): numbers numerically,
 * dates and date-times chronologically (both are epoch milliseconds), booleans false &lt; true,
 * text by {@link NaturalOrder}. Null is below every value, so it sorts first ascending and last
 * descending. Text compares precomputed dictionary ranks, so the per-row work is an int compare.
 */
public final class TypedOrder {
  private TypedOrder() {}

  /** Ascending order of {@code column}'s values at two physical rows. */
  public static StableSort.IntComparator ascending(Column column) {
    if (column instanceof NumberColumn n) {
      double[] v = n.values();
      return (a, b) -> compareNumbers(v[a], v[b]);
    }
    if (column instanceof TextColumn t) {
      int[] codes = t.codes();
      int[] rank = naturalRanks(t.dictionary());
      return (a, b) -> {
        int ca = codes[a];
        int cb = codes[b];
        return Integer.compare(ca < 0 ? -1 : rank[ca], cb < 0 ? -1 : rank[cb]);
      };
    }
    byte[] v = ((BooleanColumn) column).values();
    return (a, b) -> Integer.compare(v[a], v[b]);
  }

  static StableSort.IntComparator of(Column column, boolean descending) {
    StableSort.IntComparator asc = ascending(column);
    return descending ? (a, b) -> asc.compare(b, a) : asc;
  }

  /** NaN (null) first; -0 and 0 equal. */
  public static int compareNumbers(double a, double b) {
    boolean nullA = a != a;
    boolean nullB = b != b;
    if (nullA || nullB) {
      return nullA == nullB ? 0 : nullA ? -1 : 1;
    }
    return a < b ? -1 : a > b ? 1 : 0;
  }

  /**
   * Rank of each dictionary entry in natural order; entries that compare equal (item2, item02)
   * share a rank, so rows holding them keep their input order.
   */
  static int[] naturalRanks(String[] dictionary) {
    int n = dictionary.length;
    int[] order = new int[n];
    for (int i = 0; i < n; i++) {
      order[i] = i;
    }
    NaturalOrder natural = NaturalOrder.INSTANCE;
    StableSort.sort(order, n, (a, b) -> natural.compare(dictionary[a], dictionary[b]));
    int[] rank = new int[n];
    int current = 0;
    for (int i = 0; i < n; i++) {
      if (i > 0 && natural.compare(dictionary[order[i - 1]], dictionary[order[i]]) != 0) {
        current = i;
      }
      rank[order[i]] = current;
    }
    return rank;
  }
}
