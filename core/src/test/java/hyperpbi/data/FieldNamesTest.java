package hyperpbi.data;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

class FieldNamesTest {

  @Test
  void snakeCaseKeys() {
    assertEquals("order_id", FieldNames.snakeCase("Order ID"));
    assertEquals("order_id", FieldNames.snakeCase("OrderID"));
    assertEquals("order_id", FieldNames.snakeCase("orderId"));
    assertEquals("order_id", FieldNames.snakeCase("order_id"));
    assertEquals("order_id", FieldNames.snakeCase("  Order -- ID  "));
    assertEquals("http_server_url", FieldNames.snakeCase("HTTPServer URL"));
    assertEquals("q1_sales", FieldNames.snakeCase("Q1Sales"));
    assertEquals("sales2024", FieldNames.snakeCase("sales2024"));
    assertEquals("2024_revenue", FieldNames.snakeCase("2024 Revenue"));
    assertEquals("cafe_creme", FieldNames.snakeCase("Caf\u00e9 Cr\u00e8me"));
    assertEquals("strasse", FieldNames.snakeCase("Stra\u00dfe"));
    assertEquals("umsatz", FieldNames.snakeCase("Umsatz (\u20ac)"));
    assertEquals("", FieldNames.snakeCase("\u65e5\u4ed8"));
    assertEquals("", FieldNames.snakeCase("   "));
  }

  @Test
  void camelCaseAliases() {
    assertEquals("orderId", FieldNames.camelCase("Order ID"));
    assertEquals("orderId", FieldNames.camelCase("order_id"));
    assertEquals("orderId", FieldNames.camelCase("orderId"));
    assertEquals("totalSalesUsd", FieldNames.camelCase("TOTAL SALES (USD)"));
    assertEquals("field2024Revenue", FieldNames.camelCase("2024 Revenue"));
    assertEquals("sumOfAmount", FieldNames.camelCase("Sum of Amount"));
    assertEquals("", FieldNames.camelCase("%"));
  }

  @Test
  void uniqueKeysCountFromTwo() {
    Set<String> taken = new HashSet<>();
    assertEquals("amount", FieldNames.uniqueKey("amount", taken));
    assertEquals("amount_2", FieldNames.uniqueKey("amount", taken));
    assertEquals("amount_2_2", FieldNames.uniqueKey("amount_2", taken));
    assertEquals("amount_3", FieldNames.uniqueKey("amount", taken));
  }
}
