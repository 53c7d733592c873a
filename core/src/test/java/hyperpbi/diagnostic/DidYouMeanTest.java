package hyperpbi.diagnostic;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class DidYouMeanTest {
  @Test
  void suggestsCloseNamesIncludingTranspositions() {
    List<String> known = List.of("components", "title", "calculations", "data");
    assertEquals(" (did you mean 'title'?)", DidYouMean.suggest("titel", known));
    assertEquals(" (did you mean 'components'?)", DidYouMean.suggest("componets", known));
    assertEquals(" (did you mean 'data'?)", DidYouMean.suggest("Data", known));
  }

  @Test
  void staysSilentWhenNothingIsClose() {
    assertEquals("", DidYouMean.suggest("zzz", List.of("components", "title")));
    assertEquals("", DidYouMean.suggest("x", List.of()));
  }
}
