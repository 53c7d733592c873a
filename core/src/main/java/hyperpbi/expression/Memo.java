package hyperpbi.expression;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;

/**
 * Runs a per-value function once per distinct dictionary code. The function is built over a
 * {@link Probe} standing in for the coded operand, so the memoized path executes exactly the same
 * code as the per-row path. Only used where every other operand is constant and the function
 * records no warnings.
 */
final class Memo {
  private Memo() {}

  /** A text operand whose value is set before each call. */
  static final class Probe implements Ev.Text {
    String current;

    @Override
    public String at(int row) {
      return current;
    }
  }

  /** A Boolean function of one coded text operand. */
  static Ev.Bool bool(Ev.Coded input, Probe probe, Ev.Bool function) {
    probe.current = null;
    byte onNull = function.at(-1);
    byte[] memo = new byte[input.codeSpace()];
    return row -> {
      int code = input.code(row);
      if (code < 0) {
        return onNull;
      }
      byte m = memo[code];
      if (m == 0) {
        probe.current = input.decode(code);
        byte v = function.at(row);
        memo[code] = (byte) (v + 2);
        return v;
      }
      return (byte) (m - 2);
    };
  }

  /** A text-to-text function of one coded operand, re-coded so its output stays coded. */
  static Ev.Coded text(Ev.Coded input, Probe probe, Ev.Text function) {
    return new Recoded(input, probe, function);
  }

  /** Output codes are assigned in first-appearance order over distinct outputs. */
  private static final class Recoded implements Ev.Coded {
    private static final int UNSEEN = -2;
    private final Ev.Coded input;
    private final Probe probe;
    private final Ev.Text function;
    private final int[] memo;
    private final HashMap<String, Integer> codes = new HashMap<>();
    private final List<String> dictionary = new ArrayList<>();
    private int onNull = UNSEEN;

    Recoded(Ev.Coded input, Probe probe, Ev.Text function) {
      this.input = input;
      this.probe = probe;
      this.function = function;
      this.memo = new int[input.codeSpace()];
      Arrays.fill(memo, UNSEEN);
    }

    @Override
    public int code(int row) {
      int in = input.code(row);
      if (in < 0) {
        if (onNull == UNSEEN) {
          onNull = compute(null, row);
        }
        return onNull;
      }
      int m = memo[in];
      if (m == UNSEEN) {
        m = compute(input.decode(in), row);
        memo[in] = m;
      }
      return m;
    }

    private int compute(String value, int row) {
      probe.current = value;
      String out = function.at(row);
      if (out == null) {
        return -1;
      }
      Integer existing = codes.get(out);
      if (existing != null) {
        return existing;
      }
      int c = dictionary.size();
      dictionary.add(out);
      codes.put(out, c);
      return c;
    }

    @Override
    public String decode(int code) {
      return dictionary.get(code);
    }

    @Override
    public int codeSpace() {
      // Distinct outputs never outnumber distinct inputs (plus the null input's output).
      return input.codeSpace() + 1;
    }

    @Override
    public String[] dictionary() {
      return dictionary.toArray(new String[0]);
    }
  }
}
