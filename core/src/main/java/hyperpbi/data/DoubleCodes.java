package hyperpbi.data;

/**
 * Dense codes for non-null doubles in order of first appearance, compared with {@code ==} (so
 * -0 and 0 share a code). Hashes with int and double arithmetic only: {@code doubleToLongBits}
 * would put a {@code long} (BigInt in the JavaScript build) in a per-row loop. Shared by grouping
 * and by distinct counts.
 */
public final class DoubleCodes {
  private static final double TWO_32 = 4294967296.0;
  private double[] keys;
  private int[] codes;
  private int mask;
  private int size;

  public DoubleCodes(int expected) {
    int capacity = 16;
    while (capacity < expected * 2 && capacity < (1 << 30)) {
      capacity <<= 1;
    }
    allocate(capacity);
  }

  /** How many distinct values have codes. */
  public int size() {
    return size;
  }

  /** The code of {@code value} (never NaN), assigning the next code on first sight. */
  public int code(double value) {
    double v = value + 0.0;
    int slot = find(v);
    if (codes[slot] >= 0) {
      return codes[slot];
    }
    keys[slot] = v;
    codes[slot] = size++;
    if (size * 2 > mask) {
      grow();
    }
    return size - 1;
  }

  /** Mixes the low 32 integer bits, a coarse high part and the fraction; equal values hash equal. */
  static int hash(double v) {
    double whole = Math.floor(v);
    double low = whole % TWO_32;
    if (low < 0) {
      low += TWO_32;
    }
    int h = (int) (low - 2147483648.0);
    h = h * 0x9E3779B1 + (int) (whole / TWO_32);
    h = h * 0x85EBCA6B + (int) ((v - whole) * 2147483647.0);
    return h ^ (h >>> 15);
  }

  private int find(double v) {
    int slot = hash(v) & mask;
    while (codes[slot] >= 0 && keys[slot] != v) {
      slot = (slot + 1) & mask;
    }
    return slot;
  }

  private void allocate(int capacity) {
    keys = new double[capacity];
    codes = new int[capacity];
    java.util.Arrays.fill(codes, -1);
    mask = capacity - 1;
  }

  private void grow() {
    double[] oldKeys = keys;
    int[] oldCodes = codes;
    allocate(oldCodes.length * 2);
    for (int i = 0; i < oldCodes.length; i++) {
      if (oldCodes[i] >= 0) {
        int slot = find(oldKeys[i]);
        keys[slot] = oldKeys[i];
        codes[slot] = oldCodes[i];
      }
    }
  }
}
