package hyperpbi.engine;

import hyperpbi.aggregate.BaseAggregates;
import hyperpbi.calculation.CalculationResult;
import hyperpbi.data.DataSource;
import hyperpbi.dataset.DatasetResult;
import hyperpbi.dataset.DatasetSchemas;
import hyperpbi.map.MapResult;
import hyperpbi.specification.PreparedSpecification;
import java.util.Map;

/**
 * Everything one evaluation of a specification produced: the prepared document, the base source
 * with calculated fields, root metrics, dataset schemas and results, the base dataset's calculated
 * aggregates and the normalized map layers. Null parts mean the step could not run (the
 * diagnostics say why).
 */
public record Evaluation(
    PreparedSpecification prepared,
    DataSource base,
    CalculationResult calculated,
    DatasetSchemas schemas,
    Map<String, DatasetResult> datasets,
    BaseAggregates aggregates,
    MapResult map) {}
