package hyperpbi.imports;

import com.eclipsesource.json.Json;
import com.eclipsesource.json.JsonArray;
import com.eclipsesource.json.JsonObject;
import com.eclipsesource.json.JsonValue;
import hyperpbi.json.JsonDepth;
import com.eclipsesource.json.ParseException;
import hyperpbi.canonical.DecimalParser;
import hyperpbi.data.DataSource;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * JSON rows (an uploaded file or a remote response) to a source: an array of objects, reached
 * through an optional dotted {@code dataPath} ({@code data.rows}; a number segment indexes an
 * array). Fields are the member names in order of first appearance; a member missing from a row
 * is null. Values: JSON numbers are numbers, booleans booleans, null null; strings go through
 * the same inference as CSV cells (so {@code "2024-01-31"} is a date and {@code "007"} text);
 * nested objects and arrays become compact JSON text with members in document order. A column
 * whose cells disagree (say a number and a word) is text, each cell keeping its JSON literal or
 * string. When a row repeats a member name, the last value wins, as in JSON.parse.
 */
public final class JsonRowsImport {
  private JsonRowsImport() {}

  public static DataSource read(String id, String text, String dataPath, ImportLimits limits)
      throws ImportException {
    long size = Utf8.encodedLength(text);
    if (size > limits.maxBytes()) {
      throw new ImportException("the file has " + ImportLimits.grouped(size)
          + " bytes, more than the limit of " + ImportLimits.size(limits.maxBytes()));
    }
    return read(id, parse(text), dataPath, limits);
  }

  /** Parses JSON text, failing with the line and column of a syntax error. */
  static JsonValue parse(String text) throws ImportException {
    String body = text.startsWith("\ufeff") ? text.substring(1) : text;
    int[] tooDeep = JsonDepth.tooDeep(body);
    if (tooDeep != null) {
      throw new ImportException("invalid JSON " + JsonDepth.where(tooDeep) + ": nested deeper"
          + " than " + JsonDepth.MAX + " levels");
    }
    try {
      return Json.parse(body);
    } catch (ParseException e) {
      String message = e.getMessage();
      String where = " at " + e.getLocation().line + ":" + e.getLocation().column;
      if (message.endsWith(where)) {
        message = message.substring(0, message.length() - where.length());
      }
      throw new ImportException("invalid JSON at line " + e.getLocation().line + ", column "
          + e.getLocation().column + ": " + message);
    } catch (RuntimeException e) {
      throw new ImportException("invalid JSON: " + e.getMessage());
    }
  }

  /** Rows from an already parsed document (remote sources hand their parsed response here). */
  public static DataSource read(String id, JsonValue root, String dataPath, ImportLimits limits)
      throws ImportException {
    JsonArray rows = rowArray(root, dataPath);
    String where = dataPath == null || dataPath.isEmpty() ? "rows" : dataPath;
    if (rows.size() > limits.maxRows()) {
      throw new ImportException("more than " + ImportLimits.grouped(limits.maxRows())
          + " rows (row limit)");
    }
    Map<String, InferredColumn> columns = new LinkedHashMap<>();
    // Per field: {the last row holding it, the index of its last member in that row}.
    Map<String, int[]> lastRow = new LinkedHashMap<>();
    CellInference inference = new CellInference();
    double cells = 0;
    List<String> rowFields = new ArrayList<>();
    JsonValue[] values = new JsonValue[16];
    for (int r = 0; r < rows.size(); r++) {
      JsonValue row = rows.get(r);
      if (!row.isObject()) {
        throw new ImportException(where + "[" + r + "] is " + describe(row)
            + ", not an object: every row must be a JSON object");
      }
      // Members are walked once, never looked up by name: minimal-json finds a name past an
      // object's 255th member by a linear scan, which made wide rows quadratic (a row of
      // 1,000,000 members took 20 s to reach the column limit).
      JsonObject object = row.asObject();
      if (values.length < object.size()) {
        values = new JsonValue[object.size()];
      }
      rowFields.clear();
      int i = 0;
      for (JsonObject.Member m : object) {
        String name = m.getName();
        values[i] = m.getValue();
        int[] last = lastRow.get(name);
        if (last == null) {
          if (columns.size() == limits.maxColumns()) {
            throw new ImportException(where + "[" + r + "]: more than "
                + ImportLimits.grouped(limits.maxColumns()) + " fields (column limit)");
          }
          columns.put(name, new InferredColumn(rows.size()));
          last = new int[] {-1, 0};
          lastRow.put(name, last);
        }
        if (last[0] != r) {
          last[0] = r;
          rowFields.add(name);
        }
        last[1] = i++; // the last of a repeated member wins
      }
      for (String name : rowFields) {
        if (++cells > limits.maxCells()) {
          throw new ImportException(where + "[" + r + "]: more than "
              + ImportLimits.grouped(limits.maxCells()) + " cells (cell limit)");
        }
        InferredColumn column = columns.get(name);
        column.padTo(r);
        addValue(column, values[lastRow.get(name)[1]], inference);
      }
    }
    double total = (double) rows.size() * columns.size();
    if (total > limits.maxCells()) {
      throw new ImportException(rows.size() + " rows × " + columns.size() + " fields = more than "
          + ImportLimits.grouped(limits.maxCells()) + " cells (cell limit)");
    }
    return UploadedTable.build(id, new ArrayList<>(columns.keySet()),
        new ArrayList<>(columns.values()), rows.size(), List.of());
  }

