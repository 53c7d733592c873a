package hyperpbi.imports;

import java.util.HashMap;
import java.util.Map;

/**
 * Which cell styles show dates (xl/styles.xml): a cell's {@code s} attribute indexes
 * {@code cellXfs}, whose {@code numFmtId} is a built-in format or one defined in {@code numFmts}.
 * Date formats are the built-in ids 14–17 (date only), 18–22 and 45–47 (with a time), and custom
 * format codes containing d, m, y, h or s outside quoted text, escapes and brackets (an elapsed
 * {@code [h]}, {@code [m]} or {@code [s]} counts as time). A format with h or s (or elapsed time)
 * gives date-times; otherwise dates.
 */
final class XlsxStyles {
  static final int NOT_DATE = 0;
  static final int DATE = 1;
  static final int DATETIME = 2;

  static final XlsxStyles NONE = new XlsxStyles(new int[0]);

  /** Per cellXfs index: NOT_DATE, DATE or DATETIME. */
  private final int[] kinds;

  private XlsxStyles(int[] kinds) {
    this.kinds = kinds;
  }

  int kind(int styleIndex) {
    return styleIndex >= 0 && styleIndex < kinds.length ? kinds[styleIndex] : NOT_DATE;
  }

  static XlsxStyles read(XmlReader xml) throws ImportException {
    Map<Integer, String> custom = new HashMap<>();
    int[] kinds = new int[16];
    int count = 0;
    int event;
    while ((event = xml.next()) != XmlReader.EOF) {
      if (event != XmlReader.START) {
        continue;
      }
      switch (xml.name()) {
        case "numFmt" -> {
          Integer id = parseInt(xml.attribute("numFmtId"));
          String code = xml.attribute("formatCode");
          if (id != null && code != null) {
            custom.put(id, code);
          }
        }
        case "cellXfs" -> {
          int depth = xml.depth();
          while ((event = xml.next()) != XmlReader.EOF) {
            if (event == XmlReader.END && xml.depth() < depth) {
              break;
            }
            if (event == XmlReader.START && xml.name().equals("xf")
                && xml.depth() == depth + 1) {
              Integer id = parseInt(xml.attribute("numFmtId"));
              if (count == kinds.length) {
                kinds = java.util.Arrays.copyOf(kinds, count * 2);
              }
              kinds[count++] = id == null ? NOT_DATE : formatKind(id, custom.get(id));
            }
          }
        }
        case "cellStyleXfs", "dxfs" -> xml.skip();
        default -> { }
      }
    }
    return new XlsxStyles(java.util.Arrays.copyOf(kinds, count));
  }

  /** Date kind of a number format id, with its code when defined in the workbook. */
  static int formatKind(int id, String code) {
    if (code != null) {
      return codeKind(code);
    }
    if (id >= 14 && id <= 17) {
      return DATE;
    }
    if ((id >= 18 && id <= 22) || (id >= 45 && id <= 47)) {
      return DATETIME;
    }
    return NOT_DATE;
  }

  /** Date kind of a custom format code. */
  static int codeKind(String code) {
    boolean date = false;
    boolean time = false;
    for (int i = 0; i < code.length(); i++) {
      char c = code.charAt(i);
      switch (c) {
        case '"' -> {
          int close = code.indexOf('"', i + 1);
          i = close < 0 ? code.length() : close;
        }
        case '\\', '_', '*' -> i++;
        case '[' -> {
          int close = code.indexOf(']', i + 1);
          String inside = close < 0 ? "" : code.substring(i + 1, close);
          if (isElapsed(inside)) {
            time = true;
          }
          i = close < 0 ? code.length() : close;
        }
        case 'd', 'D', 'm', 'M', 'y', 'Y' -> date = true;
        case 'h', 'H', 's', 'S' -> time = true;
        default -> { }
      }
    }
    if (time) {
      return DATETIME;
    }
    return date ? DATE : NOT_DATE;
  }

  /** [h], [hh], [m], [mm], [s], [ss]: elapsed time. */
  private static boolean isElapsed(String inside) {
    if (inside.isEmpty()) {
      return false;
    }
    char first = Character.toLowerCase(inside.charAt(0));
    if (first != 'h' && first != 'm' && first != 's') {
      return false;
    }
    for (int i = 0; i < inside.length(); i++) {
      if (Character.toLowerCase(inside.charAt(i)) != first) {
        return false;
      }
    }
    return true;
  }

  static Integer parseInt(String s) {
    if (s == null || s.isEmpty() || s.length() > 9) {
      return null;
    }
    int v = 0;
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c < '0' || c > '9') {
        return null;
      }
      v = v * 10 + (c - '0');
    }
    return v;
  }
}
