package hyperpbi.aggregate;

/**
 * Counts distinct non-null doubles with a primitive open-addressing table (no boxing). Keys are
 * compared by value, so -0 and 0 are one value. The slot hash is built from the double's two
 * float halves ({@code (float) v} and the remainder) instead of {@code doubleToLongBits}: a
 * {@code long} is a BigInt in the TeaVM JavaScript build and would slow the per-row loop 30-fold
 * (notes/teavm.md). Equal doubles always give equal halves, so the count is exact.
 */
final class DistinctDoubles {
  private double[] keys = new double[16];
  private boolean[] used = new boolean[16];
  private int mask = 15;
  private int size;

  /** Adds a non-NaN value. */
  void add(double value) {
    double v = value == 0 ? 0d : value;
    int slot = hash(v) & mask;
    while (used[slot]) {
      if (keys[slot] == v) {
        return;
      }
      slot = (slot + 1) & mask;
    }
    used[slot] = true;
    keys[slot] = v;
    size++;
    if (size * 2 > keys.length) {
      grow();
    }
  }

  int size() {
    return size;
  }

  static int hash(double v) {
    float high = (float) v;
    double rest = v - high;
    // Beyond the float range the remainder is infinite or NaN; any fixed value keeps equality.
    float low = rest == rest ? (float) rest : 0f;
    int h = Float.floatToIntBits(high) * 0x9E3779B9 ^ Float.floatToIntBits(low);
    h ^= h >>> 16;
    h *= 0x85EBCA6B;
    h ^= h >>> 13;
    h *= 0xC2B2AE35;
    return h ^ (h >>> 16);
  }

  private void grow() {
    double[] oldKeys = keys;
    boolean[] oldUsed = used;
    keys = new double[oldKeys.length * 2];
    used = new boolean[oldKeys.length * 2];
    mask = keys.length - 1;
    for (int i = 0; i < oldKeys.length; i++) {
      if (oldUsed[i]) {
        int slot = hash(oldKeys[i]) & mask;
        while (used[slot]) {
          slot = (slot + 1) & mask;
        }
        used[slot] = true;
        keys[slot] = oldKeys[i];
      }
    }
  }
}
