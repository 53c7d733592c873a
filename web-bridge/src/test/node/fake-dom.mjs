// A small DOM for the painter's Node checks (painter.mjs): elements in the HTML and SVG namespaces,
// text nodes, child lists, attributes, the checked / selected / value state of form controls,
// attribute selectors ("tag[a][b=\"v\"], [c]") for closest / matches / querySelectorAll, events
// with capture and bubbling, focus, and scrollTop. It behaves like a browser where the painter
// must cope: moving an element (insertBefore of a connected node) drops its focus and resets its
// scroll position. It has no innerHTML: markup cannot get in. Every mutation is counted
// (document.mutations) so a check can hold the painter's own operation count against it.
export const HTML_NS = "http://www.w3.org/1999/xhtml";
export const SVG_NS = "http://www.w3.org/2000/svg";
const VOID = new Set(["area", "br", "col", "hr", "img", "input", "meta", "wbr"]);
const NOT_BUBBLING = new Set(["scroll", "focus", "blur", "mouseenter", "mouseleave"]);

class FakeNode {
  constructor(doc) {
    this.ownerDocument = doc;
    this.parentNode = null;
    this.childNodes = [];
    this.listeners = [];
  }

  get firstChild() {
    return this.childNodes[0] ?? null;
  }

  get lastChild() {
    return this.childNodes[this.childNodes.length - 1] ?? null;
  }

  get nextSibling() {
    const siblings = this.parentNode?.childNodes;
    return siblings ? siblings[siblings.indexOf(this) + 1] ?? null : null;
  }

  get previousSibling() {
    const siblings = this.parentNode?.childNodes;
    return siblings ? siblings[siblings.indexOf(this) - 1] ?? null : null;
  }

  get isConnected() {
    return this.ownerDocument.contains(this);
  }

  appendChild(node) {
    return this.insertBefore(node, null);
  }

  insertBefore(node, ref) {
    if (!(node instanceof FakeNode)) throw new TypeError("insertBefore: not a node");
    if (ref === node) ref = node.nextSibling;
    if (ref && ref.parentNode !== this) throw new Error("NotFoundError: the reference node is not a child of this node");
    if (node.contains(this)) throw new Error("HierarchyRequestError: the new child contains the parent");
    if (node.parentNode) node.parentNode.detach(node);
    const i = ref ? this.childNodes.indexOf(ref) : this.childNodes.length;
    this.childNodes.splice(i, 0, node);
    node.parentNode = this;
    this.ownerDocument.mutations++;
    return node;
  }

  removeChild(node) {
    if (node.parentNode !== this) throw new Error("NotFoundError: not a child of this node");
    this.detach(node);
    this.ownerDocument.mutations++;
    return node;
  }

  replaceChild(node, old) {
    this.insertBefore(node, old);
    return this.removeChild(old);
  }

  remove() {
    this.parentNode?.removeChild(this);
  }

  /** What a browser does to a node leaving the document: focus goes, scroll positions reset. */
  detach(node) {
    this.childNodes.splice(this.childNodes.indexOf(node), 1);
    node.parentNode = null;
    const doc = this.ownerDocument;
    if (doc.focused && node.contains(doc.focused)) doc.focused = null;
    const reset = (n) => {
      if (n.scrollTop !== undefined) n.scrollTop = 0;
      n.childNodes.forEach(reset);
    };
    reset(node);
  }

  contains(node) {
    for (let n = node; n; n = n.parentNode) if (n === this) return true;
    return false;
  }

  get textContent() {
    return this.childNodes.map((n) => n.textContent).join("");
  }

  set textContent(text) {
    for (const n of [...this.childNodes]) this.removeChild(n);
    if (text !== "") this.appendChild(this.ownerDocument.createTextNode(String(text)));
  }

  addEventListener(type, listener, options) {
    const capture = typeof options === "boolean" ? options : !!options?.capture;
    if (!this.listeners.some((l) => l.type === type && l.listener === listener && l.capture === capture)) {
      this.listeners.push({ type, listener, capture });
    }
  }

