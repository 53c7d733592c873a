package hyperpbi.canonical;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class WhitespaceTest {
  @Test
  void equalsJdkCharacterIsWhitespace() {
    for (int c = 0; c < 65536; c++) {
      assertEquals(Character.isWhitespace((char) c), Whitespace.isWhitespace((char) c), Integer.toHexString(c));
    }
  }

  @Test
  void blankLikeStringIsBlank() {
    String[] texts = {"", " ", "\t", "\n", "  \n\n  \t ", "\r\n", "\u2028", "\u3000 ", "\u00a0",
      " x ", "\u200b", "\ufeff", "\ud83d\ude00"};
    for (String text : texts) {
      assertEquals(text.isBlank(), Whitespace.isBlank(text), text);
    }
    assertTrue(Whitespace.isBlank("\u001c\u001f\u000b\f"));
    assertFalse(Whitespace.isBlank("\u00a0"));
  }
}
