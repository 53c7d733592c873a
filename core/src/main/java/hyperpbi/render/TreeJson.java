package hyperpbi.render;

import hyperpbi.json.JsonOut;

/**
 * The render tree as canonical JSON, the form the painter receives and the render conformance
 * mode compares byte for byte: {@code {"tag", "key"?, "attrs"?: {name: value}, "text"?,
 * "children"?: [...]}}, members in that order, attributes in insertion order.
 */
public final class TreeJson {
  private TreeJson() {}

  public static String write(Node root, boolean pretty) {
    JsonOut out = new JsonOut(pretty, 1 << 12);
    write(out, root);
    return out.toString();
  }

  public static void write(JsonOut out, Node n) {
    write(out, n, node -> false);
  }

  /**
   * Writes the tree, a node {@code keep} accepts as a keep marker
   * {@code {"tag": "#keep", "key": key}}: the painter keeps what it painted for that key.
   */
  public static void write(JsonOut out, Node n, java.util.function.Predicate<Node> keep) {
    if (keep.test(n)) {
      out.beginInlineObject().field("tag", "#keep").field("key", n.key()).endObject();
      return;
    }
    out.beginObject().field("tag", n.tag());
    if (n.key() != null) {
      out.field("key", n.key());
    }
    if (!n.attributes().isEmpty()) {
      out.key("attrs").beginInlineObject();
      for (int i = 0; i < n.attributes().size(); i += 2) {
        out.field(n.attributes().get(i), n.attributes().get(i + 1));
      }
      out.endObject();
    }
    if (n.text() != null) {
      out.field("text", n.text());
    }
    if (!n.children().isEmpty()) {
      out.key("children").beginArray();
      for (Node c : n.children()) {
        write(out, c, keep);
      }
      out.endArray();
    }
    out.endObject();
  }
}
