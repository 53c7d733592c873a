package hyperpbi.interaction;

import com.eclipsesource.json.Json;
import com.eclipsesource.json.JsonValue;

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
   * {@code clearFilters} clears every site's interaction (selection, highlight, internal filter,
   * control value) except at the sites whose state Power BI holds: a UI action never sends a
   * Power BI selection or filter (interactions.md §1), so such a site keeps all of it — its value
   * and its internal filter or highlight stay with the selection or JSON filter Power BI still
   * applies, and every component keeps showing what the host shows.
   */
  private static void clearFilters(Transition t) {
    UiState.Builder s = t.state;
    java.util.Set<String> sites = new java.util.LinkedHashSet<>(s.selections.keySet());
    sites.addAll(s.highlights.keySet());
    sites.addAll(s.filters.keySet());
    sites.addAll(s.componentValues.keySet());
    sites.addAll(s.signatures.keySet());
    for (String key : sites) {
      if (!mirrorsHost(t, key)) {
        s.dropSite(key);
      }
    }
  }

  /**
   * Whether Power BI holds a site's interaction: an identity selection the host could receive,
   * or the JSON filter the site applied and still holds (one filter per column).
   */
  private static boolean mirrorsHost(Transition t, String key) {
    InteractionSite site = t.model.site(key);
    if (site == null || !t.model.config.crossFilter()) {
      return false;
    }
    return switch (site.policy().externalMode()) {
      case SELECTION -> t.model.identities(t.model.root(t.model.siteDataset(site, t.before)))
          != null;
      case FILTER -> t.state.externalFilters.containsKey(key);
      default -> false;
    };
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
