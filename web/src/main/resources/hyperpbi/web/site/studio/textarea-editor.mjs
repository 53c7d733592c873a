// TEMPORARY stand-in for editor.js (the CodeMirror bundle) with the same createEditor API over
// a plain textarea; delete it when editor.js is in the site.
export function createEditor(parent, { doc = "", onChange = () => {}, keymap = [] } = {}) {
  const area = document.createElement("textarea");
  area.className = "plain-editor";
  area.spellcheck = false;
  area.setAttribute("data-testid", "spec-text");
  area.setAttribute("aria-label", "Specification");
  area.value = doc;
  parent.replaceChildren(area);
  area.addEventListener("input", () => onChange(area.value));
  area.addEventListener("keydown", (e) => {
    const mod = e.ctrlKey || e.metaKey;
    for (const binding of keymap) {
      const [, key] = binding.key.split("-");
      if (mod && e.key.toLowerCase() === key.toLowerCase()) {
        e.preventDefault();
        binding.run();
      }
    }
  });
  return {
    getText: () => area.value,
    setText(text) { area.value = text; },
    setDiagnostics() {},
    reveal(d) {
      area.focus();
      if (d.line) {
        const lines = area.value.split("\n");
        const at = lines.slice(0, d.line - 1).reduce((n, l) => n + l.length + 1, 0) + (d.column ?? 1) - 1;
        area.setSelectionRange(at, at);
      }
    },
    setDark() {},
    destroy() { area.remove(); },
  };
}
