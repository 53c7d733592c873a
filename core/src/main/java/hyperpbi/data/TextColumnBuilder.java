package hyperpbi.data;

import java.util.Arrays;

/**
 * Builds a dictionary-encoded text column; codes follow first appearance, so output is stable.
 *
 * <p>The dictionary index is an open-addressing table of codes keyed by {@link String#hashCode},
 * so a cell given as a range of a larger text ({@link #add(String, int, int)}) is hashed and
 * compared in place: only a value seen for the first time becomes a String.
 */
public final class TextColumnBuilder {
  /** Code + 1 per slot, 0 for an empty slot; the length is a power of two. */
  private int[] slots = new int[32];
  private String[] dictionary = new String[16];
  private int[] hashes = new int[16];
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
    int hash = text.hashCode();
    int mask = slots.length - 1;
    int slot = spread(hash) & mask;
    while (true) {
      int entry = slots[slot];
      if (entry == 0) {
        return insert(slot, hash, text);
      }
      int code = entry - 1;
      if (hashes[code] == hash && dictionary[code].equals(text)) {
        return code;
      }
      slot = (slot + 1) & mask;
    }
  }

  /** Dictionary code for {@code source.substring(start, end)}, adding it on first sight. */
  public int code(String source, int start, int end) {
    int hash = 0;
    for (int i = start; i < end; i++) {
      hash = 31 * hash + source.charAt(i);
    }
    int mask = slots.length - 1;
    int slot = spread(hash) & mask;
    while (true) {
      int entry = slots[slot];
      if (entry == 0) {
        return insert(slot, hash, source.substring(start, end));
      }
      int code = entry - 1;
      if (hashes[code] == hash && sameChars(dictionary[code], source, start, end)) {
        return code;
      }
      slot = (slot + 1) & mask;
    }
  }

  public TextColumn build() {
    return new TextColumn(Arrays.copyOf(codes, size), Arrays.copyOf(dictionary, distinct));
  }

  /** For builders created with a fixed row count and filled through {@link #set}. */
  public TextColumn build(int rowCount) {
    return new TextColumn(Arrays.copyOf(codes, rowCount), Arrays.copyOf(dictionary, distinct));
  }

  private int insert(int slot, int hash, String text) {
    int code = distinct++;
    if (code == dictionary.length) {
      dictionary = Arrays.copyOf(dictionary, code * 2);
      hashes = Arrays.copyOf(hashes, code * 2);
    }
    dictionary[code] = text;
    hashes[code] = hash;
    slots[slot] = code + 1;
    // At most half full, so probe runs stay short.
    if (distinct * 2 > slots.length) {
      rehash();
    }
    return code;
  }

  private void rehash() {
    slots = new int[slots.length * 2];
    int mask = slots.length - 1;
    for (int code = 0; code < distinct; code++) {
      int slot = spread(hashes[code]) & mask;
      while (slots[slot] != 0) {
        slot = (slot + 1) & mask;
      }
      slots[slot] = code + 1;
    }
  }

  /** Mixes the high bits in: String hashes of similar short values differ mostly in low bits. */
  private static int spread(int hash) {
    int h = hash * 0x9e3779b1;
    return h ^ (h >>> 15);
  }

  private static boolean sameChars(String text, String source, int start, int end) {
    if (text.length() != end - start) {
      return false;
    }
    for (int i = start; i < end; i++) {
      if (text.charAt(i - start) != source.charAt(i)) {
        return false;
      }
    }
    return true;
  }
}
