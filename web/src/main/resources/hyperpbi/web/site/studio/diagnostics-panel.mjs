// The Diagnostics panel: every diagnostic of the last evaluation (severity, code, JSON pointer,
// message); choosing one moves the editor's cursor to its range.
import { el } from "./dom.mjs";

export function renderDiagnostics(list, count, diagnostics, reveal) {
  count.textContent = String(diagnostics.length);
  if (diagnostics.length === 0) {
    list.replaceChildren(el("li", { class: "empty" }, "No diagnostics."));
    return;
  }
  list.replaceChildren(...diagnostics.map((d, i) => {
    const where = d.path === "" || d.path === undefined ? (d.line ? `line ${d.line}, column ${d.column}` : "(document)") : d.path;
    const item = el("button", { type: "button", class: `diagnostic severity-${d.severity}`, "data-testid": `diagnostic-${i}`,
      "data-severity": d.severity, "data-code": d.code, title: "Show in the editor" }, null, [
      el("span", { class: "severity" }, d.severity),
      el("code", { class: "code" }, d.code),
      el("code", { class: "pointer" }, where),
      el("span", { class: "message" }, d.message),
    ]);
    item.addEventListener("click", () => reveal(d));
    return el("li", {}, null, [item]);
  }));
}
