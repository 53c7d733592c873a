package hyperpbi.json;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Strings from a char buffer are written like Strings, escapes included. */
class JsonOutTest {
  @Test
  void aStringFromCharsEqualsTheSameString() {
    char[] scratch = "2024-06-01 and more".toCharArray();
    JsonOut chars = new JsonOut(false).beginArray().value(scratch, 10).value(scratch, 0).endArray();
    JsonOut text = new JsonOut(false).beginArray().value("2024-06-01").value("").endArray();
    assertEquals("[\"2024-06-01\",\"\"]", chars.toString());
    assertEquals(text.toString(), chars.toString());
  }

  @Test
  void charsThatNeedEscapesAreEscaped() {
    char[] scratch = {'a', '"', '\\', '\n', '\u2028', 'z'};
    String written = new JsonOut(false).value(scratch, scratch.length).toString();
    assertEquals("\"a\\\"\\\\\\n\\u2028z\"", written);
    assertEquals(new JsonOut(false).value(new String(scratch)).toString(), written);
  }

  @Test
  void loneSurrogatesAreEscapedAndPairsKept() {
    // A lone surrogate cannot be encoded as UTF-8: printed raw it became '?' on the command line.
    String written = new JsonOut(false).beginArray().value("d\ud800x").value("\udc00")
        .value("a\ud83d\ude00b").value("\ude00\ud83d").endArray().toString();
    assertEquals("[\"d\\ud800x\",\"\\udc00\",\"a\ud83d\ude00b\",\"\\ude00\\ud83d\"]", written);
    char[] scratch = {'\ud800', 'a'};
    assertEquals("\"\\ud800a\"", new JsonOut(false).value(scratch, 2).toString());
  }
}
