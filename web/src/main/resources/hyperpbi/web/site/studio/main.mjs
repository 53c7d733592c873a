// The studio: a project (specification + data files) edited on the left, the live dashboard on
// the right (drawn by the shared painter from the engine's render tree), inspectors below.
// The engine runs behind the engine client (engine/engine-client.mjs); every edit re-evaluates
// ~300 ms after typing stops and a newer edit supersedes an older one. Projects live in
// IndexedDB. Data only ever reaches the DOM as text.
import { createPainter } from "../engine/painter.mjs";
import { createEngineClient } from "../engine/engine-client.mjs";
import { createEditor } from "../editor.js";
import { $, el, debounce } from "./dom.mjs";
import { openStore, newProjectId } from "./projects-store.mjs";
import { exportBundle, importBundle, download } from "./bundle.mjs";
import { loadGallery, exampleProject, renderGallery } from "./gallery.mjs";
import { checkPortability, renderPortability } from "./portability.mjs";
import { createSplit, createTabs } from "./layout.mjs";
import { renderDiagnostics } from "./diagnostics-panel.mjs";
import { renderDataPanel } from "./data-panel.mjs";
import { renderDatasetsPanel } from "./datasets-panel.mjs";
import { createLog } from "./log-panel.mjs";

const RUNTIME_NAMES = { js: "JavaScript", wasm: "WebAssembly" };
const FORMATS = { csv: "csv", tsv: "tsv", txt: "csv", xlsx: "xlsx", json: "json" };
const EMPTY_SPEC = "{\n  \"version\": \"2.0\",\n  \"title\": \"Untitled\",\n  \"components\": [\n    { \"type\": \"table\", \"id\": \"rows\" }\n  ]\n}\n";
const darkQuery = globalThis.matchMedia?.("(prefers-color-scheme: dark)");
const contrastQuery = globalThis.matchMedia?.("(forced-colors: active)");

const state = {
  store: null,
  project: null,          // {id, name, spec, files: [{name, type, blob}], defaultSource, updatedAt}
  client: null,
  runtime: "js",
  fileSources: new Map(), // file name → the source names the engine made of it
  sources: [],            // client.sources() answer
  remote: {},             // remote sources' lifecycle, from the last step
  datasets: [],
  diagnostics: [],
  selectedSource: null,
  selectedDataset: null,
  generation: 0,
  dashboardDrawn: false,
  lastSize: null,
  stale: new Set(["data", "datasets"]),
};

let editor = null;
/** True while the page itself sets the editor's text (opening a project is not an edit). */
let settingText = false;
let painter = null;
let tabs = null;
const log = createLog($("log"), $("log-clear"));

// ---------- status, save state, notices ----------

function setStatus(s, text) {
  $("status").dataset.state = s;
  $("status").textContent = text;
}

function setSaveState(s) {
  const text = { saved: "Saved", unsaved: "Unsaved", saving: "Saving…", error: "Not saved" }[s];
  $("save-state").dataset.state = s;
  $("save-state").textContent = text;
}

function notice(text, kind = "error") {
  const n = $("notice");
  n.textContent = text;
  n.dataset.kind = kind;
  n.hidden = !text;
}

const message = (e) => (e && e.message ? e.message : String(e));

// ---------- render options ----------

function theme() {
  return contrastQuery?.matches ? "high-contrast" : darkQuery?.matches ? "dark" : "light";
}

function viewport() {
  const pane = $("dashboard-pane");
  return { width: Math.max(280, Math.round(pane.clientWidth)), height: Math.max(240, Math.round(pane.clientHeight)) };
}

function renderOptions() {
  return { ...viewport(), theme: theme(), locale: navigator.language || "en-US" };
}

// ---------- the engine ----------

function freshPainter() {
  painter?.dispose();
  $("dashboard").replaceChildren();
  painter = createPainter($("dashboard"), {
    onEvent: (event) => dispatch(event).catch((e) => notice(`The gesture failed: ${message(e)}`)),
  });
}

function paint(tree) {
  if (!tree) return;
  try {
    painter.paint(tree);
  } catch {
    freshPainter();
    painter.paint(tree);
  }
}

