package hyperpbi.calculation;

import com.eclipsesource.json.JsonValue;
import hyperpbi.canonical.Whitespace;
import hyperpbi.data.DataType;
import hyperpbi.data.FieldMeta;
import hyperpbi.expression.CheckedExpression;
import java.util.Set;

/**
 * One entry of {@code calculations.fields} as it moves through validation.
 *
 * @param index position in the array (declaration order)
 * @param declaredType number, text, boolean or date (DATE), or null when not declared
 * @param references names the expression reads with {@code field}, as written
 */
record CalculatedField(int index, String pointer, String key, String label,
    DataType declaredType, JsonValue expression, Set<String> references) {

  String expressionPointer() {
    return pointer + "/expression";
  }

  /** The label, else (absent or blank) the key: never an empty name. */
  String displayName() {
    return label != null && !Whitespace.isBlank(label) ? label : key;
  }

  /** The checked state: metadata for the schema and the expression producing its column. */
  record Checked(CalculatedField field, FieldMeta meta, CheckedExpression expression) {}
}
