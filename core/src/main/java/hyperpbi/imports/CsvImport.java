package hyperpbi.imports;

import hyperpbi.data.DataSource;
import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;

/**
 * CSV to a source with Apache Commons CSV (RFC 4180: {@code ""} quotes, quoted line breaks, CRLF,
 * LF or CR line ends; a leading byte order mark is dropped). The first record after any empty
 * lines is the header, and the delimiter comes from its line ({@link CsvDelimiter}); empty lines
 * between records follow {@link CsvEmptyLines}.
 * Records stream straight into inferred columns; nothing keeps all records.
 *
 * <p>The whole source fails, naming line and column (the 1-based field number), on: a row with
 * more or fewer values than the header, a quoted value never closed, text after a closing quote,
 * invalid UTF-8, and any limit in {@link ImportLimits}.
 */
public final class CsvImport {
  /** Most cells the columns are sized for before the rows are seen (they grow past it). */
  private static final int ESTIMATE_CELLS = 1 << 23;

  private CsvImport() {}

  /** Asks {@link #read} to take the delimiter from the header line. */
  public static final char DETECT = 0;

  /** A file type that names its delimiter: a {@code .tsv} file is tab-separated. */
  public static final char TAB = '\t';

  /** CSV text decoded by the host; a U+FFFD replacement character counts as invalid UTF-8. */
  public static DataSource read(String id, String text, ImportLimits limits)
      throws ImportException {
    return read(id, text, limits, DETECT);
  }

  /**
   * CSV text with a delimiter fixed by the file type, or {@link #DETECT}: a one-column TSV file
   * has no tab in its header, yet its cells may hold commas.
   */
  public static DataSource read(String id, String text, ImportLimits limits, char delimiter)
      throws ImportException {
    // Each UTF-16 unit takes at most 3 UTF-8 bytes: short enough text needs no counting pass.
    if (text.length() * 3.0 > limits.maxBytes()) {
      checkSize(Utf8.encodedLength(text), limits);
    }
    String body = text.startsWith("\ufeff") ? text.substring(1) : text;
    char chosen = delimiter == DETECT ? CsvDelimiter.detect(body) : delimiter;
    // The quote-free path declines text holding U+FFFD, which is then rejected as before.
    DataSource simple = parseUnquoted(id, body, chosen, limits);
    if (simple != null) {
      return simple;
    }
    Utf8.rejectReplacementCharacters(text);
    return parseGeneral(id, body, chosen, limits);
  }

  /** CSV bytes, decoded as strict UTF-8. */
  public static DataSource read(String id, byte[] bytes, ImportLimits limits)
      throws ImportException {
    return read(id, bytes, limits, DETECT);
  }

  /** CSV bytes, decoded as strict UTF-8, with a delimiter fixed by the file type or detected. */
  public static DataSource read(String id, byte[] bytes, ImportLimits limits, char delimiter)
      throws ImportException {
    checkSize(bytes.length, limits);
    String text = Utf8.decode(bytes);
    return parse(id, text, limits, delimiter == DETECT ? CsvDelimiter.detect(text) : delimiter);
  }

  private static void checkSize(long bytes, ImportLimits limits) throws ImportException {
    if (bytes > limits.maxBytes()) {
      throw new ImportException("the file has " + ImportLimits.grouped(bytes)
          + " bytes, more than the limit of " + ImportLimits.size(limits.maxBytes()));
    }
  }

  private static DataSource parse(String id, String text, ImportLimits limits, char delimiter)
      throws ImportException {
    DataSource simple = parseUnquoted(id, text, delimiter, limits);
    if (simple != null) {
      return simple;
    }
    return parseGeneral(id, text, delimiter, limits);
  }

  /**
   * Any CSV, through Commons CSV. Text long enough to hold more rows than the limits allow is
   * first read without storing a cell, so a file over the row or cell limit fails at the record
   * past it, with the same message, before gigabytes of columns are built.
   */
  static DataSource parseGeneral(String id, String text, char delimiter, ImportLimits limits)
      throws ImportException {
    return generalPass(id, text, delimiter, limits, true);
  }

