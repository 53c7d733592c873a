package hyperpbi.dataset;

import com.eclipsesource.json.JsonArray;
import com.eclipsesource.json.JsonObject;
import com.eclipsesource.json.JsonValue;
import hyperpbi.canonical.Whitespace;
import hyperpbi.dataset.DatasetDefinition.Derive;
import hyperpbi.dataset.DatasetDefinition.Distinct;
import hyperpbi.dataset.DatasetDefinition.FieldRef;
import hyperpbi.dataset.DatasetDefinition.Filter;
import hyperpbi.dataset.DatasetDefinition.Metric;
import hyperpbi.dataset.DatasetDefinition.Rename;
import hyperpbi.dataset.DatasetDefinition.SortKey;
import hyperpbi.diagnostic.Diagnostics;
import hyperpbi.diagnostic.JsonPointer;
import hyperpbi.diagnostic.DidYouMean;
import hyperpbi.json.JsonNumbers;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Strict structural parsing of one dataset definition. Field existence and types are checked
 * later by the stages, against the schema flowing into each of them; this class only checks
 * shapes, so every structural error of a definition is reported at once.
 */
public final class DefinitionParser {
  /** The keys of a definition, in the contract's stage order (after source). */
  public static final List<String> PROPERTIES = List.of("source", "filter", "derive", "rename", "select",
      "groupBy", "metrics", "distinct", "sort", "limit");
  public static final List<String> FILTER_PROPERTIES = List.of("field", "operator", "value");
  public static final List<String> METRIC_PROPERTIES = List.of("op", "field");
  public static final List<String> SORT_PROPERTIES = List.of("field", "direction");
  private static final List<String> METRIC_OPS = List.of("sum", "avg", "min", "max", "count",
      "distinctCount", "first");

  private final Diagnostics out;
  private final String name;
  private int errors;

  private DefinitionParser(String name, Diagnostics out) {
    this.name = name;
    this.out = out;
  }

  /**
   * @param pointer pointer of the definition, e.g. {@code /data/datasets/areaSummary}
   * @return the definition, or null after reporting every structural error
   */
  public static DatasetDefinition parse(String name, JsonValue json, String pointer,
      Diagnostics out) {
    Parsed parsed = read(name, json, pointer, out);
    return parsed.valid() ? parsed.definition() : null;
  }

  /**
   * A definition as far as it parses: with structural errors, the well-formed operations (a
   * metric whose op or field is invalid kept with a null op or field, standing for its name),
   * so the resolver can still check them against the schema and report errors independent of
   * the structural ones in the same pass.
   *
   * @param definition null when the definition is not an object or its name is refused
   * @param valid whether no structural error was reported
   */
  record Parsed(DatasetDefinition definition, boolean valid) {}

  static Parsed read(String name, JsonValue json, String pointer, Diagnostics out) {
    DefinitionParser parser = new DefinitionParser(name, out);
    DatasetDefinition definition = parser.definition(json, pointer);
    if (hyperpbi.canonical.Whitespace.isBlank(name) || name.equals(hyperpbi.data.Workspace.POWERBI)) {
      // Its name is refused: nothing could ever read it, so it is not checked further.
      return new Parsed(null, false);
    }
    return new Parsed(definition, definition != null && parser.errors == 0);
  }

  private DatasetDefinition definition(JsonValue json, String pointer) {
    if (Whitespace.isBlank(name)) {
      error("INVALID_DATASET_DEFINITION", pointer, "a dataset name must not be blank");
    } else if (name.equals(hyperpbi.data.Workspace.POWERBI)) {
      error("INVALID_DATASET_DEFINITION", pointer,
          "'powerbi' is the built-in dataset and cannot be redefined");
    }
    if (!json.isObject()) {
      error("INVALID_PROPERTY_TYPE", pointer, "dataset '" + name + "' must be an object");
      return null;
    }
    JsonObject o = json.asObject();
    unknownProperties(o, pointer, PROPERTIES, "dataset '" + name + "'");
    String source = source(o, pointer);
    List<Filter> filters = filters(o.get("filter"), JsonPointer.child(pointer, "filter"));
    List<Derive> derive = derive(o.get("derive"), JsonPointer.child(pointer, "derive"));
    List<Rename> rename = rename(o.get("rename"), JsonPointer.child(pointer, "rename"));
    List<FieldRef> select = fieldList(o.get("select"), JsonPointer.child(pointer, "select"),
        "select");
    List<FieldRef> groupBy = fieldList(o.get("groupBy"), JsonPointer.child(pointer, "groupBy"),
        "groupBy");
    List<Metric> metrics = metrics(o.get("metrics"), JsonPointer.child(pointer, "metrics"));
    Distinct distinct = distinct(o.get("distinct"), JsonPointer.child(pointer, "distinct"));
    List<SortKey> sort = sort(o.get("sort"), JsonPointer.child(pointer, "sort"));
    int limit = limit(o.get("limit"), JsonPointer.child(pointer, "limit"));
    return new DatasetDefinition(name, pointer, source, filters, derive, rename, select, groupBy,
        metrics, distinct, sort, limit, o);
  }

