package hyperpbi.render;

import com.eclipsesource.json.JsonValue;
import hyperpbi.json.JsonOut;
import hyperpbi.specification.ComponentNode;
import hyperpbi.ui.UiState;
import java.util.List;

/**
 * Overlays and toasts. A {@code modal} is a dialog over a backdrop, an {@code offcanvas} a
 * panel along an edge ({@code placement} start, end, top, bottom), a {@code popover} or
 * {@code dropdown} a panel beside its trigger button (its {@code label}); all open, close and
 * toggle by UI actions, carry {@code data-open}, and hold their components only while open.
 * Toasts stand in a live region; each carries its duration for the painter's timer.
 */
final class Overlays {
  private Overlays() {}

  static Node draw(DashboardRender dashboard, RenderContext ctx, ComponentNode c, Box box) {
    boolean open = ctx.state().overlays().contains(c.id());
    String type = c.type().name();
    Node root = Node.el("section").key("c:" + c.id()).attr("data-component", c.id())
        .attr("data-type", type).attr("data-overlay", type).attr("data-open",
            String.valueOf(open)).attr("class", "hpbi-overlay");
    if (type.equals("popover") || type.equals("dropdown")) {
      return anchored(dashboard, ctx, c, root, open);
    }
    if (!open) {
      return root.attr("hidden", "hidden");
    }
    String title = Props.text(c, ctx.state(), "title");
    String placement = placement(c, ctx.state(), "end");
    double width = size(c, ctx.state(), type.equals("modal") ? 560 : 360, ctx.options().width());
    Node dialog = Node.el("div").key("dialog").attr("role", "dialog").attr("aria-modal", "true")
        .attr("aria-label", title != null ? title : c.id())
        .attr("class", "hpbi-dialog " + (type.equals("modal") ? "hpbi-modal-box"
            : "hpbi-offcanvas-box hpbi-place-" + placement))
        .attr("style", (placement.equals("top") || placement.equals("bottom"))
            && type.equals("offcanvas") ? "height:" + Svg.number(Math.min(width, 480)) + "px"
            : "width:" + Svg.number(width) + "px");
    dialog.child(Node.el("div").attr("class", "hpbi-dialog-head")
        .child(Node.el("h2").text(title == null ? "" : title))
        .child(close(ctx, c.id())));
    double inner = Math.max(120, width - 32 - GridLayout.CARD_PADDING);
    for (ComponentNode child : dashboard.children(c.json().get("components"))) {
      dialog.child(dashboard.component(child, new Box(inner, GridLayout.bodyHeight(child,
          ctx.state()))));
    }
    return root.child(Node.el("div").key("backdrop").attr("class", "hpbi-backdrop")
        .attr("data-ui-action", action("closeOverlay", c.id()))).child(dialog);
  }

  private static Node anchored(DashboardRender dashboard, RenderContext ctx, ComponentNode c,
      Node root, boolean open) {
    String label = Props.text(c, ctx.state(), "label");
    Node anchor = Node.el("div").attr("class", "hpbi-anchor");
    anchor.child(Node.el("button").key("trigger").attr("type", "button")
        .attr("class", "hpbi-button").attr("aria-expanded", String.valueOf(open))
        .attr("aria-haspopup", c.type().name().equals("dropdown") ? "menu" : "dialog")
        .attr("data-ui-action", action("toggleOverlay", c.id()))
        .text((label != null ? label : c.id()) + (c.type().name().equals("dropdown") ? " ▾" : "")));
    if (open) {
      Node pop = Node.el("div").key("pop").attr("class", "hpbi-pop hpbi-pop-"
          + placement(c, ctx.state(), "bottom")).attr("role", "dialog")
          .attr("aria-label", label != null ? label : c.id());
      double width = size(c, ctx.state(), 280, ctx.options().width());
      pop.attr("style", "width:" + Svg.number(width) + "px");
      for (ComponentNode child : dashboard.children(c.json().get("components"))) {
        pop.child(dashboard.component(child, new Box(width - 24 - GridLayout.CARD_PADDING,
            GridLayout.bodyHeight(child, ctx.state()))));
      }
      anchor.child(pop);
    }
    return root.child(anchor);
  }

  private static String placement(ComponentNode c, UiState state, String otherwise) {
    String p = Props.text(c, state, "placement");
    if (p == null) {
      return otherwise;
    }
    return switch (p) {
      case "start", "left" -> "start";
      case "end", "right" -> "end";
      case "top" -> "top";
      case "bottom" -> "bottom";
      default -> otherwise;
    };
  }

  /** {@code size}: a number of pixels or sm, md, lg, xl (Bootstrap's widths). */
  private static double size(ComponentNode c, UiState state, double otherwise, double limit) {
    JsonValue v = Props.value(c, state, "size");
    double px = otherwise;
    if (v != null && v.isNumber() && hyperpbi.json.JsonNumbers.value(v) > 0) {
      px = hyperpbi.json.JsonNumbers.value(v);
    } else if (v != null && v.isString()) {
      px = switch (v.asString()) {
        case "sm", "small" -> 320;
        case "md", "medium" -> otherwise;
        case "lg", "large" -> 800;
        case "xl", "fullscreen" -> 1140;
        default -> otherwise;
      };
    }
    return Math.min(px, Math.max(200, limit - 32));
  }

  private static Node close(RenderContext ctx, String overlay) {
    return Node.el("button").attr("type", "button").attr("class", "hpbi-close")
        .attr("aria-label", ctx.texts().get(RenderTexts.CLOSE)).attr("data-ui-action", action("closeOverlay", overlay))
        .text("✕");
  }

  static String action(String type, String target) {
    return new JsonOut(false).beginObject().field("type", type).field("target", target)
        .endObject().toString();
  }

  static Node toasts(RenderContext ctx) {
    Node region = Node.el("div").key("toasts").attr("class", "hpbi-toasts").attr("role", "status")
        .attr("aria-live", "polite");
    List<UiState.Toast> toasts = ctx.state().toasts();
    for (UiState.Toast t : toasts) {
      String intent = t.intent() == null ? "info" : t.intent();
      Node toast = Node.el("div").key("toast:" + t.id()).attr("class", "hpbi-toast hpbi-toast-"
          + (ButtonMarks.INTENTS.contains(intent) ? intent : "info")).attr("data-toast", t.id());
      if (t.durationMs() != null) {
        toast.attr("data-duration", Svg.number(t.durationMs()));
      }
      Node text = Node.el("div");
      if (t.title() != null) {
        text.child(Node.el("strong").text(t.title()));
      }
      text.child(Node.el("span").text(t.message() == null ? "" : t.message()));
      region.child(toast.child(text).child(Node.el("button").attr("type", "button")
          .attr("class", "hpbi-close").attr("aria-label", ctx.texts().get(RenderTexts.DISMISS))
          .attr("data-ui-action", action("dismissToast", t.id())).text("✕")));
    }
    return region;
  }
}
