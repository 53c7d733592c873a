// A JSON text scanner that tolerates invalid JSON (text being typed): it builds a tree of nodes
// with their offsets, so engine diagnostics (JSON pointers) map to text ranges and the cursor maps
// to a JSON path. Pure functions, no DOM: web/frontend/test runs them on Node.
//
// Node shapes (offsets are UTF-16 indexes into the text, `to` exclusive):
//   {type: "object", from, to, closed, members: [Member]}
//   {type: "array", from, to, closed, items: [Node]}
//   {type: "string", from, to, closed, value}     value: the decoded text
//   {type: "number" | "literal" | "invalid", from, to, raw}
// Member: {key, keyFrom, keyTo, quoted, keyClosed, colon (offset or -1), value (Node or null), end}
//   end: where the member's text ends (after its value, or its key/colon when the value is missing)

const MAX_DEPTH = 512; // deeper text is left unparsed (the engine refuses it with its own diagnostic)

/** Parses `text` as far as it goes; never throws. Returns the root node, or null for blank text. */
export function parseTolerant(text) {
  const scanner = new Scanner(text);
  scanner.skipSpace();
  if (scanner.pos >= text.length) return null;
  return scanner.value(0);
}

class Scanner {
  constructor(text) {
    this.text = text;
    this.pos = 0;
  }

  skipSpace() {
    const t = this.text;
    while (this.pos < t.length) {
      const c = t.charCodeAt(this.pos);
      if (c === 32 || c === 9 || c === 10 || c === 13) {
        this.pos++;
      } else if (c === 47 && t.charCodeAt(this.pos + 1) === 47) { // "//": a comment someone typed
        while (this.pos < t.length && t.charCodeAt(this.pos) !== 10) this.pos++;
      } else {
        break;
      }
    }
  }

  value(depth) {
    const t = this.text;
    const c = t[this.pos];
    if (depth > MAX_DEPTH) {
      const from = this.pos;
      this.pos = t.length;
      return { type: "invalid", from, to: t.length, raw: "" };
    }
    if (c === "{") return this.object(depth);
    if (c === "[") return this.array(depth);
    if (c === "\"") return this.string();
    const from = this.pos;
    if (c === "-" || (c >= "0" && c <= "9")) {
      while (this.pos < t.length && isNumberChar(t.charCodeAt(this.pos))) this.pos++;
      return { type: "number", from, to: this.pos, raw: t.slice(from, this.pos) };
    }
    if (isWordChar(c)) {
      while (this.pos < t.length && isWordChar(t[this.pos])) this.pos++;
      const raw = t.slice(from, this.pos);
      const known = raw === "true" || raw === "false" || raw === "null";
      return { type: known ? "literal" : "invalid", from, to: this.pos, raw };
    }
    this.pos++;
    return { type: "invalid", from, to: this.pos, raw: c };
  }

  string() {
    const t = this.text;
    const from = this.pos;
    let i = from + 1;
    let runStart = i;
    let value = "";
    let closed = false;
    while (i < t.length) {
      const c = t.charCodeAt(i);
      if (c === 34) { // "
        value += t.slice(runStart, i);
        i++;
        closed = true;
        break;
      }
      if (c === 10) break; // an unclosed string ends at its line: the next line stays readable
      if (c === 92) { // backslash
        value += t.slice(runStart, i);
        const e = t[i + 1];
        if (e === "u" && /^[0-9a-fA-F]{4}$/.test(t.slice(i + 2, i + 6))) {
          value += String.fromCharCode(parseInt(t.slice(i + 2, i + 6), 16));
          i += 6;
        } else {
          const simple = ESCAPES[e];
          value += simple === undefined ? (e === undefined ? "" : e) : simple;
          i += e === undefined ? 1 : 2;
        }
        runStart = i;
        continue;
      }
      i++;
    }
    if (!closed) value += t.slice(runStart, i);
    this.pos = i;
    return { type: "string", from, to: i, closed, value };
  }

