package hyperpbi.imports;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class Utf8Test {
  private static byte[] bytes(String text, int... tail) {
    ByteArrayOutputStream b = new ByteArrayOutputStream();
    b.writeBytes(text.getBytes(StandardCharsets.UTF_8));
    for (int t : tail) {
      b.write(t);
    }
    return b.toByteArray();
  }

  @Test
  void theFailingPlaceCountsCrLfAndCrAsLineEndsAndCodePointsAsCharacters() {
    // After the BOM: "ö", then CRLF is one line end and a lone CR another; on line 3 "a" and
    // "€" are one character each, so the bad byte 0xFF is character 3 (as the decoder that
    // counted while decoding reported it).
    byte[] input = bytes("\ufeff\u00f6\r\nx\ra\u20ac", 0xFF, 'z');
    assertEquals("line 3, character 3: not valid UTF-8 (byte 0xFF); save the file as UTF-8",
        assertThrows(ImportException.class, () -> Utf8.decode(input)).getMessage());
    // A truncated sequence at the very end, after a line of emoji (two UTF-16 units, one
    // character each).
    byte[] truncated = bytes("\n\uD83D\uDE00\uD83D\uDE00", 0xE2, 0x82);
    assertEquals("line 2, character 3: not valid UTF-8 (byte 0xE2); save the file as UTF-8",
        assertThrows(ImportException.class, () -> Utf8.decode(truncated)).getMessage());
  }

  @Test
  void validTextDecodesAsTheJdkDecodesIt() throws ImportException {
    String text = "a,b\r\nK\u00f6ln,\u20ac\n\uD83D\uDE00\r";
    assertEquals(text, Utf8.decode(text.getBytes(StandardCharsets.UTF_8)));
    assertEquals("x", Utf8.decode(bytes("\ufeffx")));
  }
}
