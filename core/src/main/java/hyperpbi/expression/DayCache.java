package hyperpbi.expression;

/**
 * A direct-mapped cache from a day number to a computed value (date parts, shifted days). Dates
 * repeat heavily in real columns (a million rows rarely span more than a few thousand days), so
 * each distinct day is usually computed once. Primitive arrays only: no boxing, no long.
 */
final class DayCache {
  interface DayFunction {
    double apply(int day);
  }

  private static final int SIZE = 4096;
  private static final int MASK = SIZE - 1;
  private final int[] keys = new int[SIZE];
  private final double[] values = new double[SIZE];
  private final boolean[] filled = new boolean[SIZE];
  private final DayFunction function;

  DayCache(DayFunction function) {
    this.function = function;
  }

  double get(int day) {
    int slot = day & MASK;
    if (filled[slot] && keys[slot] == day) {
      return values[slot];
    }
    double v = function.apply(day);
    keys[slot] = day;
    values[slot] = v;
    filled[slot] = true;
    return v;
  }
}
