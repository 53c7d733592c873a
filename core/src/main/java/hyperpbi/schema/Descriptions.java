package hyperpbi.schema;

import java.util.HashMap;
import java.util.Map;

/**
 * The hover help of the JSON Schema: one text per word of the engine's tables, keyed
 * {@code context.name} (a component type's own text may override a shared property's:
 * {@code component.metricGrid.columns} before {@code component.columns}). A word the tables gain
 * without a text here makes the generator fail (SpecificationSchemaTest), so the schema never
 * ships a property without help. Looked up only, never iterated (no HashMap order reaches output).
 */
final class Descriptions {
  private static final Map<String, String> TEXTS = new HashMap<>();

  private Descriptions() {}

  /** The text for a key; a missing one is a generator bug the tests catch. */
  static String of(String key) {
    String text = TEXTS.get(key);
    if (text == null) {
      throw new IllegalStateException("hyperpbi.schema.Descriptions has no text for '" + key
          + "': describe the new word there");
    }
    return text;
  }

  /** The text of {@code context.type.name}, else of {@code context.name}. */
  static String of(String context, String type, String name) {
    String own = TEXTS.get(context + "." + type + "." + name);
    return own != null ? own : of(context + "." + name);
  }

  private static void d(String key, String text) {
    TEXTS.put(key, text);
  }

  static {
    root();
    components();
    componentProperties();
    datasets();
    expressions();
    calculations();
    actions();
    interactions();
    sources();
  }

  private static void root() {
    d("root", "A HyperPBI dashboard specification (version 2.0): data, calculations, datasets, "
        + "components and their interactions, layout and look.");
    d("root.$schema", "The JSON Schema editors validate this document against "
        + "(hyperpbi.schema.json); the engine ignores it.");
    d("root.version", "The specification version: \"2.0\" (strict), or \"1.0\" for the original "
        + "HyperPBI's legacy interaction inputs.");
    d("root.title", "The dashboard's title.");
    d("root.theme", "The theme: a name (light, dark, high-contrast) or an object of theme "
        + "tokens (colors, fonts, palette).");
    d("root.layout", "The page layout: a name or an object (grid columns, gaps, areas).");
    d("root.state", "Initial UI state: key → value, read by {\"state\": key} bindings and "
        + "changed by setState, toggleState and controls.");
    d("root.app", "Application chrome: header, navigation and other app-level settings.");
    d("root.leftPanel", "A sidebar on the left with its own components; open (boolean) sets "
        + "whether it starts open.");
    d("root.rightPanel", "A sidebar on the right with its own components; open (boolean) sets "
        + "whether it starts open.");
    d("root.toolbar", "A toolbar above the dashboard with its own components.");
    d("root.components", "The dashboard's components, drawn in order on the page grid.");
    d("root.css", "Author CSS applied to the dashboard (scoped to it; className on components "
        + "targets rules here).");
    d("root.styles", "Named style objects components refer to by their style property.");
    d("root.calculations", "Calculated fields (new columns of the default source) and root "
        + "metrics (single values over it).");
    d("root.data", "Named datasets (filter → derive → rename → select → groupBy/metrics → "
        + "distinct → sort → limit) and remote sources.");
    d("root.definitions", "Reusable fragments that {\"$ref\": \"#/definitions/name\"} "
        + "expands before validation.");
    d("definitions.use", "Takes this object's missing parts from root definitions[name] (the "
        + "object's own properties win).");
    d("panel.open", "Whether the panel starts open (default true).");
    d("panel.components", "The panel's components.");
    d("data.datasets", "Named datasets: name → definition. powerbi is the built-in dataset of "
        + "the default source.");
    d("data.sources", "Remote sources: name → declaration (miniup.table, miniup.function, "
        + "rest.get); their rows arrive after load.");
    d("calculations.fields", "Calculated fields: [{key, label, type, expression}], added as "
        + "columns of the default source (powerbi) in dependency order.");
    d("calculations.metrics", "Root metrics: [{key, aggregation, ...}] or {key: {aggregation, "
        + "...}}; text templates and metricGrid show them.");
  }

