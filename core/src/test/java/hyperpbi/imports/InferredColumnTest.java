package hyperpbi.imports;

import static org.junit.jupiter.api.Assertions.assertEquals;

import hyperpbi.data.DataType;
import hyperpbi.data.TextColumn;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class InferredColumnTest {
  private final CellInference inference = new CellInference();

  private static List<String> texts(InferredColumn column) {
    TextColumn t = (TextColumn) column.build();
    List<String> out = new ArrayList<>();
    for (int r = 0; r < t.length(); r++) {
      out.add(t.get(r));
    }
    return out;
  }

  @Test
  void typedCellsTurnBackIntoTheirExactText() {
    InferredColumn c = new InferredColumn(2);
    c.addText(" 1.50 ", inference);
    c.addNull();
    c.add(CellInference.NUMBER, 2, null);
    c.add(CellInference.NUMBER, 1e21, null);
    c.addText("", inference);
    assertEquals(DataType.NUMBER, c.dataType());
    c.addText("n/a", inference);
    assertEquals(DataType.TEXT, c.dataType());
    c.add(CellInference.DATE, 86_400_000, null);
    c.add(CellInference.BOOLEAN, 1, "TRUE");
    assertEquals(java.util.Arrays.asList(" 1.50 ", null, "2", "1e+21", null, "n/a", "1970-01-02",
        "TRUE"), texts(c));
  }

  @Test
  void growsPastItsInitialCapacity() {
    InferredColumn c = new InferredColumn(1);
    for (int i = 0; i < 100; i++) {
      c.addText("value number " + i, inference);
    }
    c.padTo(150);
    assertEquals(150, c.rowCount());
    assertEquals("value number 99", texts(c).get(99));
  }

  @Test
  void kindsMustAgree() {
    InferredColumn c = new InferredColumn(4);
    c.addText("2024-01-01", inference);
    c.addText("2024-01-01T00:00", inference);
    assertEquals(DataType.TEXT, c.dataType());
    InferredColumn b = new InferredColumn(4);
    b.addText("true", inference);
    b.addText("1", inference);
    assertEquals(DataType.TEXT, b.dataType());
    assertEquals(List.of("true", "1"), texts(b));
    InferredColumn none = new InferredColumn(4);
    none.addText("  ", inference);
    none.addNull();
    assertEquals(DataType.UNKNOWN, none.dataType());
  }
}
