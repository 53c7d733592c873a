package hyperpbi.render;

import hyperpbi.interaction.UiState;
import hyperpbi.specification.ComponentNode;

/**
 * A grid cell around a component: its column span and its {@code width}; modals and
 * off-canvas panels take no cell (they float over the dashboard when open).
 */
final class Cell {
  private Cell() {}

  static Node wrap(Node component, int span, ComponentNode c, UiState state) {
    String type = c.type().name();
    Node cell = Node.el("div").key("cell:" + c.id()).attr("class", "hpbi-cell");
    if (type.equals("modal") || type.equals("offcanvas")) {
      return cell.attr("style", "display:contents").child(component);
    }
    String width = Props.length(c, state, "width");
    return cell.attr("style", "grid-column:span " + span + ";min-width:0"
        + (width == null ? "" : ";width:" + width)).child(component);
  }
}
