package hyperpbi.render;

import hyperpbi.diagnostic.Diagnostics;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.Function;

/**
 * A custom component's template, parsed once by {@link Markup} and holding only allowlisted
 * elements and attributes: texts and attribute values are sequences of literal text and
 * {@code {{placeholder}}} names, filled per row by {@link #instantiate} as text, never parsed
 * as markup. A substituted value that could be interpreted (a style, an SVG presentation value,
 * a size) is checked again; URLs ({@code href}, {@code src}) never hold placeholders.
 */
public final class MarkupTemplate {
  /** Characters a row value may not bring into a style: they could add declarations or hide. */
  private static final String STYLE_BREAKERS = ";{}<\\";

  /** A literal text ({@code field} null) or a placeholder ({@code literal} null). */
  record Part(String literal, String field) {
    static Part text(String literal) {
      return new Part(literal, null);
    }

    static Part placeholder(String field) {
      return new Part(null, field);
    }
  }

  /** How an attribute's value is treated once placeholders are filled. */
  enum Kind {
    /** Shown or read as text only (class, title, aria-*, data-*, alt, role). */
    TEXT,
    /** Read by the browser as a value (sizes, SVG geometry and paint): checked again. */
    VALUE,
    /** Declarations through {@link CssFilter}. */
    STYLE,
    /** A checked literal URL ({@code #fragment} href, {@code data:image} src): no placeholders. */
    URL
  }

  record Attribute(String name, Kind kind, List<Part> parts) {}

  /** An element or a text in the template tree. */
  sealed interface Content permits Element, Text {}

  record Text(List<Part> parts) implements Content {}

  static final class Element implements Content {
    final String tag;
    final boolean svg;
    final List<Attribute> attributes = new ArrayList<>(2);
    List<Content> children = new ArrayList<>(2);

    Element(String tag, boolean svg) {
      this.tag = tag;
      this.svg = svg;
    }
  }

  private final List<Content> roots;
  private final List<String> placeholders;
  private final String pointer;

  MarkupTemplate(List<Content> roots, List<String> placeholders, String pointer) {
    this.roots = roots;
    this.placeholders = Collections.unmodifiableList(placeholders);
    this.pointer = pointer;
  }

  /** The distinct placeholder names, in order of first appearance (for unknown-field checks). */
  public List<String> placeholders() {
    return placeholders;
  }

  /** The nodes with placeholders filled as text; refusals of filled values are not reported. */
  public List<Node> instantiate(Function<String, String> valueOfPlaceholder) {
    return instantiate(valueOfPlaceholder, new Diagnostics());
  }

  /**
   * The nodes with every placeholder replaced by its value (a null value is empty text). A filled
   * value that makes a style declaration, or a size or paint value, unsafe drops that declaration
   * or attribute with an {@code UNSAFE_CSS}/{@code UNSAFE_MARKUP} warning at the template's
   * pointer.
   */
  public List<Node> instantiate(Function<String, String> valueOfPlaceholder,
      Diagnostics diagnostics) {
    Filler filler = new Filler(valueOfPlaceholder, diagnostics);
    List<Node> out = new ArrayList<>(roots.size());
    for (Content c : roots) {
      if (c instanceof Element e) {
        out.add(filler.node(e).freeze());
      } else if (c instanceof Text t) {
        String value = filler.text(t.parts());
        if (!value.isEmpty()) {
          out.add(Node.el("span").text(value).freeze());
        }
      }
    }
    return out;
  }

  private final class Filler {
    private final Function<String, String> values;
    private final Diagnostics diagnostics;

    Filler(Function<String, String> values, Diagnostics diagnostics) {
      this.values = values;
      this.diagnostics = diagnostics;
    }

    /** Depth is bounded by {@link Markup#MAX_DEPTH}, so recursion cannot overflow. */
    Node node(Element e) {
      Node n = Node.el(e.tag);
      for (Attribute a : e.attributes) {
        String value = attribute(e, a);
        if (value != null) {
          n.attr(a.name(), value);
        }
      }
      boolean hasChild = false;
      for (Content c : e.children) {
        if (c instanceof Element child) {
          n.child(node(child));
          hasChild = true;
        } else if (c instanceof Text t) {
          String value = text(t.parts());
          if (value.isEmpty()) {
            continue;
          }
          if (!hasChild && n.text() == null) {
            n.text(value);
          } else {
            // The render tree holds one text per element, before its children: a later text run
            // becomes an element of its own.
            n.child(Node.el(e.svg ? "tspan" : "span").text(value));
            hasChild = true;
          }
        }
      }
      return n;
    }

    String attribute(Element e, Attribute a) {
      boolean filled = false;
      StringBuilder out = new StringBuilder();
      for (Part p : a.parts()) {
        if (p.literal() != null) {
          out.append(p.literal());
          continue;
        }
        filled = true;
        String v = valueOf(p.field());
        if (a.kind() == Kind.STYLE && hasAny(v, STYLE_BREAKERS)) {
          diagnostics.warning(CssFilter.CODE, pointer, "the value of {{" + p.field() + "}} in the"
              + " style of <" + e.tag + "> holds one of ; { } < \\ and is left out");
          continue;
        }
        out.append(v);
      }
      String value = out.toString();
      if (!filled) {
        return value;
      }
      return switch (a.kind()) {
        case TEXT -> value;
        case STYLE -> {
          String css = CssFilter.declarations(value, pointer, diagnostics);
          yield css.isEmpty() ? null : css;
        }
        case VALUE -> {
          String bad = Markup.refusedValue(value);
          if (bad != null) {
            diagnostics.warning(Markup.CODE, pointer, "attribute '" + a.name() + "' of <" + e.tag
                + "> holds " + bad + " once its placeholders are filled: dropped");
            yield null;
          }
          yield value;
        }
        case URL -> null;
      };
    }

    String text(List<Part> parts) {
      if (parts.size() == 1 && parts.get(0).literal() != null) {
        return parts.get(0).literal();
      }
      StringBuilder out = new StringBuilder();
      for (Part p : parts) {
        out.append(p.literal() != null ? p.literal() : valueOf(p.field()));
      }
      return out.toString();
    }

    private String valueOf(String field) {
      String v = values.apply(field);
      return v == null ? "" : v;
    }
  }

  private static boolean hasAny(String s, String chars) {
    for (int i = 0; i < s.length(); i++) {
      if (chars.indexOf(s.charAt(i)) >= 0) {
        return true;
      }
    }
    return s.contains("/*");
  }
}
