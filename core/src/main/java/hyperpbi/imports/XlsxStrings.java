package hyperpbi.imports;

import java.util.Arrays;

/**
 * String cells of a workbook: the shared string table (xl/sharedStrings.xml) and rich or inline
 * string content. A string is the concatenation of its {@code t} elements, runs included, without
 * phonetic guides ({@code rPh}). OOXML's {@code _xHHHH_} escapes (how Excel stores characters
 * XML cannot carry, such as {@code _x000D_}) are decoded.
 */
final class XlsxStrings {
  private XlsxStrings() {}

  static String[] readShared(XmlReader xml) throws ImportException {
    String[] strings = new String[64];
    int count = 0;
    int event;
    while ((event = xml.next()) != XmlReader.EOF) {
      if (event == XmlReader.START && xml.name().equals("si")) {
        if (count == strings.length) {
          strings = Arrays.copyOf(strings, count * 2);
        }
        strings[count++] = readItem(xml);
      }
    }
    return Arrays.copyOf(strings, count);
  }

  /** After the START of {@code si} or {@code is}: its text, through the matching END. */
  static String readItem(XmlReader xml) throws ImportException {
    int depth = xml.depth();
    StringBuilder text = null;
    String single = null;
    while (xml.nextChild(depth)) {
      switch (xml.name()) {
        case "t" -> {
          String part = xml.readText();
          if (single == null && text == null) {
            single = part;
          } else {
            if (text == null) {
              text = new StringBuilder(single);
            }
            text.append(part);
          }
        }
        case "rPh", "phoneticPr" -> xml.skip();
        default -> { }
      }
    }
    String value = text != null ? text.toString() : single == null ? "" : single;
    return unescape(value);
  }

  /** Decodes {@code _xHHHH_} escapes. */
  static String unescape(String s) {
    int at = s.indexOf("_x");
    if (at < 0) {
      return s;
    }
    StringBuilder b = new StringBuilder(s.length());
    int i = 0;
    while (i < s.length()) {
      if (i + 7 <= s.length() && s.charAt(i) == '_' && s.charAt(i + 1) == 'x'
          && s.charAt(i + 6) == '_') {
        int cp = hex4(s, i + 2);
        if (cp >= 0) {
          b.append((char) cp);
          i += 7;
          continue;
        }
      }
      b.append(s.charAt(i++));
    }
    return b.toString();
  }

  private static int hex4(String s, int from) {
    int v = 0;
    for (int i = from; i < from + 4; i++) {
      char c = s.charAt(i);
      int d;
      if (c >= '0' && c <= '9') {
        d = c - '0';
      } else if (c >= 'a' && c <= 'f') {
        d = c - 'a' + 10;
      } else if (c >= 'A' && c <= 'F') {
        d = c - 'A' + 10;
      } else {
        return -1;
      }
      v = v * 16 + d;
    }
    return v;
  }
}
