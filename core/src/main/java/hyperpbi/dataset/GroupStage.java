package hyperpbi.dataset;

import hyperpbi.data.Column;
import hyperpbi.data.DataType;
import hyperpbi.data.FieldManifest;
import hyperpbi.data.FieldMeta;
import hyperpbi.data.NumberColumn;
import hyperpbi.data.Origin;
import hyperpbi.dataset.DatasetDefinition.FieldRef;
import hyperpbi.dataset.DatasetDefinition.Metric;
import hyperpbi.diagnostic.JsonPointer;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * {@code groupBy} and {@code metrics}: one row per distinct combination of group values, in order
 * of first appearance, holding the group fields then the metrics. Group fields keep their source
 * metadata (so a grouped model column keeps its filter target) with origin dataset-group; metrics
 * are dataset-metric with the Field Manifest alias of their name, numbers for
 * sum/avg/count/distinctCount and the input type for min/max/first. Metrics without groupBy give
 * one row, or none for empty input. Lineage of a group is the sorted union of its members'
 * lineage.
 */
final class GroupStage implements Stage {
  private final List<FieldRef> groupBy;
  private final List<Metric> metrics;
  private final List<String> groupKeys = new ArrayList<>();
  private final List<String> metricInputs = new ArrayList<>();
  private final List<FieldMeta> outputs = new ArrayList<>();

  GroupStage(List<FieldRef> groupBy, List<Metric> metrics) {
    this.groupBy = groupBy == null ? List.of() : groupBy;
    this.metrics = metrics == null ? List.of() : metrics;
  }

  @Override
  public String name() {
    return "groupBy";
  }

  @Override
  public DatasetSchema schema(DatasetSchema in, StageContext context) {
    boolean ok = true;
    for (FieldRef ref : groupBy) {
      FieldMeta field = context.require(in, ref.name(), ref.pointer(), "groupBy field");
      if (field == null) {
        ok = false;
      } else if (groupKeys.contains(field.key())) {
        context.error("INVALID_DATASET_DEFINITION", ref.pointer(), "groups by '" + field.key()
            + "' twice");
        ok = false;
      } else {
        groupKeys.add(field.key());
        outputs.add(field.withOrigin(Origin.DATASET_GROUP));
      }
    }
    for (Metric metric : metrics) {
      FieldMeta output = metricOutput(metric, in, context);
      if (output == null) {
        // Reported (here or by the parser): the name still stands for a field of unknown
        // type, so a later stage naming it is checked on its own merits.
        ok = false;
        if (RenameStage.indexOfName(outputs, metric.name()) < 0) {
          outputs.add(FieldMeta.computed(metric.name(), metric.name(), DataType.UNKNOWN,
              Origin.DATASET_METRIC));
        }
      } else if (RenameStage.indexOfName(outputs, metric.name()) >= 0) {
        context.error("DATASET_FIELD_COLLISION", metric.pointer(), "metric '" + metric.name()
            + "' has the name of a group field ('"
            + outputs.get(RenameStage.indexOfName(outputs, metric.name())).key() + "')");
        ok = false;
      } else {
        outputs.add(output);
      }
    }
    if (!ok) {
      return new DatasetSchema(outputs, false);
    }
    // Metric aliases are given once every metric is in place, so they avoid all output keys.
    for (int i = groupKeys.size(); i < outputs.size(); i++) {
      outputs.set(i, FieldManifest.withAlias(outputs, i, outputs.get(i).displayName(), Set.of())
          .get(i));
    }
    return new DatasetSchema(outputs, false);
  }

  /**
   * The metric's output field (binding its input key), or null after reporting errors; also
   * null for a metric the parser refused (a null op, or no field for an op that needs one),
   * whose field is still checked.
   */
  private FieldMeta metricOutput(Metric metric, DatasetSchema in, StageContext context) {
    FieldMeta input = null;
    if (metric.field() != null) {
      input = context.require(in, metric.field(), JsonPointer.child(metric.pointer(), "field"),
          "metric field");
      if (input == null) {
        return null;
      }
    }
    if (metric.op() == null || (input == null && metric.op().requiresField())) {
      context.fail();  // the parser reported it
      return null;
    }
    if (metric.op().requiresNumber() && input.dataType() != DataType.NUMBER
        && input.dataType() != DataType.UNKNOWN) {
      context.error("NON_NUMERIC_DATASET_FIELD", JsonPointer.child(metric.pointer(), "field"),
          "metric '" + metric.name() + "' (" + metric.op().json() + ") needs a number field, but '"
              + input.key() + "' is " + input.dataType().json());
      return null;
    }
    metricInputs.add(input == null ? null : input.key());
    if (metric.op().keepsInputType()) {
      return FieldMeta.computed(metric.name(), metric.name(), input.dataType(),
          Origin.DATASET_METRIC).withSemanticType(input.type());
    }
    return FieldMeta.computed(metric.name(), metric.name(), DataType.NUMBER,
        Origin.DATASET_METRIC);
  }

