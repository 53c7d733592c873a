package hyperpbi.bridge;

import com.eclipsesource.json.Json;
import hyperpbi.canonical.CanonicalNumber;
import hyperpbi.imports.DataViewCells;
import hyperpbi.imports.DataViewColumns;
import org.teavm.jso.JSBody;
import org.teavm.jso.JSObject;
import org.teavm.jso.core.JSString;
import org.teavm.jso.typedarrays.Float64Array;
import org.teavm.jso.typedarrays.Int8Array;

/**
 * A DataView's columns as pbiviz-bridge's dataview-columns.mjs builds them, read in place: a JS
 * array with one object per column, {@code {kinds: Int8Array, numbers: Float64Array, strings:
 * string[]}}. {@code kinds[r]} is the row's {@link DataViewCells} kind; {@code numbers[r]} the
 * value of a NUMBER or DATE cell, or for a TEXT or OTHER cell the index of its text in
 * {@code strings} (a column's distinct strings, each once; OTHER texts are JSON.stringify's).
 * The typed arrays are copied into Java arrays in one step each, and each distinct string
 * crosses into Java once: no JSON text of the rows and no JS object per cell.
 */
public final class JsDataViewColumns implements DataViewColumns {
  private final JSObject columns;
  private final int count;
  private Column[] read;

  private JsDataViewColumns(JSObject columns) {
    this.columns = columns;
    this.count = isArray(columns) ? length(columns) : -1;
  }

  /** The columns passed (any value: what is not an array of columns is the import's message). */
  public static JsDataViewColumns of(JSObject columns) {
    return new JsDataViewColumns(columns);
  }

  @Override
  public int columnCount() {
    return Math.max(0, count);
  }

  @Override
  public DataViewCells column(int c) {
    return read[c];
  }

  @Override
  public String problem(int rowCount) {
    if (count < 0) {
      return "the data view's columns must be an array of column value arrays";
    }
    read = new Column[count];
    for (int c = 0; c < count; c++) {
      JSObject column = element(columns, c);
      if (!isColumn(column, rowCount)) {
        return "column " + c + " must hold kinds (Int8Array), numbers (Float64Array) of "
            + rowCount + " cells each and strings (an array of strings)";
      }
      Column cells = new Column(kinds(column).copyToJavaArray(),
          numbers(column).copyToJavaArray(), strings(column));
      String problem = cells.problem(c);
      if (problem != null) {
        return problem;
      }
      read[c] = cells;
    }
    return null;
  }

  /** One column's cells; each distinct string becomes a Java String on first use. */
  private static final class Column implements DataViewCells {
    private final byte[] kinds;
    private final double[] numbers;
    private final JSObject strings;
    private final String[] texts;

    Column(byte[] kinds, double[] numbers, JSObject strings) {
      this.kinds = kinds;
      this.numbers = numbers;
      this.strings = strings;
      this.texts = new String[length(strings)];
    }

    /** A kind outside 0-6 or a string index outside the strings, or null. */
    String problem(int c) {
      for (int r = 0; r < kinds.length; r++) {
        int kind = kinds[r];
        if (kind < NULL || kind > DATE) {
          return "column " + c + ", row " + r + ": unknown cell kind " + kind;
        }
        if (kind == TEXT || kind == OTHER) {
          double at = numbers[r];
          if (!(at >= 0 && at < texts.length && at == Math.floor(at))) {
            return "column " + c + ", row " + r + ": no string at index " + CanonicalNumber.format(at);
          }
        }
      }
      return null;
    }

    @Override
    public int kind(int row) {
      return kinds[row];
    }

    @Override
    public double number(int row) {
      return numbers[row];
    }

    @Override
    public int textIndex(int row) {
      return kinds[row] == TEXT ? (int) numbers[row] : -1;
    }

    @Override
    public String text(int row) {
      int kind = kinds[row];
      if (kind == NUMBER) {
        // The JSON literal JSON.stringify writes for the number (JavaScript's shortest form).
        return numberText(numbers[row]);
      }
      int at = (int) numbers[row];
      String text = texts[at];
      if (text == null) {
        text = element(strings, at).<JSString>cast().stringValue();
        if (kind == OTHER) {
          // As minimal-json writes the parsed value, like the JSON shape's cell.
          text = Json.parse(text).toString();
        }
        texts[at] = text;
      }
      return text;
    }
  }

  @JSBody(params = "v", script = "return Array.isArray(v);")
  private static native boolean isArray(JSObject v);

  @JSBody(params = "v", script = "return v.length;")
  private static native int length(JSObject v);

  @JSBody(params = {"v", "i"}, script = "return v[i];")
  private static native JSObject element(JSObject v, int i);

  @JSBody(params = {"c", "n"}, script = "return c != null && c.kinds instanceof Int8Array"
      + " && c.kinds.length === n && c.numbers instanceof Float64Array && c.numbers.length === n"
      + " && Array.isArray(c.strings) && c.strings.every(function (s) {"
      + " return typeof s === 'string'; });")
  private static native boolean isColumn(JSObject c, int n);

  @JSBody(params = "c", script = "return c.kinds;")
  private static native Int8Array kinds(JSObject c);

  @JSBody(params = "c", script = "return c.numbers;")
  private static native Float64Array numbers(JSObject c);

  @JSBody(params = "c", script = "return c.strings;")
  private static native JSObject strings(JSObject c);

  @JSBody(params = "v", script = "return String(v);")
  private static native String numberText(double v);
}
