// Node checks of the editor's pure parts: the tolerant JSON scanner (pointer → range, cursor →
// path), the schema walk, the suggestions, field names and the quick fix; and the lite editor's
// stream-parser JSON (json-stream.mjs) on a CodeMirror EditorState. No DOM.
// web/src/test/java/hyperpbi/web/EditorModuleTest.java runs this and asserts each check.
// Prints "editor: N checks, F failed" and then one JSON line {check: "ok" | failure}.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import {
  parseTolerant, rangeForPointer, rangeForDiagnostic, locate, parsePointer, pointerOf, offsetOfLine,
} from "../src/editor/json-text.mjs";
import { schemasAt, propertiesAt, valuesOf, resolveRef } from "../src/editor/schema-walk.mjs";
import { suggest, hoverAt, needsFields } from "../src/editor/suggest.mjs";
import { isFieldValuePath, datasetContext, fieldCandidates } from "../src/editor/field-names.mjs";
import { toLintDiagnostics, quickFixChange, didYouMean, lintSeverity } from "../src/editor/lint-map.mjs";
import { EditorState } from "@codemirror/state";
import { getIndentation, syntaxTree } from "@codemirror/language";
import { tags, highlightTree, tagHighlighter } from "@lezer/highlight";
import { jsonStreamLanguage } from "../src/editor/json-stream.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const schema = JSON.parse(readFileSync(join(here, "test-schema.json"), "utf8"));
const results = {};

function same(actual, expected, what) {
  const a = JSON.stringify(actual);
  const e = JSON.stringify(expected);
  if (a !== e) throw new Error(`${what}: expected ${e}, got ${a}`);
}

function check(condition, message) {
  if (!condition) throw new Error(message);
}

function run(name, body) {
  try {
    body();
    results[name] = "ok";
  } catch (e) {
    results[name] = String(e && e.stack ? e.stack : e);
  }
}

/** Text with a "|" cursor marker → {text, pos}. */
function cursor(marked) {
  const pos = marked.indexOf("|");
  return { text: marked.slice(0, pos) + marked.slice(pos + 1), pos };
}

/** The text a range covers. */
function slice(text, range) {
  return text.slice(range.from, range.to);
}

/** Applies a change {from, to, insert}. */
function apply(text, change) {
  return text.slice(0, change.from) + change.insert + text.slice(change.to);
}

const SPEC = `{
  "version": "2.0",
  "data": {
    "datasets": {
      "areaSummary": { "source": "powerbi", "groupBy": ["area", "region"] }
    }
  },
  "components": [
    { "type": "barChart", "id": "a", "category": "aera", "measure": "revenue" },
    { "type": "kpi", "titel": "Total", "field": "revenue" }
  ],
  "a/b": { "m~n": 1 }
}`;

