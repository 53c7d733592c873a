package hyperpbi.imports;

/**
 * Strict UTF-8 decoding of uploaded bytes: a leading byte order mark is dropped; malformed
 * sequences, overlong forms, surrogates and code points above U+10FFFF fail with the line and
 * character where they occur. Written out instead of CharsetDecoder so every runtime reports
 * the same place.
 */
public final class Utf8 {
  private Utf8() {}

  public static String decode(byte[] bytes) throws ImportException {
    return decode(bytes, 0, bytes.length);
  }

  public static String decode(byte[] bytes, int from, int to) throws ImportException {
    int i = from;
    if (to - from >= 3 && (bytes[i] & 0xff) == 0xEF && (bytes[i + 1] & 0xff) == 0xBB
        && (bytes[i + 2] & 0xff) == 0xBF) {
      i += 3;
    }
    int first = i;
    char[] out = new char[to - i];
    int n = 0;
    while (i < to) {
      int b = bytes[i] & 0xff;
      if (b < 0x80) {
        out[n++] = (char) b;
        i++;
        continue;
      }
      int length = length(b);
      int cp = i + length > to ? -1 : decodeOne(bytes, i, length);
      if (cp < 0) {
        throw invalidAt(bytes, first, i, to);
      }
      if (cp >= 0x10000) {
        if (n + 2 > out.length) {
          out = java.util.Arrays.copyOf(out, out.length + 16);
        }
        cp -= 0x10000;
        out[n++] = (char) (0xD800 + (cp >> 10));
        out[n++] = (char) (0xDC00 + (cp & 0x3FF));
      } else {
        out[n++] = (char) cp;
      }
      i += length;
    }
    return new String(out, 0, n);
  }

  /** Bytes of the sequence a lead byte of 0x80 or above starts (invalid leads included). */
  private static int length(int b) {
    return b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : 2;
  }

  /**
   * The failure at byte {@code at}, with the line and character counted only now: the bytes
   * before it decoded, so counting them while decoding would cost every valid file a branch or
   * two per byte. CR, LF and CRLF each end a line; every code point is one character.
   */
  private static ImportException invalidAt(byte[] bytes, int first, int at, int to) {
    int line = 1;
    int column = 1;
    int i = first;
    while (i < at) {
      int b = bytes[i] & 0xff;
      if (b < 0x80) {
        i++;
        if (b == '\n' || (b == '\r' && (i >= to || bytes[i] != '\n'))) {
          line++;
          column = 1;
        } else if (b != '\r') {
          column++;
        }
      } else {
        i += length(b);
        column++;
      }
    }
    return invalid(bytes[at] & 0xff, line, column);
  }

  /**
   * The code point of the multi-byte sequence of this length at pos, or -1 when it is not valid
   * UTF-8 (bad lead or continuation byte, overlong form, surrogate, above U+10FFFF).
   */
  static int decodeOne(byte[] bytes, int pos, int length) {
    int b = bytes[pos] & 0xff;
    int cp;
    int min;
    if (length == 2 && b >= 0xC2 && b <= 0xDF) {
      cp = b & 0x1F;
      min = 0x80;
    } else if (length == 3 && b >= 0xE0 && b <= 0xEF) {
      cp = b & 0x0F;
      min = 0x800;
    } else if (length == 4 && b >= 0xF0 && b <= 0xF4) {
      cp = b & 0x07;
      min = 0x10000;
    } else {
      return -1;
    }
    for (int k = 1; k < length; k++) {
      int c = bytes[pos + k] & 0xff;
      if ((c & 0xC0) != 0x80) {
        return -1;
      }
      cp = (cp << 6) | (c & 0x3F);
    }
    if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) {
      return -1;
    }
    return cp;
  }

  /** Fails on a U+FFFD replacement character: the host decoded invalid UTF-8 before us. */
  public static void rejectReplacementCharacters(String text) throws ImportException {
    int at = text.indexOf('\ufffd');
    if (at >= 0) {
      int[] place = TextPosition.of(text, at);
      throw new ImportException("line " + place[0] + ", character " + place[1]
          + ": not valid UTF-8 (the text contains the replacement character U+FFFD); save the"
          + " file as UTF-8");
    }
  }

  /** Number of bytes the UTF-8 encoding of the text takes. */
  public static long encodedLength(String text) {
    // A double accumulator: exact far beyond any file size, and no long in the per-char loop.
    double bytes = 0;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c < 0x80) {
        bytes++;
      } else if (c < 0x800) {
        bytes += 2;
      } else if (Character.isHighSurrogate(c) && i + 1 < text.length()
          && Character.isLowSurrogate(text.charAt(i + 1))) {
        bytes += 4;
        i++;
      } else {
        bytes += 3;
      }
    }
    return (long) bytes;
  }

  private static ImportException invalid(int b, int line, int column) {
    return new ImportException("line " + line + ", character " + column
        + ": not valid UTF-8 (byte 0x" + hex(b) + "); save the file as UTF-8");
  }

  static String hex(int b) {
    String digits = "0123456789ABCDEF";
    return "" + digits.charAt((b >> 4) & 0xF) + digits.charAt(b & 0xF);
  }
}
