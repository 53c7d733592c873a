// A plain DOM view of a Power BI host's dashboard (power-bi-host.mjs) from the engine's
// component views: the findings; charts as bars (a click is the point's click, a double click
// its drill gesture, a drilled chart's breadcrumbs go back up); tables as rows
// shown after internal filters (highlighted rows marked; ctrl, meta or shift toggle); select and
// slicer components as drop-downs (their change); KPIs as their value; texts with their metric
// templates rendered; metric grids. Long tables are paged (the engine sends one page of row
// numbers). Text only ever goes through textContent.
const pagesOf = new WeakMap();

export function renderView(target, pbi, spec) {
  const pages = pagesOf.get(target) ?? new Map();
  pagesOf.set(target, pages);
  const doc = pbi.evaluation();
  const components = (Array.isArray(spec.components) ? spec.components : []).filter((c) => c && typeof c.id === "string");
  const views = pbi.views();
  if (pages.size > 0) {
    for (const [id, view] of pbi.views([...pages].map(([id, page]) => ({ id, page })))) views.set(id, view);
  }
  const turn = (id, page) => {
    pages.set(id, page);
    renderView(target, pbi, spec);
  };
  const parts = [];
  const findings = (doc.diagnostics ?? []).filter((d) => d.severity !== "info");
  if (findings.length > 0) {
    const list = element("ul", { class: "diagnostics" });
    for (const d of findings) list.append(element("li", { class: d.severity }, `${d.severity} ${d.code} at "${d.path}": ${d.message}`));
    parts.push(list);
  }
  for (const c of components) {
    const view = views.get(c.id);
    if (!view) continue;
    const section = element("section", { "data-component": c.id });
    section.append(element("h3", {}, typeof c.title === "string" ? c.title : c.id));
    section.append(draw(pbi, view, doc.datasets?.[view.dataset], turn));
    parts.push(section);
  }
  target.replaceChildren(...parts);
}

function draw(pbi, view, dataset, turn) {
  if (view.type === "text") return element("p", { class: "text" }, view.text);
  if (view.metrics) return metricGrid(view);
  if (view.points) return chart(pbi, view);
  if (view.options) return control(pbi, view);
  if ("value" in view) return element("p", { class: "kpi" }, view.value === null ? "-" : String(view.value));
  return table(pbi, view, dataset, turn);
}

function metricGrid(view) {
  const grid = element("dl", { class: "metrics" });
  for (const m of view.metrics) {
    grid.append(element("dt", {}, m.label ?? m.metric), element("dd", {}, m.value === null ? "-" : String(m.value)));
  }
  return grid;
}

function chart(pbi, view) {
  const max = Math.max(0, ...view.points.map((p) => Math.abs(p.value ?? 0)));
  const box = element("div", {});
  if (Array.isArray(view.breadcrumbs) && view.breadcrumbs.length > 1) box.append(breadcrumbs(pbi, view));
  const list = box.appendChild(element("div", { class: "bars" }));
  for (const p of view.points) {
    const bar = element("div", { class: `bar${p.highlighted ? " highlighted" : ""}`, "data-row": String(p.row) });
    bar.append(element("span", { class: "label" }, p.category === null ? "(blank)" : String(p.category)));
    const fill = element("span", { class: "fill" }, p.value === null ? "" : String(p.value));
    fill.style.width = `${max === 0 ? 0 : (100 * Math.abs(p.value ?? 0)) / max}%`;
    bar.append(fill);
    bar.addEventListener("click", (e) => pbi.click(view.id, p.row, modifiers(e)));
    // The drill trigger's gesture (drill.trigger, doubleClick by default); the engine says
    // NO_DRILL or DRILL_AT_DEEPEST_LEVEL when there is nothing to drill.
    bar.addEventListener("dblclick", (e) => pbi.doubleClick(view.id, p.row, modifiers(e)));
    list.append(bar);
  }
  return box;
}

/** A drilled chart's path: every level above the current one goes back there. */
function breadcrumbs(pbi, view) {
  const nav = element("nav", { class: "breadcrumbs" });
  view.breadcrumbs.forEach((crumb, i) => {
    // The top level by its id, each level below by the category chosen above it: region / North.
    const label = crumb.value === undefined ? crumb.id : crumb.value === null ? "(blank)" : String(crumb.value);
    if (i === view.breadcrumbs.length - 1) {
      nav.append(element("span", { class: "current" }, label));
    } else {
      const up = nav.appendChild(element("button", { type: "button", "data-level": String(crumb.level) }, label));
      up.addEventListener("click", () => pbi.breadcrumb(view.id, crumb.level));
      nav.append(" / ");
    }
  });
  return nav;
}

function table(pbi, view, dataset, turn) {
  const box = element("div", {});
  const t = box.appendChild(element("table", {}));
  const columns = (dataset?.fields ?? []).map((f) => f.key);
  const head = t.appendChild(element("thead", {})).appendChild(element("tr", {}));
  for (const key of columns) head.append(element("th", {}, key));
  const body = t.appendChild(element("tbody", {}));
  const highlighted = new Set(view.highlighted);
  for (const r of view.rows) {
    const row = dataset.rows[r];
    const tr = body.appendChild(element("tr", { "data-row": String(r) }));
    if (highlighted.has(r)) tr.className = "highlighted";
    for (const key of columns) tr.append(element("td", {}, row[key] === null ? "" : String(row[key])));
    tr.addEventListener("click", (e) => pbi.click(view.id, r, modifiers(e)));
  }
  if (view.shown > view.rows.length || view.page > 0) {
    const first = view.page * view.pageSize;
    const pager = box.appendChild(element("p", { class: "pager" },
      `rows ${Math.min(first + 1, view.shown)}-${first + view.rows.length} of ${view.shown} `));
    const previous = pager.appendChild(element("button", { type: "button" }, "Previous"));
    previous.disabled = view.page === 0;
    previous.addEventListener("click", () => turn(view.id, view.page - 1));
    const next = pager.appendChild(element("button", { type: "button" }, "Next"));
    next.disabled = first + view.rows.length >= view.shown;
    next.addEventListener("click", () => turn(view.id, view.page + 1));
  }
  return box;
}

function control(pbi, view) {
  const select = element("select", { "data-control": view.id });
  select.append(element("option", { value: "" }, "(all)"));
  view.options.forEach((v, i) => select.append(element("option", { value: String(i) }, String(v))));
  const index = view.options.indexOf(view.value);
  select.value = index < 0 ? "" : String(index);
  select.addEventListener("change", () =>
    pbi.change(view.id, select.value === "" ? null : view.options[Number(select.value)]));
  return select;
}

function modifiers(e) {
  return { ctrl: e.ctrlKey, meta: e.metaKey, shift: e.shiftKey };
}

function element(tag, attributes, text) {
  const e = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) e.setAttribute(name, value);
  if (text !== undefined) e.textContent = text;
  return e;
}
