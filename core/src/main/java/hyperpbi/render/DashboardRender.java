package hyperpbi.render;

import com.eclipsesource.json.JsonObject;
import com.eclipsesource.json.JsonValue;
import hyperpbi.diagnostic.Diagnostic;
import hyperpbi.specification.ComponentNode;
import hyperpbi.ui.UiState;
import java.util.List;

/**
 * The render tree of a whole dashboard: its shell (title, toolbar, side panels, the grid of
 * root components, open overlays, toasts) and every component shown, each drawn by its type's
 * marks inside its {@link Frame}. Components inside an inactive tab or a closed overlay are not
 * in the tree. {@code cache} lets a host keep the subtrees of components that did not change.
 */
public final class DashboardRender {
  private final RenderContext ctx;
  private final List<Diagnostic> diagnostics;
  private final ComponentCache cache;

  private DashboardRender(RenderContext ctx, List<Diagnostic> diagnostics, ComponentCache cache) {
    this.ctx = ctx;
    this.diagnostics = diagnostics;
    this.cache = cache;
  }

  /** The whole tree; components {@code cache} holds are reused as they are. */
  public static Node render(RenderContext ctx, List<Diagnostic> diagnostics, ComponentCache cache) {
    return new DashboardRender(ctx, diagnostics, cache).root();
  }

  /** The tree of a dashboard that could not be loaded: its findings, in place of everything. */
  public static Node failed(RenderOptions options, List<Diagnostic> diagnostics) {
    Node root = rootNode(options, null).child(Node.el("style").text(Stylesheet.of(options.theme())));
    List<Diagnostic> errors = diagnostics.stream().filter(Diagnostic::isError).toList();
    return root.child(Frame.error(RenderTexts.of(options.locale()),
        errors.isEmpty() ? diagnostics : errors)).freeze();
  }

  private static Node rootNode(RenderOptions options, String title) {
    return Node.el("div").attr("data-dashboard", "").attr("data-theme", options.theme().name())
        .attr("class", "hpbi-root").attr("lang", options.locale())
        .attr("role", "region").attr("aria-label", title == null ? "Dashboard" : title);
  }

  private Node root() {
    JsonObject spec = ctx.model().spec();
    JsonObject app = object(spec, "app");
    String title = app != null && text(app, "title") != null ? text(app, "title")
        : text(spec, "title");
    Node root = rootNode(ctx.options(), title);
    root.child(Node.el("style").key("style").text(Stylesheet.of(ctx.theme())
        + AuthorStyles.of(spec, ctx)));
    root.child(header(spec, title));
    double width = ctx.options().width() - 24;
    // Below 640 px the panels stand above and below the grid, each the whole width.
    boolean narrow = width < 640;
    Node body = Node.el("div").key("body").attr("class", narrow ? "hpbi-body hpbi-narrow"
        : "hpbi-body");
    JsonObject left = object(spec, "leftPanel");
    JsonObject right = object(spec, "rightPanel");
    double leftWidth = left != null && ctx.state().sidebarOpen() ? narrow ? width
        : panelWidth(left, 260) : 0;
    double rightWidth = right != null ? narrow ? width : panelWidth(right, 280) : 0;
    if (leftWidth > 0) {
      body.child(panel("left", left, leftWidth));
    }
    double main = narrow ? width : Math.max(200, width - leftWidth - rightWidth
        - (leftWidth > 0 ? 12 : 0) - (rightWidth > 0 ? 12 : 0));
    body.child(grid(spec.get("components"), GridLayout.of(spec.get("layout"), main)));
    if (rightWidth > 0) {
      body.child(panel("right", right, rightWidth));
    }
    root.child(body);
    root.child(Overlays.toasts(ctx));
    return root.freeze();
  }