async function startEngine(runtime) {
  state.client?.terminate();
  state.runtime = runtime;
  document.body.dataset.runtime = runtime;
  $("result-runtime").textContent = runtime;
  state.fileSources.clear();
  setStatus("loading", `Loading the ${RUNTIME_NAMES[runtime]} engine…`);
  const client = createEngineClient({ runtime, base: "engine/" });
  state.client = client;
  client.onEffect = (effect, info = {}) => {
    if (state.client !== client) return;
    log.effect(effect, info);
    if (effect.type === "scrollTo") {
      $("dashboard").querySelector(`[data-component="${CSS.escape(effect.target)}"]`)?.scrollIntoView({ block: "nearest" });
    }
  };
  // A step the page did not ask for: a remote source's answer.
  client.onUpdate = ({ step, tree }) => {
    if (state.client !== client) return;
    if (tree) paint(tree);
    if (step?.state?.sources) state.remote = step.state.sources;
    state.stale.add("data");
    state.stale.add("datasets");
    refreshVisiblePanel();
  };
  client.onError = (e) => notice(`The engine reported: ${message(e)}`);
  await client.ready;
  if (state.client !== client) return;
  await loadProjectSources();
}

function sourceNameOf(fileName) {
  const dot = fileName.lastIndexOf(".");
  return dot <= 0 ? fileName : fileName.slice(0, dot);
}

function formatOf(fileName) {
  const dot = fileName.lastIndexOf(".");
  return FORMATS[dot < 0 ? "" : fileName.slice(dot + 1).toLowerCase()] ?? "csv";
}

/** Hands one file to the engine (parsed there), showing its progress; answers its source names. */
async function addFileSource(file) {
  const progress = $("upload-progress");
  progress.hidden = false;
  progress.value = 0;
  const label = file.name;
  setStatus("loading", `Reading ${label}…`);
  try {
    const answer = await state.client.addSource(
      { name: sourceNameOf(file.name), format: formatOf(file.name), file: file.blob },
      { onProgress: ({ phase, loaded, total }) => {
        const fraction = total > 0 ? loaded / total : 0;
        progress.value = fraction;
        setStatus("loading", `${phase === "read" ? "Reading" : "Parsing"} ${label}… ${Math.round(fraction * 100)} %`);
      } });
    const answers = Array.isArray(answer) ? answer : answer?.sources ?? [answer];
    const names = answers.map((a) => a.name);
    state.fileSources.set(file.name, names);
    const problems = answers.flatMap((a) => a.diagnostics ?? []).filter((d) => d.severity === "error");
    if (problems.length > 0) notice(`${file.name}: ${problems.map((d) => d.message).join("; ")}`);
    return names;
  } finally {
    progress.hidden = true;
  }
}

async function loadProjectSources() {
  for (const file of state.project.files) await addFileSource(file);
  await refreshSources();
}

async function refreshSources() {
  state.sources = await state.client.sources();
  const names = state.sources.map((s) => s.name);
  if (!names.includes(state.project.defaultSource)) state.project.defaultSource = names[0] ?? null;
  if (!names.includes(state.selectedSource)) state.selectedSource = state.project.defaultSource;
  state.stale.add("data");
  refreshVisiblePanel();
}

