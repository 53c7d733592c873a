package hyperpbi.dataset;

import hyperpbi.expression.EvaluationContext;
import java.util.ArrayList;
import java.util.List;

/**
 * What a stage's runtime step needs: the expression context (whose warning sink feeds this
 * dataset's warnings) and the dataset's warning list; {@code stageRows} collects the row count
 * after each stage ({@link Stages#run}, and the fused loop for the stages it stands for).
 */
record RunContext(EvaluationContext expressions, List<String> warnings,
    List<StageRows> stageRows) {

  static RunContext collecting(EvaluationContext base, List<String> warnings) {
    EvaluationContext context = new EvaluationContext(base.nowEpochMs(), base.timeZone(),
        base.clickedRow(), (code, message) -> warnings.add(message));
    return new RunContext(context, warnings, new ArrayList<>());
  }

  void recordRows(Stage stage, int rows) {
    stageRows.add(new StageRows(stage.name(), rows));
  }
}
