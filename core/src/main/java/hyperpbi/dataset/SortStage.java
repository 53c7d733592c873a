package hyperpbi.dataset;

import hyperpbi.data.FieldMeta;
import hyperpbi.dataset.DatasetDefinition.SortKey;
import hyperpbi.diagnostic.JsonPointer;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code sort}: a stable typed sort of the selection by the keys in order (contract-notes §2):
 * rows equal on every key keep their earlier order. The schema is unchanged.
 */
final class SortStage implements Stage {
  private final List<SortKey> sortKeys;
  private final List<String> keys = new ArrayList<>();
  private int limitHint = -1;

  SortStage(List<SortKey> sortKeys) {
    this.sortKeys = sortKeys;
  }

  @Override
  public String name() {
    return "sort";
  }

  @Override
  public DatasetSchema schema(DatasetSchema in, StageContext context) {
    for (SortKey key : sortKeys) {
      FieldMeta field = context.require(in, key.field(), JsonPointer.child(key.pointer(), "field"),
          "sort field");
      if (field != null) {
        keys.add(field.key());
      }
    }
    return in;
  }

  /** Only the first {@code limit} rows will be kept (a limit follows): a stable top-k suffices. */
  void limitHint(int limit) {
    this.limitHint = limit;
  }

  @Override
  public Frame apply(Frame in, RunContext context) {
    StableSort.IntComparator order = comparator(in);
    int count = in.count();
    if (limitHint >= 0 && limitHint <= 10_000 && limitHint * 8L < count) {
      int[] top = topK(in, order, limitHint);
      return in.withSelection(top, top.length);
    }
    int[] rows = in.selection() == null ? in.selectedRows() : in.selection().clone();
    StableSort.sort(rows, count, order);
    return in.withSelection(rows, count);
  }

  private StableSort.IntComparator comparator(Frame in) {
    StableSort.IntComparator[] order = new StableSort.IntComparator[keys.size()];
    for (int k = 0; k < order.length; k++) {
      order[k] = TypedOrder.of(in.column(keys.get(k)), sortKeys.get(k).descending());
    }
    if (order.length == 1) {
      return order[0];
    }
    return (a, b) -> {
      for (StableSort.IntComparator c : order) {
        int result = c.compare(a, b);
        if (result != 0) {
          return result;
        }
      }
      return 0;
    };
  }

  /**
   * The first k rows in stable sorted order, in O(n log k) comparisons: a sorted buffer where a
   * row goes after every row it ties with, and a later row tying with the last is not taken.
   */
  private static int[] topK(Frame in, StableSort.IntComparator order, int k) {
    int[] buffer = new int[k];
    int size = 0;
    for (int i = 0; i < in.count() && k > 0; i++) {
      int row = in.row(i);
      if (size == k && order.compare(row, buffer[k - 1]) >= 0) {
        continue;
      }
      int lo = 0;
      int hi = size;
      while (lo < hi) {
        int mid = (lo + hi) >>> 1;
        if (order.compare(buffer[mid], row) > 0) {
          hi = mid;
        } else {
          lo = mid + 1;
        }
      }
      int moved = Math.min(size, k - 1) - lo;
      System.arraycopy(buffer, lo, buffer, lo + 1, moved);
      buffer[lo] = row;
      size = Math.min(size + 1, k);
    }
    return java.util.Arrays.copyOf(buffer, size);
  }
}
