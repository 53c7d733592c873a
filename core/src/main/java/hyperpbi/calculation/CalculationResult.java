package hyperpbi.calculation;

import hyperpbi.data.DataSource;
import java.util.Map;

/**
 * The base source augmented with root calculated fields, plus root metric values.
 *
 * @param base the default source with calculated fields appended (or the source unchanged)
 * @param metrics metric key → Double, String, Boolean or null, in declaration order
 */
public record CalculationResult(DataSource base, Map<String, Object> metrics) {}
