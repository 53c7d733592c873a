package hyperpbi.json;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.eclipsesource.json.Json;
import com.eclipsesource.json.ParseException;
import org.junit.jupiter.api.Test;

class JsonDepthTest {
  /** The README promises INVALID_JSON with a line and column; nesting too deep had neither. */
  @Test
  void tooDeepNamesTheLineAndColumnOfTheBracketPastTheLimit() {
    String deep = "{\"a\": \"[{ in a string \\\" [\",\n  \"b\":\n    " + "[".repeat(300);
    int[] at = JsonDepth.tooDeep(deep);
    // The 256th bracket of the run is the 257th level (the object is the first).
    assertArrayEquals(new int[] {3, 5 + 255}, at);
    assertEquals("JSON is nested deeper than 256 levels at line 3, column 260",
        assertThrows(IllegalArgumentException.class, () -> JsonDepth.parse(deep)).getMessage());
    assertNull(JsonDepth.tooDeep("[".repeat(256) + "]".repeat(256)));
  }

  /** Counted as minimal-json counts the place of a syntax error, so both read alike. */
  @Test
  void positionsAgreeWithTheParsersOwn() {
    String prefix = "{\"x\":\n\n  " + "[".repeat(255) + "\n   ";
    int[] deep = JsonDepth.tooDeep(prefix + "[");
    ParseException e = assertThrows(ParseException.class, () -> Json.parse(prefix + "?"));
    assertArrayEquals(new int[] {e.getLocation().line, e.getLocation().column}, deep);
  }
}