  static void addValue(InferredColumn column, JsonValue value, CellInference inference) {
    if (value.isNull()) {
      addCell(column, DataViewCells.NULL, 0, null, inference);
    } else if (value.isBoolean()) {
      addCell(column, value.asBoolean() ? DataViewCells.TRUE : DataViewCells.FALSE, 0, null,
          inference);
    } else if (value.isNumber()) {
      String literal = value.toString();
      addCell(column, DataViewCells.NUMBER, DecimalParser.parse(literal), literal, inference);
    } else if (value.isString()) {
      addCell(column, DataViewCells.TEXT, 0, value.asString(), inference);
    } else {
      addCell(column, DataViewCells.OTHER, 0, value.toString(), inference);
    }
  }

  /**
   * One JSON value, by its {@link DataViewCells} kind (not DATE): a number keeps its literal (a
   * number beyond the double range is text), a string goes through cell inference, another
   * value is its JSON text. A DataView column without type flags reads its cells here too.
   */
  static void addCell(InferredColumn column, int kind, double number, String text,
      CellInference inference) {
    switch (kind) {
      case DataViewCells.NULL -> column.addNull();
      case DataViewCells.TRUE -> column.add(CellInference.BOOLEAN, 1, "true");
      case DataViewCells.FALSE -> column.add(CellInference.BOOLEAN, 0, "false");
      case DataViewCells.NUMBER -> {
        if (Double.isNaN(number) || Double.isInfinite(number)) {
          column.add(CellInference.TEXT, 0, text);
        } else {
          column.add(CellInference.NUMBER, number == 0 ? 0 : number, text);
        }
      }
      case DataViewCells.TEXT -> column.addText(text, inference);
      default -> column.add(CellInference.TEXT, 0, text);
    }
  }

  /**
   * The row array of a JSON text at {@code dataPath} (remote responses, whose pages are joined
   * before {@link #read(String, JsonValue, String, ImportLimits)}).
   */
  public static JsonArray rows(String text, String dataPath) throws ImportException {
    return rowArray(parse(text), dataPath);
  }

  /** The array at dataPath (the root when the path is empty). */
  static JsonArray rowArray(JsonValue root, String dataPath) throws ImportException {
    JsonValue current = root;
    String walked = "";
    if (dataPath != null && !dataPath.isEmpty()) {
      for (String segment : segments(dataPath)) {
        JsonValue next = null;
        if (current.isObject()) {
          next = current.asObject().get(segment);
        } else if (current.isArray() && isIndex(segment)
            && Integer.parseInt(segment) < current.asArray().size()) {
          next = current.asArray().get(Integer.parseInt(segment));
        }
        String path = walked.isEmpty() ? segment : walked + "." + segment;
        if (next == null) {
          throw new ImportException("dataPath '" + dataPath + "': nothing at '" + path + "' ("
              + (walked.isEmpty() ? "the document" : "'" + walked + "'") + " is "
              + describe(current) + ")");
        }
        current = next;
        walked = path;
      }
    }
    if (!current.isArray()) {
      throw new ImportException((walked.isEmpty() ? "the document" : "'" + walked + "'") + " is "
          + describe(current) + ", not an array of row objects"
          + (walked.isEmpty() && current.isObject() ? " (set dataPath to reach the rows)" : ""));
    }
    return current.asArray();
  }

  private static List<String> segments(String path) {
    List<String> out = new ArrayList<>();
    int start = 0;
    for (int i = 0; i <= path.length(); i++) {
      if (i == path.length() || path.charAt(i) == '.') {
        out.add(path.substring(start, i));
        start = i + 1;
      }
    }
    return out;
  }

  private static boolean isIndex(String segment) {
    if (segment.isEmpty() || segment.length() > 9) {
      return false;
    }
    for (int i = 0; i < segment.length(); i++) {
      if (segment.charAt(i) < '0' || segment.charAt(i) > '9') {
        return false;
      }
    }
    return true;
  }

  static String describe(JsonValue value) {
    if (value.isObject()) {
      return "an object";
    }
    if (value.isArray()) {
      return "an array";
    }
    if (value.isString()) {
      return "a string";
    }
    if (value.isNumber()) {
      return "a number";
    }
    if (value.isBoolean()) {
      return "a boolean";
    }
    return "null";
  }
}
