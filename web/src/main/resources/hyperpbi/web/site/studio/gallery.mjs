// The gallery: every specification under examples/ (served at examples/index.json with its files),
// each opened as a new project with its data.
import { el } from "./dom.mjs";

export async function loadGallery() {
  const response = await fetch("examples/index.json");
  if (!response.ok) throw new Error(`cannot load the gallery: HTTP ${response.status}`);
  return (await response.json()).examples;
}

/** The project an example opens as: its specification's text and its data files as Blobs. */
export async function exampleProject(example) {
  const get = async (path) => {
    const response = await fetch(`examples/${path}`);
    if (!response.ok) throw new Error(`cannot load examples/${path}: HTTP ${response.status}`);
    return response.blob();
  };
  const spec = await (await get(example.spec)).text();
  const files = [];
  for (const path of example.files ?? []) {
    const blob = await get(path);
    files.push({ name: path.slice(path.lastIndexOf("/") + 1), type: blob.type, blob });
  }
  return { name: example.title, spec, files, defaultSource: example.defaultSource ?? null };
}

/** Fills the gallery dialog's list; `open(example)` is called for the chosen entry. */
export function renderGallery(list, examples, open) {
  list.replaceChildren(...examples.map((x) => {
    const button = el("button", { type: "button", class: "gallery-item", "data-testid": `example-${x.id}` }, null, [
      el("strong", {}, x.title),
      el("span", { class: "muted" }, x.description ?? ""),
      el("code", { class: "muted" }, x.spec),
    ]);
    button.addEventListener("click", () => open(x));
    return el("li", { "data-group": x.group ?? "examples" }, null, [button]);
  }));
}
