package hyperpbi.expression;

import java.util.List;

/**
 * The words of the expression DSL as the parser reads them, for tools that describe it (the JSON
 * Schema of hyperpbi.schema): the operator table ({@link Operator}) and each call's JSON shape,
 * read from the parser's own tables so they cannot drift.
 */
public final class ExpressionVocabulary {
  /** The leaves: exactly one of these names, nothing else. */
  public static final List<String> LEAVES = List.of("field", "value", "valueFromRow");

  private ExpressionVocabulary() {}

  /** Every property a call of {@code op} takes, {@code op} first. */
  public static List<String> callProperties(Operator op) {
    return ExpressionParser.callProperties(op);
  }

  /** Per operand position, the property names it may be given as outside {@code args}. */
  public static List<List<String>> operandNames(Operator op) {
    return ExpressionParser.operandNames(op);
  }

  /** The dataset filter operators ({@code {field, operator, value}}). */
  public static List<String> filterOperators() {
    return FilterCondition.operatorSymbols();
  }
}
