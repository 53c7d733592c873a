// Checks the painter (src/main/js/painter.mjs) on the fake DOM of fake-dom.mjs: the DOM a first
// paint builds, what a patch costs, keyed moves and keep markers, namespaces, escaping, refused
// attributes, every event of RENDER-PROTOCOL.md, keyboard use, toasts, windowed scroll, focus.
// Prints a summary line, then {"check name": "ok" | "failure", ...}; PainterTest asserts both.
// Runs on system Node without an engine build: the painter only ever sees a tree.
import { check, report, run, same, tally } from "./checks.mjs";
import { FakeDocument, FakeEvent, SVG_NS, HTML_NS, serialize } from "./fake-dom.mjs";
import { createPainter } from "../../main/js/painter.mjs";

/** A render tree node: n("div", {key, text, ...attributes}, ...children). */
function n(tag, { key, text, ...attrs } = {}, ...children) {
  const node = { tag };
  if (key !== undefined) node.key = key;
  if (Object.keys(attrs).length > 0) node.attrs = attrs;
  if (text !== undefined) node.text = text;
  if (children.length > 0) node.children = children;
  return node;
}
const keep = (id) => ({ tag: "#keep", key: `c:${id}` });

/** A painter on a fresh document, recording what it sends and schedules. */
function setup(hooks = {}) {
  const doc = new FakeDocument();
  const container = doc.createElement("div");
  doc.body.appendChild(container);
  const events = [];
  const timers = [];
  const frames = [];
  const painter = createPainter(container, {
    onEvent: (e) => events.push(e),
    schedule: (f) => frames.push(f),
    setTimer: (f, ms) => timers.push({ f, ms, cleared: false }) - 1,
    clearTimer: (id) => { timers[id].cleared = true; },
    ...hooks,
  });
  /** Paints and checks the painter's operation count against the DOM's own. */
  const paint = (tree) => {
    const before = doc.mutations;
    painter.paint(tree);
    same(painter.stats().patches, doc.mutations - before, "operations counted = DOM mutations");
    return painter.stats().patches;
  };
  const find = (selector) => {
    const [found] = container.querySelectorAll(selector);
    check(found, `no element matches ${selector}`);
    return found;
  };
  const fire = (target, type, init = {}) => {
    const event = new FakeEvent(type, init);
    target.dispatchEvent(event);
    return event;
  };
  return { doc, container, painter, events, timers, frames, paint, find, fire };
}

/** A bar chart; `hot` bars are drawn highlighted. */
const bars = (values, hot = []) => n("svg", { key: "plot", viewBox: "0 0 100 40", role: "img" },
  ...values.map((v, i) => n("rect", { key: `r${i}`, "data-row": String(i), x: String(i * 10), y: "0",
    width: "8", height: String(v), tabindex: i === 0 ? "0" : "-1", ...(hot.includes(i) && { class: "hot" }) },
  n("title", { text: `bar ${i}: ${v}` }))));
const chart = (values, hot) => n("figure", { key: "c:sales", "data-component": "sales" }, n("figcaption", { text: "Sales" }), bars(values, hot));
/** The same elements, one by one. */
const identical = (a, b, what) => check(a.length === b.length && a.every((x, i) => x === b[i]), `${what}: not the same elements`);
const dashboard = (...components) => n("div", { "data-dashboard": "d1", class: "hpbi" },
  n("style", { text: ".hpbi > rect { fill: #336; }" }), ...components);

await run("first paint builds the exact DOM", async () => {
  const t = setup();
  t.paint(dashboard(chart([10, 20]), n("p", { key: "c:note", "data-component": "note", text: "a < b & \"c\"" },
    n("b", { text: "bold" }))));
  same(serialize(t.container.firstChild),
    '<div data-dashboard="d1" class="hpbi"><style>.hpbi &gt; rect { fill: #336; }</style>'
    + '<figure data-component="sales"><figcaption>Sales</figcaption>'
    + '<svg viewBox="0 0 100 40" role="img">'
    + '<rect data-row="0" x="0" y="0" width="8" height="10" tabindex="0"><title>bar 0: 10</title></rect>'
    + '<rect data-row="1" x="10" y="0" width="8" height="20" tabindex="-1"><title>bar 1: 20</title></rect></svg></figure>'
    + '<p data-component="note">a &lt; b &amp; "c"<b>bold</b></p></div>', "DOM");
  same(t.container.childNodes.length, 1, "one root");
  same(t.painter.stats().nodes, 11, "painted elements");
  same(t.find("style").textContent, ".hpbi > rect { fill: #336; }", "CSS as text");
  const p = t.find("p");
  same([p.firstChild.nodeType, p.firstChild.data, p.childNodes[1].localName], [3, 'a < b & "c"', "b"], "text first, then children");
});

