package hyperpbi.sources;

import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Completed responses of sources declaring {@code ttlSeconds}, by request signature, for reuse
 * until they expire. Only completed reads enter (an in-flight request is never shared). Bounded
 * by entries and characters; the oldest entry goes first. Time is the caller's (the engine's
 * injectable clock), in epoch milliseconds.
 */
public final class ResponseCache {
  private static final int MAX_ENTRIES = 32;
  private static final long MAX_CHARS = 32L << 20;
  private static final ResponseCache SHARED = new ResponseCache();
  private final Map<String, Entry> entries = new LinkedHashMap<>();
  private long chars;

  private record Entry(List<String> pages, double expires, long chars) {}

  /** The one cache of a runtime instance (a page's dashboards share completed responses). */
  public static ResponseCache shared() {
    return SHARED;
  }

  /** The pages of a fresh completed read with this signature, or null. */
  public List<String> get(String signature, double now) {
    Entry e = entries.get(signature);
    if (e == null) {
      return null;
    }
    if (now >= e.expires) {
      remove(signature);
      return null;
    }
    return e.pages;
  }

  /** Keeps a completed read for {@code ttlSeconds} (nothing when 0). */
  public void put(String signature, List<String> pages, int ttlSeconds, double now) {
    if (ttlSeconds <= 0) {
      return;
    }
    long size = 0;
    for (String page : pages) {
      size += page.length();
    }
    if (size > MAX_CHARS) {
      return;
    }
    remove(signature);
    entries.put(signature, new Entry(List.copyOf(pages), now + ttlSeconds * 1000.0, size));
    chars += size;
    Iterator<Map.Entry<String, Entry>> oldest = entries.entrySet().iterator();
    while (entries.size() > MAX_ENTRIES || chars > MAX_CHARS) {
      chars -= oldest.next().getValue().chars;
      oldest.remove();
    }
  }

  private void remove(String signature) {
    Entry e = entries.remove(signature);
    if (e != null) {
      chars -= e.chars;
    }
  }
}
