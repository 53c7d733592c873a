package hyperpbi.specification;

import com.eclipsesource.json.JsonObject;
import com.eclipsesource.json.JsonValue;
import hyperpbi.data.FieldManifest;
import hyperpbi.data.FieldMeta;
import hyperpbi.dataset.DatasetSchemas;
import hyperpbi.diagnostic.Diagnostics;
import hyperpbi.diagnostic.JsonPointer;
import hyperpbi.sources.SourceDeclaration;
import hyperpbi.sources.SourceDeclarations;
import hyperpbi.sources.TrustList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The preparation pipeline before evaluation: parse → version → 1.0 migration → definitions →
 * strict root and component structure → aliases in calculations resolved to canonical keys (dataset
 * stages and bindings resolve theirs against their own schemas). Bindings are checked
 * after datasets resolve ({@link #checkBindings}), against their static schemas.
 */
public final class Preparation {
  private Preparation() {}

  /** Null when the document cannot be prepared at all (malformed JSON, unsupported version). */
  public static PreparedSpecification prepare(String text, List<FieldMeta> baseFields,
      Diagnostics out) {
    JsonObject parsed = SpecificationDocument.parse(text, out);
    if (parsed == null) {
      return null;
    }
    String version = VersionPolicy.check(parsed, out);
    if (version == null) {
      return null;
    }
    JsonObject spec = LegacyMigration.apply(parsed, version.equals(VersionPolicy.LEGACY), out);
    spec = DefinitionExpander.expand(spec, out);
    RootValidator.validate(spec, out);
    List<ComponentNode> components = ComponentWalker.walk(spec, out);
    FieldReferences.resolveCalculations(spec, FieldManifest.of(baseFields));
    JsonValue data = spec.get("data");
    JsonObject dataObject = data != null && data.isObject() ? data.asObject() : new JsonObject();
    Map<String, SourceDeclaration> remote =
        SourceDeclarations.parse(dataObject.get("sources"), TrustList.ofThisBuild(), out);
    sharedNames(dataObject, out);
    return new PreparedSpecification(spec, version, components, remote);
  }

  /**
   * A name must mean one thing: a remote source cannot share a dataset's name, nor the built-in
   * {@code powerbi} (which exists whether or not {@code data.datasets} does).
   */
  private static void sharedNames(JsonObject data, Diagnostics out) {
    JsonValue datasets = data.get("datasets");
    JsonValue sources = data.get("sources");
    if (sources == null || !sources.isObject()) {
      return;
    }
    boolean hasDatasets = datasets != null && datasets.isObject();
    for (String name : sources.asObject().names()) {
      if (name.equals(hyperpbi.data.Workspace.POWERBI)
          || hasDatasets && datasets.asObject().get(name) != null) {
        out.error("DUPLICATE_DATASET_NAME", JsonPointer.child("/data/sources", name), "'" + name
            + "' is already a dataset name; a remote source needs its own name");
      }
    }
  }

  /** Validates component bindings once dataset schemas are known. */
  public static void checkBindings(PreparedSpecification prepared, DatasetSchemas schemas,
      Set<String> metricKeys, Diagnostics out) {
    BindingValidator.validate(prepared.components(), schemas, metricKeys, out);
  }
}
