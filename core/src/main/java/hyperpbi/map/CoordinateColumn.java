package hyperpbi.map;

import hyperpbi.canonical.DecimalParser;
import hyperpbi.data.Column;
import hyperpbi.data.DataType;
import hyperpbi.data.NumberColumn;
import hyperpbi.data.TextColumn;

/**
 * Reads one latitude or longitude column row by row without allocating: a status per row and the
 * value when it is usable. Number fields are read directly; text fields (a coordinate column with
 * stray text) are parsed once per dictionary entry; dates and booleans are never coordinates.
 */
final class CoordinateColumn {
  static final byte NULL = 0;
  static final byte OK = 1;
  static final byte NOT_NUMERIC = 2;
  static final byte OUT_OF_RANGE = 3;

  private final double limit;
  private final double[] numbers;
  private final int[] codes;
  private final double[] parsed;
  private final byte[] parsedStatus;
  private final Column column;
  private final int length;

  private CoordinateColumn(Column column, DataType type, double limit) {
    this.column = column;
    this.limit = limit;
    this.length = column.length();
    if (column instanceof NumberColumn n && type == DataType.NUMBER) {
      numbers = n.values();
      codes = null;
      parsed = null;
      parsedStatus = null;
    } else if (column instanceof TextColumn t) {
      numbers = null;
      codes = t.codes();
      String[] dictionary = t.dictionary();
      parsed = new double[dictionary.length];
      parsedStatus = new byte[dictionary.length];
      for (int i = 0; i < dictionary.length; i++) {
        double v = DecimalParser.parse(dictionary[i].trim());
        parsed[i] = v;
        parsedStatus[i] = classify(v);
      }
    } else {
      numbers = null;
      codes = null;
      parsed = null;
      parsedStatus = null;
    }
  }

  static CoordinateColumn latitude(Column column, DataType type) {
    return new CoordinateColumn(column, type, 90);
  }

  static CoordinateColumn longitude(Column column, DataType type) {
    return new CoordinateColumn(column, type, 180);
  }

  byte status(int row) {
    if (row >= length) {
      return NULL;
    }
    if (numbers != null) {
      double v = numbers[row];
      return v != v ? NULL : classify(v);
    }
    if (codes != null) {
      int code = codes[row];
      return code < 0 || code >= parsedStatus.length ? NULL : parsedStatus[code];
    }
    return column.isNull(row) ? NULL : NOT_NUMERIC;
  }

  /** The coordinate of a row whose status is OK. */
  double value(int row) {
    return numbers != null ? numbers[row] : parsed[codes[row]];
  }

  private byte classify(double v) {
    if (v - v != 0) {
      return NOT_NUMERIC;
    }
    return v < -limit || v > limit ? OUT_OF_RANGE : OK;
  }
}
