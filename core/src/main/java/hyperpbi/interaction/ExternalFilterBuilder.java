package hyperpbi.interaction;

import hyperpbi.data.DataType;
import hyperpbi.data.FieldMeta;
import hyperpbi.json.JsonOut;
import hyperpbi.ui.FilterTarget;
import java.util.ArrayList;
import java.util.List;

/**
 * Builds the Power BI basic/advanced JSON filters of contract-notes §1 ("Power BI JSON filters")
 * for a field with a real model-column target. Key order and value types are exactly those of
 * the contract: basic {@code $schema, target, filterType 1, operator In|NotIn, values}; advanced
 * {@code $schema, target, filterType 0, logicalOperator And, conditions} (at most two).
 */
public final class ExternalFilterBuilder {
  public static final String CALCULATED =
      "calculated field has no direct Power BI model filter target";
  public static final String NO_TARGET = "field has no Power BI filter target";
  public static final String UNSUPPORTED_OPERATOR = "unsupported external filter operator";
  public static final String BETWEEN_SHAPE = "between needs a [low, high] value";

  static final String BASIC_SCHEMA = "http://powerbi.com/product/schema#basic";
  static final String ADVANCED_SCHEMA = "http://powerbi.com/product/schema#advanced";

  private ExternalFilterBuilder() {}

  /**
   * Why this field cannot become a Power BI filter, or null when it can. Fields the engine
   * computes (root calculated fields, dataset-derived fields, dataset metrics, and group,
   * renamed or selected fields standing for one: {@link FieldMeta#isComputed}) never can, even
   * if they copied a target; others need a model column with table and column.
   */
  public static String refusal(FieldMeta field) {
    if (field == null) {
      return NO_TARGET;
    }
    if (field.isComputed()) {
      return CALCULATED;
    }
    return field.hasFilterTarget() ? null : NO_TARGET;
  }

  /** True for the operators a JSON filter can express (the interaction operator enum). */
  public static boolean supports(String operator) {
    return operator != null && switch (operator) {
      case "=", "in", "!=", ">", ">=", "<", "<=", "contains", "between" -> true;
      default -> false;
    };
  }

  /**
   * @param values typed values ({@code Double} — dates as epoch ms —, {@code String},
   *     {@code Boolean} or null); for {@code between} exactly {@code [low, high]}
   */
  public static FilterOutcome build(FieldMeta field, String operator, List<Object> values) {
    String refused = refusal(field);
    if (refused != null) {
      return new FilterOutcome.Refused(refused);
    }
    if (!supports(operator)) {
      return new FilterOutcome.Refused(UNSUPPORTED_OPERATOR);
    }
    FilterTarget target = new FilterTarget(field.sourceTable(), field.sourceColumn());
    DataType type = field.dataType();
    if (operator.equals("between")) {
      // An empty value clears, whatever the operator (interactions.md); only a half-given or
      // over-long range is malformed.
      if (nonBlankDistinct(values, type).isEmpty()) {
        return new FilterOutcome.Clear(target);
      }
      if (values.size() != 2) {
        return new FilterOutcome.Refused(BETWEEN_SHAPE);
      }
      if (TypedValues.isBlank(values.get(0)) || TypedValues.isBlank(values.get(1))) {
        return new FilterOutcome.Clear(target);
      }
      return new FilterOutcome.Apply(target, advanced(target, type,
          List.of("GreaterThanOrEqual", "LessThanOrEqual"), values));
    }
    List<Object> kept = nonBlankDistinct(values, type);
    if (kept.isEmpty()) {
      return new FilterOutcome.Clear(target);
    }
    return switch (operator) {
      case "=", "in" -> new FilterOutcome.Apply(target, basic(target, type, "In", kept));
      case "!=" -> new FilterOutcome.Apply(target, basic(target, type, "NotIn", kept));
      default -> kept.size() > 1
          ? new FilterOutcome.Refused("operator " + operator + " takes a single value")
          : new FilterOutcome.Apply(target,
              advanced(target, type, List.of(conditionOperator(operator)), kept));
    };
  }

  private static String conditionOperator(String operator) {
    return switch (operator) {
      case ">" -> "GreaterThan";
      case ">=" -> "GreaterThanOrEqual";
      case "<" -> "LessThan";
      case "<=" -> "LessThanOrEqual";
      default -> "Contains";
    };
  }

  /** Drops null/blank entries and repeats, keeping first-seen order and each value's type. */
  private static List<Object> nonBlankDistinct(List<Object> values, DataType type) {
    List<Object> kept = new ArrayList<>();
    java.util.Set<String> seen = new java.util.HashSet<>();
    for (Object v : values) {
      if (TypedValues.isBlank(v)) {
        continue;
      }
      String text = TypedValues.json(v, type);
      if (seen.add(text)) {
        kept.add(v);
      }
    }
    return kept;
  }

  private static JsonOut head(FilterTarget target, String schema, int filterType) {
    JsonOut out = new JsonOut(false);
    out.beginObject().field("$schema", schema);
    out.key("target").beginObject().field("table", target.table())
        .field("column", target.column()).endObject();
    out.field("filterType", filterType);
    return out;
  }

  private static String basic(FilterTarget target, DataType type, String operator,
      List<Object> values) {
    JsonOut out = head(target, BASIC_SCHEMA, 1);
    out.field("operator", operator).key("values").beginArray();
    for (Object v : values) {
      TypedValues.write(out, v, type);
    }
    return out.endArray().endObject().toString();
  }

  private static String advanced(FilterTarget target, DataType type, List<String> operators,
      List<Object> values) {
    JsonOut out = head(target, ADVANCED_SCHEMA, 0);
    out.field("logicalOperator", "And").key("conditions").beginArray();
    for (int i = 0; i < operators.size(); i++) {
      out.beginObject().field("operator", operators.get(i)).key("value");
      TypedValues.write(out, values.get(i), type);
      out.endObject();
    }
    return out.endArray().endObject().toString();
  }
}
