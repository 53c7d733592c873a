package hyperpbi.map;

import hyperpbi.data.FieldMeta;
import hyperpbi.diagnostic.Diagnostics;

/**
 * Worded warnings about the coordinates of one layer (or the base dataset). Each names the field,
 * the number of rows and at most three example row keys; the path is the layer's JSON pointer,
 * or "" for the base dataset.
 */
public final class CoordinateDiagnostics {
  public static final String NOT_NUMERIC = "MAP_COORDINATE_NOT_NUMERIC";
  public static final String OUT_OF_RANGE = "MAP_COORDINATE_OUT_OF_RANGE";
  public static final String INCOMPLETE = "MAP_COORDINATE_INCOMPLETE";
  public static final String AGGREGATED = "MAP_COORDINATE_AGGREGATED";
  public static final String ROWS_DROPPED = "MAP_ROWS_DROPPED";
  public static final String GEOMETRY_INVALID = "MAP_GEOMETRY_INVALID";
  /** Only one of latitude/longitude is bound and there is no geometry. */
  public static final String BINDING_INCOMPLETE = "MAP_BINDING_INCOMPLETE";
  /** A map layer has no coordinate or geometry field at all. */
  public static final String BINDINGS_MISSING = "MAP_BINDINGS_MISSING";

  private final String pointer;
  private final String dataset;
  private final String[] rowKeys;
  private final Diagnostics out;

  CoordinateDiagnostics(String pointer, String dataset, String[] rowKeys, Diagnostics out) {
    this.pointer = pointer;
    this.dataset = dataset;
    this.rowKeys = rowKeys;
    this.out = out;
  }

  void notNumeric(BindingRole role, String field, RowTally rows) {
    warn(NOT_NUMERIC, rows, role.json() + " field '" + field + "' is not a number in "
        + rows(rows) + examples(rows) + "; those rows are not drawn");
  }

  void outOfRange(BindingRole role, String field, RowTally rows) {
    String range = role == BindingRole.LATITUDE ? "-90..90" : "-180..180";
    warn(OUT_OF_RANGE, rows, role.json() + " field '" + field + "' is outside " + range + " in "
        + rows(rows) + examples(rows) + "; those rows are not drawn");
  }

  void incomplete(BindingRole missing, String field, BindingRole present, String presentField,
      RowTally rows) {
    warn(INCOMPLETE, rows, missing.json() + " field '" + field + "' is null in " + rows(rows)
        + " where " + present.json() + " '" + presentField + "' has a value" + examples(rows)
        + "; those rows are not drawn");
  }

  void aggregated(BindingRole role, FieldMeta field, String aggregation, RowTally rows) {
    String query = field.queryName() != null && !field.queryName().equals(field.key())
        ? " (query " + field.queryName() + ")" : "";
    warn(AGGREGATED, rows, role.json() + " field '" + field.key() + "'" + query
        + " is aggregated by the query (" + aggregation + ") in " + rows(rows) + examples(rows)
        + ": aggregated coordinates are meaningless; set the field to \"Don't summarize\" in "
        + "Power BI");
  }

  void geometryInvalid(String field, RowTally rows, String[] reasons) {
    StringBuilder b = new StringBuilder();
    b.append("geometry field '").append(field).append("' holds invalid GeoJSON in ")
        .append(rows(rows)).append(" (e.g. ");
    for (int i = 0; i < rows.exampleCount(); i++) {
      b.append(i == 0 ? "" : "; ").append(rowKey(rows.example(i))).append(": ")
          .append(reasons[i]);
    }
    warn(GEOMETRY_INVALID, rows, b.append("); those rows are not drawn").toString());
  }

  void dropped(String source, RowTally rows, int total) {
    warn(ROWS_DROPPED, rows, rows.count() + " of " + total + " row" + (total == 1 ? "" : "s")
        + " have no valid " + source + " and are not drawn" + examples(rows));
  }

  void bindingIncomplete(BindingRole bound, String field, BindingRole missing, int total) {
    out.warning(BINDING_INCOMPLETE, pointer, prefix() + bound.json() + " is bound to '" + field
        + "' but no " + missing.json() + " field was bound or found; " + cannotDraw(total));
  }

  void bindingsMissing(String address, int total) {
    String note = address == null ? ""
        : " (address field '" + address + "' is not geocoded: the engine works offline)";
    out.warning(BINDINGS_MISSING, pointer, prefix() + "no latitude/longitude pair or geometry"
        + " field was bound or found" + note + "; " + cannotDraw(total));
  }

  private static String cannotDraw(int total) {
    return total == 1 ? "its 1 row cannot be drawn" : "its " + total + " rows cannot be drawn";
  }

  private void warn(String code, RowTally rows, String body) {
    if (rows.count() > 0) {
      out.warning(code, pointer, prefix() + body);
    }
  }

  private String prefix() {
    return "dataset '" + dataset + "': ";
  }

  private static String rows(RowTally rows) {
    return rows.count() == 1 ? "1 row" : rows.count() + " rows";
  }

  private String examples(RowTally rows) {
    StringBuilder b = new StringBuilder(" (e.g. ");
    for (int i = 0; i < rows.exampleCount(); i++) {
      b.append(i == 0 ? "" : ", ").append(rowKey(rows.example(i)));
    }
    return b.append(')').toString();
  }

  private String rowKey(int row) {
    return rowKeys != null && row < rowKeys.length ? rowKeys[row] : "row " + row;
  }
}
