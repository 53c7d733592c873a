package hyperpbi.dataset;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.eclipsesource.json.Json;
import hyperpbi.diagnostic.Diagnostics;
import org.junit.jupiter.api.Test;

class DefinitionParserTest {
  private final Diagnostics out = new Diagnostics();

  private DatasetDefinition parse(String json) {
    return DefinitionParser.parse("d", Json.parse(json.replace('\'', '"')), "/data/datasets/d", out);
  }

  @Test
  void parsesEveryOperationInOrder() {
    DatasetDefinition d = parse("{'source':'powerbi','filter':[{'field':'a','operator':'=','value':1}],"
        + "'derive':{'x':{'field':'a'},'w':{'field':'a'}},'rename':{'a':'b'},'select':['b','x'],"
        + "'groupBy':['b'],'metrics':{'n':{'op':'count'},'s':{'op':'sum','field':'x'}},"
        + "'distinct':['b'],'sort':[{'field':'n','direction':'desc'},{'field':'b'}],'limit':2}");
    assertNotNull(d, TestData.codes(out));
    assertEquals("powerbi", d.source());
    assertEquals(1, d.filters().size());
    assertEquals("/data/datasets/d/filter/0", d.filters().get(0).pointer());
    assertEquals("x", d.derive().get(0).name());
    assertEquals("w", d.derive().get(1).name());
    assertEquals("b", d.rename().get(0).to());
    assertEquals("/data/datasets/d/select/1", d.select().get(1).pointer());
    assertEquals(MetricOp.SUM, d.metrics().get(1).op());
    assertFalse(d.distinct().allFields());
    assertTrue(d.sort().get(0).descending());
    assertFalse(d.sort().get(1).descending());
    assertEquals(2, d.limit());
  }

  @Test
  void singleFilterObjectHasTheFilterPointer() {
    DatasetDefinition d = parse("{'source':'powerbi','filter':{'field':'a','operator':'=','value':null}}");
    assertEquals("/data/datasets/d/filter", d.filters().get(0).pointer());
    assertTrue(d.filters().get(0).value().isNull());
  }

  @Test
  void unknownPropertiesAreErrorsWithSuggestions() {
    assertNull(parse("{'source':'powerbi','groupby':['a'],'sort':[{'field':'a','dir':'asc'}]}"));
    String codes = TestData.codes(out);
    assertTrue(codes.contains("UNKNOWN_PROPERTY /data/datasets/d/groupby"), codes);
    assertTrue(codes.contains("UNKNOWN_PROPERTY /data/datasets/d/sort/0/dir"), codes);
    assertTrue(out.sorted().get(0).message().contains("did you mean 'groupBy'"),
        out.sorted().toString());
  }

  @Test
  void sourceIsRequiredNonblankText() {
    assertNull(parse("{}"));
    assertNull(parse("{'source':3}"));
    assertNull(parse("{'source':'  '}"));
    assertEquals("MISSING_REQUIRED_PROPERTY /data/datasets/d\n"
        + "INVALID_DATASET_DEFINITION /data/datasets/d/source\n"
        + "INVALID_PROPERTY_TYPE /data/datasets/d/source\n", TestData.codes(out));
  }

  @Test
  void wrongTypesAreReportedAtTheirPointers() {
    assertNull(parse("{'source':'powerbi','filter':'x','derive':[],'rename':{'a':1},"
        + "'select':'a','groupBy':[1],'metrics':[],'distinct':'a','sort':{},'limit':'5'}"));
    assertEquals("INVALID_PROPERTY_TYPE /data/datasets/d/derive\n"
        + "INVALID_PROPERTY_TYPE /data/datasets/d/distinct\n"
        + "INVALID_PROPERTY_TYPE /data/datasets/d/filter\n"
        + "INVALID_PROPERTY_TYPE /data/datasets/d/groupBy/0\n"
        + "INVALID_PROPERTY_TYPE /data/datasets/d/limit\n"
        + "INVALID_PROPERTY_TYPE /data/datasets/d/metrics\n"
        + "INVALID_PROPERTY_TYPE /data/datasets/d/rename/a\n"
        + "INVALID_PROPERTY_TYPE /data/datasets/d/select\n"
        + "INVALID_PROPERTY_TYPE /data/datasets/d/sort\n", TestData.codes(out));
  }

