package hyperpbi.interaction;

import hyperpbi.diagnostic.Diagnostics;
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

  /** A snapshot of the state as edited so far. */
  UiState current() {
    return state.build();
  }
}
