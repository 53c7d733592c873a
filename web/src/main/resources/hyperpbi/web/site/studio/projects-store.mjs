// Projects in IndexedDB: {id, name, spec (text), files: [{name, type, blob}], defaultSource,
// runtime, updatedAt}, and the id of the project open last (settings store).
const DB = "hyperpbi-studio";
const VERSION = 1;

function request(r) {
  return new Promise((resolve, reject) => {
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error);
  });
}

export async function openStore() {
  const open = indexedDB.open(DB, VERSION);
  open.onupgradeneeded = () => {
    const db = open.result;
    if (!db.objectStoreNames.contains("projects")) db.createObjectStore("projects", { keyPath: "id" });
    if (!db.objectStoreNames.contains("settings")) db.createObjectStore("settings");
  };
  const db = await request(open);
  const store = (name, mode) => db.transaction(name, mode).objectStore(name);
  return {
    /** Every project, newest first, without their files' bytes being read. */
    async list() {
      const all = await request(store("projects", "readonly").getAll());
      return all.sort((a, b) => b.updatedAt - a.updatedAt || a.name.localeCompare(b.name));
    },
    get: (id) => request(store("projects", "readonly").get(id)),
    async put(project) {
      const saved = { ...project, updatedAt: Date.now() };
      await request(store("projects", "readwrite").put(saved));
      return saved;
    },
    delete: (id) => request(store("projects", "readwrite").delete(id)),
    getSetting: (key) => request(store("settings", "readonly").get(key)),
    setSetting: (key, value) => request(store("settings", "readwrite").put(value, key)),
  };
}

export function newProjectId() {
  return `p-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}
