package hyperpbi.dashboard;

import com.eclipsesource.json.JsonArray;
import com.eclipsesource.json.JsonValue;
import hyperpbi.diagnostic.Diagnostic;
import hyperpbi.diagnostic.Diagnostics;
import hyperpbi.diagnostic.JsonPointer;
import hyperpbi.interaction.Dispatch;
import hyperpbi.interaction.EventParser;
import hyperpbi.interaction.InteractionEvent;
import hyperpbi.interaction.RuntimeConfig;
import hyperpbi.interaction.StateWriter;
import hyperpbi.json.JsonOut;
import hyperpbi.json.JsonValues;
import hyperpbi.ui.UiState;
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
   * Views as a compact JSON array, for a runtime that asks for them ({@link RuntimeConfig#views}):
   * every component's at load, the changed components' after a step.
   */
  @FunctionalInterface
  public interface StepViews {
    /** @param step the step, or null for the load */
    String of(Dashboard dashboard, Dispatch step);
  }

  /**
   * @param dashboard the loaded dashboard, or null when the specification could not be prepared
   * @param events the request's {@code events} array
   * @param load diagnostics of preparation and evaluation
   * @param views the views of each step when the runtime asks for them ({@link RuntimeConfig#views})
   */
  public static String run(Dashboard dashboard, JsonValue events, Diagnostics load,
      StepViews views) {
    boolean withViews = views != null && dashboard != null && dashboard.model().config().views();
    String initialViews = withViews ? views.of(dashboard, null) : null;
    List<Step> steps = new ArrayList<>();
    boolean ok = !load.hasErrors();
    if (events == null || !events.isArray()) {
      load.error("INVALID_EVENTS", "/events", "simulate needs \"events\": an array of events");
      ok = false;
    } else if (dashboard != null) {
      JsonArray list = events.asArray();
      for (int i = 0; i < list.size(); i++) {
        Dispatch d = replay(dashboard, list.get(i), JsonPointer.child("/events", i));
        for (Diagnostic x : d.diagnostics()) {
          ok &= !x.isError();
        }
        steps.add(new Step(list.get(i), d,
            withViews ? views.of(dashboard, d) : null));
      }
    }
    JsonOut out = new JsonOut(true);
    writeHeader(out, ok, dashboard, load, initialViews);
    out.key("steps").beginArray();
    for (int i = 0; i < steps.size(); i++) {
      writeStep(out, i, steps.get(i).event, steps.get(i).dispatch, steps.get(i).views);
    }
    out.endArray();
    return out.endObject().toString();
  }

  /** Parses one event object and dispatches it; a malformed event changes nothing. */
  public static Dispatch replay(Dashboard dashboard, JsonValue event, String pointer) {
    Diagnostics parsing = new Diagnostics();
    InteractionEvent parsed = EventParser.parse(event, pointer, dashboard.model(), parsing);
    return parsed == null
        ? new Dispatch(dashboard.state(), List.of(), List.of(), parsing.sorted())
        : dashboard.dispatch(parsed, pointer);
  }

  /** The load document of a live dashboard: the simulate document without steps. */
  public static String loadDocument(Dashboard dashboard, Diagnostics load, String views) {
    JsonOut out = new JsonOut(true);
    writeHeader(out, !load.hasErrors(), dashboard, load, views);
    return out.endObject().toString();
  }

  /** One step as its own document (a live host's answer to one event); views may be null. */
  public static String stepDocument(int index, JsonValue event, Dispatch dispatch,
      String views) {
    JsonOut out = new JsonOut(true);
    writeStep(out, index, event, dispatch, views);
    return out.toString();
  }

  /** Opens the document and writes ok, diagnostics, runtime, interactions and initial. */
  private static void writeHeader(JsonOut out, boolean ok, Dashboard dashboard,
      Diagnostics load, String views) {
    out.beginObject().field("ok", ok).key("diagnostics");
    load.writeTo(out);
    out.key("runtime").beginInlineObject().field("crossFilter",
        dashboard == null || dashboard.model().config().crossFilter());
    if (views != null) {
      out.field("views", true);
    }
    out.endObject();
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
    if (views != null) {
      out.key("views").raw(views);
    }
    out.endObject();
  }

  private static void writeStep(JsonOut out, int index, JsonValue event, Dispatch dispatch,
      String views) {
    out.beginObject().field("step", index);
    JsonValues.writeInline(out.key("event"), event);
    out.key("effects");
    StateWriter.writeEffects(out, dispatch.effects());
    out.key("changedViews");
    StateWriter.strings(out, dispatch.changedViews());
    out.key("diagnostics").beginArray();
    for (Diagnostic d : dispatch.diagnostics()) {
      out.beginInlineObject().field("severity", d.severity().json()).field("code", d.code())
          .field("path", d.path()).field("message", d.message()).endObject();
    }
    out.endArray();
    out.key("state");
    StateWriter.writeState(out, dispatch.state());
    if (views != null) {
      out.key("views").raw(views);
    }
    out.endObject();
  }

  private record Step(JsonValue event, Dispatch dispatch, String views) {}
}