  private static void components() {
    d("component", "A component: its type chooses the properties it takes.");
    d("componentType.barChart", "Bar chart: a measure per category (and series), "
        + "aggregated; horizontal or vertical, stacked, drillable.");
    d("componentType.lineChart", "Line chart: a measure over categories (and series), "
        + "aggregated; drillable.");
    d("componentType.table", "Table of the dataset's rows: columns, paging, sorting.");
    d("componentType.kpi", "KPI card: one aggregated value of a field, with a target and "
        + "comparison.");
    d("componentType.metricGrid", "Grid of root metrics (calculations.metrics) as cards.");
    d("componentType.select", "Drop-down control over the distinct values of a field; filters "
        + "or sets state on change.");
    d("componentType.slicer", "Slicer control (buttons or list) over the distinct values of a "
        + "field; filters on change.");
    d("componentType.tabs", "Tabs, each with its own components.");
    d("componentType.button", "Button running UI actions (uiAction) when clicked.");
    d("componentType.text", "Text with {{template}} placeholders (metrics, state, values).");
    d("componentType.modal", "Modal dialog overlay with its own components; opened by "
        + "openOverlay/toggleOverlay.");
    d("componentType.offcanvas", "Off-canvas panel overlay with its own components.");
    d("componentType.popover", "Popover overlay with its own components.");
    d("componentType.dropdown", "Drop-down menu overlay with its own components.");
    d("componentType.map", "Map of point, line or area layers from datasets.");
    d("componentType.custom", "Custom HTML content or a template over the dataset's fields "
        + "(sanitized).");
    d("componentType.container", "Container laying out its own components in a row or column.");
  }