await run("an attribute-only change costs one operation", async () => {
  const t = setup();
  t.paint(dashboard(chart([10, 20, 30])));
  const rects = t.container.querySelectorAll("rect");
  same(t.paint(dashboard(chart([10, 20, 30], [1]))), 1, "a bar highlighted (a click's selection)");
  identical(t.container.querySelectorAll("rect"), rects, "bars");
  same(rects[1].getAttribute("class"), "hot", "patched");
  same(t.paint(dashboard(chart([10, 20, 30], [1]))), 0, "an unchanged tree costs nothing");
  same(t.paint(dashboard(chart([10, 25, 30], [1]))), 2, "a new value: its height and its title's text");
});

await run("patches set, remove and change attributes and text", async () => {
  const t = setup();
  t.paint(n("div", {}, n("span", { a: "1", b: "2", text: "x" }), n("i", { text: "y" })));
  same(t.paint(n("div", {}, n("span", { a: "1", c: "3" }), n("i", { text: "z" }))), 4, "remove b, set c, drop x, change y");
  same(serialize(t.container.firstChild), '<div><span a="1" c="3"></span><i>z</i></div>', "DOM");
  const spans = t.container.querySelectorAll("span");
  same(t.paint(n("div", {}, n("span", { a: "1", c: "3", text: "back" }, n("b")), n("i", { text: "z" }))), 4,
    "text node created and put first, b created and inserted");
  identical(t.container.querySelectorAll("span"), spans, "span");
  same(serialize(t.container.firstChild), '<div><span a="1" c="3">back<b></b></span><i>z</i></div>', "text stays first");
  const i = t.find("i");
  t.paint(n("div", {}, n("span", { a: "1" }), n("em", { text: "z" })));
  check(!t.container.contains(i), "a different tag at the same place replaces the element");
  same(serialize(t.container.firstChild), '<div><span a="1"></span><em>z</em></div>', "replaced");
});

await run("keyed reorder moves elements instead of recreating them", async () => {
  const t = setup();
  const rows = (order) => n("table", { key: "c:t", "data-component": "t" }, n("tbody", {},
    ...order.map((r) => n("tr", { key: `row${r}`, "data-row": String(r) }, n("td", { text: `row ${r}` })))));
  t.paint(rows([0, 1, 2, 3, 4]));
  const before = new Map(t.container.querySelectorAll("tr").map((tr) => [tr.getAttribute("data-row"), tr]));
  same(t.paint(rows([4, 0, 1, 2, 3])), 1, "the last row to the front is one move");
  same(t.paint(rows([0, 1, 2, 3, 4])), 1, "and back");
  same(t.paint(rows([4, 3, 2, 1, 0])), 4, "a reversal moves all but one");
  const after = t.container.querySelectorAll("tr");
  same(after.map((tr) => tr.getAttribute("data-row")), ["4", "3", "2", "1", "0"], "order");
  check(after.every((tr) => tr === before.get(tr.getAttribute("data-row"))), "every row element kept its identity");
  same(t.paint(rows([3, 5, 1])), 7 + 3, "row 5 built (tr, its data-row, td, text node, two inserts) and inserted; rows 4, 2, 0 removed");
  same(t.container.querySelectorAll("tr").map((tr) => tr.textContent), ["row 3", "row 5", "row 1"], "rows");
  check(t.container.querySelectorAll("tr")[0] === before.get("3"), "row 3 reused");
});

await run("unkeyed children match by position among the unkeyed; a duplicate key still paints", async () => {
  const t = setup();
  t.paint(n("div", {}, n("b", { key: "k1" }), n("span", { text: "1" }), n("b", { key: "k2" }), n("span", { text: "2" })));
  const spans = t.container.querySelectorAll("span");
  same(t.paint(n("div", {}, n("span", { text: "1" }), n("b", { key: "k2" }), n("span", { text: "2!" }), n("b", { key: "k1" }))), 2,
    "k1 moved to the end, one text changed");
  identical(t.container.querySelectorAll("span"), spans, "spans");
  // The engine once drew two components with one id (a specification error it reports):
  // each gets its own element, never one element twice.
  t.paint(n("div", {}, n("p", { key: "c:x", text: "a" }), n("p", { key: "c:x", text: "b" })));
  same(serialize(t.container.firstChild), '<div><p>a</p><p>b</p></div>', "both drawn");
  t.paint(n("div", {}, n("p", { key: "c:x", text: "a" }), n("p", { key: "c:x", text: "b" })));
  same(serialize(t.container.firstChild), '<div><p>a</p><p>b</p></div>', "and again");
});

