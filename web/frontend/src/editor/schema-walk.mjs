// A small JSON Schema (draft-07) walk for the editor's completion and hover: which schemas
// apply at a JSON path of the document being typed. Handles properties, patternProperties,
// additionalProperties, items (one schema or a tuple), $ref into definitions/$defs, allOf,
// oneOf/anyOf (narrowed by the document's own discriminating values, such as a component's
// "type") and if/then/else on such values. Pure functions, no DOM.

import { memberOf, scalarValue } from "./json-text.mjs";

const MAX_EXPANSION = 64; // $ref chains and nested unions deeper than this are cut (recursive schemas)

/** The schema a local $ref ("#", "#/definitions/x", "#/$defs/x") names, or null. */
export function resolveRef(root, ref) {
  if (typeof ref !== "string" || !ref.startsWith("#")) return null;
  const pointer = ref.slice(1);
  if (pointer === "") return root;
  const found = walkPointer(root, pointer);
  if (found !== null) return found;
  // A definition name with an unescaped "/" or "%" ("#/definitions/op./"): the name as written.
  const m = /^\/(definitions|\$defs)\/(.+)$/.exec(pointer);
  const defs = m === null ? null : root[m[1]];
  return defs && typeof defs === "object" && Object.prototype.hasOwnProperty.call(defs, m[2]) ? defs[m[2]] : null;
}

function walkPointer(root, pointer) {
  let node = root;
  for (const raw of pointer.slice(1).split("/")) {
    let token;
    try {
      token = decodeURIComponent(raw);
    } catch {
      token = raw; // a bare "%": not URI-encoded
    }
    token = token.replace(/~1/g, "/").replace(/~0/g, "~");
    if (node === null || typeof node !== "object" || !Object.prototype.hasOwnProperty.call(node, token)) return null;
    node = node[token];
  }
  return node;
}

/**
 * The concrete schemas a schema stands for: $ref resolved, allOf parts kept side by side,
 * oneOf/anyOf alternatives listed. `objectNode` (the document's value there) narrows the
 * alternatives to those whose const/enum properties it matches.
 */
export function expand(root, schema, objectNode = null) {
  const out = [];
  collect(root, schema, out, 0, objectNode);
  return narrow(out, objectNode);
}

const COMBINATORS = ["$ref", "oneOf", "anyOf", "allOf", "if", "then", "else"];

function collect(root, schema, out, depth, objectNode) {
  if (depth > MAX_EXPANSION || schema === null || typeof schema !== "object") return;
  if (typeof schema.$ref === "string") {
    collect(root, resolveRef(root, schema.$ref), out, depth + 1, objectNode);
  }
  if (Object.keys(schema).some((k) => !COMBINATORS.includes(k)) || !COMBINATORS.some((k) => k in schema)) {
    out.push(schema);
  }
  for (const part of schema.allOf ?? []) collect(root, part, out, depth + 1, objectNode);
  for (const part of schema.oneOf ?? []) collect(root, part, out, depth + 1, objectNode);
  for (const part of schema.anyOf ?? []) collect(root, part, out, depth + 1, objectNode);
  if (schema.if && typeof schema.if === "object") {
    // if/then/else (a generated schema's discriminator): the branch the document takes, both
    // while the document does not decide it yet.
    const taken = ifHolds(schema.if, objectNode);
    if (taken !== false && schema.then) collect(root, schema.then, out, depth + 1, objectNode);
    if (taken !== true && schema.else) collect(root, schema.else, out, depth + 1, objectNode);
  }
}

/**
 * Whether the document object satisfies an `if` made of const/enum properties and `required`:
 * true, false, or undefined when the document or the condition does not decide.
 */
function ifHolds(condition, objectNode) {
  if (objectNode === null || objectNode === undefined || objectNode.type !== "object") return undefined;
  let decided = false;
  for (const name of Array.isArray(condition.required) ? condition.required : []) {
    if (memberOf(objectNode, name) === null) return false;
  }
  for (const [name, prop] of Object.entries(condition.properties ?? {})) {
    const allowed = prop && typeof prop === "object"
      ? ("const" in prop ? [prop.const] : Array.isArray(prop.enum) ? prop.enum : null) : null;
    if (allowed === null) return undefined;
    const member = memberOf(objectNode, name);
    if (member === null) continue;
    const value = scalarValue(member.value);
    if (value === undefined) return undefined;
    if (!allowed.includes(value)) return false;
    decided = true;
  }
  return decided ? true : undefined;
}

/** Alternatives whose discriminating properties (const or enum) agree with the document object. */
function narrow(schemas, objectNode) {
  if (objectNode === null || objectNode === undefined || objectNode.type !== "object") return schemas;
  const kept = schemas.filter((s) => {
    for (const [name, prop] of Object.entries(s.properties ?? {})) {
      const allowed = discriminator(prop);
      if (allowed === null) continue;
      const member = memberOf(objectNode, name);
      const value = member === null ? undefined : scalarValue(member.value);
      if (value !== undefined && !allowed.includes(value)) return false;
    }
    return true;
  });
  // Nothing matches (a type being typed): every alternative still helps.
  return kept.length > 0 ? kept : schemas;
}

