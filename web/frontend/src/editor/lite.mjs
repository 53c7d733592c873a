// The Power BI visual's edit-mode editor (pbiviz-bridge, `editor-lite.js`): the module API of
// index.mjs (createEditor, the same options and methods) with fewer CodeMirror features, so the
// network-free package keeps its 400 KB budget (issue 22 §6). It has what authoring in edit mode
// needs: JSON highlighting and indentation (json-stream.mjs, a stream parser in place of the Lezer
// grammar), line numbers, schema completion and hover, the engine's diagnostics as
// lint marks with quick fixes, undo/redo, auto-indent, bracket closing, Tab indenting (Escape then
// Tab moves focus on), CodeMirror's standard keys (cursor motion, selection, deletion). Left out
// (the studio's editor has them): the lint gutter (edit mode lists every diagnostic under the
// editor; 3 KB of the package), search (Mod-f), folding, bracket matching, active-line and
// selection-match highlights, drop cursor, multiple selections, the default keymap's extra
// commands (line moves and copies, comment toggles, indent by Mod-[ / Mod-]).

import { EditorState } from "@codemirror/state";
import { keymap, lineNumbers, drawSelection } from "@codemirror/view";
import { standardKeymap, history, historyKeymap, indentWithTab } from "@codemirror/commands";
import { indentOnInput } from "@codemirror/language";
import { closeBrackets, closeBracketsKeymap, completionKeymap } from "@codemirror/autocomplete";
import { mountEditor } from "./create.mjs";
import { jsonStreamLanguage } from "./json-stream.mjs";

export { rangeForDiagnostic, rangeForPointer, locate, parseTolerant } from "./json-text.mjs";

function lite(base) {
  return [
    base.userKeys,
    lineNumbers(),
    history(),
    drawSelection(),
    EditorState.tabSize.of(2),
    indentOnInput(),
    closeBrackets(),
    base.completion,
    jsonStreamLanguage,
    base.hover,
    keymap.of([...closeBracketsKeymap, ...standardKeymap, ...historyKeymap, ...completionKeymap,
      indentWithTab]),
    ...base.tail,
  ];
}

/** Mounts the edit-mode editor in `parent` (index.mjs's header). */
export function createEditor(parent, options = {}) {
  return mountEditor(parent, options, lite);
}
