package hyperpbi.imports;

import com.eclipsesource.json.JsonArray;
import com.eclipsesource.json.JsonObject;
import com.eclipsesource.json.JsonValue;
import hyperpbi.data.BooleanColumn;
import hyperpbi.data.Column;
import hyperpbi.data.DataSource;
import hyperpbi.data.DataType;
import hyperpbi.data.FieldKind;
import hyperpbi.data.FieldManifest;
import hyperpbi.data.FieldMeta;
import hyperpbi.data.FieldNames;
import hyperpbi.data.NumberColumn;
import hyperpbi.data.Origin;
import hyperpbi.data.SemanticType;
import hyperpbi.data.Table;
import hyperpbi.data.TextColumnBuilder;
import hyperpbi.data.UtcCalendar;
import hyperpbi.json.JsonNumbers;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;

/**
 * Normalizes a Power BI DataView in the neutral shape of the table mapping:
 * <pre>{"metadata":{"columns":[{"displayName","queryName","roles":{"category":true},
 *   "isMeasure":bool,"type":{"text"|"numeric"|"integer"|"dateTime"|"bool":true},"format"}]},
 *  "table":{"rows":[[...], ...],"identities":[...]}}</pre>
 * Field metadata follows contract-notes §1 and §3 (see {@link PowerBiQueryName} for query names):
 * a model column ({@code Sales.Amount}) or wrapped aggregation ({@code Sum(Sales.Amount)}, even
 * when marked {@code isMeasure}) is kind column, origin powerbi-column, with a filter target; a
 * true measure (isMeasure, no wrapped column) is kind measure, origin powerbi-measure, with its
 * home table but no column and no filter target. Keys are {@code <table>_<column>} in snake_case,
 * then {@code _<aggregation>} for a wrapped aggregation whose key is taken, then {@code _2}, ...;
 * without a table, the snake_case of the query name. Aliases follow the Field Manifest rules
 * (camelCase display name, table-qualified on collision, then a number).
 *
 * <p>Values follow the declared type: {@code text} keeps strings exactly (an empty string is a
 * value, unlike uploaded data); {@code numeric}/{@code integer} take numbers or number strings;
 * {@code bool} booleans or "true"/"false"; {@code dateTime} ISO strings or epoch milliseconds and
 * always gives datetime. A value that does not fit is null with a warning; in those non-text
 * columns a blank or whitespace-only string is null without one, as in uploaded data. A column
 * without type flags is inferred like JSON rows. With {@code identities} (one per row, at least
 * one row) every field can select and {@link DataSource#identities()} maps row index → identity
 * index; an empty list over zero rows supplies none.
 */
public final class DataViewImport {
  private static final int MAX_LISTED_WARNINGS = 20;

  private DataViewImport() {}

  public static DataSource read(String id, String text, ImportLimits limits)
      throws ImportException {
    long size = Utf8.encodedLength(text);
    if (size > limits.maxBytes()) {
      throw new ImportException("the data view has " + ImportLimits.grouped(size)
          + " bytes, more than the limit of " + ImportLimits.size(limits.maxBytes()));
    }
    return read(id, JsonRowsImport.parse(text), limits);
  }

  public static DataSource read(String id, JsonValue root, ImportLimits limits)
      throws ImportException {
    if (!root.isObject()) {
      throw new ImportException("a data view must be a JSON object with metadata and table");
    }
    JsonArray columns = metadataColumns(root.asObject(), limits);
    JsonArray rows = tableRows(root.asObject());
    checkRowCount(rows.size(), columns.size(), limits);
    if (!columns.isEmpty()) {
      for (int r = 0; r < rows.size(); r++) {
        JsonValue row = rows.get(r);
        if (!row.isArray() || row.asArray().size() != columns.size()) {
          throw new ImportException("table.rows[" + r + "] "
              + (row.isArray() ? "has " + row.asArray().size() + " values" : "is not an array")
              + "; metadata.columns has " + columns.size() + " columns");
        }
      }
    }
    int[] identities = identities(root.asObject(), rows.size());
    return build(id, columns, new JsonRowColumns(rows), rows.size(), identities);
  }

