// The editor both builds share (index.mjs, the studio's full editor; lite.mjs, the Power BI
// visual's edit mode): CodeMirror 6 with JSON, schema completion and hover, engine diagnostics as
// lint marks with did-you-mean quick fixes, undo history. Each build chooses its other editing
// features (web/README.md, "The specification editor"); the module API is the same.

import { EditorState, Compartment, Prec } from "@codemirror/state";
import { EditorView, keymap, hoverTooltip } from "@codemirror/view";
import { syntaxHighlighting, defaultHighlightStyle, HighlightStyle } from "@codemirror/language";
import { setDiagnostics, forEachDiagnostic } from "@codemirror/lint";
import { autocompletion, startCompletion } from "@codemirror/autocomplete";
import { tags } from "@lezer/highlight";
import { suggest, needsFields, hoverAt } from "./suggest.mjs";
import { toLintDiagnostics, quickFixChange } from "./lint-map.mjs";
import { rangeForDiagnostic } from "./json-text.mjs";

const lightTheme = EditorView.theme({
  "&": { backgroundColor: "#ffffff", color: "#1f2328", height: "100%" },
  ".cm-gutters": { backgroundColor: "#f6f8fa", color: "#6e7781", borderRight: "1px solid #d0d7de" },
  ".cm-activeLine": { backgroundColor: "#f2f6fc" },
  ".cm-activeLineGutter": { backgroundColor: "#e6ecf5" },
  ".cm-hyperpbi-hover": { maxWidth: "28rem", padding: "4px 8px" },
  ".cm-hyperpbi-hover-type": { color: "#57606a", fontFamily: "monospace" },
}, { dark: false });

const darkTheme = EditorView.theme({
  "&": { backgroundColor: "#1e1f22", color: "#d4d4d4", height: "100%" },
  ".cm-content": { caretColor: "#f0f0f0" },
  ".cm-cursor, .cm-dropCursor": { borderLeftColor: "#f0f0f0" },
  "&.cm-focused > .cm-scroller > .cm-selectionLayer .cm-selectionBackground, .cm-selectionBackground, ::selection":
    { backgroundColor: "#264f78" },
  ".cm-gutters": { backgroundColor: "#1e1f22", color: "#858585", borderRight: "1px solid #333" },
  ".cm-activeLine": { backgroundColor: "#2a2d32" },
  ".cm-activeLineGutter": { backgroundColor: "#2a2d32" },
  ".cm-matchingBracket, &.cm-focused .cm-matchingBracket": { backgroundColor: "#3a3d41", outline: "1px solid #888" },
  ".cm-tooltip": { backgroundColor: "#252526", color: "#d4d4d4", border: "1px solid #454545" },
  ".cm-tooltip-autocomplete > ul > li[aria-selected]": { backgroundColor: "#04395e", color: "#ffffff" },
  ".cm-panels": { backgroundColor: "#252526", color: "#d4d4d4" },
  ".cm-searchMatch": { backgroundColor: "#613214" },
  ".cm-hyperpbi-hover": { maxWidth: "28rem", padding: "4px 8px" },
  ".cm-hyperpbi-hover-type": { color: "#9cdcfe", fontFamily: "monospace" },
}, { dark: true });

const darkHighlight = HighlightStyle.define([
  { tag: tags.propertyName, color: "#9cdcfe" },
  { tag: tags.string, color: "#ce9178" },
  { tag: tags.number, color: "#b5cea8" },
  { tag: [tags.bool, tags.null], color: "#569cd6" },
  { tag: tags.invalid, color: "#f44747" },
  { tag: [tags.brace, tags.squareBracket, tags.separator], color: "#d4d4d4" },
]);

const lightHighlight = HighlightStyle.define([
  { tag: tags.propertyName, color: "#0451a5" },
  { tag: tags.string, color: "#a31515" },
  { tag: tags.number, color: "#098658" },
  { tag: [tags.bool, tags.null], color: "#0000ff" },
  { tag: tags.invalid, color: "#cd3131" },
]);

function look(dark) {
  return dark ? [darkTheme, syntaxHighlighting(darkHighlight)]
    : [lightTheme, syntaxHighlighting(lightHighlight), syntaxHighlighting(defaultHighlightStyle, { fallback: true })];
}

/** A schema object from an object or JSON text; null when there is none (or it is unreadable). */
function schemaObject(value) {
  if (typeof value === "string") {
    try {
      value = JSON.parse(value);
    } catch {
      return null; // no schema help rather than no editor
    }
  }
  return value !== null && typeof value === "object" ? value : null;
}

/**
 * Mounts the editor in `parent` (index.mjs's header) with the extensions `features(base)`
 * returns: `base` holds what every build has (the page's keys, schema completion, hover, line
 * wrapping, the page's attributes, change events; the theme is added last); each build adds its
 * own editing features around them in CodeMirror's order.
 */
