package hyperpbi.sources;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import org.junit.jupiter.api.Test;

class ResponseCacheTest {
  @Test
  void aReadIsReusedUntilItsTimeToLiveEnds() {
    ResponseCache cache = new ResponseCache();
    cache.put("sig", List.of("[]"), 60, 1_000);
    assertEquals(List.of("[]"), cache.get("sig", 1_000));
    assertEquals(List.of("[]"), cache.get("sig", 60_999));
    assertNull(cache.get("sig", 61_000));
    assertNull(cache.get("sig", 1_000), "an expired read is gone");
  }

  @Test
  void withoutATimeToLiveNothingIsKept() {
    ResponseCache cache = new ResponseCache();
    cache.put("sig", List.of("[]"), 0, 0);
    assertNull(cache.get("sig", 0));
  }

  @Test
  void theOldestReadGoesFirstBeyondThirtyTwo() {
    ResponseCache cache = new ResponseCache();
    for (int i = 0; i < 33; i++) {
      cache.put("sig" + i, List.of("[" + i + "]"), 60, 0);
    }
    assertNull(cache.get("sig0", 0));
    assertEquals(List.of("[1]"), cache.get("sig1", 0));
    assertEquals(List.of("[32]"), cache.get("sig32", 0));
  }

  @Test
  void readsAboveTheCharacterBoundAreNotKept() {
    ResponseCache cache = new ResponseCache();
    String page = " ".repeat(9 << 20);
    cache.put("a", List.of(page), 60, 0);
    cache.put("b", List.of(page), 60, 0);
    cache.put("c", List.of(page), 60, 0);
    cache.put("d", List.of(page), 60, 0);
    assertNull(cache.get("a", 0), "32 MiB of characters at most: the oldest went");
    assertEquals(List.of(page), cache.get("d", 0));
    cache.put("huge", List.of(page, page, page, page), 60, 0);
    assertNull(cache.get("huge", 0));
  }
}
