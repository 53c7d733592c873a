package hyperpbi.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.eclipsesource.json.Json;
import com.eclipsesource.json.JsonArray;
import com.eclipsesource.json.JsonObject;
import com.eclipsesource.json.JsonValue;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Interaction configurations that can never work are warned about at preparation. */
class InteractionConfigWarningsTest {
  private static final String DATAVIEW = "{\"metadata\": {\"columns\": ["
      + "{\"displayName\": \"Region\", \"queryName\": \"Sales.Region\", \"type\": {\"text\": true}},"
      + "{\"displayName\": \"Amount\", \"queryName\": \"Sum(Sales.Amount)\", \"isMeasure\": true,"
      + " \"type\": {\"numeric\": true}}]}, \"table\": {\"rows\": [[\"North\", 1], [\"South\", 2],"
      + " [\"North\", 3]], \"identities\": [\"a\", \"b\", \"c\"]}}";

  private static List<String> warnings(String components) {
    String spec = "{\"version\": \"2.0\", \"data\": {\"datasets\": {\"byRegion\": {\"source\": "
        + "\"powerbi\", \"groupBy\": [\"sales_region\"]}, \"renamed\": {\"source\": \"powerbi\", "
        + "\"rename\": {\"sales_region\": \"region\"}}}}, \"components\": " + components + "}";
    JsonObject request = new JsonObject().add("mode", "simulate").add("spec", spec)
        .add("sources", new JsonArray()
            .add(new JsonObject().add("name", "powerbi").add("format", "dataview")
                .add("text", DATAVIEW))
            .add(new JsonObject().add("name", "goals").add("format", "csv")
                .add("text", "region,goal\nNorth,10\nSouth,5\n")));
    LiveDashboard live = LiveDashboard.load(request.toString());
    List<String> out = new ArrayList<>();
    for (JsonValue d : Json.parse(live.loadDocument()).asObject().get("diagnostics").asArray()) {
      JsonObject o = d.asObject();
      out.add(o.getString("severity", "") + " " + o.getString("code", "") + " "
          + o.getString("path", ""));
    }
    return out;
  }

  @Test
  void drillToDetailWithoutDrillIsWarnedAtThePayload() {
    assertEquals(List.of("warning NO_DRILL /components/0/interactions/click/1",
        "warning NO_DRILL /components/0/interactions/doubleClick"), warnings(
        "[{\"type\": \"custom\", \"id\": \"c\", \"content\": \"x\", \"interactions\": "
        + "{\"click\": [{\"type\": \"setState\", \"target\": \"s\", \"value\": 1}, "
        + "{\"type\": \"drillToDetail\"}], \"doubleClick\": {\"type\": \"drillToDetail\"}}}]"));
  }

  @Test
  void aTargetThatCanNeverConsumeIsWarnedAtTheTarget() {
    assertEquals(List.of(
        "warning UNREACHABLE_TARGET /components/0/interaction/target",
        "warning UNREACHABLE_TARGET /components/0/interaction/targets/0",
        "warning UNREACHABLE_TARGET /components/0/interaction/targets/1",
        "warning UNREACHABLE_TARGET /components/2/interaction/targets/0"), warnings("["
        // tbl selects powerbi rows: goals rows and a text can never consume them; the
        // grouped dataset over powerbi can, and so can the table itself.
        + "{\"type\": \"table\", \"id\": \"tbl\", \"interaction\": {\"targets\": "
        + "[\"goalsTbl\", \"note\", \"grouped\", \"tbl\"], \"target\": \"goalsSel\"}},"
        // a control over goals reaches a goals table by rows...
        + "{\"type\": \"select\", \"id\": \"goalsSel\", \"field\": \"region\", \"dataset\": "
        + "\"goals\", \"interaction\": {\"target\": \"goalsTbl\"}},"
        // ...and a powerbi control's region filter reaches no field of goals (region is not
        // sales_region), while it reaches a powerbi dataset.
        + "{\"type\": \"select\", \"id\": \"salesSel\", \"field\": \"sales_region\", "
        + "\"interaction\": {\"targets\": [\"goalsTbl\", \"grouped\"]}},"
        // a field filter reaches another source's dataset that has the field: no warning.
        + "{\"type\": \"custom\", \"id\": \"bySetFilter\", \"dataset\": \"renamed\", "
        + "\"content\": \"x\", \"interaction\": {\"target\": \"goalsTbl\", "
        + "\"internalMode\": \"filter\"}, \"interactions\": {\"click\": {\"type\": "
        + "\"setFilter\", \"field\": \"region\", \"valueFromRow\": \"region\"}}},"
        + "{\"type\": \"table\", \"id\": \"goalsTbl\", \"dataset\": \"goals\"},"
        + "{\"type\": \"table\", \"id\": \"grouped\", \"dataset\": \"byRegion\"},"
        + "{\"type\": \"text\", \"id\": \"note\", \"text\": \"hi\"}]"));
  }
}
