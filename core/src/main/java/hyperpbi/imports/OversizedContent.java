package hyperpbi.imports;

/**
 * Source contents past the file size limit, found in a host's request text before it is parsed.
 * A JSON parser materializes every string: a 270 MB file sent as base64 cost 3.9 GB in
 * WebAssembly before the size check refused it. One linear scan, allocating nothing unless it
 * finds such a value, replaces the value of every {@code "text"} or {@code "base64"} member that
 * the size check would refuse anyway by a short marker holding its length; the importer then
 * refuses the marker with the size message ({@link #length}), so the source fails as it always
 * did, at its own {@code /sources/<i>}.
 */
public final class OversizedContent {
  /** Decoded marker prefix; a NUL never starts file content a host sends as text or base64. */
  private static final String MARKER = "\u0000oversized:";
  private static final String MARKER_LITERAL = "\"\\u0000oversized:";

  private OversizedContent() {}

  /** The request text with oversized contents replaced, or the same text when there is none. */
  public static String shorten(String json, ImportLimits limits) {
    StringBuilder out = null;
    int copied = 0;
    String key = null; // the short name of the last string followed by ':'
    String candidate = null; // the short content of the last string
    boolean afterColon = false;
    int length = json.length();
    for (int i = 0; i < length; i++) {
      char c = json.charAt(i);
      if (c == '"') {
        int end = i + 1;
        int decoded = 0; // an int: a long is a BigInt in the JavaScript build
        while (end < length && json.charAt(end) != '"') {
          end += json.charAt(end) == '\\'
              ? (end + 1 < length && json.charAt(end + 1) == 'u' ? 6 : 2) : 1;
          decoded++;
        }
        if (end >= length) {
          break; // unterminated: the parser reports it
        }
        if (afterColon && key != null && refused(key, decoded, limits)) {
          if (out == null) {
            out = new StringBuilder(Math.min(length, 1 << 16));
          }
          out.append(json, copied, i).append(MARKER_LITERAL).append(decoded).append('"');
          copied = end + 1;
          candidate = null;
        } else {
          candidate = end - i - 1 <= 8 ? json.substring(i + 1, end) : null;
        }
        afterColon = false;
        i = end;
      } else if (c == ':') {
        afterColon = true;
        key = candidate;
      } else if (c != ' ' && c != '\n' && c != '\r' && c != '\t') {
        afterColon = false;
      }
    }
    return out == null ? json : out.append(json, copied, length).toString();
  }

  /** Whether the importer's size check refuses content of this many characters. */
  private static boolean refused(String key, int chars, ImportLimits limits) {
    if (key.equals("base64")) {
      return (long) chars / 4 * 3 > limits.maxBytes() + 3; // SourceLoader's bound before decoding
    }
    // Every character takes at least one UTF-8 byte.
    return key.equals("text") && chars > limits.maxBytes();
  }

  /** The characters of the content a marker stands for, or -1 when value is not a marker. */
  public static long length(String value) {
    if (value == null || !value.startsWith(MARKER)) {
      return -1;
    }
    long n = 0;
    for (int i = MARKER.length(); i < value.length(); i++) {
      char c = value.charAt(i);
      if (c < '0' || c > '9') {
        return -1;
      }
      n = n * 10 + (c - '0');
    }
    return n;
  }

  /** Refuses a marker as the size check refuses what it stands for. */
  static void refuse(String value, ImportLimits limits) throws ImportException {
    long chars = length(value);
    if (chars >= 0) {
      throw new ImportException("the file has more than " + ImportLimits.size(limits.maxBytes())
          + " (file size limit; " + ImportLimits.grouped(chars) + " characters sent)");
    }
  }
}
