package hyperpbi.expression;

import hyperpbi.data.DataType;

/**
 * One compiled node: a per-row closure specialised by value kind, so numeric paths stay on
 * primitive doubles (NaN = null) and Booleans on bytes (1 true, 0 false, -1 null). Text may also
 * be {@link Coded}: its value depends only on a dictionary code, which lets predicates and text
 * functions run once per distinct value instead of once per row.
 */
final class Ev {
  interface Num {
    double at(int row);
  }

  interface Bool {
    byte at(int row);
  }

  interface Text {
    String at(int row);
  }

  /** Text as codes below {@link #codeSpace()}; -1 is null. Equal codes mean equal text. */
  interface Coded {
    int code(int row);

    String decode(int code);

    int codeSpace();

    /** The dictionary after evaluation (codes index it); may hold unused entries. */
    String[] dictionary();
  }

  /**
   * Bulk evaluation of a numeric node: writes the value of each selected row {@code r} (rows[i]
   * for i &lt; n, or 0..n-1 when rows is null) into {@code out[r]}. Hot arithmetic over columns
   * runs as one loop per operator instead of a chain of per-row closure calls, which matters most
   * in the JavaScript build where each call goes through a virtual-method wrapper.
   */
  interface Vec {
    void fill(double[] out, int[] rows, int n);
  }

  /**
   * A branch node ({@code if case coalesce}) of statically unknown type whose branches differ in
   * kind: which typed branch supplies each row's value, so the node's own column can be refined
   * from the values it produces ({@link Materializer}).
   */
  interface Mixed {
    /** The branch (never itself mixed) whose value this row takes, or null for a null value. */
    Ev source(int row);
  }

  static final byte TRUE = 1;
  static final byte FALSE = 0;
  static final byte NULL = -1;

  /** NUMBER, DATE, DATETIME, TEXT or BOOLEAN; UNKNOWN only for the untyped null constant. */
  final DataType type;
  final Num num;
  final Bool bool;
  final Text text;
  final Coded coded;
  final boolean constant;
  /** The constant value (Double, String, Boolean or null) when {@link #constant}. */
  final Object value;
  /** The column's values when this node is a plain read of a number column, else null. */
  final double[] column;
  /** Bulk evaluation when available (see {@link Vec}), else null. */
  final Vec vec;
  /**
   * When this node is {@code x op y} over two number columns (op + - *): the operands, so an
   * enclosing division computes both in one loop instead of through a temporary column.
   */
  final ColumnPair pair;
  /** Set on a mixed branch node (see {@link Mixed}), whose other views are its text forms. */
  final Mixed mixed;

  /** {@code op} applied to {@code x[r]} and {@code y[r]}, with {@link ArithmeticOps}' rules. */
  record ColumnPair(Operator op, double[] x, double[] y) {}

  private Ev(DataType type, Num num, Bool bool, Text text, Coded coded, boolean constant,
      Object value) {
    this(type, num, bool, text, coded, constant, value, null, null);
  }

  private Ev(DataType type, Num num, Bool bool, Text text, Coded coded, boolean constant,
      Object value, double[] column, Vec vec) {
    this(type, num, bool, text, coded, constant, value, column, vec, null);
  }

  private Ev(DataType type, Num num, Bool bool, Text text, Coded coded, boolean constant,
      Object value, double[] column, Vec vec, ColumnPair pair) {
    this(type, num, bool, text, coded, constant, value, column, vec, pair, null);
  }

  private Ev(DataType type, Num num, Bool bool, Text text, Coded coded, boolean constant,
      Object value, double[] column, Vec vec, ColumnPair pair, Mixed mixed) {
    this.mixed = mixed;
    this.pair = pair;
    this.column = column;
    this.vec = vec;
    this.type = type;
    this.num = num;
    this.bool = bool;
    this.text = text;
    this.coded = coded;
    this.constant = constant;
    this.value = value;
  }

  /** A plain read of a number column. */
  static Ev numberColumn(DataType type, double[] values) {
    return new Ev(type, row -> values[row], null, null, null, false, null, values, null);
  }

  /** A computed number with a bulk form. */
  static Ev number(DataType type, Num num, Vec vec) {
    return new Ev(type, num, null, null, null, false, null, null, vec);
  }

  /** A computed number with a bulk form that is {@code pair}. */
  static Ev number(DataType type, Num num, Vec vec, ColumnPair pair) {
    return new Ev(type, num, null, null, null, false, null, null, vec, pair);
  }

  /** The same numeric values under another type (not a constant any more, as before). */
  Ev retyped(DataType newType) {
    return new Ev(newType, num, null, null, null, false, null, column, vec, pair);
  }

  /** True when the bulk path can produce this node's values (column, bulk form or constant). */
  boolean isBulk() {
    return num != null && (column != null || vec != null || constant);
  }

  /** A mixed branch node: its text forms, plus which branch supplies each row. */
  static Ev mixed(Text textForms, Mixed mixed) {
    return new Ev(DataType.TEXT, null, null, textForms, null, false, null, null, null, null,
        mixed);
  }

  static Ev number(DataType type, Num num) {
    return new Ev(type, num, null, null, null, false, null);
  }

  static Ev bool(Bool bool) {
    return new Ev(DataType.BOOLEAN, null, bool, null, null, false, null);
  }

  static Ev text(Text text) {
    return new Ev(DataType.TEXT, null, null, text, null, false, null);
  }

  static Ev coded(Coded coded) {
    return new Ev(DataType.TEXT, null, null, row -> {
      int c = coded.code(row);
      return c < 0 ? null : coded.decode(c);
    }, coded, false, null);
  }

  static Ev constNumber(DataType type, double v) {
    return new Ev(type, row -> v, null, null, null, true, v != v ? null : v);
  }

  static Ev constText(String s) {
    return new Ev(DataType.TEXT, null, null, row -> s, null, true, s);
  }

  static Ev constBool(byte b) {
    return new Ev(DataType.BOOLEAN, null, row -> b, null, null, true,
        b < 0 ? null : Boolean.valueOf(b == TRUE));
  }

  /** The untyped null constant ({@code {"value": null}}): reads as null in every kind. */
  static Ev nullConstant() {
    return new Ev(DataType.UNKNOWN, row -> Double.NaN, row -> NULL, row -> null, null, true, null);
  }

  boolean isNullConstant() {
    return constant && value == null;
  }

  boolean isNumeric() {
    return num != null && type != DataType.UNKNOWN;
  }

  boolean isText() {
    return type == DataType.TEXT;
  }

  boolean isBoolean() {
    return type == DataType.BOOLEAN;
  }

  /** True when the value of this row is null, whatever the kind. */
  boolean isNullAt(int row) {
    if (num != null) {
      double v = num.at(row);
      return v != v;
    }
    if (bool != null) {
      return bool.at(row) < 0;
    }
    return text.at(row) == null;
  }

  static byte of(boolean b) {
    return b ? TRUE : FALSE;
  }
}
