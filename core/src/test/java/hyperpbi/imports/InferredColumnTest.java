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
  void cellsReadFromASourceTextTurnBackIntoTheirExactText() {
    String source = "x| 1.50 ||2|1e21|  |n/a|7|2024-01-01| n/a|";
    int[] bounds = {2, 8, 9, 9, 10, 11, 12, 16, 17, 19, 20, 23, 24, 25, 26, 36, 37, 41};
    InferredColumn c = new InferredColumn(2);
    for (int i = 0; i < 10; i += 2) {
      c.addCell(source, bounds[i], bounds[i + 1], inference);
    }
    assertEquals(DataType.NUMBER, c.dataType());
    for (int i = 10; i < bounds.length; i += 2) {
      c.addCell(source, bounds[i], bounds[i + 1], inference);
    }
    assertEquals(java.util.Arrays.asList(" 1.50 ", null, "2", "1e21", null, "n/a", "7",
        "2024-01-01", " n/a"), texts(c));
    TextColumn t = (TextColumn) c.build();
    org.junit.jupiter.api.Assertions.assertArrayEquals(new int[] {0, -1, 1, 2, -1, 3, 4, 5, 6},
        t.codes());
  }

  @Test
  void sourceCellsKeepTheirType() {
    String source = "2024-02-29,2024-03-01,,true,FALSE";
    InferredColumn dates = new InferredColumn(1);
    dates.addCell(source, 0, 10, inference);
    dates.addCell(source, 11, 21, inference);
    dates.addCell(source, 22, 22, inference);
    assertEquals(DataType.DATE, dates.dataType());
    InferredColumn flags = new InferredColumn(1);
    flags.addCell(source, 23, 27, inference);
    flags.addCell(source, 28, 33, inference);
    assertEquals(DataType.BOOLEAN, flags.dataType());
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
