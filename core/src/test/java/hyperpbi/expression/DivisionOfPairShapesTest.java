package hyperpbi.expression;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@code (x op y) / d} over every row has two loop shapes (one per runtime, see LoopShape); both
 * must give the rules' bits and the same division-by-zero warning as the per-row rules.
 */
class DivisionOfPairShapesTest {

  @Test
  void bothShapesApplyTheRulesOfEachRow() {
    Random random = new Random(11);
    int n = 5_003;
    double[] x = new double[n];
    double[] y = new double[n];
    double[] d = new double[n];
    for (int r = 0; r < n; r++) {
      x[r] = pick(random);
      y[r] = pick(random);
      d[r] = random.nextInt(8) == 0 ? 0 : pick(random);
    }
    for (int inner = 0; inner < 3; inner++) {
      List<String> expectedWarnings = new ArrayList<>();
      EvalState rulesState = state(expectedWarnings);
      double[] expected = new double[n];
      for (int r = 0; r < n; r++) {
        double p = inner == 0 ? x[r] + y[r] : inner == 1 ? x[r] - y[r] : x[r] * y[r];
        expected[r] = ArithmeticOps.divide(ArithmeticOps.finite(p), d[r], r, rulesState);
      }
      rulesState.flush();
      for (boolean oneLoop : new boolean[] {true, false}) {
        List<String> warnings = new ArrayList<>();
        EvalState st = state(warnings);
        double[] out = new double[n];
        if (oneLoop) {
          ArithmeticOps.quotientsWithRules(inner, x, y, d, out, n, st);
        } else {
          ArithmeticOps.quotientsThenRules(inner, x, y, d, out, n, st);
        }
        st.flush();
        for (int r = 0; r < n; r++) {
          assertEquals(Double.doubleToLongBits(expected[r]), Double.doubleToLongBits(out[r]),
              "op " + inner + (oneLoop ? " one loop" : " two loops") + " row " + r);
        }
        assertEquals(expectedWarnings, warnings);
      }
      assertEquals(1, expectedWarnings.size(), "zero divisors warn once");
    }
  }

  /** Ordinary values, nulls, and magnitudes whose sum or product overflows to an infinity. */
  private static double pick(Random random) {
    return switch (random.nextInt(10)) {
      case 0 -> Double.NaN;
      case 1 -> (random.nextBoolean() ? 1 : -1) * 1e308;
      case 2 -> 1e200;
      default -> random.nextInt(2_000_000) / 100.0 - 10_000;
    };
  }

  private static EvalState state(List<String> warnings) {
    return new EvalState(new EvaluationContext(0, "UTC", Map.of(),
        (code, message) -> warnings.add(code + ": " + message)));
  }
}
