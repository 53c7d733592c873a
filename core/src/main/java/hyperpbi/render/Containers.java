package hyperpbi.render;

import com.eclipsesource.json.JsonObject;
import com.eclipsesource.json.JsonValue;
import hyperpbi.json.JsonOut;
import hyperpbi.specification.ComponentNode;
import java.util.List;

/**
 * Components holding others: a {@code container} lays its children in a row or a column
 * ({@code direction}, {@code gap}); {@code tabs} shows a tab list and only the active tab's
 * components ({@code setTab}; the first tab or {@code initialTab} at load).
 */
final class Containers {
  private Containers() {}

  static Node container(DashboardRender dashboard, RenderContext ctx, ComponentNode c, Box box) {
    boolean row = "row".equals(Props.text(c, ctx.state(), "direction"))
        || "horizontal".equals(Props.text(c, ctx.state(), "direction"));
    double gap = Props.number(c, ctx.state(), "gap", 12);
    List<ComponentNode> children = dashboard.children(c.json().get("components"));
    Node frame = Frame.of(ctx, c, Props.text(c, ctx.state(), "title"));
    Integer step = ctx.state().steps().get(c.id());
    if (step != null && !children.isEmpty()) {
      // A container whose id is a step name is a wizard: setStep, nextStep and previousStep
      // on it show one child at a time.
      int shown = Math.min(step, children.size() - 1);
      frame.attr("data-step", String.valueOf(shown));
      frame.child(Node.el("p").attr("class", "hpbi-note").attr("aria-live", "polite")
          .text(ctx.texts().get(RenderTexts.STEP, ctx.format().number(shown + 1, "0"),
              ctx.format().number(children.size(), "0"))));
      children = List.of(children.get(shown));
    }
    Node stack = Node.el("div").attr("class", "hpbi-stack").attr("style", "flex-direction:"
        + (row ? "row" : "column") + ";gap:" + Svg.number(gap) + "px");
    double width = row && !children.isEmpty()
        ? (box.width() + GridLayout.CARD_PADDING - gap * (children.size() - 1)) / children.size()
            - GridLayout.CARD_PADDING : box.width();
    for (ComponentNode child : children) {
      Node drawn = dashboard.component(child, new Box(Math.max(80, width),
          GridLayout.bodyHeight(child, ctx.state())));
      stack.child(drawn == null ? null : Node.el("div").key("cell:" + child.id())
          .attr("style", row ? "flex:1 1 0;min-width:0" : "min-width:0").child(drawn));
    }
    return frame.child(stack);
  }

  static Node tabs(DashboardRender dashboard, RenderContext ctx, ComponentNode c, Box box) {
    String active = ctx.state().tabs().get(c.id());
    Integer step = ctx.state().steps().get(c.id());
    List<String> ids = ctx.model().components().tabIds(c.id());
    if (step != null && ids != null && !ids.isEmpty()) {
      // Tabs whose id is a step name follow the step (a guided tour of its tabs).
      active = ids.get(Math.min(step, ids.size() - 1));
    }
    Node frame = Frame.of(ctx, c, Props.text(c, ctx.state(), "title"));
    Node list = Node.el("div").attr("class", "hpbi-tablist").attr("role", "tablist");
    JsonValue tabs = c.json().get("tabs");
    JsonObject shown = null;
    if (tabs != null && tabs.isArray()) {
      for (JsonValue t : tabs.asArray()) {
        JsonObject tab = t.isObject() ? t.asObject() : null;
        String id = tab == null ? null : text(tab, "id");
        if (id == null) {
          continue;
        }
        boolean on = id.equals(active);
        shown = on ? tab : shown;
        String label = text(tab, "label") != null ? text(tab, "label") : text(tab, "title") != null
            ? text(tab, "title") : id;
        list.child(Node.el("button").key("tab:" + id).attr("type", "button")
            .attr("class", "hpbi-tab").attr("role", "tab").attr("data-nav", "tab")
            .attr("aria-selected", String.valueOf(on)).attr("tabindex", on ? "0" : "-1")
            .attr("id", "tab-" + c.id() + "-" + id).attr("data-tab", id)
            .attr("data-ui-action", setTab(c.id(), id)).text(label));
      }
    }
    frame.child(list);
    Node panel = Node.el("div").key("panel:" + active).attr("role", "tabpanel")
        .attr("aria-labelledby", "tab-" + c.id() + "-" + active);
    if (shown != null) {
      panel.child(dashboard.grid(shown.get("components"), new GridLayout(12, 12,
          box.width() + GridLayout.CARD_PADDING)));
    }
    return frame.child(panel);
  }

  private static String setTab(String tabs, String tab) {
    return new JsonOut(false).beginObject().field("type", "setTab").field("target", tabs)
        .field("value", tab).endObject().toString();
  }

  static String text(JsonObject o, String name) {
    JsonValue v = o.get(name);
    return v != null && v.isString() ? v.asString() : null;
  }
}
