package hyperpbi.interaction;

import com.eclipsesource.json.JsonValue;
import hyperpbi.ui.UiAction;

/**
 * A user gesture handed to a live dashboard ({@code hyperpbi.dashboard.Dashboard#dispatch}).
 * Parsed from JSON by {@link EventParser}.
 */
public sealed interface InteractionEvent {
  /**
   * A click or double click on a row of a component (a chart point, a table row, a map feature,
   * a custom-content row), or on a button.
   *
   * @param layer map layer id (or index), null otherwise
   * @param row index into the rows the component shows (its dataset rows; a drilled chart's
   *     current level rows), or null for components without rows (buttons)
   * @param modifier ctrl, meta or shift held: toggles under selection mode replace
   */
  record Click(String component, String layer, Integer row, boolean modifier,
      boolean doubleClick) implements InteractionEvent {}

  /** A control's new value (null, "" or [] clear it). */
  record Change(String component, JsonValue value) implements InteractionEvent {}

  /** A UI action dispatched directly (a toolbar, a keyboard shortcut, the simulator). */
  record Action(UiAction action) implements InteractionEvent {}

  /** A breadcrumb click: drill back up to level {@code level} (index into drill.levels). */
  record Breadcrumb(String component, int level) implements InteractionEvent {}

  /**
   * What the host's transport got for a planned remote request: the response text, or why there
   * is none ({@code error}: timeout, HTTP status, not JSON, too large, network).
   *
   * @param signature the signature of the request answered (a stale one changes nothing)
   */
  record SourceResponse(String source, String signature, String text, String error)
      implements InteractionEvent {}

  /**
   * The selection Power BI holds for this visual, set from outside it (a bookmark, the report,
   * {@code registerOnSelectCallback}): host identity indices, as the {@code selectIdentities}
   * effect names them. Shown as the host's highlight; it sends nothing back.
   */
  record HostSelection(int[] identities) implements InteractionEvent {}
}