  /** {@link #read(String, JsonValue, DataViewColumns, ImportLimits)} of a metadata JSON text. */
  public static DataSource read(String id, String metadataJson, DataViewColumns values,
      ImportLimits limits) throws ImportException {
    return read(id, JsonRowsImport.parse(metadataJson), values, limits);
  }

  /**
   * A DataView whose table a host hands as columns ({@link DataViewColumns}, one per
   * metadata column, in the order of {@code table.columns}) and whose metadata comes as JSON:
   * <pre>{"metadata":{"columns":[... as above ...]},"table":{"rowCount":n,"identities":true}}</pre>
   * {@code identities: true} means identity index = row (only with at least one row). The
   * source is the one the JSON shape with the same values gives, byte for byte: the same typing
   * rules read both.
   */
  public static DataSource read(String id, JsonValue metadata, DataViewColumns values,
      ImportLimits limits) throws ImportException {
    if (metadata == null || !metadata.isObject()) {
      throw new ImportException("a data view must be a JSON object with metadata and table");
    }
    JsonArray columns = metadataColumns(metadata.asObject(), limits);
    JsonValue table = metadata.asObject().get("table");
    JsonValue count = table != null && table.isObject() ? table.asObject().get("rowCount") : null;
    double rowCount = count != null && count.isNumber() ? JsonNumbers.value(count) : -1;
    if (!(rowCount >= 0 && rowCount <= Integer.MAX_VALUE && rowCount == Math.floor(rowCount))) {
      throw new ImportException("table.rowCount must be the number of rows (an integer of 0 or more)");
    }
    int rows = (int) rowCount;
    checkRowCount(rows, columns.size(), limits);
    if (values == null || values.columnCount() != columns.size()) {
      throw new ImportException("the data view has " + (values == null ? 0 : values.columnCount())
          + " value columns; metadata.columns has " + columns.size() + " columns");
    }
    String problem = values.problem(rows);
    if (problem != null) {
      throw new ImportException(problem);
    }
    JsonValue flag = table.asObject().get("identities");
    boolean identified = flag != null && flag.isBoolean() && flag.asBoolean() && rows > 0;
    return build(id, columns, values, rows, identified ? rowIdentities(rows) : null);
  }

  private static JsonArray metadataColumns(JsonObject root, ImportLimits limits)
      throws ImportException {
    JsonArray columns = array(root, "metadata", "columns");
    if (columns == null) {
      throw new ImportException("metadata.columns is missing or not an array");
    }
    if (columns.size() > limits.maxColumns()) {
      throw new ImportException("metadata.columns: more than "
          + ImportLimits.grouped(limits.maxColumns()) + " columns (column limit)");
    }
    return columns;
  }

  private static void checkRowCount(int rows, int columns, ImportLimits limits)
      throws ImportException {
    if (rows > limits.maxRowsFor(columns)) {
      throw new ImportException("table.rows: more than "
          + ImportLimits.grouped(limits.maxRowsFor(columns)) + " rows ("
          + (limits.maxRowsFor(columns) < limits.maxRows() ? "cell" : "row") + " limit)");
    }
  }

  /** The source of checked metadata columns and their cells: both shapes end here. */
  private static DataSource build(String id, JsonArray columns, DataViewColumns values,
      int rowCount, int[] identities) throws ImportException {
    List<String> warnings = new ArrayList<>();
    List<ColumnSpec> specs = new ArrayList<>();
    for (int c = 0; c < columns.size(); c++) {
      specs.add(ColumnSpec.of(columns.get(c), c, warnings));
    }
    int[] warningCount = {0};
    List<Column> built = new ArrayList<>();
    List<DataType> types = new ArrayList<>();
    for (int c = 0; c < specs.size(); c++) {
      ValueSink sink = new ValueSink(specs.get(c), rowCount, warnings, warningCount);
      sink.addAll(values.column(c), rowCount);
      built.add(sink.build());
      types.add(sink.dataType());
    }
    if (warningCount[0] > MAX_LISTED_WARNINGS) {
      warnings.add("... and " + (warningCount[0] - MAX_LISTED_WARNINGS)
          + " more values that do not match their column type were imported as null");
    }
    List<FieldMeta> fields = fields(specs, types, identities != null);
    Table table = new Table(fields, built, rowCount);
    return DataSource.withDerivedKeys(id, table, identities, warnings);
  }