// ---- pointer → range ----
run("pointer: member marks its key and value", () => {
  same(slice(SPEC, rangeForPointer(SPEC, "/components/0/category")), "\"category\": \"aera\"", "category");
  same(slice(SPEC, rangeForPointer(SPEC, "/version")), "\"version\": \"2.0\"", "version");
});
run("pointer: array item marks the value", () => {
  same(slice(SPEC, rangeForPointer(SPEC, "/data/datasets/areaSummary/groupBy/1")), "\"region\"", "item");
  check(slice(SPEC, rangeForPointer(SPEC, "/components/1")).startsWith("{ \"type\": \"kpi\""), "component item");
});
run("pointer: ~1 and ~0 escapes", () => {
  same(slice(SPEC, rangeForPointer(SPEC, "/a~1b/m~0n")), "\"m~n\": 1", "escaped");
  same(parsePointer("/a~1b/m~0n"), ["a/b", "m~n"], "tokens");
  same(pointerOf(["a/b", "m~n", "0"]), "/a~1b/m~0n/0", "pointerOf");
  same(parsePointer("/~01"), ["~1"], "~01 is ~ then 1");
});
run("pointer: missing member marks the parent object's key", () => {
  same(slice(SPEC, rangeForPointer(SPEC, "/components/0/interaction")), "{", "item without key: its bracket");
  same(slice(SPEC, rangeForPointer(SPEC, "/data/datasets/areaSummary/metrics")), "\"areaSummary\"", "dataset key");
  same(slice(SPEC, rangeForPointer(SPEC, "/data/datasets/missing/source")), "\"datasets\"", "deeper missing");
  same(slice(SPEC, rangeForPointer(SPEC, "/title")), "{", "root member missing: the root's bracket");
  same(slice(SPEC, rangeForPointer(SPEC, "/components/7")), "\"components\"", "missing item");
});
run("pointer: empty pointer marks the first character", () => {
  same(rangeForPointer(SPEC, ""), { from: 0, to: 1 }, "root");
  same(rangeForPointer("  \n {}", ""), { from: 4, to: 5 }, "first non-blank");
  same(rangeForPointer("", ""), { from: 0, to: 0 }, "empty text");
});
run("pointer: below a scalar marks the scalar's key (its member is missing)", () => {
  same(slice(SPEC, rangeForPointer(SPEC, "/version/x")), "\"version\"", "scalar");
});
run("pointer: duplicate key marks the last one (the one readers keep)", () => {
  const text = `{"a": 1, "a": 2}`;
  same(rangeForPointer(text, "/a"), { from: 9, to: 15 }, "last a");
});
run("diagnostic: line and column mark that position", () => {
  const text = "{\n  \"a\": 1,\n  oops\n}";
  const d = { severity: "error", code: "INVALID_JSON", path: "", message: "specification is not valid JSON at line 3, column 3: Expected name" };
  same(slice(text, rangeForDiagnostic(text, d)), "o", "from the message");
  same(slice(text, rangeForDiagnostic(text, { path: "", line: 2, column: 3, message: "x" })), "\"", "from fields");
  same(offsetOfLine("ab\ncd", 9, 1), 5, "line past the end clamps");
  same(rangeForDiagnostic("ab", { path: "", line: 1, column: 40 }), { from: 1, to: 2 }, "column past the end clamps");
});

// ---- tolerant scanning ----
run("tolerant: unclosed document still maps pointers", () => {
  const text = `{"components": [{"type": "barChart", "category": "x"`;
  same(slice(text, rangeForPointer(text, "/components/0/category")), "\"category\": \"x\"", "unclosed");
});
run("tolerant: missing commas, bare words, trailing commas, comments", () => {
  const text = `{"a": 1 "b": [1, 2,], c: true, // note\n "d": {"e": }, }`;
  same(slice(text, rangeForPointer(text, "/b/1")), "2", "b[1]");
  same(slice(text, rangeForPointer(text, "/c")), "c: true", "bare key");
  same(slice(text, rangeForPointer(text, "/d/e")), "\"e\":", "key without value");
  const root = parseTolerant(text);
  same(root.members.map((m) => m.key), ["a", "b", "c", "d"], "keys");
});
run("tolerant: key typed after a colon without value", () => {
  const text = `{\n  "title": \n  "version": "2.0"\n}`;
  const root = parseTolerant(text);
  same(root.members.map((m) => m.key), ["title", "version"], "keys");
  same(root.members[0].value, null, "no value");
});
run("tolerant: unclosed string ends at its line; deep text never throws", () => {
  const text = `{"a": "open\n, "b": 2}`;
  same(slice(text, rangeForPointer(text, "/b")), "\"b\": 2", "b after unclosed string");
  const deep = "[".repeat(20000);
  check(parseTolerant(deep) !== null, "deep parse");
  same(rangeForPointer(deep, "/0/0"), { from: 2, to: 20000 }, "deep pointer");
  for (const junk of ["}", "]]", ":", "{\"a\"::}", "\"", "{,,,}", "[}", "{\"a\": [}"]) {
    rangeForPointer(junk, "/a/0");
    locate(junk, junk.length);
  }
});
run("tolerant: strings decode escapes", () => {
  const root = parseTolerant(`{"a\\"b": "\\u00e9\\n"}`);
  same(root.members[0].key, "a\"b", "key");
  same(root.members[0].value.value, "é\n", "value");
});

