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
}
