package hyperpbi.dataset;

import static hyperpbi.expression.ColumnArithmetic.ADD;
import static hyperpbi.expression.ColumnArithmetic.SUBTRACT;

import hyperpbi.data.BooleanColumn;
import hyperpbi.data.Column;
import hyperpbi.data.NumberColumn;
import hyperpbi.data.TextColumn;
import hyperpbi.dataset.FilterStage.CodeTest;
import hyperpbi.expression.ColumnArithmetic;
import java.util.ArrayList;
import java.util.List;

/**
 * The stages up to and including {@code groupBy}/{@code metrics} (filter, derive, rename, select,
 * group) as one loop over the input rows when they have the common dashboard shape: at most two
 * text filter clauses, derived numbers of the form {@code field op field}, at most one text group
 * key, and at most four sums or averages besides counts. Each row is tested, grouped and added
 * in place; no selection, derived column or group array of the input's length is built (the
 * stages one by one make a pass and an array each, several times the work of one loop).
 * Everything else runs the stages one by one, and so does lineage, rebuilt on first use: the
 * results are the same either way (same groups in the same order, the same sums added in the
 * same order). The loop takes a narrower, faster form for the commonest of these shapes
 * ({@link #commonLoop}).
 */
final class FusedGroupStage implements Stage {
  private static final int MAX_TESTS = 2;
  private static final int MAX_SUMS = 4;
  /** Per group: its row count, then each sum and its count of null values. */
  private static final int STRIDE = 1 + 2 * MAX_SUMS;
  private static final int CHUNK = 4096;
  private static final int[] NONE = new int[0];
  private static final byte[] NO_PASS = new byte[0];
  /** What {@link OneLoop#onlyFailingCode} answers: no code fails (no code is below -1). */
  private static final int NONE_FAILS = Integer.MIN_VALUE;
  /** What {@link OneLoop#onlyFailingCode} answers: the common loop does not apply. */
  private static final int SEVERAL = Integer.MIN_VALUE + 1;
  private final List<Stage> stages;
  private final FilterStage filter;
  private final DeriveStage derive;
  private final GroupStage group;

  private FusedGroupStage(List<Stage> stages) {
    this.stages = List.copyOf(stages);
    FilterStage f = null;
    DeriveStage d = null;
    for (Stage stage : stages) {
      if (stage instanceof FilterStage s) {
        f = s;
      } else if (stage instanceof DeriveStage s) {
        d = s;
      }
    }
    this.filter = f;
    this.derive = d;
    this.group = (GroupStage) stages.get(stages.size() - 1);
  }

  /**
   * The resolved stages with a leading run of filter, derive, rename and select that ends in a
   * group stage replaced by one fused stage.
   */
  static List<Stage> fuse(List<Stage> stages) {
    for (int i = 0; i < stages.size(); i++) {
      Stage stage = stages.get(i);
      if (stage instanceof GroupStage) {
        List<Stage> out = new ArrayList<>();
        out.add(new FusedGroupStage(stages.subList(0, i + 1)));
        out.addAll(stages.subList(i + 1, stages.size()));
        return out;
      }
      if (!(stage instanceof FilterStage || stage instanceof DeriveStage
          || stage instanceof RenameStage || stage instanceof SelectStage)) {
        return stages;
      }
    }
    return stages;
  }

  @Override
  public String name() {
    return "groupBy";
  }

  @Override
  public DatasetSchema schema(DatasetSchema in, StageContext context) {
    throw new IllegalStateException("stages are fused after their schemas are resolved");
  }

  @Override
  public Frame apply(Frame in, RunContext context) {
    OneLoop loop = bind(in, context);
    if (loop == null) {
      return oneByOne(in, context);
    }
    RunContext quiet = RunContext.collecting(context.expressions(), new ArrayList<>());
    LazyLineage lineage = LazyLineage.of(() -> oneByOne(in, quiet).lineage().get());
    Frame fused = loop.run(in, lineage);
    if (fused == null) {
      return oneByOne(in, context);
    }
    // The stages before the group keep or drop rows only by the filter: every row it kept was
    // counted into one group, so the groups' counts add up to the rows each of them gave.
    for (Stage stage : stages) {
      context.recordRows(stage, stage == group ? fused.count() : loop.passedRows());
    }
    return fused;
  }