export function mountEditor(parent, options = {}, features) {
  const lookSlot = new Compartment();
  let dark = Boolean(options.dark);
  let schema = schemaObject(options.schema);
  const onChange = typeof options.onChange === "function" ? options.onChange : null;
  const completions = typeof options.completions === "function" ? options.completions : null;
  const extraKeys = Array.isArray(options.keymap) ? options.keymap : [];
  const contentAttributes = options.contentAttributes && typeof options.contentAttributes === "object"
    ? { ...options.contentAttributes } : {};
  let api;

  async function complete(context) {
    const text = context.state.doc.toString();
    const pos = context.pos;
    let fields = null;
    if (completions !== null && needsFields(text, pos, schema)) {
      try {
        fields = await completions();
      } catch {
        fields = null; // no engine answer: schema help still works
      }
      if (context.aborted) return null;
    }
    const result = suggest(text, pos, schema, fields, context.explicit);
    if (result === null) return null;
    return {
      from: result.from,
      to: result.to,
      validFor: result.quoted ? /^[^"\\]*$/ : /^[\w$-]*$/,
      options: result.options.map((o, i) => ({
        label: o.label,
        // Values keep the schema's (or the dataset's) order; CodeMirror would sort them by name.
        boost: result.kind === "value" ? Math.max(-99, -i) : 0,
        detail: o.detail,
        info: o.info,
        type: o.type,
        apply: (view, _completion, from, to) => {
          // The change was computed for from..to at request time; the typed text since then
          // is inside it (validFor), so the end moves with the cursor.
          const end = o.change.to + (to - result.to);
          view.dispatch({
            changes: { from: o.change.from, to: Math.max(end, o.change.from), insert: o.change.insert },
            selection: { anchor: o.cursor + 0 },
            userEvent: "input.complete",
          });
          // An empty string value was written with the cursor inside: offer its values now.
          if (o.change.insert.endsWith("\"\"")) startCompletion(view);
        },
      })),
    };
  }

  const hover = hoverTooltip((view, pos) => {
    const help = hoverAt(view.state.doc.toString(), pos, schema);
    if (help === null) return null;
    return {
      pos: help.from,
      end: help.to,
      above: true,
      create() {
        const dom = document.createElement("div");
        dom.className = "cm-hyperpbi-hover";
        dom.dataset.testid = "editor-hover";
        const head = document.createElement("div");
        const name = document.createElement("strong");
        name.textContent = help.name;
        head.append(name);
        if (help.type) {
          const type = document.createElement("span");
          type.className = "cm-hyperpbi-hover-type";
          type.textContent = " " + help.type;
          head.append(type);
        }
        dom.append(head);
        if (help.description) {
          const text = document.createElement("div");
          text.textContent = help.description;
          dom.append(text);
        }
        return { dom };
      },
    };
  });

  const userKeys = extraKeys
    .filter((k) => k && typeof k.key === "string" && typeof k.run === "function")
    .map((k) => ({ key: k.key, preventDefault: true, run: () => { k.run(api); return true; } }));

  const base = {
    userKeys: Prec.highest(keymap.of(userKeys)),
    completion: autocompletion({ override: [complete], icons: false }),
    hover,
    tail: [
      // Long lines wrap: a component on one line stays readable in a narrow pane (390 px).
      EditorView.lineWrapping,
      // The page may name the editable element (aria-label, data-testid...): Playwright's fill
      // works on it as on a textarea.
      EditorView.contentAttributes.of({ "aria-label": "Specification (JSON)", ...contentAttributes }),
      EditorView.updateListener.of((update) => {
        if (update.docChanged && onChange !== null) onChange(update.state.doc.toString());
      }),
    ],
  };
  // The theme last, as it is now (setText after setDark keeps the dark look).
  const extensions = () => [...features(base), lookSlot.of(look(dark))];

  const newState = (doc) => EditorState.create({ doc, extensions: extensions() });
  const view = new EditorView({ state: newState(String(options.doc ?? "")), parent });

  function lintFor(text, diagnostics) {
    return toLintDiagnostics(text, diagnostics).map((d) => ({
      from: d.from,
      to: d.to,
      severity: d.severity,
      message: d.message,
      source: d.source,
      engine: d.engine,
      actions: d.suggestion === null ? undefined : [{
        name: "Change to '" + d.suggestion + "'",
        apply(v, from, to) {
          const change = quickFixChange(v.state.doc.toString(), from, to, d.suggestion, d.source);
          if (change !== null) v.dispatch({ changes: change, userEvent: "input.quickfix" });
        },
      }],
    }));
  }

  /** The current (mapped) range of an engine diagnostic shown in the editor, or null. */
  function markedRange(diagnostic) {
    let found = null;
    forEachDiagnostic(view.state, (d, from, to) => {
      if (found !== null) return;
      const e = d.engine;
      if (e === diagnostic || (e && diagnostic && e.code === diagnostic.code && e.path === diagnostic.path
          && e.message === diagnostic.message)) {
        found = { from, to };
      }
    });
    return found;
  }

  api = {
    view,
    getText: () => view.state.doc.toString(),
    /** Replaces the document (a new project or example): history and marks start afresh. */
    setText(text) {
      view.setState(newState(String(text ?? "")));
      if (onChange !== null) onChange(view.state.doc.toString());
    },
    setDiagnostics(diagnostics) {
      view.dispatch(setDiagnostics(view.state, lintFor(view.state.doc.toString(), diagnostics)));
    },
    reveal(diagnostic) {
      const range = markedRange(diagnostic) ?? rangeForDiagnostic(view.state.doc.toString(), diagnostic ?? {});
      const len = view.state.doc.length;
      const from = Math.min(range.from, len);
      const to = Math.min(range.to, len);
      view.dispatch({ selection: { anchor: from, head: to }, effects: EditorView.scrollIntoView(from, { y: "center" }) });
      view.focus();
    },
    setDark(value) {
      dark = Boolean(value);
      view.dispatch({ effects: lookSlot.reconfigure(look(dark)) });
    },
    /** A parsed JSON Schema, or its text (the engine's specificationSchema()). */
    setSchema(value) {
      schema = schemaObject(value);
    },
    focus: () => view.focus(),
    destroy: () => view.destroy(),
  };
  return api;
}
