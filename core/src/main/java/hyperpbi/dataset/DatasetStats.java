package hyperpbi.dataset;

/**
 * Per-dataset evaluation statistics. {@code elapsedMs} is 0 on a cache hit and is not printed in
 * eval output (it would make output nondeterministic); {@code lineageCount} is the number of
 * distinct base rows the result references.
 */
public record DatasetStats(boolean cacheHit, int inputRows, int outputRows, double elapsedMs,
    int lineageCount) {}