  List<String> groupKeys() {
    return groupKeys;
  }

  List<Metric> metrics() {
    return metrics;
  }

  /** Metric m's input key, or null for count. */
  String metricInput(int m) {
    return metricInputs.get(m);
  }

  List<FieldMeta> outputs() {
    return outputs;
  }

  @Override
  public Frame apply(Frame in, RunContext context) {
    int[] rows = in.selectedRows();
    int count = in.count();
    List<Column> keyColumns = new ArrayList<>(groupKeys.size());
    for (String key : groupKeys) {
      keyColumns.add(in.column(key));
    }
    GroupIndex index = GroupIndex.build(keyColumns, rows, count);
    int[] firstRows = index.firstRows(rows);
    List<Column> columns = new ArrayList<>(outputs.size());
    for (Column key : keyColumns) {
      columns.add(key.gather(firstRows, firstRows.length));
    }
    double[][] sums = fusedSums(in, rows, count, index);
    for (int m = 0; m < metrics.size(); m++) {
      String inputKey = metricInputs.get(m);
      columns.add(sums[m] != null ? new NumberColumn(sums[m])
          : metric(metrics.get(m), inputKey == null ? null : in.column(inputKey), rows, count,
              index, context));
    }
    int groups = index.groups();
    return new Frame(outputs, columns, groups, null, groups, lineage(in, keyColumns), null);
  }

  /**
   * Lineage groups the rows again on first use instead of keeping this evaluation's row and group
   * arrays (two ints per input row) alive in every cached result: only interactions ask for it.
   */
  private static LazyLineage lineage(Frame in, List<Column> keyColumns) {
    // Not the frame itself: it may hold derived columns no later stage needs.
    LazyLineage input = in.lineage();
    int[] selection = in.selection();
    int count = in.count();
    return LazyLineage.of(() -> {
      int[] rows = Frame.selectedRows(selection, count);
      GroupIndex index = GroupIndex.build(keyColumns, rows, count);
      return LineageBuilder.union(input.get(), rows, count, index.groupOf(), index.groups());
    });
  }

  /**
   * Every sum over a number column, computed in one pass over the rows (index m holds metric m's
   * sums, null for other metrics): several sums then read the selection and groups once.
   */
  private double[][] fusedSums(Frame in, int[] rows, int count, GroupIndex index) {
    double[][] sums = new double[metrics.size()][];
    List<Integer> at = new ArrayList<>();
    List<NumberColumn> inputs = new ArrayList<>();
    for (int m = 0; m < metrics.size(); m++) {
      String key = metricInputs.get(m);
      if (metrics.get(m).op() == MetricOp.SUM && key != null
          && in.column(key) instanceof NumberColumn numbers) {
        at.add(m);
        inputs.add(numbers);
      }
    }
    if (inputs.size() < 2) {
      return sums;
    }
    double[][] out = Aggregates.sums(inputs, rows, count, index.groupOf(), index.groups());
    for (int i = 0; i < out.length; i++) {
      sums[at.get(i)] = out[i];
    }
    return sums;
  }

  private Column metric(Metric metric, Column input, int[] rows, int count, GroupIndex index,
      RunContext context) {
    int[] groupOf = index.groupOf();
    int groups = index.groups();
    switch (metric.op()) {
      case COUNT:
        return new NumberColumn(Aggregates.count(count, groupOf, groups));
      case DISTINCT_COUNT:
        return new NumberColumn(Aggregates.distinctCount(input, rows, count, groupOf, groups));
      case MIN:
      case MAX:
        return Aggregates.pick(input, Aggregates.extremeRows(input, rows, count, groupOf, groups,
            metric.op() == MetricOp.MAX));
      case FIRST:
        return Aggregates.pick(input, Aggregates.firstRows(input, rows, count, groupOf, groups));
      default:
        break;
    }
    if (!(input instanceof NumberColumn numbers)) {
      // Only reachable for fields of statically unknown type that hold text or booleans.
      if (count > 0) {
        context.warnings().add("metric '" + metric.name() + "' (" + metric.op().json()
            + ") found no numbers in '" + metric.field() + "'; the result is null");
      }
      double[] nulls = new double[groups];
      java.util.Arrays.fill(nulls, NumberColumn.NULL);
      return new NumberColumn(nulls);
    }
    return new NumberColumn(metric.op() == MetricOp.SUM
        ? Aggregates.sum(numbers, rows, count, groupOf, groups)
        : Aggregates.avg(numbers, rows, count, groupOf, groups));
  }
}
