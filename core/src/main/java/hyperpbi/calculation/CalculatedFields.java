package hyperpbi.calculation;

import static hyperpbi.calculation.CalculationCodes.CALCULATED_FIELD_COLLISION;
import static hyperpbi.calculation.CalculationCodes.CALCULATED_FIELD_CYCLE;
import static hyperpbi.calculation.CalculationCodes.CALCULATED_FIELD_TYPE_MISMATCH;
import static hyperpbi.calculation.CalculationCodes.INVALID_CALCULATED_FIELD_DEPENDENCY;
import static hyperpbi.calculation.CalculationCodes.INVALID_CALCULATED_FIELD_KEY;
import static hyperpbi.calculation.CalculationCodes.INVALID_CALCULATED_FIELD_TYPE;
import static hyperpbi.calculation.CalculationCodes.INVALID_PROPERTY_TYPE;
import static hyperpbi.calculation.CalculationCodes.MISSING_REQUIRED_PROPERTY;
import static hyperpbi.calculation.CalculationCodes.TOO_MANY_CALCULATED_FIELDS;
import static hyperpbi.calculation.CalculationCodes.UNKNOWN_PROPERTY;

import com.eclipsesource.json.JsonArray;
import com.eclipsesource.json.JsonObject;
import com.eclipsesource.json.JsonValue;
import hyperpbi.data.Column;
import hyperpbi.data.DataSource;
import hyperpbi.data.DataType;
import hyperpbi.data.FieldManifest;
import hyperpbi.data.FieldMeta;
import hyperpbi.data.Origin;
import hyperpbi.data.Table;
import hyperpbi.diagnostic.Diagnostics;
import hyperpbi.diagnostic.JsonPointer;
import hyperpbi.expression.CheckedExpression;
import hyperpbi.expression.EvaluationContext;
import hyperpbi.expression.ExpressionCompiler;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Root calculated fields ({@code calculations.fields}): validated first, checked in dependency
 * order, appended to the base schema in declaration order (so zero-row sources still expose
 * them), then evaluated over every row. Invalid fields are left out of the schema with a
 * diagnostic naming the reason; fields reading them are left out too.
 */
final class CalculatedFields {
  private CalculatedFields() {}

  static final Set<String> PROPERTIES = Set.of("key", "label", "type", "expression");

  /**
   * The usable declarations and their checked expressions, in dependency order. They depend only
   * on the definitions and the base's schema, so a recalculation over new rows can reuse them.
   */
  record Plan(List<CalculatedField> declared, List<CalculatedField.Checked> checked) {
    static final Plan NONE = new Plan(List.of(), List.of());

    /** The schema the fields give the base: its own fields, then the valid ones in order. */
    List<FieldMeta> fields(List<FieldMeta> baseFields) {
      List<FieldMeta> out = new ArrayList<>(baseFields);
      for (CalculatedField f : declared) {
        for (CalculatedField.Checked c : checked) {
          if (c.field() == f) {
            out.add(c.meta());
          }
        }
      }
      return out;
    }
  }

  /** Most calculated fields a specification may declare. */
  static final int MAX_FIELDS = 1000;

  /** Validates and checks {@code calculations.fields} against the base's schema. */
  static Plan prepare(JsonValue json, String pointer, DataSource base, Diagnostics out) {
    if (json == null) {
      return Plan.NONE;
    }
    if (!json.isArray()) {
      out.error(INVALID_PROPERTY_TYPE, pointer, "calculations.fields must be an array");
      return Plan.NONE;
    }
    JsonArray entries = json.asArray();
    if (entries.size() > MAX_FIELDS) {
      // Checking a field reads every field before it: tens of thousands would stall a visual.
      out.error(TOO_MANY_CALCULATED_FIELDS, JsonPointer.child(pointer, MAX_FIELDS), "at most "
          + MAX_FIELDS + " calculated fields are allowed; this one and the "
          + (entries.size() - MAX_FIELDS - 1) + " after it are not calculated");
      JsonArray kept = new JsonArray();
      for (int i = 0; i < MAX_FIELDS; i++) {
        kept.add(entries.get(i));
      }
      entries = kept;
    }
    List<CalculatedField> declared = declarations(entries, pointer, base, out);
    if (declared.isEmpty()) {
      return Plan.NONE;
    }
    return new Plan(declared, check(declared, base, out));
  }

