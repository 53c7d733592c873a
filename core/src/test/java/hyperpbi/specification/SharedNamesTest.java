package hyperpbi.specification;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** A remote source cannot take a dataset's name or the built-in powerbi (data-model.txt). */
class SharedNamesTest {
  private static final String SOURCE = "{\"type\":\"miniup.function\",\"function\":\"f\","
      + "\"path\":\"/q\"}";

  private static List<String> errors(String data) {
    return SpecificationChecks.errors("{\"version\":\"2.0\",\"components\":[],\"data\":" + data
        + "}");
  }

  @Test
  void theDuplicateIsReportedAtAnEscapedJsonPointer() {
    assertEquals(List.of("DUPLICATE_DATASET_NAME /data/sources/x~1y~0z"), errors(
        "{\"sources\":{\"x/y~z\":" + SOURCE + "},\"datasets\":{\"x/y~z\":{\"source\":\"powerbi\"}}}"));
  }

  @Test
  void aSourceNamedPowerbiIsReportedWithoutDatasets() {
    assertEquals(List.of("DUPLICATE_DATASET_NAME /data/sources/powerbi"),
        errors("{\"sources\":{\"powerbi\":" + SOURCE + "}}"));
  }

  @Test
  void aSourceNamedPowerbiIsReportedWithDatasets() {
    assertEquals(List.of("DUPLICATE_DATASET_NAME /data/sources/powerbi"),
        errors("{\"sources\":{\"powerbi\":" + SOURCE + "},\"datasets\":{}}"));
  }
}
