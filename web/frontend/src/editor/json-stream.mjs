// JSON for the lite editor (lite.mjs): CodeMirror's stream-parser form of a language, 7 KB gzip
// smaller than @codemirror/lang-json's Lezer grammar (which the studio's editor keeps, for
// folding). Tokens get the highlight tags the themes style (propertyName, string, number, bool,
// null, brace, squareBracket, separator, invalid); a new line is indented by the depth of the
// brackets open before it, a closing bracket one level less; the same bracket closing and
// re-indent-on-input data as lang-json.
import { StreamLanguage } from "@codemirror/language";

function stringToken(stream) {
  let escaped = false;
  for (let c = stream.next(); c != null; c = stream.next()) {
    if (c === "\"" && !escaped) break;
    escaped = !escaped && c === "\\";
  }
  // A string a colon follows is a member name (on the same line, as JSON is written).
  return stream.match(/^\s*:/, false) ? "propertyName" : "string";
}

export const jsonStreamLanguage = StreamLanguage.define({
  name: "json",
  startState: () => ({ depth: 0 }),
  copyState: (state) => ({ depth: state.depth }),
  token(stream, state) {
    if (stream.eatSpace()) return null;
    const ch = stream.next();
    if (ch === "\"") return stringToken(stream);
    if (ch === "-" || (ch >= "0" && ch <= "9")) {
      stream.backUp(1);
      if (stream.match(/^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/)) return "number";
      stream.next();
      return "invalid";
    }
    if (ch === "{" || ch === "[") {
      state.depth += 1;
      return ch === "{" ? "brace" : "squareBracket";
    }
    if (ch === "}" || ch === "]") {
      state.depth = Math.max(0, state.depth - 1);
      return ch === "}" ? "brace" : "squareBracket";
    }
    if (ch === "," || ch === ":") return "separator";
    stream.backUp(1);
    if (stream.match(/^(?:true|false)\b/)) return "bool";
    if (stream.match(/^null\b/)) return "null";
    stream.next();
    return "invalid";
  },
  indent(state, textAfter, context) {
    const closing = /^\s*[}\]]/.test(textAfter);
    return Math.max(0, state.depth - (closing ? 1 : 0)) * context.unit;
  },
  languageData: {
    closeBrackets: { brackets: ["[", "{", "\""] },
    indentOnInput: /^\s*[}\]]$/,
  },
});
