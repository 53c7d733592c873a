package hyperpbi.render;

import hyperpbi.data.Column;
import hyperpbi.data.DataType;
import hyperpbi.data.FieldMeta;
import hyperpbi.data.NumberColumn;
import hyperpbi.data.Table;
import hyperpbi.specification.ComponentNode;
import hyperpbi.view.ComponentView.KpiView;
import hyperpbi.view.ComponentView.MetricGridView;
import hyperpbi.view.ComponentView.MetricValue;
import hyperpbi.view.ComponentView.TextView;

/** Cards: a KPI (value, target, difference), a metric grid, a text. */
final class CardMarks {
  private CardMarks() {}

  static Node kpi(RenderContext ctx, ComponentNode c, KpiView k) {
    Table table = k.rows().result().table();
    String pattern = pattern(ctx, c, table, k.field(), k.aggregation());
    double value = number(table, k.field(), k.value(), k.valueRow());
    String text = kpiText(ctx, table, k.field(), value, k.valueRow(), pattern);
    Node card = Node.el("div").attr("class", "hpbi-kpi-card");
    String label = Props.text(c, ctx.state(), "label");
    card.child(Node.el("div").attr("class", "hpbi-kpi-value").attr("data-value", text).text(text));
    card.child(Node.el("div").attr("class", "hpbi-kpi-label").text(label != null ? label
        : ctx.texts().get(aggregationLabel(k.aggregation()),
            ChartMarks.displayName(table, k.field()))));
    if (k.target() != null) {
      double goal = number(table, k.target(), k.targetValue(), k.targetRow());
      String goalText = kpiText(ctx, table, k.target(), goal, k.targetRow(), pattern);
      Node target = Node.el("div").attr("class", "hpbi-kpi-target");
      target.child(Node.el("span").text(ctx.texts().get(RenderTexts.TARGET, goalText)));
      if (value == value && goal == goal) {
        double diff = value - goal;
        String sign = diff > 0 ? "▲ +" : diff < 0 ? "▼ " : "● ";
        String share = goal != 0 ? " (" + ctx.format().number(diff / Math.abs(goal), "+0.0%;-0.0%;0.0%")
            + ")" : "";
        target.child(Node.el("span").attr("class", diff >= 0 ? "hpbi-good" : "hpbi-bad")
            .attr("data-difference", Svg.number(diff))
            .text(sign + ctx.format().number(diff, pattern) + share));
      }
      card.child(target);
    }
    return card;
  }

  private static int aggregationLabel(String aggregation) {
    return switch (aggregation == null ? "" : aggregation) {
      case "avg" -> RenderTexts.AVERAGE_OF;
      case "min" -> RenderTexts.MIN_OF;
      case "max" -> RenderTexts.MAX_OF;
      case "count" -> RenderTexts.COUNT_OF;
      case "distinctCount" -> RenderTexts.DISTINCT_COUNT_OF;
      default -> RenderTexts.SUM_OF;
    };
  }

  private static String kpiText(RenderContext ctx, Table table, String field, double value,
      int row, String pattern) {
    if (row >= 0 && !(table.column(field) instanceof NumberColumn)) {
      return ChartData.label(ctx, table, field, row);
    }
    if (row >= 0) {
      FieldMeta meta = table.field(field);
      DataType type = meta == null ? DataType.UNKNOWN : meta.dataType();
      if (type == DataType.DATE || type == DataType.DATETIME) {
        return ChartData.label(ctx, table, field, row);
      }
    }
    return value != value ? "(Blank)" : ctx.format().number(value, pattern);
  }

  private static double number(Table table, String field, double value, int row) {
    if (row < 0) {
      return value;
    }
    Column col = table.column(field);
    return col instanceof NumberColumn n && !n.isNull(row) ? n.get(row) : Double.NaN;
  }

  static String pattern(RenderContext ctx, ComponentNode c, Table table, String field,
      String aggregation) {
    if ("count".equals(aggregation) || "distinctCount".equals(aggregation)) {
      return "#,0";
    }
    String own = Props.text(c, ctx.state(), "format");
    if (own != null) {
      return own;
    }
    FieldMeta meta = field == null ? null : table.field(field);
    return meta == null ? null : meta.format();
  }

  private static String filled(RenderContext ctx, String text) {
    return text == null ? "" : hyperpbi.view.TemplateText.render(text, ctx.model()::templateValue,
        d -> ctx.format().number(d, null));
  }

  static Node metricGrid(RenderContext ctx, ComponentNode c, MetricGridView g) {
    double columns = Props.number(c, ctx.state(), "columns", Math.min(4, Math.max(1,
        g.metrics().size())));
    Node grid = Node.el("dl").attr("class", "hpbi-metric-grid")
        .attr("style", "grid-template-columns:repeat(" + (int) Math.min(12, columns)
            + ",minmax(0,1fr))");
    String pattern = Props.text(c, ctx.state(), "format");
    for (int i = 0; i < g.metrics().size(); i++) {
      MetricValue m = g.metrics().get(i);
      String text = m.value() instanceof Double d ? ctx.format().number(d, pattern)
          : m.value() == null ? "(Blank)" : String.valueOf(m.value());
      grid.child(Node.el("div").key("m:" + i).attr("class", "hpbi-metric")
          .attr("data-metric", m.metric())
          .child(Node.el("dt").text(m.label() != null ? m.label() : m.metric()))
          .child(Node.el("dd").text(text)));
    }
    return grid;
  }

  /**
   * A text with its metric and aggregate placeholders filled in, numbers formatted for the
   * locale (TextView carries them as the engine writes them).
   */
  static Node text(RenderContext ctx, ComponentNode c, TextView t) {
    String variant = Props.text(c, ctx.state(), "variant");
    String tag = switch (variant == null ? "" : variant) {
      case "h1", "title" -> "h1";
      case "h2", "heading" -> "h2";
      case "h3", "subheading" -> "h3";
      case "caption", "small" -> "small";
      default -> "p";
    };
    return Node.el(tag).attr("class", "hpbi-text" + (variant == null ? "" : " hpbi-text-"
        + tag)).text(filled(ctx, Props.text(c, ctx.state(), "text")));
  }
}
