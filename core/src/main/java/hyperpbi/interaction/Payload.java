package hyperpbi.interaction;

import hyperpbi.data.DataType;
import hyperpbi.interaction.InteractionPolicy.InternalMode;
import java.util.List;

/**
 * What a gesture hands the universal engine: the dataset rows it designates and, when it has
 * one, the field payload (field, operator, values).
 *
 * @param rows dataset row indices, sorted and unique
 * @param field canonical field key, or null for a row-key payload
 * @param values explicit payload values (a control's value, a fixed interaction value, a
 *     setFilter value), or null to take the field's values from the selected rows
 * @param valueJson canonical JSON of the explicit value, for the click signature
 * @param fieldPointer where the field is declared when a payload names it (a setFilter's
 *     {@code /field}), or null for the site's {@code interaction.field} or a control's field
 * @param internalMode the internal mode the payload applies with, or null for the site's
 *     ({@code interaction.internalMode}); a {@code highlight} payload applies as a highlight
 */
record Payload(String dataset, int[] rows, String field, String operator, List<Object> values,
    DataType type, String valueJson, String fieldPointer, InternalMode internalMode) {

  /** A payload applied with the site's internal mode. */
  Payload(String dataset, int[] rows, String field, String operator, List<Object> values,
      DataType type, String valueJson, String fieldPointer) {
    this(dataset, rows, field, operator, values, type, valueJson, fieldPointer, null);
  }

  /** The same payload applied with {@code mode} whatever the site's internal mode. */
  Payload as(InternalMode mode) {
    return new Payload(dataset, rows, field, operator, values, type, valueJson, fieldPointer,
        mode);
  }
}
