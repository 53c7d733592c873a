package hyperpbi.imports;

/**
 * Bounds every import so hostile or accidental huge files fail cleanly (the whole source, with a
 * message naming the place) instead of exhausting memory. Rows are never dropped silently.
 *
 * @param maxBytes input file size in bytes (UTF-8 size for text input)
 * @param maxRows data rows per source (the header row does not count)
 * @param maxColumns fields per source
 * @param maxCells data rows × fields per source
 * @param maxUncompressedBytes XLSX: total bytes inflated from the archive (zip bomb guard)
 * @param maxCompressionRatio XLSX: largest inflated/compressed ratio of one archive entry, checked
 *     once the entry has inflated more than {@link #RATIO_CHECK_FLOOR} bytes
 */
public record ImportLimits(long maxBytes, int maxRows, int maxColumns, long maxCells,
    long maxUncompressedBytes, int maxCompressionRatio) {

  /** Entries smaller than this are never rejected for their ratio (tiny XML parts compress well). */
  public static final int RATIO_CHECK_FLOOR = 1 << 20;

  /**
   * 256 MiB files, 2,000,000 rows (above Power BI's 1,048,576 fetch-more ceiling and Excel's
   * 1,048,576 sheet rows), 4,096 fields, 50,000,000 cells, 1 GiB inflated XLSX, ratio 200.
   */
  public static final ImportLimits DEFAULT =
      new ImportLimits(256L << 20, 2_000_000, 4_096, 50_000_000L, 1L << 30, 200);

  public ImportLimits withMaxBytes(long value) {
    return new ImportLimits(value, maxRows, maxColumns, maxCells, maxUncompressedBytes,
        maxCompressionRatio);
  }

  public ImportLimits withMaxRows(int value) {
    return new ImportLimits(maxBytes, value, maxColumns, maxCells, maxUncompressedBytes,
        maxCompressionRatio);
  }

  public ImportLimits withMaxColumns(int value) {
    return new ImportLimits(maxBytes, maxRows, value, maxCells, maxUncompressedBytes,
        maxCompressionRatio);
  }

  public ImportLimits withMaxCells(long value) {
    return new ImportLimits(maxBytes, maxRows, maxColumns, value, maxUncompressedBytes,
        maxCompressionRatio);
  }

  public ImportLimits withMaxUncompressedBytes(long value) {
    return new ImportLimits(maxBytes, maxRows, maxColumns, maxCells, value, maxCompressionRatio);
  }

  public ImportLimits withMaxCompressionRatio(int value) {
    return new ImportLimits(maxBytes, maxRows, maxColumns, maxCells, maxUncompressedBytes, value);
  }

  /** Most data rows a source with this many fields may have under both the row and cell limits. */
  public int maxRowsFor(int fieldCount) {
    if (fieldCount <= 0) {
      return maxRows;
    }
    long byCells = maxCells / fieldCount;
    return (int) Math.min(maxRows, byCells);
  }

  /** "1 GiB", "256 MiB", "1,000 bytes": sizes in messages. */
  public static String size(long bytes) {
    if (bytes >= (1L << 30) && bytes % (1L << 30) == 0) {
      return grouped(bytes >> 30) + " GiB";
    }
    if (bytes >= (1L << 20) && bytes % (1L << 20) == 0) {
      return grouped(bytes >> 20) + " MiB";
    }
    return grouped(bytes) + " bytes";
  }

  /** 2000000 → "2,000,000". */
  public static String grouped(long value) {
    String digits = Long.toString(value);
    StringBuilder b = new StringBuilder();
    int lead = digits.length() % 3;
    for (int i = 0; i < digits.length(); i++) {
      if (i > 0 && (i - lead) % 3 == 0 && digits.charAt(i - 1) != '-') {
        b.append(',');
      }
      b.append(digits.charAt(i));
    }
    return b.toString();
  }
}