  Frame oneByOne(Frame in, RunContext context) {
    return Stages.run(stages, in, context);
  }

  /** The fused loop for these rows, or null when they do not fit it. */
  OneLoop bind(Frame in, RunContext context) {
    CodeTest[] tests = filter == null ? new CodeTest[0] : filter.codeTests(in, context);
    if (tests == null || tests.length > MAX_TESTS) {
      return null;
    }
    // Derived fields flow through rename and select as placeholder columns, so the group's keys
    // and metric inputs resolve by the stages' own projections.
    int derived = derive == null ? 0 : derive.size();
    NumberColumn[] placeholders = new NumberColumn[derived];
    Frame frame = in;
    for (Stage stage : stages) {
      if (stage == derive) {
        for (int i = 0; i < derived; i++) {
          if (arithmetic(i, in, frame) == null) {
            return null;
          }
          placeholders[i] = new NumberColumn(new double[0]);
          frame = derive.put(frame, i, placeholders[i]);
        }
      } else if (stage instanceof RenameStage || stage instanceof SelectStage) {
        frame = stage.apply(frame, context);
      }
    }
    TextColumn key = null;
    if (group.groupKeys().size() > 1) {
      return null;
    }
    if (group.groupKeys().size() == 1) {
      if (!(frame.column(group.groupKeys().get(0)) instanceof TextColumn text)) {
        return null;
      }
      key = text;
    }
    List<Sum> sums = new ArrayList<>();
    for (int m = 0; m < group.metrics().size(); m++) {
      MetricOp op = group.metrics().get(m).op();
      if (op == MetricOp.COUNT) {
        continue;
      }
      if (op != MetricOp.SUM && op != MetricOp.AVG) {
        return null;
      }
      Sum sum = sum(frame.column(group.metricInput(m)), placeholders, in);
      if (sum == null) {
        return null;
      }
      sums.add(sum);
    }
    return sums.size() > MAX_SUMS ? null : new OneLoop(tests, key, sums);
  }

  /**
   * Derive entry i as {@code field op field} over two number columns of the input (not fields an
   * earlier entry derived or replaced), or null.
   */
  private ColumnArithmetic arithmetic(int i, Frame in, Frame current) {
    ColumnArithmetic shape = derive.expression(i) == null ? null
        : derive.expression(i).columnArithmetic();
    if (shape == null) {
      return null;
    }
    for (String key : List.of(shape.left(), shape.right())) {
      Column column = current.column(key);
      if (!(column instanceof NumberColumn) || column != in.column(key)) {
        return null;
      }
    }
    return shape;
  }

  /** What a sum or average adds per row: a number column, or a derived {@code field op field}. */
  private Sum sum(Column input, NumberColumn[] placeholders, Frame in) {
    for (int i = 0; i < placeholders.length; i++) {
      if (placeholders[i] == input) {
        ColumnArithmetic shape = derive.expression(i).columnArithmetic();
        NumberColumn a = (NumberColumn) in.column(shape.left());
        NumberColumn b = (NumberColumn) in.column(shape.right());
        return new Sum(shape.op(), a.values(), b.values(), a.allFinite() && b.allFinite());
      }
    }
    return input instanceof NumberColumn n ? new Sum(-1, n.values(), n.values(), n.allFinite())
        : null;
  }

  /**
   * Per row: {@code a[r]} when {@code op} is -1, else {@code apply(op, a[r], b[r])}; finite when
   * no input value is null or infinite (then no value added is null).
   */
  record Sum(int op, double[] a, double[] b, boolean finite) {}

  /** The bound loop and its per-group accumulators. */
  final class OneLoop {
    private final CodeTest[] tests;
    private final TextColumn key;
    private final List<Sum> sums;
    private int passed;

    OneLoop(CodeTest[] tests, TextColumn key, List<Sum> sums) {
      this.tests = tests;
      this.key = key;
      this.sums = sums;
    }

