package hyperpbi.data;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import hyperpbi.canonical.Hash64;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class RowKeysTest {

  @Test
  void keyDigitsAreUnsigned64BitBase36() {
    int[][] edges = {{0, 0}, {0, 35}, {0, 36}, {-1, -1}, {0, 60466175}, {0, 60466176},
        {1, 0}, {Integer.MAX_VALUE, -1}, {Integer.MIN_VALUE, 0}};
    for (int[] e : edges) {
      assertEquals(Long.toUnsignedString(((long) e[0] << 32) | (e[1] & 0xffffffffL), 36),
          Hash64.toBase36(e[0], e[1]));
    }
    Random random = new Random(7);
    for (int i = 0; i < 100_000; i++) {
      int hi = random.nextInt();
      int lo = random.nextInt();
      assertEquals(Long.toUnsignedString(((long) hi << 32) | (lo & 0xffffffffL), 36),
          Hash64.toBase36(hi, lo));
    }
  }

  private static Table table(double[] numbers, String[] dictionary, int[] codes) {
    return new Table(List.of(
        FieldMeta.uploaded("n", "n", "n", DataType.NUMBER),
        FieldMeta.uploaded("t", "t", "t", DataType.TEXT)),
        List.of(new NumberColumn(numbers), new TextColumn(codes, dictionary)), numbers.length);
  }

  @Test
  void keysAreUniqueDeterministicAndDependOnTheSource() {
    Table t = table(new double[] {1, 1, 1, Double.NaN, -0.0, 0},
        new String[] {"a", "b"}, new int[] {0, 0, 0, -1, 1, 1});
    String[] keys = RowKeys.of("s", t);
    assertEquals(6, new HashSet<>(List.of(keys)).size());
    assertEquals(List.of(keys), List.of(RowKeys.of("s", t)));
    assertNotEquals(keys[0], RowKeys.of("other", t)[0]);
    assertEquals(0, keys[0].indexOf("row_"));
  }

  @Test
  void identicalRowsAreNumberedByOccurrence() {
    Table three = table(new double[] {1, 1, 1}, new String[] {"a"}, new int[] {0, 0, 0});
    Table two = table(new double[] {1, 1}, new String[] {"a"}, new int[] {0, 0});
    String[] a = RowKeys.of("s", three);
    String[] b = RowKeys.of("s", two);
    assertEquals(a[0], b[0]);
    assertEquals(a[1], b[1]);
  }

  @Test
  void negativeZeroAndZeroAreTheSameValue() {
    Table a = table(new double[] {-0.0}, new String[] {"a"}, new int[] {0});
    Table b = table(new double[] {0}, new String[] {"a"}, new int[] {0});
    assertEquals(RowKeys.of("s", a)[0], RowKeys.of("s", b)[0]);
  }

  @Test
  void aKeyCollisionIsResolvedDeterministically() {
    // contract-notes §2 "Row keys": a collision is detected and resolved deterministically.
    // Rows 0 and 1 hash to the same key (same content hash, same occurrence); row 1 is rehashed.
    String[] keys = RowKeys.uniqueKeys(new int[] {5, 5, 7}, new int[] {9, 9, 1},
        new int[] {0, 0, 0});
    assertEquals(3, new HashSet<>(List.of(keys)).size());
    assertEquals(RowKeys.uniqueKeys(new int[] {5}, new int[] {9}, new int[] {0})[0], keys[0]);
    assertEquals(RowKeys.uniqueKeys(new int[] {7}, new int[] {1}, new int[] {0})[0], keys[2]);
    assertEquals(List.of(keys), List.of(RowKeys.uniqueKeys(new int[] {5, 5, 7},
        new int[] {9, 9, 1}, new int[] {0, 0, 0})));
    assertEquals(0, keys[1].indexOf(RowKeys.PREFIX));
  }

  @Test
  void oneRowsKeyIsThatRowsKeyAmongAllOfThem() {
    // A source writes out only the keys asked for; each is the one rowKeys() lists.
    Table t = table(new double[] {1, 1, 2.5, Double.NaN, 1},
        new String[] {"a", "b"}, new int[] {0, 0, 1, -1, 0});
    String[] all = RowKeys.of("s", t);
    DataSource lazy = DataSource.withDerivedKeys("s", t, null, List.of());
    assertEquals(all[3], lazy.rowKey(3));
    assertEquals(all[1], lazy.rowKey(1));
    assertEquals(List.of(all), List.of(lazy.rowKeys()));
    assertEquals(all[4], lazy.rowKey(4));
    DataSource given = new DataSource("s", t, all, null, List.of());
    assertEquals(all[2], given.rowKey(2));
    assertEquals(true, given.hasRowKeys() && lazy.hasRowKeys());
    DataSource none = new DataSource("s", t, null, null, List.of());
    assertEquals(false, none.hasRowKeys());
    assertEquals(null, none.rowKey(0));
  }
}
