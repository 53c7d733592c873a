// A windowed grid: only the rows in view (and a few more) are in the DOM, fetched on demand, so a
// preview of 200,000 rows costs as much as one of 30. Rows have one fixed height.
import { el, cellText } from "./dom.mjs";

const ROW = 22;
const OVERSCAN = 6;

/**
 * @param fields [{key, label?}] the columns
 * @param total the number of rows
 * @param fetchRows (first, count) → Promise<[{key, values}]>
 * @param onSelect (index, row) when a row is clicked or chosen by Enter (optional)
 */
export function createGrid({ fields, total, fetchRows, onSelect, label, testid }) {
  const columns = `repeat(${Math.max(1, fields.length)}, minmax(7rem, 1fr))`;
  const root = el("div", { class: "grid", role: "grid", "aria-label": label, "aria-rowcount": total + 1,
    "data-testid": testid, tabindex: 0 });
  const head = el("div", { class: "grid-row grid-head", role: "row", "aria-rowindex": 1 }, null,
    fields.map((f) => el("div", { role: "columnheader", class: "grid-cell", title: f.key }, f.label ?? f.key)));
  head.style.gridTemplateColumns = columns;
  const body = el("div", { class: "grid-body" });
  body.style.height = `${total * ROW}px`;
  root.append(head, body);
  const cache = new Map();
  let painted = "";
  let selected = -1;
  let pending = 0;

  async function paint() {
    const height = root.clientHeight || 240;
    const first = Math.max(0, Math.floor(root.scrollTop / ROW) - OVERSCAN);
    const count = Math.min(total - first, Math.ceil(height / ROW) + 2 * OVERSCAN);
    if (count <= 0) { body.replaceChildren(); return; }
    const key = `${first}:${count}:${selected}`;
    if (key === painted) return;
    const mine = ++pending;
    const missing = [];
    for (let i = first; i < first + count; i++) if (!cache.has(i)) missing.push(i);
    if (missing.length > 0) {
      const from = missing[0];
      try {
        const rows = await fetchRows(from, missing[missing.length - 1] - from + 1);
        rows.forEach((row, j) => cache.set(from + j, row));
      } catch (e) {
        if (mine !== pending) return;
        painted = "";
        body.style.height = "auto";
        body.replaceChildren(el("div", { class: "grid-message", role: "row" }, `Rows unavailable: ${e && e.message ? e.message : e}`));
        return;
      }
    }
    if (mine !== pending) return;
    painted = key;
    const rows = [];
    for (let i = first; i < first + count; i++) {
      const row = cache.get(i);
      if (!row) continue;
      const r = el("div", { class: "grid-row", role: "row", "aria-rowindex": i + 2, "data-grid-row": i,
        "aria-selected": onSelect ? String(i === selected) : null }, null,
      row.values.map((v) => el("div", { role: "gridcell", class: v === null || v === undefined ? "grid-cell null" : "grid-cell" }, cellText(v))));
      r.style.gridTemplateColumns = columns;
      r.style.transform = `translateY(${i * ROW}px)`;
      rows.push(r);
    }
    body.replaceChildren(...rows);
  }

  let queued = false;
  root.addEventListener("scroll", () => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => { queued = false; paint(); });
  });
  if (onSelect) {
    const choose = (i) => {
      if (i < 0 || i >= total) return;
      selected = i;
      paint();
      onSelect(i, cache.get(i));
    };
    root.addEventListener("click", (e) => {
      const row = e.target.closest("[data-grid-row]");
      if (row) choose(Number(row.dataset.gridRow));
    });
    root.addEventListener("keydown", (e) => {
      const step = { ArrowDown: 1, ArrowUp: -1 }[e.key];
      if (step) {
        e.preventDefault();
        const next = Math.min(total - 1, Math.max(0, selected + step));
        root.scrollTop = Math.min(root.scrollTop, next * ROW);
        if ((next + 2) * ROW > root.scrollTop + root.clientHeight) root.scrollTop = (next + 2) * ROW - root.clientHeight;
        choose(next);
      }
    });
  }
  // Painted once attached (its height is known then).
  requestAnimationFrame(() => paint());
  return { root, paint, get selected() { return selected; } };
}