function discriminator(prop) {
  if (prop === null || typeof prop !== "object") return null;
  if ("const" in prop) return [prop.const];
  if (Array.isArray(prop.enum) && prop.enum.length <= 1) return prop.enum;
  return null;
}

/** The schemas for one step down (a property name or an array index as a string). */
function childSchemas(root, schema, token) {
  const out = [];
  if (schema.properties && Object.prototype.hasOwnProperty.call(schema.properties, token)) {
    out.push(schema.properties[token]);
  }
  for (const [pattern, sub] of Object.entries(schema.patternProperties ?? {})) {
    if (safeTest(pattern, token)) out.push(sub);
  }
  const additional = schema.additionalProperties;
  if (out.length === 0 && additional && typeof additional === "object"
      && !(/^\d+$/.test(token) && isArraySchema(schema))) {
    out.push(additional);
  }
  if (/^\d+$/.test(token)) {
    if (Array.isArray(schema.items)) {
      const i = Number(token);
      if (i < schema.items.length) out.push(schema.items[i]);
      else if (schema.additionalItems && typeof schema.additionalItems === "object") out.push(schema.additionalItems);
    } else if (schema.items && typeof schema.items === "object") {
      out.push(schema.items);
    }
  }
  return out;
}

function isArraySchema(s) {
  return s.type === "array" || (Array.isArray(s.type) && s.type.includes("array")) || s.items !== undefined;
}

function safeTest(pattern, text) {
  try {
    return new RegExp(pattern, "u").test(text);
  } catch {
    return false;
  }
}

/**
 * The concrete schemas at a path of the document. `nodeFor(path)` gives the document's node at
 * a path (for narrowing unions), or null.
 */
export function schemasAt(root, path, nodeFor = () => null) {
  if (root === null || typeof root !== "object") return [];
  let current = expand(root, root, nodeFor([]));
  for (let i = 0; i < path.length; i++) {
    const sub = path.slice(0, i + 1);
    const next = [];
    for (const s of current) {
      for (const child of childSchemas(root, s, path[i])) next.push(child);
    }
    const node = nodeFor(sub);
    current = [];
    for (const child of next) current.push(...expand(root, child, node));
    if (current.length === 0) return [];
  }
  return dedupe(current);
}

function dedupe(list) {
  return [...new Set(list)];
}

/**
 * The properties an object at that path may have: [{name, description, schemas}], in schema order,
 * each once (the first description found wins).
 */
export function propertiesAt(root, path, nodeFor) {
  const byName = new Map();
  for (const s of schemasAt(root, path, nodeFor)) {
    for (const [name, sub] of Object.entries(s.properties ?? {})) {
      const entry = byName.get(name) ?? { name, description: undefined, schemas: [] };
      entry.schemas.push(...expand(root, sub));
      entry.description ??= describe(root, sub);
      byName.set(name, entry);
    }
  }
  return [...byName.values()];
}

/** The values a schema set allows by listing them (enum, const, booleans): [{value, description}]. */
export function valuesOf(schemas) {
  const out = [];
  const seen = new Set();
  const add = (value, description) => {
    const key = JSON.stringify(value);
    if (seen.has(key)) return;
    seen.add(key);
    out.push({ value, description });
  };
  for (const s of schemas) {
    if ("const" in s) add(s.const, s.description);
    // enumDescriptions: VS Code's per-value help, which the project's schema carries.
    const help = Array.isArray(s.enumDescriptions) ? s.enumDescriptions : [];
    (Array.isArray(s.enum) ? s.enum : []).forEach((v, i) => add(v, typeof help[i] === "string" ? help[i] : undefined));
    const types = Array.isArray(s.type) ? s.type : [s.type];
    if (types.includes("boolean")) {
      add(true, undefined);
      add(false, undefined);
    }
  }
  return out;
}

/** A schema's help text: its description (or title), following a bare $ref. */
export function describe(root, schema, depth = 0) {
  if (schema === null || typeof schema !== "object" || depth > 8) return undefined;
  if (typeof schema.description === "string") return schema.description;
  if (typeof schema.markdownDescription === "string") return schema.markdownDescription;
  if (typeof schema.title === "string") return schema.title;
  if (typeof schema.$ref === "string") return describe(root, resolveRef(root, schema.$ref), depth + 1);
  return undefined;
}

/** A short type summary for hover: "string", "\"a\" | \"b\"", "object | array"… */
export function typeSummary(schemas) {
  const values = valuesOf(schemas.filter((s) => "const" in s || Array.isArray(s.enum)));
  if (values.length > 0 && values.length <= 12) return values.map((v) => JSON.stringify(v.value)).join(" | ");
  const types = new Set();
  for (const s of schemas) {
    for (const t of Array.isArray(s.type) ? s.type : s.type ? [s.type] : []) types.add(t);
    if (!s.type && s.properties) types.add("object");
    if (!s.type && s.items) types.add("array");
  }
  return [...types].join(" | ");
}
