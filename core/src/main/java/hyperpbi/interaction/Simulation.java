package hyperpbi.interaction;

import com.eclipsesource.json.JsonArray;
import com.eclipsesource.json.JsonValue;
import hyperpbi.diagnostic.Diagnostic;
import hyperpbi.diagnostic.Diagnostics;
import hyperpbi.diagnostic.JsonPointer;
import hyperpbi.json.JsonOut;
import java.util.ArrayList;
import java.util.List;

/**
 * The simulate document: loads a dashboard, replays events and prints per step the event, the
 * host effects, the changed views, the findings and the resulting UI state
 * (core/README.md, "Interactions").
 */
public final class Simulation {
  private Simulation() {}

  /**
   * @param dashboard the loaded dashboard, or null when the specification could not be prepared
   * @param events the request's {@code events} array
   * @param load diagnostics of preparation and evaluation
   */
  public static String run(Dashboard dashboard, JsonValue events, Diagnostics load) {
    List<Step> steps = new ArrayList<>();
    boolean ok = !load.hasErrors();
    if (events == null || !events.isArray()) {
      load.error("INVALID_EVENTS", "/events", "simulate needs \"events\": an array of events");
      ok = false;
    } else if (dashboard != null) {
      JsonArray list = events.asArray();
      for (int i = 0; i < list.size(); i++) {
        String pointer = JsonPointer.child("/events", i);
        Diagnostics parsing = new Diagnostics();
        InteractionEvent event = EventParser.parse(list.get(i), pointer, dashboard.model(),
            parsing);
        Dispatch d = event == null
            ? new Dispatch(dashboard.state(), List.of(), List.of(), parsing.sorted())
            : dashboard.dispatch(event, pointer);
        for (Diagnostic x : d.diagnostics()) {
          ok &= !x.isError();
        }
        steps.add(new Step(list.get(i), d));
      }
    }
    JsonOut out = new JsonOut(true);
    out.beginObject().field("ok", ok).key("diagnostics");
    load.writeTo(out);
    out.key("runtime").beginInlineObject().field("crossFilter",
        dashboard == null || dashboard.model().config.crossFilter()).endObject();
    out.key("interactions");
    if (dashboard == null) {
      out.beginObject().endObject();
    } else {
      StateWriter.policies(out, dashboard.model());
    }
    out.key("initial").beginObject();
    out.key("effects");
    StateWriter.writeEffects(out, dashboard == null ? List.of() : dashboard.initialEffects());
    out.key("state");
    StateWriter.writeState(out, dashboard == null ? UiState.empty() : dashboard.initialState());
    out.endObject();
    out.key("steps").beginArray();
    for (int i = 0; i < steps.size(); i++) {
      Step step = steps.get(i);
      out.beginObject().field("step", i);
      JsonValues.writeInline(out.key("event"), step.event);
      out.key("effects");
      StateWriter.writeEffects(out, step.dispatch.effects());
      out.key("changedViews");
      StateWriter.strings(out, step.dispatch.changedViews());
      out.key("diagnostics").beginArray();
      for (Diagnostic d : step.dispatch.diagnostics()) {
        out.beginInlineObject().field("severity", d.severity().json()).field("code", d.code())
            .field("path", d.path()).field("message", d.message()).endObject();
      }
      out.endArray();
      out.key("state");
      StateWriter.writeState(out, step.dispatch.state());
      out.endObject();
    }
    out.endArray();
    return out.endObject().toString();
  }

  private record Step(JsonValue event, Dispatch dispatch) {}
}
