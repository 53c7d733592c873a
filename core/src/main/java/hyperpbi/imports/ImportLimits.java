package hyperpbi.imports;

/** Bounds every import so hostile files fail cleanly instead of exhausting memory. */
public record ImportLimits(long maxBytes, int maxRows, int maxColumns, long maxCells) {
  public static final ImportLimits DEFAULT =
      new ImportLimits(256L * 1024 * 1024, 2_000_000, 1_000, 50_000_000L);
}
