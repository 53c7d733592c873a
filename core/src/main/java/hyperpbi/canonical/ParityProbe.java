package hyperpbi.canonical;

/**
 * Runs one deterministic primitive over generated inputs and returns a digest of all outputs, so
 * the JVM, JavaScript and WebAssembly builds can be compared on hundreds of thousands of values
 * with one call each. Exported by the web bridge.
 */
public final class ParityProbe {
  private ParityProbe() {}

  /** @param kind format, parse, round, hash, natural, order */
  public static String run(String kind, int count, int seed) {
    throw new UnsupportedOperationException("parity probes not implemented yet: " + kind);
  }
}
