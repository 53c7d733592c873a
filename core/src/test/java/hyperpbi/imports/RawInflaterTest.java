package hyperpbi.imports;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Random;
import java.util.zip.Deflater;
import org.junit.jupiter.api.Test;

class RawInflaterTest {
  /** Whatever zlib writes (every level and strategy, stored and fixed blocks), we read back. */
  @Test
  void inflatesWhatZlibDeflates() throws Exception {
    Random random = new Random(1951);
    for (int round = 0; round < 120; round++) {
      byte[] plain = sample(random, round);
      int level = round % 10;
      int strategy = round % 3 == 0 ? Deflater.DEFAULT_STRATEGY
          : round % 3 == 1 ? Deflater.FILTERED : Deflater.HUFFMAN_ONLY;
      byte[] packed = deflate(plain, level, strategy);
      assertArrayEquals(plain, inflate(packed, 1 + random.nextInt(70_000)), "round " + round);
    }
  }

  @Test
  void emptyInput() throws Exception {
    assertArrayEquals(new byte[0], inflate(deflate(new byte[0], 6, Deflater.DEFAULT_STRATEGY), 10));
  }

  /**
   * Damaged streams end in Invalid (or happen to stay valid), never in another exception, and
   * exactly where zlib's do: the same verdict and, when valid, the same bytes as the JVM's
   * Inflater, so reading XLSX on the JVM keeps its behaviour.
   */
  @Test
  void damageIsAlwaysInvalidDataNeverACrash() throws Exception {
    Random random = new Random(23);
    byte[] plain = sample(random, 5);
    byte[] packed = deflate(plain, 6, Deflater.DEFAULT_STRATEGY);
    int invalid = 0;
    int zlibOnly = 0;
    int oursOnly = 0;
    for (int round = 0; round < 5_000; round++) {
      byte[] broken = packed.clone();
      int flips = 1 + random.nextInt(4);
      for (int k = 0; k < flips; k++) {
        broken[random.nextInt(broken.length)] ^= (byte) (1 + random.nextInt(255));
      }
      if (random.nextInt(10) == 0) {
        broken = Arrays.copyOf(broken, random.nextInt(broken.length));
      }
      byte[] zlib = zlibInflate(broken);
      try {
        byte[] out = inflate(broken, 4096, plain.length * 4 + 100_000);
        assertTrue(out.length <= plain.length * 4 + 100_000);
        if (zlib != null) {
          assertArrayEquals(zlib, out, "round " + round);
        } else {
          zlibOnly++;
        }
      } catch (RawInflater.Invalid e) {
        invalid++;
        if (zlib != null) {
          oursOnly++;
        }
      }
    }
    assertEquals(0, zlibOnly, "streams zlib refuses but we inflate");
    assertEquals(0, oursOnly, "streams zlib inflates but we refuse");
    // Damage inside Huffman-coded literals often still decodes (to other bytes), for zlib too:
    // the XML reader (or a CRC) catches the rest.
    assertTrue(invalid > 500, "only " + invalid + " of 5,000 damaged streams were invalid");
  }

  @Test
  void reasons() {
    assertEquals("invalid block type",
        assertThrows(RawInflater.Invalid.class, () -> inflate(new byte[] {7}, 10)).getMessage());
    assertEquals("truncated",
        assertThrows(RawInflater.Invalid.class, () -> inflate(new byte[] {1, 5, 0}, 10)).getMessage());
    assertEquals("stored block length does not match its complement",
        assertThrows(RawInflater.Invalid.class, () -> inflate(new byte[] {1, 1, 0, 0, 0, 'x'}, 10))
            .getMessage());
    // Fixed block: a match of length 3 at distance 1 before any byte was written.
    assertEquals("distance too far back",
        assertThrows(RawInflater.Invalid.class, () -> inflate(new byte[] {3, 2, 0, 0}, 10))
            .getMessage());
  }

  private static byte[] sample(Random random, int round) {
    int kind = round % 4;
    int size = kind == 0 ? random.nextInt(100) : kind == 1 ? random.nextInt(5000)
        : kind == 2 ? 40_000 + random.nextInt(100_000) : 200_000;
    byte[] out = new byte[size];
    if (kind == 3) {
      // XML-like text with long repeats: distances across the whole 32 KB window.
      byte[] row = "<row r=\"1\"><c r=\"A1\" t=\"s\"><v>12</v></c></row>\n"
          .getBytes(StandardCharsets.US_ASCII);
      for (int i = 0; i < size; i++) {
        out[i] = random.nextInt(50) == 0 ? (byte) random.nextInt(256) : row[i % row.length];
      }
    } else {
      int alphabet = 2 + random.nextInt(255);
      for (int i = 0; i < size; i++) {
        out[i] = (byte) random.nextInt(alphabet);
      }
    }
    return out;
  }

  private static byte[] deflate(byte[] plain, int level, int strategy) {
    Deflater d = new Deflater(level, true);
    d.setStrategy(strategy);
    d.setInput(plain);
    d.finish();
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    byte[] buf = new byte[8192];
    while (!d.finished()) {
      out.write(buf, 0, d.deflate(buf));
    }
    d.end();
    return out.toByteArray();
  }

  /** zlib's output for a complete, valid stream, else null. */
  private static byte[] zlibInflate(byte[] packed) {
    java.util.zip.Inflater z = new java.util.zip.Inflater(true);
    z.setInput(Arrays.copyOf(packed, packed.length + 1));
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    byte[] buf = new byte[8192];
    try {
      while (!z.finished()) {
        int n = z.inflate(buf);
        if (n == 0 && (z.needsInput() || z.needsDictionary())) {
          return null;
        }
        out.write(buf, 0, n);
      }
      return out.toByteArray();
    } catch (java.util.zip.DataFormatException e) {
      return null;
    } finally {
      z.end();
    }
  }

  private static byte[] inflate(byte[] packed, int chunk) throws RawInflater.Invalid {
    return inflate(packed, chunk, Integer.MAX_VALUE);
  }

  private static byte[] inflate(byte[] packed, int chunk, int cap) throws RawInflater.Invalid {
    RawInflater inflater = new RawInflater(packed, 0, packed.length);
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    byte[] buf = new byte[chunk];
    int n;
    while ((n = inflater.read(buf, 0, buf.length)) > 0 && out.size() <= cap) {
      out.write(buf, 0, n);
    }
    return out.toByteArray();
  }
}
