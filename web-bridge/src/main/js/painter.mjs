// Paints the engine's render tree (core hyperpbi.render; the contract is RENDER-PROTOCOL.md) into
// a container and turns the user's gestures into engine events. The engine builds every mark,
// label and attribute; this module only reconciles the DOM against the tree it painted last
// (Vega's scenegraph renderers: marks are built elsewhere, renderers only paint), children by key
// like a small virtual-DOM reconciler, and listens once on the container (event delegation).
// Text only ever goes into text nodes; on* attributes and script URLs are never set.
const SVG = "http://www.w3.org/2000/svg";
const URL_ATTRS = new Set(["href", "src", "xlink:href"]);
const SCRIPT_URL = /^(javascript:|vbscript:|data:text)/;
/** Elements that could run or embed code are painted as inert <template>s (defence in depth). */
const INERT = new Set(["script", "iframe", "object", "embed"]);
/** The attributes that make an element clickable, in the order they win on one element. */
const ACTIONS = ["data-ui-action", "data-breadcrumb", "data-sort", "data-page", "data-event", "data-row"];
const ACTION_SELECTOR = ACTIONS.map((a) => `[${a}]`).join(",");
const NAV = "[data-row],[data-nav]";
const NAV_STEP = { ArrowLeft: -1, ArrowUp: -1, ArrowRight: 1, ArrowDown: 1, Home: 0, End: 0 };
/** Elements the browser itself clicks on Enter or Space: a synthesized click would be a second. */
const NATIVE = new Set(["button", "a", "input", "select", "textarea", "summary"]);
/** Windowed scroll: rows painted above the viewport, and how far the window may lag behind. */
const OVERSCAN = 5;
const SLACK = 4;
const EMPTY = Object.freeze({});

/** Whether an attribute may be set: never an event handler, never a script URL. */
function safe(name, value) {
  if (value === undefined || name.toLowerCase().startsWith("on")) return false;
  // Browsers ignore ASCII whitespace and controls inside a URL scheme ("java\tscript:").
  return !URL_ATTRS.has(name.toLowerCase()) || !SCRIPT_URL.test(String(value).replace(/[\u0000-\u0020]/g, "").toLowerCase());
}

/**
 * A painter over `container`. A painted element's record: {tag, key, attrs, text, tn (its text
 * node, first child), kids, el, bag (on component roots: the components, toasts and scroll
 * containers inside, so a kept subtree registers without a walk), size (elements in the subtree),
 * at (its position among its parent's old children while they are reconciled), painted (the
 * paint that last reused or built it: reused at most once a paint, removed if not reused)}.
 */
