package hyperpbi.specification;

import com.eclipsesource.json.JsonObject;
import com.eclipsesource.json.JsonValue;
import hyperpbi.data.FieldManifest;
import hyperpbi.data.FieldMeta;
import hyperpbi.dataset.DatasetSchemas;
import hyperpbi.diagnostic.Diagnostics;
import hyperpbi.sources.SourceDeclaration;
import hyperpbi.sources.SourceDeclarations;
import hyperpbi.sources.SourceHost;
import hyperpbi.sources.TrustList;
import java.util.HashSet;
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
    return prepare(text, baseFields, SourceHost.WEB, Set.of(), out);
  }

  /**
   * @param host where the dashboard runs: the remote sources it can fetch (a web-only source in
   *     Power BI is an error here, never a runtime failure)
   * @param loadedSources the names of the sources the host loaded (or failed to load), which a
   *     declared remote source may not take
   */
  public static PreparedSpecification prepare(String text, List<FieldMeta> baseFields,
      SourceHost host, Set<String> loadedSources, Diagnostics out) {
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
    if (spec == null) {
      return null;
    }
    RootValidator.validate(spec, out);
    List<ComponentNode> components = ComponentWalker.walk(spec, out);
    FieldReferences.resolveCalculations(spec, FieldManifest.of(baseFields));
    JsonValue data = spec.get("data");
    JsonObject dataObject = data != null && data.isObject() ? data.asObject() : new JsonObject();
    JsonValue datasets = dataObject.get("datasets");
    Set<String> datasetNames = datasets != null && datasets.isObject()
        ? new HashSet<>(datasets.asObject().names()) : Set.of();
    Map<String, SourceDeclaration> remote = SourceDeclarations.parse(dataObject.get("sources"),
        TrustList.ofThisBuild(), host, datasetNames, loadedSources, out);
    return new PreparedSpecification(spec, version, components, remote);
  }

  /** Validates component bindings once dataset schemas are known. */
  public static void checkBindings(PreparedSpecification prepared, DatasetSchemas schemas,
      Set<String> metricKeys, Diagnostics out) {
    BindingValidator.validate(prepared.components(), schemas, metricKeys, out);
  }
}
