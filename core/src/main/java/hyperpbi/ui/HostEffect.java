package hyperpbi.ui;

import hyperpbi.sources.SourceRequest;

/**
 * What a host must do after a transition. Effects are data; the bridges carry them out (the
 * engine never touches Power BI, the DOM or the network).
 */
public sealed interface HostEffect {
  /**
   * Replace the host's selection with exactly these rows (an empty set clears it).
   *
   * @param site the component (or map layer) whose interaction produced the selection
   * @param mode the gesture's selection mode: replace, toggle or add
   * @param rows the complete resulting selection: sorted base source-row indices
   * @param identities the host identity index of each row, in the same order
   */
  record SelectIdentities(String site, String mode, int[] rows, int[] identities)
      implements HostEffect {}

  /** {@code applyJsonFilter(filter, "general", "filter", merge)}. */
  record ApplyJsonFilter(String site, FilterTarget target, String json) implements HostEffect {}

  /** {@code applyJsonFilter(null, "general", "filter", remove)} for this target. */
  record ClearJsonFilter(String site, FilterTarget target) implements HostEffect {}

  /** (Re)fetch a declared remote source with this planned request. */
  record FetchSource(String source, SourceRequest request) implements HostEffect {}

  record ShowToast(UiState.Toast toast) implements HostEffect {}

  record ScrollTo(String target) implements HostEffect {}
}
