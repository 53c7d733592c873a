package hyperpbi.view;

import com.eclipsesource.json.JsonValue;
import hyperpbi.interaction.Consumption;
import hyperpbi.interaction.DashboardModel;
import java.util.List;

/**
 * What a host draws for one component: a data-bound one from its dataset and the UI state
 * (internal filters, highlights, its selection, its drill level, its control value), a text or
 * metric grid from the root metrics and calculated aggregates; never from a DOM. Row numbers
 * index the component's dataset rows, which the host reads from the evaluation.
 */
public sealed interface ComponentView {
  String id();

  String type();

  /** A view over a dataset's rows: the rows shown, highlighted and selected. */
  sealed interface OverRows extends ComponentView {
    Consumption rows();
  }

  /**
   * A table, custom content or any other component listing its rows, one page of them at a time
   * (a table's {@code pageSize}, else {@link #DEFAULT_PAGE_SIZE}): a million row numbers are not
   * sent for a click.
   */
  record RowsView(String id, String type, Consumption rows, int page, int pageSize)
      implements OverRows {
    public static final int DEFAULT_PAGE_SIZE = 1_000;

    /** The page's rows: indices into {@code rows().rows()} from {@code from()} to {@code to()}. */
    public int from() {
      return (int) Math.min((long) page * pageSize, rows.rows().length);
    }

    public int to() {
      return (int) Math.min((long) from() + pageSize, rows.rows().length);
    }
  }

  /**
   * A bar or line chart: one point per distinct category (and series) among the rows shown, in
   * order of first appearance, its measure aggregated over the point's rows; then in the chart's
   * own order and limit ({@link hyperpbi.specification.ChartSort}).
   *
   * @param breadcrumbs a drilled chart's trail when its {@code drill.showBreadcrumbs} is true,
   *     else null
   */
  record ChartView(String id, String type, Consumption rows, String category, String series,
      String measure, String aggregation, List<Point> points,
      List<DashboardModel.Breadcrumb> breadcrumbs, List<TooltipField> tooltips)
      implements OverRows {
    public ChartView {
      points = List.copyOf(points);
      breadcrumbs = breadcrumbs == null ? null : List.copyOf(breadcrumbs);
      tooltips = List.copyOf(tooltips);
    }
  }

  /**
   * One of a chart's {@code tooltip} fields, aggregated over each point's rows with the chart's
   * aggregation (as a Power BI tooltip field is), per point in {@code points} order.
   *
   * @param name the field as the specification names it
   * @param key its dataset field key, or null when the dataset has no such field
   * @param numbers per point the aggregate (NaN: none), or null when {@code rows} holds the value
   * @param rows per point the dataset row holding the value (min, max; -1: none), or null
   */
  record TooltipField(String name, String key, double[] numbers, int[] rows) {}

  /**
   * @param row the point's first dataset row: its category and series values (a click on the
   *     point names {@code rows().eventRow(row)})
   * @param count how many rows the point stands for
   * @param value the aggregate, NaN for none (no numbers, or an unknown aggregation)
   * @param valueRow for min and max, the row whose measure is the value (-1: none); else -1
   */
  record Point(int row, int count, double value, int valueRow, boolean highlighted,
      boolean selected) {}

  /**
   * A select or slicer: its options (the first row of each distinct non-null value of its field
   * among the rows shown, in order of appearance) and its current value.
   */
  record ControlView(String id, String type, Consumption rows, String field, int[] options,
      JsonValue value) implements OverRows {}

  /**
   * A KPI: its field aggregated over the rows shown (NaN for none; for min and max the value is
   * {@code valueRow}'s field, -1 for none), and its {@code target} field (null without one)
   * aggregated the same way.
   */
  record KpiView(String id, String type, Consumption rows, String field, String aggregation,
      double value, int valueRow, String target, double targetValue, int targetRow)
      implements OverRows {}

  /**
   * A text component: its {@code text} with {@code {{metric.<key>}}} and
   * {@code {{aggregate.<field>.<stat>}}} replaced by their values (numbers as the engine writes
   * them; a metric without value is blank); other placeholders stay as written.
   */
  record TextView(String id, String type, String text) implements ComponentView {}

  /** A metric grid: each entry's root metric and its value (Double, or null for none). */
  record MetricGridView(String id, String type, List<MetricValue> metrics)
      implements ComponentView {
    public MetricGridView {
      metrics = List.copyOf(metrics);
    }
  }

  /** @param label the entry's label, else null */
  record MetricValue(String metric, String label, Object value) {}
}