// ---- cursor → path ----
run("locate: key inside quotes", () => {
  const { text, pos } = cursor(`{"components": [{"type": "kpi", "fi|"}]}`);
  const at = locate(text, pos);
  same([at.kind, at.path, at.prefix, at.quoted], ["key", ["components", "0"], "fi", true], "key");
});
run("locate: key position between members and after a comma", () => {
  let c = cursor(`{"a": 1, |}`);
  let at = locate(c.text, c.pos);
  same([at.kind, at.path], ["key", []], "after comma");
  c = cursor(`{\n  "data": {\n    |\n  }\n}`);
  at = locate(c.text, c.pos);
  same([at.kind, at.path], ["key", ["data"]], "empty object");
  c = cursor(`{"a": 1 |}`);
  same(locate(c.text, c.pos), null, "after a value without comma");
});
run("locate: value positions", () => {
  let c = cursor(`{"components": [{"type": "ba|"}]}`);
  let at = locate(c.text, c.pos);
  same([at.kind, at.path, at.prefix, at.quoted], ["value", ["components", "0", "type"], "ba", true], "string");
  c = cursor(`{"a": |}`);
  at = locate(c.text, c.pos);
  same([at.kind, at.path, at.prefix], ["value", ["a"], ""], "empty value");
  c = cursor(`{"a": tr|}`);
  at = locate(c.text, c.pos);
  same([at.kind, at.path, at.prefix, at.quoted], ["value", ["a"], "tr", false], "bare word");
  c = cursor(`{"g": ["x", |]}`);
  at = locate(c.text, c.pos);
  same([at.kind, at.path], ["value", ["g", "1"]], "new array item");
  c = cursor(`{"g": ["x", "y|"]}`);
  at = locate(c.text, c.pos);
  same([at.kind, at.path, at.prefix], ["value", ["g", "1"], "y"], "array string");
});

// ---- schema walk ----
run("schema: $ref and definitions", () => {
  same(resolveRef(schema, "#/definitions/kpi").properties.type.const, "kpi", "ref");
  same(resolveRef(schema, "#/definitions/nope"), null, "missing ref");
  const s = schemasAt(schema, ["data", "datasets", "any", "groupBy", "0"]);
  same(s.map((x) => x.type), ["string"], "additionalProperties + items");
});
run("schema: oneOf narrowed by the document's type", () => {
  const root = parseTolerant(`{"components": [{"type": "kpi"}]}`);
  const nodeFor = (p) => {
    let n = root;
    for (const t of p) n = n.type === "object" ? n.members.find((m) => m.key === t).value : n.items[Number(t)];
    return n;
  };
  const names = propertiesAt(schema, ["components", "0"], nodeFor).map((p) => p.name);
  same(names, ["type", "id", "field", "aggregation"], "kpi only");
  const all = propertiesAt(schema, ["components", "0"]).map((p) => p.name);
  check(all.includes("category") && all.includes("aggregation"), "no document: every alternative");
});
run("schema: anyOf recursion and enum values", () => {
  const s = schemasAt(schema, ["data", "datasets", "x", "filter", "and", "0", "operator"]);
  same(valuesOf(s).map((v) => v.value), ["=", "!=", ">", "in"], "operators");
  same(valuesOf(schemasAt(schema, ["components", "0", "showValues"])).map((v) => v.value), [true, false], "booleans");
  const loop = { definitions: { a: { $ref: "#/definitions/a" } }, $ref: "#/definitions/a" };
  same(schemasAt(loop, ["x"]), [], "a $ref cycle ends");
});