  private static void componentProperties() {
    d("component.type", "The component type.");
    d("component.id", "The component's id: unique; interactions, actions and targets name it.");
    d("component.title", "Title shown above the component.");
    d("component.subtitle", "Subtitle shown under the title.");
    d("component.description", "Description (accessible text and tooltip of the title).");
    d("component.dataset", "The dataset (or source id) whose rows the component reads; "
        + "default powerbi.");
    d("component.visible", "Whether the component is shown: a boolean or {\"state\": key}.");
    d("component.style", "Inline style: a CSS declaration string or an object, or the name of "
        + "a styles entry.");
    d("component.className", "CSS class names for rules in css.");
    d("component.width", "Width: pixels (number) or a CSS length.");
    d("component.height", "Height: pixels (number) or a CSS length.");
    d("component.span", "Columns of the page grid the component spans.");
    d("component.interaction", "The universal interaction: what a click or change on this "
        + "component filters, highlights or selects (internal and external to Power BI).");
    d("component.interactions", "Event payloads: click, doubleClick or change → payload(s) "
        + "such as selectRow, setFilter, setState.");
    d("component.tooltip", "Tooltip fields or text shown on hover.");
    d("component.uiAction", "UI action(s) run when the component is clicked: one action "
        + "object or an array of them.");
    d("component.category", "The field whose values are the categories (x axis, or bars).");
    d("component.measure", "The field aggregated per category.");
    d("component.aggregation", "How the measure (or KPI field) is aggregated per category.");
    d("component.orientation", "Bar direction: vertical (columns) or horizontal (bars).");
    d("component.color", "A field whose values color the marks, or a color.");
    d("component.sort", "Sort of the categories: [{field, direction}] or a chart sort object.");
    d("component.limit", "The most categories shown (the rest is left out, and said so).");
    d("component.drill", "Drill levels: {levels: [{dataset, category, ...}], trigger} to drill "
        + "down through datasets.");
    d("component.showValues", "Whether values are written on the marks.");
    d("component.stacked", "Whether series are stacked.");
    d("component.series", "The field whose values split the measure into series.");
    d("component.format", "Value format: a format string (such as \"#,0.00\" or \"0%\") or an "
        + "object per field.");
    d("component.showPoints", "Whether line points are drawn.");
    d("component.columns", "The columns: field names or {field, label, format} objects, in "
        + "order (default every field).");
    d("component.metricGrid.columns", "Number of grid columns.");
    d("component.pageSize", "Rows per page.");
    d("component.sortable", "Whether clicking a column header sorts by it.");
    d("component.field", "The field the component reads.");
    d("component.label", "Label text.");
    d("component.target", "The field (or value) the KPI is compared with.");
    d("component.comparison", "How the KPI compares with its target (difference, ratio...).");
    d("component.metrics", "The root metric keys shown (calculations.metrics), in order.");
    d("component.multiple", "Whether several values can be chosen.");
    d("component.placeholder", "Placeholder text when nothing is chosen.");
    d("component.defaultValue", "The value chosen at load (a value, or an array when multiple).");
    d("component.options", "Fixed options instead of the field's distinct values.");
    d("component.tabs", "The tabs: [{id, label, components}].");
    d("component.initialTab", "The id of the tab shown at load.");
    d("component.action", "Legacy (original HyperPBI): an action object or action name; "
        + "prefer uiAction.");
    d("component.actions", "Legacy (original HyperPBI): an array of action objects; prefer "
        + "uiAction.");
    d("component.actionValue", "Legacy (original HyperPBI): the value of a named action; "
        + "prefer uiAction.");
    d("component.intent", "Visual intent of the button.");
    d("component.icon", "Icon name shown on the button.");
    d("component.text", "The text; {{metric}}, {{state.key}} and {{field}} placeholders are "
        + "filled in.");
    d("component.variant", "Text style.");
    d("component.components", "The child components.");
    d("component.placement", "Where the overlay appears.");
    d("component.open", "Whether the overlay starts open.");
    d("component.size", "Overlay size: pixels or a CSS length or a size word.");
    d("component.layers", "Map layers: [{id, type, dataset, latitude, longitude, ...}].");
    d("component.center", "Map center: [longitude, latitude] or {latitude, longitude}.");
    d("component.zoom", "Map zoom level.");
    d("component.basemap", "Basemap: a name or a tile source object (web host only).");
    d("component.content", "HTML content (sanitized: no scripts, no event handlers).");
    d("component.template", "HTML template repeated per row with {{field}} placeholders.");
    d("component.fields", "The fields the template reads.");
    d("component.direction", "Layout direction of the children.");
    d("component.gap", "Space between children: pixels or a CSS length.");
    d("tab", "A tab: id, label and components.");
    d("tab.id", "The tab's id (setTab and initialTab name it).");
    d("tab.label", "The tab's label.");
    d("tab.components", "The tab's components.");
    d("fieldEntry", "A field name, or {field, ...} with options for this field.");
    d("fieldEntry.field", "The field name.");
    d("stateBinding", "A state binding: the value of UI state key state.");
    d("stateBinding.state", "The UI state key.");
  }

