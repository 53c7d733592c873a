package hyperpbi.canonical;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Runs one deterministic primitive over generated inputs and returns a digest of all outputs, so
 * the JVM, JavaScript and WebAssembly builds can be compared on hundreds of thousands of values
 * with one call each. Exported by the web bridge.
 *
 * <p>Digest: {@code kind:count:hash:[first five outputs]}, count being the number of generated
 * inputs and the hash a {@link Hash64} of every output in order, e.g. {@code format:200000:3k9x...:["0.30000000000000004",...]}. Inputs come from
 * an int-only generator (java.util.Random differs in TeaVM) and aim at the hard cases: random bit
 * patterns, subnormals, huge exponents, halves, long digit runs, mixed case and non-ASCII text.
 */
public final class ParityProbe {
  /** Every kind {@link #run} accepts. */
  public static final List<String> KINDS =
      List.of("format", "parse", "round", "hash", "natural", "order", "modulo", "case");

  private ParityProbe() {}

  /** @param kind format, parse, round, hash, natural, order, modulo, case */
  public static String run(String kind, int count, int seed) {
    if (count < 0) {
      return "error:count must not be negative";
    }
    Digest digest = new Digest();
    Generator random = new Generator(seed);
    if ("format".equals(kind)) {
      for (int i = 0; i < count; i++) {
        digest.accept(CanonicalNumber.format(random.nastyDouble()));
      }
    } else if ("parse".equals(kind)) {
      for (int i = 0; i < count; i++) {
        digest.accept(bitsText(DecimalParser.parse(random.decimalText())));
      }
    } else if ("round".equals(kind)) {
      for (int i = 0; i < count; i++) {
        double value = random.roundingInput();
        int precision = random.below(10) - 3;
        digest.accept(CanonicalNumber.format(Rounding.halfAwayFromZero(value, precision)));
      }
    } else if ("hash".equals(kind)) {
      for (int i = 0; i < count; i++) {
        digest.accept(random.hashRecord());
      }
    } else if ("natural".equals(kind)) {
      for (int i = 0; i < count; i++) {
        String a = random.naturalText();
        String b = random.variantOf(a);
        int order = NaturalOrder.INSTANCE.compare(a, b);
        digest.accept(order < 0 ? "-1" : order > 0 ? "1" : "0");
      }
    } else if ("order".equals(kind)) {
      order(random, count, digest);
    } else if ("modulo".equals(kind)) {
      for (int i = 0; i < count; i++) {
        double x = random.below(2) == 0 ? random.nastyDouble() : random.next() * 1e10;
        double y = random.below(3) == 0 ? random.nastyDouble() : random.below(200) - 100 + 0.5
            * random.below(2);
        digest.accept(bitsText(Remainder.fmod(x, y)));
      }
    } else if ("case".equals(kind)) {
      for (int i = 0; i < count; i++) {
        String text = random.caseText();
        digest.accept(CaseFold.upper(text) + "|" + CaseFold.lower(text));
      }
    } else {
      return "error:unknown parity kind " + kind;
    }
    return kind + ":" + count + ":" + digest.hash.toBase36() + ":" + digest.firstJson();
  }

  /**
   * Fills an insertion-ordered map with every generated key (with repeats and removals), a
   * sorted map with every fourth, a natural-order map and a stably sorted list with every eighth
   * (TeaVM's TreeMap is slow in JavaScript), then emits the iteration orders, one output per entry.
   */
  private static void order(Generator random, int count, Digest digest) {
    Map<String, Integer> inserted = new LinkedHashMap<>();
    Map<String, Integer> sorted = new TreeMap<>();
    Map<String, Integer> natural = new TreeMap<>(NaturalOrder.INSTANCE);
    List<String[]> stable = new ArrayList<>();
    List<String> keys = new ArrayList<>();
    int pool = Math.max(1, count / 2);
    for (int i = 0; i < count; i++) {
      String key = random.below(4) == 0 ? random.naturalText() : "k" + random.below(pool);
      keys.add(key);
      inserted.put(key, i);
      if (i % 4 == 0) {
        sorted.put(key, i);
      }
      if (i % 8 == 1) {
        natural.put(key, i);
      }
      if (i % 8 == 5) {
        stable.add(new String[] {key, Integer.toString(i)});
      }
      if (random.below(10) == 0) {
        String gone = keys.get(random.below(keys.size()));
        inserted.remove(gone);
        sorted.remove(gone);
        natural.remove(gone);
      }
    }
    for (Map.Entry<String, Integer> entry : inserted.entrySet()) {
      digest.accept("L" + entry.getKey() + "=" + entry.getValue());
    }
    for (Map.Entry<String, Integer> entry : sorted.entrySet()) {
      digest.accept("T" + entry.getKey() + "=" + entry.getValue());
    }
    for (Map.Entry<String, Integer> entry : natural.entrySet()) {
      digest.accept("N" + entry.getKey() + "=" + entry.getValue());
    }
    // Keys that compare equal (k2, k02, K2...) must keep their insertion order: a stable sort.
    stable.sort((x, y) -> NaturalOrder.INSTANCE.compare(x[0], y[0]));
    for (String[] entry : stable) {
      digest.accept("S" + entry[0] + "#" + entry[1]);
    }
  }