  removeEventListener(type, listener, options) {
    const capture = typeof options === "boolean" ? options : !!options?.capture;
    this.listeners = this.listeners.filter((l) => !(l.type === type && l.listener === listener && l.capture === capture));
  }

  /** Capture from the document down, the target, then bubbling up (when the event bubbles). */
  dispatchEvent(event) {
    event.target = this;
    const path = [];
    for (let n = this.parentNode; n; n = n.parentNode) path.push(n);
    const call = (node, phase) => {
      event.currentTarget = node;
      for (const l of [...node.listeners]) {
        if (l.type !== event.type || event.stopped) continue;
        if (phase === "capture" && !l.capture) continue;
        if (phase === "bubble" && l.capture) continue;
        l.listener.call(node, event);
      }
    };
    for (let i = path.length - 1; i >= 0 && !event.stopped; i--) call(path[i], "capture");
    if (!event.stopped) call(this, "target");
    if (event.bubbles) for (let i = 0; i < path.length && !event.stopped; i++) call(path[i], "bubble");
    event.currentTarget = null;
    return !event.defaultPrevented;
  }
}

class FakeText extends FakeNode {
  constructor(doc, data) {
    super(doc);
    this.nodeType = 3;
    this.data = data;
  }

  get textContent() {
    return this.data;
  }

  set textContent(text) {
    this.data = String(text);
    this.ownerDocument.mutations++;
  }
}

class FakeElement extends FakeNode {
  constructor(doc, namespaceURI, localName) {
    super(doc);
    if (!/^[a-zA-Z][a-zA-Z0-9-]*$/.test(localName)) throw new Error(`InvalidCharacterError: element name ${localName}`);
    this.nodeType = 1;
    this.namespaceURI = namespaceURI;
    this.localName = localName;
    this.attributeMap = new Map();
    this.scrollTop = 0;
    this.rect = { left: 0, top: 0, width: 0, height: 0 };
    this.state = {};
  }

  get tagName() {
    return this.namespaceURI === HTML_NS ? this.localName.toUpperCase() : this.localName;
  }

  get attributes() {
    return [...this.attributeMap].map(([name, value]) => ({ name, value }));
  }

