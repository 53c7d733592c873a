package hyperpbi.interaction;

import com.eclipsesource.json.JsonObject;
import com.eclipsesource.json.JsonValue;
import hyperpbi.diagnostic.Diagnostics;
import hyperpbi.interaction.InteractionPolicy.Trigger;
import hyperpbi.specification.ComponentNode;
import java.util.ArrayList;
import java.util.List;

/**
 * A loaded dashboard with its current UI state: {@link #load} seeds the state from the
 * specification, {@link #dispatch} applies one event and returns the new state, the host
 * effects and the changed views. The transitions themselves are pure functions of
 * (model, state, event); this class only holds the latest state for a host.
 */
public final class Dashboard {
  private final DashboardModel model;
  private final List<HostEffect> initialEffects;
  private final UiState initialState;
  private UiState state;

  private Dashboard(DashboardModel model, UiState state, List<HostEffect> initialEffects) {
    this.model = model;
    this.initialState = state;
    this.state = state;
    this.initialEffects = List.copyOf(initialEffects);
  }

  /**
   * Seeds the state: the root {@code state} values, each tabs component's {@code initialTab}
   * (else its first tab), overlays declared {@code open}, the left panel's {@code open} flag
   * (default open), control {@code defaultValue}s with their internal behaviour (no host effect
   * at load), and one {@link HostEffect.FetchSource} per declared remote source.
   */
  public static Dashboard load(DashboardModel model) {
    UiState.Builder s = UiState.empty().edit();
    JsonValue rootState = model.spec.get("state");
    if (rootState != null && rootState.isObject()) {
      for (JsonObject.Member m : rootState.asObject()) {
        s.values.put(m.getName(), m.getValue());
      }
    }
    model.components().tabs().forEach((id, tabIds) -> {
      String initial = JsonValues.text(model.components().get(id).json(), "initialTab");
      String active = tabIds.contains(initial) ? initial : tabIds.isEmpty() ? null : tabIds.get(0);
      if (active != null) {
        s.tabs.put(id, active);
      }
    });
    JsonValue left = model.spec.get("leftPanel");
    JsonValue open = left != null && left.isObject() ? left.asObject().get("open") : null;
    s.sidebarOpen = open == null || !open.isBoolean() || open.asBoolean();
    for (ComponentNode c : model.components().all()) {
      JsonValue overlayOpen = c.json().get("open");
      if (model.components().isOverlay(c.id()) && overlayOpen != null && overlayOpen.isBoolean()
          && overlayOpen.asBoolean()) {
        s.overlays.add(c.id());
      }
    }
    UiState seeded = s.build();
    Transition t = new Transition(model, seeded, new Diagnostics(), "", false);
    for (ComponentNode c : model.components().all()) {
      JsonValue initial = c.json().get("defaultValue");
      InteractionSite site = model.site(c.id());
      if (c.type().control() && initial != null && !Dispatcher.isEmpty(initial)) {
        t.state.componentValues.put(c.id(), initial);
        if (site != null && site.policy().enabled() && site.policy().trigger() == Trigger.CHANGE) {
          Dispatcher.controlInteraction(t, site, c, initial);
        }
      }
    }
    List<HostEffect> effects = new ArrayList<>();
    UiState loaded = t.state.build();
    for (String name : model.remote.names()) {
      SourceRequest request = model.remote.plan(name, loaded.values());
      if (request != null) {
        effects.add(new HostEffect.FetchSource(name, request));
      }
    }
    return new Dashboard(model, loaded, effects);
  }

  public DashboardModel model() {
    return model;
  }

  /** The state right after loading. */
  public UiState initialState() {
    return initialState;
  }

  public UiState state() {
    return state;
  }

  /** Effects a host carries out once after loading (fetching the declared remote sources). */
  public List<HostEffect> initialEffects() {
    return initialEffects;
  }

  /** Applies one event; {@code pointer} locates the event in its document for diagnostics. */
  public Dispatch dispatch(InteractionEvent event, String pointer) {
    Dispatch d = Dispatcher.dispatch(model, state, event, pointer);
    state = d.state();
    return d;
  }

  public Dispatch dispatch(InteractionEvent event) {
    return dispatch(event, "");
  }
}
