package hyperpbi.imports;

/**
 * A small streaming pull reader for the XML parts of an XLSX file, written for safety first:
 * a DOCTYPE (and so any DTD, entity declaration or external reference) is rejected, the only
 * entity references are the five predefined ones and numeric character references, input must be
 * UTF-8, nesting is bounded, and one text value may not exceed {@link #MAX_TEXT} characters.
 * Names are reported without their namespace prefix. Errors name the part and line.
 *
 * <p>Use: {@link #next()} returns {@link #START}, {@link #END} or {@link #EOF}, skipping text,
 * comments and processing instructions; after a START, {@link #attribute} reads the element's
 * attributes and {@link #readText()} or {@link #skip()} consume the element through its END.
 */
final class XmlReader {
  static final int START = 1;
  static final int END = 2;
  static final int EOF = -1;

  static final int MAX_TEXT = 1 << 20;
  private static final int MAX_DEPTH = 256;
  private static final int MAX_ATTRIBUTES = 64;

  private final ByteInput in;
  private final String part;
  private final byte[] buf = new byte[1 << 16];
  private int pos;
  private int limit;
  private boolean eof;
  private int line = 1;
  private boolean started;

  private String name;
  private boolean selfClosing;
  private boolean pendingEnd;
  private final String[] stack = new String[MAX_DEPTH];
  private int depth;
  private final String[] attrNames = new String[MAX_ATTRIBUTES];
  private final String[] attrValues = new String[MAX_ATTRIBUTES];
  private int attrCount;

  private final StringBuilder scratch = new StringBuilder(64);
  private final String[] nameCache = new String[512];

  XmlReader(ByteInput in, String part) {
    this.in = in;
    this.part = part;
  }

  /** Local name of the current element (after START or END). */
  String name() {
    return name;
  }

  int depth() {
    return depth;
  }

  /** Value of the current element's attribute with this local name, or null. */
  String attribute(String localName) {
    for (int i = 0; i < attrCount; i++) {
      if (attrNames[i].equals(localName)) {
        return attrValues[i];
      }
    }
    return null;
  }

  /**
   * Advances to the START of the next child of the element opened at {@code depth} (its
   * {@link #depth()} right after its START); false once that element ends.
   */
  boolean nextChild(int depth) throws ImportException {
    int event;
    while ((event = next()) != EOF) {
      if (event == END) {
        if (depth() < depth) {
          return false;
        }
        continue;
      }
      return true;
    }
    return false;
  }

  int next() throws ImportException {
    if (pendingEnd) {
      pendingEnd = false;
      depth--;
      return END;
    }
    while (true) {
      int b = peek();
      if (b < 0) {
        if (depth > 0) {
          throw error("the document ends inside <" + stack[depth - 1] + ">");
        }
        in.close();
        return EOF;
      }
      if (b != '<') {
        skipText();
        continue;
      }
      pos++;
      int c = peek();
      if (c == '/') {
        pos++;
        String closing = readName();
        skipSpaces();
        expect('>');
        if (depth == 0 || !stack[depth - 1].equals(closing)) {
          throw error("</" + closing + "> does not close the open element");
        }
        depth--;
        name = closing;
        return END;
      }
      if (c == '?') {
        skipPast("?>");
        continue;
      }
      if (c == '!') {
        pos++;
        if (lookingAt("--")) {
          skipPast("-->");
          continue;
        }
        if (lookingAt("[CDATA[")) {
          skipPast("]]>");
          continue;
        }
        if (lookingAt("DOCTYPE") || lookingAt("doctype")) {
          throw error("a DOCTYPE is not allowed (no DTDs or entity declarations)");
        }
        throw error("unexpected markup <!");
      }
      readStartTag();
      return START;
    }
  }

