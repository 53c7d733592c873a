package hyperpbi.render;

import com.eclipsesource.json.Json;
import com.eclipsesource.json.JsonObject;
import com.eclipsesource.json.JsonValue;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/** A render tree as the painter receives it (canonical JSON), with a tiny query language. */
record Tree(JsonObject node) {
  static Tree parse(String json) {
    return new Tree(Json.parse(json).asObject());
  }

  String tag() {
    return node.getString("tag", "");
  }

  String attr(String name) {
    JsonValue attrs = node.get("attrs");
    JsonValue v = attrs == null ? null : attrs.asObject().get(name);
    return v == null ? null : v.asString();
  }

  String text() {
    return node.getString("text", null);
  }

  List<Tree> children() {
    List<Tree> out = new ArrayList<>();
    JsonValue list = node.get("children");
    if (list != null) {
      for (JsonValue v : list.asArray()) {
        out.add(new Tree(v.asObject()));
      }
    }
    return out;
  }

  /** Every node below (and including) this one that matches, in document order. */
  List<Tree> all(Predicate<Tree> match) {
    List<Tree> out = new ArrayList<>();
    collect(this, match, out);
    return out;
  }

  private static void collect(Tree t, Predicate<Tree> match, List<Tree> out) {
    if (match.test(t)) {
      out.add(t);
    }
    for (Tree c : t.children()) {
      collect(c, match, out);
    }
  }

  Tree component(String id) {
    List<Tree> found = all(t -> id.equals(t.attr("data-component")));
    return found.isEmpty() ? null : found.get(0);
  }

  List<Tree> marks() {
    return all(t -> t.attr("data-row") != null);
  }

  /** All text of the subtree, in order. */
  String allText() {
    StringBuilder b = new StringBuilder();
    for (Tree t : all(x -> x.text() != null)) {
      b.append(t.text()).append('\n');
    }
    return b.toString();
  }

  int size() {
    return all(t -> true).size();
  }

  static Predicate<Tree> attr(String name, String value) {
    return t -> value.equals(t.attr(name));
  }
}
