package hyperpbi.canonical;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** Each hand-written shape accepts exactly what its regular expression accepts (JVM regex). */
class TextShapeTest {
  /** The characters the patterns care about, and a few they do not (non-ASCII letters too). */
  private static final String ALPHABET = "aZz09-_.~/:*@ \nhtpsé\u212A";

  @Test
  void everyShapeAgreesWithItsRegularExpression() {
    List<String> samples = samples();
    List<String> disagreements = new ArrayList<>();
    for (TextShape shape : TextShape.values()) {
      Pattern regex = Pattern.compile(shape.pattern());
      int accepted = 0;
      for (String s : samples) {
        boolean expected = regex.matcher(s).matches();
        accepted += expected ? 1 : 0;
        if (shape.accepts(s) != expected) {
          disagreements.add(shape + " " + s.replace("\n", "\\n") + " regex=" + expected);
        }
      }
      assertTrue(accepted > 20, shape + " accepts only " + accepted + " samples: not a real test");
    }
    assertEquals(List.of(), disagreements);
  }

  @Test
  void boundaryLengthsAndKnownCases() {
    assertTrue(TextShape.COMPONENT_ID.accepts("a" + "b".repeat(99)));
    assertFalse(TextShape.COMPONENT_ID.accepts("a" + "b".repeat(100)));
    assertTrue(TextShape.MINIUP_SITE.accepts("a".repeat(63)));
    assertFalse(TextShape.MINIUP_SITE.accepts("a".repeat(64)));
    assertTrue(TextShape.MINIUP_TABLE.accepts("A".repeat(64)));
    assertFalse(TextShape.MINIUP_TABLE.accepts("A".repeat(65)));
    assertTrue(TextShape.MINIUP_FUNCTION.accepts("a".repeat(64)));
    assertFalse(TextShape.MINIUP_FUNCTION.accepts("a".repeat(65)));
    assertTrue(TextShape.HTTPS_ORIGIN.accepts("https://api.example.com:8443"));
    assertFalse(TextShape.HTTPS_ORIGIN.accepts("https://api.example.com:123456"));
    assertFalse(TextShape.HTTPS_ORIGIN.accepts("https://localhost"));
    assertFalse(TextShape.HTTPS_ORIGIN.accepts("https://evil@x.miniup.app"));
    assertFalse(TextShape.HTTPS_ORIGIN.accepts("https://x.miniup.app\n"));
    assertTrue(TextShape.TRUST_ENTRY.accepts("https://*.miniup.app"));
    assertTrue(TextShape.TRUST_ENTRY.accepts("https://localhost:1"));
    assertTrue(TextShape.RELATIVE_PATH.accepts("/v1/items/"));
    assertFalse(TextShape.RELATIVE_PATH.accepts("/v1//items"));
    for (TextShape shape : TextShape.values()) {
      assertFalse(shape.accepts(""), shape + " accepts the empty string");
      assertEquals(shape.pattern(), Pattern.compile(shape.pattern()).pattern());
    }
  }

  private static List<String> samples() {
    List<String> out = new ArrayList<>();
    SplittableRandom random = new SplittableRandom(22);
    String[] prefixes = {"", "/", "https://", "https://*.", "https://a.", "https://a-b.c"};
    String[] suffixes = {"", "/", ":", ":1", ":12345", ":123456", ".", "-", "\n", ".b", ".b-c.d"};
    for (int i = 0; i < 200_000; i++) {
      StringBuilder b = new StringBuilder(prefixes[random.nextInt(prefixes.length)]);
      int length = random.nextInt(8);
      for (int k = 0; k < length; k++) {
        b.append(ALPHABET.charAt(random.nextInt(random.nextBoolean() ? 6 : ALPHABET.length())));
      }
      b.append(suffixes[random.nextInt(suffixes.length)]);
      out.add(b.toString());
    }
    for (int n = 0; n <= 102; n++) {
      out.add("a".repeat(n));
      out.add("a" + "-".repeat(Math.max(0, n - 2)) + "b");
      out.add("/" + "x".repeat(n));
    }
    return out;
  }
}