  /** After START: the element's character data (nested elements' text included), through END. */
  String readText() throws ImportException {
    StringBuilder text = new StringBuilder();
    if (selfClosingPending()) {
      return "";
    }
    int startDepth = depth;
    while (true) {
      if (pendingEnd) {
        next();
        continue;
      }
      int b = peek();
      if (b < 0) {
        throw error("the document ends inside <" + stack[depth - 1] + ">");
      }
      if (b == '<') {
        // Look at the byte after '<' without consuming it: a refill may drop consumed bytes.
        ensure(2);
        int c = pos + 1 < limit ? buf[pos + 1] & 0xff : -1;
        if (c == '!') {
          pos += 2;
          if (lookingAt("[CDATA[")) {
            readUntil("]]>", text);
            continue;
          }
          if (lookingAt("--")) {
            skipPast("-->");
            continue;
          }
          if (lookingAt("DOCTYPE") || lookingAt("doctype")) {
            throw error("a DOCTYPE is not allowed (no DTDs or entity declarations)");
          }
          throw error("unexpected markup <!");
        }
        if (c == '?') {
          pos += 2;
          skipPast("?>");
          continue;
        }
        int event = next();
        if (event == END && depth < startDepth) {
          return text.toString();
        }
        continue;
      }
      if (b == '&') {
        pos++;
        appendReference(text);
      } else {
        appendChar(text);
      }
      if (text.length() > MAX_TEXT) {
        throw error("a text value is longer than " + MAX_TEXT + " characters");
      }
    }
  }

  /** After START: skips the element and its content through END. */
  void skip() throws ImportException {
    if (selfClosingPending()) {
      return;
    }
    int startDepth = depth;
    while (true) {
      int event = next();
      if (event == EOF) {
        throw error("the document ends inside an element");
      }
      if (event == END && depth < startDepth) {
        return;
      }
    }
  }

  private boolean selfClosingPending() {
    if (pendingEnd) {
      pendingEnd = false;
      depth--;
      return true;
    }
    return false;
  }

  private void readStartTag() throws ImportException {
    name = readName();
    attrCount = 0;
    while (true) {
      skipSpaces();
      int b = peek();
      if (b == '>') {
        pos++;
        selfClosing = false;
        break;
      }
      if (b == '/') {
        pos++;
        expect('>');
        selfClosing = true;
        break;
      }
      if (b < 0) {
        throw error("the document ends inside a tag");
      }
      String attr = readName();
      skipSpaces();
      expect('=');
      skipSpaces();
      int quote = peek();
      if (quote != '"' && quote != '\'') {
        throw error("attribute " + attr + " has no quoted value");
      }
      pos++;
      String value = readAttributeValue(quote);
      if (attrCount == MAX_ATTRIBUTES) {
        throw error("<" + name + "> has more than " + MAX_ATTRIBUTES + " attributes");
      }
      attrNames[attrCount] = attr;
      attrValues[attrCount] = value;
      attrCount++;
    }
    if (depth == MAX_DEPTH) {
      throw error("elements are nested more than " + MAX_DEPTH + " deep");
    }
    stack[depth++] = name;
    pendingEnd = selfClosing;
  }

  /** An element or attribute name without its prefix, shared across occurrences. */
  private String readName() throws ImportException {
    int start = pos;
    int hash = 0;
    int colon = -1;
    while (true) {
      if (pos == limit) {
        int before = pos;
        boolean more = compactAndFill(start);
        // The name's bytes moved to the front of the buffer, also when the input then ended
        // (a name cut off by the end of a damaged part: start stayed behind and the name's
        // length came out negative).
        int moved = before - pos;
        start -= moved;
        colon = colon < 0 ? -1 : colon - moved;
        if (!more) {
          break;
        }
      }
      byte b = buf[pos];
      if (b == ' ' || b == '\t' || b == '\n' || b == '\r' || b == '/' || b == '>' || b == '='
          || b == '<' || b == '"' || b == '\'') {
        break;
      }
      if (b == ':') {
        colon = pos;
        hash = 0;
      } else {
        hash = hash * 31 + b;
      }
      pos++;
    }
    int from = colon >= 0 ? colon + 1 : start;
    if (from == pos) {
      throw error("a name is missing");
    }
    int slot = (hash & 0x7fffffff) % nameCache.length;
    String cached = nameCache[slot];
    if (cached != null && sameAscii(cached, from, pos)) {
      return cached;
    }
    String fresh;
    try {
      fresh = Utf8.decode(buf, from, pos);
    } catch (ImportException e) {
      throw error("a name is not valid UTF-8");
    }
    nameCache[slot] = fresh;
    return fresh;
  }