await run("a keep marker reuses the painted component, even when it moved to another parent", async () => {
  const t = setup();
  t.paint(dashboard(chart([1, 2]), n("p", { key: "c:note", "data-component": "note", text: "v1" })));
  const figure = t.find("figure");
  const rect = t.find("rect");
  same(t.paint(dashboard(keep("sales"), n("p", { key: "c:note", "data-component": "note", text: "v2" }))), 1, "only the text");
  check(t.find("figure") === figure && t.find("rect") === rect, "kept subtree, same elements");
  same(t.painter.stats().nodes, 10, "kept elements still counted");
  // The chart moves into a tab panel: one detach and one insert, nothing rebuilt.
  const tabs = (content) => n("div", { key: "c:tabs", "data-component": "tabs" }, n("section", { role: "tabpanel" }, content));
  const ops = t.paint(dashboard(tabs(keep("sales")), keep("note")));
  check(t.find("figure") === figure && t.find("rect") === rect, "moved, same elements");
  check(t.find("section").firstChild === figure, "inside the tab panel");
  same(ops, 2 + 1 + 2 + 1 + 1 + 1, "div (create, 2 attributes), section (create, 1 attribute), detach + insert figure, insert section, insert div");
  same(t.paint(dashboard(tabs(keep("sales")), keep("note"))), 0, "markers everywhere: nothing to do");
  let error = "";
  try {
    setup().painter.paint(dashboard(keep("sales")));
  } catch (e) {
    error = e.message;
  }
  same(error, "keep marker for c:sales, which is not painted", "a first paint has nothing to keep");
  const t2 = setup();
  t2.paint(dashboard(chart([1, 2])));
  let error2 = "";
  try {
    t2.painter.paint(dashboard(n("p", { text: "changed" }), keep("gone")));
  } catch (e) {
    error2 = e.message;
  }
  same([error2, t2.container.childNodes.length], ["keep marker for c:gone, which is not painted", 0], "refused, the half-patched DOM dropped");
  t2.paint(dashboard(chart([3])));
  same(serialize(t2.container.firstChild), '<div data-dashboard="d1" class="hpbi"><style>.hpbi &gt; rect { fill: #336; }</style>'
    + '<figure data-component="sales"><figcaption>Sales</figcaption><svg viewBox="0 0 100 40" role="img">'
    + '<rect data-row="0" x="0" y="0" width="8" height="3" tabindex="0"><title>bar 0: 3</title></rect></svg></figure></div>', "the next paint starts afresh");
});

await run("two components that swap nesting are moved, not inserted into each other", async () => {
  const t = setup();
  const a = (...kids) => n("div", { key: "c:a", "data-component": "a" }, ...kids);
  const b = (...kids) => n("div", { key: "c:b", "data-component": "b" }, ...kids);
  t.paint(n("main", {}, a(b(n("i")))));
  const [outer, inner] = t.container.querySelectorAll("[data-component]");
  t.paint(n("main", {}, b(n("i"), a())));
  same(serialize(t.container.firstChild), '<main><div data-component="b"><i></i><div data-component="a"></div></div></main>', "DOM");
  identical(t.container.querySelectorAll("[data-component]"), [inner, outer], "components");
});

await run("svg and everything below it is in the SVG namespace", async () => {
  const t = setup();
  t.paint(n("div", {}, n("svg", {}, n("g", {}, n("rect"), n("text", { text: "t" }))), n("span")));
  same(["div", "svg", "g", "rect", "text", "span"].map((tag) => t.container.querySelectorAll(tag)[0]?.namespaceURI ?? t.container.firstChild.namespaceURI),
    [HTML_NS, SVG_NS, SVG_NS, SVG_NS, SVG_NS, HTML_NS], "namespaces");
});

await run("text stays text: markup in data never becomes elements", async () => {
  const t = setup();
  t.paint(n("div", { text: "<script>alert(1)</script>", title: "\"><img src=x onerror=alert(1)>" }));
  const div = t.container.firstChild;
  same(div.childNodes.length, 1, "one text node");
  same(div.firstChild.nodeType, 3, "a text node");
  same(div.querySelectorAll("script,img").length, 0, "no elements");
  same(serialize(div), '<div title="&quot;&gt;&lt;img src=x onerror=alert(1)&gt;">&lt;script&gt;alert(1)&lt;/script&gt;</div>', "escaped when written");
  t.paint(n("div", {}, n("script", { text: "alert(1)" }), n("iframe", { src: "https://example.org" })));
  same(t.container.querySelectorAll("script,iframe").length, 0, "a script or iframe tag is painted inert");
  same(t.container.firstChild.childNodes.map((c) => c.localName), ["template", "template"], "as templates");
});

await run("event handler attributes and script URLs are never set", async () => {
  const t = setup();
  t.paint(n("div", {}, n("a", { onclick: "x()", ONLOAD: "y()", href: " JavaScript:alert(1)", class: "ok" }),
    n("img", { src: "data:text/html,<b>", alt: "i" }), n("svg", {}, n("a", { "xlink:href": "vbscript:x", href: "java\tscript:x" })),
    n("a", { href: "https://example.org/a", key: "good" })));
  same(serialize(t.container.firstChild),
    '<div><a class="ok"></a><img alt="i"><svg><a/></svg><a href="https://example.org/a"></a></div>', "refused");
  t.paint(n("div", {}, n("a", { class: "ok" }), n("img", { alt: "i" }), n("svg", {}, n("a")),
    n("a", { href: "javascript:alert(1)", key: "good" })));
  same(t.container.querySelectorAll("a")[2].hasAttribute("href"), false, "a safe link turned into a script URL is removed");
  t.paint(n("div", {}, n("a", { class: "ok" }), n("img", { alt: "i", src: "data:image/png;base64,AA" })));
  same(t.find("img").getAttribute("src"), "data:image/png;base64,AA", "an image data URL is fine");
});

