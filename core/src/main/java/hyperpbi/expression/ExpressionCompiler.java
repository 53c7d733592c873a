package hyperpbi.expression;

import com.eclipsesource.json.JsonValue;
import hyperpbi.data.FieldMeta;
import hyperpbi.diagnostic.Diagnostics;
import java.util.List;

/**
 * The single entry for every caller of the DSL (root calculated fields, root metrics, dataset
 * derive, event conditions): parse JSON into the typed AST, check it against the available fields,
 * and return something that evaluates over columns.
 */
public final class ExpressionCompiler {
  private ExpressionCompiler() {}

  /**
   * @param pointer JSON pointer of {@code json} in the specification, for diagnostics
   * @param fields the fields available at this point (canonical keys)
   * @return the checked expression, or null when diagnostics received an error
   */
  public static CheckedExpression check(
      JsonValue json, String pointer, List<FieldMeta> fields, Diagnostics out) {
    throw new UnsupportedOperationException("expression DSL not implemented yet");
  }
}
