package hyperpbi.calculation;

import hyperpbi.expression.CheckedExpression;

/**
 * A checked root metric definition; ratio nests two more.
 *
 * @param field the field read as an expression (typed number for numeric aggregations), or null
 * @param where the row condition, or null for every row
 */
record RootMetric(MetricAggregation aggregation, String pointer, CheckedExpression field,
    CheckedExpression where, RootMetric numerator, RootMetric denominator) {}