const widgets = (regions = ["North", "South", "Northeast"]) => dashboard(
  chart([10, 20]),
  n("div", { key: "c:map", "data-component": "map", "data-drill-key": "Ctrl+d" },
    n("svg", {}, n("path", { key: "f7", "data-row": "7", "data-layer": "regions", tabindex: "0", "data-tooltip": "North <1>" }))),
  n("button", { key: "c:go", "data-component": "go", "data-event": "click", type: "button", text: "Go" }),
  n("div", { key: "c:tabs", "data-component": "tabs", role: "tablist" },
    n("div", { role: "tab", tabindex: "0", "data-ui-action": '{"type":"setTab","target":"tabs","tab":1}', text: "Two" })),
  n("nav", { key: "c:drill", "data-component": "drill" }, n("button", { "data-breadcrumb": "0", text: "All" })),
  n("table", { key: "c:tbl", "data-component": "tbl" },
    n("thead", {}, n("tr", {}, n("th", { "data-sort": "amount", tabindex: "0", text: "Amount" }))),
    n("tbody", {}, n("tr", { key: "3", "data-row": "3", tabindex: "0" }, n("td", { text: "3" })))),
  n("div", { key: "c:pager", "data-component": "pager" }, n("button", { "data-page": "50", text: "Next" })),
  n("select", { key: "c:pick", "data-component": "pick", "data-control": "" },
    n("option", { text: "(all)" }), n("option", { "data-value": '"East"', text: "East" }), n("option", { "data-value": "2", text: "2" })),
  n("select", { key: "c:many", "data-component": "many", "data-control": "", multiple: "" },
    n("option", { "data-value": '"a"', text: "a" }), n("option", { "data-value": '"b"', text: "b" })),
  n("div", { key: "c:sl", "data-component": "sl", "data-slicer": "multi" },
    n("input", { type: "search", "data-filter": "" }),
    ...regions.map((v) => n("label", { key: v, "data-option": "", "data-label": v, text: v },
      n("input", { type: "checkbox", "data-value": JSON.stringify(v) })))),
  n("div", { key: "c:one", "data-component": "one", "data-slicer": "single" },
    ...[1, 2].map((v) => n("label", { key: String(v), "data-option": "", "data-label": String(v) },
      n("input", { type: "radio", name: "one", "data-value": String(v) })))),
  n("section", { key: "c:filters", "data-component": "filters", "data-overlay": "offcanvas", "data-open": "true" },
    n("button", { "data-ui-action": '{"type":"closeOverlay","target":"filters"}', text: "x" })),
  n("section", { key: "c:help", "data-component": "help", "data-overlay": "modal", "data-open": "false", hidden: "hidden" }));

await run("clicks and double clicks send the protocol's events", async () => {
  const t = setup();
  t.paint(widgets());
  const rect = t.container.querySelectorAll("rect")[1];
  t.fire(rect.firstChild, "click", { ctrlKey: true });
  t.fire(rect, "click");
  t.fire(rect, "click");
  t.fire(rect, "dblclick", { shiftKey: true });
  t.fire(t.find("path"), "click", { metaKey: true });
  t.fire(t.find("button"), "click");
  t.fire(t.find("[role=\"tab\"]"), "click");
  t.fire(t.find("[data-breadcrumb]"), "click");
  t.fire(t.find("th"), "click");
  t.fire(t.find("[data-page]"), "click");
  t.fire(t.find("figcaption"), "click");
  t.fire(t.find("[data-sort]"), "dblclick");
  const mods = (ctrl, meta, shift) => ({ ctrl, meta, shift });
  same(t.events, [
    { type: "click", component: "sales", row: 1, modifiers: mods(true, false, false) },
    { type: "click", component: "sales", row: 1, modifiers: mods(false, false, false) },
    { type: "click", component: "sales", row: 1, modifiers: mods(false, false, false) },
    { type: "doubleClick", component: "sales", row: 1, modifiers: mods(false, false, true) },
    { type: "click", component: "map", row: 7, modifiers: mods(false, true, false), layer: "regions" },
    { type: "click", component: "go" },
    { type: "uiAction", action: { type: "setTab", target: "tabs", tab: 1 } },
    { type: "breadcrumb", component: "drill", level: 0 },
    { type: "sort", component: "tbl", field: "amount" },
    { type: "window", component: "pager", first: 50 },
  ], "events");
});

