package hyperpbi.render;

import hyperpbi.data.DataType;
import hyperpbi.data.FieldMeta;
import hyperpbi.data.Table;
import hyperpbi.interaction.Consumption;
import hyperpbi.specification.ComponentNode;
import java.util.Arrays;

/**
 * A {@code custom} component: its {@code template} (or {@code content}) parsed once under the
 * markup allowlist ({@link Markup}) and drawn once per row, each {@code {{field}}} filled with
 * the row's formatted value as text (never as markup). Each row is a mark: {@code data-row},
 * highlight and selection, a click runs the component's interactions. At most
 * {@link #MAX_ROWS} rows are drawn; a note says how many more there are.
 */
final class CustomMarks {
  static final int MAX_ROWS = 200;

  private CustomMarks() {}

  static Node body(RenderContext ctx, ComponentNode c, Consumption rows, Box box) {
    String property = c.json().get("template") != null ? "template" : "content";
    String html = Props.text(c, ctx.state(), property);
    MarkupTemplate template = Markup.parse(html == null ? "" : html,
        c.pointer() + "/" + property, ctx.notes());
    Table table = rows.result().table();
    int[] shown = rows.rows();
    Node body = Node.el("div").attr("class", "hpbi-custom-body").attr("role", "list");
    boolean anyLit = rows.highlighted().length > 0 || rows.selected().length > 0;
    int count = Math.min(MAX_ROWS, shown.length);
    for (int i = 0; i < count; i++) {
      int r = shown[i];
      boolean lit = Arrays.binarySearch(rows.highlighted(), r) >= 0;
      boolean chosen = Arrays.binarySearch(rows.selected(), r) >= 0;
      Node row = Node.el("div").key("r:" + r).attr("class", "hpbi-custom-row"
          + (anyLit && !lit && !chosen ? " hpbi-dim" : "")).attr("role", "listitem")
          .attr("data-row", String.valueOf(rows.eventRow(r))).flag("data-highlighted", lit)
          .flag("data-selected", chosen).attr("tabindex", i == 0 ? "0" : "-1");
      row.children(template.instantiate(name -> value(ctx, table, name, r), ctx.notes()));
      body.child(row);
    }
    if (shown.length > count) {
      body.child(Node.el("p").key("more").attr("class", "hpbi-note").attr("data-note", "truncated")
          .text(ctx.texts().get(RenderTexts.SHOWING_ROWS, ctx.format().number(count, "#,0"),
              ctx.format().number(shown.length, "#,0"))));
    }
    return body;
  }

  /** A placeholder's value in the row: the field's formatted cell, empty for an unknown one. */
  private static String value(RenderContext ctx, Table table, String name, int row) {
    FieldMeta meta = TableColumns.resolve(table, name.trim());
    if (meta == null) {
      return "";
    }
    return ctx.format().cell(table.column(meta.key()), meta.dataType() == null ? DataType.UNKNOWN
        : meta.dataType(), row, meta.format());
  }
}