  object(depth) {
    const t = this.text;
    const node = { type: "object", from: this.pos, to: this.pos, closed: false, members: [] };
    this.pos++;
    for (;;) {
      this.skipSpace();
      const c = t[this.pos];
      if (c === undefined) break;
      if (c === "}") {
        this.pos++;
        node.closed = true;
        break;
      }
      if (c === ",") {
        this.pos++;
        continue;
      }
      if (c === "]") break; // a bracket that closes an outer array: leave it to the array
      let key;
      let keyFrom = this.pos;
      let quoted;
      let keyClosed;
      if (c === "\"") {
        const s = this.string();
        key = s.value;
        quoted = true;
        keyClosed = s.closed;
      } else if (isWordChar(c)) {
        while (this.pos < t.length && isWordChar(t[this.pos])) this.pos++;
        key = t.slice(keyFrom, this.pos);
        quoted = false;
        keyClosed = true;
      } else if (c === "{" || c === "[") {
        // A value where a key belongs: parsed (and dropped) so its brackets do not end this object.
        this.value(depth + 1);
        continue;
      } else {
        this.pos++;
        continue;
      }
      const member = { key, keyFrom, keyTo: this.pos, quoted, keyClosed, colon: -1, value: null,
        end: this.pos };
      node.members.push(member);
      this.skipSpace();
      if (t[this.pos] === ":") {
        member.colon = this.pos;
        this.pos++;
        member.end = this.pos;
        this.skipSpace();
        const v = t[this.pos];
        if (v !== undefined && v !== "," && v !== "}" && v !== "]") {
          // `"a": ` followed on a later line by `"b": 1` is a missing value, not the value "b".
          if (!(v === "\"" && this.looksLikeKey())) {
            member.value = this.value(depth + 1);
            member.end = member.value.to;
          }
        }
      }
    }
    node.to = this.pos;
    return node;
  }

  /** At a string: is it followed by a colon (so it is the next member's key)? */
  looksLikeKey() {
    const save = this.pos;
    const lineBreak = this.text.lastIndexOf("\n", save) > this.text.lastIndexOf(":", save);
    this.string();
    this.skipSpace();
    const colon = this.text[this.pos] === ":";
    this.pos = save;
    return colon && lineBreak;
  }

  array(depth) {
    const t = this.text;
    const node = { type: "array", from: this.pos, to: this.pos, closed: false, items: [] };
    this.pos++;
    for (;;) {
      this.skipSpace();
      const c = t[this.pos];
      if (c === undefined) break;
      if (c === "]") {
        this.pos++;
        node.closed = true;
        break;
      }
      if (c === ",") {
        this.pos++;
        continue;
      }
      if (c === "}") break; // closes an outer object
      node.items.push(this.value(depth + 1));
    }
    node.to = this.pos;
    return node;
  }
}

const ESCAPES = { "\"": "\"", "\\": "\\", "/": "/", b: "\b", f: "\f", n: "\n", r: "\r", t: "\t" };

function isWordChar(c) {
  if (c === undefined) return false;
  const k = c.charCodeAt(0);
  return (k >= 48 && k <= 57) || (k >= 65 && k <= 90) || (k >= 97 && k <= 122) || k === 95 || k === 36;
}

/** Digits, e, E, +, -, . (what a number literal is made of). */
function isNumberChar(k) {
  return (k >= 48 && k <= 57) || k === 101 || k === 69 || k === 43 || k === 45 || k === 46;
}

/** The reference tokens of an RFC 6901 pointer ("" is the whole document). Null when malformed. */
export function parsePointer(pointer) {
  if (pointer === "" || pointer === undefined || pointer === null) return [];
  if (typeof pointer !== "string" || pointer[0] !== "/") return null;
  return pointer.slice(1).split("/").map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"));
}

/** The member of an object with that key: the last one, the one a JSON reader keeps. */
export function memberOf(object, key) {
  for (let i = object.members.length - 1; i >= 0; i--) {
    if (object.members[i].key === key) return object.members[i];
  }
  return null;
}

/**
 * The text range {from, to} an engine diagnostic points at:
 * - a member: its key and value; an array item: the item;
 * - a missing member or item: the key of the object (or array) that lacks it, or its opening
 *   bracket when it has no key (the document itself, an array item);
 * - "" (the whole document): its first character, or the line/column the diagnostic (or its
 *   message, "at line N, column M") names;
 * Always a range inside the text (empty only for empty text).
 */
