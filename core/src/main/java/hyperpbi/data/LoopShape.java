package hyperpbi.data;

/**
 * Which of two equivalent loop shapes a hot kernel takes, where the runtimes disagree on the
 * faster one. Both shapes of a kernel give the same bits (tests hold them to it); only speed
 * differs (BENCHMARKS.md, P3).
 */
public final class LoopShape {
  private LoopShape() {}

  /**
   * The system property a host may set before the engine first runs: {@code branching} or
   * {@code listing}. TeaVM's two builds report the same {@code os.name}, so the WebAssembly
   * bridge, which can tell them apart, sets {@code listing}.
   */
  public static final String PROPERTY = "hyperpbi.loopShape";

  /**
   * Whether to run one loop with a branch per row. By default true in TeaVM's builds (whose
   * {@code System} reports the {@code os.name} "TeaVM"): V8 runs one branching loop of its
   * JavaScript about 1.3 to 1.6 times as fast as listing the rows first or a second pass. False
   * on the JVM, where HotSpot vectorizes a loop without branches and a branch on a condition as
   * unpredictable as the data costs more than listing the rows that count; V8's WebAssembly
   * agrees with HotSpot.
   */
  public static final boolean ONE_BRANCHING_LOOP =
      oneBranchingLoop(System.getProperty(PROPERTY), System.getProperty("os.name"));

  /** The choice for a property value (null when unset) and an {@code os.name}. */
  static boolean oneBranchingLoop(String property, String osName) {
    if ("branching".equals(property) || "listing".equals(property)) {
      return property.equals("branching");
    }
    return "TeaVM".equals(osName);
  }
}
