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
}
