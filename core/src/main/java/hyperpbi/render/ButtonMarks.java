package hyperpbi.render;

import hyperpbi.specification.ComponentNode;
import java.util.Map;

/**
 * A button: its label, {@code intent} (Power BI's button styles: primary, secondary, success,
 * warning, danger, info) and {@code icon} from a small set of named glyphs. A click is the
 * button's click event, which runs its UI actions and interactions.
 */
final class ButtonMarks {
  /** Named icons as 16 px SVG paths (no font glyphs: a missing glyph draws a box). */
  static final Map<String, String> ICONS = Map.ofEntries(
      Map.entry("refresh", "M13 3v4H9M3 13V9h4M12.5 7A5 5 0 0 0 3.6 5.5M3.5 9a5 5 0 0 0 8.9 1.5"),
      Map.entry("filter", "M2 3h12L9.5 8.5V13l-3 1.5v-6z"),
      Map.entry("clear", "M4 4l8 8M12 4l-8 8"), Map.entry("close", "M4 4l8 8M12 4l-8 8"),
      Map.entry("plus", "M8 3v10M3 8h10"), Map.entry("add", "M8 3v10M3 8h10"),
      Map.entry("minus", "M3 8h10"), Map.entry("info", "M8 7v5M8 4.5v.5M8 1.5a6.5 6.5 0 1 0 0 13"
          + "a6.5 6.5 0 1 0 0-13"), Map.entry("menu", "M2 4h12M2 8h12M2 12h12"),
      Map.entry("next", "M6 3l5 5-5 5"), Map.entry("previous", "M10 3L5 8l5 5"),
      Map.entry("back", "M10 3L5 8l5 5"), Map.entry("search", "M7 2.5a4.5 4.5 0 1 0 0 9a4.5 4.5 0 "
          + "1 0 0-9M10.5 10.5L14 14"), Map.entry("check", "M3 8.5l3 3L13 4.5"),
      Map.entry("download", "M8 2v8M4.5 6.5L8 10l3.5-3.5M3 13.5h10"),
      Map.entry("home", "M2.5 8L8 3l5.5 5M4 7v6.5h8V7"),
      Map.entry("warning", "M8 2L1.5 14h13zM8 6.5v3.5M8 11.5v.5"));
  static final java.util.Set<String> INTENTS = java.util.Set.of("primary", "secondary",
      "success", "warning", "danger", "info");

  private ButtonMarks() {}

  static Node button(RenderContext ctx, ComponentNode c) {
    String label = Props.text(c, ctx.state(), "label");
    String intent = Props.text(c, ctx.state(), "intent");
    Node b = Node.el("button").attr("type", "button").attr("data-event", "click")
        .attr("class", "hpbi-button hpbi-intent-" + (intent != null && INTENTS.contains(intent) ? intent
            : "secondary"));
    String name = Props.text(c, ctx.state(), "icon");
    String icon = name == null ? null : ICONS.get(name);
    if (icon != null) {
      b.child(Node.el("svg").attr("class", "hpbi-icon").attr("viewBox", "0 0 16 16")
          .attr("width", "16").attr("height", "16").attr("aria-hidden", "true")
          .child(Node.el("path").attr("d", icon).attr("fill", "none")
              .attr("stroke", "currentColor").attr("stroke-width", "1.5")
              .attr("stroke-linecap", "round").attr("stroke-linejoin", "round")));
    }
    b.child(Node.el("span").text(label == null ? "" : label));
    if (label == null || label.isEmpty()) {
      b.attr("aria-label", c.id());
    }
    return b;
  }
}
