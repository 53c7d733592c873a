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

  SortStage(List<SortKey> sortKeys) {
    this.sortKeys = sortKeys;
  }

  @Override
  public DatasetSchema schema(DatasetSchema in, StageContext context) {
    boolean ok = true;
    for (SortKey key : sortKeys) {
      FieldMeta field = context.require(in, key.field(), JsonPointer.child(key.pointer(), "field"),
          "sort field");
      if (field == null) {
        ok = false;
      } else {
        keys.add(field.key());
      }
    }
    return ok ? in : null;
  }

  @Override
  public Frame apply(Frame in, RunContext context) {
    List<StableSort.IntComparator> comparators = new ArrayList<>(keys.size());
    for (int k = 0; k < keys.size(); k++) {
      comparators.add(TypedOrder.of(in.column(keys.get(k)), sortKeys.get(k).descending()));
    }
    StableSort.IntComparator[] order = comparators.toArray(new StableSort.IntComparator[0]);
    int[] rows = in.selection() == null ? in.selectedRows() : in.selection().clone();
    StableSort.sort(rows, in.count(), (a, b) -> {
      for (StableSort.IntComparator c : order) {
        int result = c.compare(a, b);
        if (result != 0) {
          return result;
        }
      }
      return 0;
    });
    return in.withSelection(rows, in.count());
  }
}
