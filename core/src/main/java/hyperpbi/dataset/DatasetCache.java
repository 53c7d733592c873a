package hyperpbi.dataset;

/**
 * The caller-provided evaluation cache (data-model.txt, "Cache signatures"): results by
 * signature, plus the memo of source content hashes so that an unchanged source (same column,
 * row-key and identity arrays) is hashed once per load, not once per evaluation.
 */
public interface DatasetCache {

  /** The result stored under {@code signature}, or null. */
  DatasetResult get(String signature);

  void put(String signature, DatasetResult result);

  /** Content hashes of column and key arrays, remembered by object identity. */
  ContentHashes contentHashes();

  /** An empty cache of results that shares this cache's content-hash memo. */
  DatasetCache withoutResults();

  /** A bounded in-memory cache (the most recently used results and hashes). */
  static DatasetCache create() {
    return new LruDatasetCache(128, 4096);
  }
}