  private String source(JsonObject o, String pointer) {
    JsonValue v = o.get("source");
    String at = JsonPointer.child(pointer, "source");
    if (v == null) {
      error("MISSING_REQUIRED_PROPERTY", pointer, "dataset '" + name + "' needs a source");
      return null;
    }
    if (!v.isString()) {
      error("INVALID_PROPERTY_TYPE", at, "dataset '" + name + "' source must be a string");
      return null;
    }
    if (Whitespace.isBlank(v.asString())) {
      error("INVALID_DATASET_DEFINITION", at, "dataset '" + name + "' source must not be blank");
      return null;
    }
    return v.asString();
  }

  /**
   * The well-formed clauses of a {@code filter} member parsed as a dataset's (an object
   * {@code {field, operator, value}} or an array of them), after reporting every structural
   * error. A map layer's filter uses the same rule ({@link LayerFilter}).
   */
  static List<Filter> filters(JsonValue v, String pointer, Diagnostics out) {
    return new DefinitionParser("", out).filters(v, pointer);
  }

  private List<Filter> filters(JsonValue v, String pointer) {
    List<Filter> filters = new ArrayList<>();
    if (v == null) {
      return filters;
    }
    if (v.isObject()) {
      addFilter(filters, v.asObject(), pointer);
    } else if (v.isArray()) {
      JsonArray array = v.asArray();
      for (int i = 0; i < array.size(); i++) {
        String at = JsonPointer.child(pointer, i);
        if (array.get(i).isObject()) {
          addFilter(filters, array.get(i).asObject(), at);
        } else {
          error("INVALID_PROPERTY_TYPE", at, "each filter must be an object {field, operator, value}");
        }
      }
    } else {
      error("INVALID_PROPERTY_TYPE", pointer,
          "filter must be an object {field, operator, value} or an array of them");
    }
    return filters;
  }

  private void addFilter(List<Filter> filters, JsonObject o, String pointer) {
    unknownProperties(o, pointer, FILTER_PROPERTIES, "a filter");
    String field = requiredString(o, "field", pointer, "a filter");
    String operator = requiredString(o, "operator", pointer, "a filter");
    JsonValue value = o.get("value");
    if (value == null) {
      error("MISSING_REQUIRED_PROPERTY", pointer,
          "a filter needs a value (use null to compare with null)");
    }
    if (field != null && operator != null && value != null) {
      filters.add(new Filter(field, operator, value, pointer));
    }
  }

  private List<Derive> derive(JsonValue v, String pointer) {
    List<Derive> derive = new ArrayList<>();
    if (v == null) {
      return derive;
    }
    if (!v.isObject()) {
      error("INVALID_PROPERTY_TYPE", pointer, "derive must be an object: field name → expression");
      return derive;
    }
    Set<String> seen = new LinkedHashSet<>();
    for (JsonObject.Member m : v.asObject()) {
      String at = JsonPointer.child(pointer, m.getName());
      if (duplicate(seen, m.getName())) {
        continue;
      }
      if (Whitespace.isBlank(m.getName())) {
        error("INVALID_DATASET_DEFINITION", at, "a derived field name must not be blank");
      } else {
        derive.add(new Derive(m.getName(), m.getValue(), at));
      }
    }
    return derive;
  }

