package hyperpbi.render;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Both languages have every text, with the same placeholders, in the order of Text. */
class RenderTextsTest {
  @Test
  void everyTextIsInBothLanguagesWithTheSamePlaceholders() {
    String[] english = LocaleData.split(RenderTexts.ENGLISH);
    String[] german = LocaleData.split(RenderTexts.GERMAN);
    assertEquals(RenderTexts.COUNT, english.length);
    assertEquals(RenderTexts.COUNT, german.length);
    for (int i = 0; i < english.length; i++) {
      assertEquals(placeholders(english[i]), placeholders(german[i]),
          "text " + i + ": " + english[i] + " / " + german[i]);
    }
  }

  @Test
  void germanForDeAndItsRegionsEnglishOtherwise() {
    assertEquals("Ziel: 5", RenderTexts.of("de-AT").get(RenderTexts.TARGET, "5"));
    assertEquals("Ziel: 5", RenderTexts.of("DE").get(RenderTexts.TARGET, "5"));
    assertEquals("Target: 5", RenderTexts.of("fr-FR").get(RenderTexts.TARGET, "5"));
    assertEquals("Target: 5", RenderTexts.of("dev").get(RenderTexts.TARGET, "5"));
    assertEquals("Target: 5", RenderTexts.of(null).get(RenderTexts.TARGET, "5"));
  }

  @Test
  void valuesAreInsertedOnceAndVerbatim() {
    assertEquals("Source {1} failed: x{0}", RenderTexts.of("en-US")
        .get(RenderTexts.SOURCE_FAILED, "{1}", "x{0}"));
    assertEquals("Rows 1–20 of 1,000", RenderTexts.of("en-US")
        .get(RenderTexts.ROWS_RANGE, "1", "20", "1,000"));
  }

  private static List<String> placeholders(String text) {
    List<String> out = new ArrayList<>();
    for (int i = 0; i + 2 < text.length(); i++) {
      if (text.charAt(i) == '{' && text.charAt(i + 2) == '}') {
        out.add(text.substring(i, i + 3));
      }
    }
    out.sort(null);
    return out;
  }
}
