// A plain DOM view of a Power BI host's dashboard (power-bi-host.mjs): its findings, each data-bound component
// as a titled table of its dataset's rows, highlighted rows marked; a row click is the
// component's click (ctrl, meta or shift toggle), a select or slicer component a drop-down of its
// field's values (its change). Text only ever goes through textContent.
const CONTROLS = new Set(["select", "slicer"]);

export function renderView(target, pbi, spec) {
  const doc = pbi.evaluation();
  const state = pbi.live.lastState;
  const parts = [];
  const findings = (doc.diagnostics ?? []).filter((d) => d.severity !== "info");
  if (findings.length > 0) {
    const list = element("ul", { class: "diagnostics" });
    for (const d of findings) list.append(element("li", { class: d.severity }, `${d.severity} ${d.code} at "${d.path}": ${d.message}`));
    parts.push(list);
  }
  for (const c of Array.isArray(spec.components) ? spec.components : []) {
    if (!c || typeof c.id !== "string" || c.type === "button") continue;
    const dataset = doc.datasets?.[typeof c.dataset === "string" ? c.dataset : "powerbi"];
    if (!dataset) continue;
    const section = element("section", { "data-component": c.id });
    section.append(element("h3", {}, typeof c.title === "string" ? c.title : c.id));
    section.append(CONTROLS.has(c.type) ? control(pbi, c, dataset, state)
      : table(pbi, c, dataset, highlighted(state, c.id)));
    parts.push(section);
  }
  target.replaceChildren(...parts);
}

function table(pbi, c, dataset, keys) {
  const t = element("table", {});
  const columns = dataset.fields.map((f) => f.key);
  const head = t.appendChild(element("thead", {})).appendChild(element("tr", {}));
  for (const key of columns) head.append(element("th", {}, key));
  const body = t.appendChild(element("tbody", {}));
  dataset.rows.forEach((row, r) => {
    const tr = body.appendChild(element("tr", { "data-row": String(r) }));
    if (keys.has(dataset.rowKeys[r])) tr.className = "highlighted";
    for (const key of columns) tr.append(element("td", {}, row[key] === null ? "" : String(row[key])));
    tr.addEventListener("click", (e) =>
      pbi.click(c.id, r, { ctrl: e.ctrlKey, meta: e.metaKey, shift: e.shiftKey }));
  });
  return t;
}

function control(pbi, c, dataset, state) {
  const field = dataset.fields.find((f) => f.key === c.field || f.alias === c.field);
  const values = field ? [...new Set(dataset.rows.map((row) => row[field.key]))] : [];
  const select = element("select", { "data-control": c.id });
  select.append(element("option", { value: "" }, "(all)"));
  values.forEach((v, i) => select.append(element("option", { value: String(i) }, String(v))));
  const current = state.componentValues?.[c.id];
  const index = values.indexOf(current);
  select.value = index < 0 ? "" : String(index);
  select.addEventListener("change", () =>
    pbi.change(c.id, select.value === "" ? null : values[Number(select.value)]));
  return select;
}

/** Row keys highlighted for a component: every highlight it consumes. */
function highlighted(state, id) {
  const keys = new Set();
  for (const h of Object.values(state.highlights ?? {})) {
    if (h.consumers.includes(id)) h.keys.forEach((k) => keys.add(k));
  }
  return keys;
}

function element(tag, attributes, text) {
  const e = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) e.setAttribute(name, value);
  if (text !== undefined) e.textContent = text;
  return e;
}
