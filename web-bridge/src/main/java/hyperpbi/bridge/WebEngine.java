package hyperpbi.bridge;

import hyperpbi.canonical.ParityProbe;
import hyperpbi.engine.Engine;
import org.teavm.jso.JSExport;

/**
 * The TeaVM entry: the static methods JavaScript and WebAssembly hosts call. Everything the
 * browser builds contain is reachable from here, so JVM-only code in core stays out of them.
 */
public final class WebEngine {
  private WebEngine() {}

  /** The engine entry: request JSON in (see {@code EngineRequest}), evaluation document out. */
  @JSExport
  public static String evaluate(String requestJson) {
    return Engine.evaluate(requestJson);
  }

  /**
   * Digest of one deterministic primitive over {@code count} generated values, compared by the
   * parity test with the JVM's answer. A failure comes back as text starting with "error:" because
   * a Java exception escaping into WebAssembly would kill the instance.
   */
  @JSExport
  public static String parityProbe(String kind, int count, int seed) {
    try {
      return ParityProbe.run(kind, count, seed);
    } catch (RuntimeException e) {
      return "error: " + e.getMessage();
    }
  }
}
