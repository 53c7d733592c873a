// What to offer at the cursor: property names (with their descriptions) and enum values from
// the JSON Schema at the cursor's JSON path, field names from the engine for field-valued
// properties, dataset names for "dataset"/"source". Pure: the editor turns the result into
// CodeMirror completions (each option carries the exact text change it makes).

import { locate, memberOf, nodeAt, parseTolerant } from "./json-text.mjs";
import { describe, expand, propertiesAt, schemasAt, typeSummary, valuesOf } from "./schema-walk.mjs";
import { datasetContext, fieldCandidates, isFieldKeyPath, isFieldValuePath } from "./field-names.mjs";

/**
 * {kind: "key" | "value", from, to, quoted,
 *  options: [{label, detail, info, type, change: {from, to, insert}, cursor}]}
 * or null when nothing applies. `fields` is the engine's completions() answer (or null); it is
 * asked for only when `needsFields(text, pos)` says so.
 */
export function suggest(text, pos, schema, fields, explicit = true) {
  const root = parseTolerant(text);
  const at = locate(text, pos, root);
  if (at === null) return null;
  if (!explicit && !at.quoted && at.prefix === "") return null; // no popup for whitespace typed
  const nodeFor = (path) => nodeAt(root, path);
  const options = at.kind === "key" ? keyOptions(text, root, at, schema, fields, nodeFor)
    : valueOptions(text, root, at, schema, fields, nodeFor);
  if (options.length === 0) return null;
  return { kind: at.kind, from: at.from, to: at.to, quoted: at.quoted, options };
}

/** Whether the cursor is where field or dataset names go (so the engine must be asked). */
export function needsFields(text, pos, schema) {
  const root = parseTolerant(text);
  const at = locate(text, pos, root);
  if (at === null) return false;
  if (at.kind === "key") return isFieldKeyPath(at.path);
  return isFieldValuePath(at.path) || isNamePath(at.path) || schemaSaysField(schema, at.path, root);
}

function schemaSaysField(schema, path, root) {
  if (!schema) return false;
  return schemasAt(schema, path, (p) => nodeAt(root, p)).some((s) => s["x-hyperpbi-field"] === true);
}

function isNamePath(path) {
  const last = path[path.length - 1];
  return last === "dataset" || (last === "source" && path[0] === "data" && path[1] === "datasets");
}

function keyOptions(text, root, at, schema, fields, nodeFor) {
  const existing = new Set((at.object?.members ?? []).filter((m) => m !== at.member).map((m) => m.key));
  const options = [];
  const seen = new Set();
  const add = (name, detail, info, type, valueSchemas) => {
    if (existing.has(name) || seen.has(name)) return;
    seen.add(name);
    const { insert, cursorOffset, change } = keyInsertion(text, at, name, valueSchemas);
    options.push({ label: name, detail, info, type, change: { ...change, insert }, cursor: change.from + cursorOffset });
  };
  if (schema) {
    for (const p of propertiesAt(schema, at.path, nodeFor)) {
      add(p.name, typeSummary(p.schemas) || undefined, p.description, "property", p.schemas);
    }
  }
  if (isFieldKeyPath(at.path)) {
    for (const f of fieldCandidates(fields, datasetContext(root, at.path))) add(f.name, f.detail, f.info, "variable", []);
  }
  return options;
}

/**
 * The text a chosen key writes: inside its quotes just the name; a key without quotes (a bare
 * word or nothing yet) becomes `"name": ` and, for an object, array or string property,
 * the empty value with the cursor inside it.
 */
function keyInsertion(text, at, name, valueSchemas) {
  const escaped = JSON.stringify(name).slice(1, -1);
  const member = at.member;
  if (at.quoted && member && member.colon >= 0) {
    return { insert: escaped, cursorOffset: escaped.length, change: { from: at.from, to: at.to } };
  }
  const empty = emptyValue(valueSchemas);
  if (at.quoted) {
    // "na|" (closed or not) without a colon: finish the key and start the value.
    const to = member && member.keyClosed ? member.keyTo : at.to;
    const insert = escaped + "\": " + empty;
    return { insert, cursorOffset: insert.length - (empty.length > 0 ? 1 : 0), change: { from: at.from, to } };
  }
  const hasColon = member && member.colon >= 0;
  const insert = "\"" + escaped + "\"" + (hasColon ? "" : ": " + empty);
  return { insert, cursorOffset: insert.length - (!hasColon && empty.length > 0 ? 1 : 0), change: { from: at.from, to: at.to } };
}

