package hyperpbi.sources;

/**
 * One GET request a host must make for a remote source: credentials omitted, no referrer, JSON
 * only, at most {@link SourceLimits#MAX_RESPONSE_BYTES}. The signature identifies the request
 * (source, URL) so a host can cache completed responses and detect parameter changes.
 */
public record RequestPlan(String source, String url, int timeoutMs, int maxRows,
    String signature) {}