run("schema: if/then/else follows the document's discriminator", () => {
  const generated = {
    type: "object",
    properties: { components: { type: "array", items: { $ref: "#/definitions/component" } } },
    definitions: {
      component: {
        type: "object",
        properties: { type: { enum: ["barChart", "kpi"] }, id: { type: "string" } },
        required: ["type"],
        allOf: [
          { if: { properties: { type: { const: "barChart" } } }, then: { properties: { category: { type: "string" } } } },
          { if: { properties: { type: { const: "kpi" } } }, then: { properties: { field: { type: "string" } } },
            else: { properties: { notKpi: { type: "boolean" } } } },
        ],
      },
    },
  };
  const props = (text) => {
    const c = cursor(text);
    return suggest(c.text, c.pos, generated, null).options.map((o) => o.label);
  };
  same(props(`{"components": [{"type": "barChart", "|"}]}`), ["id", "category", "notKpi"], "barChart");
  same(props(`{"components": [{"type": "kpi", "|"}]}`), ["id", "field"], "kpi");
  same(props(`{"components": [{"|"}]}`), ["type", "id", "category", "field", "notKpi"], "undecided: every branch");
});

// ---- suggestions ----
run("suggest: property names with descriptions, without existing keys", () => {
  const { text, pos } = cursor(`{"version": "2.0", "|"}`);
  const r = suggest(text, pos, schema, null);
  same(r.options.map((o) => o.label), ["title", "data", "components"], "root keys");
  same(r.options.find((o) => o.label === "title").info, "The dashboard title.", "description");
  same(apply(text, r.options.find((o) => o.label === "title").change), `{"version": "2.0", "title": ""}`, "insert");
});
run("suggest: component properties follow its type", () => {
  const { text, pos } = cursor(`{"components": [{"type": "barChart", "or|"}]}`);
  const r = suggest(text, pos, schema, null);
  const labels = r.options.map((o) => o.label);
  check(labels.includes("orientation") && !labels.includes("aggregation") && !labels.includes("type"), labels.join());
  const o = r.options.find((x) => x.label === "orientation");
  same(o.info, "Bar direction.", "description");
  const out = apply(text, o.change);
  same(out, `{"components": [{"type": "barChart", "orientation": ""}]}`, "a string enum starts as \"\"");
  same(out.slice(o.cursor - 1, o.cursor + 1), "\"\"", "cursor inside it");
  const d = cursor(`{"data": {"d|"}}`);
  const tuple = suggest(d.text, d.pos, schema, null).options.find((x) => x.label === "datasets");
  same(tuple.change.insert, "datasets\": {}", "an object starts as {}");
});
run("suggest: bare key becomes a quoted member", () => {
  const { text, pos } = cursor(`{"components": [{"type": "kpi", fi|}]}`);
  const o = suggest(text, pos, schema, null).options.find((x) => x.label === "field");
  const out = apply(text, o.change);
  same(out, `{"components": [{"type": "kpi", "field": ""}]}`, "bare");
  same(out[o.cursor - 1] + out[o.cursor], "\"\"", "cursor inside the value");
});
run("suggest: enum values inside a string and as bare values", () => {
  let c = cursor(`{"components": [{"type": "barChart", "orientation": "h|"}]}`);
  let r = suggest(c.text, c.pos, schema, null);
  same(r.options.map((o) => o.label), ["vertical", "horizontal"], "in string");
  same(apply(c.text, r.options[1].change), `{"components": [{"type": "barChart", "orientation": "horizontal"}]}`, "applied");
  c = cursor(`{"components": [{"type": "|"}]}`);
  r = suggest(c.text, c.pos, schema, null);
  same(r.options.map((o) => o.label), ["barChart", "kpi"], "component types");
  c = cursor(`{"version": |}`);
  r = suggest(c.text, c.pos, schema, null);
  same(r.options.map((o) => o.change.insert), ["\"2.0\""], "bare value gets quotes");
  c = cursor(`{"components": [{"type": "kpi"}], "version": "2.0", "z": |}`);
  same(suggest(c.text, c.pos, schema, null, false), null, "no popup on whitespace");
});
const FIELDS = {
  sources: [{ name: "sales", fields: [{ key: "Region", alias: "region", displayName: "Sales Region", dataType: "text" }, { key: "revenue", dataType: "number" }] }],
  datasets: [{ name: "areaSummary", fields: [{ key: "area" }, { key: "totalRevenue", dataType: "number" }] }],
};
run("fields: which paths name fields", () => {
  for (const p of [["components", "0", "category"], ["components", "0", "measure"], ["data", "datasets", "a", "groupBy", "0"],
    ["data", "datasets", "a", "filter", "field"], ["components", "1", "columns", "2"], ["components", "0", "layers", "0", "latitude"],
    ["components", "0", "layers", "1", "label"], ["components", "0", "target"], ["components", "2", "fields", "0"],
    ["data", "datasets", "a", "sort", "0", "field"], ["components", "0", "drill", "levels", "1", "parentField"]]) {
    check(isFieldValuePath(p), "field: " + p.join("/"));
  }
  for (const p of [["components", "0", "label"], ["components", "0", "uiAction", "target"], ["title"], ["components", "0", "style", "color"],
    ["data", "datasets", "a", "filter", "value"]]) {
    check(!isFieldValuePath(p), "not a field: " + p.join("/"));
  }
});
run("fields: the component's dataset narrows the names", () => {
  const root = parseTolerant(`{"components": [{"dataset": "areaSummary", "category": ""}, {"category": ""}], "data": {"datasets": {"x": {"source": "sales", "groupBy": []}}}}`);
  same(datasetContext(root, ["components", "0", "category"]), "areaSummary", "component dataset");
  same(datasetContext(root, ["components", "1", "category"]), "powerbi", "default dataset");
  same(datasetContext(root, ["data", "datasets", "x", "groupBy", "0"]), "sales", "dataset source");
  same(fieldCandidates(FIELDS, "areaSummary").map((f) => f.name), ["area", "totalRevenue"], "dataset fields");
  same(fieldCandidates(FIELDS, "powerbi").map((f) => f.name), ["region", "Region", "revenue"], "powerbi: the sources (alias, key)");
  same(fieldCandidates(FIELDS, "nope").length, 5, "unknown: every field");
  same(fieldCandidates({ sources: [{ name: "s", fields: ["a", "b"] }] }, null).map((f) => f.name), ["a", "b"], "string fields");
  same(fieldCandidates(null, null), [], "no answer");
});
run("suggest: field names for category, groupBy items and rename keys", () => {
  let c = cursor(`{"components": [{"type": "barChart", "dataset": "areaSummary", "category": "a|"}]}`);
  check(needsFields(c.text, c.pos, schema), "needs fields");
  let r = suggest(c.text, c.pos, schema, FIELDS);
  same(r.options.map((o) => o.label), ["area", "totalRevenue"], "category");
  same(r.options[0].detail, "areaSummary", "detail names the dataset");
  c = cursor(`{"data": {"datasets": {"x": {"source": "sales", "groupBy": [|]}}}}`);
  r = suggest(c.text, c.pos, schema, FIELDS);
  same(r.options.map((o) => o.change.insert), ["\"region\"", "\"Region\"", "\"revenue\""], "groupBy items quoted");
  c = cursor(`{"data": {"datasets": {"x": {"source": "sales", "rename": {"|"}}}}}`);
  r = suggest(c.text, c.pos, schema, FIELDS);
  same(r.options.map((o) => o.label), ["region", "Region", "revenue"], "rename keys");
  c = cursor(`{"title": "x|"}`);
  check(!needsFields(c.text, c.pos, schema), "title needs no fields");
});
run("suggest: dataset names", () => {
  const c = cursor(`{"data": {"datasets": {"mine": {}}}, "components": [{"dataset": "|"}]}`);
  const r = suggest(c.text, c.pos, schema, FIELDS);
  same(r.options.map((o) => o.label), ["powerbi", "mine", "areaSummary", "sales"], "datasets");
});

