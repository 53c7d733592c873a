package hyperpbi.calculation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The vocabulary tools read is the one the checks use. */
class CalculationVocabularyTest {
  @Test
  void theDeclaredFieldTypesAreTheOnesTheCheckAccepts() {
    for (String name : CalculationVocabulary.FIELD_TYPES) {
      assertNotNull(CalculatedFields.declaredType(name), name);
    }
    assertNull(CalculatedFields.declaredType("datetime"));
  }

  @Test
  void aRatioTakesItsPartsAndTheOthersAFieldAndACondition() {
    assertEquals(List.of("aggregation", "denominator", "format", "key", "label", "numerator",
        "op"), CalculationVocabulary.metricProperties("ratio", true));
    assertEquals(List.of("aggregation", "field", "key", "label", "op", "where"),
        CalculationVocabulary.metricProperties("sum", false));
    assertNull(CalculationVocabulary.metricProperties("median", true));
  }
}