function parses(text) {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** Evaluates the editor's text now; a newer call supersedes this one. */
async function evaluate() {
  const client = state.client;
  if (!client || !state.project) return;
  scheduleEvaluate.cancel();
  const mine = ++state.generation;
  const spec = editor.getText();
  setStatus("running", `Evaluating with the ${RUNTIME_NAMES[state.runtime]} engine…`);
  try {
    if (!parses(spec)) {
      // The last good dashboard stays; the engine's check locates the syntax error.
      const document = await client.check({ spec, defaultSource: state.project.defaultSource ?? undefined, host: "web", network: true });
      if (mine !== state.generation) return;
      showDiagnostics(document.diagnostics ?? []);
      const first = (document.diagnostics ?? [])[0];
      const why = first?.message ? first.message.charAt(0).toUpperCase() + first.message.slice(1)
        : "The specification is not valid JSON";
      $("banner").textContent = `${why}.${state.dashboardDrawn ? " The last good dashboard is shown." : ""}`;
      $("banner").hidden = false;
      setStatus("invalid", "Not evaluated: the specification is not valid JSON.");
      return;
    }
    const answer = await client.open({ spec, defaultSource: state.project.defaultSource ?? undefined,
      host: "web", network: true, ...renderOptions() });
    if (answer.superseded || mine !== state.generation) {
      if (mine === state.generation) setStatus("superseded", "Superseded by a newer edit.");
      else if ($("status").dataset.state === "running") $("status").textContent = "Superseded by a newer edit; evaluating it…";
      return;
    }
    $("banner").hidden = true;
    const wasDrawn = state.dashboardDrawn;
    if (answer.tree) {
      paint(answer.tree);
      state.dashboardDrawn = true;
      state.lastSize = viewport();
    } else {
      freshPainter();
      state.dashboardDrawn = false;
    }
    const document = answer.document ?? {};
    showDiagnostics(Array.isArray(document.diagnostics) ? document.diagnostics : []);
    const remote = document.initial?.state?.sources ?? {};
    // The Data panel is drawn again only when the remote sources changed (an edit keeps its scroll).
    // (It needs the dashboard for a source's rows: drawn again when there was none before.)
    if (!wasDrawn || JSON.stringify(remote) !== JSON.stringify(state.remote)) state.stale.add("data");
    state.remote = remote;
    state.stale.add("datasets");
    refreshVisiblePanel();
    const ms = Math.round(answer.elapsedMs ?? 0);
    const errors = state.diagnostics.filter((d) => d.severity === "error").length;
    setStatus("done", `Evaluated in ${ms} ms (${RUNTIME_NAMES[state.runtime]})`
      + (errors > 0 ? ` · ${errors} error${errors > 1 ? "s" : ""}` : ""));
  } catch (e) {
    if (mine !== state.generation) return;
    setStatus("error", `The ${RUNTIME_NAMES[state.runtime]} engine failed: ${message(e)}`);
  }
}

const scheduleEvaluate = debounce(evaluate, 300);

async function dispatch(event) {
  const entry = log.gesture(event);
  const answer = await state.client.dispatch(event);
  log.settle(entry);
  if (answer.tree) paint(answer.tree);
  const step = answer.step;
  if (step) {
    for (const d of step.diagnostics ?? []) {
      entry.append(el("div", { class: `effect severity-${d.severity}`, "data-code": d.code }, `${d.severity} ${d.code}: ${d.message}`));
    }
    if (step.state?.sources) {
      state.remote = step.state.sources;
      state.stale.add("data");
    }
    state.stale.add("datasets");
    refreshVisiblePanel();
  }
}

function showDiagnostics(diagnostics) {
  state.diagnostics = diagnostics;
  renderDiagnostics($("diagnostics"), $("diagnostic-count"), diagnostics, (d) => editor.reveal(d));
  $("tab-diagnostics").dataset.errors = String(diagnostics.some((d) => d.severity === "error"));
  editor.setDiagnostics(diagnostics);
}

// ---------- panels ----------

async function refreshVisiblePanel() {
  const panel = tabs?.current;
  if (!panel || !state.stale.has(panel) || !state.client) return;
  state.stale.delete(panel);
  if (panel === "data") {
    renderDataPanel($("panel-data"), {
      sources: state.sources, remote: state.remote, defaultSource: state.project.defaultSource,
      selected: state.selectedSource,
      onSelect: (name) => { state.selectedSource = name; state.stale.add("data"); refreshVisiblePanel(); },
      onDefault: (name) => { state.project.defaultSource = name; changed(); state.stale.add("data"); refreshVisiblePanel(); evaluate(); },
      onRemove: (name) => removeSource(name),
      fetchRows: async (name, first, count) => (await state.client.datasetRows(name, first, count)).rows,
    });
  } else if (panel === "datasets") {
    state.datasets = await state.client.datasets();
    if (!state.datasets.some((d) => d.name === state.selectedDataset)) state.selectedDataset = state.datasets[0]?.name ?? null;
    renderDatasetsPanel($("panel-datasets"), {
      datasets: state.datasets, selected: state.selectedDataset, client: state.client,
      onSelect: (name) => { state.selectedDataset = name; state.stale.add("datasets"); refreshVisiblePanel(); },
    });
  }
}

async function removeSource(name) {
  const file = [...state.fileSources.entries()].find(([, names]) => names.includes(name))?.[0];
  const names = file ? state.fileSources.get(file) : [name];
  for (const n of names) await state.client.removeSource(n);
  if (file) state.fileSources.delete(file);
  state.project.files = state.project.files.filter((f) => f.name !== file);
  changed();
  await refreshSources();
  await evaluate();
}

async function addFiles(list) {
  for (const f of list) {
    const file = { name: f.name, type: f.type, blob: f };
    // An upload replaces a file of the same name.
    state.project.files = state.project.files.filter((x) => x.name !== f.name).concat([file]);
    try {
      await addFileSource(file);
    } catch (e) {
      notice(`${f.name} could not be read: ${message(e)}`);
    }
  }
  changed();
  await refreshSources();
  tabs.show("data");
  await evaluate();
}

// ---------- persistence ----------

const autosave = debounce(() => save(), 800);

function changed() {
  setSaveState("unsaved");
  autosave();
}

async function save() {
  autosave.cancel();
  if (!state.store || !state.project) return;
  state.project.spec = editor.getText();
  state.project.name = $("project-name").value.trim() || "Untitled";
  setSaveState("saving");
  try {
    state.project = await state.store.put(state.project);
    await state.store.setSetting("current", state.project.id);
    setSaveState("saved");
    await renderProjectList();
  } catch (e) {
    setSaveState("error");
    notice(`The project could not be saved: ${message(e)}`);
  }
}

async function renderProjectList() {
  const projects = await state.store.list();
  $("projects").replaceChildren(...projects.map((p) => el("option", { value: p.id }, p.name)));
  $("projects").value = state.project.id;
}

/** Makes `project` the open one: editor text, engine sources, evaluation. */
async function openProject(project) {
  setStatus("loading", `Opening ${project.name}…`);
  state.project = project;
  $("project-name").value = project.name;
  setEditorText(project.spec);
  state.selectedSource = null;
  state.selectedDataset = null;
  state.dashboardDrawn = false;
  freshPainter();
  log.reset();
  for (const names of state.fileSources.values()) for (const n of names) await state.client?.removeSource(n);
  state.fileSources.clear();
  await state.store?.setSetting("current", project.id);
  await renderProjectList();
  if (state.client) {
    await state.client.ready;
    await loadProjectSources();
    await evaluate();
  }
}

async function createProject(fields) {
  const project = await state.store.put({ id: newProjectId(), files: [], defaultSource: null, ...fields });
  await openProject(project);
  setSaveState("saved");
}

/** The page's built-in projects (demo/, remote-demo/): `?project=remote-demo` opens the other one. */
const BUILT_IN = { demo: "Regional revenue (demo)", "remote-demo": "Remote targets (demo)" };

async function demoProject(folder = "demo") {
  const [spec, csv] = await Promise.all([`${folder}/spec.json`, `${folder}/sales.csv`].map(async (url) => {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`cannot load ${url}: HTTP ${response.status}`);
    return response.blob();
  }));
  return { name: BUILT_IN[folder], spec: await spec.text(), builtIn: folder,
    files: [{ name: "sales.csv", type: "text/csv", blob: csv }], defaultSource: "sales" };
}