  private List<Rename> rename(JsonValue v, String pointer) {
    List<Rename> rename = new ArrayList<>();
    if (v == null) {
      return rename;
    }
    if (!v.isObject()) {
      error("INVALID_PROPERTY_TYPE", pointer, "rename must be an object: old name → new name");
      return rename;
    }
    Set<String> seen = new LinkedHashSet<>();
    for (JsonObject.Member m : v.asObject()) {
      String at = JsonPointer.child(pointer, m.getName());
      if (duplicate(seen, m.getName())) {
        continue;
      }
      if (!m.getValue().isString()) {
        error("INVALID_PROPERTY_TYPE", at, "the new name of '" + m.getName() + "' must be a string");
      } else if (Whitespace.isBlank(m.getValue().asString())) {
        error("INVALID_DATASET_DEFINITION", at,
            "the new name of '" + m.getName() + "' must not be blank");
      } else {
        rename.add(new Rename(m.getName(), m.getValue().asString(), at));
      }
    }
    return rename;
  }

  /** select / groupBy: a non-empty array of distinct strings. */
  private List<FieldRef> fieldList(JsonValue v, String pointer, String property) {
    if (v == null) {
      return null;
    }
    if (!v.isArray()) {
      error("INVALID_PROPERTY_TYPE", pointer, property + " must be an array of field names");
      return null;
    }
    JsonArray array = v.asArray();
    if (array.isEmpty()) {
      error("INVALID_DATASET_DEFINITION", pointer, property + " must name at least one field");
      return null;
    }
    List<FieldRef> refs = new ArrayList<>();
    Set<String> seen = new LinkedHashSet<>();
    for (int i = 0; i < array.size(); i++) {
      String at = JsonPointer.child(pointer, i);
      JsonValue item = array.get(i);
      if (!item.isString()) {
        error("INVALID_PROPERTY_TYPE", at, property + " entries must be field names (strings)");
      } else if (!seen.add(item.asString())) {
        error("INVALID_DATASET_DEFINITION", at,
            property + " lists '" + item.asString() + "' more than once");
      } else {
        refs.add(new FieldRef(item.asString(), at));
      }
    }
    return refs;
  }

  private List<Metric> metrics(JsonValue v, String pointer) {
    if (v == null) {
      return null;
    }
    if (!v.isObject()) {
      error("INVALID_PROPERTY_TYPE", pointer, "metrics must be an object: name → {op, field}");
      return null;
    }
    List<Metric> metrics = new ArrayList<>();
    Set<String> seen = new LinkedHashSet<>();
    for (JsonObject.Member m : v.asObject()) {
      String at = JsonPointer.child(pointer, m.getName());
      if (duplicate(seen, m.getName())) {
        continue;
      }
      if (Whitespace.isBlank(m.getName())) {
        error("INVALID_DATASET_DEFINITION", at, "a metric name must not be blank");
        continue;
      }
      if (!m.getValue().isObject()) {
        error("INVALID_PROPERTY_TYPE", at, "metric '" + m.getName() + "' must be an object {op, field}");
        continue;
      }
      metrics.add(metric(m.getName(), m.getValue().asObject(), at));
    }
    return metrics;
  }

  private Metric metric(String metricName, JsonObject o, String pointer) {
    String what = "metric '" + metricName + "'";
    unknownProperties(o, pointer, METRIC_PROPERTIES, what);
    String opName = requiredString(o, "op", pointer, what);
    MetricOp op = opName == null ? null : MetricOp.fromJson(opName);
    if (opName != null && op == null) {
      error("INVALID_DATASET_DEFINITION", JsonPointer.child(pointer, "op"), what
          + " has unknown op '" + opName + "'" + DidYouMean.suggest(opName, METRIC_OPS)
          + "; use one of " + String.join(", ", METRIC_OPS));
    }
    JsonValue fieldValue = o.get("field");
    String field = null;
    if (fieldValue != null) {
      if (fieldValue.isString()) {
        field = fieldValue.asString();
      } else {
        error("INVALID_PROPERTY_TYPE", JsonPointer.child(pointer, "field"),
            what + " field must be a field name (string)");
      }
    } else if (op != null && op.requiresField()) {
      error("MISSING_REQUIRED_PROPERTY", pointer, what + " (" + op.json() + ") needs a field");
    }
    // An invalid op or field is kept as null: the definition fails, but the metric's name
    // stays known to the later stages' checks.
    return new Metric(metricName, op, field, pointer);
  }

