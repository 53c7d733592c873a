package hyperpbi.canonical;

/**
 * Stable 64-bit hash for row keys and cache signatures, computed with 32-bit int operations only
 * (two Murmur3-style lanes that feed each other after every word, finished like MurmurHash3
 * x86_128), so the JavaScript build never touches a BigInt in per-row loops. Same values in, same
 * hash out, on every runtime.
 *
 * <p>Every typed value is tagged and strings are length-prefixed, so the hash is order-sensitive
 * and unambiguous: ("ab", "c") and ("a", "bc") differ, as do 1, 1.0 (a double), "1" and true.
 * Doubles hash their IEEE bits with -0 folded into 0 and every NaN into one value.
 */
public final class Hash64 {
  private static final int TAG_STRING = 0x53545201;
  private static final int TAG_INT = 0x494e5402;
  private static final int TAG_DOUBLE = 0x44424c03;
  private static final int TAG_BOOLEAN = 0x424f4f04;
  private static final int TAG_NULL = 0x4e554c05;
  private static final String DIGITS = "0123456789abcdefghijklmnopqrstuvwxyz";
  private static final double TWO_32 = 4294967296.0;
  private static final double TWO_52 = 4503599627370496.0;

  private int h1;
  private int h2;
  private int words;

  public Hash64() {
    h1 = 0x6a09e667;
    h2 = 0xbb67ae85;
  }

  public Hash64 add(String text) {
    if (text == null) {
      return addNull();
    }
    int length = text.length();
    mix(TAG_STRING);
    mix(length);
    int i = 0;
    for (; i + 1 < length; i += 2) {
      mix(text.charAt(i) | (text.charAt(i + 1) << 16));
    }
    if (i < length) {
      mix(text.charAt(i));
    }
    return this;
  }

  public Hash64 addInt(int value) {
    mix(TAG_INT);
    mix(value);
    return this;
  }

  public Hash64 addDouble(double value) {
    mix(TAG_DOUBLE);
    return addDoubleBits(value);
  }

  /**
   * A double's IEEE bits without a type tag: for a sequence whose type the caller tagged once
   * (a number column's content), where a tag per value would only cost a third more mixing.
   */
  public Hash64 addDoubleBits(double value) {
    double magnitude = value < 0 ? -value : value;
    if (value != value || value == 0 || magnitude == Double.POSITIVE_INFINITY) {
      mix(highBits(value));
      mix(lowBits(value));
      return this;
    }
    // highBits and lowBits of a finite nonzero value, sharing one exponent and fraction: the
    // exponent is most of the cost, and row keys and content hashes add millions of doubles.
    int e = Binary.exponent(magnitude);
    double fraction = fraction(magnitude, e);
    // The fraction is a nonnegative integer below 2^52: truncation is its floor.
    double top = (int) (fraction / TWO_32);
    int biased = e < -1022 ? 0 : e + 1023;
    mix((value < 0 ? 0x80000000 : 0) | (biased << 20) | (int) top);
    double low = fraction - top * TWO_32;
    mix(low >= 2147483648.0 ? (int) (low - TWO_32) : (int) low);
    return this;
  }

  /**
   * Every value's IEEE bits without type tags, the same hash as {@link #addWords} of their upper
   * and lower halves in order (-0 folded into 0, every NaN into one value): a content hash adds
   * every cell of a source, so this loop keeps usual magnitudes free of the calls and
   * static-initializer checks that dominate per-value calls in the JavaScript build.
   */
  public Hash64 addDoubleBits(double[] values) {
    double[] pow2 = Binary.powers();
    for (double value : values) {
      double magnitude = value >= 0 ? value : -value;
      // The range whose exponent needs no logarithm (Binary.exponent); the rest are rare.
      if (magnitude >= 0x1p-31 && magnitude < 0x1p62) {
        int e = Binary.exponent(magnitude);
        double fraction = magnitude * pow2[52 - e - Binary.MIN_EXPONENT] - TWO_52;
        int top = (int) (fraction / TWO_32);
        // low is in [0, 2^32): shifted into int range and the sign bit flipped back, it is its
        // own two's complement word without a branch taken at random.
        double low = fraction - top * TWO_32;
        mix2((value < 0 ? 0x80000000 : 0) | ((e + 1023) << 20) | top,
            (int) (low - 2147483648.0) ^ 0x80000000);
      } else {
        mix2(highBits(value), lowBits(value));
      }
    }
    return this;
  }

