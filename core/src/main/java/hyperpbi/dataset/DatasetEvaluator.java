package hyperpbi.dataset;

import com.eclipsesource.json.JsonObject;
import hyperpbi.data.DataSource;
import hyperpbi.data.Lineage;
import hyperpbi.data.Workspace;
import hyperpbi.diagnostic.Diagnostics;
import hyperpbi.expression.EvaluationContext;
import java.util.LinkedHashMap;
import java.util.Map;

/** Resolves and evaluates {@code data.datasets}: powerbi first, then named datasets. */
public final class DatasetEvaluator {
  private DatasetEvaluator() {}

  public static Map<String, DatasetResult> evaluate(JsonObject spec, Workspace workspace,
      DataSource base, EvaluationContext context, Diagnostics out) {
    Map<String, DatasetResult> results = new LinkedHashMap<>();
    if (base != null) {
      int n = base.rowCount();
      results.put(Workspace.POWERBI, new DatasetResult(Workspace.POWERBI, base.table(),
          base.rowKeys(), Lineage.identity(n), new DatasetStats(false, n, n, 0, n),
          base.warnings()));
    }
    return results;
  }
}