function setEditorText(text) {
  settingText = true;
  try {
    editor.setText(text);
  } finally {
    settingText = false;
  }
}

function slug(name) {
  return (name || "project").toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "") || "project";
}

// ---------- header actions ----------

async function openGallery() {
  const dialog = $("gallery");
  dialog.showModal();
  try {
    const examples = await loadGallery();
    renderGallery($("gallery-list"), examples, async (example) => {
      dialog.close();
      setStatus("loading", `Opening ${example.title}…`);
      await save();
      try {
        await createProject(await exampleProject(example));
      } catch (e) {
        notice(`The example could not be opened: ${message(e)}`);
      }
    });
  } catch (e) {
    $("gallery-list").replaceChildren(el("li", { class: "severity-error" }, message(e)));
  }
}

async function copyForPowerBi() {
  const dialog = $("portability");
  const spec = editor.getText();
  $("portability-status").textContent = "Checking the specification as the Power BI visual runs it…";
  $("portability-results").replaceChildren();
  dialog.dataset.state = "checking";
  dialog.showModal();
  try {
    const results = await checkPortability(state.client, spec, state.project.defaultSource ?? undefined);
    renderPortability($("portability-results"), results);
    const copied = await copy(spec);
    const works = results.filter((r) => r.ok).map((r) => r.title);
    $("portability-status").textContent = (copied ? "The specification is on the clipboard. " : "Copying was refused by the browser: use the button. ")
      + (works.length === results.length ? "It works in both packages." : works.length === 0 ? "It would not work in either package as it is." : `It works only in the ${works[0]}.`);
    dialog.dataset.state = copied ? "copied" : "checked";
  } catch (e) {
    $("portability-status").textContent = `The check failed: ${message(e)}`;
    dialog.dataset.state = "error";
  }
}

