package hyperpbi.specification;

import hyperpbi.data.FieldMeta;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Canonical keys and Field Manifest aliases of a schema. A name that is a key stays; an alias
 * becomes its key; anything else is returned unchanged for the stage checks to report.
 * Display names are not aliases.
 */
public final class FieldNames {
  private final Map<String, String> keyByName = new HashMap<>();

  public FieldNames(List<FieldMeta> fields) {
    for (FieldMeta f : fields) {
      if (f.alias() != null) {
        keyByName.putIfAbsent(f.alias(), f.key());
      }
    }
    for (FieldMeta f : fields) {
      keyByName.put(f.key(), f.key());
    }
  }

  public String resolve(String name) {
    String key = keyByName.get(name);
    return key == null ? name : key;
  }

  public boolean knows(String name) {
    return keyByName.containsKey(name);
  }
}