  private static void datasets() {
    d("dataset", "A named dataset: rows of source through the stages in the fixed order "
        + "filter → derive → rename → select → groupBy/metrics → distinct → sort → limit.");
    d("dataset.source", "The rows it starts from: powerbi, a loaded source id, a remote "
        + "source name or another dataset.");
    d("dataset.filter", "Keeps the rows matching every clause: {field, operator, value} or an "
        + "array of them.");
    d("dataset.derive", "New fields: name → expression, computed per row.");
    d("dataset.rename", "Renames fields: old name → new name.");
    d("dataset.select", "Keeps only these fields, in this order.");
    d("dataset.groupBy", "Groups rows by these fields (one row per combination, in order of "
        + "first appearance).");
    d("dataset.metrics", "Per group (or over all rows without groupBy): name → {op, field}.");
    d("dataset.distinct", "true: drops duplicate rows; an array: keeps the first row per "
        + "combination of these fields.");
    d("dataset.sort", "Sort keys: [{field, direction}], stable.");
    d("dataset.limit", "Keeps the first n rows.");
    d("filter.field", "The field compared.");
    d("filter.operator", "The comparison.");
    d("filter.value", "The value compared with (coerced to the field's type; [low, high] for "
        + "between, an array for in).");
    d("datasetMetric.op", "The aggregation.");
    d("datasetMetric.field", "The field aggregated (every op but count).");
    d("sort.field", "The field sorted by.");
    d("sort.direction", "ascending (default) or descending.");
    d("metricOp.sum", "Sum of the numbers (nulls skipped).");
    d("metricOp.avg", "Average of the numbers (nulls skipped).");
    d("metricOp.min", "Smallest value (numbers, texts or dates).");
    d("metricOp.max", "Largest value (numbers, texts or dates).");
    d("metricOp.count", "Number of rows.");
    d("metricOp.distinctCount", "Number of distinct non-null values.");
    d("metricOp.first", "The first row's value.");
  }

  private static void expressions() {
    d("expression", "An expression: {\"field\": name}, {\"value\": constant}, "
        + "{\"valueFromRow\": name} or an operator call {\"op\": ..., ...}.");
    d("expression.op", "The operator.");
    d("leaf.field", "The value of this field in the current row.");
    d("leaf.value", "A constant: string, number, boolean or null.");
    d("leaf.valueFromRow", "The value of this field in the clicked row (interactions); null "
        + "without one.");
    d("operand.args", "The operands in order (instead of the named operand properties).");
    d("operand.left", "The first operand.");
    d("operand.right", "The second operand.");
    d("operand.condition", "The condition.");
    d("operand.then", "The value when the condition holds.");
    d("operand.else", "The value otherwise (default null).");
    d("operand.start", "The start date.");
    d("operand.end", "The end date.");
    d("operand.date", "The date.");
    d("operand.amount", "The number of units to add.");
    d("operand.unit", "The unit: year, month, day or hour (singular or plural, any case).");
    d("operand.separator", "Text put between the parts.");
    d("operand.replacement", "The replacement text.");
    d("operand.precision", "Digits after the decimal point (default 0).");
    d("operand.cases", "The branches, in order: [{when, then}]; the first that holds wins.");
    d("case.when", "The branch's condition.");
    d("case.then", "The branch's value.");
    d("op.+", "Sum of the operands (null if any is null).");
    d("op.-", "Difference of two operands, or the negation of one.");
    d("op.*", "Product of the operands.");
    d("op./", "Quotient; division by zero is null.");
    d("op.%", "Remainder of the division.");
    d("op.round", "Rounds half away from zero (to precision digits).");
    d("op.floor", "Rounds down.");
    d("op.ceil", "Rounds up.");
    d("op.abs", "Absolute value.");
    d("op.min", "Smallest of the operands.");
    d("op.max", "Largest of the operands.");
    d("op.=", "Equal (typed comparison).");
    d("op.!=", "Not equal.");
    d("op.>", "Greater than.");
    d("op.>=", "Greater than or equal.");
    d("op.<", "Less than.");
    d("op.<=", "Less than or equal.");
    d("op.and", "True when every operand is true.");
    d("op.or", "True when any operand is true.");
    d("op.not", "Negation.");
    d("op.concat", "Joins the operands' texts (with separator).");
    d("op.contains", "Whether the first text contains the second (case-insensitive).");
    d("op.startsWith", "Whether the first text starts with the second.");
    d("op.endsWith", "Whether the first text ends with the second.");
    d("op.lower", "Lower case.");
    d("op.upper", "Upper case.");
    d("op.trim", "Removes leading and trailing white space.");
    d("op.replace", "Replaces every occurrence of the second text in the first by the third "
        + "(replacement).");
    d("op.dateDiff", "Time from start to end in unit (day by default).");
    d("op.dateAdd", "The date plus amount units.");
    d("op.year", "The year of a date.");
    d("op.quarter", "The quarter (1-4) of a date.");
    d("op.month", "The month (1-12) of a date.");
    d("op.week", "The ISO week of a date.");
    d("op.day", "The day of the month of a date.");
    d("op.today", "Today's date (the request's clock and time zone).");
    d("op.now", "The current date-time (the request's clock).");
    d("op.coalesce", "The first operand that is not null.");
    d("op.isNull", "Whether the operand is null.");
    d("op.isNotNull", "Whether the operand is not null.");
    d("op.if", "then when condition holds, else otherwise.");
    d("op.case", "The then of the first branch whose when holds, else otherwise.");
  }