  /** The base with the plan's fields computed over its rows (the base itself without any). */
  static DataSource apply(Plan plan, DataSource base, EvaluationContext context,
      Diagnostics out) {
    return plan.declared().isEmpty() ? base
        : evaluate(base, plan.declared(), plan.checked(), context, out);
  }

  /** Parses entries, enforcing key rules and uniqueness; returns the usable ones. */
  private static List<CalculatedField> declarations(JsonArray array, String pointer,
      DataSource base, Diagnostics out) {
    Map<String, FieldMeta> baseNames = new HashMap<>();
    for (FieldMeta f : base.table().fields()) {
      baseNames.putIfAbsent(f.key(), f);
      if (f.alias() != null) {
        baseNames.putIfAbsent(f.alias(), f);
      }
    }
    Map<String, String> declaredAt = new HashMap<>();
    List<CalculatedField> fields = new ArrayList<>();
    for (int i = 0; i < array.size(); i++) {
      String ptr = JsonPointer.child(pointer, i);
      CalculatedField f = declaration(array.get(i), i, ptr, out);
      if (f == null) {
        continue;
      }
      FieldMeta clash = baseNames.get(f.key());
      if (clash != null) {
        out.error(CALCULATED_FIELD_COLLISION, ptr + "/key", "calculated field '" + f.key()
            + "' collides with base field '" + clash.key() + "'");
        continue;
      }
      String earlier = declaredAt.putIfAbsent(f.key(), ptr);
      if (earlier != null) {
        out.error(CALCULATED_FIELD_COLLISION, ptr + "/key", "calculated field '" + f.key()
            + "' is already defined at " + earlier);
        continue;
      }
      fields.add(f);
    }
    return fields;
  }

  private static CalculatedField declaration(JsonValue json, int index, String ptr,
      Diagnostics out) {
    if (!json.isObject()) {
      out.error(INVALID_PROPERTY_TYPE, ptr, "a calculated field is an object "
          + "{key, label, type, expression}");
      return null;
    }
    JsonObject o = json.asObject();
    for (String name : o.names()) {
      if (!PROPERTIES.contains(name)) {
        out.error(UNKNOWN_PROPERTY, JsonPointer.child(ptr, name), "unknown property '" + name
            + "' in a calculated field (use key, label, type, expression)");
      }
    }
    boolean ok = true;
    JsonValue key = o.get("key");
    if (key == null) {
      out.error(MISSING_REQUIRED_PROPERTY, ptr, "calculated field needs a key");
      ok = false;
    } else if (!key.isString() || !validKey(key.asString())) {
      out.error(INVALID_CALCULATED_FIELD_KEY, ptr + "/key", "calculated field key " + key
          + " must match ^[a-z][a-z0-9_]*$ (lowercase letters, digits, underscore; starting "
          + "with a letter)");
      ok = false;
    }
    JsonValue label = o.get("label");
    if (label != null && !label.isString()) {
      out.error(INVALID_PROPERTY_TYPE, ptr + "/label", "label must be a string");
    }
    DataType declared = null;
    JsonValue type = o.get("type");
    if (type != null) {
      declared = type.isString() ? declaredType(type.asString()) : null;
      if (declared == null) {
        out.error(INVALID_CALCULATED_FIELD_TYPE, ptr + "/type", "type must be number, text, "
            + "boolean or date, not " + type);
        ok = false;
      }
    }
    JsonValue expression = o.get("expression");
    if (expression == null) {
      out.error(MISSING_REQUIRED_PROPERTY, ptr, "calculated field needs an expression");
      ok = false;
    }
    if (!ok) {
      return null;
    }
    return new CalculatedField(index, ptr, key.asString(),
        label != null && label.isString() ? label.asString() : null, declared, expression,
        ExpressionCompiler.referencedFields(expression));
  }