  /** An int without a type tag, for a sequence whose type the caller tagged once. */
  public Hash64 addIntBits(int value) {
    mix(value);
    return this;
  }

  /**
   * Untagged words of a column, two to a step (one through each lane) and an odd last word
   * alone: half the mixing of {@link #addIntBits(int)} per word, and so a different hash.
   */
  public Hash64 addWords(int[] words) {
    int pairs = words.length & ~1;
    for (int i = 0; i < pairs; i += 2) {
      mix2(words[i], words[i + 1]);
    }
    if (pairs < words.length) {
      mix(words[pairs]);
    }
    return this;
  }

  /**
   * Dictionary codes in [-1, limit) (-1 is null) as {@link #addWords}, four or two to a word
   * when {@code limit} lets them fit. The caller hashes the limit and the count, which make the
   * packing unambiguous.
   */
  public Hash64 addCodes(int[] codes, int limit) {
    if (limit >= 0xffff) {
      return addWords(codes);
    }
    return addWords(limit < 0xff ? packBytes(codes) : packShorts(codes));
  }

  /** (code + 1) of every code, four to a word from the lowest byte (the last word padded 0). */
  private static int[] packBytes(int[] codes) {
    int n = codes.length;
    int[] words = new int[(n + 3) >> 2];
    int whole = n & ~3;
    for (int i = 0; i < whole; i += 4) {
      words[i >> 2] = (codes[i] + 1) | (codes[i + 1] + 1) << 8 | (codes[i + 2] + 1) << 16
          | (codes[i + 3] + 1) << 24;
    }
    for (int i = whole; i < n; i++) {
      words[i >> 2] |= (codes[i] + 1) << ((i & 3) << 3);
    }
    return words;
  }

  /** (code + 1) of every code, two to a word from the lower half (the last word padded 0). */
  private static int[] packShorts(int[] codes) {
    int n = codes.length;
    int[] words = new int[(n + 1) >> 1];
    int whole = n & ~1;
    for (int i = 0; i < whole; i += 2) {
      words[i >> 1] = (codes[i] + 1) | (codes[i + 1] + 1) << 16;
    }
    if (whole < n) {
      words[whole >> 1] = codes[whole] + 1;
    }
    return words;
  }

  /** Bytes as {@link #addWords}, four to a word; the caller hashes the count. */
  public Hash64 addBytes(byte[] values) {
    int[] words = new int[(values.length + 3) / 4];
    for (int i = 0; i < values.length; i++) {
      words[i >> 2] |= (values[i] & 0xff) << ((i & 3) << 3);
    }
    return addWords(words);
  }

  public Hash64 addBoolean(boolean value) {
    mix(TAG_BOOLEAN);
    mix(value ? 1 : 0);
    return this;
  }

  public Hash64 addNull() {
    mix(TAG_NULL);
    return this;
  }

  /** Upper 32 bits of the finished hash (the state is not changed; adding may continue). */
  public int high() {
    int a = h1 ^ words;
    int b = h2 ^ words;
    a += b;
    b += a;
    a = fmix(a);
    b = fmix(b);
    a += b;
    b += a;
    return b;
  }

  /** Lower 32 bits of the finished hash. */
  public int low() {
    int a = h1 ^ words;
    int b = h2 ^ words;
    a += b;
    b += a;
    a = fmix(a);
    b = fmix(b);
    return a + b;
  }

  /** The unsigned 64-bit value in lowercase base 36 (at most 13 characters). */
  public String toBase36() {
    return toBase36(high(), low());
  }

  /** The 64-bit value as 16 lowercase hexadecimal digits. */
  public String toHex() {
    return toHex(high(), low());
  }