export function rangeForDiagnostic(text, diagnostic, root = undefined) {
  const line = diagnostic.line ?? lineFromMessage(diagnostic.message)?.line;
  const column = diagnostic.column ?? lineFromMessage(diagnostic.message)?.column;
  const tokens = parsePointer(diagnostic.path ?? "");
  if ((tokens === null || tokens.length === 0) && Number.isInteger(line)) {
    return charRange(text, offsetOfLine(text, line, Number.isInteger(column) ? column : 1));
  }
  return rangeForPointer(text, diagnostic.path ?? "", root);
}

/** The range of a JSON pointer in the text (see rangeForDiagnostic). */
export function rangeForPointer(text, pointer, root = parseTolerant(text)) {
  const tokens = parsePointer(pointer);
  if (root === null) return { from: 0, to: Math.min(1, text.length) };
  if (tokens === null || tokens.length === 0) return charRange(text, root.from);
  let node = root;
  let holder = null; // the member (or item node) that holds `node`, for its key
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    const last = i === tokens.length - 1;
    let next = null;
    let member = null;
    if (node.type === "object") {
      member = memberOf(node, token);
      next = member === null ? null : member.value;
    } else if (node.type === "array" && /^(0|[1-9][0-9]*)$/.test(token)) {
      next = node.items[Number(token)] ?? null;
    }
    if (member !== null && (last || next === null)) {
      return { from: member.keyFrom, to: Math.max(member.end, member.keyTo) };
    }
    if (next === null) return holderRange(text, node, holder);
    if (last) return { from: next.from, to: next.to };
    holder = member;
    node = next;
  }
  return { from: node.from, to: node.to };
}

/** A missing member's mark: the key of the object lacking it, or the object's opening bracket. */
function holderRange(text, node, holder) {
  if (holder !== null) return { from: holder.keyFrom, to: holder.keyTo };
  return charRange(text, node.from);
}

function charRange(text, offset) {
  const from = Math.max(0, Math.min(offset, text.length - 1));
  return { from, to: Math.min(text.length, from + 1) };
}

function lineFromMessage(message) {
  const m = /at line (\d+), column (\d+)/.exec(message ?? "");
  return m === null ? null : { line: Number(m[1]), column: Number(m[2]) };
}

/** The offset of a 1-based line and column (clamped to the text). */
export function offsetOfLine(text, line, column) {
  let offset = 0;
  for (let l = 1; l < line; l++) {
    const nl = text.indexOf("\n", offset);
    if (nl < 0) return text.length;
    offset = nl + 1;
  }
  const lineEnd = text.indexOf("\n", offset);
  const end = lineEnd < 0 ? text.length : lineEnd;
  return Math.min(offset + Math.max(0, column - 1), end);
}

/**
 * Where the cursor is in JSON terms, for completion and hover:
 *   {kind: "key", path, object, member?, from, to, prefix, quoted}
 *     path: the object's path; member: the key being typed (null between members);
 *     from/to: the key's text to replace (inside the quotes when quoted)
 *   {kind: "value", path, node?, from, to, prefix, quoted, parent}
 *     path: the value's path (member key or item index appended); node: the scalar there, if any
 *   null: nowhere useful (inside a number's neighbour, after the document...)
 * `root` may be passed to reuse a parse.
 */
export function locate(text, pos, root = parseTolerant(text)) {
  if (root === null) return { kind: "value", path: [], node: null, from: pos, to: pos, prefix: "", quoted: false };
  return locateIn(text, root, pos, []);
}

function locateIn(text, node, pos, path) {
  if (node.type === "object") return locateInObject(text, node, pos, path);
  if (node.type === "array") return locateInArray(text, node, pos, path);
  return scalarAt(text, node, pos, path);
}

