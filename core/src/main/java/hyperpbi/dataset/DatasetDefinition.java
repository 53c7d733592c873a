package hyperpbi.dataset;

import com.eclipsesource.json.JsonObject;
import com.eclipsesource.json.JsonValue;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * One strictly parsed {@code data.datasets.<name>} entry (contract-notes §1, "Named dataset
 * definition"). Absent optional operations are {@code null} (select, groupBy, metrics, distinct)
 * or empty (filters, derive, rename, sort); {@code limit} is -1 when absent. Field names are as
 * written; stages resolve them against the schema flowing into them.
 *
 * @param pointer JSON pointer of the definition, e.g. {@code /data/datasets/areaSummary}
 * @param json the definition as written, for the cache signature
 */
public record DatasetDefinition(
    String name,
    String pointer,
    String source,
    List<Filter> filters,
    List<Derive> derive,
    List<Rename> rename,
    List<FieldRef> select,
    List<FieldRef> groupBy,
    List<Metric> metrics,
    Distinct distinct,
    List<SortKey> sort,
    int limit,
    JsonObject json) {

  public DatasetDefinition {
    filters = List.copyOf(filters);
    derive = List.copyOf(derive);
    rename = List.copyOf(rename);
    select = select == null ? null : List.copyOf(select);
    groupBy = groupBy == null ? null : List.copyOf(groupBy);
    metrics = metrics == null ? null : List.copyOf(metrics);
    sort = List.copyOf(sort);
  }

  /** Whether the definition groups: any groupBy, or metrics without groupBy (one summary row). */
  public boolean groups() {
    return groupBy != null || (metrics != null && !metrics.isEmpty());
  }

  /**
   * The keys the definition gives fields (derive names, rename targets, metric names). The Field
   * Manifest alias of a field it makes avoids all of them, so a key the definition chooses always
   * names the field it creates, never another one's generated alias.
   */
  public Set<String> createdKeys() {
    Set<String> keys = new HashSet<>();
    for (Derive d : derive) {
      keys.add(d.name());
    }
    for (Rename r : rename) {
      keys.add(r.to());
    }
    if (metrics != null) {
      for (Metric m : metrics) {
        keys.add(m.name());
      }
    }
    return keys;
  }

  /** A field named in the definition, with the pointer of the string that names it. */
  public record FieldRef(String name, String pointer) {}

  /** {@code {field, operator, value}}; {@code value} may be JSON null. */
  public record Filter(String field, String operator, JsonValue value, String pointer) {}

  /** One {@code derive} entry: output name → calculation DSL expression. */
  public record Derive(String name, JsonValue expression, String pointer) {}

  /** One {@code rename} entry: {@code from} → {@code to}; pointer of the entry. */
  public record Rename(String from, String to, String pointer) {}

  /** One {@code metrics} entry; {@code field} is null for a count without a field. */
  public record Metric(String name, MetricOp op, String field, String pointer) {}

  /** {@code distinct: true} (all fields) or a non-empty field list. */
  public record Distinct(boolean allFields, List<FieldRef> fields, String pointer) {
    public Distinct {
      fields = List.copyOf(fields);
    }
  }

  /** One sort key; ascending unless {@code descending}. */
  public record SortKey(String field, boolean descending, String pointer) {}
}
