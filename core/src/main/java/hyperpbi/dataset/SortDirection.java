package hyperpbi.dataset;

/** The sort direction words (contract-notes §1: ascending, descending, asc, desc). */
public final class SortDirection {
  public static final String WORDS = "ascending, descending, asc or desc";
  /** The words {@link #descending} reads. */
  public static final java.util.List<String> NAMES =
      java.util.List.of("ascending", "descending", "asc", "desc");

  private SortDirection() {}

  /** TRUE for descending, FALSE for ascending, null for any other word. */
  public static Boolean descending(String word) {
    return switch (word) {
      case "asc", "ascending" -> Boolean.FALSE;
      case "desc", "descending" -> Boolean.TRUE;
      default -> null;
    };
  }
}
