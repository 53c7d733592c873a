package hyperpbi.engine;

import hyperpbi.dashboard.Dashboard;
import hyperpbi.data.Column;
import hyperpbi.data.DataType;
import hyperpbi.data.FieldMeta;
import hyperpbi.data.Table;
import hyperpbi.interaction.Consumption;
import hyperpbi.interaction.DashboardModel;
import hyperpbi.interaction.Dispatch;
import hyperpbi.interaction.StateWriter;
import hyperpbi.json.JsonOut;
import hyperpbi.view.ComponentView.ChartView;
import hyperpbi.view.ComponentView.ControlView;
import hyperpbi.view.ComponentView.KpiView;
import hyperpbi.view.ComponentView.Point;
import hyperpbi.view.ComponentView;
import hyperpbi.view.ComponentViews;
import java.util.Arrays;
import java.util.List;

/**
 * Component views as JSON ({@code {"views": [...]}}; core/README.md, "Views"): rows as indices
 * into the dataset's rows (as the eval document lists them), a chart point's {@code row} as the
 * index its click event takes, values as the eval document writes cells, an aggregate without
 * value as null.
 */
final class ViewDocument {
  private ViewDocument() {}

  static String write(List<ComponentView> views) {
    JsonOut out = new JsonOut(true);
    out.beginObject().key("views");
    views(out, views);
    return out.endObject().toString();
  }

  /** The views as one compact array (embedded in simulate steps and live step documents). */
  static String array(List<ComponentView> views) {
    JsonOut out = new JsonOut(false);
    views(out, views);
    return out.toString();
  }

  /**
   * The views a step carries when the runtime asks for them: every component's at load
   * ({@code step} null), the changed components' after a step (an empty array for none).
   */
  static String forStep(Dashboard dashboard, Dispatch step) {
    if (step != null && step.changedViews().isEmpty()) {
      return "[]";
    }
    return array(ComponentViews.of(dashboard.model(), dashboard.state(),
        step == null ? List.of() : step.changedViews()));
  }

  private static void views(JsonOut out, List<ComponentView> views) {
    out.beginArray();
    for (ComponentView v : views) {
      out.beginObject().field("id", v.id()).field("type", v.type());
      if (v instanceof ComponentView.OverRows r) {
        out.field("dataset", r.rows().dataset());
      }
      if (v instanceof ComponentView.TextView t) {
        out.field("text", t.text());
      } else if (v instanceof ComponentView.MetricGridView g) {
        metrics(out, g);
      } else if (v instanceof ChartView c) {
        chart(out, c);
      } else if (v instanceof ControlView c) {
        control(out, c);
      } else if (v instanceof KpiView k) {
        out.field("field", k.field()).field("aggregation", k.aggregation());
        value(out.key("value"), k.rows().result().table(), k.field(), k.value(), k.valueRow());
        if (k.target() != null) {
          out.field("target", k.target());
          value(out.key("targetValue"), k.rows().result().table(), k.target(), k.targetValue(),
              k.targetRow());
        }
      } else if (v instanceof ComponentView.RowsView r) {
        rows(out, r);
      }
      out.endObject();
    }
    out.endArray();
  }

  private static void chart(JsonOut out, ChartView c) {
    Table table = c.rows().result().table();
    out.field("category", c.category());
    if (c.series() != null) {
      out.field("series", c.series());
    }
    out.field("measure", c.measure()).field("aggregation", c.aggregation())
        .key("points").beginArray();
    for (Point p : c.points()) {
      out.beginInlineObject().field("row", c.rows().eventRow(p.row()));
      cell(out.key("category"), table, c.category(), p.row());
      if (c.series() != null) {
        cell(out.key("series"), table, c.series(), p.row());
      }
      value(out.key("value"), table, c.measure(), p.value(), p.valueRow());
      out.field("count", p.count()).field("highlighted", p.highlighted())
          .field("selected", p.selected()).endObject();
    }
    out.endArray();
    if (c.breadcrumbs() != null) {
      out.key("breadcrumbs").beginArray();
      for (DashboardModel.Breadcrumb b : c.breadcrumbs()) {
        out.beginInlineObject().field("level", b.level()).field("id", b.id());
        if (b.chosen() != null) {
          StateWriter.drillValue(out, b.chosen());
        }
        out.endObject();
      }
      out.endArray();
    }
  }

  /**
   * {@code shown} (how many rows), the page ({@code page}, {@code pageSize}, {@code rows}) and
   * which of the page's rows are highlighted and selected, with the totals of both.
   */
  private static void rows(JsonOut out, ComponentView.RowsView r) {
    int[] shown = r.rows().rows();
    int[] page = Arrays.copyOfRange(shown, r.from(), r.to());
    out.field("shown", shown.length).field("page", r.page()).field("pageSize", r.pageSize());
    StateWriter.ints(out.key("rows"), page);
    // The rows shown ascend, and so do their highlighted and selected subsets.
    StateWriter.ints(out.key("highlighted"), Consumption.within(page, r.rows().highlighted()));
    out.field("highlightedCount", r.rows().highlighted().length);
    StateWriter.ints(out.key("selected"), Consumption.within(page, r.rows().selected()));
    out.field("selectedCount", r.rows().selected().length);
  }

  private static void metrics(JsonOut out, ComponentView.MetricGridView g) {
    out.key("metrics").beginArray();
    for (ComponentView.MetricValue m : g.metrics()) {
      out.beginInlineObject().field("metric", m.metric());
      if (m.label() != null) {
        out.field("label", m.label());
      }
      ResultWriter.writeScalar(out.key("value"), m.value());
      out.endObject();
    }
    out.endArray();
  }

  private static void control(JsonOut out, ControlView c) {
    Table table = c.rows().result().table();
    out.field("field", c.field()).key("options").beginInlineArray();
    for (int row : c.options()) {
      cell(out, table, c.field(), row);
    }
    out.endArray().key("value");
    StateWriter.value(out, c.value());
  }

  private static void cell(JsonOut out, Table table, String field, int row) {
    Column column = field == null ? null : table.column(field);
    FieldMeta meta = field == null ? null : table.field(field);
    if (column == null) {
      out.nullValue();
    } else {
      ResultWriter.writeValue(out, column, meta == null ? DataType.UNKNOWN : meta.dataType(),
          row);
    }
  }

  /** An aggregate: a row's cell (min, max: the input type kept) or a number, else null. */
  private static void value(JsonOut out, Table table, String field, double number, int row) {
    if (row >= 0) {
      cell(out, table, field, row);
    } else {
      number(out, number);
    }
  }

  private static void number(JsonOut out, double value) {
    if (value != value) {
      out.nullValue();
    } else {
      out.value(value);
    }
  }
}
