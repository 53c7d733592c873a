package hyperpbi.dataset;

/**
 * One validated {@code drill.levels} entry; field names are canonical keys of its dataset.
 *
 * @param parentField null on the first level; on a child, the field of its own dataset that
 *     equals the selected parent category
 */
public record DrillLevel(String id, String dataset, String category, String measure,
    String parentField, String pointer) {}
