package hyperpbi.specification;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.eclipsesource.json.JsonObject;
import hyperpbi.diagnostic.Diagnostics;
import org.junit.jupiter.api.Test;

class DefinitionExpanderTest {
  private static JsonObject expand(String json, Diagnostics d) {
    return DefinitionExpander.expand(com.eclipsesource.json.Json.parse(json).asObject(), d);
  }

  @Test
  void objectsMergeRecursivelyArraysReplaceAndDefinitionIdsDrop() {
    Diagnostics d = new Diagnostics();
    JsonObject spec = expand("{\"definitions\":{\"base\":{\"id\":\"x\",\"style\":{\"a\":1,"
        + "\"b\":{\"c\":2,\"d\":3}},\"tags\":[1,2],\"type\":\"text\"}},\"components\":["
        + "{\"use\":\"base\",\"id\":\"mine\",\"style\":{\"b\":{\"d\":4}},\"tags\":[9]}]}", d);
    assertFalse(d.hasErrors());
    JsonObject c = spec.get("components").asArray().get(0).asObject();
    assertEquals("mine", c.getString("id", null));
    assertEquals("text", c.getString("type", null));
    assertNull(c.get("use"));
    assertEquals("{\"a\":1,\"b\":{\"c\":2,\"d\":4}}", c.get("style").toString());
    assertEquals("[9]", c.get("tags").toString());
  }

  @Test
  void aDefinitionIdNeverLeaksIntoTheUsingObject() {
    Diagnostics d = new Diagnostics();
    JsonObject spec = expand("{\"definitions\":{\"base\":{\"id\":\"x\",\"type\":\"text\"}},"
        + "\"components\":[{\"use\":\"base\"}]}", d);
    assertNull(spec.get("components").asArray().get(0).asObject().get("id"));
  }

  @Test
  void cyclesAndUnknownNamesAreErrorsWithPointers() {
    Diagnostics d = new Diagnostics();
    expand("{\"definitions\":{\"a\":{\"use\":\"b\"},\"b\":{\"use\":\"a\"}},"
        + "\"components\":[{\"use\":\"a\"},{\"use\":\"nope\"}]}", d);
    assertTrue(d.sorted().stream().anyMatch(x -> x.code().equals("DEFINITION_CYCLE")
        && x.message().contains("a -> b -> a")), d.sorted().toString());
    assertTrue(d.sorted().stream().anyMatch(x -> x.code().equals("UNKNOWN_DEFINITION")
        && x.path().equals("/components/1/use")), d.sorted().toString());
  }

  /** Definitions d0..d(n-1), each {@code body(i)}, the last a text component. */
  private static String chain(int n, java.util.function.IntFunction<String> body) {
    StringBuilder b = new StringBuilder("{\"definitions\":{");
    for (int i = 0; i < n; i++) {
      b.append('"').append('d').append(i).append("\":").append(body.apply(i)).append(',');
    }
    return b.append("\"d").append(n).append("\":{\"type\":\"text\"}},\"components\":[{\"id\":"
        + "\"t\"},{\"id\":\"u\",\"use\":\"d0\"}]}").toString();
  }

  private static String only(Diagnostics d) {
    assertEquals(1, d.sorted().size(), d.sorted().toString());
    return d.sorted().get(0).code() + " " + d.sorted().get(0).path() + " "
        + d.sorted().get(0).message();
  }

  @Test
  void longUseChainsAndDeepNestingStopAtTheDepthLimit() {
    // Both recursed once per definition: 10,000 of them overflowed the stack.
    Diagnostics d = new Diagnostics();
    assertNull(expand(chain(10_000, i -> "{\"use\":\"d" + (i + 1) + "\"}"), d));
    assertEquals("DEFINITION_TOO_DEEP /components/1/use expanding definition 'd0' nests deeper "
        + "than 256 levels (objects, arrays and definitions using definitions together)", only(d));
    d = new Diagnostics();
    assertNull(expand(chain(2_000, i -> "{\"type\":\"container\",\"components\":[{\"use\":"
        + "\"d" + (i + 1) + "\"}]}"), d));
    assertTrue(only(d).startsWith("DEFINITION_TOO_DEEP /components/1/use"), only(d));
    // Within the limit nothing changes.
    d = new Diagnostics();
    JsonObject spec = expand(chain(100, i -> "{\"use\":\"d" + (i + 1) + "\"}"), d);
    assertFalse(d.hasErrors());
    assertEquals("{\"type\":\"text\",\"id\":\"u\"}",
        spec.get("components").asArray().get(1).toString());
  }

  @Test
  void doublingDefinitionsStopAtTheValueLimit() {
    // Each definition uses the next twice: 2^40 components from 40 lines (it ran for minutes).
    Diagnostics d = new Diagnostics();
    assertNull(expand(chain(40, i -> "{\"type\":\"container\",\"components\":[{\"use\":\"d"
        + (i + 1) + "\"},{\"use\":\"d" + (i + 1) + "\"}]}"), d));
    assertEquals("DEFINITION_TOO_LARGE /components/1/use expanding definition 'd0' makes more "
        + "than 1000000 values", only(d));
  }
}
