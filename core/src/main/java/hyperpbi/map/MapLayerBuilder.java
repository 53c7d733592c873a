package hyperpbi.map;

import hyperpbi.data.Column;
import hyperpbi.data.FieldMeta;
import hyperpbi.data.Table;
import hyperpbi.dataset.DatasetResult;
import hyperpbi.diagnostic.Diagnostics;

/**
 * Turns the rows of a layer's view into features in one pass and counts every row that cannot be
 * drawn, by reason. Per row: a non-null geometry text wins; otherwise the latitude/longitude pair.
 */
final class MapLayerBuilder {
  private MapLayerBuilder() {}

  /**
   * @param mapLayer true for a map component's layer: a layer without coordinates is reported;
   *     the base dataset without coordinates simply has no map
   */
  static MapLayer build(String key, String pointer, String dataset, DatasetResult view,
      MapBindings bindings, boolean mapLayer, Diagnostics out) {
    Table table = view.table();
    int n = view.rowCount();
    CoordinateDiagnostics report = new CoordinateDiagnostics(pointer, dataset, view.rowKeys(), out);
    Column latColumn = bindings.latitude() == null ? null : table.column(bindings.latitude());
    Column lonColumn = bindings.longitude() == null ? null : table.column(bindings.longitude());
    Column geoColumn = bindings.geometry() == null ? null : table.column(bindings.geometry());
    boolean pair = latColumn != null && lonColumn != null;
    if (geoColumn == null && !pair) {
      reportUnusable(report, bindings, mapLayer, n);
      return new MapLayer(key, pointer, dataset, bindings, view, new int[0], new MapGeometry[0],
          0, n);
    }
    CoordinateColumn lat = pair
        ? CoordinateColumn.latitude(latColumn, table.field(bindings.latitude()).dataType()) : null;
    CoordinateColumn lon = pair
        ? CoordinateColumn.longitude(lonColumn, table.field(bindings.longitude()).dataType())
        : null;
    GeometryColumn geo = geoColumn == null ? null : new GeometryColumn(geoColumn);

    RowTally latNotNumeric = new RowTally();
    RowTally lonNotNumeric = new RowTally();
    RowTally latOutOfRange = new RowTally();
    RowTally lonOutOfRange = new RowTally();
    RowTally latMissing = new RowTally();
    RowTally lonMissing = new RowTally();
    RowTally invalidGeometry = new RowTally();
    String[] reasons = new String[RowTally.EXAMPLES];
    RowTally dropped = new RowTally();
    int[] rows = new int[n];
    MapGeometry[] geometries = new MapGeometry[n];
    int count = 0;
    for (int r = 0; r < n; r++) {
      MapGeometry g = null;
      if (geo != null && !geo.isNull(r)) {
        GeometryParse p = geo.geometry(r);
        g = p.geometry();
        if (g == null) {
          if (invalidGeometry.count() < RowTally.EXAMPLES) {
            reasons[invalidGeometry.count()] = p.error();
          }
          invalidGeometry.add(r);
        }
      } else if (pair) {
        byte ls = lat.status(r);
        byte os = lon.status(r);
        tally(ls, r, latNotNumeric, latOutOfRange);
        tally(os, r, lonNotNumeric, lonOutOfRange);
        if (ls == CoordinateColumn.NULL && os != CoordinateColumn.NULL) {
          latMissing.add(r);
        } else if (os == CoordinateColumn.NULL && ls != CoordinateColumn.NULL) {
          lonMissing.add(r);
        } else if (ls == CoordinateColumn.OK && os == CoordinateColumn.OK) {
          g = MapGeometry.point(lon.value(r), lat.value(r));
        }
      }
      if (g == null) {
        dropped.add(r);
      } else {
        rows[count] = r;
        geometries[count++] = g;
      }
    }
    if (pair) {
      String latKey = bindings.latitude();
      String lonKey = bindings.longitude();
      report.notNumeric(BindingRole.LATITUDE, latKey, latNotNumeric);
      report.notNumeric(BindingRole.LONGITUDE, lonKey, lonNotNumeric);
      report.outOfRange(BindingRole.LATITUDE, latKey, latOutOfRange);
      report.outOfRange(BindingRole.LONGITUDE, lonKey, lonOutOfRange);
      report.incomplete(BindingRole.LATITUDE, latKey, BindingRole.LONGITUDE, lonKey, latMissing);
      report.incomplete(BindingRole.LONGITUDE, lonKey, BindingRole.LATITUDE, latKey, lonMissing);
      aggregated(report, BindingRole.LATITUDE, table.field(latKey), latColumn, n);
      aggregated(report, BindingRole.LONGITUDE, table.field(lonKey), lonColumn, n);
    }
    if (geo != null) {
      report.geometryInvalid(bindings.geometry(), invalidGeometry, reasons);
    }
    report.dropped(source(bindings, geo != null, pair), dropped, n);
    return new MapLayer(key, pointer, dataset, bindings, view, rows, geometries, count,
        dropped.count());
  }

  private static void tally(byte status, int row, RowTally notNumeric, RowTally outOfRange) {
    if (status == CoordinateColumn.NOT_NUMERIC) {
      notNumeric.add(row);
    } else if (status == CoordinateColumn.OUT_OF_RANGE) {
      outOfRange.add(row);
    }
  }

  /** Query-aggregated coordinates (e.g. Sum(Geo.Latitude)) are reported, never silently used. */
  private static void aggregated(CoordinateDiagnostics report, BindingRole role, FieldMeta field,
      Column column, int n) {
    String aggregation = QueryAggregation.of(field);
    if (aggregation == null) {
      return;
    }
    RowTally rows = new RowTally();
    int length = column.length();
    for (int r = 0; r < n && r < length; r++) {
      if (!column.isNull(r)) {
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

  private static String source(MapBindings b, boolean geometry, boolean pair) {
    String point = "point (latitude '" + b.latitude() + "', longitude '" + b.longitude() + "')";
    String shape = "geometry ('" + b.geometry() + "')";
    if (geometry && pair) {
      return shape + " or " + point;
    }
    return geometry ? shape : point;
  }
}
