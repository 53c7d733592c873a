package hyperpbi.render;

import hyperpbi.diagnostic.Diagnostic;
import hyperpbi.interaction.Consumption;
import hyperpbi.specification.ComponentNode;
import hyperpbi.view.ComponentView;
import hyperpbi.view.ComponentViews;
import java.util.List;

/**
 * Draws one component by its type (every type of the component catalog): the view the engine
 * computes for it, inside its frame, or the state that stands in for its body.
 */
final class Components {
  private Components() {}

  static boolean holdsOthers(ComponentNode c) {
    return !c.type().childProperties().isEmpty();
  }

  static Node draw(DashboardRender dashboard, RenderContext ctx, ComponentNode c, Box box,
      List<Diagnostic> diagnostics, ComponentCache cache) {
    String type = c.type().name();
    if (hyperpbi.specification.ComponentCatalog.isOverlay(type)) {
      return Overlays.draw(dashboard, ctx, c, box);
    }
    if (type.equals("container")) {
      return Containers.container(dashboard, ctx, c, box);
    }
    if (type.equals("tabs")) {
      return Containers.tabs(dashboard, ctx, c, box);
    }
    String title = Props.text(c, ctx.state(), "title");
    List<Diagnostic> errors = Frame.errors(diagnostics, c);
    if (!errors.isEmpty()) {
      return Frame.of(ctx, c, title).attr("data-state", "error").child(Frame.error(ctx.texts(), errors));
    }
    if (type.equals("button")) {
      return Frame.of(ctx, c, null).child(ButtonMarks.button(ctx, c));
    }
    if (type.equals("map")) {
      Node state = Frame.sourceState(ctx, c);
      return Frame.of(ctx, c, title).child(state != null ? state : MapMarks.body(ctx, c, box));
    }
    ComponentView view = cache.view(c.id(), ctx.model(), ctx.state(), () -> view(ctx, c));
    if (view instanceof ComponentView.TextView t) {
      return Frame.of(ctx, c, title).child(CardMarks.text(ctx, c, t));
    }
    if (view instanceof ComponentView.MetricGridView g) {
      return Frame.of(ctx, c, title).child(CardMarks.metricGrid(ctx, c, g));
    }
    if (!(view instanceof ComponentView.OverRows over)) {
      return Frame.of(ctx, c, title).child(Frame.sourceState(ctx, c) != null
          ? Frame.sourceState(ctx, c) : Frame.error(ctx.texts(), List.of(Diagnostic.error("UNKNOWN_DATASET",
          c.pointer(), "the component's dataset has no rows to draw"))));
    }
    return overRows(ctx, c, over, box, title);
  }

  private static Node overRows(RenderContext ctx, ComponentNode c, ComponentView.OverRows view,
      Box box, String title) {
    Node state = Frame.sourceState(ctx, c);
    Consumption rows = view.rows();
    if (view instanceof ComponentView.ChartView chart) {
      Node frame = Frame.of(ctx, c, Frame.chartTitle(ctx, c, chart));
      return frame.child(state != null ? state : chart.points().isEmpty() ? empty(ctx, frame)
          : ChartMarks.body(ctx, c, chart, box));
    }
    Node frame = Frame.of(ctx, c, title);
    if (state != null) {
      return frame.child(state);
    }
    if (view instanceof ComponentView.KpiView k) {
      return frame.child(CardMarks.kpi(ctx, c, k));
    }
    if (view instanceof ComponentView.ControlView control) {
      return frame.child(c.type().name().equals("slicer") ? ControlMarks.slicer(ctx, c, control)
          : ControlMarks.select(ctx, c, control));
    }
    if (Frame.isEmpty(rows)) {
      return frame.child(empty(ctx, frame));
    }
    if (c.type().name().equals("custom")) {
      return frame.child(CustomMarks.body(ctx, c, rows, box));
    }
    return frame.child(TableMarks.body(ctx, c, rows, box));
  }

  private static Node empty(RenderContext ctx, Node frame) {
    frame.attr("data-state", "empty");
    return Frame.empty(ctx.texts());
  }

  private static ComponentView view(RenderContext ctx, ComponentNode c) {
    List<ComponentView> views = ComponentViews.of(ctx.model(), ctx.state(), List.of(c.id()));
    return views.isEmpty() ? null : views.get(0);
  }
}
