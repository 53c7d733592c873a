package hyperpbi.dataset;

/** {@code limit}: the first N rows after sorting (a nonnegative integer; 0 gives no rows). */
final class LimitStage implements Stage {
  private final int limit;

  LimitStage(int limit) {
    this.limit = limit;
  }

  @Override
  public String name() {
    return "limit";
  }

  @Override
  public DatasetSchema schema(DatasetSchema in, StageContext context) {
    return in;
  }

  @Override
  public Frame apply(Frame in, RunContext context) {
    if (limit >= in.count()) {
      return in;
    }
    // An explicit selection keeps the invariant "null selection = every physical row".
    return in.withSelection(in.selectedRows(), limit);
  }
}
