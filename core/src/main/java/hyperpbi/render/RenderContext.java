package hyperpbi.render;

import hyperpbi.interaction.DashboardModel;
import hyperpbi.interaction.UiState;
import hyperpbi.map.MapResult;

/**
 * Everything a component's renderer reads: the loaded model (datasets, components, sites), the
 * UI state, the host's options, the formatter of its locale, the map layers of the evaluation
 * and the view state (table sorting and windows), which belongs to the renderer rather than
 * to the interaction engine: it never changes what Power BI receives.
 */
public record RenderContext(DashboardModel model, UiState state, RenderOptions options,
    ValueFormat format, MapResult map, ViewState view) {

  public Theme theme() {
    return options.theme();
  }
}
