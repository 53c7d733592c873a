package hyperpbi.specification;

import com.eclipsesource.json.Json;
import com.eclipsesource.json.JsonObject;
import com.eclipsesource.json.JsonValue;
import com.eclipsesource.json.ParseException;
import hyperpbi.diagnostic.Diagnostics;
import hyperpbi.json.JsonDepth;

/** Parses specification text; malformed JSON becomes one diagnostic with line and column. */
public final class SpecificationDocument {
  private SpecificationDocument() {}

  public static JsonObject parse(String text, Diagnostics out) {
    if (text == null || text.isBlank()) {
      out.error("INVALID_JSON", "", "specification is empty");
      return null;
    }
    if (JsonDepth.of(text) > JsonDepth.MAX) {
      out.error("INVALID_JSON", "", "specification is nested deeper than " + JsonDepth.MAX
          + " levels");
      return null;
    }
    JsonValue spec;
    try {
      spec = Json.parse(text);
    } catch (ParseException e) {
      out.error("INVALID_JSON", "", "specification is not valid JSON at line "
          + e.getLocation().line + ", column " + e.getLocation().column + ": " + reason(e));
      return null;
    } catch (RuntimeException e) {
      out.error("INVALID_JSON", "", "specification could not be parsed: " + e.getMessage());
      return null;
    }
    if (!spec.isObject()) {
      out.error("INVALID_PROPERTY_TYPE", "", "specification must be a JSON object");
      return null;
    }
    return spec.asObject();
  }

  /** minimal-json appends " at line:column"; the diagnostic already says where. */
  private static String reason(ParseException e) {
    String message = e.getMessage();
    int at = message.lastIndexOf(" at ");
    return at > 0 ? message.substring(0, at) : message;
  }
}
