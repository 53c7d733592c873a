// ESLint for the visual (package.sh runs it before packaging; any error or warning fails the
// build): Microsoft's eslint-plugin-powerbi-visuals rules (no innerHTML, no document.write, no
// http: strings, no insecure random, ...) on the visual's TypeScript and on the hand-written page
// modules it bundles, plus typescript-eslint's recommended rules on the TypeScript. The engine's
// TeaVM output (src/generated/hyperpbi.mjs), the editor's esbuild bundle of CodeMirror
// (editor.mjs) and the schema (schema.mjs) are generated code and not linted.
import powerbiVisuals from "eslint-plugin-powerbi-visuals";
import tseslint from "typescript-eslint";

export default [
  { ignores: ["node_modules/**", "dist/**", ".tmp/**", "webpack.statistics.*", "src/generated/hyperpbi.mjs", "src/generated/editor.mjs", "src/generated/schema.mjs"] },
  { ...powerbiVisuals.configs.recommended, files: ["src/**/*.ts", "src/**/*.mts", "src/**/*.mjs"] },
  ...tseslint.configs.recommended.map((config) => ({ ...config, files: ["src/**/*.ts", "src/**/*.mts"] })),
  {
    files: ["src/**/*.d.mts"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
];
