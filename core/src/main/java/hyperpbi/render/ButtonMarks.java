package hyperpbi.render;

import hyperpbi.specification.ComponentNode;
import java.util.Map;

/**
 * A button: its label, {@code intent} (Power BI's button styles: primary, secondary, success,
 * warning, danger, info) and {@code icon} from a small set of named glyphs. A click is the
 * button's click event, which runs its UI actions and interactions.
 */
final class ButtonMarks {
  private static final Map<String, String> ICONS = Map.ofEntries(Map.entry("refresh", "↻"),
      Map.entry("filter", "⏷"), Map.entry("clear", "✕"), Map.entry("close", "✕"),
      Map.entry("plus", "+"), Map.entry("add", "+"), Map.entry("minus", "−"),
      Map.entry("info", "ⓘ"), Map.entry("menu", "☰"), Map.entry("next", "›"),
      Map.entry("previous", "‹"), Map.entry("back", "‹"), Map.entry("search", "⌕"),
      Map.entry("check", "✓"), Map.entry("download", "⤓"), Map.entry("settings", "⚙"),
      Map.entry("star", "★"), Map.entry("warning", "⚠"), Map.entry("home", "⌂"));
  static final java.util.Set<String> INTENTS = java.util.Set.of("primary", "secondary",
      "success", "warning", "danger", "info");

  private ButtonMarks() {}

  static Node button(RenderContext ctx, ComponentNode c) {
    String label = Props.text(c, ctx.state(), "label");
    String intent = Props.text(c, ctx.state(), "intent");
    Node b = Node.el("button").attr("type", "button").attr("data-event", "click")
        .attr("class", "hpbi-button hpbi-intent-" + (INTENTS.contains(intent) ? intent
            : "secondary"));
    String icon = ICONS.get(Props.text(c, ctx.state(), "icon"));
    if (icon != null) {
      b.child(Node.el("span").attr("class", "hpbi-icon").attr("aria-hidden", "true").text(icon));
    }
    b.child(Node.el("span").text(label == null ? "" : label));
    if (label == null || label.isEmpty()) {
      b.attr("aria-label", c.id());
    }
    return b;
  }
}
