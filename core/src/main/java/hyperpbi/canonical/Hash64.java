package hyperpbi.canonical;

/**
 * Stable 64-bit hash kept as two 32-bit halves so the JavaScript build never touches BigInt in
 * per-row loops. Same bytes in, same hash out, on every runtime.
 */
public final class Hash64 {
  private int high;
  private int low;

  public Hash64() {
    high = 0x6a09e667;
    low = 0xf3bcc908;
  }

  public Hash64 add(String text) {
    // TODO(primitives helper): a well-mixed 64-bit hash from 32-bit operations.
    for (int i = 0; i < text.length(); i++) {
      addInt(text.charAt(i));
    }
    return addInt(text.length());
  }

  public Hash64 addInt(int value) {
    low = (low ^ value) * 0x01000193;
    high = (high ^ low) * 0x5bd1e995 + value;
    return this;
  }

  public Hash64 addDouble(double value) {
    long bits = Double.doubleToLongBits(value);
    return addInt((int) bits).addInt((int) (bits >>> 32));
  }

  public int high() {
    return high;
  }

  public int low() {
    return low;
  }

  /** Lowercase base-36 text of the unsigned 64-bit value. */
  public String toBase36() {
    return Long.toUnsignedString(((long) high << 32) | (low & 0xffffffffL), 36);
  }
}