  private boolean sameAscii(String s, int from, int to) {
    if (s.length() != to - from) {
      return false;
    }
    for (int i = 0; i < s.length(); i++) {
      if (s.charAt(i) != buf[from + i]) {
        return false;
      }
    }
    return true;
  }

  private String readAttributeValue(int quote) throws ImportException {
    scratch.setLength(0);
    while (true) {
      int b = peek();
      if (b < 0) {
        throw error("the document ends inside an attribute value");
      }
      if (b == quote) {
        pos++;
        return scratch.toString();
      }
      if (b == '<') {
        throw error("'<' inside an attribute value");
      }
      if (b == '&') {
        pos++;
        appendReference(scratch);
      } else if (b == '\t' || b == '\n' || b == '\r') {
        if (b == '\n') {
          line++;
        }
        pos++;
        scratch.append(' ');
      } else {
        appendChar(scratch);
      }
      if (scratch.length() > MAX_TEXT) {
        throw error("an attribute value is longer than " + MAX_TEXT + " characters");
      }
    }
  }

  /** After '&': appends the referenced character; only predefined and numeric references. */
  private void appendReference(StringBuilder out) throws ImportException {
    StringBuilder ref = new StringBuilder(8);
    while (true) {
      int b = peek();
      if (b < 0 || ref.length() > 10) {
        throw error("an '&' does not start a valid reference");
      }
      pos++;
      if (b == ';') {
        break;
      }
      ref.append((char) b);
    }
    String r = ref.toString();
    switch (r) {
      case "lt" -> out.append('<');
      case "gt" -> out.append('>');
      case "amp" -> out.append('&');
      case "quot" -> out.append('"');
      case "apos" -> out.append('\'');
      default -> {
        if (r.startsWith("#")) {
          appendCodePoint(out, characterReference(r));
        } else {
          throw error("the entity &" + r + "; is not allowed (only &lt; &gt; &amp; &quot;"
              + " &apos; and numeric references)");
        }
      }
    }
  }

  private int characterReference(String r) throws ImportException {
    boolean hex = r.length() > 1 && (r.charAt(1) == 'x');
    int start = hex ? 2 : 1;
    if (start == r.length()) {
      throw error("bad character reference &" + r + ";");
    }
    int value = 0;
    for (int i = start; i < r.length(); i++) {
      int d = Character.digit(r.charAt(i), hex ? 16 : 10);
      if (d < 0 || r.charAt(i) > 'f') {
        throw error("bad character reference &" + r + ";");
      }
      value = value * (hex ? 16 : 10) + d;
      if (value > 0x10FFFF) {
        throw error("bad character reference &" + r + ";");
      }
    }
    boolean allowed = value == 0x9 || value == 0xA || value == 0xD
        || (value >= 0x20 && value <= 0xD7FF) || (value >= 0xE000 && value <= 0xFFFD)
        || value >= 0x10000;
    if (!allowed) {
      throw error("character reference &" + r + "; is not an XML character");
    }
    return value;
  }

  private static void appendCodePoint(StringBuilder out, int cp) {
    if (cp >= 0x10000) {
      cp -= 0x10000;
      out.append((char) (0xD800 + (cp >> 10))).append((char) (0xDC00 + (cp & 0x3FF)));
    } else {
      out.append((char) cp);
    }
  }

  /** Appends one UTF-8 encoded character at pos, strictly decoded. */
  private void appendChar(StringBuilder out) throws ImportException {
    int b = buf[pos] & 0xff;
    if (b < 0x80) {
      pos++;
      if (b == '\n') {
        line++;
      }
      out.append((char) b);
      return;
    }
    int length = b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : 2;
    ensure(length);
    int cp = limit - pos < length ? -1 : Utf8.decodeOne(buf, pos, length);
    if (cp < 0) {
      throw error("not valid UTF-8 (byte 0x" + Utf8.hex(b) + ")");
    }
    pos += length;
    appendCodePoint(out, cp);
  }

