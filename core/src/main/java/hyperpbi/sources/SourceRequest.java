package hyperpbi.sources;

/**
 * A planned read-only request for a declared remote source: always GET, no credentials.
 *
 * @param signature 64-bit hash (base 36) of the planned request; it changes exactly when the
 *     request changes, e.g. when a state-bound parameter's value changes
 * @param timeoutMs the declared time limit (1–15 s)
 */
public record SourceRequest(String type, String method, String url, String signature,
    int timeoutMs) {}
