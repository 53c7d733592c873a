package hyperpbi.specification;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A component property of the wrong JSON type, null included, is INVALID_PROPERTY_TYPE at its
 * pointer: never dropped (an overlay's "open": "true" starting closed, a text's 5 rendering
 * blank, a null binding read as none).
 */
class ComponentPropertyTypesTest {
  @Test
  void plainPropertiesOfTheWrongTypeAreSaid() {
    assertEquals(List.of("INVALID_PROPERTY_TYPE /components/0/text",
        "INVALID_PROPERTY_TYPE /components/0/title",
        "INVALID_PROPERTY_TYPE /components/0/visible",
        "INVALID_PROPERTY_TYPE /components/1/label",
        "INVALID_PROPERTY_TYPE /components/2/open",
        "INVALID_PROPERTY_TYPE /components/3/multiple",
        "INVALID_PROPERTY_TYPE /leftPanel/open"), SpecificationChecks.errors(
        "{\"version\":\"2.0\",\"leftPanel\":{\"open\":\"no\",\"components\":[]},\"components\":["
        + "{\"type\":\"text\",\"id\":\"a\",\"text\":5,\"title\":[],\"visible\":\"yes\"},"
        + "{\"type\":\"button\",\"id\":\"b\",\"label\":{}},"
        + "{\"type\":\"modal\",\"id\":\"c\",\"open\":\"true\",\"components\":[]},"
        + "{\"type\":\"select\",\"id\":\"d\",\"field\":\"region\",\"multiple\":1}]}"));
  }

  @Test
  void aNullRequiredOrBoundMemberIsATypeErrorNotAMissingOne() {
    assertEquals(List.of("INVALID_PROPERTY_TYPE /components/0/text",
        "INVALID_PROPERTY_TYPE /components/1/field",
        "INVALID_PROPERTY_TYPE /components/2/series",
        "INVALID_PROPERTY_TYPE /components/3/interaction/field"), SpecificationChecks.errors(
        "{\"version\":\"2.0\",\"components\":["
        + "{\"type\":\"text\",\"id\":\"a\",\"text\":null},"
        + "{\"type\":\"kpi\",\"id\":\"b\",\"field\":null},"
        + "{\"type\":\"barChart\",\"id\":\"c\",\"category\":\"region\",\"measure\":\"amount\","
        + "\"series\":null},"
        + "{\"type\":\"table\",\"id\":\"d\",\"interaction\":{\"field\":null}}]}"));
  }

  @Test
  void metricGridEntriesOfTheWrongTypeAreSaid() {
    // A label of another type would be left out of the view; a metric of another type is
    // present, not missing.
    assertEquals(List.of("INVALID_PROPERTY_TYPE /components/0/metrics/0/label",
        "INVALID_PROPERTY_TYPE /components/0/metrics/1",
        "INVALID_PROPERTY_TYPE /components/0/metrics/2/metric",
        "MISSING_REQUIRED_PROPERTY /components/0/metrics/3/metric"), SpecificationChecks.errors(
        "{\"version\":\"2.0\",\"calculations\":{\"metrics\":[{\"key\":\"total\","
        + "\"aggregation\":\"sum\",\"field\":\"amount\"}]},\"components\":["
        + "{\"type\":\"metricGrid\",\"id\":\"g\",\"metrics\":["
        + "{\"metric\":\"total\",\"label\":5},\"total\",{\"metric\":7},{\"label\":\"x\"},"
        + "{\"metric\":\"total\",\"label\":\"Total\"}]}]}"));
  }

  @Test
  void theDocumentedTypesPass() {
    assertEquals(List.of(), SpecificationChecks.errors(
        "{\"version\":\"2.0\",\"leftPanel\":{\"open\":false,\"components\":[]},\"components\":["
        + "{\"type\":\"text\",\"id\":\"a\",\"text\":\"x\",\"title\":\"t\","
        + "\"visible\":{\"state\":\"show\"},"
        + "\"style\":{\"color\":\"red\"},\"width\":\"50%\",\"height\":200,\"span\":6},"
        + "{\"type\":\"modal\",\"id\":\"c\",\"open\":true,\"label\":\"m\",\"components\":[]},"
        + "{\"type\":\"select\",\"id\":\"d\",\"field\":\"region\",\"multiple\":true,"
        + "\"placeholder\":\"all\"}]}"));
  }

  /** An icon or overlay size word the renderer has no drawing for is said, not drawn as none. */
  @Test
  void unknownIconAndSizeWordsAreSaid() {
    assertEquals(List.of("INVALID_PROPERTY_VALUE /components/0/icon",
        "INVALID_PROPERTY_VALUE /components/2/size"), SpecificationChecks.warnings(
        "{\"version\":\"2.0\",\"components\":["
        + "{\"type\":\"button\",\"id\":\"a\",\"label\":\"A\",\"icon\":\"star\"},"
        + "{\"type\":\"button\",\"id\":\"b\",\"label\":\"B\",\"icon\":\"filter\"},"
        + "{\"type\":\"modal\",\"id\":\"c\",\"size\":\"huge\",\"components\":[]},"
        + "{\"type\":\"modal\",\"id\":\"d\",\"size\":\"md\",\"components\":[]},"
        + "{\"type\":\"offcanvas\",\"id\":\"e\",\"size\":480,\"components\":[]}]}"));
  }
}