/**
 * The empty value a new property starts with: "" when it may be a string (the common case,
 * enum words and field names included, then completed), {} or [] when it can only be that.
 */
function emptyValue(schemas) {
  const types = new Set();
  for (const s of schemas) {
    if (s.type === undefined && s.properties) types.add("object");
    for (const t of Array.isArray(s.type) ? s.type : s.type ? [s.type] : []) types.add(t);
    for (const v of [...(Array.isArray(s.enum) ? s.enum : []), ...("const" in s ? [s.const] : [])]) {
      types.add(typeof v === "string" ? "string" : "other");
    }
  }
  if (types.has("string")) return "\"\"";
  if (types.size !== 1) return "";
  const [only] = types;
  return only === "object" ? "{}" : only === "array" ? "[]" : "";
}

function valueOptions(text, root, at, schema, fields, nodeFor) {
  const options = [];
  const seen = new Set();
  const add = (value, detail, info, type) => {
    if (at.quoted && typeof value !== "string") return;
    const insert = at.quoted ? JSON.stringify(value).slice(1, -1) : JSON.stringify(value);
    const label = at.quoted ? String(value) : insert;
    if (seen.has(label)) return;
    seen.add(label);
    options.push({ label, detail, info, type, change: { from: at.from, to: at.to, insert }, cursor: at.from + insert.length });
  };
  let schemas = [];
  if (schema) {
    schemas = schemasAt(schema, at.path, nodeFor);
    for (const v of valuesOf(schemas)) add(v.value, undefined, v.description ?? describe(schema, schemas[0]), "enum");
  }
  if (isFieldValuePath(at.path) || schemas.some((s) => s["x-hyperpbi-field"] === true)) {
    for (const f of fieldCandidates(fields, datasetContext(root, at.path))) add(f.name, f.detail, f.info, "variable");
  }
  if (isNamePath(at.path)) {
    for (const name of datasetNames(root, fields, at.path)) add(name, "dataset", undefined, "class");
  }
  return options;
}

/** Names a "dataset"/"source" may take: powerbi, the document's datasets and sources, the engine's. */
function datasetNames(root, fields, path) {
  const names = ["powerbi"];
  const data = root && root.type === "object" ? memberOf(root, "data") : null;
  for (const group of ["datasets", "sources"]) {
    const g = data && data.value && data.value.type === "object" ? memberOf(data.value, group) : null;
    if (g && g.value && g.value.type === "object") names.push(...g.value.members.map((m) => m.key));
  }
  for (const d of [...(fields?.datasets ?? []), ...(fields?.sources ?? [])]) {
    if (typeof d?.name === "string") names.push(d.name);
  }
  // A dataset may not be its own source.
  const own = path[0] === "data" && path[1] === "datasets" ? path[2] : null;
  return [...new Set(names)].filter((n) => n !== own);
}

/**
 * Hover help at a position: {from, to, name, type, description} for a key (its property's
 * schema) or a value, or null.
 */
export function hoverAt(text, pos, schema) {
  if (!schema) return null;
  const root = parseTolerant(text);
  const at = locate(text, pos, root);
  if (at === null) return null;
  const nodeFor = (path) => nodeAt(root, path);
  let path;
  let from;
  let to;
  if (at.kind === "key" && at.member) {
    path = at.path.concat([at.member.key]);
    from = at.member.keyFrom;
    to = at.member.keyTo;
  } else if (at.kind === "value" && at.node) {
    path = at.path;
    from = at.node.from;
    to = at.node.to;
  } else {
    return null;
  }
  const schemas = schemasAt(schema, path, nodeFor);
  if (schemas.length === 0) return null;
  let description;
  for (const s of schemas) {
    description ??= describe(schema, s);
  }
  if (description === undefined) {
    // The property's own schema (before $ref/oneOf expansion) may carry the text.
    const parents = schemasAt(schema, path.slice(0, -1), nodeFor);
    for (const p of parents) description ??= describe(schema, p.properties?.[path[path.length - 1]]);
  }
  const type = typeSummary(schemas.flatMap((s) => expand(schema, s)));
  if (description === undefined && !type) return null;
  return { from, to, name: path[path.length - 1] ?? "", type, description };
}
