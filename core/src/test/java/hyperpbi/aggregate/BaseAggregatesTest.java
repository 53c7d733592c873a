package hyperpbi.aggregate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import hyperpbi.data.BooleanColumn;
import hyperpbi.data.DataType;
import hyperpbi.data.FieldMeta;
import hyperpbi.data.NumberColumn;
import hyperpbi.data.Table;
import hyperpbi.data.TextColumn;
import hyperpbi.data.UtcCalendar;
import hyperpbi.json.JsonOut;
import hyperpbi.map.MapFixtures;
import java.util.List;
import org.junit.jupiter.api.Test;

class BaseAggregatesTest {

  private static BaseAggregates of(MapFixtures t) {
    return BaseAggregates.compute(t.build());
  }

  @Test
  void numbersCountSumAvgMinMaxDistinctNulls() {
    BaseAggregates a = of(MapFixtures.table().numbers("amount", 10.0, null, -2.5, 10.0, 4.5, null));
    assertEquals(4.0, a.value("amount", "count"));
    assertEquals(22.0, a.value("amount", "sum"));
    assertEquals(5.5, a.value("amount", "avg"));
    assertEquals(-2.5, a.value("amount", "min"));
    assertEquals(10.0, a.value("amount", "max"));
    assertEquals(3.0, a.value("amount", "distinct"));
    assertEquals(2.0, a.value("amount", "nulls"));
  }

  @Test
  void negativeZeroAndZeroAreOneDistinctValue() {
    BaseAggregates a = of(MapFixtures.table().numbers("v", -0.0, 0.0, 1e15 + 1, 1e15 + 2,
        1e300, 2e300, -1e300, Double.MAX_VALUE, 4.9e-324, 1e-320));
    assertEquals(9.0, a.value("v", "distinct"));
  }

  @Test
  void allNullNumbersHaveNoSumAvgMinMax() {
    BaseAggregates a = of(MapFixtures.table().numbers("v", null, null));
    assertEquals(0.0, a.value("v", "count"));
    assertNull(a.value("v", "sum"));
    assertNull(a.value("v", "avg"));
    assertNull(a.value("v", "min"));
    assertNull(a.value("v", "max"));
    assertEquals(0.0, a.value("v", "distinct"));
    assertEquals(2.0, a.value("v", "nulls"));
    assertEquals("{\"count\":0,\"sum\":null,\"avg\":null,\"min\":null,\"max\":null,"
        + "\"distinct\":0,\"nulls\":2}", json(a, "v"));
  }

  @Test
  void textDistinctCountsDictionaryCodesActuallyUsed() {
    // A gathered column keeps the whole dictionary; unused entries must not count.
    TextColumn column = new TextColumn(new int[] {2, 0, 2, -1, 0}, new String[] {"a", "b", "c"});
    Table t = new Table(List.of(FieldMeta.uploaded("region", "region", "Region", DataType.TEXT)),
        List.of(column), 5);
    BaseAggregates a = BaseAggregates.compute(t);
    assertEquals(2.0, a.value("region", "distinct"));
    assertEquals(1.0, a.value("region", "nulls"));
    assertNull(a.value("region", "count"));
    assertNull(a.value("region", "sum"));
    assertNull(a.value("region", "min"));
    assertEquals("{\"distinct\":2,\"nulls\":1}", json(a, "region"));
  }

  @Test
  void datesHaveMinAndMaxAsDates() {
    double jan = UtcCalendar.epochMs(2024, 1, 31);
    double feb = UtcCalendar.epochMs(2024, 2, 29);
    BaseAggregates a = of(MapFixtures.table()
        .dates("day", DataType.DATE, feb, null, jan, feb)
        .dates("at", DataType.DATETIME, jan + 3_723_000, null, null, feb + 500));
    assertEquals("2024-01-31", a.value("day", "min"));
    assertEquals("2024-02-29", a.value("day", "max"));
    assertEquals(2.0, a.value("day", "distinct"));
    assertEquals(1.0, a.value("day", "nulls"));
    assertNull(a.value("day", "sum"));
    assertNull(a.value("day", "count"));
    assertEquals("2024-01-31T01:02:03Z", a.value("at", "min"));
    assertEquals("2024-02-29T00:00:00.500Z", a.value("at", "max"));
    assertEquals("{\"min\":\"2024-01-31\",\"max\":\"2024-02-29\",\"distinct\":2,\"nulls\":1}",
        json(a, "day"));
  }