    Frame run(Frame in, LazyLineage lineage) {
      TextGroups groups = key == null ? TextGroups.single() : new TextGroups(key);
      if (!groups.oneValuePerCode()) {
        return null;
      }
      Sum[] s = new Sum[MAX_SUMS];
      for (int k = 0; k < MAX_SUMS; k++) {
        // Unused slots read a one-row column and are skipped by the loop's count test.
        s[k] = k < sums.size() ? sums.get(k) : new Sum(-1, new double[1], new double[1], true);
      }
      double[] totals = new double[groups.capacity() * STRIDE];
      int failing = onlyFailingCode();
      if (common(in, failing)) {
        runCommon(in.count(), failing, groups, s, totals);
      } else {
        CodeTest t0 = tests.length > 0 ? tests[0] : null;
        CodeTest t1 = tests.length > 1 ? tests[1] : null;
        loop(in.selection(), in.count(), t0, t1, key == null ? null : key.codes(), groups,
            sums.size(), s[0], s[1], s[2], s[3], totals);
      }
      int[] at = accumulatorsOfGroups(groups);
      passed = 0;
      for (int start : at) {
        passed += (int) totals[start];
      }
      return finite(totals, at) ? frame(groups, totals, at, lineage) : null;
    }

    /** The rows the filter kept in the last {@link #run}: the sum of the groups' counts. */
    int passedRows() {
      return passed;
    }

    /** Whether {@link #commonLoop} fits these rows. */
    boolean common(Frame in) {
      return common(in, onlyFailingCode());
    }

    private boolean common(Frame in, int failing) {
      return in.selection() == null && key != null && failing != SEVERAL && finiteSums();
    }

    /**
     * The one code (-1: null) the filter fails, {@link #NONE_FAILS} when it fails none (or there
     * is no clause), or {@link #SEVERAL}: two clauses, or a clause that fails several codes.
     */
    private int onlyFailingCode() {
      if (tests.length == 0) {
        return NONE_FAILS;
      }
      if (tests.length > 1) {
        return SEVERAL;
      }
      byte[] pass = tests[0].pass();
      int failing = NONE_FAILS;
      for (int i = 0; i < pass.length; i++) {
        if (pass[i] != BooleanColumn.TRUE) {
          if (failing != NONE_FAILS) {
            return SEVERAL;
          }
          failing = i - 1;
        }
      }
      return failing;
    }

    private boolean finiteSums() {
      for (Sum sum : sums) {
        if (!sum.finite()) {
          return false;
        }
      }
      return true;
    }

    /** {@link #commonLoop}, its groups numbered and its sums laid out as the general loop's. */
    private void runCommon(int count, int failing, TextGroups groups, Sum[] s, double[] totals) {
      int[] tested = tests.length == 0 ? key.codes() : tests[0].codes();
      int[] counts = new int[groups.capacity()];
      int[] met = new int[groups.capacity()];
      int[] firsts = new int[groups.capacity()];
      double[] added = new double[groups.capacity() * MAX_SUMS];
      int n = commonLoop(count, tested, failing, key.codes(), sums.size(), s[0], s[1], s[2],
          s[3], counts, met, firsts, added);
      for (int i = 0; i < n; i++) {
        groups.add(met[i], firsts[i]);
      }
      spread(groups, counts, added, totals);
    }

    /** The common loop's counts and sums (by code + 1) laid out as the general loop's totals. */
    private void spread(TextGroups groups, int[] counts, double[] added, double[] totals) {
      int[] groupOfCode = groups.groupOfCode();
      for (int slot = 0; slot < groupOfCode.length; slot++) {
        if (groupOfCode[slot] >= 0) {
          totals[slot * STRIDE] = counts[slot];
          for (int k = 0; k < sums.size(); k++) {
            totals[slot * STRIDE + 1 + 2 * k] = added[slot * MAX_SUMS + k];
          }
        }
      }
    }

    /** Where each group's accumulators start: the loop adds by code (its code + 1). */
    private static int[] accumulatorsOfGroups(TextGroups groups) {
      int[] at = new int[groups.count()];
      int[] groupOfCode = groups.groupOfCode();
      for (int slot = 0; slot < groupOfCode.length; slot++) {
        if (groupOfCode[slot] >= 0) {
          at[groupOfCode[slot]] = slot * STRIDE;
        }
      }
      return at;
    }

    /**
     * Whether every sum stayed finite. The loop adds a derived value without first turning an
     * overflow to an infinity into null, as the rules do; an infinity (or an infinite input)
     * leaves its sum infinite or NaN, never finite, and then the stages run one by one.
     */
    private boolean finite(double[] totals, int[] at) {
      for (int start : at) {
        for (int k = 0; k < sums.size(); k++) {
          double sum = totals[start + 1 + 2 * k];
          if (sum - sum != 0) {
            return false;
          }
        }
      }
      return true;
    }