  private void skipText() throws ImportException {
    while (true) {
      if (pos == limit && !fill()) {
        return;
      }
      byte b = buf[pos];
      if (b == '<') {
        return;
      }
      if (b == '&') {
        pos++;
        scratch.setLength(0);
        appendReference(scratch);
        continue;
      }
      if (b == '\n') {
        line++;
      }
      pos++;
    }
  }

  private void skipSpaces() throws ImportException {
    while (true) {
      int b = peek();
      if (b != ' ' && b != '\t' && b != '\n' && b != '\r') {
        return;
      }
      if (b == '\n') {
        line++;
      }
      pos++;
    }
  }

  private void expect(char c) throws ImportException {
    if (peek() != c) {
      throw error("expected '" + c + "'");
    }
    pos++;
  }

  /** True (and consumed) when the next bytes are the ASCII text s. */
  private boolean lookingAt(String s) throws ImportException {
    ensure(s.length());
    if (limit - pos < s.length()) {
      return false;
    }
    for (int i = 0; i < s.length(); i++) {
      if (buf[pos + i] != s.charAt(i)) {
        return false;
      }
    }
    pos += s.length();
    return true;
  }

  private void skipPast(String terminator) throws ImportException {
    readUntil(terminator, null);
  }

  /** Consumes through the terminator, appending the (UTF-8 decoded) content when out is set. */
  private void readUntil(String terminator, StringBuilder out) throws ImportException {
    while (true) {
      if (peek() < 0) {
        throw error("the document ends before " + terminator);
      }
      if (buf[pos] == terminator.charAt(0) && lookingAt(terminator)) {
        return;
      }
      if (out != null) {
        appendChar(out);
        if (out.length() > MAX_TEXT) {
          throw error("a text value is longer than " + MAX_TEXT + " characters");
        }
      } else {
        if (buf[pos] == '\n') {
          line++;
        }
        pos++;
      }
    }
  }

  private int peek() throws ImportException {
    if (pos == limit && !fill()) {
      return -1;
    }
    return buf[pos] & 0xff;
  }

  /** Makes at least n bytes available at pos when the input has them. */
  private void ensure(int n) throws ImportException {
    while (limit - pos < n && compactAndFill(pos)) {
      // keep reading until n bytes are buffered or the input ends
    }
  }

  private boolean fill() throws ImportException {
    return compactAndFill(pos);
  }

  /** Keeps bytes from keep on, moves them to the front and reads more; false at the end. */
  private boolean compactAndFill(int keep) throws ImportException {
    if (eof) {
      return false;
    }
    int kept = limit - keep;
    if (kept == buf.length) {
      throw error("a name or token is longer than " + buf.length + " bytes");
    }
    System.arraycopy(buf, keep, buf, 0, kept);
    pos -= keep;
    limit = kept;
    int n = in.read(buf, limit, buf.length - limit);
    if (n < 0) {
      eof = true;
      return false;
    }
    limit += n;
    if (!started) {
      started = true;
      skipByteOrderMark();
    }
    return true;
  }

  /** Drops a UTF-8 byte order mark at the very start; UTF-16 parts are rejected. */
  private void skipByteOrderMark() throws ImportException {
    ensure(3);
    int b0 = pos < limit ? buf[pos] & 0xff : -1;
    int b1 = pos + 1 < limit ? buf[pos + 1] & 0xff : -1;
    if ((b0 == 0xFE && b1 == 0xFF) || (b0 == 0xFF && b1 == 0xFE)) {
      throw error("UTF-16 XML is not supported; the part must be UTF-8");
    }
    if (b0 == 0xEF && b1 == 0xBB && pos + 2 < limit && (buf[pos + 2] & 0xff) == 0xBF) {
      pos += 3;
    }
  }

  ImportException error(String message) {
    return new ImportException(part + " line " + line + ": " + message);
  }

  @Override
  public String toString() {
    return "XmlReader[" + part + " line " + line + "]";
  }
}