  /** One reading of the text; without {@code store} only its errors and limits count. */
  private static DataSource generalPass(String id, String text, char delimiter,
      ImportLimits limits, boolean store) throws ImportException {
    // Empty lines are read as records so they are never dropped unseen (CsvEmptyLines).
    CSVFormat format = CSVFormat.RFC4180.builder()
        .setDelimiter(delimiter)
        .setIgnoreEmptyLines(false)
        .build();
    try (CSVParser parser = format.parse(new StringReader(text))) {
      Iterator<CSVRecord> records = parser.iterator();
      CSVRecord header = null;
      while (header == null && records.hasNext()) {
        CSVRecord record = records.next();
        header = CsvEmptyLines.isEmptyLine(text, start(record)) ? null : record;
      }
      if (header == null) {
        throw new ImportException("the file is empty: the first line must be a header row");
      }
      int width = header.size();
      if (width > limits.maxColumns()) {
        throw new ImportException("line 1, column " + (limits.maxColumns() + 1) + ": more than "
            + ImportLimits.grouped(limits.maxColumns()) + " columns (column limit)");
      }
      List<String> headers = new ArrayList<>(width);
      List<InferredColumn> columns = new ArrayList<>(width);
      InferredColumn[] byIndex = new InferredColumn[width];
      for (int c = 0; c < width; c++) {
        headers.add(header.get(c));
        byIndex[c] = new InferredColumn(store ? 1024 : 0);
        columns.add(byIndex[c]);
      }
      int maxRows = limits.maxRowsFor(width);
      if (store && mayExceed(text.length(), width, maxRows)) {
        generalPass(id, text, delimiter, limits, false); // throws at the record past a limit
      }
      CellInference inference = new CellInference();
      CsvEmptyLines emptyLines = new CsvEmptyLines();
      LineCursor lines = new LineCursor(text);
      int rows = 0;
      while (records.hasNext()) {
        CSVRecord record = records.next();
        if (CsvEmptyLines.isEmptyLine(text, start(record))) {
          emptyLines.add(lines.lineOf(start(record)));
          continue;
        }
        for (int line : emptyLines.beforeRecord(width)) {
          if (rows == maxRows) {
            throw tooManyRows(line, width, limits);
          }
          if (store) {
            byIndex[0].addText("", inference);
          }
          rows++;
        }
        if (record.size() != width) {
          throw ragged(lines.lineOf(start(record)), record.size(), width);
        }
        if (rows == maxRows) {
          throw tooManyRows(lines.lineOf(start(record)), width, limits);
        }
        for (int c = 0; c < width && store; c++) {
          byIndex[c].addText(record.get(c), inference);
        }
        rows++;
      }
      return store ? UploadedTable.build(id, headers, columns, rows, emptyLines.warnings(width))
          : null;
    } catch (UncheckedIOException | IllegalStateException | IOException e) {
      String located = CsvErrorLocator.locate(text, delimiter);
      throw new ImportException(located != null ? located : "unreadable CSV: " + e.getMessage());
    }
  }

  /**
   * Whether text of this length could hold more than {@code maxRows} data rows of this width: a
   * row takes at least one character (an empty line of a one-column file) and, with w columns,
   * w - 1 delimiters. Shorter text cannot reach the limit, so it needs no counting pass.
   */
  private static boolean mayExceed(int length, int width, int maxRows) {
    return (double) maxRows * Math.max(1, width - 1) < length;
  }

  private static int start(CSVRecord record) {
    return (int) record.getCharacterPosition();
  }

  /**
   * The common case without any quote character, where a record is exactly a line split at the
   * delimiter (LF or CRLF line ends, no empty line between records), streamed straight into the columns
   * without the general parser's per-character reader and token objects. Returns null on
   * anything else (a quote, U+FFFD, a lone CR, an empty line between records, a ragged row, a
   * limit, no header): the general
   * parser then reads the text again and reports exactly as it always does.
   */
  static DataSource parseUnquoted(String id, String text, char delimiter,
      ImportLimits limits) throws ImportException {
    int length = text.length();
    int pos = skipEmptyLines(text, 0);
    if (pos == length) {
      return null;
    }
    List<String> headers = new ArrayList<>();
    pos = splitLine(text, pos, delimiter, headers);
    if (pos < 0 || headers.size() > limits.maxColumns()) {
      return null;
    }
    int width = headers.size();
    int maxRows = limits.maxRowsFor(width);
    if (mayExceed(length - pos, width, maxRows) && !withinLimit(text, pos, delimiter, width,
        maxRows, limits)) {
      return null;
    }
    int expectedRows = estimateRows(text, pos, width, maxRows);
    List<InferredColumn> columns = new ArrayList<>(width);
    InferredColumn[] byIndex = new InferredColumn[width];
    for (int c = 0; c < width; c++) {
      byIndex[c] = new InferredColumn(expectedRows);
      columns.add(byIndex[c]);
    }
    CellInference inference = new CellInference();
    int rows = 0;
    while (true) {
      int next = skipEmptyLines(text, pos);
      if (next == length) {
        break; // empty lines after the last record hold no record
      }
      if (next != pos) {
        return null; // an empty line between records: the general parser applies CsvEmptyLines
      }
      if (rows == maxRows) {
        // withinLimit ran whenever the text is long enough to get here, and threw.
        throw tooManyRows(new LineCursor(text).lineOf(pos), width, limits);
      }
      pos = readRecord(text, pos, delimiter, byIndex, inference);
      if (pos < 0) {
        return null;
      }
      rows++;
    }
    return UploadedTable.build(id, headers, columns, rows, List.of());
  }

  /**
   * The row and cell limits, checked before any cell is stored: walks the records after the
   * header as {@link #parseUnquoted} reads them, without storing. Throws at a well-formed record
   * past the limit (what the general parser reports there too); false when the quote-free path
   * must decline before it (the general parser then reads, with its own counting pass); true
   * when every record fits.
   */
  private static boolean withinLimit(String text, int pos, char delimiter, int width,
      int maxRows, ImportLimits limits) throws ImportException {
    int length = text.length();
    int rows = 0;
    while (true) {
      int next = skipEmptyLines(text, pos);
      if (next == length) {
        return true;
      }
      if (next != pos) {
        return false;
      }
      int end = readRecord(text, pos, delimiter, null, width, null);
      if (end < 0) {
        return false;
      }
      if (rows == maxRows) {
        throw tooManyRows(new LineCursor(text).lineOf(pos), width, limits);
      }
      rows++;
      pos = end;
    }
  }