    private Frame frame(TextGroups groups, double[] totals, int[] starts, LazyLineage lineage) {
      int n = groups.count();
      List<Column> columns = new ArrayList<>();
      if (key != null) {
        columns.add(key.gather(groups.firsts(), n));
      }
      int k = 0;
      for (int m = 0; m < group.metrics().size(); m++) {
        MetricOp op = group.metrics().get(m).op();
        double[] out = new double[n];
        for (int g = 0; g < n; g++) {
          int at = starts[g];
          if (op == MetricOp.COUNT) {
            out[g] = totals[at];
            continue;
          }
          double numbers = totals[at] - totals[at + 2 + 2 * k];
          double sum = totals[at + 1 + 2 * k];
          out[g] = numbers == 0 ? NumberColumn.NULL : op == MetricOp.SUM ? sum : sum / numbers;
        }
        k += op == MetricOp.COUNT ? 0 : 1;
        columns.add(new NumberColumn(out));
      }
      return new Frame(group.outputs(), columns, n, null, n, lineage, null);
    }
  }

  /**
   * The general loop ({@link #commonLoop} is the narrower one). The sums' inputs are unrolled
   * slots (locals, no array of arrays per row); a key code's row count, sums and null counts lie
   * side by side in one array ({@link #STRIDE}), so a row touches few arrays; a code is numbered
   * as a group when first met (the key's dictionary has no repeated value, so codes and groups
   * correspond one to one). A null value is counted instead of added. The slot's {@code field op
   * field} is {@link ColumnArithmetic#apply} written out in place, except for its overflow rule
   * (see {@link OneLoop#finite}): a call per row and slot costs the JavaScript build a third of
   * the loop's time, and the per-row overflow test another third (FusedGroupStageTest holds the
   * two to the same bits). Every array's length is read before the loop: TeaVM's JavaScript then
   * unwraps each array (its typed array) once instead of at every element access. The rows go
   * in chunks of {@link #CHUNK}: HotSpot compiled the single loop over a million rows two ways
   * from one run to the next (5.3 or 3.7 ms for P1); chunked it takes 3.9 ms every time (the
   * JavaScript and WebAssembly builds are unaffected).
   */
  private static void loop(int[] selection, int count, CodeTest t0, CodeTest t1, int[] keyCodes,
      TextGroups groups, int k, Sum s0, Sum s1, Sum s2, Sum s3, double[] totals) {
    boolean all = selection == null;
    int[] rows = all ? NONE : selection;
    boolean test0 = t0 != null;
    boolean test1 = t1 != null;
    int[] c0 = test0 ? t0.codes() : NONE;
    byte[] p0 = test0 ? t0.pass() : NO_PASS;
    int[] c1 = test1 ? t1.codes() : NONE;
    byte[] p1 = test1 ? t1.pass() : NO_PASS;
    boolean keyed = keyCodes != null;
    int[] codes = keyed ? keyCodes : NONE;
    double[] a0 = s0.a();
    double[] b0 = s0.b();
    double[] a1 = s1.a();
    double[] b1 = s1.b();
    double[] a2 = s2.a();
    double[] b2 = s2.b();
    double[] a3 = s3.a();
    double[] b3 = s3.b();
    int o0 = s0.op();
    int o1 = s1.op();
    int o2 = s2.op();
    int o3 = s3.op();
    unwrapFirst(rows.length, c0.length, p0.length, c1.length, p1.length, codes.length,
        a0.length, b0.length, a1.length, b1.length, a2.length, b2.length, a3.length, b3.length,
        totals.length);
    for (int start = 0; start < count; start += CHUNK) {
      int stop = Math.min(count, start + CHUNK);
      for (int i = start; i < stop; i++) {
        int r = all ? i : rows[i];
        if ((test0 && p0[c0[r] + 1] != 1) || (test1 && p1[c1[r] + 1] != 1)) {
          continue;
        }
        int code = keyed ? codes[r] : -1;
        int at = (code + 1) * STRIDE;
        if (totals[at] == 0) {
          groups.add(code, r);
        }
        totals[at] += 1;
        if (k > 0) {
          double v = a0[r];
          if (o0 >= 0) {
            double y = b0[r];
            v = o0 == ADD ? v + y : o0 == SUBTRACT ? v - y : v * y;
          }
          if (v == v) {
            totals[at + 1] += v;
          } else {
            totals[at + 2] += 1;
          }
        }
        if (k > 1) {
          double v = a1[r];
          if (o1 >= 0) {
            double y = b1[r];
            v = o1 == ADD ? v + y : o1 == SUBTRACT ? v - y : v * y;
          }
          if (v == v) {
            totals[at + 3] += v;
          } else {
            totals[at + 4] += 1;
          }
        }
        if (k > 2) {
          double v = a2[r];
          if (o2 >= 0) {
            double y = b2[r];
            v = o2 == ADD ? v + y : o2 == SUBTRACT ? v - y : v * y;
          }
          if (v == v) {
            totals[at + 5] += v;
          } else {
            totals[at + 6] += 1;
          }
        }
        if (k > 3) {
          double v = a3[r];
          if (o3 >= 0) {
            double y = b3[r];
            v = o3 == ADD ? v + y : o3 == SUBTRACT ? v - y : v * y;
          }
          if (v == v) {
            totals[at + 7] += v;
          } else {
            totals[at + 8] += 1;
          }
        }
      }
    }
  }

