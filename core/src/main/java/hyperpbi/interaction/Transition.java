package hyperpbi.interaction;

import hyperpbi.diagnostic.Diagnostics;
import hyperpbi.ui.HostEffect;
import hyperpbi.ui.UiAction;
import hyperpbi.ui.UiActionRunner;
import hyperpbi.ui.UiState;
import java.util.ArrayList;
import java.util.List;

/** One transition in progress: the state before, the state being edited, effects, findings. */
final class Transition {
  final DashboardModel model;
  final UiState before;
  final UiState.Builder state;
  final List<HostEffect> effects = new ArrayList<>();
  final Diagnostics diagnostics;
  /** JSON pointer of the event, for diagnostics about it. */
  final String pointer;
  /** False while seeding the initial state: internal behaviour only, no host effects. */
  final boolean external;

  Transition(DashboardModel model, UiState before, Diagnostics diagnostics, String pointer,
      boolean external) {
    this.model = model;
    this.before = before;
    this.state = before.edit();
    this.diagnostics = diagnostics;
    this.pointer = pointer;
    this.external = external;
  }

  /** Runs a UI action on the state being edited. */
  void runUiAction(UiAction action) {
    UiActionRunner.run(state, effects, diagnostics, pointer, this::mirrorsHost, action);
  }

  /**
   * Whether Power BI holds a site's interaction: an identity selection the host could receive,
   * or the JSON filter the site applied and still holds (one filter per column).
   */
  private boolean mirrorsHost(String key) {
    if (HostSelection.isKey(key)) {
      return true;  // the host's own selection: Power BI holds it by definition
    }
    InteractionSite site = model.site(key);
    if (site == null || !model.config.crossFilter()) {
      return false;
    }
    return switch (site.policy().externalMode()) {
      case SELECTION -> model.identities(model.root(model.siteDataset(site, before))) != null;
      case FILTER -> state.externalFilters.containsKey(key);
      default -> false;
    };
  }

  /** A snapshot of the state as edited so far. */
  UiState current() {
    return state.build();
  }
}
