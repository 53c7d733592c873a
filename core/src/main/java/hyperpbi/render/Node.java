package hyperpbi.render;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * One element of the render tree: a tag (HTML or SVG), an optional key (unique among its
 * siblings; the painter patches children by key), attributes in insertion order, an optional
 * text (written before the children, always as text, never as markup) and children. Immutable
 * once built; a renderer builds a tree with {@link #el} and never touches a DOM (Vega's
 * scenegraph idea: the engine computes marks, painters only paint).
 */
public final class Node {
  private final String tag;
  private String key;
  /** name, value, name, value, ... */
  private final List<String> attributes = new ArrayList<>(4);
  private String text;
  private List<Node> children = List.of();
  private boolean frozen;

  private Node(String tag) {
    this.tag = tag;
  }

  /** A new element to fill in; {@link #child} freezes a node given as a child. */
  public static Node el(String tag) {
    return new Node(tag);
  }

  public String tag() {
    return tag;
  }

  public String key() {
    return key;
  }

  public String text() {
    return text;
  }

  public List<Node> children() {
    return Collections.unmodifiableList(children);
  }

  /** Attribute names and values, alternating. */
  public List<String> attributes() {
    return Collections.unmodifiableList(attributes);
  }

  /** The value of an attribute, or null. */
  public String attr(String name) {
    for (int i = 0; i < attributes.size(); i += 2) {
      if (attributes.get(i).equals(name)) {
        return attributes.get(i + 1);
      }
    }
    return null;
  }

  public Node key(String value) {
    mutable();
    key = value;
    return this;
  }

  /** Sets an attribute (a null value sets nothing; a second value replaces the first). */
  public Node attr(String name, String value) {
    mutable();
    if (value == null) {
      return this;
    }
    for (int i = 0; i < attributes.size(); i += 2) {
      if (attributes.get(i).equals(name)) {
        attributes.set(i + 1, value);
        return this;
      }
    }
    attributes.add(name);
    attributes.add(value);
    return this;
  }

  public Node attr(String name, double value) {
    return attr(name, Svg.number(value));
  }

  /** Sets {@code name="true"} when the flag is set, nothing otherwise. */
  public Node flag(String name, boolean on) {
    return on ? attr(name, "true") : this;
  }

  public Node text(String value) {
    mutable();
    text = value;
    return this;
  }

  public Node child(Node child) {
    mutable();
    if (child == null) {
      return this;
    }
    if (children.isEmpty()) {
      children = new ArrayList<>(4);
    }
    child.frozen = true;
    children.add(child);
    return this;
  }

  public Node children(List<Node> list) {
    for (Node n : list) {
      child(n);
    }
    return this;
  }

  private void mutable() {
    if (frozen) {
      throw new IllegalStateException("a render node is immutable once it is a child");
    }
  }

  /** Freezes a root node: nothing may change it afterwards. */
  public Node freeze() {
    frozen = true;
    return this;
  }

  /** How many elements the tree holds (this one included). */
  public int size() {
    int n = 1;
    for (Node c : children) {
      n += c.size();
    }
    return n;
  }
}
