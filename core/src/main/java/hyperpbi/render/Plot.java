package hyperpbi.render;

/**
 * Where a chart's plot sits in its SVG and how values and categories map to pixels. Margins
 * come from the estimated width of the labels (value ticks on one side, categories on the
 * other); crowded category labels turn 45 degrees, then thin out to every n-th.
 */
final class Plot {
  final double left;
  final double top;
  final double width;
  final double height;
  final Ticks ticks;
  final int categories;
  final boolean horizontal;
  final ChartData data;
  /** Category labels: turned 45 degrees, every n-th shown, cut to a width. */
  boolean turned;
  int every = 1;
  double labelWidth;

  private Plot(ChartData data, double left, double top, double width, double height,
      Ticks ticks, boolean horizontal) {
    this.data = data;
    this.left = left;
    this.top = top;
    this.width = Math.max(1, width);
    this.height = Math.max(1, height);
    this.ticks = ticks;
    this.categories = Math.max(1, data.categories.size());
    this.horizontal = horizontal;
  }

  static Plot layout(ChartData d, double w, double h, boolean horizontal, boolean stacked,
      RenderContext ctx) {
    double lo = d.minValue(stacked);
    double hi = d.maxValue(stacked);
    double widest = 0;
    for (String label : d.categories) {
      widest = Math.max(widest, TextWidth.of(label, ChartMarks.FONT));
    }
    if (horizontal) {
      double labels = Math.min(widest, w * 0.3);
      Ticks t = Ticks.nice(lo, hi, (int) Math.max(2, Math.floor((w - labels) / 90)));
      Plot p = new Plot(d, labels + 14, 8, w - labels - 30, h - 30, t, true);
      p.labelWidth = labels;
      p.every = (int) Math.max(1, Math.ceil(ChartMarks.FONT * 1.4 / p.band()));
      return p;
    }
    Ticks t = Ticks.nice(lo, hi, (int) Math.max(2, Math.floor((h - 50) / 48)));
    double tickLabels = 0;
    for (int i = 0; i < t.count(); i++) {
      tickLabels = Math.max(tickLabels, TextWidth.of(ctx.format().compact(t.tick(i), t.step(), t.largest()),
          ChartMarks.FONT));
    }
    double left = tickLabels + 14;
    double plotW = w - left - 10;
    double band = plotW / Math.max(1, d.categories.size());
    if (widest <= band - 6) {
      Plot p = new Plot(d, left, 10, plotW, h - 10 - 22, t, false);
      p.labelWidth = band - 6;
      return p;
    }
    double labels = Math.min(widest, h * 0.28 / 0.71);
    Plot p = new Plot(d, left, 10, plotW, h - 10 - (labels * 0.71 + 16), t, false);
    p.turned = true;
    p.labelWidth = labels;
    p.every = (int) Math.max(1, Math.ceil(ChartMarks.FONT * 1.4 / band));
    return p;
  }

  /** The width (or height, horizontal) of one category's band. */
  double band() {
    return (horizontal ? height : width) / categories;
  }

  /** The start of a category's band along the category axis. */
  double bandStart(int category) {
    return (horizontal ? top : left) + category * band();
  }

  /** A value's pixel along the value axis (from the left, or from the top for vertical). */
  double value(double v) {
    double along = ticks.at(v, horizontal ? width : height);
    return horizontal ? left + along : top + height - along;
  }

  void axes(Node svg, RenderContext ctx, boolean horizontalBars) {
    Node valueAxis = Node.el("g").attr("class", "hpbi-axis").attr("data-axis",
        horizontal ? "x" : "y").attr("aria-hidden", "true");
    for (int i = 0; i < ticks.count(); i++) {
      double t = ticks.tick(i);
      double at = value(t);
      Node grid = Node.el("line").key("g:" + i).attr("class", t == 0 ? "hpbi-zero" : "hpbi-grid")
          .attr("stroke", t == 0 ? ctx.theme().muted() : ctx.theme().grid());
      Node label = Node.el("text").key("t:" + i).attr("fill", ctx.theme().muted())
          .attr("font-size", ChartMarks.FONT).text(ctx.format().compact(t, ticks.step(), ticks.largest()));
      if (horizontal) {
        grid.attr("x1", at).attr("x2", at).attr("y1", top).attr("y2", top + height);
        label.attr("x", at).attr("y", top + height + 16).attr("text-anchor", "middle");
      } else {
        grid.attr("x1", left).attr("x2", left + width).attr("y1", at).attr("y2", at);
        label.attr("x", left - 6).attr("y", at + 4).attr("text-anchor", "end");
      }
      valueAxis.child(grid).child(label);
    }
    svg.child(valueAxis).child(categoryAxis(ctx));
  }

  private Node categoryAxis(RenderContext ctx) {
    Node axis = Node.el("g").attr("class", "hpbi-axis").attr("data-axis",
        horizontal ? "y" : "x").attr("aria-hidden", "true");
    for (int i = 0; i < data.categories.size(); i += every) {
      String label = TextWidth.fit(data.categories.get(i), ChartMarks.FONT, labelWidth);
      double mid = bandStart(i) + band() / 2;
      // "x:", not "c:": a "c:" key marks a component root for the painter and keep markers.
      Node text = Node.el("text").key("x:" + i).attr("fill", ctx.theme().muted())
          .attr("font-size", ChartMarks.FONT).text(label);
      if (horizontal) {
        text.attr("x", left - 6).attr("y", mid + 4).attr("text-anchor", "end");
      } else if (turned) {
        double y = top + height + 12;
        text.attr("x", mid).attr("y", y).attr("text-anchor", "end")
            .attr("transform", "rotate(-45 " + Svg.number(mid) + " " + Svg.number(y) + ")");
      } else {
        text.attr("x", mid).attr("y", top + height + 16).attr("text-anchor", "middle");
      }
      axis.child(text);
    }
    return axis;
  }
}