  /** The IEEE bits in hex, "-" first for -0 (which the hash helpers fold into 0), "nan" for NaN. */
  private static String bitsText(double value) {
    if (value != value) {
      return "nan";
    }
    if (value == 0 && 1 / value < 0) {
      return "-0000000000000000";
    }
    return Hash64.toHex(Hash64.highBits(value), Hash64.lowBits(value));
  }

  /** Hashes outputs in order and keeps the first five verbatim. */
  private static final class Digest {
    final Hash64 hash = new Hash64();
    final String[] first = new String[5];
    int count;

    void accept(String output) {
      hash.add(output);
      if (count < first.length) {
        first[count] = output;
      }
      count++;
    }

    String firstJson() {
      StringBuilder out = new StringBuilder("[");
      for (int i = 0; i < Math.min(count, first.length); i++) {
        if (i > 0) {
          out.append(',');
        }
        out.append('"');
        for (int k = 0; k < first[i].length(); k++) {
          char c = first[i].charAt(k);
          if (c == '"' || c == '\\') {
            out.append('\\').append(c);
          } else if (c < 0x20 || c > 0x7e) {
            out.append("\\u").append(Hash64.toHex(0, c), 12, 16);
          } else {
            out.append(c);
          }
        }
        out.append('"');
      }
      return out.append(']').toString();
    }
  }

  /** Int-only pseudo-random inputs (mulberry32), identical on every runtime. */
  static final class Generator {
    private static final String LETTERS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
    private static final String PUNCTUATION = " -_.,/:;#()[]{}+*'\"\\|!?~`@$%^&=<>";
    /** Non-ASCII chars with and without case: Latin-1, Latin Extended, Greek, Cyrillic, CJK, marks. */
    private static final String UNICODE =
        "\u00e9\u00c9\u00df\u00e6\u00c6\u00f8\u00d8\u00ff\u0178\u0130\u0131\u017f\u01c5\u01c4\u01c6"
            + "\u03a3\u03c3\u03c2\u0391\u03b1\u0401\u0451\u0416\u0436\u212a\u2126\u00b5\u039c\u1e9e"
            + "\u4e2d\u6587\u0660\u0669\u00bd\u2167\u2177\u24b6\u24d0\uff21\uff41\u0301\ud83d\ude00";
    private static final double[] SPECIAL = {
      Double.MIN_VALUE, Double.MAX_VALUE, Double.MIN_NORMAL, 9007199254740992.0,
      9007199254740993.0, 9007199254740991.0, 1e21, 1e-7, 1e-6, 9.999999999999999e20, 1e20,
      0.1, 0.2, 0.30000000000000004, 2.675, 1.005, -0.0, 0.0, 5e-324, 1.7976931348623157e308,
      123456789012345680000.0, 2147483647.0, 2147483648.0, -2147483648.0, -2147483649.0,
      4.35, 0.000001, 0.0000001, 1.5e-7, 100, 1e15, 1e16, 1e17, 4503599627370496.5
    };

    private int state;

    Generator(int seed) {
      state = seed;
    }

    int next() {
      state += 0x6d2b79f5;
      int t = state;
      t = (t ^ (t >>> 15)) * (t | 1);
      t ^= t + (t ^ (t >>> 7)) * (t | 61);
      return t ^ (t >>> 14);
    }

    /** Uniform-ish in [0, bound) for bound &gt; 0. */
    int below(int bound) {
      return (next() >>> 1) % bound;
    }

    double fromBits(int high, int low) {
      return Double.longBitsToDouble(((long) high << 32) | (low & 0xffffffffL));
    }