await run("selects and slicers send their values; the slicer search filters locally", async () => {
  const t = setup();
  t.paint(widgets());
  const [pick, many] = t.container.querySelectorAll("select");
  const choose = (select, ...indexes) => {
    select.querySelectorAll("option").forEach((o, i) => { o.selected = indexes.includes(i); });
    t.fire(select, "change");
  };
  choose(pick, 1);
  choose(pick, 2);
  choose(pick, 0);
  choose(many, 0, 1);
  choose(many);
  const boxes = t.find("[data-slicer=\"multi\"]").querySelectorAll("input[data-value]");
  const tick = (box, on) => { box.checked = on; t.fire(box, "change"); };
  tick(boxes[0], true);
  tick(boxes[2], true);
  tick(boxes[0], false);
  tick(boxes[2], false);
  const radios = t.find("[data-slicer=\"single\"]").querySelectorAll("input");
  tick(radios[1], true);
  tick(radios[1], false);
  same(t.events, [
    { type: "change", component: "pick", value: "East" },
    { type: "change", component: "pick", value: 2 },
    { type: "change", component: "pick", value: null },
    { type: "change", component: "many", value: ["a", "b"] },
    { type: "change", component: "many", value: null },
    { type: "change", component: "sl", value: ["North"] },
    { type: "change", component: "sl", value: ["North", "Northeast"] },
    { type: "change", component: "sl", value: ["Northeast"] },
    { type: "change", component: "sl", value: null },
    { type: "change", component: "one", value: 2 },
    { type: "change", component: "one", value: null },
  ], "events");
  const search = t.find("[data-filter]");
  search.value = "NORTH";
  t.fire(search, "input");
  const hidden = () => t.container.querySelectorAll("label[data-option]").map((l) => l.hasAttribute("hidden"));
  same(hidden(), [false, true, false, false, false], "South hidden (case-insensitive)");
  same(t.events.length, 11, "no engine event");
  t.paint(widgets());
  same(hidden(), [false, true, false, false, false], "still filtered after a repaint");
  t.paint(widgets(["North", "South", "Northeast", "Southwest", "Far north"]));
  same(hidden(), [false, true, false, true, false, false, false], "new options are filtered too");
  search.value = "";
  t.fire(search, "input");
  same(hidden(), [false, false, false, false, false, false, false], "cleared");
});

await run("a repaint restores the tree's checked state over the user's", async () => {
  const t = setup();
  const slicer = (checked) => n("div", { "data-slicer": "multi" }, n("input", { type: "checkbox", "data-value": "1", ...(checked && { checked: "" }) }));
  t.paint(slicer(true));
  const box = t.find("input");
  box.checked = false;
  t.paint(slicer(true));
  same(box.checked, true, "the engine refused the change: checked again");
  t.paint(slicer(false));
  same(box.checked, false, "unchecked by the tree");
});

await run("a repaint restores the tree's selection over the user's", async () => {
  const t = setup();
  const select = (multiple, chosen) => n("div", { key: "c:s", "data-component": "s" }, n("select", { "data-control": "", ...(multiple && { multiple: "" }) },
    ...["", "East", "West"].map((v) => n("option", { key: v, ...(v && { "data-value": JSON.stringify(v) }), ...(chosen.includes(v) && { selected: "" }), text: v }))));
  const picked = () => t.container.querySelectorAll("option").map((o) => o.selected);
  t.paint(select(false, []));
  same(picked(), [true, false, false], "nothing chosen: the first option shows");
  t.container.querySelectorAll("option")[1].selected = true;
  t.paint(select(false, []));
  same(picked(), [true, false, false], "the engine kept no value: the user's choice is undone");
  t.paint(select(false, ["West"]));
  same(picked(), [false, false, true], "the tree's choice");
  t.paint(select(true, ["East"]));
  t.container.querySelectorAll("option")[2].selected = true;
  t.paint(select(true, ["East"]));
  same(picked(), [false, true, false], "multiple: exactly the tree's");
});

await run("keyboard: Enter and Space act as clicks, the drill key double-clicks", async () => {
  const t = setup();
  t.paint(widgets());
  const key = (target, k, init = {}) => t.fire(target, "keydown", { key: k, ...init });
  const rect = t.find("rect");
  const e1 = key(rect, "Enter");
  key(rect, " ", { ctrlKey: true });
  key(rect, "Enter", { shiftKey: true });
  key(t.find("path"), "d", { ctrlKey: true });
  key(t.find("path"), "Enter", { shiftKey: true });
  key(t.find("[role=\"tab\"]"), " ");
  key(t.find("th"), "Enter");
  const native = key(t.find("button"), "Enter");
  key(t.find("figcaption"), "Enter");
  same(e1.defaultPrevented && !native.defaultPrevented, true, "prevented only where the painter acted");
  same(t.events, [
    { type: "click", component: "sales", row: 0, modifiers: { ctrl: false, meta: false, shift: false } },
    { type: "click", component: "sales", row: 0, modifiers: { ctrl: true, meta: false, shift: false } },
    { type: "doubleClick", component: "sales", row: 0, modifiers: { ctrl: false, meta: false, shift: true } },
    { type: "doubleClick", component: "map", row: 7, modifiers: { ctrl: true, meta: false, shift: false }, layer: "regions" },
    { type: "click", component: "map", row: 7, modifiers: { ctrl: false, meta: false, shift: true }, layer: "regions" },
    { type: "uiAction", action: { type: "setTab", target: "tabs", tab: 1 } },
    { type: "sort", component: "tbl", field: "amount" },
  ], "events (a native button is clicked by the browser itself)");
});

