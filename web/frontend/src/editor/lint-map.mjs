// Engine diagnostics ({severity, code, path, message, line?, column?}) as CodeMirror lint
// diagnostics over the text, and the did-you-mean quick fix as a text change. Pure, no DOM.

import { parseTolerant, rangeForDiagnostic } from "./json-text.mjs";

const SEVERITIES = { error: "error", fatal: "error", warning: "warning", warn: "warning", info: "info", hint: "hint" };

/** The engine's severity as CodeMirror's ("error" | "warning" | "info" | "hint"). */
export function lintSeverity(severity) {
  return SEVERITIES[String(severity ?? "").toLowerCase()] ?? "info";
}

/** The suggestion of a message ending with " (did you mean 'x'?)", or null. */
export function didYouMean(message) {
  const m = / \(did you mean '((?:[^']|'(?!\?\)$))*)'\?\)$/.exec(message ?? "");
  return m === null ? null : m[1];
}

/**
 * Plain lint diagnostics {from, to, severity, message, source, suggestion, engine} for the text;
 * the editor adds the quick-fix actions. Ranges are never empty unless the text is.
 */
export function toLintDiagnostics(text, diagnostics) {
  const out = [];
  const list = Array.isArray(diagnostics) ? diagnostics : [];
  const root = list.length === 0 ? null : parseTolerant(text); // one parse for every diagnostic
  for (const d of list) {
    if (d === null || typeof d !== "object") continue;
    const range = rangeForDiagnostic(text, d, root);
    out.push({
      from: range.from,
      to: range.to,
      severity: lintSeverity(d.severity),
      message: String(d.message ?? ""),
      source: d.code === undefined ? undefined : String(d.code),
      suggestion: didYouMean(d.message),
      engine: d,
    });
  }
  // CodeMirror wants them in document order.
  out.sort((a, b) => a.from - b.from || a.to - b.to);
  return out;
}

/**
 * The change {from, to, insert} that applies a suggestion to the mark at from..to: the member's
 * key or its string value, whichever the suggestion is closer to (an unknown property fixes the
 * key, an unknown field reference the value; the diagnostic's code decides first when it names
 * one); an array item's string. The quotes stay: the text
 * between them is replaced (escaped), a bare key gets quoted. Null when nothing there fits.
 */
export function quickFixChange(text, from, to, suggestion, code = "") {
  const root = parseTolerant(text);
  if (root === null) return null;
  const found = findAt(root, from);
  if (found === null) return null;
  const escaped = JSON.stringify(suggestion).slice(1, -1);
  const stringChange = (node) => ({ from: node.from + 1, to: node.closed ? node.to - 1 : node.to, insert: escaped });
  if (found.member) {
    const m = found.member;
    const keyChange = m.quoted
      ? { from: m.keyFrom + 1, to: m.keyClosed ? m.keyTo - 1 : m.keyTo, insert: escaped }
      : { from: m.keyFrom, to: m.keyTo, insert: JSON.stringify(suggestion) };
    const v = m.value;
    if (v === null || v.type !== "string") return keyChange;
    // The code says which one is wrong when it can (UNKNOWN_PROPERTY: the key; UNKNOWN_FIELD,
    // UNKNOWN_DATASET, INVALID_PROPERTY_VALUE: the value); otherwise the closer one is.
    const c = String(code ?? "");
    if (/PROPERTY$/.test(c)) return keyChange;
    if (/FIELD|DATASET|VALUE/.test(c)) return stringChange(v);
    return distance(v.value, suggestion) < distance(m.key, suggestion) ? stringChange(v) : keyChange;
  }
  const node = found.node;
  if (node.type === "string") return stringChange(node);
  if (node.type === "invalid" || node.type === "literal" || node.type === "number") {
    return { from: node.from, to: node.to, insert: JSON.stringify(suggestion) };
  }
  return null;
}

/** The member whose key starts at `offset`, or the value node starting there. */
function findAt(node, offset) {
  if (node.from === offset && node.type !== "object" && node.type !== "array") return { node };
  if (node.type === "object") {
    for (const m of node.members) {
      if (m.keyFrom === offset) return { member: m };
      if (m.value !== null && m.value.from <= offset && offset < m.value.to) {
        const inner = findAt(m.value, offset);
        if (inner !== null) return inner;
      }
    }
  } else if (node.type === "array") {
    for (const item of node.items) {
      if (item.from <= offset && offset < item.to) {
        const inner = findAt(item, offset);
        if (inner !== null) return inner;
      }
    }
  }
  return null;
}

/** Levenshtein distance, case-insensitive (suggestions often differ in case only). */
export function distance(a, b) {
  const s = String(a).toLowerCase();
  const t = String(b).toLowerCase();
  let prev = Array.from({ length: t.length + 1 }, (_, i) => i);
  for (let i = 1; i <= s.length; i++) {
    const cur = [i];
    for (let j = 1; j <= t.length; j++) {
      cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (s[i - 1] === t[j - 1] ? 0 : 1));
    }
    prev = cur;
  }
  return prev[t.length];
}
