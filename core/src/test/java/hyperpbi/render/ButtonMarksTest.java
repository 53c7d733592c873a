package hyperpbi.render;

import static org.junit.jupiter.api.Assertions.assertEquals;

import hyperpbi.specification.ComponentCatalog;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/** The icon words validation accepts are exactly the glyphs a button can draw. */
class ButtonMarksTest {
  @Test
  void everyIconWordHasAGlyph() {
    assertEquals(new TreeSet<>(ButtonMarks.ICONS.keySet()),
        new TreeSet<>(Set.copyOf(ComponentCatalog.words("icon"))));
  }
}
