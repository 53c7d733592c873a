package hyperpbi.dataset;

import hyperpbi.data.DataType;
import hyperpbi.data.FieldManifest;
import hyperpbi.data.FieldMeta;
import hyperpbi.data.Origin;
import hyperpbi.dataset.DatasetDefinition.Rename;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * {@code rename}: old → new key. Sources must exist; targets must not collide with another output
 * field (swaps are fine). A renamed field keeps its position and every other piece of metadata,
 * so a renamed model column keeps its origin and Power BI filter target; only its Field Manifest
 * alias is replaced, because that alias names the old field: the new one is derived from the new
 * name ({@link FieldManifest#withAlias}).
 */
final class RenameStage implements Stage {
  private final List<Rename> entries;
  private final Projection projection = new Projection();

  /** The keys the definition creates, which renamed fields' aliases avoid. */
  private final Set<String> createdKeys;

  RenameStage(List<Rename> entries, Set<String> createdKeys) {
    this.entries = entries;
    this.createdKeys = createdKeys;
  }

  @Override
  public String name() {
    return "rename";
  }

  @Override
  public DatasetSchema schema(DatasetSchema in, StageContext context) {
    boolean ok = true;
    List<FieldMeta> fields = new ArrayList<>(in.fields());
    Map<Integer, Rename> renamed = new HashMap<>();
    // Targets of entries whose source is unknown: they still stand for a field of unknown type,
    // so a later stage naming one is checked on its own merits (the error is the rename's).
    List<String> unresolved = new ArrayList<>();
    for (Rename entry : entries) {
      FieldMeta source = context.require(in, entry.from(), entry.pointer(), "rename source");
      if (source == null) {
        ok = false;
        unresolved.add(entry.to());
        continue;
      }
      int at = indexOfKey(fields, source.key());
      if (at < 0) {
        fields.add(source); // a not-yet-seen column of a dynamic source
        at = fields.size() - 1;
      }
      if (renamed.containsKey(at)) {
        context.error("INVALID_DATASET_DEFINITION", entry.pointer(), "renames '" + source.key()
            + "' twice");
        ok = false;
        continue;
      }
      renamed.put(at, entry);
    }
    List<FieldMeta> outputs = new ArrayList<>(fields.size());
    for (int i = 0; i < fields.size(); i++) {
      Rename entry = renamed.get(i);
      outputs.add(entry == null ? fields.get(i)
          : fields.get(i).withKey(entry.to()).withAlias(null));
    }
    for (Rename entry : entries) {
      if (!renamed.containsValue(entry)) {
        continue;  // its source is unknown or already renamed (reported)
      }
      int count = 0;
      for (FieldMeta f : outputs) {
        count += entry.to().equals(f.key()) || entry.to().equals(f.alias()) ? 1 : 0;
      }
      if (count > 1) {
        context.error("DATASET_FIELD_COLLISION", entry.pointer(), "renames '" + entry.from()
            + "' to '" + entry.to() + "', which collides with another field of the output");
        ok = false;
      }
    }
    if (!ok) {
      for (String name : unresolved) {
        if (indexOfName(outputs, name) < 0) {
          outputs.add(FieldMeta.computed(name, name, DataType.UNKNOWN, Origin.DATASET_DERIVED));
        }
      }
      return in.withFields(outputs);
    }
    // Aliases of the new names are given once every target is in place, so they avoid all of
    // the output's keys (and the metric names the definition creates).
    for (int i = 0; i < fields.size(); i++) {
      Rename entry = renamed.get(i);
      if (entry != null) {
        outputs = FieldManifest.withAlias(outputs, i, entry.to(), createdKeys);
      }
    }
    for (int i = 0; i < fields.size(); i++) {
      projection.add(fields.get(i).key(), outputs.get(i));
    }
    return in.withFields(outputs);
  }

  @Override
  public Frame apply(Frame in, RunContext context) {
    return projection.apply(in);
  }

  /**
   * The field a definition's name means in an output: its key, else its alias. Collisions are
   * checked by name, so a name that already means a field on one host (a CSV key) collides on
   * every host (a Power BI field whose alias it is).
   */
  static int indexOfName(List<FieldMeta> fields, String name) {
    int at = indexOfKey(fields, name);
    for (int i = 0; at < 0 && i < fields.size(); i++) {
      if (name.equals(fields.get(i).alias())) {
        at = i;
      }
    }
    return at;
  }

  static int indexOfKey(List<FieldMeta> fields, String key) {
    for (int i = 0; i < fields.size(); i++) {
      if (fields.get(i).key().equals(key)) {
        return i;
      }
    }
    return -1;
  }
}
