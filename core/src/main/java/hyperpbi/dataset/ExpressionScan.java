package hyperpbi.dataset;

import com.eclipsesource.json.JsonObject;
import com.eclipsesource.json.JsonValue;
import hyperpbi.expression.Operator;
import java.util.LinkedHashSet;
import java.util.Set;

/**
 * Shallow facts about an expression's JSON that a dataset needs before or without compiling it:
 * which names it reads (placeholders for dynamic schemas) and whether it reads the clock or the
 * clicked row (cache signatures must then include them; an event payload then needs a clicked
 * row).
 */
public final class ExpressionScan {
  private static final int MAX_DEPTH = 200;

  private final Set<String> fields = new LinkedHashSet<>();
  private boolean clock;
  private boolean rowContext;

  private ExpressionScan() {}

  public static ExpressionScan of(JsonValue json) {
    ExpressionScan scan = new ExpressionScan();
    scan.visit(json, 0);
    return scan;
  }

  Set<String> fields() {
    return fields;
  }

  boolean usesClock() {
    return clock;
  }

  public boolean usesRowContext() {
    return rowContext;
  }

  private void visit(JsonValue v, int depth) {
    if (v == null || depth > MAX_DEPTH) {
      return;
    }
    if (v.isArray()) {
      for (JsonValue item : v.asArray()) {
        visit(item, depth + 1);
      }
      return;
    }
    if (!v.isObject()) {
      return;
    }
    JsonObject o = v.asObject();
    for (JsonObject.Member m : o) {
      JsonValue value = m.getValue();
      switch (m.getName()) {
        case "field" -> {
          if (value.isString()) {
            fields.add(value.asString());
          }
        }
        case "valueFromRow" -> {
          rowContext = true;
          if (value.isString()) {
            fields.add(value.asString());
          }
        }
        case "op" -> {
          Operator op = value.isString() ? Operator.fromSymbol(value.asString()) : null;
          clock |= op != null && op.readsClock();
        }
        default -> visit(value, depth + 1);
      }
    }
  }
}
