// The Interaction log: each gesture and the host effects the engine answered for it, as Power BI
// would receive them (selection identities and rows, JSON filter documents, clears, toasts,
// source refreshes).
import { el } from "./dom.mjs";

const LIMIT = 200;

function gestureText(event) {
  if (!event) return "Dashboard loaded";
  const parts = [event.type];
  if (event.component) parts.push(event.component);
  if (event.row !== undefined) parts.push(`row ${event.row}`);
  if (event.layer !== undefined) parts.push(`layer ${event.layer}`);
  if (event.value !== undefined) parts.push(`value ${JSON.stringify(event.value)}`);
  if (event.action) parts.push(JSON.stringify(event.action));
  if (event.field) parts.push(`field ${event.field}`);
  if (event.source) parts.push(`source ${event.source}`);
  return parts.join(" · ");
}

function effectNode(effect) {
  switch (effect.type) {
    case "selectIdentities":
      return el("div", { class: "effect", "data-effect": effect.type }, null, [
        el("strong", {}, effect.identities?.length ? "selectionManager.select" : "selectionManager.clear"),
        el("span", {}, ` ${effect.component}${effect.layer ? `/${effect.layer}` : ""} · mode ${effect.mode} · identities [${(effect.identities ?? []).join(", ")}] · rows [${(effect.rows ?? []).join(", ")}]`),
      ]);
    case "applyJsonFilter": {
      let filter = effect.filter;
      try { filter = JSON.stringify(typeof filter === "string" ? JSON.parse(filter) : filter, null, 2); } catch { /* shown as sent */ }
      return el("div", { class: "effect", "data-effect": effect.type }, null, [
        el("strong", {}, "applyJsonFilter"), el("span", {}, ` ${effect.component} · general.filter merge`),
        el("pre", {}, String(filter))]);
    }
    case "clearJsonFilter":
      return el("div", { class: "effect", "data-effect": effect.type }, null, [
        el("strong", {}, "applyJsonFilter(null)"),
        el("span", {}, ` ${effect.component} · general.filter remove · ${effect.target?.table ?? ""}.${effect.target?.column ?? ""}`)]);
    case "showToast":
      return el("div", { class: "effect", "data-effect": effect.type }, null, [
        el("strong", {}, "toast"), el("span", {}, ` ${effect.intent ?? ""} ${effect.title ? `${effect.title}: ` : ""}${effect.message ?? ""}`)]);
    case "fetchSource":
      return el("div", { class: "effect", "data-effect": effect.type }, null, [
        el("strong", {}, "source refresh"), el("span", {}, ` ${effect.source} · ${effect.method ?? "GET"} ${effect.url ?? ""}`)]);
    default:
      return el("div", { class: "effect", "data-effect": effect.type }, null, [
        el("strong", {}, effect.type), el("span", {}, ` ${JSON.stringify(effect)}`)]);
  }
}

export function createLog(list, clearButton) {
  let current = null;
  let count = 0;
  function entry(event, step) {
    const li = el("li", { class: "gesture", "data-testid": `log-${count++}` }, null, [
      el("div", { class: "gesture-head" }, gestureText(event)),
    ]);
    list.querySelector(".empty")?.remove();
    list.append(li);
    while (list.children.length > LIMIT) list.firstElementChild.remove();
    current = { li, step };
    return li;
  }
  function reset() {
    list.replaceChildren(el("li", { class: "empty" }, "Click, select or filter in the dashboard: what Power BI would receive appears here."));
    current = null;
  }
  clearButton?.addEventListener("click", reset);
  reset();
  return {
    gesture: (event) => entry(event, undefined),
    /** info: {step, event} of the step that made the effect (step 0: the dashboard's load). */
    effect(effect, { step, event } = {}) {
      if (current && current.step === undefined && step !== 0) current.step = step;
      if (!current || current.step !== step) entry(event ?? null, step);
      current.li.append(effectNode(effect));
      list.scrollTop = list.scrollHeight;
    },
    /** A gesture with no host effect says so (Power BI would receive nothing). */
    settle(li) {
      if (li && li.querySelectorAll(".effect").length === 0) li.append(el("div", { class: "effect none" }, "no host effect"));
    },
    reset,
  };
}