  /**
   * The loop for the commonest shape, which most dashboards' grouped views have: every row of the
   * input in order, at most one clause, failing one code only (such as {@code status !=
   * "Cancelled"}: a compare instead of a lookup), one text key, and sums whose inputs hold no
   * null or infinity (nothing to count). Row counts and sums lie in arrays of their own, by code +
   * 1; the codes met are listed in order with their first rows, and their number returned. The
   * general loop carries a test per row for each of these cases; HotSpot runs this one in about
   * two thirds of its time (same rows, same order of additions, so the same bits).
   */
  private static int commonLoop(int count, int[] tested, int failing, int[] codes, int k,
      Sum s0, Sum s1, Sum s2, Sum s3, int[] counts, int[] met, int[] firsts, double[] added) {
    double[] a0 = s0.a();
    double[] b0 = s0.b();
    double[] a1 = s1.a();
    double[] b1 = s1.b();
    double[] a2 = s2.a();
    double[] b2 = s2.b();
    double[] a3 = s3.a();
    double[] b3 = s3.b();
    int o0 = s0.op();
    int o1 = s1.op();
    int o2 = s2.op();
    int o3 = s3.op();
    unwrapFirst(tested.length, codes.length, a0.length, b0.length, a1.length, b1.length,
        a2.length, b2.length, a3.length, b3.length, counts.length, met.length, firsts.length,
        added.length);
    int n = 0;
    for (int start = 0; start < count; start += CHUNK) {
      int stop = Math.min(count, start + CHUNK);
      for (int r = start; r < stop; r++) {
        if (tested[r] == failing) {
          continue;
        }
        int code = codes[r];
        if (counts[code + 1]++ == 0) {
          met[n] = code;
          firsts[n++] = r;
        }
        int at = (code + 1) * MAX_SUMS;
        if (k > 0) {
          double v = a0[r];
          if (o0 >= 0) {
            double y = b0[r];
            v = o0 == ADD ? v + y : o0 == SUBTRACT ? v - y : v * y;
          }
          added[at] += v;
        }
        if (k > 1) {
          double v = a1[r];
          if (o1 >= 0) {
            double y = b1[r];
            v = o1 == ADD ? v + y : o1 == SUBTRACT ? v - y : v * y;
          }
          added[at + 1] += v;
        }
        if (k > 2) {
          double v = a2[r];
          if (o2 >= 0) {
            double y = b2[r];
            v = o2 == ADD ? v + y : o2 == SUBTRACT ? v - y : v * y;
          }
          added[at + 2] += v;
        }
        if (k > 3) {
          double v = a3[r];
          if (o3 >= 0) {
            double y = b3[r];
            v = o3 == ADD ? v + y : o3 == SUBTRACT ? v - y : v * y;
          }
          added[at + 3] += v;
        }
      }
    }
    return n;
  }

  /** Reads each length, so TeaVM's JavaScript unwraps each array before the loop (see loop). */
  private static void unwrapFirst(int... lengths) {}
}
