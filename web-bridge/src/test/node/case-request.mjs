// Builds the engine request for one conformance case folder exactly as the JVM harness does
// (core/src/test/java/hyperpbi/conformance/ConformanceCase.java + EngineRequest.toJson): same files,
// same base64 for binary sources, and the same bytes, because the JSON is written the way
// minimal-json writes it (member order kept, number lexemes kept, minimal-json's string escapes).
// Keep the two in step; the JUnit bridge test compares both requests for every case.
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";

/** Every folder under root holding a spec.json, sorted by relative path like the JVM harness. */
export function allCases(root) {
  const found = [];
  const walk = (dir) => {
    if (existsSync(join(dir, "spec.json"))) {
      found.push({ name: relative(root, dir).split(sep).join("/"), dir });
    }
    for (const entry of readdirSync(dir)) {
      const p = join(dir, entry);
      if (statSync(p).isDirectory()) walk(p);
    }
  };
  walk(root);
  return found.sort((a, b) => compareBytes(a.name, b.name));
}

function compareBytes(a, b) {
  return Buffer.compare(Buffer.from(a, "utf8"), Buffer.from(b, "utf8"));
}

export function caseRequest(dir) {
  const spec = readText(join(dir, "spec.json"));
  const options = existsSync(join(dir, "case.json"))
    ? parseJson(readText(join(dir, "case.json"))) : obj([]);
  if (options.t !== "obj") throw new Error(`${dir}/case.json: not a JSON object`);
  const sources = [];
  const list = get(options, "sources");
  if (list !== undefined) {
    for (const s of asArray(list)) sources.push(source(dir, s));
  }
  const datasets = [];
  const names = get(options, "datasets");
  if (names !== undefined) {
    for (const n of asArray(names)) datasets.push(str(asString(n)));
  }
  const members = [
    ["mode", str(getString(options, "mode", "eval"))],
    ["spec", str(spec)],
    ["sources", arr(sources)],
  ];
  addIfSet(members, "default", getString(options, "default", null));
  addIfSet(members, "now", getString(options, "now", null));
  addIfSet(members, "timeZone", getString(options, "timeZone", null));
  members.push(["datasets", arr(datasets)]);
  const events = get(options, "events");
  if (events !== undefined) members.push(["events", events]);
  // Java: options.getInt("repeat", 1), written only when above 1.
  const repeat = get(options, "repeat");
  if (repeat !== undefined && repeat.t === "num" && Number(repeat.raw) > 1) {
    members.push(["repeat", { t: "num", raw: String(Math.trunc(Number(repeat.raw))) }]);
  }
  const runtime = get(options, "runtime");
  if (runtime !== undefined) members.push(["runtime", runtime]);
  // Java: EngineRequest.host(options), written only when it is not the web host with its network.
  const host = getString(options, "host", "web");
  const network = getBoolean(options, "network", true);
  if (host !== "web" && host !== "powerbi") throw new Error(`${dir}/case.json: unknown host '${host}'`);
  if (host !== "web" || !network) {
    members.push(["host", str(host)], ["network", { t: "lit", raw: String(network) }]);
  }
  return write(obj(members));
}

function source(dir, s) {
  if (s.t !== "obj") throw new Error(`${dir}/case.json: a source must be an object`);
  const file = getString(s, "file", null);
  let format = getString(s, "format", null);
  if (format === null) format = file.substring(file.lastIndexOf(".") + 1);
  const bytes = readFileSync(join(dir, file));
  const binary = format === "xlsx" || getBoolean(s, "binary", false);
  const members = [
    ["name", nullableStr(getString(s, "name", null))],
    ["format", nullableStr(format)],
  ];
  // Java: new String(bytes, UTF_8) keeps a BOM and replaces malformed bytes with U+FFFD; so does this.
  addIfSet(members, "text", binary ? null : bytes.toString("utf8"));
  addIfSet(members, "base64", binary ? bytes.toString("base64") : null);
  addIfSet(members, "dataPath", getString(s, "dataPath", null));
  addIfSet(members, "sheet", getString(s, "sheet", null));
  return obj(members);
}

function readText(file) {
  // Files.readString rejects malformed UTF-8; so do we.
  return new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(readFileSync(file));
}

function addIfSet(members, name, value) {
  if (value !== null) members.push([name, str(value)]);
}

// ---- a JSON tree that keeps what minimal-json keeps: member order, duplicates, number lexemes ----
const obj = (members) => ({ t: "obj", members });
const arr = (items) => ({ t: "arr", items });
const str = (v) => ({ t: "str", v });
const nullableStr = (v) => (v === null ? { t: "lit", raw: "null" } : str(v));