  private static void calculations() {
    d("calculatedField", "A calculated field: a new column of the default source.");
    d("calculatedField.key", "The field's key (unique among the source's fields).");
    d("calculatedField.label", "Display name.");
    d("calculatedField.type", "Declared type; checked against the expression's type.");
    d("calculatedField.expression", "The expression computed per row.");
    d("rootMetric", "A root metric: one value over the default source's rows.");
    d("rootMetric.key", "The metric's key ({{key}} in templates, metricGrid.metrics).");
    d("rootMetric.label", "Display name.");
    d("rootMetric.format", "Value format string.");
    d("rootMetric.aggregation", "The aggregation.");
    d("rootMetric.op", "The aggregation (alias of aggregation).");
    d("rootMetric.field", "The field aggregated.");
    d("rootMetric.where", "The condition (an expression) the rows must meet.");
    d("rootMetric.numerator", "The ratio's numerator: a metric definition.");
    d("rootMetric.denominator", "The ratio's denominator: a metric definition.");
    d("aggregation.count", "Number of rows.");
    d("aggregation.countWhere", "Number of rows meeting where.");
    d("aggregation.sum", "Sum of field.");
    d("aggregation.sumWhere", "Sum of field over the rows meeting where.");
    d("aggregation.avg", "Average of field.");
    d("aggregation.avgWhere", "Average of field over the rows meeting where.");
    d("aggregation.min", "Smallest value of field.");
    d("aggregation.max", "Largest value of field.");
    d("aggregation.distinctCount", "Number of distinct values of field.");
    d("aggregation.ratio", "numerator / denominator (null when the denominator is 0).");
    d("aggregation.percentOfTotal", "Sum of field over the rows meeting where, divided by the "
        + "sum over every row.");
    d("chartAggregation", "How the measure is aggregated per category (default sum).");
  }

  private static void actions() {
    d("uiAction", "A UI action: its type chooses its properties.");
    d("uiAction.type", "The action type.");
    d("uiAction.target", "What the action acts on: a state key, a tabs, overlay or component "
        + "id, or a toast id.");
    d("uiAction.value", "The value set (a constant or {\"state\": key}).");
    d("uiAction.message", "The toast's message.");
    d("uiAction.title", "The toast's title.");
    d("uiAction.intent", "The toast's intent (info, success, warning, danger).");
    d("uiAction.durationMs", "How long the toast stays (1000-30000 ms).");
    d("uiAction.id", "The toast's id (dismissToast names it).");
    d("uiActionType.clearFilters", "Clears every filter the dashboard set.");
    d("uiActionType.setTab", "Shows tab value of tabs target.");
    d("uiActionType.setState", "Sets state key target to value.");
    d("uiActionType.toggleState", "Toggles the boolean state key target.");
    d("uiActionType.toggleSidebar", "Opens or closes the sidebar.");
    d("uiActionType.openOverlay", "Opens overlay target.");
    d("uiActionType.closeOverlay", "Closes overlay target.");
    d("uiActionType.toggleOverlay", "Opens or closes overlay target.");
    d("uiActionType.setStep", "Sets step state target to value.");
    d("uiActionType.nextStep", "Moves step state target forward.");
    d("uiActionType.previousStep", "Moves step state target back.");
    d("uiActionType.showToast", "Shows a toast message.");
    d("uiActionType.dismissToast", "Dismisses toast target.");
    d("uiActionType.scrollTo", "Scrolls component target into view.");
    d("uiActionType.refresh", "Fetches the remote sources again.");
  }

