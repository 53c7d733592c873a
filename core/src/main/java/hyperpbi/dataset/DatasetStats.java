package hyperpbi.dataset;

import java.util.List;

/**
 * Per-dataset evaluation statistics. {@code elapsedMs} is 0 on a cache hit and is not printed in
 * eval output (it would make output nondeterministic); {@code lineageCount} is the number of
 * distinct base rows the result references; {@code stages} the rows after each stage of the
 * evaluation that computed the result (a cache hit keeps them), empty for one without stages.
 */
public record DatasetStats(boolean cacheHit, int inputRows, int outputRows, double elapsedMs,
    int lineageCount, List<StageRows> stages) {

  public DatasetStats {
    stages = List.copyOf(stages);
  }

  public DatasetStats(boolean cacheHit, int inputRows, int outputRows, double elapsedMs,
      int lineageCount) {
    this(cacheHit, inputRows, outputRows, elapsedMs, lineageCount, List.of());
  }
}