  private Node header(JsonObject spec, String title) {
    JsonObject toolbar = object(spec, "toolbar");
    JsonObject left = object(spec, "leftPanel");
    if (title == null && toolbar == null && left == null) {
      return null;
    }
    Node header = Node.el("header").key("header").attr("class", "hpbi-header");
    if (left != null) {
      header.child(Node.el("button").key("sidebar").attr("type", "button")
          .attr("class", "hpbi-sidebar-toggle").attr("aria-expanded",
              String.valueOf(ctx.state().sidebarOpen()))
          .attr("aria-label", ctx.texts().get(ctx.state().sidebarOpen()
              ? RenderTexts.HIDE_PANEL : RenderTexts.SHOW_PANEL))
          .attr("data-ui-action", "{\"type\":\"toggleSidebar\"}").text("☰"));
    }
    header.child(title == null ? null : Node.el("h1").key("title").text(title));
    if (toolbar != null) {
      Node bar = Node.el("div").key("toolbar").attr("class", "hpbi-toolbar")
          .attr("role", "toolbar").attr("aria-label", ctx.texts().get(RenderTexts.TOOLBAR));
      for (ComponentNode c : children(toolbar.get("components"))) {
        bar.child(component(c, new Box(240, GridLayout.bodyHeight(c, ctx.state()))));
      }
      header.child(bar);
    }
    return header;
  }

  private double panelWidth(JsonObject panel, double otherwise) {
    JsonValue w = panel.get("width");
    return w != null && w.isNumber() && hyperpbi.json.JsonNumbers.value(w) >= 120 && hyperpbi.json.JsonNumbers.value(w) <= 800
        ? hyperpbi.json.JsonNumbers.value(w) : Math.min(otherwise, ctx.options().width() * 0.4);
  }

  private Node panel(String side, JsonObject panel, double width) {
    Node aside = Node.el("aside").key("panel:" + side).attr("class", "hpbi-panel hpbi-panel-" + side)
        .attr("aria-label", ctx.texts().get(side.equals("left") ? RenderTexts.LEFT_PANEL
            : RenderTexts.RIGHT_PANEL))
        .attr("style", ctx.options().width() - 24 < 640 ? null : "width:" + Svg.number(width)
            + "px");
    String title = text(panel, "title");
    if (title != null) {
      aside.child(Node.el("h2").attr("class", "hpbi-title").text(title));
    }
    for (ComponentNode c : children(panel.get("components"))) {
      aside.child(component(c, new Box(width - GridLayout.CARD_PADDING,
          GridLayout.bodyHeight(c, ctx.state()))));
    }
    return aside;
  }

  Node grid(JsonValue list, GridLayout layout) {
    Node main = Node.el("main").key("main").attr("class", "hpbi-main hpbi-grid-layout")
        .attr("style", "grid-template-columns:repeat(" + layout.columns()
            + ",minmax(0,1fr));gap:" + Svg.number(layout.gap()) + "px");
    for (ComponentNode c : children(list)) {
      int span = layout.span(c, ctx.state());
      Node drawn = component(c, new Box(layout.bodyWidth(span), GridLayout.bodyHeight(c,
          ctx.state())));
      if (drawn != null) {
        main.child(Cell.wrap(drawn, span, c, ctx.state()));
      }
    }
    return main;
  }

  /** The components of a list that are shown ({@code visible} not false), in order. */
  List<ComponentNode> children(JsonValue list) {
    List<ComponentNode> out = new java.util.ArrayList<>();
    if (list == null || !list.isArray()) {
      return out;
    }
    for (JsonValue item : list.asArray()) {
      if (!item.isObject()) {
        continue;
      }
      JsonValue id = item.asObject().get("id");
      ComponentNode c = id != null && id.isString() ? ctx.model().components().get(id.asString())
          : null;
      if (c != null && Props.flag(c, ctx.state(), "visible", true)) {
        out.add(c);
      }
    }
    return out;
  }

  /** One component, from the cache when it holds it for this box. */
  Node component(ComponentNode c, Box box) {
    Node cached = cache.get(c.id(), box);
    if (cached != null) {
      return cached;
    }
    Node drawn = Components.draw(this, ctx, c, box, diagnostics, cache);
    if (drawn != null) {
      cache.put(c.id(), box, drawn, Components.holdsOthers(c));
    }
    return drawn;
  }

  UiState state() {
    return ctx.state();
  }

  private static String text(JsonObject o, String name) {
    JsonValue v = o.get(name);
    return v != null && v.isString() ? v.asString() : null;
  }

  private static JsonObject object(JsonObject o, String name) {
    JsonValue v = o.get(name);
    return v != null && v.isObject() ? v.asObject() : null;
  }
}
