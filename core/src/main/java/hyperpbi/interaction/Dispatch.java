package hyperpbi.interaction;

import hyperpbi.diagnostic.Diagnostic;
import hyperpbi.ui.HostEffect;
import hyperpbi.ui.UiState;
import java.util.List;

/**
 * The outcome of one event: the new state, the host effects to carry out, the components whose
 * views changed (document order) and findings about the event.
 */
public record Dispatch(UiState state, List<HostEffect> effects, List<String> changedViews,
    List<Diagnostic> diagnostics) {
  public Dispatch {
    effects = List.copyOf(effects);
    changedViews = List.copyOf(changedViews);
    diagnostics = List.copyOf(diagnostics);
  }
}
