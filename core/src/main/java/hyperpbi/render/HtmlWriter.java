package hyperpbi.render;

import java.util.Set;

/**
 * The render tree as HTML text: every text and attribute value escaped, so data never becomes
 * markup. What a tree may hold is decided where it is built (allowlisted tags and attributes
 * only, {@link Markup}); this writer only paints.
 */
public final class HtmlWriter {
  private static final Set<String> VOID = Set.of("area", "br", "col", "hr", "img", "input", "meta",
      "wbr");

  private HtmlWriter() {}

  public static String write(Node root) {
    StringBuilder out = new StringBuilder(1 << 14);
    write(out, root);
    return out.toString();
  }

  public static void write(StringBuilder out, Node n) {
    out.append('<').append(n.tag());
    for (int i = 0; i < n.attributes().size(); i += 2) {
      out.append(' ').append(n.attributes().get(i)).append("=\"");
      escape(out, n.attributes().get(i + 1), true);
      out.append('"');
    }
    boolean empty = n.text() == null && n.children().isEmpty();
    if (empty && VOID.contains(n.tag())) {
      out.append('>');
      return;
    }
    if (empty && Svg.isSvg(n.tag())) {
      out.append("/>");
      return;
    }
    out.append('>');
    if (n.text() != null) {
      escape(out, n.text(), false);
    }
    for (Node c : n.children()) {
      write(out, c);
    }
    out.append("</").append(n.tag()).append('>');
  }

  /** Escapes text for HTML: {@code & < >} always, quotes inside attribute values. */
  public static void escape(StringBuilder out, String text, boolean attribute) {
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      switch (c) {
        case '&' -> out.append("&amp;");
        case '<' -> out.append("&lt;");
        case '>' -> out.append("&gt;");
        case '"' -> out.append(attribute ? "&quot;" : "\"");
        default -> out.append(c);
      }
    }
  }
}
