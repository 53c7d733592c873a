package hyperpbi.render;

import hyperpbi.diagnostic.Diagnostic;
import hyperpbi.interaction.Consumption;
import hyperpbi.sources.SourceStatus;
import hyperpbi.specification.ComponentNode;
import hyperpbi.view.ComponentView.ChartView;
import java.util.ArrayList;
import java.util.List;

/**
 * The frame every drawn component stands in: {@code data-component}, {@code data-type}, its
 * key {@code c:<id>} (what the painter keeps between patches), its title and description, and
 * in place of the body the states a Power BI author expects to see rather than a blank: the
 * errors found for it ({@code data-state="error"}), a remote source still loading
 * ({@code loading}) or failed, and no rows ({@code empty}).
 */
final class Frame {
  private Frame() {}

  static Node of(RenderContext ctx, ComponentNode c, String title) {
    Node frame = Node.el("section").key("c:" + c.id()).attr("data-component", c.id())
        .attr("data-type", c.type().name()).attr("class", "hpbi-component hpbi-type-" + c.type().name());
    if (title != null) {
      String id = "t-" + c.id();
      frame.attr("aria-labelledby", id).child(Node.el("h2").attr("id", id)
          .attr("class", "hpbi-title").text(title));
    } else {
      frame.attr("aria-label", c.type().name() + " " + c.id());
    }
    AuthorStyles.apply(frame, ctx, c);
    String subtitle = Props.text(c, ctx.state(), "subtitle");
    if (subtitle != null) {
      frame.child(Node.el("p").attr("class", "hpbi-subtitle").text(subtitle));
    }
    return frame;
  }

  /** Power BI's automatic chart title: the measure by the category (and the series). */
  static String chartTitle(RenderContext ctx, ComponentNode c, ChartView view) {
    String own = Props.text(c, ctx.state(), "title");
    if (own != null) {
      return own;
    }
    var table = view.rows().result().table();
    String title = ctx.texts().get(RenderTexts.BY,
        ChartMarks.displayName(table, view.measure()),
        ChartMarks.displayName(table, view.category()));
    return view.series() == null ? title : ctx.texts().get(RenderTexts.AND, title,
        ChartMarks.displayName(table, view.series()));
  }

  /** The error diagnostics found at the component or inside it (its own lists excepted). */
  static List<Diagnostic> errors(List<Diagnostic> all, ComponentNode c) {
    List<Diagnostic> mine = new ArrayList<>();
    for (Diagnostic d : all) {
      if (d.isError() && (d.path().equals(c.pointer()) || d.path().startsWith(c.pointer() + "/"))
          && !d.path().startsWith(c.pointer() + "/components/")
          && !d.path().startsWith(c.pointer() + "/tabs/")) {
        mine.add(d);
      }
    }
    return mine;
  }

  static Node error(RenderTexts texts, List<Diagnostic> errors) {
    Node box = Node.el("div").attr("class", "hpbi-state hpbi-error").attr("data-state", "error")
        .attr("role", "alert");
    box.child(Node.el("strong").text(errors.size() == 1 ? texts.get(RenderTexts.ONE_ERROR)
        : texts.get(RenderTexts.ERRORS, String.valueOf(errors.size()))));
    Node list = Node.el("ul");
    for (int i = 0; i < Math.min(errors.size(), 5); i++) {
      Diagnostic d = errors.get(i);
      list.child(Node.el("li").key("d:" + i).text(texts.get(RenderTexts.AT, d.code(),
          d.path().isEmpty() ? "/" : d.path(), d.message())));
    }
    if (errors.size() > 5) {
      list.child(Node.el("li").key("more").text(texts.get(RenderTexts.AND_MORE,
          String.valueOf(errors.size() - 5))));
    }
    return box.child(list);
  }

  static Node empty(RenderTexts texts) {
    return Node.el("div").attr("class", "hpbi-state hpbi-empty").attr("data-state", "empty")
        .child(Node.el("span").text(texts.get(RenderTexts.NO_DATA)));
  }

  /**
   * The state of the component's remote source, when its rows are not there: loading, or the
   * failure; null when the component reads local rows or its source answered with rows.
   */
  static Node sourceState(RenderContext ctx, ComponentNode c) {
    String dataset = ctx.model().datasetOf(c.id(), ctx.state());
    String root = dataset == null ? null : ctx.model().root(dataset);
    SourceStatus status = root == null ? null : ctx.state().sources().get(root);
    if (status == null) {
      return null;
    }
    if (status.status().equals(SourceStatus.LOADING)) {
      return Node.el("div").attr("class", "hpbi-state hpbi-loading").attr("data-state", "loading")
          .attr("role", "status").attr("aria-live", "polite")
          .child(Node.el("span").attr("class", "hpbi-spinner").attr("aria-hidden", "true"))
          .child(Node.el("span").text(ctx.texts().get(RenderTexts.LOADING, root)));
    }
    if (status.status().equals(SourceStatus.ERROR)) {
      return Node.el("div").attr("class", "hpbi-state hpbi-error").attr("data-state", "error")
          .attr("role", "alert").text(ctx.texts().get(RenderTexts.SOURCE_FAILED, root,
              status.message()));
    }
    return null;
  }

  static boolean isEmpty(Consumption rows) {
    return rows == null || rows.rows().length == 0;
  }
}
