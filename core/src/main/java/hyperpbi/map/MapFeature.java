package hyperpbi.map;

/**
 * One drawable feature: its geometry, the view row it comes from, that row's key and the sorted
 * base source rows that contributed to it (several for a grouped layer dataset).
 */
public record MapFeature(MapGeometry geometry, int rowIndex, String rowKey, int[] lineage) {}