export function createPainter(container, {
  onEvent = () => {}, onContextMenu, onTooltip, onTooltipMove, onTooltipHide,
  document = container.ownerDocument,
  schedule = globalThis.requestAnimationFrame ? (f) => globalThis.requestAnimationFrame(f) : (f) => setTimeout(f, 16),
  setTimer = (f, ms) => setTimeout(f, ms), clearTimer = (t) => clearTimeout(t),
} = {}) {
  const host = { el: container, kids: [] };
  const recordOf = new WeakMap();
  let components = new Map(); // "c:<id>" → the record painted last
  let scrollers = [];
  const timers = new Map(); // toast id → its timer, null once fired or when it has no duration
  const filters = new Set(); // slicer search boxes holding a query
  const sentWindow = new WeakMap(); // scroll container → [painted first, first sent]
  const queuedScroll = new Set();
  let ops = 0;
  let generation = 0; // the paint a record was last reused or built in
  let disposed = false;
  let hover = null;
  let tip = null;

  function paint(tree) {
    if (disposed) throw new Error("the painter is disposed");
    ops = 0;
    if (!tree) return;
    const focus = captureFocus();
    const tops = scrollers.map((r) => [r.el, r.el.scrollTop]);
    const ctx = { prev: components, removals: [] };
    generation++;
    const bag = [];
    try {
      reconcile(host, [tree], false, bag, ctx);
    } catch (error) {
      // A tree the painter cannot follow (a keep marker for nothing painted): the next paint
      // starts afresh rather than patching a half-patched DOM.
      for (const r of host.kids) if (r.el.parentNode === container) remove(r.el);
      host.kids = [];
      components = new Map();
      scrollers = [];
      throw error;
    }
    for (const r of ctx.removals) if (r.painted !== generation) remove(r.el);
    components = new Map();
    scrollers = [];
    const toasts = new Map();
    register(bag, toasts);
    // Moving an element resets its scroll position and drops its focus in browsers.
    for (const [el, top] of tops) if (el.scrollTop !== top && container.contains(el)) el.scrollTop = top;
    restoreFocus(focus);
    if (hover && !container.contains(hover)) hide();
    updateToasts(toasts);
    for (const box of filters) if (!container.contains(box)) filters.delete(box); else ops += filter(box);
  }

  /** Patches parent's children into `nodes`; old children no one reused are removed after the paint. */
  function reconcile(parent, nodes, svg, bag, ctx) {
    const old = parent.kids;
    if (nodes.length === 0 && old.length === 0) return;
    let keyed = null;
    for (let i = 0; i < old.length; i++) {
      old[i].at = i;
      if (old[i].key != null) (keyed ??= new Map()).set(old[i].key, old[i]);
    }
    let u = 0; // the next old child without a key
    const kids = new Array(nodes.length);
    const positions = new Array(nodes.length); // old positions here, -1 for new and adopted children
    for (let i = 0; i < nodes.length; i++) {
      const v = nodes[i];
      if (v.tag === "#keep") {
        const kept = ctx.prev.get(v.key);
        if (!kept || kept.painted === generation) throw new Error(`keep marker for ${v.key}, which is not painted`);
        kept.painted = generation;
        positions[i] = adopt(parent, kept);
        bag.push(kept);
        kids[i] = kept;
        continue;
      }
      while (v.key == null && u < old.length && old[u].key != null) u++;
      // A component root may move to another parent (into a tab, say): found by its key.
      let match = v.key != null ? keyed?.get(v.key) ?? ctx.prev.get(v.key) : old[u++];
      if (match && (match.tag !== v.tag || match.painted === generation)) match = undefined;
      positions[i] = match ? adopt(parent, match) : -1;
      kids[i] = build(v, match, svg, bag, ctx);
    }
    // Children in a longest run of unchanged relative order stay; only the others move.
    const stay = increasing(positions);
    let next = null;
    for (let i = kids.length - 1; i >= 0; i--) {
      if (stay ? !stay.has(i) : positions[i] < 0) insert(parent.el, kids[i].el, next);
      next = kids[i].el;
    }
    for (const r of old) if (r.painted !== generation) ctx.removals.push(r);
    parent.kids = kids;
  }

  /**
   * A reused child's old position under `parent`, or -1 when it comes from another parent: then it
   * is detached before its subtree is patched (two components that swap nesting would otherwise be
   * inserted into each other).
   */
  function adopt(parent, r) {
    if (r.el.parentNode === parent.el) return r.at;
    if (r.el.parentNode) remove(r.el);
    return -1;
  }

  // Every DOM write of a paint goes through these, so stats().patches counts them all.
  const insert = (parent, el, before) => (parent.insertBefore(el, before), ops++);
  const remove = (el) => (el.parentNode.removeChild(el), ops++);
  const set = (el, name, value) => (el.setAttribute(name, value), ops++);
  const unset = (el, name) => (el.removeAttribute(name), ops++);

  function build(v, r, svg, bag, ctx) {
    if (typeof v?.tag !== "string") throw new Error(`a render tree node needs a tag: ${JSON.stringify(v)}`);
    const ns = svg || v.tag === "svg";
    if (r) {
      r.painted = generation;
    } else {
      const tag = INERT.has(v.tag.toLowerCase()) ? "template" : v.tag;
      const el = ns ? document.createElementNS(SVG, tag) : document.createElement(tag);
      ops++;
      r = { tag: v.tag, key: v.key, attrs: EMPTY, text: undefined, tn: null, kids: [], el, bag: null, size: 1, at: 0,
        painted: generation };
      recordOf.set(el, r);
    }
    patchAttributes(r, v.attrs ?? EMPTY);
    patchText(r, v.text == null ? undefined : String(v.text));
    const component = typeof v.key === "string" && v.key.startsWith("c:");
    if (component) r.bag = [];
    reconcile(r, v.children ?? [], ns, component ? r.bag : bag, ctx);
    if (r.tag === "select") syncChoice(r.el);
    r.size = 1;
    for (const k of r.kids) r.size += k.size;
    if (component || "data-toast" in r.attrs || "data-scroll-rows" in r.attrs) bag.push(r);
    return r;
  }

  function patchAttributes(r, attrs) {
    const el = r.el;
    for (const name in r.attrs) if (!safe(name, attrs[name]) && el.hasAttribute(name)) unset(el, name);
    for (const name in attrs) if (r.attrs[name] !== attrs[name] && safe(name, attrs[name])) set(el, name, String(attrs[name]));
    r.attrs = attrs;
    // A box the user ticked no longer follows its attribute (a browser's dirty flag): the tree wins.
    if (r.tag === "input" && el.checked !== ("checked" in attrs)) {
      el.checked = "checked" in attrs;
      ops++;
    }
  }

  /** The same for a select's options: the tree's selected ones, else (single) the first. */
  function syncChoice(select) {
    const options = [...select.querySelectorAll("option")];
    const wanted = options.map((o) => o.hasAttribute("selected"));
    if (!select.hasAttribute("multiple") && !wanted.includes(true) && options.length > 0) wanted[0] = true;
    options.forEach((o, i) => {
      if (o.selected === wanted[i]) return;
      o.selected = wanted[i];
      ops++;
    });
  }

  function patchText(r, text) {
    if (text === r.text) return;
    if (text === undefined) {
      remove(r.tn);
      r.tn = null;
    } else if (r.tn) {
      r.tn.textContent = text;
      ops++;
    } else {
      r.tn = document.createTextNode(text);
      ops++;
      insert(r.el, r.tn, r.el.firstChild);
    }
    r.text = text;
  }

  function register(bag, toasts) {
    for (const r of bag) {
      if (r.bag) {
        components.set(r.key, r);
        register(r.bag, toasts);
      }
      if ("data-scroll-rows" in r.attrs) scrollers.push(r);
      if ("data-toast" in r.attrs) toasts.set(r.attrs["data-toast"], Number.parseFloat(r.attrs["data-duration"]));
    }
  }

  /** One timer per toast id from when it appears; a toast that went cancels its timer. */
  function updateToasts(toasts) {
    for (const [id, timer] of timers) {
      if (toasts.has(id)) continue;
      if (timer !== null) clearTimer(timer);
      timers.delete(id);
    }
    for (const [id, ms] of toasts) {
      if (timers.has(id)) continue;
      timers.set(id, Number.isFinite(ms) ? setTimer(() => {
        timers.set(id, null);
        onEvent({ type: "uiAction", action: { type: "dismissToast", target: id } });
      }, ms) : null);
    }
  }

  /** The focused element and how to find its successor: its key path, else its row. */
  function captureFocus() {
    const el = document.activeElement;
    if (!el || el === container || !container.contains(el) || !recordOf.has(el)) return null;
    const path = [];
    for (let e = el; e !== container; e = e.parentNode) {
      const r = recordOf.get(e);
      const parent = e.parentNode === container ? host : recordOf.get(e.parentNode);
      path.unshift(r.key != null ? { key: r.key } : { n: parent.kids.filter((k) => k.key == null).indexOf(r) });
    }
    return { el, path, row: el.getAttribute("data-row"), component: componentOf(el) };
  }

  function restoreFocus(focus) {
    if (!focus) return;
    let el = focus.el;
    if (!container.contains(el)) {
      let r = host;
      for (const step of focus.path) {
        r = step.key != null ? r.kids.find((k) => k.key === step.key) : r.kids.filter((k) => k.key == null)[step.n];
        if (!r) break;
      }
      el = r?.el ?? (focus.row !== null && rowIn(components.get(`c:${focus.component}`), focus.row));
    }
    if (el && document.activeElement !== el) el.focus({ preventScroll: true });
  }

  function rowIn(r, row) {
    if (!r || r.attrs["data-row"] === row) return r?.el;
    for (const k of r.kids) {
      const found = rowIn(k, row);
      if (found) return found;
    }
    return undefined;
  }

  // ---- events ----

  const within = (el, selector) => {
    const found = el?.closest?.(selector);
    return found && container.contains(found) ? found : null;
  };
  const componentOf = (el) => within(el, "[data-component]")?.getAttribute("data-component") ?? null;
  const modifiers = (e) => ({ ctrl: !!e.ctrlKey, meta: !!e.metaKey, shift: !!e.shiftKey });
  const actionOf = (el) => ACTIONS.find((a) => el.hasAttribute(a));

  function activate(el, e, double) {
    const action = actionOf(el);
    const value = el.getAttribute(action);
    const component = componentOf(el);
    if (action === "data-ui-action") onEvent({ type: "uiAction", action: JSON.parse(value) });
    else if (action === "data-breadcrumb") onEvent({ type: "breadcrumb", component, level: Number(value) });
    else if (action === "data-sort") onEvent({ type: "sort", component, field: value });
    else if (action === "data-page") onEvent({ type: "window", component, first: Number(value) });
    else if (action === "data-event") onEvent({ type: "click", component });
    else {
      const layer = el.getAttribute("data-layer");
      onEvent({ type: double ? "doubleClick" : "click", component, row: Number(value), modifiers: modifiers(e),
        ...(layer !== null && { layer }) });
    }
  }

  function click(e) {
    const el = within(e.target, ACTION_SELECTOR);
    if (el) activate(el, e, false);
  }

  function dblclick(e) {
    const el = within(e.target, ACTION_SELECTOR);
    if (el && actionOf(el) === "data-row") activate(el, e, true);
  }

  const json = (el) => (el.hasAttribute("data-value") ? JSON.parse(el.getAttribute("data-value")) : null);

  function change(e) {
    const t = e.target;
    if (t.localName === "select" && t.hasAttribute("data-control")) {
      const chosen = [...t.querySelectorAll("option")].filter((o) => o.selected).map(json);
      const value = t.hasAttribute("multiple") ? (chosen.length > 0 ? chosen : null) : chosen[0] ?? null;
      onEvent({ type: "change", component: componentOf(t), value });
    } else if (t.localName === "input" && t.hasAttribute("data-value")) {
      const slicer = within(t, "[data-slicer]");
      if (!slicer) return;
      const checked = [...slicer.querySelectorAll("input[data-value]")].filter((i) => i.checked).map(json);
      const value = slicer.getAttribute("data-slicer") === "single" ? (t.checked ? json(t) : null)
        : checked.length > 0 ? checked : null;
      onEvent({ type: "change", component: componentOf(t), value });
    }
  }

  function input(e) {
    if (!e.target.hasAttribute?.("data-filter")) return;
    filters.add(e.target);
    filter(e.target);
  }

  /** A slicer's search box hides the options whose label does not contain its text, locally. */
  function filter(box) {
    const slicer = within(box, "[data-slicer]");
    const query = String(box.value ?? "").toLowerCase();
    let changed = 0;
    for (const option of slicer?.querySelectorAll("[data-option]") ?? []) {
      const label = (option.getAttribute("data-label") ?? option.textContent).toLowerCase();
      const hide = query !== "" && !label.includes(query);
      if (hide === option.hasAttribute("hidden")) continue;
      if (hide) option.setAttribute("hidden", "");
      else option.removeAttribute("hidden");
      changed++;
    }
    return changed;
  }

  /** "Shift+Enter", "Ctrl+d": the modifiers must match exactly. */
  function isKey(e, combo) {
    const parts = combo.split("+");
    const key = parts.pop();
    return e.key.toLowerCase() === key.toLowerCase() && ["Shift", "Ctrl", "Alt", "Meta"]
      .every((m) => !!e[`${m.toLowerCase()}Key`] === parts.includes(m));
  }

  function keydown(e) {
    const t = e.target;
    if (e.key === "Escape") { // an overlay is a component: its id is its data-component
      const open = [...container.querySelectorAll('[data-open="true"][data-overlay]')].pop();
      if (!open) return;
      e.preventDefault();
      onEvent({ type: "uiAction", action: { type: "closeOverlay", target: componentOf(open) } });
      return;
    }
    if (!t.hasAttribute) return;
    const drillKey = within(t, "[data-component]")?.getAttribute("data-drill-key") ?? "Shift+Enter";
    if (t.hasAttribute("data-row") && isKey(e, drillKey)) {
      e.preventDefault();
      activate(t, e, true);
    } else if ((e.key === "Enter" || e.key === " ") && actionOf(t) && !NATIVE.has(t.localName)) {
      e.preventDefault();
      activate(t, e, false);
    } else if (Object.hasOwn(NAV_STEP, e.key) && t.matches(NAV)) {
      e.preventDefault();
      navigate(t, e.key);
    }
  }

  /** Roving tabindex over the component's own marks, in document order. */
  function navigate(from, key) {
    const scope = within(from, "[data-component]") ?? container;
    const marks = [...scope.querySelectorAll(NAV)].filter((m) => (within(m, "[data-component]") ?? container) === scope);
    const i = marks.indexOf(from);
    const j = key === "Home" ? 0 : key === "End" ? marks.length - 1
      : Math.max(0, Math.min(marks.length - 1, i + NAV_STEP[key]));
    if (j === i) return;
    from.setAttribute("tabindex", "-1");
    marks[j].setAttribute("tabindex", "0");
    marks[j].focus();
  }

  const centre = (el) => {
    const box = el.getBoundingClientRect();
    return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
  };

  // The browser raises contextmenu for the right button and for Shift+F10 / the ContextMenu key
  // (at the focused element, usually at 0,0): handling this one event reports each gesture once.
  function contextmenu(e) {
    if (!onContextMenu) return;
    const mark = within(e.target, "[data-row]");
    const at = mark && !e.clientX && !e.clientY ? centre(mark) : { x: e.clientX, y: e.clientY };
    const handled = onContextMenu({
      component: componentOf(e.target), row: mark ? Number(mark.getAttribute("data-row")) : null,
      layer: mark?.getAttribute("data-layer") ?? null, ...at,
    });
    if (handled !== false) e.preventDefault();
  }

  /** The mark's tooltip to the host's hooks, else into the painter's own text-only element. */
  function tooltip(mark, x, y, moved) {
    const title = [...mark.childNodes].find((c) => c.localName === "title");
    const text = mark.getAttribute("data-tooltip") ?? title?.textContent ?? "";
    const info = { component: componentOf(mark), row: Number(mark.getAttribute("data-row")),
      layer: mark.getAttribute("data-layer"), x, y, text };
    if (onTooltip) return void (moved ? onTooltipMove : onTooltip)?.(info);
    if (!tip) {
      tip = document.createElement("div");
      tip.setAttribute("class", "hpbi-tooltip");
      tip.setAttribute("role", "tooltip");
      container.appendChild(tip);
    }
    tip.textContent = text;
    tip.setAttribute("style", `position:fixed;left:${x + 12}px;top:${y + 12}px;pointer-events:none`);
    if (text) tip.removeAttribute("hidden");
    else tip.setAttribute("hidden", "");
  }

  function show(mark, x, y) {
    if (hover) hide();
    hover = mark;
    tooltip(mark, x, y, false);
  }

  function hide() {
    hover = null;
    if (onTooltip) onTooltipHide?.();
    else tip?.setAttribute("hidden", "");
  }

  function mouseover(e) {
    const mark = within(e.target, "[data-row]");
    if (mark === hover) return;
    if (mark) show(mark, e.clientX, e.clientY);
    else if (hover) hide();
  }

  function mousemove(e) {
    if (hover && within(e.target, "[data-row]") === hover) tooltip(hover, e.clientX, e.clientY, true);
  }

  /** mouseout and focusout: the mark is left unless the pointer or focus moves inside it. */
  function leave(e) {
    if (hover?.contains(e.target) && !(e.relatedTarget && hover.contains(e.relatedTarget))) hide();
  }

  function focusin(e) {
    const mark = within(e.target, "[data-row]");
    if (!mark || mark === hover) return;
    const { x, y } = centre(mark);
    show(mark, x, y);
  }

  /** Scroll does not bubble: heard in the capture phase, reported once a frame. */
  function scroll(e) {
    if (!e.target.hasAttribute?.("data-scroll-rows")) return;
    const idle = queuedScroll.size === 0;
    queuedScroll.add(e.target);
    if (idle) schedule(reportScroll);
  }

  function reportScroll() {
    if (disposed) return;
    for (const el of queuedScroll) {
      const rows = Number(el.getAttribute("data-scroll-rows"));
      const height = Number(el.getAttribute("data-row-height"));
      const painted = Number(el.getAttribute("data-first"));
      if (!(height > 0)) continue;
      const first = Math.max(0, Math.min(rows - 1, Math.floor(el.scrollTop / height) - OVERSCAN));
      const sent = sentWindow.get(el);
      if (Math.abs(first - painted) <= SLACK || (sent && sent[0] === painted && sent[1] === first)) continue;
      sentWindow.set(el, [painted, first]);
      onEvent({ type: "window", component: componentOf(el), first });
    }
    queuedScroll.clear();
  }

  const listeners = [["click", click], ["dblclick", dblclick], ["change", change], ["input", input],
    ["keydown", keydown], ["contextmenu", contextmenu], ["mouseover", mouseover], ["mousemove", mousemove],
    ["mouseout", leave], ["focusin", focusin], ["focusout", leave], ["scroll", scroll, true]];
  for (const [type, listener, capture] of listeners) container.addEventListener(type, listener, !!capture);

  return {
    paint,
    dispose() {
      disposed = true;
      for (const [type, listener, capture] of listeners) container.removeEventListener(type, listener, !!capture);
      for (const timer of timers.values()) if (timer !== null) clearTimer(timer);
      timers.clear();
      tip?.parentNode?.removeChild(tip);
    },
    stats: () => ({ nodes: host.kids[0]?.size ?? 0, patches: ops }),
  };
}

/**
 * The children that keep their place: a longest run whose old positions (-1: new or adopted)
 * increase; the others move. Null when every old child kept its order.
 */
function increasing(values) {
  let sorted = true;
  for (let i = 0, last = -1; i < values.length && sorted; i++) {
    if (values[i] < 0) continue;
    sorted = values[i] > last;
    last = values[i];
  }
  if (sorted) return null;
  const tails = [];
  const previous = new Array(values.length);
  for (let i = 0; i < values.length; i++) {
    if (values[i] < 0) continue;
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (values[tails[mid]] < values[i]) lo = mid + 1;
      else hi = mid;
    }
    previous[i] = lo > 0 ? tails[lo - 1] : -1;
    tails[lo] = i;
  }
  const stay = new Set();
  for (let i = tails.length > 0 ? tails[tails.length - 1] : -1; i >= 0; i = previous[i]) stay.add(i);
  return stay;
}