  /**
   * {@code table.rows}. A data view without a table holds no rows only when it has no mapping at
   * all; one that carries another mapping (categorical, matrix, ...) has rows HyperPBI would not
   * read, so it fails rather than loading empty.
   */
  private static JsonArray tableRows(JsonObject root) throws ImportException {
    JsonValue table = root.get("table");
    if (table == null || table.isNull()) {
      for (String other : new String[] {"categorical", "matrix", "single", "tree"}) {
        if (root.get(other) != null) {
          throw new ImportException("the data view has a " + other + " mapping but no table: "
              + "HyperPBI reads the table mapping (table.rows)");
        }
      }
      return new JsonArray();
    }
    JsonValue rows = table.isObject() ? table.asObject().get("rows") : null;
    if (rows == null || !rows.isArray()) {
      throw new ImportException("table.rows must be an array of rows");
    }
    return rows.asArray();
  }

  private static int[] identities(JsonObject root, int rowCount) throws ImportException {
    JsonValue table = root.get("table");
    JsonValue list = table != null && table.isObject() ? table.asObject().get("identities") : null;
    if (list == null || list.isNull()) {
      return null;
    }
    if (!list.isArray() || list.asArray().size() != rowCount) {
      throw new ImportException("table.identities must be an array with one identity per row ("
          + rowCount + " rows)");
    }
    if (rowCount == 0) {
      // No rows supply no identity, so nothing can select (canSelect false), as the Power BI
      // adapter sends no identities for an empty DataView (pbiviz-bridge dataViewJson).
      return null;
    }
    return rowIdentities(rowCount);
  }

  /** Identity index = row. */
  private static int[] rowIdentities(int rowCount) {
    int[] identities = new int[rowCount];
    for (int r = 0; r < rowCount; r++) {
      identities[r] = r;
    }
    return identities;
  }

  private static List<FieldMeta> fields(List<ColumnSpec> specs, List<DataType> types,
      boolean selectable) {
    Set<String> taken = new HashSet<>();
    List<String> keys = new ArrayList<>();
    List<FieldManifest.Name> names = new ArrayList<>();
    for (int c = 0; c < specs.size(); c++) {
      ColumnSpec spec = specs.get(c);
      PowerBiQueryName q = spec.query;
      String base = "";
      if (q.table() != null && q.column() != null) {
        String table = FieldNames.snakeCase(q.table());
        String column = FieldNames.snakeCase(q.column());
        base = table.isEmpty() || column.isEmpty() ? "" : table + "_" + column;
      }
      if (base.isEmpty()) {
        base = FieldNames.snakeCase(spec.queryName);
      }
      if (base.isEmpty()) {
        base = FieldNames.snakeCase(spec.displayName);
      }
      if (base.isEmpty()) {
        base = "column_" + (c + 1);
      }
      if (taken.contains(base) && q.isWrapped()) {
        String aggregation = q.aggregation();
        base = base + "_" + FieldNames.snakeCase(aggregation != null ? aggregation : q.function());
      }
      String key = FieldNames.uniqueKey(base, taken);
      keys.add(key);
      names.add(new FieldManifest.Name(key, spec.displayName, q.table()));
    }
    List<String> aliases = FieldManifest.assignAliases(names);
    List<FieldMeta> fields = new ArrayList<>();
    for (int c = 0; c < specs.size(); c++) {
      fields.add(specs.get(c).meta(keys.get(c), aliases.get(c), types.get(c), selectable));
    }
    return fields;
  }

  private static JsonArray array(JsonObject root, String object, String member) {
    JsonValue o = root.get(object);
    if (o == null || !o.isObject()) {
      return null;
    }
    JsonValue a = o.asObject().get(member);
    return a != null && a.isArray() ? a.asArray() : null;
  }

