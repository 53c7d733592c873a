package hyperpbi.render;

import hyperpbi.data.DataType;
import hyperpbi.data.FieldMeta;
import hyperpbi.data.NumberColumn;
import hyperpbi.data.Table;
import hyperpbi.dataset.StableSort;
import hyperpbi.dataset.TypedOrder;
import hyperpbi.interaction.Consumption;
import hyperpbi.specification.ComponentNode;
import java.util.Arrays;

/**
 * A table: a real {@code <table>} with display-name headers, formatted cells, sortable headers
 * (the renderer's view state), highlighted and selected rows, optional selector check boxes,
 * and only a window of rows in the tree: a page of {@code pageSize} rows with a pager, or a
 * scrolled window inside spacers whose height stands for the rest, so the DOM never grows with
 * the row count.
 */
final class TableMarks {
  static final double ROW = 28;
  static final double HEADER = 32;
  private static final int OVERSCAN = 8;

  private TableMarks() {}

  static Node body(RenderContext ctx, ComponentNode c, Consumption rows, Box box) {
    Table table = rows.result().table();
    TableColumns columns = TableColumns.of(c, table);
    ViewState.TableView view = ctx.view().table(c.id());
    int[] order = sorted(rows.rows(), table, view);
    int pageSize = pageSize(c);
    boolean paged = pageSize > 0;
    int visible = paged ? pageSize
        : (int) Math.ceil(Math.max(ROW, box.height() - HEADER) / ROW) + OVERSCAN;
    int first = Math.max(0, Math.min(view.first(), Math.max(0, order.length - (paged ? 1 : visible))));
    if (paged) {
      first -= first % pageSize;
    }
    int last = Math.min(order.length, first + visible);
    Node t = Node.el("table").attr("class", "hpbi-grid").attr("aria-rowcount",
        String.valueOf(order.length + 1));
    t.child(header(ctx, c, columns, view));
    t.child(bodyRows(ctx, c, rows, columns, order, first, last, paged));
    if (paged) {
      return Node.el("div").attr("class", "hpbi-table").child(Node.el("div")
          .attr("class", "hpbi-table-scroll").child(t)).child(pager(ctx, first, last, order.length,
          pageSize));
    }
    return Node.el("div").attr("class", "hpbi-table hpbi-table-scroll")
        .attr("data-scroll-rows", String.valueOf(order.length))
        .attr("data-row-height", Svg.number(ROW)).attr("data-first", String.valueOf(first))
        .attr("style", "height:" + Svg.number(Math.max(ROW * 3, box.height())) + "px")
        .attr("tabindex", "-1").child(t);
  }

  private static int pageSize(ComponentNode c) {
    var v = c.json().get("pageSize");
    double p = v != null && v.isNumber() ? hyperpbi.json.JsonNumbers.value(v) : 0;
    return p >= 1 && p == Math.floor(p) && p <= 10_000 ? (int) p : 0;
  }

  /** The shown rows in the view's sort order (a stable sort; nulls first ascending). */
  private static int[] sorted(int[] shown, Table table, ViewState.TableView view) {
    if (view.sortField() == null || table.column(view.sortField()) == null) {
      return shown;
    }
    int[] order = Arrays.copyOf(shown, shown.length);
    StableSort.IntComparator asc = TypedOrder.ascending(table.column(view.sortField()));
    StableSort.sort(order, order.length, view.descending() ? (a, b) -> asc.compare(b, a) : asc);
    return order;
  }

  private static Node header(RenderContext ctx, ComponentNode c, TableColumns columns,
      ViewState.TableView view) {
    boolean sortable = Props.flag(c, ctx.state(), "sortable", false);
    Node tr = Node.el("tr").attr("aria-rowindex", "1");
    if (selector(c)) {
      tr.child(Node.el("th").key("sel").attr("class", "hpbi-selector").attr("scope", "col")
          .child(Node.el("span").attr("class", "hpbi-sr").text(ctx.texts().get(RenderTexts.SELECTED))));
    }
    for (TableColumns.Column col : columns.columns()) {
      Node th = Node.el("th").key("h:" + col.field()).attr("scope", "col")
          .attr("class", col.numeric() ? "hpbi-number" : null);
      boolean active = col.field().equals(view.sortField());
      if (sortable) {
        th.attr("aria-sort", active ? (view.descending() ? "descending" : "ascending") : "none");
        th.child(Node.el("button").attr("type", "button").attr("data-sort", col.field())
            .attr("class", "hpbi-sort").text(col.header() + (active ? (view.descending() ? " ▼"
                : " ▲") : "")));
      } else {
        th.text(col.header());
      }
      tr.child(th);
    }
    return Node.el("thead").child(tr);
  }

