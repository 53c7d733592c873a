package hyperpbi.dataset;

import hyperpbi.data.TextColumn;
import java.util.Arrays;

/**
 * Groups of one text key, numbered in order of first appearance (the order of grouped and
 * distinct rows): equal values share a group even when a dictionary holds a text twice. A caller
 * reads {@link #groupOfCode()} at {@code code + 1} (-1: not seen yet) in its own loop and calls
 * {@link #add} only for a code it meets for the first time, so the common case costs one read.
 */
final class TextGroups {
  private final int[] canonical;
  private final int[] groupOfCode;
  private final int[] groupOfValue;
  private final int[] firsts;
  private int count;

  TextGroups(TextColumn key) {
    this(ValueCodes.canonicalDictionary(key.dictionary()));
  }

  private TextGroups(int[] canonical) {
    this.canonical = canonical;
    int capacity = canonical.length + 1;
    this.groupOfCode = new int[capacity];
    this.groupOfValue = new int[capacity];
    Arrays.fill(groupOfCode, -1);
    Arrays.fill(groupOfValue, -1);
    this.firsts = new int[capacity];
  }

  /** One group for every row: every row reads as the null code (-1). */
  static TextGroups single() {
    return new TextGroups(new int[0]);
  }

  /** The group of a code seen for the first time; {@code first} is recorded for a new group. */
  int add(int code, int first) {
    int value = code < 0 ? 0 : canonical[code] + 1;
    int g = groupOfValue[value];
    if (g < 0) {
      g = count++;
      groupOfValue[value] = g;
      firsts[g] = first;
    }
    groupOfCode[code + 1] = g;
    return g;
  }

  /** Whether no two codes share a value (then each code is a group of its own). */
  boolean oneValuePerCode() {
    for (int code = 0; code < canonical.length; code++) {
      if (canonical[code] != code) {
        return false;
      }
    }
    return true;
  }

  int[] groupOfCode() {
    return groupOfCode;
  }

  /** What {@link #add} recorded for each group (a row or a position, as the caller chose). */
  int[] firsts() {
    return firsts;
  }

  int capacity() {
    return groupOfCode.length;
  }

  int count() {
    return count;
  }
}
