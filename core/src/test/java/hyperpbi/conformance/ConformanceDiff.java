package hyperpbi.conformance;

/** A readable difference between an expected and an actual engine output, or null if equal. */
public final class ConformanceDiff {
  private ConformanceDiff() {}

  /** Compares byte for byte (expected files end with one newline, which is ignored). */
  public static String describe(String expected, String actual) {
    String want = expected.endsWith("\n") ? expected.substring(0, expected.length() - 1) : expected;
    if (want.equals(actual)) {
      return null;
    }
    String[] a = want.split("\n", -1);
    String[] b = actual.split("\n", -1);
    int line = 0;
    while (line < a.length && line < b.length && a[line].equals(b[line])) {
      line++;
    }
    StringBuilder out = new StringBuilder();
    out.append("first difference at line ").append(line + 1).append('\n');
    for (int i = Math.max(0, line - 3); i < line; i++) {
      out.append("   ").append(a[i]).append('\n');
    }
    for (int i = line; i < Math.min(a.length, line + 4); i++) {
      out.append(" - ").append(a[i]).append('\n');
    }
    for (int i = line; i < Math.min(b.length, line + 4); i++) {
      out.append(" + ").append(b[i]).append('\n');
    }
    return out.toString();
  }
}
