package hyperpbi.view;

import hyperpbi.canonical.CanonicalNumber;
import hyperpbi.specification.TemplatePlaceholders;
import java.util.function.Function;

/** Renders a template's metric and aggregate placeholders ({@link TemplatePlaceholders}). */
public final class TemplateText {
  private TemplateText() {}

  /** Numbers as the engine writes them (the views). */
  static String render(String text, Function<String, Object> values) {
    return render(text, values, CanonicalNumber::format);
  }

  /** Numbers written by {@code numbers} (the renderer formats them for the locale). */
  public static String render(String text, Function<String, Object> values,
      Function<Double, String> numbers) {
    if (text == null) {
      return "";
    }
    StringBuilder out = new StringBuilder(text.length());
    int from = 0;
    for (TemplatePlaceholders.Placeholder p : TemplatePlaceholders.in(text)) {
      out.append(text, from, p.start());
      if (p.path().startsWith(TemplatePlaceholders.METRIC)
          || p.path().startsWith(TemplatePlaceholders.AGGREGATE)) {
        Object value = values.apply(p.path());
        out.append(value instanceof Double d ? numbers.apply(d) : value == null ? ""
            : value.toString());
      } else {
        out.append(text, p.start(), p.end());
      }
      from = p.end();
    }
    return out.append(text, from, text.length()).toString();
  }
}
