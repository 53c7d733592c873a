package hyperpbi.dataset;

import hyperpbi.data.Column;
import hyperpbi.data.FieldMeta;
import hyperpbi.dataset.DatasetDefinition.Distinct;
import hyperpbi.dataset.DatasetDefinition.FieldRef;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code distinct}: rows whose compared values (all fields, or the listed ones) are equal collapse
 * into the first of them, which keeps all its fields; its lineage becomes the union of theirs.
 * The schema is unchanged.
 */
final class DistinctStage implements Stage {
  private final Distinct distinct;
  private final List<String> keys = new ArrayList<>();

  DistinctStage(Distinct distinct) {
    this.distinct = distinct;
  }

  @Override
  public String name() {
    return "distinct";
  }

  @Override
  public DatasetSchema schema(DatasetSchema in, StageContext context) {
    if (distinct.allFields()) {
      keys.addAll(in.keys());
      return in;
    }
    for (FieldRef ref : distinct.fields()) {
      FieldMeta field = context.require(in, ref.name(), ref.pointer(), "distinct field");
      if (field == null) {
        continue;
      }
      if (keys.contains(field.key())) {
        context.error("INVALID_DATASET_DEFINITION", ref.pointer(), "lists '" + field.key()
            + "' twice in distinct");
      } else {
        keys.add(field.key());
      }
    }
    return in;
  }

  @Override
  public Frame apply(Frame in, RunContext context) {
    int[] rows = in.selectedRows();
    int count = in.count();
    List<Column> keyColumns = new ArrayList<>(keys.size());
    for (String key : keys) {
      keyColumns.add(in.column(key));
    }
    GroupIndex index = GroupIndex.build(keyColumns, rows, count);
    int[] firstRows = index.firstRows(rows);
    List<Column> columns = new ArrayList<>(in.columns().size());
    for (Column column : in.columns()) {
      columns.add(column.gather(firstRows, firstRows.length));
    }
    LazyLineage input = in.lineage();
    LazyLineage lineage = LazyLineage.of(() -> LineageBuilder.union(input.get(), rows, count,
        index.groupOf(), index.groups()));
    return new Frame(in.fields(), columns, index.groups(), null, index.groups(), lineage, null);
  }
}
