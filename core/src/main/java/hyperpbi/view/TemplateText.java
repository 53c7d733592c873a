package hyperpbi.view;

import hyperpbi.canonical.CanonicalNumber;
import hyperpbi.specification.TemplatePlaceholders;
import java.util.function.Function;

/** Renders a template's metric and aggregate placeholders ({@link TemplatePlaceholders}). */
final class TemplateText {
  private TemplateText() {}

  static String render(String text, Function<String, Object> values) {
    if (text == null) {
      return "";
    }
    StringBuilder out = new StringBuilder(text.length());
    int from = 0;
    for (TemplatePlaceholders.Placeholder p : TemplatePlaceholders.in(text)) {
      out.append(text, from, p.start());
      if (p.path().startsWith(TemplatePlaceholders.METRIC)
          || p.path().startsWith(TemplatePlaceholders.AGGREGATE)) {
        out.append(format(values.apply(p.path())));
      } else {
        out.append(text, p.start(), p.end());
      }
      from = p.end();
    }
    return out.append(text, from, text.length()).toString();
  }

  private static String format(Object value) {
    if (value instanceof Double d) {
      return CanonicalNumber.format(d);
    }
    return value == null ? "" : value.toString();
  }
}
