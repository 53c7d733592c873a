package hyperpbi.json;

import hyperpbi.canonical.CanonicalNumber;

/**
 * Streaming JSON writer for every engine output. Numbers go through {@link CanonicalNumber} so the
 * JVM, JavaScript and WebAssembly builds print the same bytes; objects keep insertion order.
 */
public final class JsonOut {
  /**
   * The text so far, in an own buffer: TeaVM's StringBuilder makes room again (several calls deep)
   * for every appended char, which made writing an answer cost more than a small dataset's loop.
   */
  private char[] buffer;
  private int length;
  private final CanonicalNumber.Scratch numbers = new CanonicalNumber.Scratch();
  private final boolean pretty;
  private int depth;
  /** Per nesting level: whether the container already holds a value. */
  private boolean[] nonEmpty = new boolean[16];
  private boolean afterKey;
  /** Depth of the outermost container written on one line; deeper levels never break lines. */
  private int inlineFrom = Integer.MAX_VALUE;

  public JsonOut(boolean pretty) {
    this(pretty, 256);
  }

  /** A writer expecting about {@code capacity} chars (growing the buffer copies it). */
  public JsonOut(boolean pretty, int capacity) {
    this.buffer = new char[Math.max(16, capacity)];
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
    put(':');
    if (pretty) {
      put(' ');
    }
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

  /** A string value of the first {@code count} chars of {@code text} (a caller's scratch). */
  public JsonOut value(char[] text, int count) {
    separate();
    for (int i = 0; i < count; i++) {
      if (needsEscape(text[i])) {
        string(new String(text, 0, count));
        return this;
      }
    }
    room(count + 2);
    buffer[length++] = '"';
    for (int i = 0; i < count; i++) {
      buffer[length++] = text[i];
    }
    buffer[length++] = '"';
    return this;
  }

  public JsonOut value(double number) {
    separate();
    room(CanonicalNumber.MAX_LENGTH);
    length = CanonicalNumber.write(number, buffer, length, numbers);
    return this;
  }

  public JsonOut value(int number) {
    return value((double) number);
  }

  public JsonOut value(boolean flag) {
    separate();
    put(flag ? "true" : "false");
    return this;
  }

  public JsonOut nullValue() {
    separate();
    put("null");
    return this;
  }

  /** Inserts already-serialized JSON (produced by another JsonOut or canonical source). */
  public JsonOut raw(String json) {
    separate();
    put(json);
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
    return new String(buffer, 0, length);
  }

  private void room(int chars) {
    if (length + chars > buffer.length) {
      char[] grown = new char[Math.max(buffer.length * 2, length + chars)];
      System.arraycopy(buffer, 0, grown, 0, length);
      buffer = grown;
    }
  }

  private void put(char c) {
    room(1);
    buffer[length++] = c;
  }

  private void put(String text) {
    int n = text.length();
    room(n);
    text.getChars(0, n, buffer, length);
    length += n;
  }

  private JsonOut open(char bracket) {
    separate();
    put(bracket);
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
    put(bracket);
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
      put(',');
      if (pretty && depth >= inlineFrom) {
        put(' ');
      }
    }
    nonEmpty[depth] = true;
    if (pretty && depth < inlineFrom) {
      newline();
    }
  }

  private void newline() {
    room(1 + 2 * depth);
    buffer[length++] = '\n';
    for (int i = 0; i < 2 * depth; i++) {
      buffer[length++] = ' ';
    }
  }

  /**
   * A string value: copied in one pass while no char needs an escape (most text), else written
   * again from the start with escapes.
   */
  private void string(String text) {
    int n = text.length();
    room(n + 2);
    int at = length;
    buffer[at++] = '"';
    for (int i = 0; i < n; i++) {
      char c = text.charAt(i);
      if (needsEscape(c)) {
        escaped(text);
        return;
      }
      buffer[at++] = c;
    }
    buffer[at++] = '"';
    length = at;
  }

  private void escaped(String text) {
    put('"');
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      switch (c) {
        case '"' -> put("\\\"");
        case '\\' -> put("\\\\");
        case '\n' -> put("\\n");
        case '\r' -> put("\\r");
        case '\t' -> put("\\t");
        case '\b' -> put("\\b");
        case '\f' -> put("\\f");
        default -> {
          if (Character.isHighSurrogate(c) && i + 1 < text.length()
              && Character.isLowSurrogate(text.charAt(i + 1))) {
            put(c);
            put(text.charAt(++i));
          } else if (c < 0x20 || c == 0x2028 || c == 0x2029 || Character.isSurrogate(c)) {
            put("\\u");
            String hex = Integer.toHexString(c);
            for (int pad = hex.length(); pad < 4; pad++) {
              put('0');
            }
            put(hex);
          } else {
            put(c);
          }
        }
      }
    }
    put('"');
  }

  /**
   * Surrogates take the careful path: a pair is written as it is, a lone one (a JSON {@code \ud800}
   * escape in a specification or data file) as an escape, since no UTF-8 encoder can write it and
   * the JVM's would print {@code ?}, silently changing a name or a value.
   */
  private static boolean needsEscape(char c) {
    return c < 0x20 || c == '"' || c == '\\' || c == 0x2028 || c == 0x2029
        || Character.isSurrogate(c);
  }
}
