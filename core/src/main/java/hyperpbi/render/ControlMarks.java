package hyperpbi.render;

import com.eclipsesource.json.JsonValue;
import hyperpbi.data.Column;
import hyperpbi.data.DataType;
import hyperpbi.data.FieldMeta;
import hyperpbi.data.Table;
import com.eclipsesource.json.Json;
import hyperpbi.json.CellJson;
import hyperpbi.json.JsonOut;
import hyperpbi.specification.ComponentNode;
import hyperpbi.view.ComponentView.ControlView;

/**
 * Controls: a {@code select} as a drop-down (a list box with {@code multiple}), a {@code slicer}
 * as Power BI's list slicer (check boxes, radio buttons when single, a search box). Each option
 * carries its value as JSON ({@code data-value}), the value a change event sends.
 */
final class ControlMarks {
  /** Options drawn at most; the rest are counted in a note (a search narrows the list). */
  static final int MAX_OPTIONS = 1_000;

  private ControlMarks() {}

  static Node select(RenderContext ctx, ComponentNode c, ControlView v) {
    boolean multiple = Props.flag(c, ctx.state(), "multiple", false);
    Table table = v.rows().result().table();
    String label = label(ctx, c, table, v);
    String id = "f-" + c.id();
    Node box = Node.el("div").attr("class", "hpbi-field");
    box.child(Node.el("label").attr("for", id).text(label));
    Node select = Node.el("select").attr("id", id).attr("data-control", c.id());
    if (multiple) {
      select.attr("multiple", "multiple").attr("size", String.valueOf(Math.min(8,
          Math.max(3, v.options().length))));
    } else {
      String placeholder = Props.text(c, ctx.state(), "placeholder");
      select.child(Node.el("option").key("none").attr("value", "")
          .text(placeholder != null ? placeholder : ctx.texts().get(RenderTexts.ALL)));
    }
    for (int i = 0; i < Math.min(MAX_OPTIONS, v.options().length); i++) {
      int row = v.options()[i];
      String json = valueJson(table, v.field(), row);
      Node option = Node.el("option").key("o:" + json).attr("value", String.valueOf(i))
          .attr("data-value", json).text(ChartData.label(ctx, table, v.field(), row));
      if (chosen(v.value(), json)) {
        option.attr("selected", "selected");
      }
      select.child(option);
    }
    return box.child(select).child(more(ctx, v));
  }

  static Node slicer(RenderContext ctx, ComponentNode c, ControlView v) {
    boolean multiple = Props.flag(c, ctx.state(), "multiple", true);
    Table table = v.rows().result().table();
    Node box = Node.el("div").attr("class", "hpbi-slicer").attr("data-slicer",
        multiple ? "multiple" : "single").attr("role", "group")
        .attr("aria-label", label(ctx, c, table, v));
    box.child(Node.el("div").attr("class", "hpbi-field-label").attr("aria-hidden", "true")
        .text(label(ctx, c, table, v)));
    if (v.options().length > 8) {
      box.child(Node.el("input").attr("type", "search").attr("data-filter", "true")
          .attr("placeholder", ctx.texts().get(RenderTexts.SEARCH))
          .attr("aria-label", ctx.texts().get(RenderTexts.SEARCH_IN, label(ctx, c, table, v))));
    }
    Node list = Node.el("ul").attr("class", "hpbi-slicer-list");
    for (int i = 0; i < Math.min(MAX_OPTIONS, v.options().length); i++) {
      int row = v.options()[i];
      String json = valueJson(table, v.field(), row);
      String text = ChartData.label(ctx, table, v.field(), row);
      Node input = Node.el("input").attr("type", multiple ? "checkbox" : "radio")
          .attr("name", "s-" + c.id()).attr("data-value", json);
      if (chosen(v.value(), json)) {
        input.attr("checked", "checked");
      }
      list.child(Node.el("li").key("o:" + json).attr("data-option", "true")
          .attr("data-label", text).child(Node.el("label").child(input)
              .child(Node.el("span").text(text))));
    }
    return box.child(list).child(more(ctx, v));
  }

  /** Says how many options are not drawn, or null when all are. */
  private static Node more(RenderContext ctx, ControlView v) {
    int hidden = v.options().length - MAX_OPTIONS;
    return hidden <= 0 ? null : Node.el("p").attr("class", "hpbi-note")
        .attr("data-note", "truncated").text(ctx.texts().get(RenderTexts.SHOWING_VALUES,
            ctx.format().number(MAX_OPTIONS, "#,0"), ctx.format().number(v.options().length, "#,0")));
  }

  private static String label(RenderContext ctx, ComponentNode c, Table table, ControlView v) {
    String own = Props.text(c, ctx.state(), "label");
    return own != null ? own : ChartMarks.displayName(table, v.field());
  }

  /** The option's value as the change event carries it: the cell as JSON (dates as text). */
  static String valueJson(Table table, String field, int row) {
    Column column = table.column(field);
    FieldMeta meta = table.field(field);
    JsonOut out = new JsonOut(false);
    CellJson.write(out, column, meta == null ? DataType.UNKNOWN : meta.dataType(),
        row);
    return out.toString();
  }

  /** Whether the control's value (a value, or an array of them) holds this option. */
  private static boolean chosen(JsonValue value, String json) {
    if (value == null || value.isNull()) {
      return false;
    }
    if (value.isArray()) {
      for (JsonValue v : value.asArray()) {
        if (same(v, json)) {
          return true;
        }
      }
      return false;
    }
    return same(value, json);
  }

  /** Numbers by value (a stored 3 and an option 3.0 are one), others as JSON values. */
  private static boolean same(JsonValue v, String json) {
    JsonValue option = Json.parse(json);
    if (v.isNumber() && option.isNumber()) {
      return hyperpbi.json.JsonNumbers.value(v) == hyperpbi.json.JsonNumbers.value(option);
    }
    return v.equals(option);
  }
}