async function copy(text) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

// ---------- wiring ----------

function isMod(e) {
  return (e.ctrlKey || e.metaKey) && !e.altKey;
}

function wire() {
  $("evaluate").addEventListener("click", () => evaluate());
  $("runtime").addEventListener("change", async () => {
    localStorage.setItem("hyperpbi-studio-runtime", $("runtime").value);
    try {
      await startEngine($("runtime").value);
      await evaluate();
    } catch (e) {
      setStatus("error", `The ${RUNTIME_NAMES[$("runtime").value]} engine could not load: ${message(e)}`);
    }
  });
  $("files").addEventListener("change", () => {
    const files = [...$("files").files];
    $("files").value = "";
    addFiles(files);
  });
  $("project-name").addEventListener("input", changed);
  $("project-name").addEventListener("change", () => save());
  $("projects").addEventListener("change", async () => {
    const id = $("projects").value; // save() lists the projects again, selecting the open one
    await save();
    const project = await state.store.get(id);
    if (project) await openProject(project);
  });
  $("project-new").addEventListener("click", async () => {
    await save();
    await createProject({ name: "Untitled", spec: EMPTY_SPEC });
  });
  $("project-delete").addEventListener("click", async () => {
    if (!confirm(`Delete the project “${state.project.name}” and its files from this browser?`)) return;
    await state.store.delete(state.project.id);
    const rest = await state.store.list();
    if (rest.length > 0) await openProject(rest[0]);
    else await createProject(await demoProject());
  });
  $("gallery-open").addEventListener("click", openGallery);
  $("copy-powerbi").addEventListener("click", copyForPowerBi);
  $("portability-copy").addEventListener("click", async () => {
    const ok = await copy(editor.getText());
    $("portability-status").textContent = ok ? "The specification is on the clipboard." : "The browser refused the clipboard.";
  });
  $("export-bundle").addEventListener("click", async () => {
    await save();
    download(`${slug(state.project.name)}.hyperpbi.json`, await exportBundle(state.project));
  });
  $("download-spec").addEventListener("click", () => download(`${slug(state.project.name)}.json`, editor.getText()));
  $("import-bundle").addEventListener("click", () => $("import-file").click());
  $("import-file").addEventListener("change", async () => {
    const file = $("import-file").files[0];
    $("import-file").value = "";
    if (!file) return;
    try {
      const project = importBundle(await file.text());
      await save();
      await createProject(project);
      notice(`Imported “${project.name}” (${project.files.length} file${project.files.length === 1 ? "" : "s"}).`, "info");
    } catch (e) {
      notice(`${file.name}: ${message(e)}`);
    }
  });
  // Ctrl+S and Ctrl+Enter anywhere on the page (the editor binds them too).
  document.addEventListener("keydown", (e) => {
    if (e.defaultPrevented) return; // the editor's keymap ran it already
    if (isMod(e) && e.key.toLowerCase() === "s") {
      e.preventDefault();
      save();
    } else if (isMod(e) && e.key === "Enter") {
      e.preventDefault();
      evaluate();
    }
  });
  darkQuery?.addEventListener?.("change", () => {
    editor.setDark(darkQuery.matches);
    rerender();
  });
  new ResizeObserver(() => rerenderSoon()).observe($("dashboard-pane"));
  window.addEventListener("beforeunload", () => { if (autosave.pending()) save(); });
}

