package hyperpbi.sources;

/** Hard limits for every remote source (data-model.txt, "MiniUp remote sources"). */
public final class SourceLimits {
  public static final int MAX_ROWS = 10_000;
  public static final int MAX_RESPONSE_BYTES = 5 * 1024 * 1024;
  public static final int MIN_TIMEOUT_MS = 1_000;
  public static final int MAX_TIMEOUT_MS = 15_000;
  public static final int DEFAULT_TIMEOUT_MS = 10_000;
  public static final int MAX_TTL_SECONDS = 86_400;
  public static final String FUNCTIONS_ORIGIN = "https://functions.miniup.app";
  public static final String DEFAULT_TRUSTED_REST_ORIGINS = "https://*.miniup.app";

  private SourceLimits() {}
}