  private static Node bodyRows(RenderContext ctx, ComponentNode c, Consumption rows,
      TableColumns columns, int[] order, int first, int last, boolean paged) {
    Table table = rows.result().table();
    Node body = Node.el("tbody");
    int span = columns.columns().size() + (selector(c) ? 1 : 0);
    if (!paged && first > 0) {
      body.child(Node.el("tr").key("gap:top").attr("class", "hpbi-gap").attr("aria-hidden", "true")
          .attr("style", "height:" + Svg.number(first * ROW) + "px")
          .child(Node.el("td").attr("colspan", String.valueOf(span))));
    }
    boolean anyLit = rows.highlighted().length > 0 || rows.selected().length > 0;
    for (int i = first; i < last; i++) {
      body.child(row(ctx, c, rows, columns, table, order[i], i, i == first, anyLit));
    }
    if (!paged && last < order.length) {
      body.child(Node.el("tr").key("gap:bottom").attr("class", "hpbi-gap")
          .attr("aria-hidden", "true")
          .attr("style", "height:" + Svg.number((order.length - last) * ROW) + "px")
          .child(Node.el("td").attr("colspan", String.valueOf(span))));
    }
    return body;
  }

  private static Node row(RenderContext ctx, ComponentNode c, Consumption rows,
      TableColumns columns, Table table, int r, int position, boolean first, boolean anyLit) {
    boolean lit = Arrays.binarySearch(rows.highlighted(), r) >= 0;
    boolean chosen = Arrays.binarySearch(rows.selected(), r) >= 0;
    Node tr = Node.el("tr").key("r:" + r).attr("data-row", String.valueOf(rows.eventRow(r)))
        .attr("aria-rowindex", String.valueOf(position + 2)).flag("data-highlighted", lit)
        .flag("data-selected", chosen).attr("tabindex", first ? "0" : "-1")
        .attr("aria-selected", chosen ? "true" : null);
    if (anyLit && !lit && !chosen) {
      tr.attr("class", "hpbi-dim");
    }
    if (selector(c)) {
      tr.child(Node.el("td").key("sel").attr("class", "hpbi-selector")
          .child(Node.el("span").attr("role", "checkbox").attr("aria-checked",
              chosen ? "true" : "false").attr("class", "hpbi-check").text(chosen ? "✓" : "")));
    }
    for (TableColumns.Column col : columns.columns()) {
      var column = table.column(col.field());
      FieldMeta meta = table.field(col.field());
      DataType type = meta == null ? DataType.UNKNOWN : meta.dataType();
      Node td = Node.el("td").key("d:" + col.field());
      if (column instanceof NumberColumn && type != DataType.DATE && type != DataType.DATETIME) {
        td.attr("class", "hpbi-number");
      }
      tr.child(td.text(ctx.format().cell(column, type, r, col.format())));
    }
    return tr;
  }

  private static boolean selector(ComponentNode c) {
    var interaction = c.json().get("interaction");
    var flag = interaction != null && interaction.isObject()
        ? interaction.asObject().get("showSelector") : null;
    return flag != null && flag.isBoolean() && flag.asBoolean();
  }

  private static Node pager(RenderContext ctx, int first, int last, int total, int pageSize) {
    Node p = Node.el("div").attr("class", "hpbi-pager").attr("role", "navigation")
        .attr("aria-label", ctx.texts().get(RenderTexts.PAGES));
    p.child(Node.el("button").key("prev").attr("type", "button")
        .attr("data-page", String.valueOf(Math.max(0, first - pageSize)))
        .attr("disabled", first == 0 ? "disabled" : null)
        .text(ctx.texts().get(RenderTexts.PREVIOUS)));
    p.child(Node.el("span").key("range").attr("aria-live", "polite").text(ctx.texts().get(
        RenderTexts.ROWS_RANGE, ctx.format().number(total == 0 ? 0 : first + 1, "#,0"),
        ctx.format().number(last, "#,0"), ctx.format().number(total, "#,0"))));
    p.child(Node.el("button").key("next").attr("type", "button")
        .attr("data-page", String.valueOf(last))
        .attr("disabled", last >= total ? "disabled" : null)
        .text(ctx.texts().get(RenderTexts.NEXT)));
    return p;
  }
}