await run("arrow keys move a roving tabindex among a component's marks", async () => {
  const t = setup();
  t.paint(dashboard(chart([1, 2, 3, 4]), n("div", { key: "c:other", "data-component": "other" }, n("i", { "data-row": "0", tabindex: "0" }))));
  const rects = t.container.querySelectorAll("rect");
  rects[0].focus();
  const key = (k) => t.fire(t.doc.activeElement, "keydown", { key: k });
  const at = () => rects.indexOf(t.doc.activeElement);
  const tabs = () => rects.map((r) => r.getAttribute("tabindex")).join(" ");
  const moves = [];
  for (const k of ["ArrowRight", "ArrowDown", "ArrowLeft", "End", "ArrowRight", "Home", "ArrowUp"]) {
    const e = key(k);
    moves.push(`${k}:${at()}:${e.defaultPrevented}`);
  }
  same(moves, ["ArrowRight:1:true", "ArrowDown:2:true", "ArrowLeft:1:true", "End:3:true", "ArrowRight:3:true", "Home:0:true", "ArrowUp:0:true"], "moves");
  same(tabs(), "0 -1 -1 -1", "one tab stop, on the focused mark");
  same(t.events.length, 0, "no engine event");
});

await run("Escape closes the topmost open overlay", async () => {
  const t = setup();
  t.paint(widgets());
  const e = t.fire(t.find("rect"), "keydown", { key: "Escape" });
  same(t.events, [{ type: "uiAction", action: { type: "closeOverlay", target: "filters" } }], "events");
  same(e.defaultPrevented, true, "handled");
  const overlay = (id, ...kids) => n("section", { key: `c:${id}`, "data-component": id, "data-overlay": "popover", "data-open": "true" }, ...kids);
  t.paint(dashboard(overlay("a", overlay("inner")), overlay("b")));
  t.fire(t.find("section"), "keydown", { key: "Escape" });
  same(t.events[1], { type: "uiAction", action: { type: "closeOverlay", target: "b" } }, "the last opened");
  t.paint(dashboard(overlay("a", overlay("inner"))));
  t.fire(t.find("section"), "keydown", { key: "Escape" });
  same(t.events[2], { type: "uiAction", action: { type: "closeOverlay", target: "inner" } }, "the one opened inside another");
  t.paint(dashboard());
  same(t.fire(t.container.firstChild, "keydown", { key: "Escape" }).defaultPrevented, false, "nothing open: not handled");
  same(t.events.length, 3, "no more events");
});

await run("context menu: the host hook gets the mark, the browser menu is prevented", async () => {
  const calls = [];
  const t = setup({ onContextMenu: (m) => { calls.push(m); return calls.length < 3; } });
  t.paint(widgets());
  const path = t.find("path");
  path.rect = { left: 100, top: 50, width: 20, height: 10 };
  const a = t.fire(path, "contextmenu", { clientX: 5, clientY: 6 });
  const b = t.fire(path, "contextmenu");
  const c = t.fire(t.find("th"), "contextmenu", { clientX: 1, clientY: 2 });
  same(calls, [
    { component: "map", row: 7, layer: "regions", x: 5, y: 6 },
    { component: "map", row: 7, layer: "regions", x: 110, y: 55 },
    { component: "tbl", row: null, layer: null, x: 1, y: 2 },
  ], "hook calls (keyboard menu at the mark's centre)");
  same([a.defaultPrevented, b.defaultPrevented, c.defaultPrevented], [true, true, false], "prevented unless the hook says false");
  const plain = setup();
  plain.paint(widgets());
  same(plain.fire(plain.find("path"), "contextmenu").defaultPrevented, false, "no hook: the browser's menu");
});

