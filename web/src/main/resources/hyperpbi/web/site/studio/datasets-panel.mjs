// The Datasets panel: per dataset its static schema, row count, per-stage row counts, cache
// status; a windowed preview of its rows; a chosen row's lineage (the source rows behind it).
import { el, thousands, cellText } from "./dom.mjs";
import { createGrid } from "./grid.mjs";

export function renderDatasetsPanel(container, { datasets, selected, onSelect, client }) {
  const list = el("ul", { class: "dataset-list", "data-testid": "dataset-list" }, null, datasets.map((d) => {
    const open = el("button", { type: "button", class: "link", "aria-pressed": String(d.name === selected),
      "data-testid": `dataset-${d.name}-open` }, d.name);
    // The dataset already shown stays as it is: drawing it again would drop its preview's scroll
    // position and a chosen row's lineage.
    open.addEventListener("click", () => { if (d.name !== selected) onSelect(d.name); });
    return el("li", { "data-testid": `dataset-${d.name}`, "data-dataset": d.name, class: d.name === selected ? "selected" : "" }, null, [
      open,
      el("span", { class: "rows", "data-testid": `dataset-${d.name}-rows` }, `${thousands(d.rows)} rows`),
      el("span", { class: "muted", "data-testid": `dataset-${d.name}-cache` }, d.cacheStatus ?? ""),
    ]);
  }));
  const chosen = datasets.find((d) => d.name === selected);
  const detail = el("div", { class: "dataset-detail" });
  if (chosen) {
    const stages = (chosen.stages ?? []).map((s) => `${s.stage} ${thousands(s.rows)}`).join(" → ");
    detail.append(
      el("h3", {}, chosen.name),
      el("p", { class: "stages", "data-testid": "dataset-stages" }, stages === "" ? "source rows only (no stages)" : stages),
      el("p", { class: "muted" }, `${thousands(chosen.rows)} rows · cache ${chosen.cacheStatus ?? "unknown"}${chosen.elapsedMs === null || chosen.elapsedMs === undefined ? "" : ` · ${Math.round(chosen.elapsedMs)} ms`}`),
      el("div", { class: "schema", "data-testid": "dataset-schema" }, null, (chosen.schema ?? []).map((f) =>
        el("span", { class: "chip", title: f.semanticType ?? "" }, `${f.key}: ${f.dataType ?? f.type ?? "?"}`))),
    );
    const lineage = el("div", { class: "lineage", "data-testid": "lineage" }, null, [el("p", { class: "muted" }, "Choose a row to see the source rows behind it.")]);
    const grid = createGrid({ fields: chosen.schema ?? [], total: chosen.rows, label: `Rows of ${chosen.name}`, testid: "dataset-grid",
      fetchRows: async (first, count) => (await client.datasetRows(chosen.name, first, Math.min(count, 500))).rows,
      onSelect: async (index) => {
        const answer = await client.lineage(chosen.name, index);
        const fields = answer.fields ?? [];
        lineage.replaceChildren(
          el("h3", {}, `Row ${thousands(index)} comes from ${answer.rows?.length ?? 0} row(s) of ${answer.source ?? "?"}`),
          el("table", { class: "fields" }, null, [
            el("thead", {}, null, [el("tr", {}, null, [el("th", {}, "#"), ...fields.map((f) => el("th", {}, f.key ?? f))])]),
            el("tbody", {}, null, (answer.rows ?? []).slice(0, 100).map((r) => el("tr", {}, null, [
              el("td", {}, String(r.index)), ...r.values.map((v) => el("td", {}, cellText(v)))]))),
          ]));
      } });
    detail.append(grid.root, lineage);
  } else if (datasets.length === 0) {
    detail.append(el("p", { class: "empty" }, "No datasets: the specification declares none, or it did not evaluate."));
  }
  container.replaceChildren(el("div", { class: "data-layout" }, null, [list, detail]));
}
