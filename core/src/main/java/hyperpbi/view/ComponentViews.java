package hyperpbi.view;

import com.eclipsesource.json.JsonValue;
import hyperpbi.data.Column;
import hyperpbi.dataset.ValueCodes;
import hyperpbi.interaction.Consumption;
import hyperpbi.interaction.DashboardModel;
import hyperpbi.json.JsonNumbers;
import hyperpbi.specification.ChartSort;
import hyperpbi.specification.ComponentNode;
import hyperpbi.ui.UiState;
import hyperpbi.view.ComponentView.ChartView;
import hyperpbi.view.ComponentView.ControlView;
import hyperpbi.view.ComponentView.KpiView;
import hyperpbi.view.ComponentView.MetricGridView;
import hyperpbi.view.ComponentView.MetricValue;
import hyperpbi.view.ComponentView.Point;
import hyperpbi.view.ComponentView.RowsView;
import hyperpbi.view.ComponentView.TextView;
import hyperpbi.view.ComponentView.TooltipField;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** The views of components under a UI state (ARCHITECTURE, "View"). */
public final class ComponentViews {
  private ComponentViews() {}

  /**
   * The views of the listed components (every one with a view when empty: data-bound
   * components, texts and metric grids), in document order.
   */
  public static List<ComponentView> of(DashboardModel model, UiState state,
      Collection<String> ids) {
    return of(model, state, ids, Map.of());
  }

  /** As {@link #of(DashboardModel, UiState, Collection)}, with a page per listing component. */
  public static List<ComponentView> of(DashboardModel model, UiState state,
      Collection<String> ids, Map<String, Integer> pages) {
    List<ComponentView> views = new ArrayList<>();
    for (ComponentNode c : model.components().all()) {
      if (!ids.isEmpty() && !ids.contains(c.id())) {
        continue;
      }
      String type = c.type().name();
      if (type.equals("text")) {
        views.add(new TextView(c.id(), type, TemplateText.render(text(c, "text"),
            model::templateValue)));
      } else if (type.equals("metricGrid")) {
        views.add(new MetricGridView(c.id(), type, metrics(model, c)));
      } else if (c.type().dataBound()) {
        Consumption rows = Consumption.of(model, state, c.id());
        if (rows != null) {
          views.add(view(model, state, c, rows, pages.getOrDefault(c.id(), 0)));
        }
      }
    }
    return views;
  }

  private static List<MetricValue> metrics(DashboardModel model, ComponentNode c) {
    List<MetricValue> out = new ArrayList<>();
    JsonValue list = c.json().get("metrics");
    if (list == null || !list.isArray()) {
      return out;
    }
    for (JsonValue item : list.asArray()) {
      if (item.isObject() && item.asObject().get("metric") != null
          && item.asObject().get("metric").isString()) {
        String key = item.asObject().get("metric").asString();
        JsonValue label = item.asObject().get("label");
        out.add(new MetricValue(key, label != null && label.isString() ? label.asString() : null,
            model.metric(key)));
      }
    }
    return out;
  }

  private static ComponentView view(DashboardModel model, UiState state, ComponentNode c,
      Consumption rows, int page) {
    String type = c.type().name();
    DashboardModel.ChartFields chart = model.chartFields(c.id(), state);
    if (chart != null) {
      String aggregation = Aggregation.nameOf(c.json().get("aggregation"));
      List<TooltipField> tooltips = new ArrayList<>();
      List<Point> points = points(rows, chart, aggregation, ChartSort.of(c.json()),
          tooltipNames(c), tooltips);
      return new ChartView(c.id(), type, rows, chart.category(), chart.series(),
          chart.measure(), aggregation, points, model.breadcrumbs(c.id(), state), tooltips);
    }
    if (c.type().control()) {
      String field = text(c, "field");
      return new ControlView(c.id(), type, rows, field, options(rows, field),
          state.componentValues().get(c.id()));
    }
    if (type.equals("kpi")) {
      String field = text(c, "field");
      String aggregation = Aggregation.nameOf(c.json().get("aggregation"));
      Aggregation.Values value = Aggregation.of(aggregation, column(rows, field), rows.rows(),
          new int[rows.rows().length], 1);
      // The target is a field binding of the KPI's dataset, measured as its value is.
      String target = text(c, "target");
      Aggregation.Values goal = target == null ? value : Aggregation.of(aggregation,
          column(rows, target), rows.rows(), new int[rows.rows().length], 1);
      return new KpiView(c.id(), type, rows, field, aggregation, value.number(0), value.row(0),
          target, goal.number(0), goal.row(0));
    }
    JsonValue size = c.json().get("pageSize");
    // The rule BindingValidator warns by: a positive whole number, else the default.
    double asked = size != null && size.isNumber() ? JsonNumbers.value(size) : 0;
    int pageSize = asked >= 1 && asked == Math.floor(asked) && asked <= Integer.MAX_VALUE
        ? (int) asked : RowsView.DEFAULT_PAGE_SIZE;
    return new RowsView(c.id(), type, rows, page, pageSize);
  }

  /** The points in first-appearance order, then in the chart's own order and limit. */
  /** A component's {@code tooltip} fields: names, or {@code {"field": name}} objects. */
  private static List<String> tooltipNames(ComponentNode c) {
    JsonValue v = c.json().get("tooltip");
    List<String> names = new ArrayList<>();
    if (v != null && v.isArray()) {
      for (JsonValue item : v.asArray()) {
        JsonValue name = item.isObject() ? item.asObject().get("field") : item;
        if (name != null && name.isString()) {
          names.add(name.asString());
        }
      }
    }
    return names;
  }