// ---- hover ----
run("hover: a key shows its property's description and type", () => {
  const text = `{"components": [{"type": "barChart", "interaction": {"internalMode": "highlight"}}]}`;
  const h = hoverAt(text, text.indexOf("internalMode") + 3, schema);
  same([h.name, h.description, h.type], ["internalMode", "What a click does inside the dashboard.", "\"highlight\" | \"filter\" | \"none\""], "hover");
  same(text.slice(h.from, h.to), "\"internalMode\"", "range");
  const t2 = `{"components": [{"type": "kpi"}]}`;
  same(hoverAt(t2, t2.indexOf("kpi") + 1, schema).description, "A single number.", "value hover");
  same(hoverAt(t2, 0, schema), null, "nothing at a bracket");
});

// ---- lint mapping and quick fix ----
run("lint: severities and did-you-mean", () => {
  same(["error", "warning", "info", "whatever"].map(lintSeverity), ["error", "warning", "info", "info"], "severities");
  same(didYouMean("unknown field 'aera' (did you mean 'area'?)"), "area", "suggestion");
  same(didYouMean("it's 'x' (did you mean 'it's'?)"), "it's", "quote inside");
  same(didYouMean("unknown field 'aera'"), null, "none");
});
run("lint: diagnostics become sorted ranges with their suggestion", () => {
  const list = toLintDiagnostics(SPEC, [
    { severity: "warning", code: "UNKNOWN_PROPERTY", path: "/components/1/titel", message: "unknown property 'titel' (did you mean 'title'?)" },
    { severity: "error", code: "UNKNOWN_FIELD", path: "/components/0/category", message: "unknown field 'aera' (did you mean 'area'?)" },
    null,
  ]);
  same(list.map((d) => [slice(SPEC, d), d.severity, d.source, d.suggestion]), [
    ["\"category\": \"aera\"", "error", "UNKNOWN_FIELD", "area"],
    ["\"titel\": \"Total\"", "warning", "UNKNOWN_PROPERTY", "title"],
  ], "mapped");
});
run("quick fix: replaces the value or the key, keeping the quotes", () => {
  const value = rangeForPointer(SPEC, "/components/0/category");
  same(slice(apply(SPEC, quickFixChange(SPEC, value.from, value.to, "area")), rangeForPointer(apply(SPEC, quickFixChange(SPEC, value.from, value.to, "area")), "/components/0/category")),
    "\"category\": \"area\"", "value fixed");
  const key = rangeForPointer(SPEC, "/components/1/titel");
  const fixed = apply(SPEC, quickFixChange(SPEC, key.from, key.to, "title"));
  check(fixed.includes(`{ "type": "kpi", "title": "Total", "field": "revenue" }`), fixed);
  const item = rangeForPointer(SPEC, "/data/datasets/areaSummary/groupBy/1");
  check(apply(SPEC, quickFixChange(SPEC, item.from, item.to, "regio\"n")).includes(`["area", "regio\\"n"]`), "escaped item");
  const bare = `{titel: 1}`;
  same(apply(bare, quickFixChange(bare, 1, 9, "title")), `{"title": 1}`, "bare key quoted");
  same(quickFixChange(SPEC, 0, 1, "x"), null, "nothing at a bracket");
});

