package hyperpbi.render;

import hyperpbi.specification.ComponentNode;

/**
 * A line chart: one path per series through its points in category order (a gap where a point
 * has no value), and a point mark per value, drawn when {@code showPoints} is set and always
 * there to click, focus and describe.
 */
final class LineMarks {
  private LineMarks() {}

  /** A series' line: in high contrast always the foreground, odd series dashed. */
  private static String lineColour(RenderContext ctx, ComponentNode c, int series) {
    return ctx.theme().highContrast() ? ctx.theme().foreground() : ChartMarks.colour(ctx, c, series);
  }

  static void draw(Node marks, RenderContext ctx, ComponentNode c, ChartData data, Plot plot) {
    int seriesCount = Math.max(1, data.series.size());
    StringBuilder[] paths = new StringBuilder[seriesCount];
    int[] last = new int[seriesCount];
    java.util.Arrays.fill(last, -2);
    boolean showPoints = Props.flag(c, ctx.state(), "showPoints", false);
    for (ChartData.Mark m : data.marks) {
      if (m.value() != m.value()) {
        continue;
      }
      StringBuilder d = paths[m.series()] == null ? paths[m.series()] = new StringBuilder()
          : paths[m.series()];
      double x = plot.bandStart(m.category()) + plot.band() / 2;
      double y = plot.value(m.value());
      d.append(last[m.series()] == m.category() - 1 && d.length() > 0 ? " L" : (d.length() > 0
          ? " M" : "M")).append(Svg.number(x)).append(' ').append(Svg.number(y));
      last[m.series()] = m.category();
    }
    for (int s = 0; s < seriesCount; s++) {
      if (paths[s] != null) {
        marks.child(Node.el("path").key("l:" + s).attr("class", "hpbi-line")
            .attr("d", paths[s].toString()).attr("fill", "none")
            .attr("stroke", lineColour(ctx, c, s)).attr("stroke-width", "2")
            .attr("stroke-dasharray", ctx.theme().highContrast() && s % 2 == 1 ? "6 3" : null)
            .attr("aria-hidden", "true").attr("pointer-events", "none"));
      }
    }
    boolean first = true;
    for (ChartData.Mark m : data.marks) {
      if (m.value() != m.value()) {
        continue;
      }
      double x = plot.bandStart(m.category()) + plot.band() / 2;
      Node point = Node.el("circle").attr("cx", x).attr("cy", plot.value(m.value()))
          .attr("r", showPoints || m.point().selected() ? "4" : "3.5")
          .attr("fill", ChartMarks.colour(ctx, c, m.series()));
      if (!showPoints && !m.point().selected() && !m.point().highlighted()) {
        point.attr("fill-opacity", "0");
      }
      marks.child(ChartMarks.mark(point, ctx, data.view, data, m, first));
      first = false;
    }
  }
}
