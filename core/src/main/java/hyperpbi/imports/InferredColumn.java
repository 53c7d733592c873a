package hyperpbi.imports;

import hyperpbi.canonical.CanonicalNumber;
import hyperpbi.data.BooleanColumn;
import hyperpbi.data.Column;
import hyperpbi.data.Columns;
import hyperpbi.data.DataType;
import hyperpbi.data.NumberColumn;
import hyperpbi.data.TextColumnBuilder;
import hyperpbi.data.UtcCalendar;
import java.util.Arrays;

/**
 * Builds one uploaded column while inferring its type in a single pass (contract-notes §2).
 *
 * <p>Each non-blank cell has a kind ({@link CellInference}); the column's type is the kind every
 * non-blank cell shares, else text, and {@code unknown} when no cell is non-blank. While the kinds
 * agree the column keeps parsed values in a {@code double[]} (NaN = null) plus the cells' original
 * text in one shared char pool, so a later disagreeing cell can still turn every earlier cell
 * back into its exact text. Once text, cells go straight into a dictionary-encoded builder. Hot
 * paths allocate nothing per cell besides what the parser already made.
 *
 * <p>Cells read straight from a source text ({@link #addCell}) keep only their start and end in
 * that text instead of a copy of their chars; a column takes its cells either all that way, from
 * one text, or all as Strings.
 */
final class InferredColumn {
  private int kind = CellInference.BLANK;
  private int rows;
  private double[] values;
  private char[] pool;
  private int poolSize;
  private int[] ends;
  /** The text {@link #addCell} cells come from, with each typed cell's start in {@link #starts}. */
  private String source;
  private int[] starts;
  /** Rows to allocate for once the column holds a cell (a text column never needs values). */
  private int capacity;
  private TextColumnBuilder text;

  InferredColumn(int expectedRows) {
    capacity = Math.max(16, expectedRows);
  }

  int rowCount() {
    return rows;
  }

  /** Appends a text cell, recognising its kind unless the column is already text. */
  void addText(String raw, CellInference inference) {
    if (kind == CellInference.TEXT) {
      text.add(CellInference.isBlank(raw) ? null : raw);
      rows++;
      return;
    }
    int cellKind = inference.classify(raw);
    if (cellKind == CellInference.BLANK) {
      addNull();
    } else {
      add(cellKind, inference.value, raw);
    }
  }

  /**
   * Appends the cell {@code source.substring(start, end)} (the cell unchanged, untrimmed) without
   * copying it, recognising its kind unless the column is already text.
   */
  void addCell(String source, int start, int end, CellInference inference) {
    if (kind == CellInference.TEXT) {
      if (CellInference.isBlank(source, start, end)) {
        text.add(null);
      } else {
        text.add(source, start, end);
      }
      rows++;
      return;
    }
    if (this.source != source) {
      attach(source);
    }
    int cellKind = inference.classify(source, start, end);
    if (cellKind == CellInference.BLANK) {
      addNull();
      return;
    }
    if (cellKind == CellInference.TEXT || (kind != CellInference.BLANK && kind != cellKind)) {
      toText();
      text.add(source, start, end);
      rows++;
      return;
    }
    kind = cellKind;
    grow();
    values[rows] = inference.value;
    starts[rows] = start;
    ends[rows] = end;
    rows++;
  }

  /**
   * Appends a cell whose kind the source already knows (XLSX numbers, JSON booleans, ...).
   *
   * @param textForm the cell as text, used if the column ends up text; null for a number, date
   *     or date-time whose canonical form (canonical number, ISO date, ISO date-time) will do,
   *     so typed cells need no text until a column actually turns text
   */
  void add(int cellKind, double value, String textForm) {
    if (kind != CellInference.TEXT
        && (cellKind == CellInference.TEXT || (kind != CellInference.BLANK && kind != cellKind))) {
      toText();
    }
    if (kind == CellInference.TEXT) {
      text.add(textForm != null ? textForm : canonicalText(cellKind, value));
      rows++;
      return;
    }
    kind = cellKind;
    grow();
    values[rows] = value;
    if (textForm == null) {
      // A negative end marks a cell whose text is derived from its value.
      ends[rows] = ~poolSize;
      rows++;
      return;
    }
    int length = textForm.length();
    if (pool == null) {
      pool = new char[Math.max(Math.min(capacity, 1 << 10) * 4, length)];
    } else if (poolSize + length > pool.length) {
      pool = Arrays.copyOf(pool, Math.max(pool.length * 2, poolSize + length));
    }
    textForm.getChars(0, length, pool, poolSize);
    poolSize += length;
    ends[rows] = poolSize;
    rows++;
  }

