package hyperpbi.map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import hyperpbi.data.DataType;
import hyperpbi.data.FieldMeta;
import java.util.List;
import org.junit.jupiter.api.Test;

class FieldDetectionTest {

  private static FieldMeta f(String key, String display) {
    return FieldMeta.uploaded(key, key, display, DataType.NUMBER);
  }

  @Test
  void namesMatchWholeOrLastWord() {
    FieldDetection d = FieldDetection.of(List.of(f("id", "ID"), f("store_lat", "Store Lat"),
        f("pickup_lng", "pickupLng"), f("geo_shape_geojson", "Shape GeoJSON"),
        f("customer_city", "Customer City"), f("postal_code", "Postal Code")));
    assertEquals("store_lat", d.best(BindingRole.LATITUDE));
    assertEquals("pickup_lng", d.best(BindingRole.LONGITUDE));
    assertEquals("geo_shape_geojson", d.best(BindingRole.GEOMETRY));
    assertEquals("postal_code", d.best(BindingRole.ADDRESS), "postcode ranks above city");
  }

  @Test
  void aNameOnlyCoordinateNeedsItsPartner() {
    FieldDetection d = FieldDetection.of(List.of(f("lat", "lat"), f("amount", "amount")));
    assertNull(d.best(BindingRole.LATITUDE));
    FieldDetection bound = FieldDetection.of(List.of(f("lat", "lat")), false, true);
    assertEquals("lat", bound.best(BindingRole.LATITUDE));
  }

  @Test
  void xAndYCountOnlyTogether() {
    FieldDetection pair = FieldDetection.of(List.of(f("x", "X"), f("y", "Y")));
    assertEquals("y", pair.best(BindingRole.LATITUDE));
    assertEquals("x", pair.best(BindingRole.LONGITUDE));
    FieldDetection alone = FieldDetection.of(List.of(f("y", "Y"), f("lon", "lon")));
    assertNull(alone.best(BindingRole.LATITUDE));
    assertNull(alone.best(BindingRole.LONGITUDE));
    FieldDetection words = FieldDetection.of(List.of(f("axis_y", "axis y"), f("axis_x", "x")));
    assertNull(words.best(BindingRole.LATITUDE), "y counts only as a whole name");
  }

  @Test
  void rolesBeatNamesAndNeedNoPartner() {
    FieldDetection d = FieldDetection.of(List.of(f("lat", "lat"), f("lon", "lon"),
        MapFixtures.powerBi("geo_latitude", "Geo.Latitude", "Geo", "Latitude", null, "latitude"),
        MapFixtures.powerBi("geo_place", "Geo.Place", "Geo", "Place", null, "Location")));
    assertEquals("geo_latitude", d.best(BindingRole.LATITUDE));
    assertEquals("lon", d.best(BindingRole.LONGITUDE));
    assertEquals("geo_place", d.best(BindingRole.ADDRESS));
    FieldDetection single = FieldDetection.of(List.of(
        MapFixtures.powerBi("geo_lat", "Geo.Lat", "Geo", "Lat", null, "latitude")));
    assertEquals("geo_lat", single.best(BindingRole.LATITUDE));
  }

  @Test
  void sourceColumnOfPowerBiFieldsIsANameToo() {
    FieldDetection d = FieldDetection.of(List.of(
        MapFixtures.powerBi("sum_geo_latitude", "Sum(Geo.Latitude)", "Geo", "Latitude", "sum"),
        MapFixtures.powerBi("geo_longitude", "Geo.Longitude", "Geo", "Longitude", null)));
    assertEquals("sum_geo_latitude", d.best(BindingRole.LATITUDE));
    assertEquals("geo_longitude", d.best(BindingRole.LONGITUDE));
  }

  @Test
  void wordsSplitOnSeparatorsAndCamelCase() {
    assertEquals(List.of("pickup", "lat"), FieldDetection.words("pickupLat"));
    assertEquals(List.of("geo", "latitude"), FieldDetection.words("'Geo'[Latitude]"));
    assertEquals(List.of("zipcode"), FieldDetection.words("ZIPCode"));
    assertEquals(List.of(), FieldDetection.words("--"));
  }
}
