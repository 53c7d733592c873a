package hyperpbi.interaction;

import com.eclipsesource.json.Json;
import com.eclipsesource.json.JsonArray;
import com.eclipsesource.json.JsonValue;
import hyperpbi.data.DataType;
import hyperpbi.data.FieldMeta;
import hyperpbi.dataset.DatasetResult;
import hyperpbi.interaction.InteractionPolicy.Trigger;
import hyperpbi.json.JsonValues;
import hyperpbi.specification.ComponentNode;
import java.util.ArrayList;
import java.util.List;

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

  /**
   * A control whose selected rows a toggle elsewhere removed in part (an externally selecting
   * control: the toggle works on the complete selection): its value keeps the items the
   * remaining rows still hold, in the value's order, and is stored as the control's value, so
   * {@code [North, South]} becomes {@code [North]} when the South rows go. Only a list of
   * values can follow rows: a condition ({@code !=}, a comparison, {@code contains},
   * {@code between}) describes rows by a rule, and a rule that held the removed rows cannot
   * stand for the others, so then the control's interaction goes, as with its last row.
   *
   * @return the typed values the control's internal filter keeps, or null when its interaction
   *     must go
   */
  static List<Object> narrow(Transition t, InteractionSite site, DatasetResult result,
      int[] rows) {
    JsonValue value = t.state.componentValues.get(site.key());
    String operator = site.policy().operator();
    ComponentNode node = site.layer() == null ? t.model.components().get(site.component())
        : null;
    String field = node == null ? null : Dispatcher.changeField(site.policy(), node.json());
    FieldMeta meta = field == null ? null : result.table().field(field);
    if (value == null || meta == null || !(operator.equals("=") || operator.equals("in"))) {
      return null;
    }
    List<Object> remaining = UniversalInteraction.fieldValues(result, field, rows);
    JsonArray kept = new JsonArray();
    List<Object> typed = new ArrayList<>();
    for (JsonValue item : JsonValues.list(value)) {
      Object v = TypedValues.coerce(item, meta.dataType());
      if (!TypedValues.isBlank(v) && v != TypedValues.INVALID && holds(remaining, v)) {
        kept.add(item);
        typed.add(v);
      }
    }
    if (typed.isEmpty()) {
      return null;
    }
    t.state.componentValues.put(site.key(), value.isArray() ? kept : value);
    return typed;
  }

  private static boolean holds(List<Object> values, Object v) {
    for (Object candidate : values) {
      if (RowMatcher.equal(candidate, v)) {
        return true;
      }
    }
    return false;
  }

  /**
   * A control's value as its filter reads it: each item coerced to the field's type
   * (contract-notes §2: {@code "50.5"} on a number field is 50.5, a date-time on a date field
   * its date), blank items dropped, an array kept an array.
   *
   * @param values the value's items as coerced for the filter, in order
   */
  static JsonValue typed(JsonValue value, List<Object> values, DataType type) {
    if (!value.isArray()) {
      return Json.parse(TypedValues.json(values.get(0), type));
    }
    JsonArray items = new JsonArray();
    for (Object v : values) {
      items.add(Json.parse(TypedValues.json(v, type)));
    }
    return items;
  }
}
