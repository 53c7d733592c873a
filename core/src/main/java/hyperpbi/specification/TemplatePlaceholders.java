package hyperpbi.specification;

import java.util.ArrayList;
import java.util.List;

/**
 * The {@code {{path}}} placeholders of a template text (a text component's {@code text}, custom
 * content's {@code template} or {@code content}): {@code metric.<key>} reads a root calculated
 * metric, {@code aggregate.<field>.<stat>} a calculated aggregate of the base dataset. Other
 * paths belong to their renderer (a custom row template's fields) and are left alone. One parser
 * serves validation and rendering.
 */
public final class TemplatePlaceholders {
  public static final String METRIC = "metric.";
  public static final String AGGREGATE = "aggregate.";

  private TemplatePlaceholders() {}

  /**
   * @param path the trimmed text between the braces
   * @param start index of the opening braces
   * @param end index after the closing braces
   */
  public record Placeholder(String path, int start, int end) {}

  public static List<Placeholder> in(String text) {
    List<Placeholder> out = new ArrayList<>();
    int from = 0;
    while (true) {
      int open = text.indexOf("{{", from);
      int close = open < 0 ? -1 : text.indexOf("}}", open + 2);
      if (close < 0) {
        return out;
      }
      out.add(new Placeholder(text.substring(open + 2, close).trim(), open, close + 2));
      from = close + 2;
    }
  }

  /**
   * Whether a component of this type has a renderer of its own for the placeholders that are not
   * metrics or aggregates (a custom component's row template); a text has none, so its other
   * placeholders would be shown literally and are said at preparation.
   */
  public static boolean othersHaveARenderer(String componentType) {
    return componentType.equals("custom");
  }

  /** The template properties a component of this type may carry. */
  public static List<String> properties(String componentType) {
    return switch (componentType) {
      case "text" -> List.of("text");
      case "custom" -> List.of("template", "content");
      default -> List.of();
    };
  }
}