function scalarAt(text, node, pos, path) {
  if (node.type === "string") {
    const end = node.closed ? node.to - 1 : node.to;
    return { kind: "value", path, node, from: node.from + 1, to: end, quoted: true,
      prefix: text.slice(node.from + 1, Math.max(node.from + 1, Math.min(pos, end))) };
  }
  return { kind: "value", path, node, from: node.from, to: node.to, quoted: false,
    prefix: text.slice(node.from, Math.min(pos, node.to)) };
}

function inside(node, pos) {
  return pos > node.from && (node.closed ? pos < node.to : pos <= node.to);
}

function locateInObject(text, object, pos, path) {
  if (!inside(object, pos)) return null;
  const members = object.members;
  for (let i = 0; i < members.length; i++) {
    const m = members[i];
    const nextStart = i + 1 < members.length ? members[i + 1].keyFrom : (object.closed ? object.to - 1 : object.to);
    const keyEnd = m.quoted && m.keyClosed ? m.keyTo - 1 : m.keyTo;
    const inKey = m.quoted ? pos > m.keyFrom && pos <= keyEnd : pos >= m.keyFrom && pos <= m.keyTo;
    if (inKey && (m.colon < 0 || pos <= m.colon)) {
      const from = m.quoted ? m.keyFrom + 1 : m.keyFrom;
      return { kind: "key", path, object, member: m, from, to: keyEnd, quoted: m.quoted,
        prefix: text.slice(from, pos) };
    }
    if (m.colon >= 0 && pos > m.colon && pos <= nextStart) {
      const v = m.value;
      const valuePath = path.concat([m.key]);
      if (v !== null && pos >= v.from && pos <= v.to) {
        if (v.type === "object" || v.type === "array") {
          const within = locateIn(text, v, pos, valuePath);
          if (within !== null) return within;
          if (pos <= v.from || pos >= v.to) continue; // just outside its brackets
          return null;
        }
        return scalarAt(text, v, pos, valuePath);
      }
      // After the value (before the comma or the next key): a key position when a comma was typed.
      const afterValue = v !== null && pos > v.to;
      if (afterValue) {
        if (text.slice(v.to, pos).includes(",")) {
          return { kind: "key", path, object, member: null, from: pos, to: pos, quoted: false, prefix: "" };
        }
        return null;
      }
      return { kind: "value", path: valuePath, node: null, from: pos, to: pos, quoted: false, prefix: "", parent: object };
    }
  }
  return { kind: "key", path, object, member: null, from: pos, to: pos, quoted: false, prefix: "" };
}

function locateInArray(text, array, pos, path) {
  if (!inside(array, pos)) return null;
  let index = 0;
  for (let i = 0; i < array.items.length; i++) {
    const item = array.items[i];
    if (pos >= item.from && pos <= item.to) {
      const itemPath = path.concat([String(i)]);
      if (item.type === "object" || item.type === "array") {
        const within = locateIn(text, item, pos, itemPath);
        if (within !== null) return within;
        if (pos > item.from && pos < item.to) return null;
        continue;
      }
      return scalarAt(text, item, pos, itemPath);
    }
    if (item.to <= pos) index = i + 1;
  }
  return { kind: "value", path: path.concat([String(index)]), node: null, from: pos, to: pos, quoted: false, prefix: "", parent: array };
}

/** The node at a path (array indexes as strings), or null. */
export function nodeAt(root, path) {
  let node = root;
  for (const token of path) {
    if (node === null) return null;
    if (node.type === "object") {
      const m = memberOf(node, token);
      node = m === null ? null : m.value;
    } else if (node.type === "array") {
      node = node.items[Number(token)] ?? null;
    } else {
      return null;
    }
  }
  return node;
}

/** A scalar node's JSON value (strings, numbers, true/false/null), or undefined. */
export function scalarValue(node) {
  if (node === null || node === undefined) return undefined;
  if (node.type === "string") return node.value;
  if (node.type === "number") {
    const n = Number(node.raw);
    return Number.isFinite(n) ? n : undefined;
  }
  if (node.type === "literal") return node.raw === "null" ? null : node.raw === "true";
  return undefined;
}

/** Escapes a reference token for a JSON pointer (RFC 6901). */
export function pointerOf(path) {
  return path.map((t) => "/" + String(t).replace(/~/g, "~0").replace(/\//g, "~1")).join("");
}
