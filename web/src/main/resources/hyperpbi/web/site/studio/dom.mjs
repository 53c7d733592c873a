// The studio's one way to build DOM: attributes by setAttribute, text only ever as textContent.

/** An element with attributes and optional text (never markup) and children. */
export function el(tag, attributes = {}, text, children = []) {
  const e = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === false || value === null || value === undefined) continue;
    e.setAttribute(name, value === true ? "" : String(value));
  }
  if (text !== undefined && text !== null) e.textContent = String(text);
  for (const child of children) if (child) e.append(child);
  return e;
}

export const $ = (id) => document.getElementById(id);

/** 200000 → "200,000" (the Data panel's row counts; en-US grouping whatever the page's locale). */
export function thousands(n) {
  return Number.isFinite(n) ? Math.trunc(n).toLocaleString("en-US") : "?";
}

/** A value as a grid cell shows it: null in grey, objects as JSON. */
export function cellText(value) {
  if (value === null || value === undefined) return "null";
  return typeof value === "object" ? JSON.stringify(value) : String(value);
}

/** Calls fn once calls stop for ms; .now() runs the pending call at once, .cancel() drops it. */
export function debounce(fn, ms) {
  let timer = null;
  const wrapped = (...args) => {
    clearTimeout(timer);
    timer = setTimeout(() => { timer = null; fn(...args); }, ms);
  };
  wrapped.cancel = () => { clearTimeout(timer); timer = null; };
  wrapped.pending = () => timer !== null;
  return wrapped;
}
