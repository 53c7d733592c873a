package hyperpbi.dataset;

import java.util.LinkedHashMap;
import java.util.Map;

/** {@link DatasetCache} over an access-ordered LinkedHashMap, evicting the least recently used. */
public final class LruDatasetCache implements DatasetCache {
  private final Map<String, DatasetResult> results;
  private final ContentHashes hashes;

  private final int maxResults;

  public LruDatasetCache(int maxResults, int maxHashedArrays) {
    this(maxResults, new ContentHashes(maxHashedArrays));
  }

  private LruDatasetCache(int maxResults, ContentHashes hashes) {
    this.maxResults = maxResults;
    this.results = new LinkedHashMap<>(16, 0.75f, true) {
      @Override
      protected boolean removeEldestEntry(Map.Entry<String, DatasetResult> eldest) {
        return size() > maxResults;
      }
    };
    this.hashes = hashes;
  }

  @Override
  public DatasetCache withoutResults() {
    return new LruDatasetCache(maxResults, hashes);
  }

  @Override
  public DatasetResult get(String signature) {
    return results.get(signature);
  }

  @Override
  public void put(String signature, DatasetResult result) {
    results.put(signature, result);
  }

  @Override
  public ContentHashes contentHashes() {
    return hashes;
  }

  public int size() {
    return results.size();
  }
}
