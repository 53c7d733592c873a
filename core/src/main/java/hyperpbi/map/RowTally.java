package hyperpbi.map;

/** Counts rows with one problem and keeps the first three as examples. */
final class RowTally {
  static final int EXAMPLES = 3;

  private final int[] examples = new int[EXAMPLES];
  private int count;

  void add(int row) {
    if (count < EXAMPLES) {
      examples[count] = row;
    }
    count++;
  }

  int count() {
    return count;
  }

  int exampleCount() {
    return count < EXAMPLES ? count : EXAMPLES;
  }

  int example(int i) {
    return examples[i];
  }
}
