package hyperpbi.interaction;

import com.eclipsesource.json.JsonValue;
import hyperpbi.interaction.InteractionPolicy.Trigger;
import hyperpbi.specification.ComponentNode;

/**
 * A control's value together with the internal behaviour its change interaction derives from
 * it, set outside a change event: a seeded {@code defaultValue}, and a value re-applied to a
 * remote source's new rows (the value is the user's intent; the rows it selected are gone).
 */
final class ControlValues {
  private ControlValues() {}

  /**
   * Puts {@code value} as the control's value and, when its change runs the universal
   * interaction, applies it; a value the interaction refuses is left out, so a value never
   * stands without its filter.
   */
  static void restore(Transition t, ComponentNode control, JsonValue value) {
    t.state.componentValues.put(control.id(), value);
    InteractionSite site = t.model.site(control.id());
    if (site != null && site.runsUniversal() && site.policy().trigger() == Trigger.CHANGE
        && t.model.ownGestureRuns(control.id(), "change")
        && !Dispatcher.controlInteraction(t, site, control, value)) {
      t.state.componentValues.remove(control.id());
    }
  }
}
