package hyperpbi.canonical;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class NaturalOrderTest {
  private static final NaturalOrder ORDER = NaturalOrder.INSTANCE;

  @Test
  void fixtures() {
    less("item2", "item10");
    less("a", "B");
    less("B", "c");
    less("apple", "Apple");
    less("abc", "ABD");
    less("", "a");
    less("a", "aa");
    less("a1", "a1a");
    less("1", "a"); // digits sort before letters ('1' < 'a')
    less("Item 2", "item 10");
    less("x9", "x10");
    less("file123456789012345678901234567890", "file123456789012345678901234567891");
    less("a100", "a99999999999999999999999");
    less("\u00e9", "\u00c9"); // é before É
    less("z", "\u00e9");
    less("-5", "-10"); // text order: '-' ties, then 5 < 10 (numbers sort numerically elsewhere)
    less("v1.2.9", "v1.10.0");
    less("a01b", "a1c");
    equal("x01", "x1");
    equal("item2", "item02");
    equal("a0000000000000000000000001", "a1");
    equal("a00", "a0");
    equal("", "");
    equal("Same", "Same");
    // Case only decides after everything else ties, at the first differing char.
    less("ab2", "Ab1".replace('1', '2'));
    less("item2b", "Item02b");
    less("a2B", "a10b"); // numbers first, case last
  }

  @Test
  void sortsAListStably() {
    List<String> values = new ArrayList<>(Arrays.asList(
        "item10", "Item2", "item2", "item1", "ITEM1", "item01", "item02", "apple", "Apple", "banana"));
    values.sort(ORDER);
    assertEquals(Arrays.asList(
        "apple", "Apple", "banana", "item1", "item01", "ITEM1", "item2", "item02", "Item2", "item10"),
        values);
  }

  @Test
  void isATotalPreorder() {
    ParityProbe.Generator generator = new ParityProbe.Generator(123);
    List<String> sample = new ArrayList<>();
    for (int i = 0; i < 1500; i++) {
      String a = generator.naturalText();
      sample.add(a);
      sample.add(generator.variantOf(a));
    }
    // Antisymmetry and reflexivity on many pairs.
    for (int i = 0; i < 200_000; i++) {
      String a = generator.naturalText();
      String b = generator.variantOf(a);
      assertEquals(Integer.signum(ORDER.compare(a, b)), -Integer.signum(ORDER.compare(b, a)), a + " | " + b);
      assertEquals(0, ORDER.compare(a, a));
    }
    // Sorting then checking every pair proves the order is consistent (transitive, total).
    sample.sort(ORDER);
    for (int i = 0; i < sample.size(); i++) {
      for (int j = i + 1; j < sample.size(); j++) {
        int c = ORDER.compare(sample.get(i), sample.get(j));
        assertTrue(c <= 0, sample.get(i) + " should not follow " + sample.get(j));
        if (c == 0 && j > i + 1) {
          assertEquals(0, ORDER.compare(sample.get(i), sample.get(j - 1)));
        }
      }
    }
  }

  private static void less(String a, String b) {
    assertTrue(ORDER.compare(a, b) < 0, a + " < " + b);
    assertTrue(ORDER.compare(b, a) > 0, b + " > " + a);
  }

  private static void equal(String a, String b) {
    assertEquals(0, ORDER.compare(a, b), a + " = " + b);
    assertEquals(0, ORDER.compare(b, a), b + " = " + a);
  }
}
