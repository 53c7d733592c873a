package hyperpbi.view;

import hyperpbi.data.BooleanColumn;
import hyperpbi.data.Column;
import hyperpbi.data.NumberColumn;
import hyperpbi.data.TextColumn;
import java.util.HashMap;
import java.util.Map;

/**
 * Dense ids of a column's distinct values over listed rows, in order of first appearance, with
 * null as id 0 (so id 0 is never a value). Text is classed by dictionary entry and booleans by
 * byte, so only numbers are boxed, once per row.
 *
 * @param ids the id of each listed row's value
 * @param count how many ids there are, null's included
 */
record ValueClasses(int[] ids, int count) {

  /** One id for every row: a chart without series. */
  static ValueClasses none(int n) {
    return new ValueClasses(new int[n], 1);
  }

  static ValueClasses of(Column column, int[] rows) {
    int[] ids = new int[rows.length];
    int next = 1;
    if (column instanceof TextColumn t) {
      int[] ofCode = new int[t.dictionary().length];
      Map<String, Integer> ofValue = new HashMap<>();
      for (int i = 0; i < rows.length; i++) {
        int code = t.codes()[rows[i]];
        if (code == TextColumn.NULL) {
          continue;
        }
        if (ofCode[code] == 0) {
          Integer known = ofValue.get(t.dictionary()[code]);
          ofCode[code] = known != null ? known : next++;
          ofValue.putIfAbsent(t.dictionary()[code], ofCode[code]);
        }
        ids[i] = ofCode[code];
      }
    } else if (column instanceof BooleanColumn b) {
      int[] ofByte = new int[2];
      for (int i = 0; i < rows.length; i++) {
        byte v = b.values()[rows[i]];
        if (v != BooleanColumn.NULL) {
          ids[i] = ofByte[v] == 0 ? (ofByte[v] = next++) : ofByte[v];
        }
      }
    } else {
      NumberColumn n = (NumberColumn) column;
      Map<Double, Integer> ofNumber = new HashMap<>();
      for (int i = 0; i < rows.length; i++) {
        if (!n.isNull(rows[i])) {
          double v = n.values()[rows[i]];
          Integer known = ofNumber.putIfAbsent(v == 0 ? 0.0 : v, next);
          ids[i] = known != null ? known : next++;
        }
      }
    }
    return new ValueClasses(ids, next);
  }
}
