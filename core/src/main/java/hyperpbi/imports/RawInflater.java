package hyperpbi.imports;

/**
 * A raw DEFLATE decoder (RFC 1951) of the engine's own, so a damaged XLSX entry fails the same
 * way on every runtime: the JVM's zlib, TeaVM's JavaScript and its WebAssembly Inflater noticed
 * damage at different points (one said "not valid deflate data" where another inflated garbage
 * into an XML error or a zip bomb, and WebAssembly trapped allocating a huge array). Validation
 * follows zlib's puff: complete code sets (a single distance code excepted), stored lengths
 * checked against their complement, no distance before the first byte, no reading past the data.
 *
 * <p>Streaming, with a 32 KB window; int arithmetic only. Canonical Huffman codes are decoded
 * through a 9-bit table, bit by bit for longer codes and at the end of the input.
 */
final class RawInflater {
  /** Thrown for any stream that is not valid deflate data; the message says what was wrong. */
  static final class Invalid extends Exception {
    Invalid(String message) {
      super(message);
    }
  }

  private static final int[] LENGTH_BASE = {
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115,
    131, 163, 195, 227, 258};
  private static final int[] LENGTH_EXTRA = {
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};
  private static final int[] DIST_BASE = {
    1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
    2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577};
  private static final int[] DIST_EXTRA = {
    0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13,
    13};
  /** The order code length code lengths are sent in. */
  private static final int[] CLEN_ORDER = {
    16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15};
  private static final int WINDOW = 1 << 15;

  private final byte[] in;
  private int pos;
  private final int end;
  private int bits;
  private int bitCount;

  private final byte[] window = new byte[WINDOW];
  private int windowPos;
  /** Bytes produced so far, capped once past the window (only "is there that much history"). */
  private int history;

  private boolean lastBlock;
  private boolean finished;
  /** 0: next block header, 1: inside a stored block, 2: inside a Huffman block. */
  private int state;
  private int storedLeft;
  private int copyLeft;
  private int copyDistance;
  private Huffman literals;
  private Huffman distances;

  RawInflater(byte[] in, int offset, int length) {
    this.in = in;
    this.pos = offset;
    this.end = offset + length;
  }

  boolean finished() {
    return finished;
  }

  /** Up to len bytes into buf at off; 0 only when finished. */
  int read(byte[] buf, int off, int len) throws Invalid {
    int n = 0;
    while (n < len && !finished) {
      if (copyLeft > 0) {
        int from = windowPos - copyDistance;
        while (copyLeft > 0 && n < len) {
          byte b = window[from & (WINDOW - 1)];
          from++;
          put(b);
          buf[off + n++] = b;
          copyLeft--;
        }
      } else if (state == 0) {
        if (lastBlock) {
          finished = true;
        } else {
          header();
        }
      } else if (state == 1) {
        if (storedLeft == 0) {
          state = 0;
          continue;
        }
        if (pos >= end) {
          throw new Invalid("truncated");
        }
        byte b = in[pos++];
        put(b);
        buf[off + n++] = b;
        storedLeft--;
      } else {
        int symbol = literals.decode(this);
        if (symbol < 256) {
          put((byte) symbol);
          buf[off + n++] = (byte) symbol;
        } else if (symbol == 256) {
          state = 0;
        } else {
          symbol -= 257;
          if (symbol >= 29) {
            throw new Invalid("invalid length code");
          }
          copyLeft = LENGTH_BASE[symbol] + need(LENGTH_EXTRA[symbol]);
          int d = distances.decode(this);
          if (d >= 30) {
            throw new Invalid("invalid distance code");
          }
          copyDistance = DIST_BASE[d] + need(DIST_EXTRA[d]);
          if (copyDistance > history) {
            throw new Invalid("distance too far back");
          }
        }
      }
    }
    return n;
  }

  private void put(byte b) {
    window[windowPos & (WINDOW - 1)] = b;
    windowPos = (windowPos + 1) & (WINDOW - 1);
    if (history < WINDOW) {
      history++;
    }
  }

  private void header() throws Invalid {
    lastBlock = need(1) == 1;
    int type = need(2);
    if (type == 0) {
      // To the byte boundary: drop the partial byte, give back whole bytes read ahead.
      bitCount -= bitCount & 7;
      pos -= bitCount >>> 3;
      bits = 0;
      bitCount = 0;
      if (end - pos < 4) {
        throw new Invalid("truncated");
      }
      int length = (in[pos] & 0xff) | (in[pos + 1] & 0xff) << 8;
      int complement = (in[pos + 2] & 0xff) | (in[pos + 3] & 0xff) << 8;
      pos += 4;
      if (length != (~complement & 0xffff)) {
        throw new Invalid("stored block length does not match its complement");
      }
      storedLeft = length;
      state = 1;
    } else if (type == 1) {
      fixedTables();
      state = 2;
    } else if (type == 2) {
      dynamicTables();
      state = 2;
    } else {
      throw new Invalid("invalid block type");
    }
  }

  private void fixedTables() throws Invalid {
    int[] lengths = new int[288];
    for (int s = 0; s < 288; s++) {
      lengths[s] = s < 144 ? 8 : s < 256 ? 9 : s < 280 ? 7 : 8;
    }
    literals = Huffman.of(lengths, 288, false);
    // 32 five-bit codes (a complete set); 30 and 31 are refused when read.
    int[] d = new int[32];
    java.util.Arrays.fill(d, 5);
    distances = Huffman.of(d, 32, false);
  }

