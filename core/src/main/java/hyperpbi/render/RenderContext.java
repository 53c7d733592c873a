package hyperpbi.render;

import hyperpbi.diagnostic.Diagnostics;
import hyperpbi.interaction.DashboardModel;
import hyperpbi.map.MapResult;
import hyperpbi.ui.UiState;

/**
 * Everything a component's renderer reads: the loaded model (datasets, components, sites), the
 * UI state, the host's options, the formatter of its locale, the map layers of the evaluation
 * and the view state (table sorting and windows), which belongs to the renderer rather than
 * to the interaction engine: it never changes what Power BI receives. {@code notes} collects
 * what drawing refused (markup and CSS outside the allowlists), each at its JSON pointer.
 */
public record RenderContext(DashboardModel model, UiState state, RenderOptions options,
    ValueFormat format, MapResult map, ViewState view, Diagnostics notes) {

  /** A context whose render-time findings (refused markup or CSS) are not kept. */
  public RenderContext(DashboardModel model, UiState state, RenderOptions options,
      ValueFormat format, MapResult map, ViewState view) {
    this(model, state, options, format, map, view, new Diagnostics());
  }

  public Theme theme() {
    return options.theme();
  }

  /** The renderer's own words in the language of the locale. */
  RenderTexts texts() {
    return RenderTexts.of(format.locale());
  }
}