run("quick fix: the engine's own messages (check --json) fix the right part", () => {
  const text = `{"version":"2.0","titel":"x","components":[{"type":"barChart","id":"b","category":"regoin","measure":"revenue","orientaton":"vertical"}]}`;
  const engine = [
    { severity: "error", code: "UNKNOWN_FIELD", path: "/components/0/category", message: "field 'regoin' is not in dataset 'powerbi' (did you mean 'region'?)" },
    { severity: "error", code: "UNKNOWN_PROPERTY", path: "/components/0/orientaton", message: "unknown barChart property 'orientaton' (did you mean 'orientation'?)" },
    { severity: "error", code: "UNKNOWN_PROPERTY", path: "/titel", message: "unknown root property 'titel' (did you mean 'title'?)" },
  ];
  let fixed = text;
  // Applied last mark first, so the earlier ranges still hold.
  for (const d of toLintDiagnostics(text, engine).reverse()) {
    fixed = apply(fixed, quickFixChange(fixed, d.from, d.to, d.suggestion, d.source));
  }
  same(fixed, `{"version":"2.0","title":"x","components":[{"type":"barChart","id":"b","category":"region","measure":"revenue","orientation":"vertical"}]}`, "all three");
  // A value-side code fixes the value even when the key is closer to the suggestion.
  const odd = `{"region": "x"}`;
  same(apply(odd, quickFixChange(odd, 1, 14, "regio", "UNKNOWN_FIELD")), `{"region": "regio"}`, "code decides");
  same(apply(odd, quickFixChange(odd, 1, 14, "regio")), `{"regio": "x"}`, "no code: the closer one");
});

