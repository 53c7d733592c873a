// A project bundle: one JSON file with the specification, the data files (base64) and the
// settings, so a project moves between machines. Import validates every member and says which
// one is wrong.
export const BUNDLE_FORMAT = "hyperpbi-project";
export const BUNDLE_VERSION = 1;

function base64Of(bytes) {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** The bundle's JSON text for a project. */
export async function exportBundle(project) {
  const files = [];
  for (const f of project.files) {
    files.push({ name: f.name, type: f.type || "", base64: base64Of(new Uint8Array(await f.blob.arrayBuffer())) });
  }
  return JSON.stringify({
    format: BUNDLE_FORMAT, version: BUNDLE_VERSION, name: project.name, spec: project.spec, files,
    settings: { defaultSource: project.defaultSource ?? null, runtime: project.runtime ?? null },
  }, null, 2);
}

class BundleError extends Error {}

function fail(message) {
  throw new BundleError(`Not a valid project bundle: ${message}`);
}

/** The project a bundle's text holds ({name, spec, files, defaultSource, runtime}); throws with a clear message. */
export function importBundle(text) {
  let bundle;
  try {
    bundle = JSON.parse(text);
  } catch (e) {
    fail(`the file is not JSON (${e.message})`);
  }
  if (!bundle || typeof bundle !== "object" || Array.isArray(bundle)) fail("the file is not a JSON object");
  if (bundle.format !== BUNDLE_FORMAT) fail(`"format" must be "${BUNDLE_FORMAT}", not ${JSON.stringify(bundle.format ?? null)}`);
  if (bundle.version !== BUNDLE_VERSION) fail(`"version" ${JSON.stringify(bundle.version ?? null)} is not supported (this studio reads version ${BUNDLE_VERSION})`);
  if (typeof bundle.name !== "string" || bundle.name.trim() === "") fail(`"name" must be a non-empty string`);
  if (typeof bundle.spec !== "string") fail(`"spec" must be the specification's text (a string)`);
  if (!Array.isArray(bundle.files)) fail(`"files" must be an array`);
  const names = new Set();
  const files = bundle.files.map((f, i) => {
    if (!f || typeof f !== "object") fail(`files[${i}] must be an object`);
    if (typeof f.name !== "string" || f.name === "" || /[\\/]/.test(f.name)) fail(`files[${i}].name must be a file name`);
    if (names.has(f.name)) fail(`files[${i}].name "${f.name}" appears twice`);
    names.add(f.name);
    if (typeof f.base64 !== "string") fail(`files[${i}].base64 must be a string`);
    let binary;
    try {
      binary = atob(f.base64);
    } catch {
      fail(`files[${i}].base64 ("${f.name}") is not base64`);
    }
    const bytes = new Uint8Array(binary.length);
    for (let j = 0; j < binary.length; j++) bytes[j] = binary.charCodeAt(j);
    return { name: f.name, type: typeof f.type === "string" ? f.type : "", blob: new Blob([bytes], { type: f.type || "" }) };
  });
  const settings = bundle.settings ?? {};
  if (typeof settings !== "object" || Array.isArray(settings)) fail(`"settings" must be an object`);
  const runtime = settings.runtime === "wasm" || settings.runtime === "js" ? settings.runtime : null;
  return { name: bundle.name, spec: bundle.spec, files,
    defaultSource: typeof settings.defaultSource === "string" ? settings.defaultSource : null, runtime };
}

/** Offers text as a download named `name`. */
export function download(name, text, type = "application/json") {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
