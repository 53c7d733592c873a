package hyperpbi.expression;

import hyperpbi.data.BooleanColumn;
import hyperpbi.data.Column;
import hyperpbi.data.Columns;
import hyperpbi.data.DataType;
import hyperpbi.data.NumberColumn;
import hyperpbi.data.TextColumn;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;

/** Runs a compiled node over the selected rows into a column of the table's physical length. */
final class Materializer {
  private Materializer() {}

  /**
   * @param rows selected physical rows, or null for all {@code length} rows
   * @param count how many entries of {@code rows} are selected
   */
  static Column column(Ev ev, DataType type, int length, int[] rows, int count) {
    int n = rows == null ? length : count;
    if (ev.mixed != null && type == DataType.UNKNOWN) {
      return MixedColumn.of(ev.mixed, length, rows, n);
    }
    // An unknown-typed result keeps what its values are (a refined date column read again).
    DataType observed = type == DataType.UNKNOWN && ev.type.isNumeric() ? ev.type : null;
    if (ev.isNullConstant()) {
      return Columns.allNull(type, length);
    }
    if (ev.num != null && (ev.vec != null || ev.column != null)) {
      double[] out = new double[length];
      if (n < length) {
        Arrays.fill(out, NumberColumn.NULL);
      }
      if (ev.vec != null) {
        ev.vec.fill(out, rows, n);
      } else {
        double[] values = ev.column;
        for (int i = 0; i < n; i++) {
          int r = rows == null ? i : rows[i];
          out[r] = values[r];
        }
      }
      return new NumberColumn(out, observed);
    }
    if (ev.num != null) {
      double[] out = new double[length];
      Arrays.fill(out, NumberColumn.NULL);
      Ev.Num f = ev.num;
      for (int i = 0; i < n; i++) {
        int r = rows == null ? i : rows[i];
        out[r] = f.at(r);
      }
      return new NumberColumn(out, observed);
    }
    if (ev.bool != null) {
      byte[] out = new byte[length];
      Arrays.fill(out, BooleanColumn.NULL);
      Ev.Bool f = ev.bool;
      for (int i = 0; i < n; i++) {
        int r = rows == null ? i : rows[i];
        out[r] = f.at(r);
      }
      return new BooleanColumn(out);
    }
    int[] codes = new int[length];
    Arrays.fill(codes, TextColumn.NULL);
    if (ev.coded != null) {
      Ev.Coded c = ev.coded;
      for (int i = 0; i < n; i++) {
        int r = rows == null ? i : rows[i];
        codes[r] = c.code(r);
      }
      return new TextColumn(codes, c.dictionary());
    }
    // Uncoded text (concat, branches): intern each distinct result once.
    HashMap<String, Integer> byText = new HashMap<>();
    List<String> dictionary = new ArrayList<>();
    Ev.Text f = ev.text;
    for (int i = 0; i < n; i++) {
      int r = rows == null ? i : rows[i];
      String s = f.at(r);
      if (s != null) {
        Integer code = byText.get(s);
        if (code == null) {
          code = dictionary.size();
          dictionary.add(s);
          byText.put(s, code);
        }
        codes[r] = code;
      }
    }
    return new TextColumn(codes, dictionary.toArray(new String[0]));
  }
}
