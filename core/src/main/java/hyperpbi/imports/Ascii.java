package hyperpbi.imports;

/** ASCII-only case mapping: locale- and runtime-independent (Unicode special casing differs). */
final class Ascii {
  private Ascii() {}

  static String lower(String s) {
    StringBuilder b = null;
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c >= 'A' && c <= 'Z') {
        if (b == null) {
          b = new StringBuilder(s.length()).append(s, 0, i);
        }
        b.append((char) (c + 32));
      } else if (b != null) {
        b.append(c);
      }
    }
    return b == null ? s : b.toString();
  }
}
