// The specification editor (issue 21, COMMON-21.md "Editor module"): CodeMirror 6 with JSON,
// schema completion and hover, engine diagnostics as lint marks with did-you-mean quick fixes.
// Self-contained (no page globals) so the Power BI visual's edit mode can mount it as well.
//
//   const editor = createEditor(parent, { doc, schema, dark, onChange, completions, keymap,
//     contentAttributes });
//   editor.getText(); editor.setText(text); editor.setDiagnostics(list); editor.reveal(d);
//   editor.setDark(bool); editor.setSchema(schema); editor.focus(); editor.destroy(); editor.view

import { EditorState } from "@codemirror/state";
import {
  keymap, lineNumbers, highlightActiveLine, highlightActiveLineGutter,
  highlightSpecialChars, drawSelection, dropCursor,
} from "@codemirror/view";
import { defaultKeymap, history, historyKeymap, indentWithTab } from "@codemirror/commands";
import { bracketMatching, foldGutter, foldKeymap, indentOnInput } from "@codemirror/language";
import { json } from "@codemirror/lang-json";
import { lintGutter, lintKeymap } from "@codemirror/lint";
import { closeBrackets, closeBracketsKeymap, completionKeymap } from "@codemirror/autocomplete";
import { highlightSelectionMatches, searchKeymap } from "@codemirror/search";
import { mountEditor } from "./create.mjs";

export { rangeForDiagnostic, rangeForPointer, locate, parseTolerant } from "./json-text.mjs";

/** The studio's editor: everything of create.mjs plus folding, search, bracket matching. */
function full(base) {
  return [
    base.userKeys,
    lineNumbers(),
    highlightActiveLineGutter(),
    highlightSpecialChars(),
    history(),
    foldGutter(),
    drawSelection(),
    dropCursor(),
    EditorState.allowMultipleSelections.of(true),
    EditorState.tabSize.of(2),
    indentOnInput(),
    bracketMatching(),
    closeBrackets(),
    base.completion,
    highlightActiveLine(),
    highlightSelectionMatches(),
    json(),
    lintGutter(),
    base.hover,
    // Tab indents; Escape then Tab moves focus on (CodeMirror's tab-focus convention), so a
    // keyboard user is never trapped in the editor.
    keymap.of([...closeBracketsKeymap, ...defaultKeymap, ...searchKeymap, ...historyKeymap,
      ...foldKeymap, ...completionKeymap, ...lintKeymap, indentWithTab]),
    ...base.tail,
  ];
}

/** Mounts the editor in `parent` (see the header). */
export function createEditor(parent, options = {}) {
  return mountEditor(parent, options, full);
}