  setAttribute(name, value) {
    if (!/^[^\s"'>/=]+$/.test(name)) throw new Error(`InvalidCharacterError: attribute name ${name}`);
    this.attributeMap.set(name, String(value));
    this.ownerDocument.mutations++;
  }

  getAttribute(name) {
    return this.attributeMap.get(name) ?? null;
  }

  hasAttribute(name) {
    return this.attributeMap.has(name);
  }

  removeAttribute(name) {
    this.attributeMap.delete(name);
    this.ownerDocument.mutations++;
  }

  // Form state: the attribute is the default until the property is set (a browser's dirty flag).
  get checked() {
    return this.state.checked ?? this.hasAttribute("checked");
  }

  set checked(on) {
    this.state.checked = !!on;
    this.ownerDocument.mutations++;
  }

  /** An option: a single select without a chosen option shows its first; choosing one unchooses the rest. */
  get selected() {
    const own = (o) => o.state.selected ?? o.hasAttribute("selected");
    const select = this.closest("select");
    if (own(this) || !select || select.hasAttribute("multiple") || this.state.selected === false) return own(this);
    const options = select.querySelectorAll("option");
    return options[0] === this && !options.some(own);
  }

  set selected(on) {
    const select = this.closest("select");
    if (on && select && !select.hasAttribute("multiple")) {
      for (const o of select.querySelectorAll("option")) o.state.selected = false;
    }
    this.state.selected = !!on;
    this.ownerDocument.mutations++;
  }

  get value() {
    return this.state.value ?? this.getAttribute("value") ?? "";
  }

  set value(text) {
    this.state.value = String(text);
  }

  getBoundingClientRect() {
    return { ...this.rect };
  }

  matches(selector) {
    return parseSelector(selector).some((compound) => compound(this));
  }

  closest(selector) {
    const compounds = parseSelector(selector);
    for (let n = this; n && n.nodeType === 1; n = n.parentNode) if (compounds.some((c) => c(n))) return n;
    return null;
  }

  querySelectorAll(selector) {
    const compounds = parseSelector(selector);
    const found = [];
    const walk = (n) => {
      for (const c of n.childNodes) {
        if (c.nodeType !== 1) continue;
        if (compounds.some((m) => m(c))) found.push(c);
        walk(c);
      }
    };
    walk(this);
    return found;
  }

  /** Moves focus here (when connected), with focusout on the element that had it, then focusin. */
  focus() {
    const doc = this.ownerDocument;
    if (!this.isConnected || doc.focused === this) return;
    const before = doc.focused;
    doc.focused = this;
    if (before) before.dispatchEvent(new FakeEvent("focusout", { relatedTarget: this }));
    this.dispatchEvent(new FakeEvent("focusin", { relatedTarget: before }));
  }

  blur() {
    const doc = this.ownerDocument;
    if (doc.focused !== this) return;
    doc.focused = null;
    this.dispatchEvent(new FakeEvent("focusout", { relatedTarget: null }));
  }
}

/** "tag[a][b=\"v\"]" compounds joined by commas; anything else is refused, not guessed at. */
function parseSelector(selector) {
  return selector.split(",").map((part) => {
    const m = /^\s*([a-zA-Z][a-zA-Z0-9-]*)?((?:\[[a-zA-Z-]+(?:="[^"]*")?\])*)\s*$/.exec(part);
    if (!m || (!m[1] && !m[2])) throw new Error(`fake DOM: unsupported selector ${selector}`);
    const tests = [...m[2].matchAll(/\[([a-zA-Z-]+)(?:="([^"]*)")?\]/g)].map(([, name, value]) =>
      (el) => (value === undefined ? el.hasAttribute(name) : el.getAttribute(name) === value));
    return (el) => (!m[1] || el.localName === m[1]) && tests.every((t) => t(el));
  });
}

export class FakeEvent {
  constructor(type, init = {}) {
    Object.assign(this, { bubbles: !NOT_BUBBLING.has(type), ctrlKey: false, metaKey: false, shiftKey: false,
      altKey: false, clientX: 0, clientY: 0, relatedTarget: null }, init);
    this.type = type;
    this.defaultPrevented = false;
    this.stopped = false;
  }

  preventDefault() {
    this.defaultPrevented = true;
  }

  stopPropagation() {
    this.stopped = true;
  }
}

export class FakeDocument extends FakeNode {
  constructor() {
    super(null);
    this.ownerDocument = this;
    this.nodeType = 9;
    this.mutations = 0;
    this.focused = null;
    this.documentElement = this.createElement("html");
    this.body = this.createElement("body");
    this.documentElement.appendChild(this.body);
    this.appendChild(this.documentElement);
  }

  get activeElement() {
    return this.focused && this.contains(this.focused) ? this.focused : this.body;
  }

  createElement(tag) {
    this.mutations++;
    return new FakeElement(this, HTML_NS, tag.toLowerCase());
  }

  createElementNS(namespace, tag) {
    this.mutations++;
    return new FakeElement(this, namespace, tag);
  }

  createTextNode(text) {
    this.mutations++;
    return new FakeText(this, String(text));
  }
}

/** Markup of a subtree, written the way core's render.HtmlWriter writes the same tree. */
export function serialize(node) {
  if (node.nodeType === 3) return escape(node.data, false);
  const attrs = node.attributes.map(({ name, value }) => ` ${name}="${escape(value, true)}"`).join("");
  const inner = node.childNodes.map(serialize).join("");
  if (inner === "" && VOID.has(node.localName)) return `<${node.localName}${attrs}>`;
  if (inner === "" && node.namespaceURI === SVG_NS) return `<${node.localName}${attrs}/>`;
  return `<${node.localName}${attrs}>${inner}</${node.localName}>`;
}

function escape(text, attribute) {
  return text.replace(/[&<>"]/g, (c) => (c === "&" ? "&amp;" : c === "<" ? "&lt;" : c === ">" ? "&gt;"
    : attribute ? "&quot;" : c));
}
