// The Data panel: every source (CSV/TSV, each XLSX sheet, JSON) with its row count and fields,
// the first rows of the chosen one in a windowed grid, the default-source choice and removal.
import { el, thousands } from "./dom.mjs";
import { createGrid } from "./grid.mjs";

const PREVIEW = 100;
const FIELD_COLUMNS = [["key", "Key"], ["alias", "Alias"], ["displayName", "Display name"],
  ["semanticType", "Semantic type"], ["dataType", "Data type"], ["origin", "Origin"]];

function fieldsTable(fields) {
  return el("table", { class: "fields", "data-testid": "source-fields" }, null, [
    el("thead", {}, null, [el("tr", {}, null, FIELD_COLUMNS.map(([, label]) => el("th", { scope: "col" }, label)))]),
    el("tbody", {}, null, fields.map((f) => el("tr", { "data-field": f.key }, null,
      FIELD_COLUMNS.map(([member]) => el("td", {}, f[member] ?? ""))))),
  ]);
}

/**
 * @param sources [{name, format, rows, fields, file?}]
 * @param remote the remote sources' lifecycle ({name: {status, rows?, message?}})
 */
export function renderDataPanel(container, { sources, remote = {}, defaultSource, selected, onSelect, onDefault, onRemove, fetchRows }) {
  const list = el("ul", { class: "source-list", "data-testid": "source-list" });
  for (const s of sources) {
    const id = `default-${s.name}`;
    const radio = el("input", { type: "radio", name: "default-source", id, value: s.name,
      "data-testid": `source-${s.name}-default`, checked: s.name === defaultSource });
    radio.addEventListener("change", () => onDefault(s.name));
    const open = el("button", { type: "button", class: "link", "aria-pressed": String(s.name === selected),
      "data-testid": `source-${s.name}-open` }, s.name);
    open.addEventListener("click", () => onSelect(s.name));
    const remove = el("button", { type: "button", class: "quiet", "data-testid": `source-${s.name}-remove`,
      "aria-label": `Remove ${s.name}` }, "Remove");
    remove.addEventListener("click", () => onRemove(s.name));
    list.append(el("li", { "data-testid": `source-${s.name}`, "data-source": s.name, class: s.name === selected ? "selected" : "" }, null, [
      open,
      el("span", { class: "muted" }, s.format ?? ""),
      el("span", { class: "rows", "data-testid": `source-${s.name}-rows` }, s.rows === null || s.rows === undefined ? "…" : `${thousands(s.rows)} rows`),
      el("label", { class: "default", for: id }, null, [radio, document.createTextNode(" default")]),
      remove,
    ]));
  }
  const remoteEntries = Object.entries(remote);
  const remoteList = remoteEntries.length === 0 ? null : el("ul", { class: "remote-list", "data-testid": "remote-sources" }, null,
    remoteEntries.map(([name, s]) => el("li", { "data-testid": `remote-${name}`, "data-status": s.status },
      `${name} (remote): ${s.status}${s.rows === undefined ? "" : ` · ${thousands(s.rows)} rows`}${s.message ? ` · ${s.message}` : ""}`)));
  const chosen = sources.find((s) => s.name === selected) ?? null;
  const detail = el("div", { class: "source-detail" });
  if (chosen) {
    const shown = Math.min(PREVIEW, chosen.rows ?? 0);
    detail.append(
      el("h3", {}, `${chosen.name} · ${(chosen.fields ?? []).length} fields`),
      fieldsTable(chosen.fields ?? []),
      el("h3", {}, chosen.rows > PREVIEW ? `First ${PREVIEW} of ${thousands(chosen.rows)} rows` : `${thousands(shown)} rows`),
      createGrid({ fields: chosen.fields ?? [], total: shown, label: `Rows of ${chosen.name}`, testid: "source-grid",
        fetchRows: async (first, count) => {
          try {
            return await fetchRows(chosen.name, first, Math.min(count, shown - first));
          } catch (e) {
            throw new Error(`the engine shows a source's rows once the specification evaluates (${e && e.message ? e.message : e})`);
          }
        } }).root,
    );
  } else if (sources.length === 0) {
    detail.append(el("p", { class: "empty" }, "No sources yet: add CSV, TSV, XLSX or JSON files."));
  }
  container.replaceChildren(el("div", { class: "data-layout" }, null, [
    el("div", {}, null, [list, remoteList]), detail]));
}
