package hyperpbi.data;

import java.util.Arrays;

/**
 * Builds a dictionary-encoded text column; codes follow first appearance, so output is stable.
 *
 * <p>The dictionary index is an open-addressing table keyed by {@link String#hashCode}, so a cell
 * given as a range of a larger text ({@link #add(String, int, int)}) is hashed and compared in
 * place: only a value seen for the first time becomes a String. With thousands of distinct
 * values memory reads dominate the import, so a lookup reads the slot and at most the value's
 * chars in one shared pool: a value of up to 11 chars below U+0100 (codes, names, categories)
 * sits packed in the slot itself and is compared there exactly.
 */
public final class TextColumnBuilder {
  /**
   * Ints per slot. Packed value: chars 0-3, code + 1, chars 4-7, chars 8-10 and (0x80 | length)
   * in the top byte (negative). Other values: hash, code + 1, start in {@link #chars}, length
   * (not negative). Code + 1 is 0 in an empty slot.
   */
  private static final int SLOT = 4;
  private static final int PACKED_MAX = 11;

  private int[] table = new int[32 * SLOT];
  private int slotMask = 31;
  private char[] chars = new char[64];
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
    codes[size++] = code(source, start, end, null);
  }

  public void set(int row, String text) {
    codes[row] = text == null ? TextColumn.NULL : code(text);
  }

  /**
   * Sets a row to a code {@link #code(String)} answered: a host that knows which of its cells
   * hold the same text looks each distinct text up once.
   */
  public void setCode(int row, int code) {
    codes[row] = code;
  }

  /** Dictionary code for this text, adding it on first sight. */
  public int code(String text) {
    return code(text, 0, text.length(), text);
  }

  /** Dictionary code for {@code source.substring(start, end)}, adding it on first sight. */
  public int code(String source, int start, int end) {
    return code(source, start, end, null);
  }

  /** {@code text} is the value as a String when the caller has one, else null. */
  private int code(String source, int start, int end, String text) {
    int length = end - start;
    if (length > PACKED_MAX) {
      int hash = 0;
      for (int i = start; i < end; i++) {
        hash = 31 * hash + source.charAt(i);
      }
      int at = findLong(hash, source, start, length);
      int entry = table[at + 1];
      return entry != 0 ? entry - 1 : insertLong(at, hash, source, start, end, text);
    }
    int hash = 0;
    int wide = 0;
    int word0 = 0;
    int word1 = 0;
    int word2 = 0;
    for (int i = 0; i < length; i++) {
      int c = source.charAt(start + i);
      hash = 31 * hash + c;
      wide |= c;
      int shifted = c << ((i & 3) << 3);
      if (i < 4) {
        word0 |= shifted;
      } else if (i < 8) {
        word1 |= shifted;
      } else {
        word2 |= shifted;
      }
    }
    if (wide > 0xff) {
      int at = findLong(hash, source, start, length);
      int entry = table[at + 1];
      return entry != 0 ? entry - 1 : insertLong(at, hash, source, start, end, text);
    }
    word2 |= (0x80 | length) << 24;
    int at = findPacked(hash, word0, word1, word2);
    int entry = table[at + 1];
    if (entry != 0) {
      return entry - 1;
    }
    int code = newCode(text != null ? text : source.substring(start, end));
    table[at] = word0;
    table[at + 1] = code + 1;
    table[at + 2] = word1;
    table[at + 3] = word2;
    return afterInsert(code);
  }

  public TextColumn build() {
    return new TextColumn(Arrays.copyOf(codes, size), Arrays.copyOf(dictionary, distinct));
  }

  /** For builders created with a fixed row count and filled through {@link #set}. */
  public TextColumn build(int rowCount) {
    return new TextColumn(Arrays.copyOf(codes, rowCount), Arrays.copyOf(dictionary, distinct));
  }

  /** Table index of the packed value's slot, or of the empty slot it would take. */
  private int findPacked(int hash, int word0, int word1, int word2) {
    int slot = spread(hash) & slotMask;
    while (true) {
      int at = slot * SLOT;
      if (table[at + 1] == 0
          || (table[at] == word0 && table[at + 2] == word1 && table[at + 3] == word2)) {
        return at;
      }
      slot = (slot + 1) & slotMask;
    }
  }

  /** Table index of the slot holding source[start, start + length), or of the empty slot. */
  private int findLong(int hash, String source, int start, int length) {
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

  private int insertLong(int at, int hash, String source, int start, int end, String text) {
    int length = end - start;
    if (charCount + length > chars.length) {
      chars = Arrays.copyOf(chars, Math.max(chars.length * 2, charCount + length));
    }
    source.getChars(start, end, chars, charCount);
    // From the pool, not source.substring: in JavaScript a substring of 13 or more chars is a
    // slice that keeps the whole source text (the CSV file) alive as long as the column.
    int code = newCode(text != null ? text : new String(chars, charCount, length));
    table[at] = hash;
    table[at + 1] = code + 1;
    table[at + 2] = charCount;
    table[at + 3] = length;
    charCount += length;
    return afterInsert(code);
  }

  private int newCode(String value) {
    int code = distinct++;
    if (code == dictionary.length) {
      dictionary = Arrays.copyOf(dictionary, code * 2);
    }
    dictionary[code] = value;
    return code;
  }

  /** Keeps the table at most 3/4 full, so linear probe runs stay short. */
  private int afterInsert(int code) {
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
      int entry = old[from + 1];
      if (entry != 0) {
        int hash = old[from + 3] < 0 ? dictionary[entry - 1].hashCode() : old[from];
        int slot = spread(hash) & slotMask;
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