await run("tooltips: host hooks on hover and focus", async () => {
  const calls = [];
  const t = setup({
    onTooltip: (i) => calls.push(["show", i]), onTooltipMove: (i) => calls.push(["move", i]),
    onTooltipHide: () => calls.push(["hide"]),
  });
  t.paint(widgets());
  const [r0, r1] = t.container.querySelectorAll("rect");
  t.fire(r0, "mouseover", { clientX: 1, clientY: 2 });
  t.fire(r0.firstChild, "mouseover", { clientX: 2, clientY: 2 });
  t.fire(r0, "mouseout", { relatedTarget: r0.firstChild });
  t.fire(r0.firstChild, "mousemove", { clientX: 3, clientY: 4 });
  t.fire(r0, "mouseout", { relatedTarget: r1 });
  t.fire(r1, "mouseover", { clientX: 9, clientY: 9 });
  t.fire(r1, "mouseout", { relatedTarget: t.find("figcaption") });
  const path = t.find("path");
  path.rect = { left: 10, top: 20, width: 4, height: 6 };
  path.focus();
  t.find("button").focus();
  const tip = (row, x, y, text, component = "sales", layer = null) => ({ component, row, layer, x, y, text });
  same(calls, [
    ["show", tip(0, 1, 2, "bar 0: 10")], ["move", tip(0, 3, 4, "bar 0: 10")], ["hide"],
    ["show", tip(1, 9, 9, "bar 1: 20")], ["hide"],
    ["show", tip(7, 12, 23, "North <1>", "map", "regions")], ["hide"],
  ], "hooks");
  t.fire(r1, "mouseover", { clientX: 1, clientY: 2 });
  t.paint(dashboard(chart([10])));
  t.paint(dashboard(chart([10])));
  same(calls.slice(7), [["show", tip(1, 1, 2, "bar 1: 20")], ["hide"]], "a mark gone under the pointer hides its tooltip, once");
  t.fire(t.find("rect"), "mouseover", { clientX: 1, clientY: 2 });
  t.paint(dashboard(chart([10]), n("i")));
  same(calls.length, 10, "a mark still there keeps it");
});

await run("tooltips: without hooks the painter shows its own, as text", async () => {
  const t = setup();
  t.paint(widgets());
  const path = t.find("path");
  t.fire(path, "mouseover", { clientX: 10, clientY: 20 });
  const tip = t.find('[class="hpbi-tooltip"]');
  same([tip.textContent, tip.childNodes.length, tip.hasAttribute("hidden")], ["North <1>", 1, false], "text only, shown");
  same(tip.getAttribute("style"), "position:fixed;left:22px;top:32px;pointer-events:none", "near the pointer");
  t.fire(path, "mousemove", { clientX: 30, clientY: 40 });
  same(tip.getAttribute("style"), "position:fixed;left:42px;top:52px;pointer-events:none", "follows it");
  t.fire(path, "mouseout", { relatedTarget: null });
  same(tip.hasAttribute("hidden"), true, "hidden");
  t.paint(widgets());
  check(t.container.lastChild === tip, "repaints leave it alone");
  t.painter.dispose();
  check(!t.container.contains(tip), "dispose removes it");
});

await run("a toast's timer starts once, fires dismissToast once, and goes with the toast", async () => {
  const t = setup();
  const toast = (id, ms) => n("div", { key: `t:${id}`, "data-toast": id, role: "status", ...(ms && { "data-duration": String(ms) }), text: id });
  t.paint(dashboard(toast("saved", 3000), toast("sticky")));
  t.paint(dashboard(toast("saved", 3000), toast("sticky")));
  same(t.timers.map((x) => x.ms), [3000], "one timer, none for a persistent toast");
  t.timers[0].f();
  same(t.events, [{ type: "uiAction", action: { type: "dismissToast", target: "saved" } }], "dismissed");
  t.paint(dashboard(toast("saved", 3000)));
  same(t.timers.length, 1, "a fired toast still shown gets no second timer");
  t.paint(dashboard(toast("next", 500), toast("other", 800)));
  t.paint(dashboard(toast("other", 800)));
  same(t.timers.map((x) => [x.ms, x.cleared]), [[3000, false], [500, true], [800, false]], "the toast that went cancelled its timer");
  t.painter.dispose();
  same(t.timers[2].cleared, true, "dispose cancels the rest");
  same(t.events.length, 1, "one event in all");
});

await run("toasts inside a kept component keep their timer", async () => {
  const t = setup();
  const comp = n("div", { key: "c:k", "data-component": "k" }, n("div", { "data-toast": "in", "data-duration": "100" }));
  t.paint(dashboard(comp));
  t.paint(dashboard(keep("k")));
  t.paint(dashboard(keep("k")));
  same(t.timers.map((x) => x.cleared), [false], "still one live timer");
});

await run("windowed scroll reports the first row once a frame; the container keeps its scroll", async () => {
  const t = setup();
  const table = (first, count = 10) => dashboard(n("div", { key: "c:big", "data-component": "big" },
    n("div", { key: "scroll", "data-scroll-rows": "1000", "data-row-height": "20", "data-first": String(first), style: "overflow:auto;height:200px" },
      n("div", { key: "spacer", style: "height:20000px" }),
      ...Array.from({ length: count }, (_, i) => n("div", { key: `r${first + i}`, "data-row": String(first + i), text: `row ${first + i}` })))));
  t.paint(table(0));
  const box = t.find("[data-scroll-rows]");
  box.scrollTop = 60;
  t.fire(box, "scroll");
  same(t.frames.length, 1, "scheduled");
  t.frames.shift()();
  same(t.events, [], "a few rows: no new window");
  box.scrollTop = 2000;
  t.fire(box, "scroll");
  box.scrollTop = 2010;
  t.fire(box, "scroll");
  same(t.frames.length, 1, "one frame for many scroll events");
  t.frames.shift()();
  same(t.events, [{ type: "window", component: "big", first: 95 }], "the window");
  t.fire(box, "scroll");
  t.frames.shift()();
  same(t.events.length, 1, "not sent twice while the engine answers");
  t.paint(table(95));
  check(t.find("[data-scroll-rows]") === box, "patched in place");
  same([box.scrollTop, box.getAttribute("data-first"), box.querySelectorAll("[data-row]")[0].textContent], [2010, "95", "row 95"], "scroll kept, new rows");
  box.scrollTop = 19990;
  t.fire(box, "scroll");
  t.frames.shift()();
  same(t.events[1], { type: "window", component: "big", first: 994 }, "clamped to the last row");
  // The component moves into a tab panel (a move resets a browser's scroll position).
  t.paint(dashboard(n("section", { key: "c:tabs", "data-component": "tabs" }, keep("big"))));
  check(t.find("section").firstChild.firstChild === box, "moved with its component");
  same(box.scrollTop, 19990, "scroll position restored after the move");
});

