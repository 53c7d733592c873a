package hyperpbi.imports;

import hyperpbi.canonical.CanonicalNumber;
import hyperpbi.canonical.DecimalParser;
import hyperpbi.data.DataSource;
import hyperpbi.data.Table;
import hyperpbi.data.UtcCalendar;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * One worksheet to a source. The first row with a value is the header; every later row with at
 * least one cell (a value, an error or a formula) is a data row, so empty rows — including the
 * styled but empty rows spreadsheets often carry — are not data. Fields span from the leftmost to
 * the rightmost column holding anything; missing cells are null. Cell values:
 * <ul>
 *   <li>shared, inline and formula strings go through the same inference as CSV cells;
 *   <li>numbers are numbers, or dates/date-times when their style has a date format
 *       ({@link XlsxStyles}, {@link ExcelDates}; a date-only format gives the day shown);
 *   <li>booleans are booleans; ISO date cells ({@code t="d"}) dates or date-times;
 *   <li>error cells ({@code #DIV/0!}), formulas without a cached value and values that cannot be
 *       read are null with a warning naming the cell; formulas are never evaluated.
 * </ul>
 * Merged regions keep their value in the top-left cell; the other cells of a region are null.
 * Spreadsheets already leave them empty, so the sheet is read once; only when a file carries
 * values inside a merged region is it read a second time with those cells blanked.
 */
final class XlsxSheet {
  private static final int MAX_LISTED_WARNINGS = 20;
  private static final int STRING = 100;
  private static final int EMPTY = 101;
  private static final int NULL_VALUE = 102;
  private static final int MAX_COLUMN = 16384;

  private final String id;
  private final String sheetName;
  private final String part;
  private final String[] shared;
  private final XlsxStyles styles;
  private final boolean date1904;
  private final ImportLimits limits;
  private final int[][] blanked;

  private final CellInference inference = new CellInference();
  private final List<String> warnings = new ArrayList<>();
  private int warningCount;
  private final List<int[]> merges = new ArrayList<>();

  private int headerRow = -1;
  private final Map<Integer, String> headerCells = new TreeMap<>();
  private InferredColumn[] columns = new InferredColumn[16];
  private int minCol = Integer.MAX_VALUE;
  private int maxCol = -1;
  private int rows;
  private int[] sheetRows = new int[64];
  /** Cells so far; a double so the per-cell count never touches long (a BigInt in JS). */
  private double cells;
  private int lastRow = -1;

  // The cells of the row being read.
  private int count;
  private int[] cellCols = new int[16];
  private int[] cellKinds = new int[16];
  private double[] cellValues = new double[16];
  private String[] cellTexts = new String[16];

  private XlsxSheet(String id, String sheetName, String part, String[] shared,
      XlsxStyles styles, boolean date1904, ImportLimits limits, int[][] blanked) {
    this.id = id;
    this.sheetName = sheetName;
    this.part = part;
    this.shared = shared;
    this.styles = styles;
    this.date1904 = date1904;
    this.limits = limits;
    this.blanked = blanked;
  }

  static DataSource read(String id, String sheetName, ZipArchive zip, String part,
      String[] shared, XlsxStyles styles, boolean date1904, ImportLimits limits)
      throws ImportException {
    XlsxSheet first = new XlsxSheet(id, sheetName, part, shared, styles, date1904, limits, null);
    DataSource source = first.read(zip);
    int[][] regions = first.merges.toArray(new int[0][]);
    Arrays.sort(regions, (a, b) -> a[0] != b[0] ? Integer.compare(a[0], b[0])
        : Integer.compare(a[1], b[1]));
    first.refuseOverlaps(regions);
    if (first.mergedCellsHoldValues(source.table())) {
      XlsxSheet second =
          new XlsxSheet(id, sheetName, part, shared, styles, date1904, limits, regions);
      DataSource blanked = second.read(zip);
      first.refuseLostRows(second, source.table());
      return blanked;
    }
    return source;
  }

  /**
   * Overlapping merged regions make a damaged sheet (Excel repairs it by dropping merges), and
   * which value survives would be a guess: refused, naming both ranges. A sweep over the regions
   * by top row: those still open at a region's top row cover disjoint columns, so the one
   * starting last at or before its right edge is the only one it could overlap.
   */
  private void refuseOverlaps(int[][] sorted) throws ImportException {
    TreeMap<Integer, int[]> open = new TreeMap<>();
    java.util.PriorityQueue<int[]> byBottom =
        new java.util.PriorityQueue<>((a, b) -> Integer.compare(a[2], b[2]));
    for (int[] region : sorted) {
      while (!byBottom.isEmpty() && byBottom.peek()[2] < region[0]) {
        open.remove(byBottom.poll()[1]);
      }
      Map.Entry<Integer, int[]> left = open.floorEntry(region[3]);
      if (left != null && left.getValue()[3] >= region[1]) {
        throw error("merged cells " + rangeName(left.getValue()) + " and " + rangeName(region)
            + " overlap (the sheet is damaged; unmerge and merge them again)");
      }
      open.put(region[1], region);
      byBottom.add(region);
    }
  }

  /**
   * Blanking the values hidden inside merged regions may leave a row without any value (or move
   * the header): that row would vanish from the data, so the sheet fails, naming it.
   */
  private void refuseLostRows(XlsxSheet blanked, Table table) throws ImportException {
    if (blanked.headerRow != headerRow) {
      throw lostRow(headerRow, -1, blanked.blanked, table, "header row");
    }
    for (int i = 0, j = 0; i < rows; i++) {
      if (j < blanked.rows && blanked.sheetRows[j] == sheetRows[i]) {
        j++;
      } else {
        throw lostRow(sheetRows[i], i, blanked.blanked, table, "row");
      }
    }
  }

  /** The row's error, naming the merged regions that hid one of its values. */
  private ImportException lostRow(int row, int index, int[][] regions, Table table, String what) {
    StringBuilder ranges = new StringBuilder();
    for (int[] m : regions) {
      boolean hid = false;
      for (int col = Math.max(m[1], minCol); col <= Math.min(m[3], maxCol) && !hid; col++) {
        hid = m[0] <= row && m[2] >= row && (index < 0 ? headerCells.get(col) != null
            : !table.columns().get(col - minCol).isNull(index));
      }
      if (hid) {
        ranges.append(ranges.length() == 0 ? "" : ", ").append(rangeName(m));
      }
    }
    return error(what + " " + row + " holds values only inside merged cells (" + ranges
        + "), which show the top-left value alone: the row would be lost; unmerge the cells or"
        + " move the values out of the merged region");
  }

  private static String rangeName(int[] region) {
    String from = cellName(region[1], region[0]);
    return region[0] == region[2] && region[1] == region[3] ? from
        : from + ":" + cellName(region[3], region[2]);
  }

  private DataSource read(ZipArchive zip) throws ImportException {
    XmlReader xml = new XmlReader(zip.open(part), "sheet '" + sheetName + "' (" + part + ")");
    int event;
    while ((event = xml.next()) != XmlReader.EOF) {
      if (event != XmlReader.START) {
        continue;
      }
      switch (xml.name()) {
        case "row" -> readRow(xml);
        case "mergeCell" -> {
          int[] region = range(xml.attribute("ref"));
          if (region != null) {
            merges.add(region);
          }
        }
        case "sheetViews", "cols", "conditionalFormatting", "dataValidations", "extLst",
            "hyperlinks", "pageSetup", "headerFooter", "drawing", "legacyDrawing", "tableParts",
            "colBreaks", "rowBreaks", "sheetPr", "sheetFormatPr", "autoFilter", "sortState" ->
            xml.skip();
        default -> { }
      }
    }
    return build();
  }

  private DataSource build() {
    if (warningCount > MAX_LISTED_WARNINGS) {
      warnings.add(sheetName + ": ... and " + (warningCount - MAX_LISTED_WARNINGS)
          + " more cells imported as null");
    }
    List<String> headers = new ArrayList<>();
    List<InferredColumn> built = new ArrayList<>();
    for (int c = minCol; c <= maxCol; c++) {
      headers.add(headerCells.get(c));
      InferredColumn column = c < columns.length ? columns[c] : null;
      built.add(column != null ? column : new InferredColumn(0));
    }
    if (headerRow < 0) {
      warnings.add(sheetName + ": the sheet is empty");
    }
    return UploadedTable.build(id, headers, built, rows, warnings);
  }

  private void readRow(XmlReader xml) throws ImportException {
    Integer r = XlsxStyles.parseInt(xml.attribute("r"));
    int rowNumber = r != null ? r : lastRow < 0 ? 1 : lastRow + 1;
    if (rowNumber <= lastRow || rowNumber < 1) {
      throw error("row " + rowNumber + " is out of order (rows must ascend)");
    }
    lastRow = rowNumber;
    count = 0;
    int depth = xml.depth();
    int previousCol = -1;
    while (xml.nextChild(depth)) {
      if (xml.name().equals("c")) {
        previousCol = readCell(xml, rowNumber, previousCol);
      } else {
        xml.skip();
      }
    }
    finishRow(rowNumber);
  }

  /** Reads one {@code c} element into the row buffer; returns its column index. */
  private int readCell(XmlReader xml, int rowNumber, int previousCol) throws ImportException {
    String ref = xml.attribute("r");
    int col = ref != null ? columnOf(ref, rowNumber) : previousCol + 1;
    if (col <= previousCol) {
      throw error(cellName(col, rowNumber) + " is out of order (cells must ascend in a row)");
    }
    if (col >= MAX_COLUMN) {
      throw error("cell reference beyond column XFD in row " + rowNumber);
    }
    String type = xml.attribute("t");
    Integer style = XlsxStyles.parseInt(xml.attribute("s"));
    String v = null;
    String inline = null;
    boolean formula = false;
    int depth = xml.depth();
    while (xml.nextChild(depth)) {
      switch (xml.name()) {
        case "v" -> v = xml.readText();
        case "is" -> inline = XlsxStrings.readItem(xml);
        case "f" -> {
          formula = true;
          xml.skip();
        }
        default -> xml.skip();
      }
    }
    if (blanked != null && isBlanked(rowNumber, col)) {
      return col;
    }
    resolve(col, rowNumber, type == null ? "n" : type, style == null ? 0 : style, v, inline,
        formula);
    return col;
  }

  private void resolve(int col, int row, String type, int style, String v, String inline,
      boolean formula) throws ImportException {
    if (inline != null) {
      push(col, STRING, 0, inline);
      return;
    }
    if (v == null) {
      if (formula) {
        warn(col, row, "formula without a cached value imported as null (recalculate and save"
            + " the workbook in a spreadsheet application)");
        push(col, NULL_VALUE, 0, null);
      }
      return;
    }
    switch (type) {
      case "s" -> {
        Integer index = XlsxStyles.parseInt(v.trim());
        if (index == null || index >= shared.length) {
          throw error(cellName(col, row) + ": shared string " + v.trim() + " does not exist");
        }
        push(col, STRING, 0, shared[index]);
      }
      case "str", "inlineStr" -> push(col, STRING, 0, XlsxStrings.unescape(v));
      case "b" -> {
        String t = Ascii.lower(v.trim());
        if (t.equals("1") || t.equals("true")) {
          push(col, CellInference.BOOLEAN, 1, "TRUE");
        } else if (t.equals("0") || t.equals("false")) {
          push(col, CellInference.BOOLEAN, 0, "FALSE");
        } else {
          nullWithWarning(col, row, "'" + t + "' is not a boolean");
        }
      }
      case "e" -> nullWithWarning(col, row, "error value " + v.trim());
      case "d" -> isoDate(col, row, v.trim());
      default -> number(col, row, style, v.trim());
    }
  }

  private void number(int col, int row, int style, String v) throws ImportException {
    double value = DecimalParser.parse(v);
    if (Double.isNaN(value) || Double.isInfinite(value)) {
      nullWithWarning(col, row, "'" + v + "' is not a number");
      return;
    }
    int dateKind = styles.kind(style);
    if (dateKind == XlsxStyles.NOT_DATE) {
      value = value == 0 ? 0 : value;
      push(col, CellInference.NUMBER, value, null);
      return;
    }
    boolean dateOnly = dateKind == XlsxStyles.DATE;
    double ms = dateOnly ? ExcelDates.toEpochDay(value, date1904)
        : ExcelDates.toEpochMs(value, date1904);
    if (Double.isNaN(ms)) {
      nullWithWarning(col, row, v + " is not a valid date"
          + (!date1904 && Math.floor(value) == 60 ? " (1900-02-29 does not exist)" : ""));
      return;
    }
    push(col, dateOnly ? CellInference.DATE : CellInference.DATETIME, ms, null);
  }

  private void isoDate(int col, int row, String v) throws ImportException {
    double date = IsoDateTime.parseDate(v);
    if (!Double.isNaN(date)) {
      push(col, CellInference.DATE, date, v);
      return;
    }
    double dateTime = IsoDateTime.parseDateTime(v);
    if (!Double.isNaN(dateTime)) {
      push(col, CellInference.DATETIME, dateTime, v);
      return;
    }
    nullWithWarning(col, row, "'" + v + "' is not an ISO date");
  }

  private void nullWithWarning(int col, int row, String problem) {
    warn(col, row, problem + " imported as null");
    push(col, NULL_VALUE, 0, null);
  }

  private void warn(int col, int row, String message) {
    if (++warningCount <= MAX_LISTED_WARNINGS) {
      warnings.add(sheetName + "!" + cellName(col, row) + ": " + message);
    }
  }

  private void push(int col, int kind, double value, String text) {
    if (kind == STRING && CellInference.isBlank(text)) {
      kind = EMPTY;
    }
    if (count == cellCols.length) {
      int n = count * 2;
      cellCols = Arrays.copyOf(cellCols, n);
      cellKinds = Arrays.copyOf(cellKinds, n);
      cellValues = Arrays.copyOf(cellValues, n);
      cellTexts = Arrays.copyOf(cellTexts, n);
    }
    cellCols[count] = col;
    cellKinds[count] = kind;
    cellValues[count] = value;
    cellTexts[count] = text;
    count++;
  }

  private void finishRow(int rowNumber) throws ImportException {
    boolean present = false;
    for (int k = 0; k < count; k++) {
      if (cellKinds[k] != EMPTY) {
        present = true;
        break;
      }
    }
    if (!present) {
      return;
    }
    if (headerRow < 0) {
      headerRow = rowNumber;
      for (int k = 0; k < count; k++) {
        if (cellKinds[k] != EMPTY) {
          use(cellCols[k], rowNumber);
          headerCells.put(cellCols[k], headerText(cellKinds[k], cellValues[k], cellTexts[k]));
        }
      }
      return;
    }
    if (rows == limits.maxRows()) {
      throw error("row " + rowNumber + ": more than " + ImportLimits.grouped(limits.maxRows())
          + " data rows (row limit)");
    }
    for (int k = 0; k < count; k++) {
      int kind = cellKinds[k];
      if (kind == EMPTY) {
        continue;
      }
      if (++cells > limits.maxCells()) {
        throw error("row " + rowNumber + ": more than " + ImportLimits.grouped(limits.maxCells())
            + " cells (cell limit)");
      }
      int col = cellCols[k];
      use(col, rowNumber);
      InferredColumn column = column(col);
      column.padTo(rows);
      if (kind == STRING) {
        column.addText(cellTexts[k], inference);
      } else if (kind == NULL_VALUE) {
        column.addNull();
      } else {
        column.add(kind, cellValues[k], cellTexts[k]);
      }
    }
    if (rows == sheetRows.length) {
      sheetRows = Arrays.copyOf(sheetRows, rows * 2);
    }
    sheetRows[rows++] = rowNumber;
    if ((double) rows * (maxCol - minCol + 1) > limits.maxCells()) {
      throw error("row " + rowNumber + ": more than " + ImportLimits.grouped(limits.maxCells())
          + " cells (cell limit)");
    }
  }

  /** A header cell as text: strings as written, numbers and dates in canonical form. */
  private static String headerText(int kind, double value, String text) {
    if (text != null || kind == NULL_VALUE) {
      return text;
    }
    return switch (kind) {
      case CellInference.DATE -> UtcCalendar.formatDate(value);
      case CellInference.DATETIME -> UtcCalendar.formatDateTime(value);
      default -> CanonicalNumber.format(value);
    };
  }

  /** Widens the field range to this column, within the column limit. */
  private void use(int col, int rowNumber) throws ImportException {
    int low = Math.min(minCol, col);
    int high = Math.max(maxCol, col);
    if (high - low + 1 > limits.maxColumns()) {
      throw error(cellName(col, rowNumber) + ": more than "
          + ImportLimits.grouped(limits.maxColumns()) + " columns (column limit)");
    }
    minCol = low;
    maxCol = high;
  }

  private InferredColumn column(int col) {
    if (col >= columns.length) {
      columns = Arrays.copyOf(columns, Math.max(col + 1, columns.length * 2));
    }
    if (columns[col] == null) {
      columns[col] = new InferredColumn(Math.max(16, rows));
    }
    return columns[col];
  }

  /** True when a merged region covers a non-top-left cell that holds a value. */
  private boolean mergedCellsHoldValues(Table table) {
    for (int[] m : merges) {
      int fromCol = Math.max(m[1], minCol);
      int toCol = Math.min(m[3], maxCol);
      for (int col = fromCol; col <= toCol; col++) {
        int field = col - minCol;
        for (int row = Math.max(m[0], headerRow); row <= m[2] && headerRow >= 0; row++) {
          if (row == m[0] && col == m[1]) {
            continue;
          }
          if (row == headerRow) {
            if (headerCells.get(col) != null) {
              return true;
            }
            continue;
          }
          int index = Arrays.binarySearch(sheetRows, 0, rows, row);
          if (index >= 0 && !table.columns().get(field).isNull(index)) {
            return true;
          }
          if (index < 0 && -index - 1 >= rows) {
            break;
          }
        }
      }
    }
    return false;
  }

  private boolean isBlanked(int row, int col) {
    for (int[] m : blanked) {
      if (m[0] > row) {
        break;
      }
      if (row <= m[2] && col >= m[1] && col <= m[3] && !(row == m[0] && col == m[1])) {
        return true;
      }
    }
    return false;
  }

  /** {row1, col1, row2, col2} of "A1:C3" (or a single cell), or null when unreadable. */
  private static int[] range(String ref) {
    if (ref == null) {
      return null;
    }
    int colon = ref.indexOf(':');
    int[] a = cell(colon < 0 ? ref : ref.substring(0, colon));
    int[] b = colon < 0 ? a : cell(ref.substring(colon + 1));
    if (a == null || b == null) {
      return null;
    }
    return new int[] {Math.min(a[0], b[0]), Math.min(a[1], b[1]), Math.max(a[0], b[0]),
        Math.max(a[1], b[1])};
  }

  /** {row, col} of "B12" ($ signs allowed), or null. */
  private static int[] cell(String ref) {
    int i = 0;
    int col = 0;
    if (i < ref.length() && ref.charAt(i) == '$') {
      i++;
    }
    int letters = 0;
    while (i < ref.length() && isLetter(ref.charAt(i)) && letters < 3) {
      col = col * 26 + (upper(ref.charAt(i)) - 'A' + 1);
      i++;
      letters++;
    }
    if (letters == 0) {
      return null;
    }
    if (i < ref.length() && ref.charAt(i) == '$') {
      i++;
    }
    Integer row = XlsxStyles.parseInt(ref.substring(i));
    if (row == null || row < 1) {
      return null;
    }
    return new int[] {row, col - 1};
  }

  private int columnOf(String ref, int rowNumber) throws ImportException {
    int[] parsed = cell(ref);
    if (parsed == null) {
      throw error("bad cell reference '" + ref + "' in row " + rowNumber);
    }
    return parsed[1];
  }

  /** "C5" for column index 2, row 5. */
  static String cellName(int col, int row) {
    StringBuilder letters = new StringBuilder();
    int n = col + 1;
    while (n > 0) {
      int d = (n - 1) % 26;
      letters.insert(0, (char) ('A' + d));
      n = (n - 1) / 26;
    }
    return letters.append(row).toString();
  }

  private static boolean isLetter(char c) {
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
  }

  private static char upper(char c) {
    return c >= 'a' && c <= 'z' ? (char) (c - 32) : c;
  }

  private ImportException error(String message) {
    return new ImportException("sheet '" + sheetName + "', " + message);
  }
}
