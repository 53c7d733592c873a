package hyperpbi.render;

import hyperpbi.data.FieldMeta;
import hyperpbi.data.Table;
import hyperpbi.interaction.DashboardModel;
import hyperpbi.specification.ComponentNode;
import hyperpbi.view.ComponentView;
import hyperpbi.view.ComponentView.ChartView;
import java.util.List;

/**
 * Bar and line charts in SVG: a value axis from zero with nice ticks and gridlines, a category
 * axis whose labels turn or thin out when crowded, grouped or stacked series, a legend, data
 * labels, Power BI's highlight (the other marks at 40 % opacity) and selection. Every mark
 * carries {@code data-row}, the row its click names. Bar lengths are exactly proportional: the
 * value axis always includes zero and the plot never shrinks for a label.
 */
final class ChartMarks {
  static final double FONT = 11;
  private static final double PAD = 8;
  static final String DIM = "0.4";

  private ChartMarks() {}

  static Node body(RenderContext ctx, ComponentNode c, ChartView view, Box box) {
    boolean line = c.type().name().equals("lineChart");
    boolean horizontal = !line && "horizontal".equals(Props.text(c, ctx.state(), "orientation"));
    boolean stacked = !line && Props.flag(c, ctx.state(), "stacked", false);
    String pattern = valuePattern(ctx, c, view);
    ChartData data = ChartData.of(view, ctx, pattern, c.json().get("sort") != null);
    Node wrap = Node.el("div").attr("class", "hpbi-chart");
    if (view.breadcrumbs() != null && view.breadcrumbs().size() > 1) {
      wrap.child(breadcrumbs(ctx, view));
    }
    if (data.series.size() > 1) {
      wrap.child(legend(ctx, data));
    }
    double height = Math.max(120, box.height() - (data.series.size() > 1 ? 24 : 0)
        - (view.breadcrumbs() != null && view.breadcrumbs().size() > 1 ? 28 : 0));
    Node svg = Node.el("svg").attr("viewBox", "0 0 " + Svg.number(box.width()) + " "
        + Svg.number(height)).attr("width", box.width()).attr("height", height)
        .attr("class", "hpbi-plot").attr("role", "group")
        .attr("aria-label", summary(ctx, c, view, data, line));
    svg.child(Node.el("desc").text(summary(ctx, c, view, data, line)));
    Plot plot = Plot.layout(data, box.width(), height, horizontal, stacked, ctx);
    plot.axes(svg, ctx, horizontal);
    Node marks = Node.el("g").attr("class", "hpbi-marks").attr("role", "list")
        .attr("aria-label", ctx.texts().get(RenderTexts.DATA_POINTS));
    if (line) {
      LineMarks.draw(marks, ctx, c, data, plot);
    } else {
      BarMarks.draw(marks, ctx, c, data, plot, horizontal, stacked);
    }
    svg.child(marks);
    wrap.child(svg);
    if (data.hiddenCategories > 0) {
      wrap.child(Node.el("p").attr("class", "hpbi-note").attr("data-note", "truncated")
          .text(ctx.texts().get(RenderTexts.FIRST_CATEGORIES,
              ctx.format().number(ChartData.MAX_CATEGORIES, "#,0"),
              ctx.format().number(ChartData.MAX_CATEGORIES + data.hiddenCategories, "#,0"))));
    }
    return wrap;
  }

  /** The format of the chart's values: its own, else the measure's; counts are integers. */
  static String valuePattern(RenderContext ctx, ComponentNode c, ChartView view) {
    if ("count".equals(view.aggregation()) || "distinctCount".equals(view.aggregation())) {
      return "#,0";
    }
    String own = Props.text(c, ctx.state(), "format");
    if (own != null) {
      return own;
    }
    FieldMeta meta = view.measure() == null ? null
        : view.rows().result().table().field(view.measure());
    return meta == null ? null : meta.format();
  }

  private static String summary(RenderContext ctx, ComponentNode c, ChartView view,
      ChartData data, boolean line) {
    RenderTexts texts = ctx.texts();
    String s = texts.get(line ? RenderTexts.LINE_CHART : RenderTexts.BAR_CHART,
        Frame.chartTitle(ctx, c, view));
    int n = data.categories.size();
    s = n == 1 ? texts.get(RenderTexts.ONE_CATEGORY, s)
        : texts.get(RenderTexts.CATEGORIES, s, String.valueOf(n));
    return data.series.size() > 1
        ? texts.get(RenderTexts.SERIES, s, String.valueOf(data.series.size())) : s;
  }

  /** A point's accessible name and tooltip: category, series and value. */
  static String describe(RenderContext ctx, ChartView view, ChartData data, ChartData.Mark m) {
    Table table = view.rows().result().table();
    StringBuilder s = new StringBuilder();
    s.append(displayName(table, view.category())).append(": ")
        .append(data.categories.get(m.category()));
    if (view.series() != null) {
      s.append('\n').append(displayName(table, view.series())).append(": ")
          .append(data.series.get(m.series()));
    }
    s.append('\n').append(displayName(table, view.measure())).append(": ").append(m.valueText());
    for (ComponentView.TooltipField f : view.tooltips()) {
      s.append('\n').append(f.key() == null ? f.name() : displayName(table, f.key()))
          .append(": ").append(tooltipValue(ctx, view, f, m.index()));
    }
    return s.toString();
  }

