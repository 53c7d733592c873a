package hyperpbi.json;

import hyperpbi.canonical.CanonicalNumber;

/**
 * Streaming JSON writer for every engine output. Numbers go through {@link CanonicalNumber} so the
 * JVM, JavaScript and WebAssembly builds print the same bytes; objects keep insertion order.
 */
public final class JsonOut {
  private final StringBuilder out;
  private final char[] digits = new char[32];
  private final boolean pretty;
  private int depth;
  /** Per nesting level: whether the container already holds a value. */
  private boolean[] nonEmpty = new boolean[16];
  private boolean afterKey;
  /** Depth of the outermost container written on one line; deeper levels never break lines. */
  private int inlineFrom = Integer.MAX_VALUE;

  public JsonOut(boolean pretty) {
    this.out = new StringBuilder(256);
    this.pretty = pretty;
  }

  public JsonOut beginObject() {
    return open('{');
  }

  public JsonOut endObject() {
    return close('}');
  }

  public JsonOut beginArray() {
    return open('[');
  }

  /** Starts an object written on one line in pretty mode (rows, field metadata, diagnostics). */
  public JsonOut beginInlineObject() {
    open('{');
    markInline();
    return this;
  }

  /** Starts an array written on one line in pretty mode (row keys of a lineage entry, values). */
  public JsonOut beginInlineArray() {
    open('[');
    markInline();
    return this;
  }

  private void markInline() {
    if (inlineFrom > depth) {
      inlineFrom = depth;
    }
  }

  public JsonOut endArray() {
    return close(']');
  }

  public JsonOut key(String name) {
    separate();
    string(name);
    out.append(pretty ? ": " : ":");
    afterKey = true;
    return this;
  }

  public JsonOut value(String text) {
    if (text == null) {
      return nullValue();
    }
    separate();
    string(text);
    return this;
  }

  public JsonOut value(double number) {
    separate();
    CanonicalNumber.appendTo(out, number, digits);
    return this;
  }

  public JsonOut value(int number) {
    separate();
    out.append(number);
    return this;
  }

  public JsonOut value(boolean flag) {
    separate();
    out.append(flag);
    return this;
  }

  public JsonOut nullValue() {
    separate();
    out.append("null");
    return this;
  }

  /** Inserts already-serialized JSON (produced by another JsonOut or canonical source). */
  public JsonOut raw(String json) {
    separate();
    out.append(json);
    return this;
  }

  public JsonOut field(String name, String text) {
    return key(name).value(text);
  }

  public JsonOut field(String name, double number) {
    return key(name).value(number);
  }

  public JsonOut field(String name, int number) {
    return key(name).value(number);
  }

  public JsonOut field(String name, boolean flag) {
    return key(name).value(flag);
  }

  @Override
  public String toString() {
    return out.toString();
  }

  private JsonOut open(char bracket) {
    separate();
    out.append(bracket);
    depth++;
    if (depth >= nonEmpty.length) {
      boolean[] grown = new boolean[nonEmpty.length * 2];
      System.arraycopy(nonEmpty, 0, grown, 0, nonEmpty.length);
      nonEmpty = grown;
    }
    nonEmpty[depth] = false;
    return this;
  }

  private JsonOut close(char bracket) {
    boolean hadValues = nonEmpty[depth];
    boolean inline = depth >= inlineFrom;
    if (depth == inlineFrom) {
      inlineFrom = Integer.MAX_VALUE;
    }
    depth--;
    if (pretty && hadValues && !inline) {
      newline();
    }
    out.append(bracket);
    return this;
  }

  private void separate() {
    if (afterKey) {
      afterKey = false;
      return;
    }
    if (depth == 0) {
      return;
    }
    if (nonEmpty[depth]) {
      out.append(',');
      if (pretty && depth >= inlineFrom) {
        out.append(' ');
      }
    }
    nonEmpty[depth] = true;
    if (pretty && depth < inlineFrom) {
      newline();
    }
  }

  private void newline() {
    out.append('\n');
    for (int i = 0; i < depth; i++) {
      out.append("  ");
    }
  }

  private void string(String text) {
    out.append('"');
    if (plain(text)) {
      // One append: TeaVM's StringBuilder makes room again for every appended char.
      out.append(text).append('"');
      return;
    }
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      switch (c) {
        case '"' -> out.append("\\\"");
        case '\\' -> out.append("\\\\");
        case '\n' -> out.append("\\n");
        case '\r' -> out.append("\\r");
        case '\t' -> out.append("\\t");
        case '\b' -> out.append("\\b");
        case '\f' -> out.append("\\f");
        default -> {
          if (c < 0x20 || c == 0x2028 || c == 0x2029) {
            out.append("\\u");
            String hex = Integer.toHexString(c);
            for (int pad = hex.length(); pad < 4; pad++) {
              out.append('0');
            }
            out.append(hex);
          } else {
            out.append(c);
          }
        }
      }
    }
    out.append('"');
  }

  /** Whether no char of the text needs an escape. */
  private static boolean plain(String text) {
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c < 0x20 || c == '"' || c == '\\' || c == 0x2028 || c == 0x2029) {
        return false;
      }
    }
    return true;
  }
}