  void addNull() {
    if (kind == CellInference.TEXT) {
      text.add(null);
    } else {
      grow();
      values[rows] = NumberColumn.NULL;
      ends[rows] = poolSize;
    }
    rows++;
  }

  /** Appends nulls until the column has {@code count} rows (sparse sources). */
  void padTo(int count) {
    while (rows < count) {
      addNull();
    }
  }

  DataType dataType() {
    return switch (kind) {
      case CellInference.BOOLEAN -> DataType.BOOLEAN;
      case CellInference.NUMBER -> DataType.NUMBER;
      case CellInference.DATE -> DataType.DATE;
      case CellInference.DATETIME -> DataType.DATETIME;
      case CellInference.TEXT -> DataType.TEXT;
      default -> DataType.UNKNOWN;
    };
  }

  Column build() {
    switch (kind) {
      case CellInference.TEXT:
        return text.build();
      case CellInference.BLANK:
        return Columns.allNull(DataType.UNKNOWN, rows);
      case CellInference.BOOLEAN: {
        byte[] bytes = new byte[rows];
        for (int r = 0; r < rows; r++) {
          double v = values[r];
          bytes[r] = v != v ? BooleanColumn.NULL : v == 1 ? BooleanColumn.TRUE : BooleanColumn.FALSE;
        }
        return new BooleanColumn(bytes);
      }
      default:
        return new NumberColumn(Arrays.copyOf(values, rows));
    }
  }

  private static String canonicalText(int kind, double value) {
    return switch (kind) {
      case CellInference.DATE -> UtcCalendar.formatDate(value);
      case CellInference.DATETIME -> UtcCalendar.formatDateTime(value);
      case CellInference.BOOLEAN -> value == 1 ? "true" : "false";
      default -> CanonicalNumber.format(value);
    };
  }

  private void grow() {
    if (values == null) {
      values = new double[capacity];
      ends = new int[capacity];
      if (source != null) {
        starts = new int[capacity];
      }
    } else if (rows == values.length) {
      capacity = values.length * 2;
      values = Arrays.copyOf(values, capacity);
      ends = Arrays.copyOf(ends, capacity);
      if (starts != null) {
        starts = Arrays.copyOf(starts, capacity);
      }
    }
  }

  /** Switches a column that has no text cells yet to ranges of {@code text}. */
  private void attach(String text) {
    if (this.source != null || poolSize > 0 || anyValue()) {
      throw new IllegalStateException("a column takes cells from one source text only");
    }
    this.source = text;
    if (values != null) {
      starts = new int[values.length];
    }
  }

  private boolean anyValue() {
    for (int r = 0; r < rows; r++) {
      if (values[r] == values[r]) {
        return true;
      }
    }
    return false;
  }

  /** Turns the typed cells so far back into their original text. */
  private void toText() {
    TextColumnBuilder builder = new TextColumnBuilder(Math.max(capacity, rows * 2));
    int start = 0;
    for (int r = 0; r < rows; r++) {
      double v = values[r];
      int end = ends[r];
      if (source != null) {
        if (v != v) {
          builder.add(null);
        } else {
          builder.add(source, starts[r], end);
        }
        continue;
      }
      if (v != v) {
        builder.add(null);
      } else if (end < 0) {
        builder.add(canonicalText(kind, v));
        end = ~end;
      } else {
        builder.add(new String(pool, start, end - start));
      }
      start = end;
    }
    text = builder;
    kind = CellInference.TEXT;
    values = null;
    ends = null;
    pool = null;
    starts = null;
    source = null;
  }
}