  /** Lowercase base 36 of the unsigned 64-bit value high * 2^32 + low, without {@code long}. */
  public static String toBase36(int high, int low) {
    // Divide by 36^4 (below 2^21) in doubles: remainder * 2^32 + word stays below 2^53.
    double hi = unsigned(high);
    double lo = unsigned(low);
    char[] out = new char[16];
    int pos = out.length;
    do {
      double qHigh = Math.floor(hi / 1679616);
      double rest = (hi - qHigh * 1679616) * TWO_32 + lo;
      double qLow = Math.floor(rest / 1679616);
      int remainder = (int) (rest - qLow * 1679616);
      if (remainder < 0) {
        qLow -= 1;
        remainder += 1679616;
      } else if (remainder >= 1679616) {
        qLow += 1;
        remainder -= 1679616;
      }
      hi = qHigh;
      lo = qLow;
      // Lower groups are written with their leading zeros, the top group without.
      int width = (hi == 0 && lo == 0) ? 0 : 4;
      do {
        out[--pos] = DIGITS.charAt(remainder % 36);
        remainder /= 36;
      } while (--width > 0 || remainder != 0);
    } while (hi != 0 || lo != 0);
    return new String(out, pos, out.length - pos);
  }

  public static String toHex(int high, int low) {
    char[] out = new char[16];
    for (int i = 0; i < 8; i++) {
      out[7 - i] = DIGITS.charAt((high >>> (4 * i)) & 15);
      out[15 - i] = DIGITS.charAt((low >>> (4 * i)) & 15);
    }
    return new String(out);
  }

  /** Upper half of the IEEE 754 bits, -0 read as 0 and every NaN as 0x7ff80000_00000000. */
  public static int highBits(double value) {
    if (value != value) {
      return 0x7ff80000;
    }
    if (value == 0) {
      return 0;
    }
    int sign = value < 0 ? 0x80000000 : 0;
    double magnitude = value < 0 ? -value : value;
    if (magnitude == Double.POSITIVE_INFINITY) {
      return sign | 0x7ff00000;
    }
    int e = Binary.exponent(magnitude);
    int biased = e < -1022 ? 0 : e + 1023;
    double fraction = fraction(magnitude, e);
    return sign | (biased << 20) | (int) Math.floor(fraction / TWO_32);
  }

  /** Lower half of the IEEE 754 bits, with the same normalisation as {@link #highBits(double)}. */
  public static int lowBits(double value) {
    if (value != value || value == 0) {
      return 0;
    }
    double magnitude = value < 0 ? -value : value;
    if (magnitude == Double.POSITIVE_INFINITY) {
      return 0;
    }
    double fraction = fraction(magnitude, Binary.exponent(magnitude));
    double low = fraction - Math.floor(fraction / TWO_32) * TWO_32;
    return low >= 2147483648.0 ? (int) (low - TWO_32) : (int) low;
  }

  /** The 52 fraction bits as an exact integer-valued double. */
  private static double fraction(double magnitude, int e) {
    if (e < -1022) {
      return Binary.scale(magnitude, 1074);
    }
    return Binary.scale(magnitude, 52 - e) - TWO_52;
  }

  private static double unsigned(int value) {
    return value < 0 ? value + TWO_32 : value;
  }

  private void mix(int k) {
    step(k, k);
    words++;
  }

  /** Two words in one step, a through the first lane and b through the second. */
  private void mix2(int a, int b) {
    step(a, b);
    words += 2;
  }

  // The rotations are written out: Integer.rotateLeft is a call with a static-initializer check
  // in the JavaScript build, four per word.
  private void step(int a, int b) {
    int k1 = a * 0xcc9e2d51;
    k1 = ((k1 << 15) | (k1 >>> 17)) * 0x1b873593;
    int x = h1 ^ k1;
    x = ((x << 13) | (x >>> 19)) * 5 + 0xe6546b64;
    int k2 = b * 0x85ebca6b;
    k2 = ((k2 << 16) | (k2 >>> 16)) * 0xc2b2ae35;
    int y = h2 ^ k2;
    y = ((y << 17) | (y >>> 15)) * 5 + 0x38495ab5;
    x += y;
    h1 = x;
    h2 = y + x;
  }

  private static int fmix(int h) {
    h ^= h >>> 16;
    h *= 0x85ebca6b;
    h ^= h >>> 13;
    h *= 0xc2b2ae35;
    h ^= h >>> 16;
    return h;
  }
}