    double nastyDouble() {
      double x;
      switch (below(16)) {
        case 0, 1, 2, 3, 4 -> x = fromBits(next(), next());
        case 5 -> x = fromBits(next() & 0x800fffff, next()); // subnormal
        case 6 -> {
          int exponent = below(2) == 0 ? below(40) : 2046 - below(40);
          x = fromBits((next() & 0x800fffff) | (exponent << 20), next());
        }
        case 7 -> x = next();
        case 8 -> x = (double) (next() >>> 9) * 4294967296.0 + (next() >>> 1);
        case 9 -> x = (next() % 1000000) / POWERS[below(9)];
        case 10 -> x = below(100) * 0.1 + below(100) * 0.2 + (below(2) == 0 ? 0.7 : 0);
        case 11 -> {
          double p = DecimalParser.parse("1e" + (below(640) - 330));
          x = fromBits(Hash64.highBits(p), Hash64.lowBits(p) + below(3) - 1);
        }
        case 12 -> x = (next() % 100000) + (below(8) / 8.0);
        case 13 -> x = (double) next() / (below(1000) + 1);
        // -1.0 * x, not -x: TeaVM's WebAssembly build computes -(0.0) as +0.0.
        case 14 -> x = -1.0 * nastyDouble();
        default -> x = SPECIAL[below(SPECIAL.length)];
      }
      return x;
    }

    private static final double[] POWERS = {1, 10, 100, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8};

    /** Decimal literals with 1..25 digits and random exponents, plus near-misses and junk. */
    String decimalText() {
      int mode = below(20);
      if (mode == 0) {
        String[] junk = {"", ".", "+", "-", "1e", "e5", "--1", " 1", "1 ", "0x1A", "NaN",
          "Infinity", "-Infinity", "1.2.3", "1e+", "+.e1", "\u0661\u0662", "1_000", "1,5", "\u00a01"};
        return junk[below(junk.length)];
      }
      if (mode == 1) {
        // The shortest text of a random double, sometimes with digits that land near a tie.
        String shortest = CanonicalNumber.format(nastyDouble());
        String[] tails = {"", "5", "49999999999999999999", "50000000000000000001", "0"};
        return shortest.indexOf('e') < 0 && shortest.indexOf('.') > 0
            ? shortest + tails[below(tails.length)] : shortest;
      }
      StringBuilder text = new StringBuilder();
      int sign = below(4);
      if (sign == 1) {
        text.append('-');
      } else if (sign == 2) {
        text.append('+');
      }
      int digits = 1 + below(25);
      int point = below(digits + 2) - 1; // -1: no point; digits: trailing point
      int zeros = below(3) == 0 ? below(6) : 0;
      for (int k = 0; k < digits; k++) {
        if (k == point) {
          text.append('.');
        }
        text.append(k < zeros ? '0' : (char) ('0' + below(10)));
      }
      if (point == digits) {
        text.append('.');
      }
      if (below(3) > 0) {
        text.append(below(2) == 0 ? 'e' : 'E');
        int exponent = below(700) - 350;
        if (below(50) == 0) {
          exponent = next() % 100000;
        }
        if (exponent >= 0 && below(2) == 0) {
          text.append('+');
        }
        text.append(exponent);
      }
      return text.toString();
    }

    /** Values for round(): exact halves in decimal (2.675, -0.5), their neighbours, random doubles. */
    double roundingInput() {
      int mode = below(4);
      if (mode == 0) {
        return nastyDouble();
      }
      StringBuilder text = new StringBuilder();
      if (below(2) == 0) {
        text.append('-');
      }
      text.append(below(2) == 0 ? below(10) : below(1000000));
      text.append('.');
      int decimals = below(7);
      for (int k = 0; k < decimals; k++) {
        text.append((char) ('0' + below(10)));
      }
      text.append(mode == 1 ? "5" : mode == 2 ? "49" : "51");
      if (below(4) == 0) {
        text.append('e').append(below(9) - 4);
      }
      return DecimalParser.parse(text.toString());
    }

    /** One record hashed on its own: a few typed values; the output is its base-36 or hex hash. */
    String hashRecord() {
      Hash64 hash = new Hash64();
      int fields = 1 + below(5);
      for (int k = 0; k < fields; k++) {
        switch (below(6)) {
          case 0 -> hash.add(naturalText());
          case 1 -> hash.addInt(next());
          case 2 -> hash.addDouble(nastyDouble());
          case 3 -> hash.addBoolean(below(2) == 0);
          case 4 -> hash.addNull();
          default -> hash.add(LETTERS.substring(0, below(LETTERS.length() + 1)));
        }
      }
      return below(8) == 0 ? hash.toHex() : hash.toBase36();
    }