  /**
   * @param tooltipNames the chart's tooltip fields; their aggregates per returned point are
   *     added to {@code tooltips}
   */
  private static List<Point> points(Consumption rows, DashboardModel.ChartFields chart,
      String aggregation, ChartSort sort, List<String> tooltipNames,
      List<TooltipField> tooltips) {
    int[] shown = rows.rows();
    int[] a = codes(column(rows, chart.category()), shown);
    int[] b = codes(column(rows, chart.series()), shown);
    int aCount = span(a);
    int bCount = span(b);
    int[] pointOf = new int[shown.length];
    int[] firstOf = new int[shown.length];
    int[] counts = new int[shown.length];
    // A point per (category, series) pair met: numbered through a table when the pairs are few
    // (no boxing, no long arithmetic: a BigInt in the JavaScript build), else a map.
    boolean few = (double) aCount * bCount <= 1 << 22;
    int[] table = few ? new int[aCount * bCount] : null;
    Map<String, Integer> numbered = few ? null : new HashMap<>();
    int points = 0;
    for (int i = 0; i < shown.length; i++) {
      int p;
      if (few) {
        int pair = a[i] * bCount + b[i];
        p = table[pair] - 1;
        if (p < 0) {
          table[pair] = points + 1;
        }
      } else {
        Integer known = numbered.putIfAbsent(a[i] + ":" + b[i], points);
        p = known == null ? -1 : known;
      }
      if (p < 0) {
        firstOf[points] = i;
        p = points++;
      }
      pointOf[i] = p;
      counts[p]++;
    }
    int groups = points;
    Aggregation.Values values = Aggregation.of(aggregation, column(rows, chart.measure()),
        shown, pointOf, groups);
    List<Point> met = aggregate(rows, values, pointOf, firstOf, counts, groups);
    List<Point> ordered = PointOrder.apply(met, sort, chart.category(), chart.series(),
        chart.measure(), field -> column(rows, field), values,
        field -> Aggregation.of(aggregation, column(rows, field), shown, pointOf, groups));
    if (!tooltipNames.isEmpty()) {
      // A point's first row is its own (no two points share one): its group by that row.
      int[] groupOfRow = new int[rows.result().rowCount()];
      for (int p = 0; p < met.size(); p++) {
        groupOfRow[met.get(p).row()] = p;
      }
      hyperpbi.dataset.DatasetSchema schema = hyperpbi.dataset.DatasetSchema.of(
          rows.result().table().fields());
      for (String name : tooltipNames) {
        hyperpbi.data.FieldMeta meta = schema.find(name);
        String key = meta == null ? null : meta.key();
        Aggregation.Values v = Aggregation.of(aggregation, column(rows, key), shown, pointOf,
            groups);
        double[] numbers = v.numbers() == null ? null : new double[ordered.size()];
        int[] valueRows = v.rows() == null ? null : new int[ordered.size()];
        for (int i = 0; i < ordered.size(); i++) {
          int group = groupOfRow[ordered.get(i).row()];
          if (numbers != null) {
            numbers[i] = v.number(group);
          } else {
            valueRows[i] = v.row(group);
          }
        }
        tooltips.add(new TooltipField(name, key, numbers, valueRows));
      }
    }
    return ordered;
  }

  /** Each point's aggregate and flags. */
  private static List<Point> aggregate(Consumption rows, Aggregation.Values values,
      int[] pointOf, int[] firstOf, int[] counts, int points) {
    int[] shown = rows.rows();
    boolean[] highlighted = marks(rows.result().rowCount(), rows.highlighted());
    boolean[] selected = marks(rows.result().rowCount(), rows.selected());
    boolean[] lit = new boolean[points];
    boolean[] chosen = new boolean[points];
    for (int i = 0; i < shown.length; i++) {
      lit[pointOf[i]] |= highlighted[shown[i]];
      chosen[pointOf[i]] |= selected[shown[i]];
    }
    List<Point> out = new ArrayList<>(points);
    for (int p = 0; p < points; p++) {
      out.add(new Point(shown[firstOf[p]], counts[p], values.number(p), values.row(p), lit[p],
          chosen[p]));
    }
    return out;
  }

  private static boolean[] marks(int n, int[] rows) {
    boolean[] marked = new boolean[n];
    for (int row : rows) {
      marked[row] = true;
    }
    return marked;
  }

  /** The first row of each distinct non-null value among the rows shown, in order. */
  private static int[] options(Consumption rows, String field) {
    Column column = column(rows, field);
    return column == null ? new int[0] : ValueCodes.firstRows(column, rows.rows());
  }

  /** The value codes of a column over the rows (equal values, equal codes), all 0 without one. */
  private static int[] codes(Column column, int[] rows) {
    return column == null ? new int[rows.length] : ValueCodes.of(column, rows, rows.length);
  }

  /** One more than the largest code. */
  private static int span(int[] codes) {
    int max = 0;
    for (int code : codes) {
      max = Math.max(max, code);
    }
    return max + 1;
  }

  private static Column column(Consumption rows, String field) {
    return field == null ? null : rows.result().table().column(field);
  }

  private static String text(ComponentNode c, String name) {
    JsonValue v = c.json().get(name);
    return v != null && v.isString() ? v.asString() : null;
  }
}
