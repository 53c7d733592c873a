package hyperpbi.dataset;

/** A stable merge sort of int arrays (row indices) with a primitive comparator: no boxing. */
public final class StableSort {
  private StableSort() {}

  public interface IntComparator {
    int compare(int a, int b);
  }

  /** Sorts {@code values[0..count)} in place; equal elements keep their order. */
  public static void sort(int[] values, int count, IntComparator comparator) {
    if (count < 2) {
      return;
    }
    int[] buffer = new int[count];
    int[] from = values;
    int[] to = buffer;
    // Bottom-up: insertion-sort runs of 16, then merge runs of doubling width.
    int run = 16;
    for (int lo = 0; lo < count; lo += run) {
      insertionSort(values, lo, Math.min(lo + run, count), comparator);
    }
    for (int width = run; width < count; width *= 2) {
      for (int lo = 0; lo < count; lo += 2 * width) {
        int mid = Math.min(lo + width, count);
        int hi = Math.min(lo + 2 * width, count);
        merge(from, to, lo, mid, hi, comparator);
      }
      int[] swap = from;
      from = to;
      to = swap;
    }
    if (from != values) {
      System.arraycopy(from, 0, values, 0, count);
    }
  }

  private static void insertionSort(int[] a, int lo, int hi, IntComparator c) {
    for (int i = lo + 1; i < hi; i++) {
      int v = a[i];
      int j = i - 1;
      while (j >= lo && c.compare(a[j], v) > 0) {
        a[j + 1] = a[j];
        j--;
      }
      a[j + 1] = v;
    }
  }

  private static void merge(int[] from, int[] to, int lo, int mid, int hi, IntComparator c) {
    int i = lo;
    int j = mid;
    int k = lo;
    while (i < mid && j < hi) {
      // Take from the right only when strictly smaller: that is what keeps the sort stable.
      to[k++] = c.compare(from[j], from[i]) < 0 ? from[j++] : from[i++];
    }
    while (i < mid) {
      to[k++] = from[i++];
    }
    while (j < hi) {
      to[k++] = from[j++];
    }
  }
}
