package hyperpbi.data;

/**
 * Which of two equivalent loop shapes a hot kernel takes, where the runtimes disagree on the
 * faster one. Both shapes of a kernel give the same bits (tests hold them to it); only speed
 * differs (BENCHMARKS.md, P3).
 */
public final class LoopShape {
  private LoopShape() {}

  /**
   * Whether to run one loop with a branch per row. True in TeaVM's builds (JavaScript and
   * WebAssembly, whose {@code System} reports the {@code os.name} "TeaVM"): V8 runs one branching
   * loop about 1.3 to 1.6 times as fast as listing the rows first or a second pass. False on the
   * JVM, where HotSpot vectorizes a loop without branches and a branch on a condition as
   * unpredictable as the data costs more than listing the rows that count.
   */
  public static final boolean ONE_BRANCHING_LOOP = "TeaVM".equals(System.getProperty("os.name"));
}