await run("a host whose schedule runs at once still gets every scroll report", async () => {
  const t = setup({ schedule: (f) => f() });
  t.paint(n("div", { key: "c:s", "data-component": "s" },
    n("div", { "data-scroll-rows": "100", "data-row-height": "10", "data-first": "0" })));
  const box = t.find("[data-scroll-rows]");
  for (const top of [200, 500]) {
    box.scrollTop = top;
    t.fire(box, "scroll");
  }
  same(t.events, [{ type: "window", component: "s", first: 15 }, { type: "window", component: "s", first: 45 }], "events");
});

await run("focus survives a patch, a move and a replacement", async () => {
  // (A host tooltip hook: the painter's own tooltip would follow the focus into the DOM count.)
  const t = setup({ onTooltip: () => {} });
  const rows = (order, tag = "tr") => n("table", { key: "c:t", "data-component": "t" }, n("tbody", {},
    ...order.map((r) => n(tag, { key: `row${r}`, "data-row": String(r), tabindex: "0", class: `c${order.length}` }))));
  t.paint(rows([0, 1, 2]));
  const row1 = t.container.querySelectorAll("tr")[1];
  row1.focus();
  t.paint(rows([0, 1, 2, 3]));
  check(t.doc.activeElement === row1, "patched in place: still focused");
  t.paint(rows([1, 0, 2, 3]));
  check(t.doc.activeElement === row1, "moved (the browser drops focus): focused again");
  t.paint(rows([1, 0, 2, 3], "div"));
  same([t.doc.activeElement.localName, t.doc.activeElement.getAttribute("data-row")], ["div", "1"], "replaced: the element with the same key path");
  t.paint(n("section", { key: "c:t", "data-component": "t" }, n("p", {}, n("span", { "data-row": "1", tabindex: "0" }))));
  same([t.doc.activeElement.localName, t.doc.activeElement.getAttribute("data-row")], ["span", "1"], "rebuilt: the same row in the same component");
});

await run("dispose removes the listeners", async () => {
  const t = setup();
  t.paint(widgets());
  t.painter.dispose();
  t.fire(t.find("rect"), "click");
  t.fire(t.find("rect"), "keydown", { key: "Escape" });
  same(t.events, [], "nothing sent");
  same(t.container.listeners.length, 0, "no listener left");
  let error = "";
  try {
    t.painter.paint(widgets());
  } catch (e) {
    error = e.message;
  }
  same(error, "the painter is disposed", "paint after dispose");
});

// What a patch costs on a large table (printed for BENCHMARKS; the checks are on operation counts).
const timings = {}; // CPU milliseconds
await run("a 10,000-row table: one changed cell is one operation, a reversal moves, never rebuilds", async () => {
  const t = setup();
  const big = (order, changed = -1) => n("table", { key: "c:t", "data-component": "t" }, n("tbody", {},
    ...order.map((r) => n("tr", { key: String(r), "data-row": String(r) },
      n("td", { text: `r${r}` }), n("td", { class: r === changed ? "hot" : "num", text: String(r * 3) })))));
  const order = Array.from({ length: 10000 }, (_, i) => i);
  // CPU time, not wall time: the build machine is shared.
  const time = (name, f) => {
    const start = process.cpuUsage();
    const result = f();
    const used = process.cpuUsage(start);
    timings[name] = Math.round((used.user + used.system) / 1000);
    return result;
  };
  // Trees as the engine's JSON text parses them, built before the clock starts.
  const [first, oneCell, reversed] = [big(order), big(order, 5000), big([...order].reverse(), 5000)]
    .map((tree) => JSON.parse(JSON.stringify(tree)));
  time("first paint", () => t.paint(first));
  same(t.painter.stats().nodes, 30002, "elements");
  same(time("one cell", () => t.paint(oneCell)), 1, "one attribute");
  same(time("reversal", () => t.paint(reversed)), 9999, "moves");
});

const { checks, failed } = tally();
console.log(`painter: ${checks} checks, ${failed} failed; 10,000-row table, CPU ms ${JSON.stringify(timings)}`);
report();
process.exitCode = failed === 0 ? 0 : 1;
