package hyperpbi.ui;

import com.eclipsesource.json.Json;
import com.eclipsesource.json.JsonValue;
import hyperpbi.diagnostic.Diagnostics;
import hyperpbi.json.JsonValues;
import java.util.List;
import java.util.function.Predicate;

/**
 * Executes validated UI actions on the state. A UI action never sends a Power BI selection or
 * filter (interactions.md §1); its only host effects are toasts and scrolling.
 */
public final class UiActionRunner {
  private final UiState.Builder state;
  private final List<HostEffect> effects;
  private final Diagnostics diagnostics;
  private final String pointer;
  private final Predicate<String> heldByHost;

  private UiActionRunner(UiState.Builder state, List<HostEffect> effects,
      Diagnostics diagnostics, String pointer, Predicate<String> heldByHost) {
    this.state = state;
    this.effects = effects;
    this.diagnostics = diagnostics;
    this.pointer = pointer;
    this.heldByHost = heldByHost;
  }

  /**
   * Runs one action on the state being edited.
   *
   * @param effects receives the action's host effects (toasts, scrolling)
   * @param pointer JSON pointer of the event, for diagnostics about it
   * @param heldByHost whether Power BI holds a site's interaction ({@code clearFilters} keeps
   *     such a site's state)
   */
  public static void run(UiState.Builder state, List<HostEffect> effects, Diagnostics diagnostics,
      String pointer, Predicate<String> heldByHost, UiAction action) {
    new UiActionRunner(state, effects, diagnostics, pointer, heldByHost).run(action);
  }

  private void run(UiAction action) {
    UiState.Builder s = state;
    if (action instanceof UiAction.ClearFilters) {
      clearFilters();
    } else if (action instanceof UiAction.SetTab a) {
      s.tabs.put(a.target(), a.value());
    } else if (action instanceof UiAction.SetState a) {
      s.values.put(a.target(), a.value());
    } else if (action instanceof UiAction.ToggleState a) {
      toggleState(a.target());
    } else if (action instanceof UiAction.ToggleSidebar) {
      s.sidebarOpen = !s.sidebarOpen;
    } else if (action instanceof UiAction.Overlay a) {
      boolean open = switch (a.type()) {
        case "openOverlay" -> true;
        case "closeOverlay" -> false;
        default -> !s.overlays.contains(a.target());
      };
      if (open) {
        s.overlays.add(a.target());
      } else {
        s.overlays.remove(a.target());
      }
    } else if (action instanceof UiAction.SetStep a) {
      s.steps.put(a.target(), a.value());
    } else if (action instanceof UiAction.MoveStep a) {
      int step = s.steps.getOrDefault(a.target(), 0);
      s.steps.put(a.target(), a.type().equals("nextStep") ? step + 1 : Math.max(0, step - 1));
    } else if (action instanceof UiAction.ShowToast a) {
      showToast(a);
    } else if (action instanceof UiAction.DismissToast a) {
      if (!s.toasts.removeIf(toast -> toast.id().equals(a.target()))) {
        diagnostics.warning("UNKNOWN_TOAST", pointer, "no toast '" + a.target()
            + "' is shown; nothing to dismiss");
      }
    } else if (action instanceof UiAction.ScrollTo a) {
      effects.add(new HostEffect.ScrollTo(a.target()));
    }
    // Refresh: a safe successful no-op; Power BI owns refresh.
  }

  /**
   * {@code clearFilters} clears every site's interaction (selection, highlight, internal filter,
   * control value) except at the sites whose state Power BI holds: a UI action never sends a
   * Power BI selection or filter (interactions.md §1), so such a site keeps all of it — its value
   * and its internal filter or highlight stay with the selection or JSON filter Power BI still
   * applies, and every component keeps showing what the host shows.
   */
  private void clearFilters() {
    UiState.Builder s = state;
    java.util.Set<String> sites = new java.util.LinkedHashSet<>(s.selections.keySet());
    sites.addAll(s.highlights.keySet());
    sites.addAll(s.filters.keySet());
    sites.addAll(s.componentValues.keySet());
    sites.addAll(s.signatures.keySet());
    for (String key : sites) {
      if (!heldByHost.test(key)) {
        s.dropSite(key);
      }
    }
  }

  private void toggleState(String key) {
    JsonValue current = state.values.get(key);
    if (current != null && !current.isNull() && !current.isBoolean()) {
      diagnostics.error("INVALID_STATE_VALUE", pointer, "toggleState needs a Boolean state "
          + "value, but '" + key + "' is " + JsonValues.canonical(current));
      return;
    }
    boolean on = current != null && current.isBoolean() && current.asBoolean();
    state.values.put(key, Json.value(!on));
  }

  private void showToast(UiAction.ShowToast a) {
    UiState.Builder s = state;
    s.toastCount++;
    String id = a.id() != null ? a.id() : "toast-" + s.toastCount;
    UiState.Toast toast = new UiState.Toast(id, a.message(), a.title(), a.intent(),
        a.durationMs());
    // Showing a toast with an id already on screen replaces it in place.
    boolean replaced = false;
    for (int i = 0; i < s.toasts.size(); i++) {
      if (s.toasts.get(i).id().equals(id)) {
        s.toasts.set(i, toast);
        replaced = true;
      }
    }
    if (!replaced) {
      s.toasts.add(toast);
    }
    effects.add(new HostEffect.ShowToast(toast));
  }
}
