package hyperpbi.ui;

import com.eclipsesource.json.JsonValue;
import java.util.List;

/**
 * The fifteen UI actions of interactions.md §1, as data. A UI action changes interface state and
 * never sends a Power BI selection or filter. Parsed and validated by {@link UiActionParser}.
 */
public sealed interface UiAction {
  /** Every action type name, in the contract's order. */
  List<String> TYPES = List.of("clearFilters", "setTab", "setState", "toggleState",
      "toggleSidebar", "openOverlay", "closeOverlay", "toggleOverlay", "setStep", "nextStep",
      "previousStep", "showToast", "dismissToast", "scrollTo", "refresh");

  String type();

  /** Clears HyperPBI's own filters, highlights and the selections that mirror no host state. */
  record ClearFilters() implements UiAction {
    public String type() {
      return "clearFilters";
    }
  }

  /** Activates tab {@code value} of the tabs component {@code target}. */
  record SetTab(String target, String value) implements UiAction {
    public String type() {
      return "setTab";
    }
  }

  record SetState(String target, JsonValue value) implements UiAction {
    public String type() {
      return "setState";
    }
  }

  /** Flips a Boolean state value; an absent or null value counts as false. */
  record ToggleState(String target) implements UiAction {
    public String type() {
      return "toggleState";
    }
  }

  record ToggleSidebar() implements UiAction {
    public String type() {
      return "toggleSidebar";
    }
  }

  /** open, close or toggle of an overlay component (modal, offcanvas, popover, dropdown). */
  record Overlay(String type, String target) implements UiAction {}

  record SetStep(String target, int value) implements UiAction {
    public String type() {
      return "setStep";
    }
  }

  /** nextStep (+1) or previousStep (-1, never below 0). */
  record MoveStep(String type, String target) implements UiAction {}

  /**
   * @param id the toast id, or null to number it {@code toast-N} when shown
   * @param durationMs null for a persistent toast (omitted or 0), else clamped to 1,000–30,000
   */
  record ShowToast(String id, String message, String title, String intent, Double durationMs)
      implements UiAction {
    public String type() {
      return "showToast";
    }
  }

  record DismissToast(String target) implements UiAction {
    public String type() {
      return "dismissToast";
    }
  }

  record ScrollTo(String target) implements UiAction {
    public String type() {
      return "scrollTo";
    }
  }

  /** A safe successful no-op: Power BI owns refresh. */
  record Refresh() implements UiAction {
    public String type() {
      return "refresh";
    }
  }
}