/** Draws the same dashboard at the pane's new size or theme: no re-evaluation. */
async function rerender() {
  if (!state.dashboardDrawn || !state.client) return;
  const size = viewport();
  state.lastSize = size;
  const answer = await state.client.render(renderOptions());
  if (answer?.tree) paint(answer.tree);
}

const rerenderSoon = debounce(() => {
  const size = viewport();
  if (state.lastSize && Math.abs(size.width - state.lastSize.width) < 2 && Math.abs(size.height - state.lastSize.height) < 2) return;
  rerender();
}, 120);

async function main() {
  const params = new URLSearchParams(location.search);
  const requested = params.get("runtime") ?? localStorage.getItem("hyperpbi-studio-runtime");
  if (requested === "js" || requested === "wasm") $("runtime").value = requested;
  editor = createEditor($("editor"), {
    doc: "", dark: Boolean(darkQuery?.matches),
    onChange: () => { if (settingText) return; changed(); scheduleEvaluate(); },
    completions: () => state.client?.completions() ?? { sources: [], datasets: [] },
    keymap: [{ key: "Mod-Enter", run: () => { evaluate(); return true; } },
      { key: "Mod-s", run: () => { save(); return true; } }],
    contentAttributes: { "data-testid": "spec-text", "aria-label": "Specification (JSON)" },
  });
  loadSchema();
  createSplit($("workspace"), $("workspace").querySelector(".editor-pane"), $("split"));
  tabs = createTabs($("tabs"), { onShow: () => refreshVisiblePanel() });
  freshPainter();
  wire();
  try {
    state.store = await openStore();
  } catch (e) {
    notice(`Projects cannot be saved in this browser (IndexedDB: ${message(e)}).`);
    state.store = memoryStore();
  }
  const current = await state.store.getSetting("current");
  let project = current ? await state.store.get(current) : null;
  const asked = params.get("project");
  if (Object.hasOwn(BUILT_IN, asked ?? "") && project?.builtIn !== asked) {
    project = (await state.store.list()).find((p) => p.builtIn === asked) ?? null;
    if (!project) project = await state.store.put({ id: newProjectId(), ...(await demoProject(asked)) });
  }
  if (!project) project = await state.store.put({ id: newProjectId(), ...(await demoProject()) });
  state.project = project;
  $("project-name").value = project.name;
  setEditorText(project.spec);
  await renderProjectList();
  await state.store.setSetting("current", project.id);
  try {
    await startEngine($("runtime").value);
    await evaluate();
  } catch (e) {
    setStatus("error", `The ${RUNTIME_NAMES[$("runtime").value]} engine could not load: ${message(e)}`);
  }
}

/** The specification's JSON Schema (served by the launcher) for the editor's completion and hover. */
async function loadSchema() {
  try {
    const response = await fetch("hyperpbi.schema.json");
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    editor.setSchema(await response.json());
  } catch (e) {
    notice(`The editor works without schema help: hyperpbi.schema.json could not be loaded (${message(e)}).`);
  }
}

/** Projects for this page only, when IndexedDB is unavailable (private windows of some browsers). */
function memoryStore() {
  const projects = new Map();
  const settings = new Map();
  return {
    list: async () => [...projects.values()],
    get: async (id) => projects.get(id),
    put: async (p) => { const saved = { ...p, updatedAt: Date.now() }; projects.set(p.id, saved); return saved; },
    delete: async (id) => projects.delete(id),
    getSetting: async (k) => settings.get(k),
    setSetting: async (k, v) => settings.set(k, v),
  };
}

main();
