package hyperpbi.map;

import hyperpbi.data.Column;
import hyperpbi.data.DataType;
import hyperpbi.data.FieldMeta;
import hyperpbi.data.Table;
import hyperpbi.dataset.DatasetResult;
import hyperpbi.diagnostic.Diagnostics;

/**
 * Turns the rows of a layer's view into features in one pass and counts every row that cannot be
 * drawn, by reason. Per row: a non-null geometry text wins; otherwise the latitude/longitude pair.
 */
final class MapLayerBuilder {
  private final MapBindings bindings;
  private final Table table;
  /** The layer's rows: view rows its filter keeps, ascending, or null for every view row. */
  private final int[] layerRows;
  private final int rowCount;
  private final CoordinateColumn lat;
  private final CoordinateColumn lon;
  private final GeometryColumn geo;

  private final RowTally latNotNumeric = new RowTally();
  private final RowTally lonNotNumeric = new RowTally();
  private final RowTally latOutOfRange = new RowTally();
  private final RowTally lonOutOfRange = new RowTally();
  private final RowTally latMissing = new RowTally();
  private final RowTally lonMissing = new RowTally();
  private final RowTally invalidGeometry = new RowTally();
  private final String[] invalidReasons = new String[RowTally.EXAMPLES];
  private final RowTally dropped = new RowTally();

  private MapLayerBuilder(DatasetResult view, int[] layerRows, MapBindings bindings,
      Column latColumn, Column lonColumn, Column geoColumn) {
    this.bindings = bindings;
    this.table = view.table();
    this.layerRows = layerRows;
    this.rowCount = layerRows == null ? view.rowCount() : layerRows.length;
    boolean pair = latColumn != null && lonColumn != null;
    lat = pair ? CoordinateColumn.latitude(latColumn, dataType(bindings.latitude())) : null;
    lon = pair ? CoordinateColumn.longitude(lonColumn, dataType(bindings.longitude())) : null;
    geo = geoColumn == null ? null : new GeometryColumn(geoColumn);
  }

  /**
   * @param mapLayer true for a map component's layer: a layer without coordinates is reported;
   *     the base dataset without coordinates simply has no map
   * @param layerRows the view rows the layer's filter keeps (ascending), or null for all
   */
  static MapLayer build(String key, String pointer, String dataset, DatasetResult view,
      MapBindings bindings, boolean mapLayer, int[] layerRows, Diagnostics out) {
    Table table = view.table();
    CoordinateDiagnostics report = new CoordinateDiagnostics(pointer, dataset, view.rowKeys(), out);
    Column latColumn = bindings.latitude() == null ? null : table.column(bindings.latitude());
    Column lonColumn = bindings.longitude() == null ? null : table.column(bindings.longitude());
    Column geoColumn = bindings.geometry() == null ? null : table.column(bindings.geometry());
    if (geoColumn == null && (latColumn == null || lonColumn == null)) {
      int n = layerRows == null ? view.rowCount() : layerRows.length;
      reportUnusable(report, bindings, mapLayer, n);
      return new MapLayer(key, pointer, dataset, bindings, view, new int[0], new MapGeometry[0],
          0, n, null);
    }
    MapLayerBuilder builder = new MapLayerBuilder(view, layerRows, bindings, latColumn,
        lonColumn, geoColumn);
    int[] rows = new int[builder.rowCount];
    MapGeometry[] geometries = new MapGeometry[builder.rowCount];
    int count = 0;
    for (int i = 0; i < builder.rowCount; i++) {
      int r = builder.row(i);
      MapGeometry g = builder.feature(r);
      if (g == null) {
        builder.dropped.add(r);
      } else {
        rows[count] = r;
        geometries[count++] = g;
      }
    }
    builder.report(report, latColumn, lonColumn);
    return new MapLayer(key, pointer, dataset, bindings, view, rows, geometries, count,
        builder.dropped.count(), null);
  }

  /** The view row of the layer's i-th row. */
  private int row(int i) {
    return layerRows == null ? i : layerRows[i];
  }

