package hyperpbi.sources;

/**
 * A remote source's lifecycle as render context sees it (data-model.txt): {@code loading} until
 * the response of its current request arrives, then {@code ready} (rows), {@code empty} (no rows)
 * or {@code error} (with the reason).
 *
 * @param signature the signature of the request this status is about
 * @param rows the normalized row count (ready, empty), else 0
 * @param message the reason of an error, or a note about a ready source; else null
 */
public record SourceStatus(String status, String signature, int rows, String message) {
  public static final String LOADING = "loading";
  public static final String READY = "ready";
  public static final String EMPTY = "empty";
  public static final String ERROR = "error";

  public static SourceStatus loading(String signature) {
    return new SourceStatus(LOADING, signature, 0, null);
  }

  /** Ready, or empty when there are no rows. */
  public static SourceStatus loaded(String signature, int rows, String note) {
    return new SourceStatus(rows == 0 ? EMPTY : READY, signature, rows, note);
  }

  public static SourceStatus failed(String signature, String message) {
    return new SourceStatus(ERROR, signature, 0, message);
  }

  public boolean isLoading() {
    return status.equals(LOADING);
  }
}