  static boolean validKey(String key) {
    if (key.isEmpty() || key.charAt(0) < 'a' || key.charAt(0) > 'z') {
      return false;
    }
    for (int i = 1; i < key.length(); i++) {
      char c = key.charAt(i);
      if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_')) {
        return false;
      }
    }
    return true;
  }

  static DataType declaredType(String name) {
    // CalculationVocabulary.FIELD_TYPES lists these names (CalculationVocabularyTest).
    return switch (name) {
      case "number" -> DataType.NUMBER;
      case "text" -> DataType.TEXT;
      case "boolean" -> DataType.BOOLEAN;
      case "date" -> DataType.DATE;
      default -> null;
    };
  }

  /** Checks each field after the fields it reads; cycles and broken dependencies exclude it. */
  private static List<CalculatedField.Checked> check(List<CalculatedField> fields,
      DataSource base, Diagnostics out) {
    String[] aliases = aliases(fields, base.table().fields());
    // A calculated field may read another by key or alias (keys first; aliases are unique).
    Map<String, Integer> position = new HashMap<>();
    for (int i = 0; i < fields.size(); i++) {
      position.put(fields.get(i).key(), i);
    }
    for (int i = 0; i < fields.size(); i++) {
      position.putIfAbsent(aliases[i], i);
    }
    int[][] dependencies = new int[fields.size()][];
    for (int i = 0; i < fields.size(); i++) {
      List<Integer> deps = new ArrayList<>();
      for (String ref : fields.get(i).references()) {
        Integer p = position.get(ref);
        if (p != null && !deps.contains(p)) {
          deps.add(p);
        }
      }
      dependencies[i] = new int[deps.size()];
      for (int k = 0; k < deps.size(); k++) {
        dependencies[i][k] = deps.get(k);
      }
    }
    DependencyOrder.Result order = DependencyOrder.of(dependencies);
    boolean[] invalid = new boolean[fields.size()];
    for (List<Integer> cycle : order.cycles()) {
      StringBuilder path = new StringBuilder();
      for (int i = 0; i < cycle.size(); i++) {
        path.append(i == 0 ? "" : " → ").append(fields.get(cycle.get(i)).key());
        invalid[cycle.get(i)] = true;
      }
      CalculatedField first = fields.get(cycle.get(0));
      out.error(CALCULATED_FIELD_CYCLE, first.expressionPointer(),
          "calculated fields depend on each other: " + path);
    }
    List<FieldMeta> available = new ArrayList<>(base.table().fields());
    List<CalculatedField.Checked> checked = new ArrayList<>();
    for (int i : order.order()) {
      if (invalid[i]) {
        continue;
      }
      CalculatedField f = fields.get(i);
      String brokenDependency = null;
      for (int d : dependencies[i]) {
        if (invalid[d]) {
          brokenDependency = fields.get(d).key();
          break;
        }
      }
      if (brokenDependency != null) {
        out.error(INVALID_CALCULATED_FIELD_DEPENDENCY, f.expressionPointer(), "calculated field '"
            + f.key() + "' reads calculated field '" + brokenDependency + "', which is invalid");
        invalid[i] = true;
        continue;
      }
      CalculatedField.Checked c = checkOne(f, aliases[i], available, base.hasIdentities(), out);
      if (c == null) {
        invalid[i] = true;
        continue;
      }
      available.add(c.meta());
      checked.add(c);
    }
    return checked;
  }

  /**
   * Each field's Field Manifest alias, in declaration order: the camelCase of its key (its source
   * name), suffixed while it is a base field's key or alias, another calculated field's key, or an
   * earlier one's alias. It depends on the declarations alone, so a field's alias does not move
   * when another field's expression fails. Not the label: a label is free text ("Margin"), and a
   * dataset deriving a field of that everyday name would silently replace the calculated field
   * (a derive named by an alias replaces that field), where an alias of the key
   * ({@code margin_pct} → {@code marginPct}) only answers to the name the author chose.
   */
  private static String[] aliases(List<CalculatedField> fields, List<FieldMeta> baseFields) {
    Set<String> taken = new HashSet<>();
    for (FieldMeta f : baseFields) {
      taken.add(f.key());
      if (f.alias() != null) {
        taken.add(f.alias());
      }
    }
    for (CalculatedField f : fields) {
      taken.add(f.key());
    }
    String[] aliases = new String[fields.size()];
    for (int i = 0; i < fields.size(); i++) {
      String key = fields.get(i).key();
      aliases[i] = FieldManifest.alias(new FieldManifest.Name(key, key, null),
          baseFields.size() + i, name -> !name.equals(key) && taken.contains(name));
      taken.add(aliases[i]);
    }
    return aliases;
  }

  private static CalculatedField.Checked checkOne(CalculatedField f, String alias,
      List<FieldMeta> available, boolean identities, Diagnostics out) {
    CheckedExpression e = ExpressionCompiler.check(f.expression(), f.expressionPointer(),
        available, out);
    if (e == null) {
      return null;
    }
    DataType inferred = e.type();
    DataType declared = f.declaredType();
    DataType type = inferred;
    if (declared != null) {
      if (inferred == DataType.UNKNOWN) {
        type = declared;
        e = ExpressionCompiler.withResultType(e, declared);
      } else if (!(declared == inferred
          || (declared == DataType.DATE && inferred.isTemporal()))) {
        out.error(CALCULATED_FIELD_TYPE_MISMATCH, f.pointer() + "/type", "calculated field '"
            + f.key() + "' is declared " + declared.json() + " but its expression gives "
            + inferred.json());
        return null;
      }
    }
    FieldMeta meta = FieldMeta.computed(f.key(), f.displayName(), type, Origin.CALCULATED_FIELD)
        .withAlias(alias).withCanSelect(identities);
    return new CalculatedField.Checked(f, meta, e);
  }

  /**
   * Evaluates in dependency order over a working table that grows one column at a time, then
   * lays the schema out in declaration order.
   */
  private static DataSource evaluate(DataSource base, List<CalculatedField> declared,
      List<CalculatedField.Checked> checked, EvaluationContext context, Diagnostics out) {
    Table table = base.table();
    List<FieldMeta> fields = new ArrayList<>(table.fields());
    List<Column> columns = new ArrayList<>(table.columns());
    Map<String, Column> computed = new HashMap<>();
    Map<String, FieldMeta> metas = new HashMap<>();
    for (CalculatedField.Checked c : checked) {
      Table working = new Table(fields, columns, table.rowCount());
      EvaluationContext scoped = new EvaluationContext(context.nowEpochMs(), context.timeZone(),
          context.clickedRow(), (code, message) -> out.warning(code,
              c.field().expressionPointer(), "calculated field '" + c.field().key() + "': "
              + message));
      Column column = c.expression().evaluate(working, null, table.rowCount(), scoped);
      fields.add(c.meta());
      columns.add(column);
      computed.put(c.meta().key(), column);
      metas.put(c.meta().key(), c.meta());
    }
    List<FieldMeta> outFields = new ArrayList<>(table.fields());
    List<Column> outColumns = new ArrayList<>(table.columns());
    for (CalculatedField f : declared) {
      if (metas.containsKey(f.key())) {
        outFields.add(metas.get(f.key()));
        outColumns.add(computed.get(f.key()));
      }
    }
    Table result = new Table(outFields, outColumns, table.rowCount());
    return base.withTable(result);
  }
}