  @Test
  void booleansHaveDistinctAndNulls() {
    BaseAggregates a = of(MapFixtures.table().booleans("flag", true, null, true, false));
    assertEquals(2.0, a.value("flag", "distinct"));
    assertEquals(1.0, a.value("flag", "nulls"));
    BaseAggregates onlyTrue = of(MapFixtures.table().booleans("flag", true, true));
    assertEquals(1.0, onlyTrue.value("flag", "distinct"));
  }

  @Test
  void templateLookupByKeyOrAliasAndUnknownsAreNull() {
    Table t = new Table(List.of(FieldMeta.uploaded("order_total", "orderTotal", "Order Total",
        DataType.NUMBER)), List.of(new NumberColumn(new double[] {1, 2})), 2);
    BaseAggregates a = BaseAggregates.compute(t);
    assertEquals(3.0, a.lookup("aggregate.order_total.sum"));
    assertEquals(1.5, a.lookup("aggregate.orderTotal.avg"));
    assertNull(a.lookup("aggregate.order_total.median"));
    assertNull(a.lookup("aggregate.missing.sum"));
    assertNull(a.lookup("aggregate.sum"));
    assertNull(a.lookup("metrics.order_total.sum"));
    assertNull(a.value("nope", "count"));
  }

  @Test
  void writesEveryFieldInSchemaOrder() {
    BaseAggregates a = of(MapFixtures.table().text("name", "x", "y").numbers("n", 1.0, 3.0));
    JsonOut out = new JsonOut(false);
    a.writeTo(out);
    assertEquals("{\"name\":{\"distinct\":2,\"nulls\":0},\"n\":{\"count\":2,\"sum\":4,\"avg\":2,"
        + "\"min\":1,\"max\":3,\"distinct\":2,\"nulls\":0}}", out.toString());
  }

  @Test
  void oneMillionRows() {
    int n = 1_000_000;
    double[] repeating = new double[n];
    double[] unique = new double[n];
    int[] codes = new int[n];
    byte[] flags = new byte[n];
    for (int i = 0; i < n; i++) {
      repeating[i] = i % 10 == 0 ? NumberColumn.NULL : i % 1000;
      unique[i] = i * 0.5 - 250_000;
      codes[i] = i % 7 == 0 ? -1 : i % 300;
      flags[i] = (byte) (i % 2);
    }
    String[] dictionary = new String[300];
    for (int i = 0; i < dictionary.length; i++) {
      dictionary[i] = "t" + i;
    }
    Table t = new Table(List.of(
        FieldMeta.uploaded("repeating", null, "repeating", DataType.NUMBER),
        FieldMeta.uploaded("unique", null, "unique", DataType.NUMBER),
        FieldMeta.uploaded("label", null, "label", DataType.TEXT),
        FieldMeta.uploaded("flag", null, "flag", DataType.BOOLEAN)),
        List.of(new NumberColumn(repeating), new NumberColumn(unique),
            new TextColumn(codes, dictionary), new BooleanColumn(flags)), n);
    BaseAggregates a = BaseAggregates.compute(t);
    // i % 1000 over non-multiples of 10: 900 values per block of 1000, 1,000 blocks.
    assertEquals(900_000.0, a.value("repeating", "count"));
    assertEquals(100_000.0, a.value("repeating", "nulls"));
    assertEquals(900.0, a.value("repeating", "distinct"));
    // Sum per block: 0..999 (499500) minus multiples of 10 (49500) = 450000.
    assertEquals(450_000_000.0, a.value("repeating", "sum"));
    assertEquals(500.0, a.value("repeating", "avg"));
    assertEquals(1.0, a.value("repeating", "min"));
    assertEquals(999.0, a.value("repeating", "max"));
    assertEquals(1_000_000.0, a.value("unique", "distinct"));
    assertEquals(-250_000.0, a.value("unique", "min"));
    assertEquals(249_999.5, a.value("unique", "max"));
    // Sum of i*0.5 - 250000 = 0.5 * n(n-1)/2 - 250000 n = 249999750000 - 250000000000.
    assertEquals(-250_000.0, a.value("unique", "sum"));
    assertEquals(300.0, a.value("label", "distinct"));
    assertEquals(142_858.0, a.value("label", "nulls"));
    assertEquals(2.0, a.value("flag", "distinct"));
    assertEquals(0.0, a.value("flag", "nulls"));
  }

  private static String json(BaseAggregates a, String key) {
    JsonOut out = new JsonOut(false);
    a.field(key).writeTo(out);
    return out.toString();
  }
}