/** minimal-json's JsonObject.get: the last member with that name wins. */
function get(o, name) {
  for (let i = o.members.length - 1; i >= 0; i--) {
    if (o.members[i][0] === name) return o.members[i][1];
  }
  return undefined;
}
function getString(o, name, fallback) {
  const v = get(o, name);
  return v === undefined ? fallback : asString(v);
}
function getBoolean(o, name, fallback) {
  const v = get(o, name);
  if (v === undefined) return fallback;
  if (v.t !== "lit" || v.raw === "null") throw new Error(`'${name}' is not a boolean`);
  return v.raw === "true";
}
function asString(v) {
  if (v.t !== "str") throw new Error("not a string: " + write(v));
  return v.v;
}
function asArray(v) {
  if (v.t !== "arr") throw new Error("not an array: " + write(v));
  return v.items;
}

export function parseJson(text) {
  let i = 0;
  const fail = (what) => { throw new Error(`invalid JSON at offset ${i}: ${what}`); };
  const ws = () => { while (i < text.length && " \t\r\n".includes(text[i])) i++; };
  const value = () => {
    ws();
    const c = text[i];
    if (c === "{") {
      i++; const members = []; ws();
      if (text[i] === "}") { i++; return obj(members); }
      for (;;) {
        ws(); if (text[i] !== '"') fail("expected a name");
        const name = string(); ws();
        if (text[i++] !== ":") fail("expected ':'");
        members.push([name, value()]); ws();
        if (text[i] === ",") { i++; continue; }
        if (text[i] === "}") { i++; return obj(members); }
        fail("expected ',' or '}'");
      }
    }
    if (c === "[") {
      i++; const items = []; ws();
      if (text[i] === "]") { i++; return arr(items); }
      for (;;) {
        items.push(value()); ws();
        if (text[i] === ",") { i++; continue; }
        if (text[i] === "]") { i++; return arr(items); }
        fail("expected ',' or ']'");
      }
    }
    if (c === '"') return str(string());
    for (const lit of ["true", "false", "null"]) {
      if (text.startsWith(lit, i)) { i += lit.length; return { t: "lit", raw: lit }; }
    }
    const m = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?/.exec(text.slice(i, i + 400));
    if (!m || m[0] === "") fail("expected a value");
    i += m[0].length;
    return { t: "num", raw: m[0] };
  };
  const string = () => {
    i++; let out = "";
    for (;;) {
      if (i >= text.length) fail("unterminated string");
      const c = text[i++];
      if (c === '"') return out;
      if (c < " ") fail("control character in string");
      if (c !== "\\") { out += c; continue; }
      const e = text[i++];
      const simple = { '"': '"', "\\": "\\", "/": "/", b: "\b", f: "\f", n: "\n", r: "\r", t: "\t" };
      if (e in simple) { out += simple[e]; continue; }
      if (e !== "u" || !/^[0-9a-fA-F]{4}$/.test(text.slice(i, i + 4))) fail("bad escape");
      out += String.fromCharCode(parseInt(text.slice(i, i + 4), 16));
      i += 4;
    }
  };
  const v = value(); ws();
  if (i !== text.length) fail("unexpected text after the value");
  return v;
}

/** Writes compact JSON exactly like minimal-json's JsonValue.toString(). */
export function write(v) {
  switch (v.t) {
    case "obj": return "{" + v.members.map(([k, x]) => quote(k) + ":" + write(x)).join(",") + "}";
    case "arr": return "[" + v.items.map(write).join(",") + "]";
    case "str": return quote(v.v);
    case "num": case "lit": return v.raw;
    default: throw new Error("bad node " + v.t);
  }
}

const HEX = "0123456789abcdef";
function quote(s) {
  let out = '"';
  for (let k = 0; k < s.length; k++) {
    const ch = s[k];
    const code = s.charCodeAt(k);
    if (ch === '"') out += '\\"';
    else if (ch === "\\") out += "\\\\";
    else if (ch === "\n") out += "\\n";
    else if (ch === "\r") out += "\\r";
    else if (ch === "\t") out += "\\t";
    else if (code === 0x2028) out += "\\u2028";
    else if (code === 0x2029) out += "\\u2029";
    else if (code < 0x20) out += "\\u00" + HEX[code >> 4] + HEX[code & 15];
    else out += ch;
  }
  return out + '"';
}
