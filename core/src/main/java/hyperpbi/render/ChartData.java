package hyperpbi.render;

import hyperpbi.data.Column;
import hyperpbi.data.DataType;
import hyperpbi.data.FieldMeta;
import hyperpbi.data.NumberColumn;
import hyperpbi.data.Table;
import hyperpbi.view.ComponentView.ChartView;
import hyperpbi.view.ComponentView.Point;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A chart view arranged for drawing: the distinct categories and series of its points in
 * order (dates chronologically unless the chart sorts itself), each point's numeric value and
 * labels. At most {@link #MAX_CATEGORIES} categories are drawn; the rest are counted so the
 * chart can say so.
 */
final class ChartData {
  static final int MAX_CATEGORIES = 500;

  final ChartView view;
  final List<String> categories = new ArrayList<>();
  final List<String> series = new ArrayList<>();
  /** Drawn points (category index, series index, value) in view order. */
  final List<Mark> marks = new ArrayList<>();
  int hiddenCategories;
  boolean anyLit;

  /**
   * @param index the point's position in the view's points
   * @param eventRow the {@code row} a click on it names
   */
  record Mark(int index, int category, int series, double value, String valueText, Point point,
      int eventRow) {}

  private ChartData(ChartView view) {
    this.view = view;
  }

  static ChartData of(ChartView view, RenderContext ctx, String pattern, boolean chartSorts) {
    ChartData d = new ChartData(view);
    Table table = view.rows().result().table();
    List<Point> all = view.points();
    List<Integer> order = new ArrayList<>(all.size());
    for (int i = 0; i < all.size(); i++) {
      order.add(i);
    }
    if (!chartSorts && isTemporal(table, view.category())) {
      // List.sort is stable: points of one date keep their series order.
      order.sort((a, b) -> Double.compare(number(table, view.category(), all.get(a).row()),
          number(table, view.category(), all.get(b).row())));
    }
    Map<Object, Integer> categoryIndex = new LinkedHashMap<>();
    Map<Object, Integer> seriesIndex = new LinkedHashMap<>();
    for (int index : order) {
      Point p = all.get(index);
      Object cat = value(table, view.category(), p.row());
      Integer c = categoryIndex.get(cat);
      if (c == null) {
        if (categoryIndex.size() >= MAX_CATEGORIES) {
          d.hiddenCategories++;
          continue;
        }
        c = categoryIndex.size();
        categoryIndex.put(cat, c);
        d.categories.add(label(ctx, table, view.category(), p.row()));
      }
      Object ser = view.series() == null ? "" : value(table, view.series(), p.row());
      Integer s = seriesIndex.get(ser);
      if (s == null) {
        s = seriesIndex.size();
        seriesIndex.put(ser, s);
        d.series.add(view.series() == null ? "" : label(ctx, table, view.series(), p.row()));
      }
      double v = pointValue(table, view.measure(), p);
      String text = v != v ? "(Blank)" : ctx.format().number(v, pattern);
      d.marks.add(new Mark(index, c, s, v, text, p,
          view.rows().eventRow(p.row())));
      d.anyLit |= p.highlighted() || p.selected();
    }
    return d;
  }

  private static boolean isTemporal(Table table, String field) {
    FieldMeta meta = field == null ? null : table.field(field);
    return meta != null && (meta.dataType() == DataType.DATE || meta.dataType() == DataType.DATETIME)
        && table.column(field) instanceof NumberColumn;
  }

  /** A point's value as a number: the aggregate, or for min/max the value row's number. */
  private static double pointValue(Table table, String measure, Point p) {
    if (p.valueRow() < 0) {
      return p.value();
    }
    return number(table, measure, p.valueRow());
  }

  private static double number(Table table, String field, int row) {
    Column c = field == null ? null : table.column(field);
    return c instanceof NumberColumn n && !n.isNull(row) ? n.get(row) : Double.NaN;
  }

  private static Object value(Table table, String field, int row) {
    Column c = field == null ? null : table.column(field);
    Object v = c == null ? null : c.valueAt(row);
    return v == null ? NULL_KEY : v;
  }

  private static final Object NULL_KEY = new Object();

  static String label(RenderContext ctx, Table table, String field, int row) {
    Column c = field == null ? null : table.column(field);
    if (c == null) {
      return "(Blank)";
    }
    FieldMeta meta = table.field(field);
    return ctx.format().cell(c, meta == null ? DataType.UNKNOWN : meta.dataType(), row,
        meta == null ? null : meta.format());
  }

  double minValue(boolean stacked) {
    return extent(stacked, true);
  }

  double maxValue(boolean stacked) {
    return extent(stacked, false);
  }

  private double extent(boolean stacked, boolean min) {
    double result = 0;
    if (stacked) {
      double[] pos = new double[categories.size()];
      double[] neg = new double[categories.size()];
      for (Mark m : marks) {
        if (m.value() == m.value()) {
          if (m.value() >= 0) {
            pos[m.category()] += m.value();
          } else {
            neg[m.category()] += m.value();
          }
        }
      }
      for (int i = 0; i < pos.length; i++) {
        result = min ? Math.min(result, neg[i]) : Math.max(result, pos[i]);
      }
      return result;
    }
    for (Mark m : marks) {
      if (m.value() == m.value()) {
        result = min ? Math.min(result, m.value()) : Math.max(result, m.value());
      }
    }
    return result;
  }
}