  /** One metadata column. */
  private record ColumnSpec(String displayName, String queryName, PowerBiQueryName query,
      boolean isMeasure, DataType declared, String format, List<String> roles) {

    /**
     * One column's metadata. A member of the wrong JSON type (roles as an array, isMeasure as
     * text, ...) is ignored with a warning naming it, never silently: the column would otherwise
     * lose its roles or measure flag without a word.
     */
    static ColumnSpec of(JsonValue value, int index, List<String> warnings)
        throws ImportException {
      if (!value.isObject()) {
        throw new ImportException("metadata.columns[" + index + "] is not an object");
      }
      JsonObject o = value.asObject();
      MemberCheck check = new MemberCheck(o, "metadata.columns[" + index + "].", warnings);
      String display = check.string("displayName");
      String query = check.string("queryName");
      if (display == null) {
        display = query != null ? query : "column_" + (index + 1);
      }
      if (query == null) {
        query = display;
      }
      JsonValue measure = check.member("isMeasure", JsonValue::isBoolean, "true or false");
      boolean isMeasure = measure != null && measure.asBoolean();
      List<String> roles = new ArrayList<>();
      JsonValue r = check.member("roles", JsonValue::isObject, "an object of role flags");
      if (r != null) {
        for (JsonObject.Member m : r.asObject()) {
          if (!m.getValue().isBoolean()) {
            check.ignored("roles." + m.getName(), m.getValue(), "true or false");
          } else if (m.getValue().asBoolean()) {
            roles.add(m.getName());
          }
        }
      }
      return new ColumnSpec(display, query, PowerBiQueryName.parse(query), isMeasure,
          declaredType(check.member("type", JsonValue::isObject, "an object of type flags")),
          check.string("format"), roles);
    }

    /** bool, dateTime, numeric/integer, text in that order; null when no flag is set. */
    private static DataType declaredType(JsonValue type) {
      if (type == null || !type.isObject()) {
        return null;
      }
      JsonObject t = type.asObject();
      if (flag(t, "bool")) {
        return DataType.BOOLEAN;
      }
      if (flag(t, "dateTime")) {
        return DataType.DATETIME;
      }
      if (flag(t, "numeric") || flag(t, "integer")) {
        return DataType.NUMBER;
      }
      if (flag(t, "text")) {
        return DataType.TEXT;
      }
      return null;
    }

    private static boolean flag(JsonObject o, String name) {
      JsonValue v = o.get(name);
      return v != null && v.isBoolean() && v.asBoolean();
    }

    boolean isTrueMeasure() {
      return isMeasure && !query.isWrapped();
    }

    FieldMeta meta(String key, String alias, DataType dataType, boolean selectable) {
      boolean trueMeasure = isTrueMeasure();
      String table = query.table();
      String column = trueMeasure ? null : query.column();
      boolean canFilter = !trueMeasure && table != null && column != null;
      String qualified = table != null && query.column() != null
          ? table + "." + query.column() : queryName;
      return new FieldMeta(key, alias, displayName, queryName, qualified, table, column,
          semanticType(dataType, trueMeasure), trueMeasure ? FieldKind.MEASURE : FieldKind.COLUMN,
          dataType, format, roles, query.aggregation(), query.isWrapped(),
          trueMeasure ? Origin.POWERBI_MEASURE : Origin.POWERBI_COLUMN, selectable, canFilter);
    }

    /** A role named latitude, longitude or geometry decides; else measures; else the type. */
    private SemanticType semanticType(DataType dataType, boolean trueMeasure) {
      for (String role : roles) {
        switch (Ascii.lower(role)) {
          case "latitude":
            return SemanticType.LATITUDE;
          case "longitude":
            return SemanticType.LONGITUDE;
          case "geometry":
            return SemanticType.GEOMETRY;
          default:
            break;
        }
      }
      return trueMeasure ? SemanticType.MEASURE : SemanticType.forDataType(dataType);
    }
  }

