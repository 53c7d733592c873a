package hyperpbi.specification;

import com.eclipsesource.json.Json;
import com.eclipsesource.json.JsonObject;
import com.eclipsesource.json.JsonValue;
import com.eclipsesource.json.ParseException;
import hyperpbi.canonical.Whitespace;
import hyperpbi.diagnostic.Diagnostics;
import hyperpbi.diagnostic.JsonPointer;
import hyperpbi.json.JsonDepth;
import hyperpbi.json.JsonNumbers;
import java.util.HashSet;
import java.util.Set;

/** Parses specification text; malformed JSON becomes one diagnostic with line and column. */
public final class SpecificationDocument {
  private SpecificationDocument() {}

  public static JsonObject parse(String text, Diagnostics out) {
    if (text != null && text.startsWith("\ufeff")) {
      // A byte order mark, as editors on Windows save it: dropped, as a CSV or JSON rows file's.
      text = text.substring(1);
    }
    if (text == null || Whitespace.isBlank(text)) {
      out.error("INVALID_JSON", "", "specification is empty");
      return null;
    }
    int[] tooDeep = JsonDepth.tooDeep(text);
    if (tooDeep != null) {
      out.error("INVALID_JSON", "", "specification is nested deeper than " + JsonDepth.MAX
          + " levels " + JsonDepth.where(tooDeep));
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
    checkTree(spec, "", out);
    return spec.asObject();
  }

  /**
   * A name given twice in one object is an error at its pointer: the parser keeps both and every
   * reader takes the last, so the first would otherwise be dropped silently (a second
   * {@code components} replacing the first list). A number literal beyond the double range
   * ({@code 1e309}) is an error at its pointer too: it would otherwise become null silently.
   * Depth is bounded by {@link JsonDepth#MAX}.
   */
  private static void checkTree(JsonValue v, String pointer, Diagnostics out) {
    if (v.isArray()) {
      for (int i = 0; i < v.asArray().size(); i++) {
        checkTree(v.asArray().get(i), JsonPointer.child(pointer, i), out);
      }
      return;
    }
    if (JsonNumbers.outOfRange(v)) {
      out.error("INVALID_PROPERTY_VALUE", pointer, "number literal " + JsonNumbers.literal(v)
          + " is out of the double range (its magnitude must stay below about 1.8e308)");
      return;
    }
    if (!v.isObject()) {
      return;
    }
    Set<String> seen = new HashSet<>();
    Set<String> reported = new HashSet<>();
    for (JsonObject.Member m : v.asObject()) {
      String at = JsonPointer.child(pointer, m.getName());
      if (!seen.add(m.getName()) && reported.add(m.getName())) {
        out.error("DUPLICATE_KEY", at, "'" + m.getName() + "' is given more than once in the "
            + "same object; JSON names must be unique (only the last would be read)");
      }
      checkTree(m.getValue(), at, out);
    }
  }

  /** minimal-json appends " at line:column"; the diagnostic already says where. */
  private static String reason(ParseException e) {
    String message = e.getMessage();
    int at = message.lastIndexOf(" at ");
    return at > 0 ? message.substring(0, at) : message;
  }
}