// ---- the project's schema (core/src/main/resources/hyperpbi/schema/hyperpbi.schema.json) ----
const real = JSON.parse(readFileSync(join(here, "..", "..", "..", "core", "src", "main", "resources",
  "hyperpbi", "schema", "hyperpbi.schema.json"), "utf8"));
const labels = (marked, fields = null) => {
  const c = cursor(marked);
  const r = suggest(c.text, c.pos, real, fields);
  return r === null ? [] : r.options;
};
run("project schema: root properties with descriptions", () => {
  const o = labels(`{"version": "2.0", "|"}`);
  const names = o.map((x) => x.label);
  check(names.includes("components") && names.includes("data") && !names.includes("version"), names.join());
  check(o.every((x) => typeof x.info === "string" && x.info.length > 0), "every root property has a description");
  same(labels(`{"version": "|"}`).map((x) => x.label), ["2.0", "1.0"], "versions");
});
run("project schema: a component's type picks its properties (if/then)", () => {
  const bar = labels(`{"components": [{"type": "barChart", "|"}]}`).map((x) => x.label);
  for (const p of ["category", "measure", "orientation", "series", "interaction", "title"]) check(bar.includes(p), "barChart has " + p);
  for (const p of ["target", "columns", "layers", "type"]) check(!bar.includes(p), "barChart lacks " + p);
  const kpi = labels(`{"components": [{"type": "kpi", "|"}]}`).map((x) => x.label);
  check(kpi.includes("target") && !kpi.includes("category"), kpi.join());
  const none = labels(`{"components": [{"|"}]}`).map((x) => x.label);
  check(none.includes("type"), "an untyped component offers type: " + none.join());
  const types = labels(`{"components": [{"type": "|"}]}`);
  check(types.length >= 17 && types.some((x) => x.label === "barChart" && /Bar chart/.test(x.info)), "types with their enumDescriptions");
});
run("project schema: enums, nested definitions and refs with '/' in their names", () => {
  same(labels(`{"components": [{"type": "barChart", "orientation": "|"}]}`).map((x) => x.label), ["vertical", "horizontal"], "orientation");
  const modes = labels(`{"components": [{"type": "barChart", "interaction": {"internalMode": "|"}}]}`).map((x) => x.label);
  same(modes, ["none", "highlight", "filter"], "interaction modes");
  const ops = labels(`{"data": {"datasets": {"a": {"filter": {"field": "x", "operator": "|"}}}}}`).map((x) => x.label);
  check(ops.includes("between") && ops.includes("in"), ops.join());
  const div = labels(`{"data": {"datasets": {"a": {"derive": {"m": {"op": "/", "|"}}}}}}`).map((x) => x.label);
  check(div.includes("left") && div.includes("right"), "op./ resolves: " + div.join());
  const mod = labels(`{"data": {"datasets": {"a": {"derive": {"m": {"op": "%", "|"}}}}}}`).map((x) => x.label);
  check(mod.includes("left"), "op.% resolves: " + mod.join());
});
run("project schema: hover help and field names", () => {
  const text = `{"components": [{"type": "barChart", "category": "region", "measure": "revenue"}]}`;
  const h = hoverAt(text, text.indexOf("measure") + 2, real);
  same([h.name, h.type], ["measure", "string"], "measure");
  check(/aggregated per category/.test(h.description), h.description);
  const f = labels(`{"components": [{"type": "barChart", "dataset": "areaSummary", "category": "|"}]}`, FIELDS).map((x) => x.label);
  same(f, ["area", "totalRevenue"], "fields for category");
  const cols = labels(`{"components": [{"type": "table", "columns": ["|"]}]}`, FIELDS).map((x) => x.label);
  same(cols, ["region", "Region", "revenue"], "table columns");
});

