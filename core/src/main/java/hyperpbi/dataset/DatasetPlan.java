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
 */
record DatasetPlan(String name, DatasetDefinition definition, Upstream upstream,
    List<Stage> stages, DatasetSchema inputSchema, DatasetSchema schema, DataSource base,
    String baseName) {

  DatasetPlan {
    stages = List.copyOf(stages);
  }
}
