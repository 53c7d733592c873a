package hyperpbi.interaction;

import com.eclipsesource.json.Json;
import com.eclipsesource.json.JsonValue;
import hyperpbi.interaction.InteractionPolicy.ExternalMode;
import java.util.ArrayList;
import java.util.List;

/**
 * Executes validated UI actions on the state. A UI action never sends a Power BI selection or
 * filter (interactions.md §1); its only host effects are toasts and scrolling.
 */
final class UiActionRunner {
  private UiActionRunner() {}

  static void run(Transition t, UiAction action) {
    UiState.Builder s = t.state;
    if (action instanceof UiAction.ClearFilters) {
      clearFilters(t);
    } else if (action instanceof UiAction.SetTab a) {
      s.tabs.put(a.target(), a.value());
    } else if (action instanceof UiAction.SetState a) {
      s.values.put(a.target(), a.value());
    } else if (action instanceof UiAction.ToggleState a) {
      toggleState(t, a.target());
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
      showToast(t, a);
    } else if (action instanceof UiAction.DismissToast a) {
      if (!s.toasts.removeIf(toast -> toast.id().equals(a.target()))) {
        t.diagnostics.warning("UNKNOWN_TOAST", t.pointer, "no toast '" + a.target()
            + "' is shown; nothing to dismiss");
      }
    } else if (action instanceof UiAction.ScrollTo a) {
      t.effects.add(new HostEffect.ScrollTo(a.target()));
    }
    // Refresh: a safe successful no-op; Power BI owns refresh.
  }

  /**
   * Clears HyperPBI's internal filters and highlights everywhere. Selections and control values
   * that mirror Power BI state (an active external mode) stay, because a UI action must not send
   * a Power BI selection or filter and the engine keeps mirroring what the host shows.
   */
  private static void clearFilters(Transition t) {
    UiState.Builder s = t.state;
    s.filters.clear();
    s.highlights.clear();
    List<String> sites = new ArrayList<>(s.selections.keySet());
    sites.addAll(s.componentValues.keySet());
    sites.addAll(s.signatures.keySet());
    for (String key : sites) {
      InteractionSite site = t.model.site(key);
      boolean mirrorsHost = site != null && t.model.config.crossFilter()
          && site.policy().externalMode() != ExternalMode.NONE;
      if (!mirrorsHost) {
        s.selections.remove(key);
        s.componentValues.remove(key);
        s.signatures.remove(key);
      }
    }
  }

  private static void toggleState(Transition t, String key) {
    JsonValue current = t.state.values.get(key);
    if (current != null && !current.isNull() && !current.isBoolean()) {
      t.diagnostics.error("INVALID_STATE_VALUE", t.pointer, "toggleState needs a Boolean state "
          + "value, but '" + key + "' is " + JsonValues.canonical(current));
      return;
    }
    boolean on = current != null && current.isBoolean() && current.asBoolean();
    t.state.values.put(key, Json.value(!on));
  }

  private static void showToast(Transition t, UiAction.ShowToast a) {
    UiState.Builder s = t.state;
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
    t.effects.add(new HostEffect.ShowToast(toast));
  }
}
