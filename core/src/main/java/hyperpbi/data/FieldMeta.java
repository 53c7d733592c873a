package hyperpbi.data;

import java.util.List;

/**
 * Complete normalized field metadata (contract-notes, "Field metadata"). Immutable; stages derive
 * changed copies with the {@code with...} methods so origin and filter targets travel with a field.
 *
 * @param queryAggregation sum, avg, min, max, count, distinctCount, first, or null
 * @param canSelect identity selection is possible (the host supplied identities)
 * @param canFilter a Power BI JSON filter can target sourceTable/sourceColumn
 */
public record FieldMeta(
    String key,
    String alias,
    String displayName,
    String queryName,
    String qualifiedName,
    String sourceTable,
    String sourceColumn,
    SemanticType type,
    FieldKind kind,
    DataType dataType,
    String format,
    List<String> roles,
    String queryAggregation,
    boolean isImplicitAggregation,
    Origin origin,
    boolean canSelect,
    boolean canFilter) {

  public FieldMeta {
    roles = roles == null ? List.of() : List.copyOf(roles);
  }

  /** A column of an uploaded file or remote source: no Power BI target, no identities. */
  public static FieldMeta uploaded(String key, String alias, String displayName, DataType dataType) {
    return new FieldMeta(key, alias, displayName, displayName, displayName, null, null,
        SemanticType.forDataType(dataType), FieldKind.COLUMN, dataType, null, List.of(), null,
        false, Origin.UPLOADED_COLUMN, false, false);
  }

  /**
   * A field created by the engine (calculated, derived, metric): no model target, kind
   * {@code unknown} (it is no model column or measure; every stage keeps a field's kind, so a
   * group field standing for it stays {@link #isComputed}); its alias is given afterwards,
   * unique in its schema ({@link FieldManifest#withAlias}).
   */
  public static FieldMeta computed(String key, String displayName, DataType dataType, Origin origin) {
    return new FieldMeta(key, null, displayName, key, key, null, null,
        SemanticType.forDataType(dataType), FieldKind.UNKNOWN, dataType, null, List.of(), null,
        false, origin, false, false);
  }

  public FieldMeta withKey(String newKey) {
    return new FieldMeta(newKey, alias, displayName, queryName, qualifiedName, sourceTable,
        sourceColumn, type, kind, dataType, format, roles, queryAggregation, isImplicitAggregation,
        origin, canSelect, canFilter);
  }

  public FieldMeta withAlias(String newAlias) {
    return new FieldMeta(key, newAlias, displayName, queryName, qualifiedName, sourceTable,
        sourceColumn, type, kind, dataType, format, roles, queryAggregation, isImplicitAggregation,
        origin, canSelect, canFilter);
  }

  public FieldMeta withDataType(DataType newType) {
    return new FieldMeta(key, alias, displayName, queryName, qualifiedName, sourceTable,
        sourceColumn, SemanticType.forDataType(newType), kind, newType, format, roles,
        queryAggregation, isImplicitAggregation, origin, canSelect, canFilter);
  }

  public FieldMeta withOrigin(Origin newOrigin) {
    return new FieldMeta(key, alias, displayName, queryName, qualifiedName, sourceTable,
        sourceColumn, type, kind, dataType, format, roles, queryAggregation, isImplicitAggregation,
        newOrigin, canSelect, canFilter);
  }

  public FieldMeta withSemanticType(SemanticType newType) {
    return new FieldMeta(key, alias, displayName, queryName, qualifiedName, sourceTable,
        sourceColumn, newType, kind, dataType, format, roles, queryAggregation,
        isImplicitAggregation, origin, canSelect, canFilter);
  }

  /** This field with {@code canSelect} set (itself when it already says so). */
  public FieldMeta withCanSelect(boolean selectable) {
    if (selectable == canSelect) {
      return this;
    }
    return new FieldMeta(key, alias, displayName, queryName, qualifiedName, sourceTable,
        sourceColumn, type, kind, dataType, format, roles, queryAggregation, isImplicitAggregation,
        origin, selectable, canFilter);
  }

  /**
   * True when the engine computes this field's values: a root calculated field, a
   * dataset-derived field or metric, or a field standing for one — renamed or selected (which
   * keep the origin) or grouped (origin {@code dataset-group}, but the kind {@code unknown}
   * that {@link #computed} gives). Such a field has no direct Power BI model filter target.
   */
  public boolean isComputed() {
    return origin == Origin.CALCULATED_FIELD || origin == Origin.DATASET_DERIVED
        || origin == Origin.DATASET_METRIC || kind == FieldKind.UNKNOWN;
  }

  /** True when a Power BI JSON filter may target this field's model column. */
  public boolean hasFilterTarget() {
    return canFilter && sourceTable != null && sourceColumn != null && kind == FieldKind.COLUMN;
  }
}
