package hyperpbi.dataset;

import hyperpbi.expression.EvaluationContext;
import java.util.List;

/**
 * What a stage's runtime step needs: the expression context (whose warning sink feeds this
 * dataset's warnings) and the dataset's warning list.
 */
record RunContext(EvaluationContext expressions, List<String> warnings) {

  static RunContext collecting(EvaluationContext base, List<String> warnings) {
    EvaluationContext context = new EvaluationContext(base.nowEpochMs(), base.timeZone(),
        base.clickedRow(), (code, message) -> warnings.add(message));
    return new RunContext(context, warnings);
  }
}