  @Test
  void distinctEmptyListIsInvalidAndFalseIsOff() {
    assertNull(parse("{'source':'powerbi','distinct':[]}"));
    assertEquals("INVALID_DATASET_DEFINITION /data/datasets/d/distinct\n", TestData.codes(out));
    assertNull(parse("{'source':'powerbi','distinct':false}").distinct());
    assertTrue(parse("{'source':'powerbi','distinct':true}").distinct().allFields());
  }

  @Test
  void limitMustBeNonnegativeAndZeroIsKept() {
    assertNull(parse("{'source':'powerbi','limit':-1}"));
    assertEquals("INVALID_DATASET_DEFINITION /data/datasets/d/limit\n", TestData.codes(out));
    assertEquals(0, parse("{'source':'powerbi','limit':0}").limit());
    // contract-notes: a nonnegative integer; a fraction is refused, never floored.
    Diagnostics fraction = new Diagnostics();
    assertNull(DefinitionParser.parse("d", Json.parse("{\"source\":\"powerbi\",\"limit\":2.5}"),
        "/data/datasets/d", fraction));
    assertEquals("INVALID_DATASET_DEFINITION /data/datasets/d/limit\n", TestData.codes(fraction));
    assertEquals(3, parse("{'source':'powerbi','limit':3.0}").limit());
    assertEquals(-1, parse("{'source':'powerbi'}").limit());
  }

  @Test
  void sortDirectionsAndUnknownDirection() {
    DatasetDefinition d = parse("{'source':'powerbi','sort':[{'field':'a','direction':'ascending'},"
        + "{'field':'b','direction':'descending'},{'field':'c','direction':'asc'}]}");
    assertFalse(d.sort().get(0).descending());
    assertTrue(d.sort().get(1).descending());
    assertNull(parse("{'source':'powerbi','sort':[{'field':'a','direction':'up'}]}"));
    assertEquals("INVALID_DATASET_DEFINITION /data/datasets/d/sort/0/direction\n",
        TestData.codes(out));
  }

  @Test
  void metricsNeedKnownOpsAndFieldsExceptCount() {
    assertNull(parse("{'source':'powerbi','groupBy':['a'],'metrics':{'m':{'op':'median','field':'a'},"
        + "'s':{'op':'sum'},'f':{'op':'first','field':2},'x':{'op':'count','extra':1},'y':{}}}"));
    assertEquals("INVALID_PROPERTY_TYPE /data/datasets/d/metrics/f/field\n"
        + "INVALID_DATASET_DEFINITION /data/datasets/d/metrics/m/op\n"
        + "MISSING_REQUIRED_PROPERTY /data/datasets/d/metrics/s\n"
        + "UNKNOWN_PROPERTY /data/datasets/d/metrics/x/extra\n"
        + "MISSING_REQUIRED_PROPERTY /data/datasets/d/metrics/y\n", TestData.codes(out));
  }

  @Test
  void filterClausesNeedFieldOperatorAndValue() {
    assertNull(parse("{'source':'powerbi','filter':[{'field':'a','operator':'='},{'operator':'='"
        + ",'value':1},3]}"));
    assertEquals("MISSING_REQUIRED_PROPERTY /data/datasets/d/filter/0\n"
        + "MISSING_REQUIRED_PROPERTY /data/datasets/d/filter/1\n"
        + "INVALID_PROPERTY_TYPE /data/datasets/d/filter/2\n", TestData.codes(out));
  }

  @Test
  void blankNamesAndRepeatsAreInvalid() {
    assertNull(parse("{'source':'powerbi','derive':{' ':{'value':1}},'rename':{'a':' '},"
        + "'select':['a','a']}"));
    assertEquals("INVALID_DATASET_DEFINITION /data/datasets/d/derive/ \n"
        + "INVALID_DATASET_DEFINITION /data/datasets/d/rename/a\n"
        + "INVALID_DATASET_DEFINITION /data/datasets/d/select/1\n", TestData.codes(out));
  }

  @Test
  void powerbiIsReserved() {
    assertNull(DefinitionParser.parse("powerbi", Json.parse("{\"source\":\"x\"}"),
        "/data/datasets/powerbi", out));
    assertEquals("INVALID_DATASET_DEFINITION /data/datasets/powerbi\n", TestData.codes(out));
  }
}
