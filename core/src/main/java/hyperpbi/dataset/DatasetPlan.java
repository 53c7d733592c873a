package hyperpbi.dataset;

import hyperpbi.data.DataSource;
import java.util.List;

/**
 * A resolved dataset: its input, its bound stages in the fixed order and its static output
 * schema. Building the plan ran every stage's static step; evaluation runs the runtime steps.
 *
 * @param definition null for the built-in {@code powerbi}
 * @param base the source whose row indices the lineage holds (null for a dynamic source)
 * @param baseName the name of that source as datasets see it ({@code powerbi} or a source id)
 * @param signing what every evaluation's signature reads of the definition, worked out once
 * @param schemaWarnings the warnings its static steps gave, which every result of it carries
 *     with its evaluation warnings (data-model.txt: a miss records "schema/evaluation warnings")
 */
record DatasetPlan(String name, DatasetDefinition definition, Upstream upstream,
    List<Stage> stages, DatasetSchema inputSchema, DatasetSchema schema, DataSource base,
    String baseName, DatasetSignature.Definition signing, List<String> schemaWarnings) {

  DatasetPlan {
    stages = List.copyOf(stages);
    schemaWarnings = List.copyOf(schemaWarnings);
  }

  DatasetPlan(String name, DatasetDefinition definition, Upstream upstream, List<Stage> stages,
      DatasetSchema inputSchema, DatasetSchema schema, DataSource base, String baseName,
      List<String> schemaWarnings) {
    this(name, definition, upstream, stages, inputSchema, schema, base, baseName,
        DatasetSignature.Definition.of(definition, schema), schemaWarnings);
  }

  /**
   * Whether the rows of a dataset over {@code base} can select host identities. Every output row
   * keeps the lineage of its base rows, and lineage selects their identities (data-model.txt, "Row
   * lineage and interactions"), so this holds for every field whatever its origin: derived, group
   * and metric fields are as selectable as base columns. Filtering is a separate capability.
   */
  static boolean selectsIdentities(DataSource base) {
    return base != null && base.hasIdentities();
  }

  /** This plan reading {@code to} wherever it read {@code from} (as input or lineage base). */
  DatasetPlan rebased(DataSource from, DataSource to) {
    Upstream input = upstream instanceof Upstream.Source s && s.source() == from
        ? new Upstream.Source(s.name(), to) : upstream;
    DataSource lineageBase = base == from ? to : base;
    return input == upstream && lineageBase == base ? this : new DatasetPlan(name, definition,
        input, stages, inputSchema, schema, lineageBase, baseName, signing, schemaWarnings);
  }
}
