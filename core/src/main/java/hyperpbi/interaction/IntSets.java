package hyperpbi.interaction;

import hyperpbi.data.Lineage;
import java.util.Arrays;

/** Sorted unique int arrays (row indices, source-row indices) and the set algebra on them. */
final class IntSets {
  static final int[] EMPTY = new int[0];

  private IntSets() {}

  static int[] sortedUnique(int[] values, int count) {
    int[] copy = Arrays.copyOf(values, count);
    Arrays.sort(copy);
    int n = 0;
    for (int i = 0; i < copy.length; i++) {
      if (n == 0 || copy[n - 1] != copy[i]) {
        copy[n++] = copy[i];
      }
    }
    return n == copy.length ? copy : Arrays.copyOf(copy, n);
  }

  static int[] union(int[] a, int[] b) {
    int[] out = new int[a.length + b.length];
    int i = 0;
    int j = 0;
    int n = 0;
    while (i < a.length || j < b.length) {
      int next;
      if (j >= b.length || (i < a.length && a[i] < b[j])) {
        next = a[i++];
      } else if (i >= a.length || b[j] < a[i]) {
        next = b[j++];
      } else {
        next = a[i++];
        j++;
      }
      out[n++] = next;
    }
    return n == out.length ? out : Arrays.copyOf(out, n);
  }

  static int[] minus(int[] a, int[] b) {
    int[] out = new int[a.length];
    int n = 0;
    int j = 0;
    for (int v : a) {
      while (j < b.length && b[j] < v) {
        j++;
      }
      if (j >= b.length || b[j] != v) {
        out[n++] = v;
      }
    }
    return Arrays.copyOf(out, n);
  }

  /** True when every element of {@code sub} is in {@code set}. */
  static boolean containsAll(int[] set, int[] sub) {
    int j = 0;
    for (int v : sub) {
      while (j < set.length && set[j] < v) {
        j++;
      }
      if (j >= set.length || set[j] != v) {
        return false;
      }
    }
    return true;
  }

  static boolean intersects(int[] a, int[] b) {
    int i = 0;
    int j = 0;
    while (i < a.length && j < b.length) {
      if (a[i] == b[j]) {
        return true;
      }
      if (a[i] < b[j]) {
        i++;
      } else {
        j++;
      }
    }
    return false;
  }

  /** Every base source row contributing to any of {@code rows}, sorted and unique. */
  static int[] sourceRows(Lineage lineage, int[] rows) {
    int total = 0;
    for (int r : rows) {
      total += lineage.end(r) - lineage.start(r);
    }
    int[] all = new int[total];
    int n = 0;
    int[] source = lineage.sourceRows();
    for (int r : rows) {
      for (int i = lineage.start(r); i < lineage.end(r); i++) {
        all[n++] = source[i];
      }
    }
    return sortedUnique(all, n);
  }
}