  /**
   * A tooltip field's value at a point, formatted as the field's own values are (counts as
   * integers); a name the chart's dataset does not have says so.
   */
  private static String tooltipValue(RenderContext ctx, ChartView view,
      ComponentView.TooltipField f, int point) {
    if (f.key() == null) {
      return "(not a field of the chart's dataset)";
    }
    Table table = view.rows().result().table();
    FieldMeta meta = table.field(f.key());
    boolean counted = "count".equals(view.aggregation())
        || "distinctCount".equals(view.aggregation());
    String pattern = counted ? "#,0" : ValueFormat.patternOf(meta, null);
    if (f.rows() != null) {
      int row = f.rows()[point];
      return row < 0 ? ValueFormat.BLANK : ctx.format().cell(table.column(f.key()),
          meta == null ? null : meta.dataType(), row, pattern);
    }
    double v = f.numbers()[point];
    return v != v ? ValueFormat.BLANK : ctx.format().number(v, pattern);
  }

  static String displayName(Table table, String field) {
    FieldMeta meta = field == null ? null : table.field(field);
    return meta == null ? String.valueOf(field) : meta.displayName() != null
        ? meta.displayName() : meta.key();
  }

  /** The mark's colour: by series, else the chart's colour, else the theme's first. */
  static String colour(RenderContext ctx, ComponentNode c, int series) {
    String own = Colours.literal(Props.text(c, ctx.state(), "color"));
    if (own != null && !ctx.theme().highContrast()) {
      return series == 0 ? own : ctx.theme().series(series);
    }
    return ctx.theme().series(series);
  }

  /** Shared mark attributes: identity, state flags, focus, highlight dimming. */
  static Node mark(Node n, RenderContext ctx, ChartView view, ChartData data, ChartData.Mark m,
      boolean first) {
    String text = describe(ctx, view, data, m);
    n.key("p:" + m.index()).attr("data-row", String.valueOf(m.eventRow()))
        .flag("data-highlighted", m.point().highlighted())
        .flag("data-selected", m.point().selected())
        .attr("tabindex", first ? "0" : "-1").attr("role", "listitem")
        .attr("aria-label", text.replace('\n', ' ').replace(": ", " ").trim())
        .attr("class", "hpbi-mark");
    if (data.anyLit && !m.point().highlighted() && !m.point().selected()) {
      n.attr("opacity", DIM);
    }
    if (m.point().selected()) {
      n.attr("stroke", ctx.theme().foreground()).attr("stroke-width", "2");
    } else if (ctx.theme().highContrast()) {
      // Foreground marks outlined in the background, background marks in the foreground: two
      // stacked segments of one fill stay apart.
      boolean filled = ctx.theme().foreground().equals(n.attr("fill"));
      n.attr("stroke", filled ? ctx.theme().background() : ctx.theme().foreground())
          .attr("stroke-width", "2");
    }
    return n.child(Node.el("title").text(text));
  }

  private static Node legend(RenderContext ctx, ChartData data) {
    Node list = Node.el("ul").attr("class", "hpbi-legend").attr("aria-label", ctx.texts().get(RenderTexts.LEGEND));
    for (int i = 0; i < data.series.size(); i++) {
      list.child(Node.el("li").key("s:" + i)
          .child(Node.el("span").attr("class", "hpbi-swatch")
              .attr("style", "background:" + ctx.theme().series(i)))
          .child(Node.el("span").text(data.series.get(i))));
    }
    return list;
  }

  private static Node breadcrumbs(RenderContext ctx, ChartView view) {
    Node nav = Node.el("nav").attr("class", "hpbi-breadcrumbs").attr("aria-label", ctx.texts().get(RenderTexts.DRILL_PATH));
    List<DashboardModel.Breadcrumb> trail = view.breadcrumbs();
    for (int i = 0; i < trail.size(); i++) {
      DashboardModel.Breadcrumb b = trail.get(i);
      String label = b.chosen() == null ? b.id() : b.chosen().value() == null ? "(Blank)"
          : String.valueOf(b.chosen().value() instanceof Double d
              ? ctx.format().number(d, null) : b.chosen().value());
      if (i == trail.size() - 1) {
        nav.child(Node.el("span").key("b:" + i).attr("aria-current", "location").text(label));
      } else {
        nav.child(Node.el("button").key("b:" + i).attr("type", "button")
            .attr("data-breadcrumb", String.valueOf(b.level())).text(label));
        nav.child(Node.el("span").key("s:" + i).attr("aria-hidden", "true").text("›"));
      }
    }
    return nav;
  }
}
