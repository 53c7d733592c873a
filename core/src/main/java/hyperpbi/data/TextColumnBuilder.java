package hyperpbi.data;

import java.util.Arrays;

/**
 * Builds a dictionary-encoded text column; codes follow first appearance, so output is stable.
 *
 * <p>The dictionary index is an open-addressing table keyed by {@link String#hashCode}, so a cell
 * given as a range of a larger text ({@link #add(String, int, int)}) is hashed and compared in
 * place: only a value seen for the first time becomes a String. Each slot holds the hash, the
 * code and where the value's chars sit in one shared char pool, so a lookup touches the slot and
 * those chars only (with thousands of distinct values, memory reads dominate the import).
 */
public final class TextColumnBuilder {
  /** Ints per slot: hash, code + 1 (0 = empty slot), start in {@link #chars}, length. */
  private static final int SLOT = 4;

  private int[] table = new int[32 * SLOT];
  private int slotMask = 31;
  private char[] chars = new char[256];
  private int charCount;
  private String[] dictionary = new String[16];
  private int distinct;
  private int[] codes;
  private int size;

  public TextColumnBuilder(int expectedRows) {
    codes = new int[Math.max(16, expectedRows)];
  }

  public void add(String text) {
    if (size == codes.length) {
      codes = Arrays.copyOf(codes, size * 2);
    }
    codes[size++] = text == null ? TextColumn.NULL : code(text);
  }

  /** Adds {@code source.substring(start, end)} (never null) without copying a known value. */
  public void add(String source, int start, int end) {
    if (size == codes.length) {
      codes = Arrays.copyOf(codes, size * 2);
    }
    codes[size++] = code(source, start, end);
  }

  public void set(int row, String text) {
    codes[row] = text == null ? TextColumn.NULL : code(text);
  }

  /** Dictionary code for this text, adding it on first sight. */
  public int code(String text) {
    int length = text.length();
    int hash = text.hashCode();
    int at = find(text, 0, length, hash);
    int entry = table[at + 1];
    return entry != 0 ? entry - 1 : insert(at, hash, text, 0, length, text);
  }

  /** Dictionary code for {@code source.substring(start, end)}, adding it on first sight. */
  public int code(String source, int start, int end) {
    int hash = 0;
    for (int i = start; i < end; i++) {
      hash = 31 * hash + source.charAt(i);
    }
    int at = find(source, start, end, hash);
    int entry = table[at + 1];
    return entry != 0 ? entry - 1 : insert(at, hash, source, start, end, null);
  }

  public TextColumn build() {
    return new TextColumn(Arrays.copyOf(codes, size), Arrays.copyOf(dictionary, distinct));
  }

  /** For builders created with a fixed row count and filled through {@link #set}. */
  public TextColumn build(int rowCount) {
    return new TextColumn(Arrays.copyOf(codes, rowCount), Arrays.copyOf(dictionary, distinct));
  }

  /** Table index of the slot holding source[start, end), or of the empty slot it would take. */
  private int find(String source, int start, int end, int hash) {
    int length = end - start;
    int slot = spread(hash) & slotMask;
    while (true) {
      int at = slot * SLOT;
      if (table[at + 1] == 0
          || (table[at] == hash && table[at + 3] == length
              && sameChars(table[at + 2], source, start, length))) {
        return at;
      }
      slot = (slot + 1) & slotMask;
    }
  }

  /** Adds a new value; {@code text} is its String when the caller has it, else null. */
  private int insert(int at, int hash, String source, int start, int end, String text) {
    int code = distinct++;
    if (code == dictionary.length) {
      dictionary = Arrays.copyOf(dictionary, code * 2);
    }
    dictionary[code] = text != null ? text : source.substring(start, end);
    int length = end - start;
    if (charCount + length > chars.length) {
      chars = Arrays.copyOf(chars, Math.max(chars.length * 2, charCount + length));
    }
    source.getChars(start, end, chars, charCount);
    table[at] = hash;
    table[at + 1] = code + 1;
    table[at + 2] = charCount;
    table[at + 3] = length;
    charCount += length;
    // At most 3/4 full, so linear probe runs stay short.
    if (distinct * 4 > (slotMask + 1) * 3) {
      rehash();
    }
    return code;
  }

  private void rehash() {
    int[] old = table;
    slotMask = slotMask * 2 + 1;
    table = new int[(slotMask + 1) * SLOT];
    for (int from = 0; from < old.length; from += SLOT) {
      if (old[from + 1] != 0) {
        int slot = spread(old[from]) & slotMask;
        while (table[slot * SLOT + 1] != 0) {
          slot = (slot + 1) & slotMask;
        }
        System.arraycopy(old, from, table, slot * SLOT, SLOT);
      }
    }
  }

  /** Mixes the high bits in: String hashes of similar short values differ mostly in low bits. */
  private static int spread(int hash) {
    int h = hash * 0x9e3779b1;
    return h ^ (h >>> 15);
  }

  private boolean sameChars(int at, String source, int start, int length) {
    for (int i = 0; i < length; i++) {
      if (chars[at + i] != source.charAt(start + i)) {
        return false;
      }
    }
    return true;
  }
}
