package hyperpbi.expression;

import hyperpbi.data.BooleanColumn;
import hyperpbi.data.Column;
import hyperpbi.data.Columns;
import hyperpbi.data.DataType;
import hyperpbi.data.NumberColumn;
import hyperpbi.data.TextColumnBuilder;
import java.util.Arrays;

/**
 * The column of a mixed branch node ({@link Ev.Mixed}) whose static type is unknown, refined from
 * the non-null values it produces (data-model.txt: fields with statically unknown types are
 * refined from nonempty runtime rows): all numbers make a number column, all dates a date column
 * (date-times, text, Booleans alike). Only values of different kinds make text, each value in its
 * string form (product decision: a column has one type). No value keeps the type unknown.
 */
final class MixedColumn {
  private MixedColumn() {}

  static Column of(Ev.Mixed mixed, int length, int[] rows, int n) {
    double[] numbers = null;
    byte[] booleans = null;
    String[] texts = null;
    // Kind of each row's value (DataType ordinal + 1, 0 for null): the text forms need it.
    byte[] kinds = new byte[length];
    int seen = 0;
    for (int i = 0; i < n; i++) {
      int r = rows == null ? i : rows[i];
      Ev s = mixed.source(r);
      if (s == null) {
        continue;
      }
      if (s.num != null) {
        double v = s.num.at(r);
        if (v != v) {
          continue;
        }
        if (numbers == null) {
          numbers = nulls(length);
        }
        numbers[r] = v;
      } else if (s.bool != null) {
        byte v = s.bool.at(r);
        if (v < 0) {
          continue;
        }
        if (booleans == null) {
          booleans = new byte[length];
          Arrays.fill(booleans, BooleanColumn.NULL);
        }
        booleans[r] = v;
      } else {
        String v = s.text.at(r);
        if (v == null) {
          continue;
        }
        if (texts == null) {
          texts = new String[length];
        }
        texts[r] = v;
      }
      kinds[r] = (byte) (s.type.ordinal() + 1);
      seen |= 1 << s.type.ordinal();
    }
    if (seen == 0) {
      return Columns.allNull(DataType.UNKNOWN, length);
    }
    if (Integer.bitCount(seen) == 1) {
      DataType type = DataType.values()[Integer.numberOfTrailingZeros(seen)];
      if (type.isNumeric()) {
        return new NumberColumn(numbers, type);
      }
      if (type == DataType.BOOLEAN) {
        return new BooleanColumn(booleans);
      }
    }
    TextColumnBuilder out = new TextColumnBuilder(length);
    for (int r = 0; r < length; r++) {
      int kind = kinds[r] - 1;
      DataType type = kind < 0 ? null : DataType.values()[kind];
      out.set(r, type == null ? null : type.isNumeric() ? TextForms.ofNumber(type, numbers[r])
          : type == DataType.BOOLEAN ? TextForms.ofBoolean(booleans[r]) : texts[r]);
    }
    return out.build(length);
  }

  private static double[] nulls(int length) {
    double[] values = new double[length];
    Arrays.fill(values, NumberColumn.NULL);
    return values;
  }
}
