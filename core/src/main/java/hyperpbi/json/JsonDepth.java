package hyperpbi.json;

import com.eclipsesource.json.Json;
import com.eclipsesource.json.JsonValue;

/**
 * The deepest bracket nesting of JSON text, counted outside strings without parsing. minimal-json
 * parses recursively, so hostile input is measured first: a stack overflow is an Error on the
 * JVM and kills a WebAssembly instance.
 */
public final class JsonDepth {
  /** Deeper than any real dashboard, data row or DataView; far below stack limits. */
  public static final int MAX = 256;

  private JsonDepth() {}

  /**
   * Parses JSON text from a host or a file the way every entry must: text nested deeper than
   * {@link #MAX} throws an {@link IllegalArgumentException} saying so instead of reaching the
   * recursive parser (which minimal-json's own exceptions and hosts' RuntimeException handlers
   * would never see as a StackOverflowError).
   */
  public static JsonValue parse(String text) {
    int[] at = text == null ? null : tooDeep(text);
    if (at != null) {
      throw new IllegalArgumentException("JSON is nested deeper than " + MAX + " levels "
          + where(at));
    }
    return Json.parse(text);
  }

  /**
   * Where text first nests deeper than {@link #MAX}: the {line, column} of that opening bracket,
   * counted as minimal-json counts its syntax errors' (1-based, lines end at LF), or null.
   */
  public static int[] tooDeep(String text) {
    int depth = 0;
    int line = 1;
    int lineStart = 0;
    boolean inString = false;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '\n') {
        line++;
        lineStart = i + 1;
      }
      if (inString) {
        if (c == '\\') {
          i++;
        } else if (c == '"') {
          inString = false;
        }
      } else if (c == '"') {
        inString = true;
      } else if (c == '{' || c == '[') {
        if (++depth > MAX) {
          return new int[] {line, i - lineStart + 1};
        }
      } else if (c == '}' || c == ']') {
        depth--;
      }
    }
    return null;
  }

  /** "at line 3, column 7" for {@link #tooDeep}'s answer. */
  public static String where(int[] lineAndColumn) {
    return "at line " + lineAndColumn[0] + ", column " + lineAndColumn[1];
  }

  public static int of(String text) {
    int depth = 0;
    int max = 0;
    boolean inString = false;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (inString) {
        if (c == '\\') {
          i++;
        } else if (c == '"') {
          inString = false;
        }
      } else if (c == '"') {
        inString = true;
      } else if (c == '{' || c == '[') {
        depth++;
        if (depth > max) {
          max = depth;
        }
      } else if (c == '}' || c == ']') {
        depth--;
      }
    }
    return max;
  }
}
