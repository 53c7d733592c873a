package hyperpbi.dashboard;

import com.eclipsesource.json.JsonObject;
import com.eclipsesource.json.JsonValue;
import hyperpbi.interaction.DashboardModel;
import hyperpbi.interaction.Dispatch;
import hyperpbi.interaction.Dispatcher;
import hyperpbi.interaction.InteractionEvent;
import hyperpbi.json.JsonValues;
import hyperpbi.sources.ResponseCache;
import hyperpbi.specification.ComponentNode;
import hyperpbi.ui.HostEffect;
import hyperpbi.ui.UiState;
import java.util.List;
import java.util.function.DoubleSupplier;

/**
 * A loaded dashboard with its current UI state: {@link #load} seeds the state from the
 * specification, {@link #dispatch} applies one event and returns the new state, the host
 * effects and the changed views. The transitions themselves are pure functions of
 * (model, state, event); this class only holds the latest state for a host.
 */
public final class Dashboard {
  private final RemoteFeed feed;
  private final List<HostEffect> initialEffects;
  private final UiState initialState;
  private DashboardModel model;
  private UiState state;

  private Dashboard(RemoteFeed feed, DashboardModel model, Dispatch loaded) {
    this.feed = feed;
    this.model = model;
    this.initialState = loaded.state();
    this.state = loaded.state();
    this.initialEffects = loaded.effects();
  }

  /** A dashboard whose host cannot load remote rows (their responses are refused). */
  public static Dashboard load(DashboardModel model) {
    return load(model, null, new ResponseCache(), () -> 0);
  }

  /**
   * Seeds the state: the root {@code state} values, each tabs component's {@code initialTab}
   * (else its first tab), overlays declared {@code open}, the left panel's {@code open} flag
   * (default open), control {@code defaultValue}s with their internal behaviour (no host effect
   * at load), and one {@link HostEffect.FetchSource} per declared remote source (none for a
   * source whose read is fresh in {@code cache}: its rows are loaded at once).
   *
   * @param reload evaluates the specification again when a remote source's rows arrive
   * @param clock epoch milliseconds, for the cache's time to live
   */
  public static Dashboard load(DashboardModel model, SourceReload reload, ResponseCache cache,
      DoubleSupplier clock) {
    UiState.Builder s = UiState.empty().edit();
    JsonValue rootState = model.spec().get("state");
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
    JsonValue left = model.spec().get("leftPanel");
    JsonValue open = left != null && left.isObject() ? left.asObject().get("open") : null;
    s.sidebarOpen = open == null || !open.isBoolean() || open.asBoolean();
    for (ComponentNode c : model.components().all()) {
      JsonValue overlayOpen = c.json().get("open");
      if (model.components().isOverlay(c.id()) && overlayOpen != null && overlayOpen.isBoolean()
          && overlayOpen.asBoolean()) {
        s.overlays.add(c.id());
      }
    }
    Dispatch loaded = Dispatcher.load(model, s.build());
    RemoteFeed feed = new RemoteFeed(reload, cache, clock);
    RemoteFeed.Fed fed = feed.started(model, loaded);
    return new Dashboard(feed, fed.model(), fed.dispatch());
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
    RemoteFeed.Fed fed = event instanceof InteractionEvent.SourceResponse r
        ? feed.arrive(model, state, r, pointer)
        : feed.started(model, Dispatcher.dispatch(model, state, event, pointer));
    model = fed.model();
    state = fed.dispatch().state();
    return fed.dispatch();
  }

  public Dispatch dispatch(InteractionEvent event) {
    return dispatch(event, "");
  }
}
