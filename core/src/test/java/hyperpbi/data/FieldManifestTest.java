package hyperpbi.data;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class FieldManifestTest {

  private static FieldManifest.Name name(String key, String display, String table) {
    return new FieldManifest.Name(key, display, table);
  }

  @Test
  void aliasesAreCamelCaseDisplayNames() {
    assertEquals(List.of("orderId", "region"), FieldManifest.assignAliases(List.of(
        name("order_id", "Order ID", null), name("region", "Region", null))));
  }

  @Test
  void collisionsAreTableQualifiedThenNumbered() {
    List<String> aliases = FieldManifest.assignAliases(List.of(
        name("sales_amount", "Amount", "Sales"),
        name("budget_amount", "Amount", "Budget"),
        name("sales_amount_sum", "Amount", "Sales"),
        name("total", "Total", null),
        name("total_2", "Total", null)));
    assertEquals(List.of("salesAmount", "budgetAmount", "salesAmount2", "total", "total2"),
        aliases);
  }

  @Test
  void qualifiedAliasThatStillCollidesGetsANumber() {
    assertEquals(List.of("salesAmount", "amount", "salesAmount2"),
        FieldManifest.assignAliases(List.of(
            name("sales_amount_x", "Sales Amount", null),
            name("amount", "Amount", null),
            name("sales_amount", "Amount", "Sales"))));
  }

  @Test
  void anAliasNeverEqualsAnotherFieldsKey() {
    // "Amount" of the second field would be "amount", the first field's key.
    assertEquals(List.of("revenue", "salesAmount"), FieldManifest.assignAliases(List.of(
        name("amount", "Revenue", null), name("sales_amount", "Amount", "Sales"))));
    assertEquals(List.of("revenue", "amount2"), FieldManifest.assignAliases(List.of(
        name("amount", "Revenue", null), name("x", "Amount", null))));
  }

  @Test
  void namesWithoutLettersFallBackToTheKey() {
    assertEquals(List.of("column1", "pct"), FieldManifest.assignAliases(List.of(
        name("column_1", "\u65e5\u4ed8", null), name("pct", "%", null))));
  }

  @Test
  void lookupByKeyOrAliasButNotDisplayName() {
    FieldMeta f = FieldMeta.uploaded("order_id", "orderId", "Order ID", DataType.NUMBER);
    FieldManifest m = FieldManifest.of(List.of(f));
    assertEquals("order_id", m.resolve("order_id"));
    assertEquals("order_id", m.resolve("orderId"));
    assertNull(m.resolve("Order ID"));
    assertFalse(m.contains("Order ID"));
    assertEquals(f, m.field("orderId"));
  }

  @Test
  void aFieldAddedToASchemaAvoidsTheOtherFieldsKeysAndAliasesAndReservedNames() {
    List<FieldMeta> schema = List.of(
        FieldMeta.uploaded("total", "total", "Total", DataType.NUMBER),
        FieldMeta.uploaded("total2", "totalTwo", "Total Two", DataType.NUMBER),
        FieldMeta.computed("x", "x", DataType.NUMBER, Origin.DATASET_DERIVED),
        FieldMeta.computed("grand_total", "grand_total", DataType.NUMBER, Origin.DATASET_DERIVED));
    assertEquals("x", FieldManifest.withAlias(schema, 2, "x", Set.of("x")).get(2).alias(),
        "an alias-shaped key is its own alias, even when reserved");
    assertEquals("total3", FieldManifest.withAlias(schema, 2, "Total", Set.of()).get(2).alias(),
        "total is a key and alias, total2 another field's key");
    assertEquals("grandTotal2", FieldManifest.withAlias(schema, 3, "grand_total",
        Set.of("grandTotal")).get(3).alias(), "a reserved key keeps its meaning");
    assertEquals("grandTotal", FieldManifest.alias(name("grand_total", "grand_total", null), 3,
        n -> false));
  }
}