  /** The geometry of one row, or null after counting why it has none. */
  private MapGeometry feature(int r) {
    if (geo != null && !geo.isNull(r)) {
      GeometryParse p = geo.geometry(r);
      if (p.geometry() == null) {
        if (invalidGeometry.count() < RowTally.EXAMPLES) {
          invalidReasons[invalidGeometry.count()] = p.error();
        }
        invalidGeometry.add(r);
      }
      return p.geometry();
    }
    if (lat == null) {
      return null;
    }
    byte ls = lat.status(r);
    byte os = lon.status(r);
    tally(ls, r, latNotNumeric, latOutOfRange);
    tally(os, r, lonNotNumeric, lonOutOfRange);
    if (ls == CoordinateColumn.NULL && os != CoordinateColumn.NULL) {
      latMissing.add(r);
    } else if (os == CoordinateColumn.NULL && ls != CoordinateColumn.NULL) {
      lonMissing.add(r);
    } else if (ls == CoordinateColumn.OK && os == CoordinateColumn.OK) {
      return MapGeometry.point(lon.value(r), lat.value(r));
    }
    return null;
  }

  private static void tally(byte status, int row, RowTally notNumeric, RowTally outOfRange) {
    if (status == CoordinateColumn.NOT_NUMERIC) {
      notNumeric.add(row);
    } else if (status == CoordinateColumn.OUT_OF_RANGE) {
      outOfRange.add(row);
    }
  }

  private void report(CoordinateDiagnostics report, Column latColumn, Column lonColumn) {
    if (lat != null) {
      String latKey = bindings.latitude();
      String lonKey = bindings.longitude();
      report.notNumeric(BindingRole.LATITUDE, latKey, latNotNumeric);
      report.notNumeric(BindingRole.LONGITUDE, lonKey, lonNotNumeric);
      report.outOfRange(BindingRole.LATITUDE, latKey, latOutOfRange);
      report.outOfRange(BindingRole.LONGITUDE, lonKey, lonOutOfRange);
      report.incomplete(BindingRole.LATITUDE, latKey, BindingRole.LONGITUDE, lonKey, latMissing);
      report.incomplete(BindingRole.LONGITUDE, lonKey, BindingRole.LATITUDE, latKey, lonMissing);
      aggregated(report, BindingRole.LATITUDE, table.field(latKey), latColumn);
      aggregated(report, BindingRole.LONGITUDE, table.field(lonKey), lonColumn);
    }
    if (geo != null) {
      report.geometryInvalid(bindings.geometry(), invalidGeometry, invalidReasons);
    }
    report.dropped(source(), dropped, rowCount);
  }

  /** Query-aggregated coordinates (e.g. Sum(Geo.Latitude)) are reported, never silently used. */
  private void aggregated(CoordinateDiagnostics report, BindingRole role, FieldMeta field,
      Column column) {
    String aggregation = QueryAggregation.of(field);
    if (aggregation == null) {
      return;
    }
    RowTally rows = new RowTally();
    int length = column.length();
    for (int i = 0; i < rowCount; i++) {
      int r = row(i);
      if (r < length && !column.isNull(r)) {
        rows.add(r);
      }
    }
    report.aggregated(role, field, aggregation, rows);
  }

  private static void reportUnusable(CoordinateDiagnostics report, MapBindings b,
      boolean mapLayer, int n) {
    if (b.latitude() != null) {
      report.bindingIncomplete(BindingRole.LATITUDE, b.latitude(), BindingRole.LONGITUDE, n);
    } else if (b.longitude() != null) {
      report.bindingIncomplete(BindingRole.LONGITUDE, b.longitude(), BindingRole.LATITUDE, n);
    } else if (mapLayer) {
      report.bindingsMissing(b.address(), n);
    }
  }

  /** What the dropped rows lacked, for the MAP_ROWS_DROPPED message. */
  private String source() {
    String point = "point (latitude '" + bindings.latitude() + "', longitude '"
        + bindings.longitude() + "')";
    String shape = "geometry ('" + bindings.geometry() + "')";
    if (geo != null && lat != null) {
      return shape + " or " + point;
    }
    return geo != null ? shape : point;
  }

  private DataType dataType(String key) {
    return table.field(key).dataType();
  }
}