  private Distinct distinct(JsonValue v, String pointer) {
    if (v == null) {
      return null;
    }
    if (v.isBoolean()) {
      return v.asBoolean() ? new Distinct(true, List.of(), pointer) : null;
    }
    if (!v.isArray()) {
      error("INVALID_PROPERTY_TYPE", pointer, "distinct must be true/false or an array of field names");
      return null;
    }
    List<FieldRef> fields = fieldList(v, pointer, "distinct");
    return fields == null ? null : new Distinct(false, fields, pointer);
  }

  private List<SortKey> sort(JsonValue v, String pointer) {
    List<SortKey> keys = new ArrayList<>();
    if (v == null) {
      return keys;
    }
    if (!v.isArray()) {
      error("INVALID_PROPERTY_TYPE", pointer, "sort must be an array of {field, direction}");
      return keys;
    }
    JsonArray array = v.asArray();
    for (int i = 0; i < array.size(); i++) {
      String at = JsonPointer.child(pointer, i);
      if (!array.get(i).isObject()) {
        error("INVALID_PROPERTY_TYPE", at, "each sort key must be an object {field, direction}");
        continue;
      }
      JsonObject o = array.get(i).asObject();
      unknownProperties(o, at, SORT_PROPERTIES, "a sort key");
      String field = requiredString(o, "field", at, "a sort key");
      Boolean descending = direction(o.get("direction"), JsonPointer.child(at, "direction"));
      if (field != null && descending != null) {
        keys.add(new SortKey(field, descending, at));
      }
    }
    return keys;
  }

  /** TRUE for descending, FALSE for ascending (also when omitted), null after an error. */
  private Boolean direction(JsonValue v, String pointer) {
    if (v == null) {
      return Boolean.FALSE;
    }
    if (!v.isString()) {
      error("INVALID_PROPERTY_TYPE", pointer, "sort direction must be a string");
      return null;
    }
    Boolean descending = SortDirection.descending(v.asString());
    if (descending == null) {
      error("INVALID_DATASET_DEFINITION", pointer, "unknown sort direction '" + v.asString()
          + "'; use " + SortDirection.WORDS);
    }
    return descending;
  }

  /**
   * The nonnegative integer limit, -1 when absent or invalid. A fraction is refused, not
   * floored: contract-notes' table makes limit a nonnegative integer (data-model.txt's "floors"
   * would silently turn 2.5 rows into 2).
   */
  private int limit(JsonValue v, String pointer) {
    if (v == null) {
      return -1;
    }
    if (!v.isNumber()) {
      error("INVALID_PROPERTY_TYPE", pointer, "limit must be a nonnegative integer");
      return -1;
    }
    double value = JsonNumbers.value(v);
    if (!(value >= 0)) {
      error("INVALID_DATASET_DEFINITION", pointer, "limit must not be negative");
      return -1;
    }
    if (value != Math.floor(value)) {
      error("INVALID_DATASET_DEFINITION", pointer, "limit must be a whole number of rows, not "
          + v);
      return -1;
    }
    // Anything past int range keeps every row anyway.
    return value >= Integer.MAX_VALUE ? Integer.MAX_VALUE : (int) value;
  }

  private String requiredString(JsonObject o, String property, String pointer, String what) {
    JsonValue v = o.get(property);
    if (v == null) {
      error("MISSING_REQUIRED_PROPERTY", pointer, what + " needs '" + property + "'");
      return null;
    }
    if (!v.isString()) {
      error("INVALID_PROPERTY_TYPE", JsonPointer.child(pointer, property),
          what + " '" + property + "' must be a string");
      return null;
    }
    return v.asString();
  }

  private void unknownProperties(JsonObject o, String pointer, List<String> allowed, String what) {
    Set<String> seen = new LinkedHashSet<>();
    for (JsonObject.Member m : o) {
      duplicate(seen, m.getName());
      if (!allowed.contains(m.getName())) {
        error("UNKNOWN_PROPERTY", JsonPointer.child(pointer, m.getName()), what
            + " has unknown property '" + m.getName() + "'" + DidYouMean.suggest(m.getName(), allowed)
            + "; allowed: " + String.join(", ", allowed));
      }
    }
  }

  /**
   * JSON allows repeated names and the parser keeps both; a definition must not. The document
   * already says so ({@code DUPLICATE_KEY} at the same pointer), so the definition only fails.
   */
  private boolean duplicate(Set<String> seen, String member) {
    if (seen.add(member)) {
      return false;
    }
    errors++;
    return true;
  }

  private void error(String code, String pointer, String message) {
    errors++;
    out.error(code, pointer, message);
  }
}