/** [text, tag class] of every highlighted token of `doc` under the lite editor's JSON. */
function streamTokens(doc) {
  const state = EditorState.create({ doc, extensions: [jsonStreamLanguage] });
  const names = tagHighlighter([
    { tag: tags.propertyName, class: "key" }, { tag: tags.string, class: "string" },
    { tag: tags.number, class: "number" }, { tag: tags.bool, class: "bool" },
    { tag: tags.null, class: "null" }, { tag: tags.brace, class: "brace" },
    { tag: tags.squareBracket, class: "bracket" }, { tag: tags.separator, class: "sep" },
    { tag: tags.invalid, class: "invalid" },
  ]);
  const out = [];
  highlightTree(syntaxTree(state), names, (from, to, cls) => out.push([doc.slice(from, to), cls]));
  return out;
}

run("lite JSON: member names, strings, numbers, literals and punctuation get their tags", () => {
  same(streamTokens(`{"a": "x\\"y", "n": -1.5e3, "t": [true, false, null]}`), [
    ["{", "brace"], ["\"a\"", "key"], [":", "sep"], ["\"x\\\"y\"", "string"], [",", "sep"],
    ["\"n\"", "key"], [":", "sep"], ["-1.5e3", "number"], [",", "sep"], ["\"t\"", "key"], [":", "sep"],
    ["[", "bracket"], ["true", "bool"], [",", "sep"], ["false", "bool"], [",", "sep"], ["null", "null"],
    ["]", "bracket"], ["}", "brace"],
  ], "tokens");
  same(streamTokens(`{"a": nope}`).filter(([, c]) => c === "invalid").map(([t]) => t).join(""), "nope", "invalid");
});

run("lite JSON: a new line is indented by the open brackets, a closing one a level less", () => {
  const doc = `{\n"a": [\n1,\n{\n"b": 2\n}\n]\n}`;
  const state = EditorState.create({ doc, extensions: [jsonStreamLanguage] });
  const lines = doc.split("\n");
  const indents = lines.map((_, i) => getIndentation(state, state.doc.line(i + 1).from));
  same(indents, [0, 2, 4, 4, 6, 4, 2, 0], "indentation per line");
  same(jsonStreamLanguage.name, "json", "language name");
});

const outcomes = Object.values(results);
const failed = outcomes.filter((r) => r !== "ok").length;
console.log(`editor: ${outcomes.length} checks, ${failed} failed`);
for (const [name, r] of Object.entries(results)) if (r !== "ok") console.log(`FAIL ${name}: ${r}`);
console.log(JSON.stringify(results));
process.exit(failed === 0 ? 0 : 1);
