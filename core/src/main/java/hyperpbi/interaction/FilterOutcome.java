package hyperpbi.interaction;

import hyperpbi.ui.FilterTarget;

/** What {@link ExternalFilterBuilder} decided for one field, operator and value. */
public sealed interface FilterOutcome {
  /** Apply this filter JSON ({@code applyJsonFilter(json, "general", "filter", merge)}). */
  record Apply(FilterTarget target, String json) implements FilterOutcome {}

  /** An empty value (or a blank between bound): remove the filter on this target. */
  record Clear(FilterTarget target) implements FilterOutcome {}

  /** No Power BI filter is possible; {@code reason} is the exact runtime reason. */
  record Refused(String reason) implements FilterOutcome {}
}
