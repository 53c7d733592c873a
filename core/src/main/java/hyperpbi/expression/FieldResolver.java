package hyperpbi.expression;

import hyperpbi.data.FieldMeta;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Finds a field by canonical key, or else by its Field Manifest alias (specifications may use
 * either, contract-notes §2). Lookups only: no iteration order reaches output.
 */
final class FieldResolver {
  private final Map<String, FieldMeta> byKey = new HashMap<>();
  private final Map<String, FieldMeta> byAlias = new HashMap<>();

  FieldResolver(List<FieldMeta> fields) {
    for (FieldMeta f : fields) {
      byKey.putIfAbsent(f.key(), f);
    }
    for (FieldMeta f : fields) {
      if (f.alias() != null) {
        byAlias.putIfAbsent(f.alias(), f);
      }
    }
  }

  /** The field a spec reference names, or null. */
  FieldMeta resolve(String reference) {
    FieldMeta f = byKey.get(reference);
    return f != null ? f : byAlias.get(reference);
  }
}