  private static int readRecord(String text, int pos, char delimiter, InferredColumn[] columns,
      CellInference inference) {
    return readRecord(text, pos, delimiter, columns, columns.length, inference);
  }

  /**
   * Streams the quote-free record at pos into the columns (or only checks it when columns is
   * null); the position after its line end, or -1 when the general parser must read the text
   * (a quote, U+FFFD, a lone CR, a ragged row).
   */
  private static int readRecord(String text, int pos, char delimiter, InferredColumn[] columns,
      int width, CellInference inference) {
    int length = text.length();
    int c = 0;
    while (true) {
      int end = pos;
      char ch;
      while (true) {
        if (end == length) {
          ch = '\n';
          break;
        }
        ch = text.charAt(end);
        if (ch == delimiter || ch == '\n' || ch == '\r' || ch == '"' || ch == '\ufffd') {
          break;
        }
        end++;
      }
      if (ch == '"' || ch == '\ufffd' || c == width) {
        return -1; // a quote, U+FFFD or more values than the header
      }
      if (columns != null) {
        columns[c].addCell(text, pos, end, inference);
      }
      c++;
      if (ch == delimiter) {
        pos = end + 1;
      } else if (c != width) {
        return -1; // fewer values than the header
      } else if (ch == '\n') {
        return Math.min(end + 1, length);
      } else {
        // A lone CR ends a record too: leave it to the general parser.
        return end + 1 < length && text.charAt(end + 1) == '\n' ? end + 2 : -1;
      }
    }
  }

  /**
   * Rows to size the columns for, from the mean length of the first lines after pos (a record
   * takes at least one char per field), so a large file's columns do not grow by doubling. Capped
   * at {@link #ESTIMATE_CELLS} cells: first lines much shorter than the rest must not reserve
   * the whole cell limit.
   */
  private static int estimateRows(String text, int pos, int width, int maxRows) {
    int length = text.length();
    int sampleEnd = pos;
    int lines = 0;
    while (lines < 64 && sampleEnd < length) {
      int next = text.indexOf('\n', sampleEnd);
      sampleEnd = next < 0 ? length : next + 1;
      lines++;
    }
    int rest = length - pos;
    if (lines == 0 || sampleEnd == length) {
      return Math.min(maxRows, Math.max(16, lines));
    }
    double perLine = (double) (sampleEnd - pos) / lines;
    double estimate = Math.min(rest / perLine * 1.05 + 16, rest / (double) Math.max(1, width) + 1);
    return (int) Math.min(Math.min(maxRows, ESTIMATE_CELLS / Math.max(1, width)), estimate);
  }

  private static int skipEmptyLines(String text, int pos) {
    int length = text.length();
    while (pos < length) {
      char ch = text.charAt(pos);
      if (ch == '\n') {
        pos++;
      } else if (ch == '\r' && pos + 1 < length && text.charAt(pos + 1) == '\n') {
        pos += 2;
      } else {
        break;
      }
    }
    return pos;
  }

  /** Splits one line into {@code cells}; the position after its line end, or -1 (lone CR). */
  private static int splitLine(String text, int pos, char delimiter, List<String> cells) {
    int length = text.length();
    int start = pos;
    while (true) {
      char ch = pos < length ? text.charAt(pos) : '\n';
      if (ch == '"' || ch == '\ufffd') {
        return -1;
      }
      if (ch == delimiter || ch == '\n' || ch == '\r') {
        // A copy: in JavaScript a longer substring is a slice keeping the whole text alive.
        cells.add(new String(text.substring(start, Math.min(pos, length)).toCharArray()));
        if (ch == '\r' && (pos + 1 >= length || text.charAt(pos + 1) != '\n')) {
          return -1;
        }
        pos += ch == '\r' ? 2 : 1;
        if (ch != delimiter) {
          return Math.min(pos, length);
        }
        start = pos;
      } else {
        pos++;
      }
    }
  }

  private static ImportException ragged(int line, int size, int width) {
    if (size > width) {
      return new ImportException("line " + line + ", column " + (width + 1)
          + ": extra value (the row has " + size + " values, the header has " + width
          + " columns)");
    }
    return new ImportException("line " + line + ", column " + (size + 1)
        + ": missing value (the row has " + size + (size == 1 ? " value" : " values")
        + ", the header has " + width
        + " columns)");
  }

  private static ImportException tooManyRows(int line, int width, ImportLimits limits) {
    if (limits.maxRowsFor(width) < limits.maxRows()) {
      return new ImportException("line " + line + ": more than "
          + ImportLimits.grouped(limits.maxCells()) + " cells (cell limit; " + width
          + " columns)");
    }
    return new ImportException("line " + line + ": more than "
        + ImportLimits.grouped(limits.maxRows()) + " data rows (row limit)");
  }
}