    /** Text with letters, digit runs (leading zeros, up to 40 digits), punctuation, non-ASCII. */
    String naturalText() {
      StringBuilder text = new StringBuilder();
      int tokens = below(6);
      for (int k = 0; k < tokens; k++) {
        switch (below(5)) {
          case 0, 1 -> {
            int length = 1 + below(4);
            for (int c = 0; c < length; c++) {
              text.append(LETTERS.charAt(below(LETTERS.length())));
            }
          }
          case 2 -> {
            int zeros = below(3) == 0 ? below(3) : 0;
            for (int c = 0; c < zeros; c++) {
              text.append('0');
            }
            int length = below(10) == 0 ? 1 + below(40) : 1 + below(3);
            for (int c = 0; c < length; c++) {
              text.append((char) ('0' + below(10)));
            }
          }
          case 3 -> text.append(PUNCTUATION.charAt(below(PUNCTUATION.length())));
          default -> {
            if (below(2) == 0) {
              text.append(UNICODE.charAt(below(UNICODE.length())));
            } else {
              // Any BMP char outside the surrogates, unassigned ones included.
              int c = 0x80 + below(0xfffe - 0x80 - 0x800);
              text.append((char) (c >= 0xd800 ? c + 0x800 : c));
            }
          }
        }
      }
      return text.toString();
    }

    /** Letters whose full case mapping differs from the simple one, and cased letters beyond the BMP. */
    private static final String SPECIAL_CASING =
        "\u00df\ufb01\ufb03\u0587\u0390\u03b0\u0149\u01f0\u1e96\u1f80\u1fb3\u0130\u03a3\u03c2"
            + "\ud801\udc00\ud801\udc28\ud801\udcb0\ud801\udcd8\ud803\udc80\ud803\udcc0"
            + "\ud806\udca0\ud806\udcc0\ud81b\ude40\ud81b\ude60\ud83a\udd00\ud83a\udd22";

    /** Text for lower/upper: natural text with special-casing letters and supplementary ones mixed in. */
    String caseText() {
      StringBuilder text = new StringBuilder(naturalText());
      int extra = below(4);
      for (int k = 0; k < extra; k++) {
        int at = below(SPECIAL_CASING.length());
        char c = SPECIAL_CASING.charAt(at);
        if (Character.isHighSurrogate(c)) {
          text.append(c).append(SPECIAL_CASING.charAt(at + 1));
        } else if (Character.isLowSurrogate(c)) {
          text.append(SPECIAL_CASING.charAt(at - 1)).append(c);
        } else {
          text.append(c);
        }
        if (below(3) == 0) {
          text.append(LETTERS.charAt(below(LETTERS.length())));
        }
      }
      return text.toString();
    }

    /** Case pairs flipped without the runtime's Unicode tables, so inputs never differ. */
    private static final String CASE_PAIRS =
        "aAbBcCdDeEfFgGhHiIjJkKlLmMnNoOpPqQrRsStTuUvVwWxXyYzZ"
            + "\u00e9\u00c9\u00e6\u00c6\u00f8\u00d8\u00ff\u0178\u03c3\u03a3\u03b1\u0391"
            + "\u0451\u0401\u0436\u0416\u00b5\u039c\uff41\uff21\u24d0\u24b6\u2177\u2167";

    private static char flipCase(char c) {
      int at = CASE_PAIRS.indexOf(c);
      if (at < 0) {
        return CaseFold.toLowerCase(c);
      }
      return CASE_PAIRS.charAt(at % 2 == 0 ? at + 1 : at - 1);
    }

    /** Often a near copy of the text (case flips, extra zeros, one change), so ties are common. */
    String variantOf(String text) {
      int mode = below(6);
      if (mode == 0) {
        return naturalText();
      }
      StringBuilder out = new StringBuilder();
      for (int k = 0; k < text.length(); k++) {
        char c = text.charAt(k);
        if (mode == 1 && below(3) == 0) {
          c = flipCase(c);
        } else if (mode == 2 && c >= '0' && c <= '9' && (k == 0 || text.charAt(k - 1) < '0'
            || text.charAt(k - 1) > '9') && below(2) == 0) {
          out.append('0');
        } else if (mode == 3 && below(text.length()) == 0) {
          c = (char) (c + below(3) - 1);
        }
        out.append(c);
      }
      if (mode == 4) {
        out.append(naturalText());
      }
      return out.toString();
    }
  }
}
