package hyperpbi.data;

import hyperpbi.canonical.Hash64;
import java.util.List;

/**
 * Stable, unique row keys for a source (contract-notes §2 "Row keys"): {@code row_} + base 36 of
 * a 64-bit hash of the source id, the row's canonical values and the occurrence number of the
 * row among identical rows (0 for the first). Identical rows are recognised by comparing values,
 * not only hashes. If two rows still get the same 64-bit key (a hash collision), the later row is
 * re-hashed with an attempt counter until its key is free, so keys are unique and the outcome
 * depends only on the source id and its rows.
 *
 * <p>Everything per row is int/double arithmetic: {@code long} is a BigInt in the JavaScript build.
 */
public final class RowKeys {
  public static final String PREFIX = "row_";

  private static final int TAG_NULL = 0x9e3779b9;
  private static final int TAG_INT = 1;
  private static final int TAG_DOUBLE = 2;
  private static final int TAG_TEXT = 3;
  private static final int TAG_BOOLEAN = 4;

  private RowKeys() {}

  public static String[] of(String sourceId, Table table) {
    return hashes(sourceId, table).texts();
  }

  /**
   * The 64-bit keys of a source's rows, unique within it, as two int halves per row; the text
   * {@code row_<base 36>} of a row is made only when asked for ({@link #text}), since a document
   * that prints a few groups joins the keys of their rows, not of every row.
   */
  public record Hashes(int[] high, int[] low) {
    public String text(int row) {
      return PREFIX + Hash64.toBase36(high[row], low[row]);
    }

    public int size() {
      return high.length;
    }

    public String[] texts() {
      String[] keys = new String[high.length];
      for (int r = 0; r < keys.length; r++) {
        keys[r] = text(r);
      }
      return keys;
    }
  }

  /** {@link #of}'s keys before they are written out as text. */
  public static Hashes hashes(String sourceId, Table table) {
    int n = table.rowCount();
    List<Column> columns = table.columns();
    int[][] textHashes = textHashes(columns);
    int[] contentHi = new int[n];
    int[] contentLo = new int[n];
    for (int r = 0; r < n; r++) {
      Hash64 h = new Hash64().add(sourceId);
      for (int c = 0; c < columns.size(); c++) {
        addCell(h, columns.get(c), textHashes[c], r);
      }
      contentHi[r] = h.high();
      contentLo[r] = h.low();
    }
    int[] occurrence = occurrences(columns, contentHi, contentLo);
    return uniqueHashes(contentHi, contentLo, occurrence);
  }

  /** Per text column: hash halves of each dictionary entry (hi at 2i, lo at 2i+1). */
  private static int[][] textHashes(List<Column> columns) {
    int[][] out = new int[columns.size()][];
    for (int c = 0; c < columns.size(); c++) {
      if (columns.get(c) instanceof TextColumn t) {
        String[] dictionary = t.dictionary();
        int[] hashes = new int[dictionary.length * 2];
        for (int i = 0; i < dictionary.length; i++) {
          Hash64 h = new Hash64().add(dictionary[i]);
          hashes[2 * i] = h.high();
          hashes[2 * i + 1] = h.low();
        }
        out[c] = hashes;
      }
    }
    return out;
  }

  private static void addCell(Hash64 h, Column column, int[] textHashes, int row) {
    if (column.isNull(row)) {
      h.addInt(TAG_NULL);
    } else if (column instanceof NumberColumn numbers) {
      double v = numbers.get(row);
      int i = (int) v;
      if (i == v) {
        // Whole numbers (most keys, counts and every date) skip the IEEE bit split; -0.0 lands
        // here too and hashes like 0, matching how it is printed.
        h.addInt(TAG_INT).addInt(i);
      } else {
        h.addInt(TAG_DOUBLE).addDouble(v);
      }
    } else if (column instanceof TextColumn text) {
      int code = text.codes()[row];
      h.addInt(TAG_TEXT).addInt(textHashes[2 * code]).addInt(textHashes[2 * code + 1]);
    } else {
      h.addInt(TAG_BOOLEAN).addInt(((BooleanColumn) column).values()[row]);
    }
  }

  /** Occurrence number of each row among the earlier rows with identical values. */
  private static int[] occurrences(List<Column> columns, int[] hi, int[] lo) {
    int n = hi.length;
    int[] slots = new int[tableSize(n)];
    int mask = slots.length - 1;
    int[] seen = new int[n];
    int[] occurrence = new int[n];
    for (int r = 0; r < n; r++) {
      int slot = mix(hi[r], lo[r]) & mask;
      while (true) {
        int rep = slots[slot] - 1;
        if (rep < 0) {
          slots[slot] = r + 1;
          break;
        }
        if (hi[rep] == hi[r] && lo[rep] == lo[r] && sameValues(columns, rep, r)) {
          occurrence[r] = ++seen[rep];
          break;
        }
        slot = (slot + 1) & mask;
      }
    }
    return occurrence;
  }

  private static boolean sameValues(List<Column> columns, int a, int b) {
    for (Column column : columns) {
      boolean aNull = column.isNull(a);
      if (aNull != column.isNull(b)) {
        return false;
      }
      if (aNull) {
        continue;
      }
      boolean same;
      if (column instanceof NumberColumn numbers) {
        same = numbers.get(a) == numbers.get(b);
      } else if (column instanceof TextColumn text) {
        // Dictionaries hold each string once, so equal codes mean equal text.
        same = text.codes()[a] == text.codes()[b];
      } else {
        byte[] values = ((BooleanColumn) column).values();
        same = values[a] == values[b];
      }
      if (!same) {
        return false;
      }
    }
    return true;
  }

  /**
   * The keys of rows with these content hashes and occurrence numbers. Package-private so a test
   * can hand it two rows whose keys collide, which real 64-bit hashes practically never do.
   */
  static String[] uniqueKeys(int[] contentHi, int[] contentLo, int[] occurrence) {
    return uniqueHashes(contentHi, contentLo, occurrence).texts();
  }

  private static Hashes uniqueHashes(int[] contentHi, int[] contentLo, int[] occurrence) {
    int n = contentHi.length;
    int[] keyHi = new int[n];
    int[] keyLo = new int[n];
    int[] slots = new int[tableSize(n)];
    int mask = slots.length - 1;
    for (int r = 0; r < n; r++) {
      Hash64 h = new Hash64().addInt(contentHi[r]).addInt(contentLo[r]).addInt(occurrence[r]);
      int khi = h.high();
      int klo = h.low();
      for (int attempt = 1; ; attempt++) {
        int slot = mix(khi, klo) & mask;
        boolean taken = false;
        while (slots[slot] != 0) {
          int other = slots[slot] - 1;
          if (keyHi[other] == khi && keyLo[other] == klo) {
            taken = true;
            break;
          }
          slot = (slot + 1) & mask;
        }
        if (!taken) {
          slots[slot] = r + 1;
          break;
        }
        Hash64 again = new Hash64().addInt(khi).addInt(klo).addInt(attempt);
        khi = again.high();
        klo = again.low();
      }
      keyHi[r] = khi;
      keyLo[r] = klo;
    }
    return new Hashes(keyHi, keyLo);
  }

  private static int tableSize(int n) {
    int size = 16;
    while (size < n * 2) {
      size <<= 1;
    }
    return size;
  }

  private static int mix(int hi, int lo) {
    int x = hi * 0x85ebca6b ^ lo;
    x ^= x >>> 16;
    x *= 0x7feb352d;
    return x ^ (x >>> 15);
  }
}
