package hyperpbi.dataset;

/**
 * Dense codes for int pairs in order of first appearance: an open-addressing table with no
 * boxing and no {@code long} (a BigInt in the JavaScript build). Grouping combines the value codes
 * of several key columns pairwise through it.
 */
final class PairCodes {
  private int[] first;
  private int[] second;
  private int[] codes;
  private int mask;
  private int size;

  PairCodes(int expected) {
    int capacity = 16;
    while (capacity < expected * 2 && capacity < (1 << 30)) {
      capacity <<= 1;
    }
    allocate(capacity);
  }

  int size() {
    return size;
  }

  /** The code of (a, b), assigning the next code on first sight. */
  int code(int a, int b) {
    int slot = find(a, b);
    if (codes[slot] >= 0) {
      return codes[slot];
    }
    first[slot] = a;
    second[slot] = b;
    codes[slot] = size++;
    if (size * 2 > mask) {
      grow();
    }
    return size - 1;
  }

  /** True when (a, b) was new (and is now recorded). */
  boolean add(int a, int b) {
    int before = size;
    code(a, b);
    return size > before;
  }

  private int find(int a, int b) {
    int h = a * 0x9E3779B1 + b * 0x85EBCA6B;
    h ^= h >>> 15;
    int slot = h & mask;
    while (codes[slot] >= 0 && (first[slot] != a || second[slot] != b)) {
      slot = (slot + 1) & mask;
    }
    return slot;
  }

  private void allocate(int capacity) {
    first = new int[capacity];
    second = new int[capacity];
    codes = new int[capacity];
    java.util.Arrays.fill(codes, -1);
    mask = capacity - 1;
  }

  private void grow() {
    int[] oldFirst = first;
    int[] oldSecond = second;
    int[] oldCodes = codes;
    allocate(oldCodes.length * 2);
    for (int i = 0; i < oldCodes.length; i++) {
      if (oldCodes[i] >= 0) {
        int slot = find(oldFirst[i], oldSecond[i]);
        first[slot] = oldFirst[i];
        second[slot] = oldSecond[i];
        codes[slot] = oldCodes[i];
      }
    }
  }
}
