package hyperpbi.canonical;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class Hash64Test {
  /** Values computed once; they must never change (row keys and cache signatures depend on them). */
  @Test
  void stableValues() {
    assertEquals("4456wn9ii5pd", new Hash64().toBase36());
    assertEquals("jah17ug4ew1s", new Hash64().add("").toBase36());
    assertEquals("q3cmynzy9vle", new Hash64().add("ab").add("c").toBase36());
    assertEquals("36zog83mtvn1b", new Hash64().add("a").add("bc").toBase36());
    assertEquals("13gv5w7ex0wae", new Hash64().addInt(42).toBase36());
    assertEquals("2skzzln5xejrs", new Hash64().addDouble(1.5).toBase36());
    assertEquals("p3kzeff314a0", new Hash64().addBoolean(true).addNull().toBase36());
    Hash64 row = new Hash64().add("sales").add("Widget").addDouble(12.5).addInt(0);
    assertEquals("1u2y945vnjj71", row.toBase36());
    assertEquals("78b4e069c4fa8aed", row.toHex());
  }

  @Test
  void orderLengthAndTypeMatter() {
    assertNotEquals(hash(h -> h.add("ab").add("c")), hash(h -> h.add("a").add("bc")));
    assertNotEquals(hash(h -> h.add("x").add("y")), hash(h -> h.add("y").add("x")));
    assertNotEquals(hash(h -> h.add("")), hash(h -> h.addNull()));
    assertNotEquals(hash(h -> h.add("")), hash(h -> h.add("").add("")));
    Set<String> kinds = new HashSet<>();
    kinds.add(hash(h -> h.addInt(1)));
    kinds.add(hash(h -> h.addDouble(1.0)));
    kinds.add(hash(h -> h.add("1")));
    kinds.add(hash(h -> h.addBoolean(true)));
    kinds.add(hash(h -> h.addNull()));
    kinds.add(hash(h -> h.add("\u0001")));
    assertEquals(6, kinds.size());
    assertNotEquals(hash(h -> h.add("a\u0000")), hash(h -> h.add("a")));
  }

  @Test
  void doublesAreNormalised() {
    assertEquals(hash(h -> h.addDouble(0.0)), hash(h -> h.addDouble(-0.0)));
    String nan = hash(h -> h.addDouble(Double.NaN));
    assertEquals(nan, hash(h -> h.addDouble(Double.longBitsToDouble(0x7ff0000000000001L))));
    assertEquals(nan, hash(h -> h.addDouble(Double.longBitsToDouble(0xfff8000000000123L))));
    assertNotEquals(hash(h -> h.addDouble(0.1)), hash(h -> h.addDouble(0.1 + 1e-17 + 2e-17)));
  }

  @Test
  void ieeeHalvesMatchTheJdk() {
    SplittableRandom random = new SplittableRandom(1);
    for (int i = 0; i < 300_000; i++) {
      long bits = i % 3 == 0 ? random.nextLong() : random.nextLong() & 0x800fffffffffffffL
          | ((long) (i % 2 == 0 ? random.nextInt(3) : 2044 + random.nextInt(4)) << 52);
      double x = Double.longBitsToDouble(bits);
      long expected = Double.doubleToLongBits(x == 0 ? 0.0 : x);
      assertEquals((int) (expected >>> 32), Hash64.highBits(x), () -> Double.toString(x));
      assertEquals((int) expected, Hash64.lowBits(x), () -> Double.toString(x));
    }
  }

  @Test
  void base36AndHexMatchUnsignedLongText() {
    SplittableRandom random = new SplittableRandom(2);
    int[][] edges = {{0, 0}, {0, 1}, {0, 35}, {0, 36}, {-1, -1}, {0x80000000, 0}, {0, -1}, {1, 0},
      {0, 1679616}, {0, 1679615}, {0x7fffffff, -1}};
    for (int[] e : edges) {
      checkText(e[0], e[1]);
    }
    for (int i = 0; i < 300_000; i++) {
      int shift = random.nextInt(64);
      long v = random.nextLong() >>> shift;
      checkText((int) (v >>> 32), (int) v);
    }
  }

  private static void checkText(int high, int low) {
    long v = ((long) high << 32) | (low & 0xffffffffL);
    assertEquals(Long.toUnsignedString(v, 36), Hash64.toBase36(high, low));
    assertEquals(String.format("%016x", v), Hash64.toHex(high, low));
  }

  @Test
  void noCollisionsAmongManyRowLikeInputs() {
    Set<Long> seen = new HashSet<>();
    for (int i = 0; i < 300_000; i++) {
      Hash64 h = new Hash64().add("source").add("row" + (i % 1000)).addDouble(i / 7.0).addInt(i % 3);
      assertTrue(seen.add(((long) h.high() << 32) | (h.low() & 0xffffffffL)), "collision at " + i);
    }
  }

  @Test
  void finishingDoesNotConsumeTheState() {
    Hash64 h = new Hash64().add("a");
    String first = h.toBase36();
    assertEquals(first, h.toBase36());
    assertEquals(h.high(), h.high());
    h.add("b");
    assertEquals(hash(x -> x.add("a").add("b")), h.toBase36());
  }

  @Test
  void avalanche() {
    // Flipping one input bit flips about half of the 64 output bits.
    SplittableRandom random = new SplittableRandom(3);
    long total = 0;
    int trials = 20_000;
    for (int i = 0; i < trials; i++) {
      int value = random.nextInt();
      Hash64 a = new Hash64().addInt(value);
      Hash64 b = new Hash64().addInt(value ^ (1 << random.nextInt(32)));
      total += Integer.bitCount(a.high() ^ b.high()) + Integer.bitCount(a.low() ^ b.low());
    }
    double mean = (double) total / trials;
    assertTrue(mean > 31 && mean < 33, "mean flipped bits " + mean);
  }

  private static String hash(java.util.function.Consumer<Hash64> fill) {
    Hash64 h = new Hash64();
    fill.accept(h);
    return h.toBase36();
  }

  /**
   * addDouble shares one exponent between the two halves of a value's bits: the hashes are the
   * ones the two-pass version (highBits, then lowBits) gave, for every kind of double.
   */
  @Test
  void doublesHashAsBefore() {
    double[] values = {1.5, -2.25, 7282.67, 0.1, 1e300, -1e-300, 4.9e-324,
        2.2250738585072014E-308, 123456789.123, 0.0, -0.0, Double.NaN,
        Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, 9999.99, 3.0};
    String[] expected = {"b7ba3198add20098", "caf0b4fb7c77db10", "3a1afe39762b75f3",
        "bdf29825aa8c9c3c", "ac2dab0761257cef", "1be5705028cd8af3", "0ccbe0ac9d933fba",
        "e7989b40eafaf4f1", "dae58be9e7fd374b", "b6e3387b04d9cf81", "b6e3387b04d9cf81",
        "e937518fa21f7d2a", "67e218a564bbfc3f", "db4979597077bd21", "87315a5e47a9fb53",
        "f40f361a95d2ca03"};
    for (int i = 0; i < values.length; i++) {
      assertEquals(expected[i], new Hash64().addDouble(values[i]).toHex(), "" + values[i]);
    }
  }

  /** A double column hashes as the words of its IEEE halves (the JDK's), specials included. */
  @Test
  void doubleColumnsAreTheirIeeeWords() {
    SplittableRandom random = new SplittableRandom(3);
    double[] doubles = new double[20_001];
    double[] specials = {0.0, -0.0, Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY,
      1.0, -1.0, 2147483647.0, 2147483648.0, -2147483648.0, 0.999999999, Double.MIN_VALUE,
      Double.MAX_VALUE, 1234.56, 0.1, 0x1p-31, 0x1p62, Math.nextDown(0x1p-31), 1.6e12};
    int[] words = new int[doubles.length * 2];
    for (int i = 0; i < doubles.length; i++) {
      doubles[i] = i < specials.length ? specials[i]
          : i % 3 == 0 ? (random.nextInt(2_000_000) - 1_000_000) / 100.0
          : Double.longBitsToDouble(random.nextLong());
      double x = doubles[i];
      long bits = Double.doubleToLongBits(x == 0 ? 0.0 : x);
      words[2 * i] = (int) (bits >>> 32);
      words[2 * i + 1] = (int) bits;
    }
    assertEquals(new Hash64().add("n").addWords(words).toBase36(),
        new Hash64().add("n").addDoubleBits(doubles).toBase36());
  }

  /** Words go two to a step, so order, the odd last word and the count all matter. */
  @Test
  void wordsAreOrderedAndCounted() {
    Set<String> seen = new HashSet<>();
    for (int[] words : new int[][] {{}, {0}, {0, 0}, {0, 0, 0}, {1, 2}, {2, 1}, {1, 2, 3},
        {1, 3, 2}, {3, 1, 2}}) {
      assertTrue(seen.add(new Hash64().addWords(words).toHex()), () -> Arrays.toString(words));
    }
    assertEquals(new Hash64().addWords(new int[] {7, 1}).toHex(),
        new Hash64().addBytes(new byte[] {7, 0, 0, 0, 1}).toHex());
  }

  /** Powers of two and their neighbours around the exponent's scaled ranges match the JDK. */
  @Test
  void exponentEdgesMatchTheJdk() {
    for (int e = -80; e <= 80; e++) {
      double p = Math.scalb(1.0, e);
      for (double x : new double[] {p, Math.nextUp(p), Math.nextDown(p), -p, 3 * p}) {
        long expected = Double.doubleToLongBits(x);
        assertEquals((int) (expected >>> 32), Hash64.highBits(x), () -> Double.toString(x));
        assertEquals((int) expected, Hash64.lowBits(x), () -> Double.toString(x));
      }
    }
  }

  /** Packed codes tell every code, null and position apart, whole words and the tail alike. */
  @Test
  void packedCodesDistinguishEveryCell() {
    SplittableRandom random = new SplittableRandom(4);
    for (int limit : new int[] {3, 254, 255, 0xfffe, 0xffff, 100_000}) {
      int[] codes = random.ints(23, -1, limit).toArray();
      String base = new Hash64().addCodes(codes, limit).toHex();
      assertEquals(base, new Hash64().addCodes(codes.clone(), limit).toHex());
      for (int cell = 0; cell < codes.length; cell++) {
        int[] changed = codes.clone();
        changed[cell] = changed[cell] == limit - 1 ? -1 : changed[cell] + 1;
        assertNotEquals(base, new Hash64().addCodes(changed, limit).toHex(), limit + "@" + cell);
      }
    }
    int[] wide = random.ints(9, -1, 1 << 20).toArray();
    assertEquals(new Hash64().addWords(wide).toHex(), new Hash64().addCodes(wide, 1 << 20).toHex());
    assertEquals(new Hash64().addWords(new int[] {0x00010302, 0x0300}).toHex(),
        new Hash64().addCodes(new int[] {1, 2, 0, -1, -1, 2}, 3).toHex());
  }

  @Test
  void highestBitIsTheJdksFloorLog2() {
    SplittableRandom random = new SplittableRandom(5);
    for (int i = 0; i < 100_000; i++) {
      int x = i < 31 ? 1 << i : i < 62 ? (1 << (i - 31)) * 2 - 1 : random.nextInt(Integer.MAX_VALUE) + 1;
      assertEquals(31 - Integer.numberOfLeadingZeros(x), Binary.highestBit(x), () -> "x=" + x);
    }
  }
}
