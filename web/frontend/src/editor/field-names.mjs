// Which values of a specification name fields (data-model.txt, ComponentCatalog, MapLayers,
// DrillLevels), and which field names to offer there from the engine's completions
// ({sources: [{name, fields}], datasets: [{name, fields}]}). Pure functions, no DOM.

import { memberOf, nodeAt, scalarValue } from "./json-text.mjs";

/** Properties whose string value is one field name. */
export const FIELD_PROPERTIES = new Set([
  "field", "category", "measure", "series", "parentField", "x", "y",
  // map layers (MapLayers.FIELD_PROPERTIES)
  "latitude", "longitude", "geometry", "address",
]);

/** Properties whose array items (or string value) are field names. */
export const FIELD_LIST_PROPERTIES = new Set(["fields", "groupBy", "select", "columns", "popup", "tooltip"]);

/**
 * Properties that name a field only in some places: a map layer's label/color/size (a text
 * component's label is text; a chart's color is a field binding, a style's color a colour).
 */
const LAYER_FIELD_PROPERTIES = new Set(["label", "color", "size"]);

/** Objects whose keys are field names: rename {"old": "new"}. */
const FIELD_KEY_OBJECTS = new Set(["rename"]);

/**
 * Whether the value at `path` (array indexes as strings) names a field. A schema may say so
 * itself with `"x-hyperpbi-field": true` on the value's schema (checked by the caller).
 */
export function isFieldValuePath(path) {
  const n = path.length;
  if (n === 0) return false;
  const last = path[n - 1];
  const isIndex = /^\d+$/.test(last);
  if (isIndex && n >= 2) {
    const owner = path[n - 2];
    if (FIELD_LIST_PROPERTIES.has(owner)) return true;
    // sort: ["field", ...] or [{"field": ...}] (the object case has key "field")
    if (owner === "sort") return true;
    return false;
  }
  if (FIELD_PROPERTIES.has(last)) {
    // a derive/metric expression {"field": x} and filter.field, sort[].field, interaction.field: all fields
    return true;
  }
  if (FIELD_LIST_PROPERTIES.has(last)) return true; // "columns": "a" while typing the list
  if (LAYER_FIELD_PROPERTIES.has(last) && n >= 3 && path[n - 3] === "layers") return true;
  // A component's own color (a chart's series colour field) and target (a KPI's target field);
  // a uiAction's target names a component or state, a style's color is a colour.
  if ((last === "color" || last === "target") && n >= 3 && path[n - 3] === "components") return true;
  return false;
}

/** Whether the keys of the object at `path` are field names (rename). */
export function isFieldKeyPath(path) {
  return path.length > 0 && FIELD_KEY_OBJECTS.has(path[path.length - 1]);
}

/**
 * The dataset whose fields apply at `path`: the nearest enclosing object with a "dataset"
 * (a component, a map layer, a drill level); inside data.datasets.<name>, its "source".
 * Null when the document does not say (then every known field is offered).
 */
export function datasetContext(root, path) {
  if (path.length >= 3 && path[0] === "data" && path[1] === "datasets") {
    const definition = nodeAt(root, path.slice(0, 3));
    const source = definition && definition.type === "object" ? memberOf(definition, "source") : null;
    const name = source === null ? undefined : scalarValue(source.value);
    return typeof name === "string" ? name : "powerbi";
  }
  for (let i = path.length; i >= 0; i--) {
    const node = nodeAt(root, path.slice(0, i));
    if (node !== null && node.type === "object") {
      const m = memberOf(node, "dataset");
      const name = m === null ? undefined : scalarValue(m.value);
      if (typeof name === "string" && !(i === path.length - 1 && path[i] === "dataset")) return name;
    }
  }
  return path.length > 0 && path[0] === "components" ? "powerbi" : null;
}

/**
 * The field names to offer: [{name, detail, info}], the context dataset's (or source's) first;
 * with no match, every source's and dataset's. A field is a string or {key, alias, displayName,
 * dataType, semanticType}; its alias is offered, and its key when different.
 */
export function fieldCandidates(completions, context) {
  const sources = Array.isArray(completions?.sources) ? completions.sources : [];
  const datasets = Array.isArray(completions?.datasets) ? completions.datasets : [];
  const all = [...datasets.map((d) => ({ ...d, kind: "dataset" })), ...sources.map((s) => ({ ...s, kind: "source" }))];
  let chosen = context === null ? [] : all.filter((d) => d.name === context);
  if (chosen.length === 0 && context === "powerbi") {
    // In the playground powerbi is the default source: every source may be it.
    chosen = all.filter((d) => d.kind === "source");
  }
  if (chosen.length === 0) chosen = all;
  const out = [];
  const seen = new Set();
  for (const owner of chosen) {
    for (const f of Array.isArray(owner.fields) ? owner.fields : []) {
      const entry = typeof f === "string" ? { key: f } : f ?? {};
      const names = [entry.alias, entry.key].filter((n) => typeof n === "string" && n !== "");
      for (const name of names) {
        if (seen.has(name)) continue;
        seen.add(name);
        const type = entry.dataType ?? entry.semanticType;
        out.push({
          name,
          detail: [type, owner.name].filter(Boolean).join(" · "),
          info: entry.displayName && entry.displayName !== name ? entry.displayName : undefined,
        });
      }
    }
  }
  return out;
}