  /**
   * Reads the members of one metadata column: absent or null is absent; a value of another JSON
   * type is absent too, with a warning such as {@code metadata.columns[2].roles: ["category"] is
   * not an object of role flags; ignored}.
   */
  private record MemberCheck(JsonObject column, String prefix, List<String> warnings) {
    JsonValue member(String name, Predicate<JsonValue> fits,
        String expected) {
      JsonValue v = column.get(name);
      if (v == null || v.isNull()) {
        return null;
      }
      if (!fits.test(v)) {
        ignored(name, v, expected);
        return null;
      }
      return v;
    }

    String string(String name) {
      JsonValue v = member(name, JsonValue::isString, "a string");
      return v == null ? null : v.asString();
    }

    void ignored(String name, JsonValue value, String expected) {
      String shown = value.toString();
      if (shown.length() > 40) {
        shown = shown.substring(0, 40) + "...";
      }
      warnings.add(prefix + name + ": " + shown + " is not " + expected + "; ignored");
    }
  }

  /** Collects one column's values in its declared type, or infers it like JSON rows. */
  private static final class ValueSink {
    private final ColumnSpec spec;
    private final List<String> warnings;
    private final int[] warningCount;
    private final InferredColumn inferred;
    private final CellInference inference = new CellInference();
    private double[] numbers;
    private byte[] booleans;
    private TextColumnBuilder text;
    private final int rows;

    ValueSink(ColumnSpec spec, int rows, List<String> warnings, int[] warningCount) {
      this.spec = spec;
      this.rows = rows;
      this.warnings = warnings;
      this.warningCount = warningCount;
      DataType declared = spec.declared();
      inferred = declared == null ? new InferredColumn(rows) : null;
      if (declared == DataType.TEXT) {
        text = new TextColumnBuilder(rows);
      } else if (declared == DataType.BOOLEAN) {
        booleans = new byte[rows];
      } else if (declared != null) {
        numbers = new double[rows];
      }
    }

    /**
     * The column's cells, by its declared type (one loop per type: a million rows per column).
     * A DATE cell is its wall-clock text everywhere but in a dateTime column, as the JSON shape
     * carries it.
     */
    void addAll(DataViewCells cells, int rows) {
      if (inferred != null) {
        for (int r = 0; r < rows; r++) {
          addInferred(cells, r, cells.kind(r));
        }
        return;
      }
      switch (spec.declared()) {
        case TEXT -> addTexts(cells, rows);
        case BOOLEAN -> {
          for (int r = 0; r < rows; r++) {
            booleans[r] = bool(cells, r, cells.kind(r));
          }
        }
        case DATETIME -> {
          for (int r = 0; r < rows; r++) {
            numbers[r] = dateTime(cells, r, cells.kind(r));
          }
        }
        default -> {
          for (int r = 0; r < rows; r++) {
            numbers[r] = number(cells, r, cells.kind(r));
          }
        }
      }
    }

    /**
     * A text column: strings exactly, other values as their JSON text. A TEXT cell whose host
     * index is known costs one dictionary lookup per distinct text ({@link
     * DataViewCells#textIndex}); the codes still follow first appearance.
     */
    private void addTexts(DataViewCells cells, int rows) {
      int[] codeOf = new int[0]; // host index -> dictionary code + 1
      for (int r = 0; r < rows; r++) {
        int kind = cells.kind(r);
        int at = kind == DataViewCells.TEXT ? cells.textIndex(r) : -1;
        if (at < 0) {
          text.set(r, switch (kind) {
            case DataViewCells.NULL -> null;
            case DataViewCells.TRUE -> "true";
            case DataViewCells.FALSE -> "false";
            case DataViewCells.DATE -> DataViewCells.dateText(cells.number(r));
            default -> cells.text(r);
          });
          continue;
        }
        if (at >= codeOf.length) {
          codeOf = java.util.Arrays.copyOf(codeOf, Math.max(at + 1, codeOf.length * 2));
        }
        int code = codeOf[at];
        if (code == 0) {
          code = text.code(cells.text(r)) + 1;
          codeOf[at] = code;
        }
        text.setCode(r, code - 1);
      }
    }