  private static void interactions() {
    d("interaction", "The universal interaction of a component (interactions.md).");
    d("interaction.trigger", "The gesture: auto (change for controls, click otherwise), click "
        + "or change.");
    d("interaction.internalMode", "What it does to the dashboard's other components: none, "
        + "highlight or filter.");
    d("interaction.internalScope", "Which components it affects: self, others or all.");
    d("interaction.externalMode", "What Power BI receives: none, auto, selection (identities) "
        + "or filter (a JSON filter).");
    d("interaction.operator", "The comparison of the filter it sets.");
    d("interaction.selectionMode", "How a click combines with the selection: replace, toggle "
        + "or add.");
    d("interaction.enabled", "Whether the interaction runs.");
    d("interaction.multiSelect", "Whether several rows may be selected.");
    d("interaction.showSelector", "Whether a table shows row selectors.");
    d("interaction.clearOnSecondClick", "Whether clicking the selected row again clears it.");
    d("interaction.field", "The field the interaction filters or selects by (default the "
        + "category or field).");
    d("interaction.value", "A fixed value instead of the clicked one.");
    d("interaction.target", "The one component it affects.");
    d("interaction.targets", "The components it affects (ids).");
    d("interactions", "Event payloads: event → a payload or an array of payloads.");
    d("event.click", "Payloads run on a click.");
    d("event.doubleClick", "Payloads run on a double click.");
    d("event.change", "Payloads run when a control's value changes.");
    d("payload", "An interaction payload: its type chooses its properties.");
    d("payload.type", "The payload type.");
    d("payload.where", "The condition (an expression) the selected rows meet.");
    d("payload.field", "The field filtered.");
    d("payload.operator", "The filter's comparison.");
    d("payload.value", "The value (a constant or {\"state\": key}).");
    d("payload.valueFromRow", "Takes the value of this field of the clicked row.");
    d("payload.target", "A state key, tabs id or component id.");
    d("payloadType.selectRow", "Selects the clicked row.");
    d("payloadType.selectWhere", "Selects the rows meeting where.");
    d("payloadType.clearSelection", "Clears the selection.");
    d("payloadType.setFilter", "Sets a filter on field.");
    d("payloadType.clearFilter", "Clears the filter this component set.");
    d("payloadType.setState", "Sets state key target.");
    d("payloadType.toggleState", "Toggles state key target.");
    d("payloadType.openTab", "Opens tab value of tabs target.");
    d("payloadType.toggleCollapse", "Collapses or expands component target.");
    d("payloadType.drillToDetail", "Drills to the clicked row's detail.");
    d("payloadType.highlight", "Highlights the clicked row.");
    d("payloadType.clearHighlight", "Clears the highlight.");
  }

  private static void sources() {
    d("source", "A remote source: its type chooses its properties.");
    d("source.type", "The source type.");
    d("source.maxRows", "The most rows read.");
    d("source.timeoutMs", "Request time limit in milliseconds.");
    d("source.ttlSeconds", "How long an answer is reused (0: not cached).");
    d("source.site", "The MiniUp site.");
    d("source.table", "The MiniUp table.");
    d("source.params", "Query parameters: name → constant or {state, default} binding.");
    d("source.function", "The MiniUp function.");
    d("source.path", "The request path.");
    d("source.dataPath", "Where the rows are in the answer (dotted path).");
    d("source.baseUrl", "The HTTPS origin (must be trusted by this build).");
    d("sourceType.miniup.table", "Rows of a MiniUp table.");
    d("sourceType.miniup.function", "Rows a MiniUp function answers.");
    d("sourceType.rest.get", "Rows a REST GET answers (trusted origins only).");
  }
}
