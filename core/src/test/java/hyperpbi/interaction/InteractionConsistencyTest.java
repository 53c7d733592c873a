package hyperpbi.interaction;

import static hyperpbi.interaction.InteractionEngineTest.click;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.eclipsesource.json.Json;
import hyperpbi.diagnostic.Diagnostics;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A site's value, selection, internal filter and Power BI filter stay consistent. */
class InteractionConsistencyTest {
  private final Diagnostics prep = new Diagnostics();

  private Dashboard load(String components) {
    return SeedData.load(components, true, RuntimeConfig.DEFAULT, prep);
  }

  @Test
  void clearFiltersKeepsAnExternallyFilteringControlWhole() {
    Dashboard d = load("[{\"type\": \"select\", \"id\": \"S\", \"field\": \"region\", "
        + "\"interaction\": {}}, {\"type\": \"select\", \"id\": \"L\", \"field\": \"status\", "
        + "\"interaction\": {\"externalMode\": \"none\"}}, {\"type\": \"table\", \"id\": \"T\"}]");
    d.dispatch(new InteractionEvent.Change("S", Json.value("North")));
    d.dispatch(new InteractionEvent.Change("L", Json.value("Open")));
    Dispatch cleared = d.dispatch(new InteractionEvent.Action(new UiAction.ClearFilters()));
    assertTrue(cleared.effects().isEmpty());
    UiState s = cleared.state();
    // Power BI still applies S's filter: S keeps its value and its internal filter with it.
    assertEquals(List.of("S"), List.copyOf(s.componentValues().keySet()));
    assertEquals(List.of("S"), List.copyOf(s.filters().keySet()));
    assertEquals(List.of("S"), List.copyOf(s.externalFilters().keySet()));
    assertTrue(s.filters().get("S").consumers().contains("T"));
  }
}
