package hyperpbi.data;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class TextColumnBuilderTest {

  @Test
  void codesFollowFirstAppearanceForStringsAndRanges() {
    SplittableRandom random = new SplittableRandom(3);
    // "Aa" and "BB" share a String hash; so do many pairs below (packed, long and wide values).
    String[] pool = {"Aa", "BB", "AaAa", "BBBB", "AaBB", "", "x", "Region 07", "C00042",
        "AaAaAaAaAaAa", "BBBBBBBBBBBB", "AaAaAaAaAaBB", "AaAaAaAaAaA", "BBBBBBBBBBB", "\u00e9t\u00e9",
        "\u0100\u0100", "\u00ff\u00ff", "\u65e5\u672c\u8a9e", "x\u0000", "x\u0000\u0000", "x\u0100"};
    Map<String, Integer> expected = new LinkedHashMap<>();
    List<Integer> expectedCodes = new ArrayList<>();
    TextColumnBuilder builder = new TextColumnBuilder(1);
    for (int i = 0; i < 50_000; i++) {
      String value = random.nextInt(4) == 0
          ? pool[random.nextInt(pool.length)]
          : random.nextBoolean() ? "v" + random.nextInt(3_000)
          : "a longer value number " + random.nextInt(3_000);
      if (random.nextInt(10) == 0) {
        builder.add(null);
        expectedCodes.add(TextColumn.NULL);
        continue;
      }
      expectedCodes.add(expected.computeIfAbsent(value, v -> expected.size()));
      if (random.nextBoolean()) {
        builder.add(value);
      } else {
        String source = "<" + value + ">";
        builder.add(source, 1, source.length() - 1);
      }
    }
    TextColumn column = builder.build();
    assertArrayEquals(expected.keySet().toArray(new String[0]), column.dictionary());
    assertArrayEquals(expectedCodes.stream().mapToInt(Integer::intValue).toArray(), column.codes());
    assertEquals(expected.size(), builder.code("brand new"));
    assertEquals(0, builder.code(expected.keySet().iterator().next()));
  }
}
