package hyperpbi.specification;

import java.util.List;
import java.util.Map;

/** The universal interaction contract's exact enums (interactions.md §2). */
public final class InteractionRules {
  public static final Map<String, List<String>> ENUMS = Map.of(
      "trigger", List.of("auto", "click", "change"),
      "internalMode", List.of("none", "highlight", "filter"),
      "internalScope", List.of("self", "others", "all"),
      "externalMode", List.of("none", "auto", "selection", "filter"),
      "operator", List.of("=", "!=", ">", ">=", "<", "<=", "contains", "in", "between"),
      "selectionMode", List.of("replace", "toggle", "add"));

  public static final List<String> BOOLEANS =
      List.of("enabled", "multiSelect", "showSelector", "clearOnSecondClick");

  public static final List<String> OTHER = List.of("field", "value", "target", "targets");

  private InteractionRules() {}

  public static boolean isProperty(String name) {
    return ENUMS.containsKey(name) || BOOLEANS.contains(name) || OTHER.contains(name);
  }

  public static java.util.Set<String> properties() {
    java.util.Set<String> all = new java.util.TreeSet<>(ENUMS.keySet());
    all.addAll(BOOLEANS);
    all.addAll(OTHER);
    return all;
  }
}
