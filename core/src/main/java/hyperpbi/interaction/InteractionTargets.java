package hyperpbi.interaction;

import com.eclipsesource.json.JsonObject;
import com.eclipsesource.json.JsonValue;
import hyperpbi.dataset.DatasetSchema;
import hyperpbi.dataset.DatasetSchemas;
import hyperpbi.diagnostic.Diagnostics;
import hyperpbi.diagnostic.JsonPointer;
import hyperpbi.json.JsonValues;
import hyperpbi.specification.ComponentNode;
import hyperpbi.ui.ComponentIndex;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/** Whether each {@code interaction.target}/{@code targets} entry can ever consume the interaction. */
final class InteractionTargets {
  static final String UNREACHABLE_TARGET = "UNREACHABLE_TARGET";

  private InteractionTargets() {}

  /**
   * {@code target}/{@code targets} restrict the internal linked behaviour (contract-notes §1)
   * to the components named; one that can never consume it — a component without data (text,
   * button), or one whose datasets come from another root source than the site's rows while
   * no field filter of the site can reach it — is a warning at the target: the configuration
   * can never work. Unknown ids are {@code UNKNOWN_TARGET} errors (bindings); unknown or
   * broken roots are not judged.
   */
  static void check(ComponentNode c, JsonObject interaction, ComponentIndex index,
      DatasetSchemas schemas, SourceRoots roots, Diagnostics out) {
    String at = JsonPointer.child(c.pointer(), "interaction");
    JsonValue single = interaction.get("target");
    if (single != null) {
      target(c, interaction, single, JsonPointer.child(at, "target"), index, schemas, roots,
          out);
    }
    JsonValue many = interaction.get("targets");
    if (many != null && many.isArray()) {
      for (int i = 0; i < many.asArray().size(); i++) {
        target(c, interaction, many.asArray().get(i), JsonPointer.child(JsonPointer.child(at,
            "targets"), i), index, schemas, roots, out);
      }
    }
  }

  private static void target(ComponentNode c, JsonObject interaction, JsonValue id,
      String pointer, ComponentIndex index, DatasetSchemas schemas, SourceRoots roots,
      Diagnostics out) {
    ComponentNode target = id.isString() ? index.get(id.asString()) : null;
    if (target == null || target.id().equals(c.id())) {
      return;
    }
    String consumer = target.type().name() + " '" + target.id() + "'";
    if (!target.type().dataBound()) {
      out.warning(UNREACHABLE_TARGET, pointer, consumer + " shows no data: it can never "
          + "consume the interaction of '" + c.id() + "'");
      return;
    }
    List<String> ownDatasets = datasets(c, schemas);
    List<String> theirDatasets = datasets(target, schemas);
    Set<String> own = new LinkedHashSet<>();
    Set<String> theirs = new LinkedHashSet<>();
    ownDatasets.forEach(d -> own.add(roots.root(d)));
    theirDatasets.forEach(d -> theirs.add(roots.root(d)));
    if (own.isEmpty() || theirs.isEmpty() || own.contains(null) || theirs.contains(null)
        || own.stream().anyMatch(theirs::contains)
        || fieldReaches(c, interaction, target, schemas)) {
      return;
    }
    out.warning(UNREACHABLE_TARGET, pointer, consumer + " reads "
        + String.join(", ", theirDatasets) + ", over another source than "
        + String.join(", ", ownDatasets) + " (the rows the interaction of '" + c.id()
        + "' selects), and no field filter of it reaches " + target.id()
        + ": it can never consume the interaction");
  }

  /**
   * Whether a field filter of the site (internal mode filter, with {@code interaction.field},
   * a control's field or a setFilter payload's field) could reach {@code target}: a dataset
   * of it has that field, or its schema is not known.
   */
  private static boolean fieldReaches(ComponentNode c, JsonObject interaction,
      ComponentNode target, DatasetSchemas schemas) {
    InteractionPolicy p = InteractionPolicy.resolve(interaction, ComponentKind.of(c.type()),
        false);
    if (p.internalMode() != InteractionPolicy.InternalMode.FILTER) {
      return false;
    }
    Set<String> fields = new LinkedHashSet<>();
    fields.add(p.field() != null ? p.field() : JsonValues.text(c.json(), "field"));
    JsonValue interactions = c.json().get("interactions");
    if (interactions != null && interactions.isObject()) {
      for (JsonObject.Member m : interactions.asObject()) {
        for (JsonValue v : JsonValues.list(m.getValue())) {
          if (v.isObject() && "setFilter".equals(JsonValues.text(v.asObject(), "type"))) {
            fields.add(JsonValues.text(v.asObject(), "field"));
          }
        }
      }
    }
    fields.remove(null);
    for (String dataset : datasets(target, schemas)) {
      DatasetSchema view = schemas.view(dataset);
      if (view == null || view.dynamic()) {
        return true;
      }
      for (String field : fields) {
        if (view.find(field) != null) {
          return true;
        }
      }
    }
    return false;
  }

  /** The datasets a component may read: its own and its drill levels'. */
  private static List<String> datasets(ComponentNode c, DatasetSchemas schemas) {
    List<String> names = new ArrayList<>();
    if (c.dataset() != null) {
      names.add(c.dataset());
    }
    JsonValue drill = c.json().get("drill");
    DrillConfig d = drill == null ? null : DrillConfig.of(c.id(), drill,
        JsonPointer.child(c.pointer(), "drill"), schemas::view);
    if (d != null) {
      d.levels().forEach(l -> names.add(l.dataset()));
    }
    return names;
  }
}