  private void dynamicTables() throws Invalid {
    int nlen = need(5) + 257;
    int ndist = need(5) + 1;
    int ncode = need(4) + 4;
    if (nlen > 286 || ndist > 30) {
      throw new Invalid("too many length or distance codes");
    }
    int[] lengths = new int[320];
    for (int i = 0; i < ncode; i++) {
      lengths[CLEN_ORDER[i]] = need(3);
    }
    Huffman codeLengths = Huffman.of(lengths, 19, true);
    int[] all = new int[nlen + ndist];
    int i = 0;
    while (i < nlen + ndist) {
      int symbol = codeLengths.decode(this);
      if (symbol < 16) {
        all[i++] = symbol;
        continue;
      }
      int value = 0;
      int repeat;
      if (symbol == 16) {
        if (i == 0) {
          throw new Invalid("repeat with no first length");
        }
        value = all[i - 1];
        repeat = 3 + need(2);
      } else if (symbol == 17) {
        repeat = 3 + need(3);
      } else {
        repeat = 11 + need(7);
      }
      if (i + repeat > nlen + ndist) {
        throw new Invalid("too many lengths");
      }
      while (repeat-- > 0) {
        all[i++] = value;
      }
    }
    if (all[256] == 0) {
      throw new Invalid("no end-of-block code");
    }
    literals = Huffman.of(all, 0, nlen, false);
    distances = Huffman.of(all, nlen, ndist, false);
  }

  /** Loads whole bytes while at least a byte fits in the bit buffer (for table lookups). */
  private void refill() {
    while (bitCount <= 24 && pos < end) {
      bits |= (in[pos++] & 0xff) << bitCount;
      bitCount += 8;
    }
  }

  /** The next {@code count} bits, least significant first. */
  private int need(int count) throws Invalid {
    while (bitCount < count) {
      if (pos >= end) {
        throw new Invalid("truncated");
      }
      bits |= (in[pos++] & 0xff) << bitCount;
      bitCount += 8;
    }
    int value = bits & ((1 << count) - 1);
    bits >>>= count;
    bitCount -= count;
    return value;
  }

  /** A canonical Huffman code: counts per length and symbols in code order, as in puff. */
  private static final class Huffman {
    private static final int FAST_BITS = 9;
    private final int[] count = new int[16];
    private final int[] symbol;
    /** Codes of up to 9 bits by their next 9 input bits: symbol << 4 | length, 0 if longer. */
    private final int[] fast = new int[1 << FAST_BITS];

    private Huffman(int n) {
      symbol = new int[n];
    }

    static Huffman of(int[] lengths, int n, boolean codeLengthCode) throws Invalid {
      return of(lengths, 0, n, codeLengthCode);
    }

    /** Builds the code of lengths[from, from + n); an over-subscribed set is invalid. */
    static Huffman of(int[] lengths, int from, int n, boolean codeLengthCode) throws Invalid {
      Huffman h = new Huffman(n);
      for (int s = 0; s < n; s++) {
        h.count[lengths[from + s]]++;
      }
      int left = 1;
      for (int len = 1; len < 16; len++) {
        left <<= 1;
        left -= h.count[len];
        if (left < 0) {
          throw new Invalid("over-subscribed code lengths");
        }
      }
      int[] offsets = new int[16];
      for (int len = 1; len < 15; len++) {
        offsets[len + 1] = offsets[len] + h.count[len];
      }
      for (int s = 0; s < n; s++) {
        if (lengths[from + s] != 0) {
          h.symbol[offsets[lengths[from + s]]++] = s;
        }
      }
      // zlib's rule: an incomplete set is allowed only as one code of one bit (and an empty
      // set, which fails when a symbol is read), never for the code length code.
      h.fillFast(lengths, from, n);
      int used = n - h.count[0];
      if (left > 0 && used > 0 && (codeLengthCode || used != 1 || h.count[1] != 1)) {
        throw new Invalid("incomplete code lengths");
      }
      return h;
    }

    /** Canonical codes in order of length then symbol; the input holds them bit-reversed. */
    private void fillFast(int[] lengths, int from, int n) {
      int[] next = new int[16];
      int code = 0;
      for (int len = 1; len < 16; len++) {
        next[len] = code;
        code = (code + count[len]) << 1;
      }
      for (int s = 0; s < n; s++) {
        int len = lengths[from + s];
        if (len == 0 || len > FAST_BITS) {
          continue;
        }
        int c = next[len]++;
        int reversed = 0;
        for (int b = 0; b < len; b++) {
          reversed = (reversed << 1) | ((c >>> b) & 1);
        }
        for (int fill = reversed; fill < fast.length; fill += 1 << len) {
          fast[fill] = s << 4 | len;
        }
      }
    }

    /** One symbol: by the table when its code is short and the bits are there, else bit by bit. */
    int decode(RawInflater z) throws Invalid {
      z.refill();
      int entry = fast[z.bits & ((1 << FAST_BITS) - 1)];
      int len = entry & 15;
      if (entry != 0 && len <= z.bitCount) {
        z.bits >>>= len;
        z.bitCount -= len;
        return entry >>> 4;
      }
      return slowDecode(z);
    }

    /** Decodes one symbol bit by bit (canonical codes are read most significant bit first). */
    private int slowDecode(RawInflater z) throws Invalid {
      int code = 0;
      int first = 0;
      int index = 0;
      for (int len = 1; len < 16; len++) {
        code |= z.need(1);
        int c = count[len];
        if (code - c < first) {
          return symbol[index + (code - first)];
        }
        index += c;
        first += c;
        first <<= 1;
        code <<= 1;
      }
      throw new Invalid("invalid Huffman code");
    }
  }
}
