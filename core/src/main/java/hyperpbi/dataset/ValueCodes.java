package hyperpbi.dataset;

import hyperpbi.data.BooleanColumn;
import hyperpbi.data.Column;
import hyperpbi.data.DoubleCodes;
import hyperpbi.data.NumberColumn;
import hyperpbi.data.TextColumn;
import java.util.Arrays;
import java.util.HashMap;

/**
 * Canonical value codes for grouping, distinct and distinctCount: two rows get the same code
 * exactly when their values are equal. Code 0 is null (its own group); text uses dictionary codes
 * (re-mapped so equal strings in a dictionary share one code), numbers their double value (-0 and
 * 0 are one value), booleans false/true.
 */
public final class ValueCodes {
  public static final int NULL = 0;
  /** Dictionaries remembered by {@link #canonicalDictionary}, and the largest one it keeps. */
  private static final Canonical[] RECENT = new Canonical[4];
  private static final int LARGEST_REMEMBERED = 1 << 16;
  private static int next;

  private record Canonical(String[] dictionary, int[] codes) {}

  private ValueCodes() {}

  /** Codes of {@code column} at physical rows {@code rows[0..count)}, in that order. */
  public static int[] of(Column column, int[] rows, int count) {
    int[] out = new int[count];
    if (column instanceof NumberColumn n) {
      double[] values = n.values();
      DoubleCodes codes = new DoubleCodes(Math.min(count, 1024));
      for (int i = 0; i < count; i++) {
        double v = values[rows[i]];
        out[i] = v != v ? NULL : codes.code(v) + 1;
      }
    } else if (column instanceof TextColumn t) {
      int[] canonical = canonicalDictionary(t.dictionary());
      int[] source = t.codes();
      for (int i = 0; i < count; i++) {
        int code = source[rows[i]];
        out[i] = code < 0 ? NULL : canonical[code] + 1;
      }
    } else {
      byte[] values = ((BooleanColumn) column).values();
      for (int i = 0; i < count; i++) {
        out[i] = values[rows[i]] + 1;
      }
    }
    return out;
  }

  /**
   * The first of {@code rows} holding each distinct non-null value, in order (a select's or a
   * slicer's options). A text column stops once every value of its dictionary was met: a status
   * field's three values are found in the first rows of a million, not after all of them.
   */
  public static int[] firstRows(Column column, int[] rows) {
    if (!(column instanceof TextColumn t)) {
      return firstRowsOfCodes(of(column, rows, rows.length), rows);
    }
    int[] canonical = canonicalDictionary(t.dictionary());
    int distinct = 0;
    for (int code = 0; code < canonical.length; code++) {
      distinct += canonical[code] == code ? 1 : 0;
    }
    int[] codes = t.codes();
    boolean[] seen = new boolean[canonical.length];
    int[] firsts = new int[distinct];
    int n = 0;
    for (int i = 0; i < rows.length && n < distinct; i++) {
      int code = codes[rows[i]];
      if (code >= 0 && !seen[canonical[code]]) {
        seen[canonical[code]] = true;
        firsts[n++] = rows[i];
      }
    }
    return Arrays.copyOf(firsts, n);
  }

  private static int[] firstRowsOfCodes(int[] codes, int[] rows) {
    int span = 0;
    for (int code : codes) {
      span = Math.max(span, code + 1);
    }
    boolean[] seen = new boolean[span];
    int[] firsts = new int[Math.min(rows.length, span)];
    int n = 0;
    for (int i = 0; i < rows.length; i++) {
      if (codes[i] != NULL && !seen[codes[i]]) {
        seen[codes[i]] = true;
        firsts[n++] = rows[i];
      }
    }
    return Arrays.copyOf(firsts, n);
  }

  /**
   * Dictionary index → index of the first equal entry (a dictionary normally has no repeats). The
   * answer for the last few dictionaries is remembered by identity (dictionaries never change):
   * grouping by a text key asks on every evaluation, and a 20,000-value dictionary is a hash map
   * of 20,000 entries each time. Only dictionaries up to {@link #LARGEST_REMEMBERED} values are
   * kept (the memo outlives sessions). Callers must not modify the array.
   */
  static int[] canonicalDictionary(String[] dictionary) {
    Canonical[] memo = RECENT;
    for (Canonical known : memo) {
      if (known != null && known.dictionary() == dictionary) {
        return known.codes();
      }
    }
    int[] canonical = firstEqualEntries(dictionary);
    if (dictionary.length > LARGEST_REMEMBERED) {
      return canonical;
    }
    // Racing writers at worst forget an entry; each entry is immutable once published.
    memo[next++ & (memo.length - 1)] = new Canonical(dictionary, canonical);
    return canonical;
  }

  private static int[] firstEqualEntries(String[] dictionary) {
    HashMap<String, Integer> first = new HashMap<>();
    int[] canonical = new int[dictionary.length];
    for (int i = 0; i < dictionary.length; i++) {
      Integer seen = first.putIfAbsent(dictionary[i], i);
      canonical[i] = seen == null ? i : seen;
    }
    return canonical;
  }
}
