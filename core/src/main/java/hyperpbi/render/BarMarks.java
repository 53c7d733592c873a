package hyperpbi.render;

import hyperpbi.specification.ComponentNode;

/** The bars of a bar chart: grouped by series, or stacked (positive and negative apart). */
final class BarMarks {
  private BarMarks() {}

  static void draw(Node marks, RenderContext ctx, ComponentNode c, ChartData data, Plot plot,
      boolean horizontal, boolean stacked) {
    int seriesCount = Math.max(1, data.series.size());
    double band = plot.band();
    double inner = band * 0.8;
    double thickness = stacked ? inner : inner / seriesCount;
    double[] up = new double[plot.categories];
    double[] down = new double[plot.categories];
    boolean labels = Props.flag(c, ctx.state(), "showValues", false);
    boolean first = true;
    for (ChartData.Mark m : data.marks) {
      double v = m.value() == m.value() ? m.value() : 0;
      double from = 0;
      if (stacked) {
        from = v >= 0 ? up[m.category()] : down[m.category()];
        if (v >= 0) {
          up[m.category()] += v;
        } else {
          down[m.category()] += v;
        }
      }
      double a = plot.value(from);
      double b = plot.value(from + v);
      double start = plot.bandStart(m.category()) + (band - inner) / 2
          + (stacked ? 0 : m.series() * thickness);
      Node rect = Node.el("rect").attr("fill", ChartMarks.colour(ctx, c, m.series()));
      if (horizontal) {
        rect.attr("x", Math.min(a, b)).attr("y", start).attr("width", Math.abs(b - a))
            .attr("height", thickness);
      } else {
        rect.attr("x", start).attr("y", Math.min(a, b)).attr("width", thickness)
            .attr("height", Math.abs(b - a));
      }
      marks.child(ChartMarks.mark(rect, ctx, data.view, data, m, first));
      first = false;
      if (labels && m.value() == m.value()) {
        marks.child(label(ctx, m, horizontal, b, start + thickness / 2, v));
      }
    }
  }

  private static Node label(RenderContext ctx, ChartData.Mark m, boolean horizontal, double end,
      double mid, double v) {
    Node t = Node.el("text").key("v:" + m.index()).attr("class", "hpbi-label")
        .attr("fill", ctx.theme().foreground()).attr("font-size", ChartMarks.FONT)
        .attr("aria-hidden", "true").text(m.valueText());
    if (horizontal) {
      return t.attr("x", v >= 0 ? end + 4 : end - 4).attr("y", mid + 4)
          .attr("text-anchor", v >= 0 ? "start" : "end");
    }
    return t.attr("x", mid).attr("y", v >= 0 ? end - 4 : end + 12).attr("text-anchor", "middle");
  }
}
