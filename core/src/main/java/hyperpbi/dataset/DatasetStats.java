package hyperpbi.dataset;

/** Per-dataset evaluation statistics reported in eval output. */
public record DatasetStats(boolean cacheHit, int inputRows, int outputRows, double elapsedMs,
    int lineageCount) {}
