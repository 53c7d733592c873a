package hyperpbi.dataset;

/**
 * The row count after one stage of a dataset's evaluation, named by the definition key that asks
 * for it ({@code filter}, {@code derive}, {@code rename}, {@code select}, {@code groupBy} (also
 * for metrics without groupBy), {@code distinct}, {@code sort}, {@code limit}): the Datasets
 * panel shows where the rows went.
 */
public record StageRows(String stage, int rows) {}
