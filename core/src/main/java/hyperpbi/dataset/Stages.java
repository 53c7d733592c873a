package hyperpbi.dataset;

import java.util.ArrayList;
import java.util.List;

/**
 * The stages of a definition in the contract's fixed order (data-model.txt, "Exact operation
 * order"): filter, derive, rename, select, groupBy/metrics, distinct, sort, limit.
 */
final class Stages {
  private Stages() {}

  static List<Stage> of(DatasetDefinition d) {
    List<Stage> stages = new ArrayList<>();
    if (!d.filters().isEmpty()) {
      stages.add(new FilterStage(d.filters()));
    }
    if (!d.derive().isEmpty()) {
      stages.add(new DeriveStage(d.derive(), d.createdKeys()));
    }
    if (!d.rename().isEmpty()) {
      stages.add(new RenameStage(d.rename(), d.createdKeys()));
    }
    if (d.select() != null) {
      stages.add(new SelectStage(d.select()));
    }
    if (d.groups()) {
      stages.add(new GroupStage(d.groupBy(), d.metrics()));
    }
    if (d.distinct() != null) {
      stages.add(new DistinctStage(d.distinct()));
    }
    if (!d.sort().isEmpty()) {
      SortStage sort = new SortStage(d.sort());
      sort.limitHint(d.limit());
      stages.add(sort);
    }
    if (d.limit() >= 0) {
      stages.add(new LimitStage(d.limit()));
    }
    return stages;
  }

  /**
   * Runs bound stages over a frame, recording the rows after each: the one place stages run
   * (the evaluator, and a fused stage running its stages one by one). A fused stage records the
   * stages it stands for itself, so both paths report the same counts.
   */
  static Frame run(List<Stage> stages, Frame in, RunContext context) {
    Frame frame = in;
    for (Stage stage : stages) {
      frame = stage.apply(frame, context);
      if (!(stage instanceof FusedGroupStage)) {
        context.recordRows(stage, frame.count());
      }
    }
    return frame;
  }
}