    /** A column without type flags: inferred as JSON rows infer ({@link JsonRowsImport#addCell}). */
    private void addInferred(DataViewCells cells, int row, int kind) {
      if (kind == DataViewCells.DATE) {
        JsonRowsImport.addCell(inferred, DataViewCells.TEXT, 0,
            DataViewCells.dateText(cells.number(row)), inference);
      } else {
        JsonRowsImport.addCell(inferred, kind,
            kind == DataViewCells.NUMBER ? cells.number(row) : 0,
            kind == DataViewCells.NUMBER || kind == DataViewCells.TEXT
                || kind == DataViewCells.OTHER ? cells.text(row) : null, inference);
      }
    }

    /** The text of a TEXT or DATE cell, else null. */
    private static String string(DataViewCells cells, int row, int kind) {
      return kind == DataViewCells.TEXT ? cells.text(row)
          : kind == DataViewCells.DATE ? DataViewCells.dateText(cells.number(row)) : null;
    }

    private byte bool(DataViewCells cells, int row, int kind) {
      if (kind == DataViewCells.TRUE || kind == DataViewCells.FALSE) {
        return kind == DataViewCells.TRUE ? BooleanColumn.TRUE : BooleanColumn.FALSE;
      }
      String s = string(cells, row, kind);
      if (s != null && inference.classify(s) == CellInference.BOOLEAN) {
        return inference.value == 1 ? BooleanColumn.TRUE : BooleanColumn.FALSE;
      }
      mismatch(cells, row, kind, "a boolean");
      return BooleanColumn.NULL;
    }

    private double number(DataViewCells cells, int row, int kind) {
      if (kind == DataViewCells.NUMBER) {
        double v = cells.number(row);
        if (!Double.isNaN(v) && !Double.isInfinite(v)) {
          return v == 0 ? 0 : v;
        }
      } else {
        String s = string(cells, row, kind);
        if (s != null && inference.classify(s) == CellInference.NUMBER) {
          return inference.value;
        }
      }
      mismatch(cells, row, kind, "a number");
      return NumberColumn.NULL;
    }

    private double dateTime(DataViewCells cells, int row, int kind) {
      if (kind == DataViewCells.NUMBER) {
        // Epoch milliseconds beyond the ECMAScript date range are no instant (1e300 was written
        // as "-5877641-06-22T596:31:23.647Z").
        double v = cells.number(row);
        if (UtcCalendar.inRange(v)) {
          return v == 0 ? 0 : v;
        }
      } else if (kind == DataViewCells.DATE) {
        // Years 1 to 9999 read from a Date: the instant its ISO text would parse to.
        return cells.number(row);
      } else if (kind == DataViewCells.TEXT) {
        double v = IsoDateTime.parseDateOrDateTime(cells.text(row).trim());
        if (!Double.isNaN(v)) {
          return v;
        }
      }
      mismatch(cells, row, kind, kind == DataViewCells.NUMBER
          ? "epoch milliseconds within the date range (\u00b18.64e15)"
          : "an ISO date-time or epoch milliseconds");
      return NumberColumn.NULL;
    }

    /**
     * Warns about a value imported as null, except null itself and a blank or whitespace-only
     * string: those are null silently, as blank cells of uploaded data are (contract-notes §2).
     */
    private void mismatch(DataViewCells cells, int row, int kind, String expected) {
      if (kind == DataViewCells.NULL
          || (kind == DataViewCells.TEXT && CellInference.isBlank(cells.text(row)))) {
        return;
      }
      if (++warningCount[0] <= MAX_LISTED_WARNINGS) {
        String shown = DataViewCells.json(cells, row);
        if (shown.length() > 40) {
          shown = shown.substring(0, 40) + "...";
        }
        warnings.add("table.rows[" + row + "], column '" + spec.displayName() + "': " + shown
            + " is not " + expected + "; imported as null");
      }
    }

    DataType dataType() {
      return inferred != null ? inferred.dataType() : spec.declared();
    }

    Column build() {
      if (inferred != null) {
        return inferred.build();
      }
      if (text != null) {
        return text.build(rows);
      }
      return booleans != null ? new BooleanColumn(booleans) : new NumberColumn(numbers);
    }
  }
}
