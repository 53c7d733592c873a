package hyperpbi.expression;

import com.eclipsesource.json.JsonValue;
import hyperpbi.data.DataType;
import hyperpbi.data.FieldMeta;
import hyperpbi.diagnostic.Diagnostics;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The single entry for every caller of the DSL (root calculated fields, root metrics, dataset
 * derive and filter, event conditions): parse JSON into the typed AST, check it against the
 * available fields, and return something that evaluates over columns.
 */
public final class ExpressionCompiler {
  private ExpressionCompiler() {}

  /**
   * @param pointer JSON pointer of {@code json} in the specification, for diagnostics
   * @param fields the fields available at this point (referenced by canonical key or alias)
   * @return the checked expression, or null when diagnostics received an error other than
   *     {@code UNKNOWN_OPERATOR}: an unknown operator is an error whose node evaluates to null
   *     (calculations-dsl.txt), so the expression is still returned
   */
  public static CheckedExpression check(
      JsonValue json, String pointer, List<FieldMeta> fields, Diagnostics out) {
    Diagnostics local = new Diagnostics();
    Expr parsed = ExpressionParser.parse(json, pointer, local);
    ExpressionChecker.Result checked = parsed == null ? null
        : ExpressionChecker.check(parsed, fields, local);
    out.addAll(local);
    if (checked == null) {
      return null;
    }
    return new CompiledExpression(checked.root(), checked.root().type(),
        checked.fieldReferences(), checked.rowValueReferences());
  }

  /**
   * A dataset filter {@code {field, operator, value}} as a Boolean expression, sharing the typed
   * comparison rules of the expression operators (contract-notes §2). Operators: {@code = != > >=
   * < <=}, {@code contains} (case-insensitive text), {@code in} (array value), {@code between}
   * ({@code [low, high]}, inclusive). Diagnostics: an unknown field is
   * {@code UNKNOWN_DATASET_FIELD} at {@code pointer/field}; an unknown operator is
   * {@code INVALID_DATASET_DEFINITION} at {@code pointer/operator}; a value that does not fit is
   * {@code INVALID_DATASET_DEFINITION} at {@code pointer/value} (or the element of it).
   *
   * @param fieldKey the filter's field (canonical key or alias), null when missing
   * @param operator the filter's operator, null when missing
   * @param value the filter's value, null when the property is missing
   * @param pointer JSON pointer of the filter object
   * @return a checked expression of type boolean (null counts as not matching), or null on error
   */
  public static CheckedExpression checkFilter(String fieldKey, String operator, JsonValue value,
      String pointer, List<FieldMeta> fields, Diagnostics out) {
    Diagnostics local = new Diagnostics();
    Expr filter = FilterCondition.build(fieldKey, operator, value, pointer, fields, local);
    ExpressionChecker.Result checked = filter == null ? null
        : ExpressionChecker.check(filter, fields, local);
    out.addAll(local);
    if (checked == null || local.hasErrors()) {
      return null;
    }
    return new CompiledExpression(checked.root(), DataType.BOOLEAN, checked.fieldReferences(),
        Set.of());
  }

  /**
   * The names an expression reads with {@code field}, as written (key or alias), without checking
   * them: used to order calculated fields by dependency before each is checked. Empty when the
   * JSON is not a well-formed expression (checking reports why).
   */
  public static Set<String> referencedFields(JsonValue json) {
    Expr parsed = ExpressionParser.parse(json, "", new Diagnostics());
    Set<String> names = new LinkedHashSet<>();
    if (parsed != null) {
      collectFields(parsed, names);
    }
    return names;
  }

  private static void collectFields(Expr e, Set<String> names) {
    if (e instanceof Expr.Field f) {
      names.add(f.key());
    } else if (e instanceof Expr.Call c) {
      for (Expr a : c.args()) {
        collectFields(a, names);
      }
    } else if (e instanceof Expr.Case c) {
      for (Expr.Branch b : c.branches()) {
        collectFields(b.when(), names);
        collectFields(b.then(), names);
      }
      if (c.otherwise() != null) {
        collectFields(c.otherwise(), names);
      }
    } else if (e instanceof Expr.Membership m) {
      collectFields(m.subject(), names);
    }
  }

  /**
   * The same expression with its result converted to {@code type} (e.g. a calculated field's
   * declared type when the inferred type is unknown): text holding exact numbers, ISO dates or
   * true/false becomes that type, anything else null.
   */
  public static CheckedExpression withResultType(CheckedExpression expression, DataType type) {
    if (expression instanceof CompiledExpression c) {
      return c.as(type);
    }
    throw new IllegalArgumentException("not compiled by ExpressionCompiler");
  }
}
