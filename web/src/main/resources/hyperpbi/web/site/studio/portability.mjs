// "Copy for Power BI": the specification checked as the Power BI visual would run it, in the
// network-free package and in the network-enabled one; the dialog lists what would not work in
// each, then the specification goes to the clipboard.
import { el } from "./dom.mjs";

export const PACKAGES = [
  { id: "core", title: "Network-free package (certifiable)", network: false },
  { id: "network", title: "Network-enabled package", network: true },
];

/** Each package's check: {id, title, ok, problems: diagnostics that are errors or warnings}. */
export async function checkPortability(client, spec, defaultSource) {
  const results = [];
  for (const p of PACKAGES) {
    const document = await client.check({ spec, defaultSource, host: "powerbi", network: p.network });
    const diagnostics = Array.isArray(document.diagnostics) ? document.diagnostics : [];
    const problems = diagnostics.filter((d) => d.severity === "error" || d.severity === "warning");
    results.push({ ...p, ok: document.ok !== false && !problems.some((d) => d.severity === "error"), problems });
  }
  return results;
}

/** The host's own findings (REMOTE_SOURCE_...) are the causes; what fails because of them follows, folded. */
const isCause = (d) => d.code.startsWith("REMOTE_SOURCE_");

function problemList(problems) {
  return el("ul", { class: "problems" }, null, problems.map((d) =>
    el("li", { class: `severity-${d.severity}`, "data-code": d.code }, null, [
      el("code", {}, d.code), el("span", {}, ` ${d.severity} at ${d.path || "(document)"}: ${d.message}`)])));
}

export function renderPortability(container, results) {
  container.replaceChildren(...results.map((r) => {
    const causes = r.problems.filter(isCause);
    const rest = r.problems.filter((d) => !isCause(d));
    const section = el("section", { "data-testid": `package-${r.id}`, "data-ok": String(r.ok) }, null, [
      el("h3", {}, `${r.title}: ${r.problems.length === 0 ? "everything works" : `${r.problems.length} problem(s)`}`)]);
    if (causes.length > 0) section.append(problemList(causes));
    if (rest.length > 0) {
      const list = problemList(rest);
      section.append(causes.length === 0 ? list : el("details", {}, null, [
        el("summary", {}, `${rest.length} more diagnostic${rest.length === 1 ? "" : "s"} (what depends on these sources, and any other error)`), list]));
    }
    return section;
  }));
}
