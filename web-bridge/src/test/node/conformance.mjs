// Runs every conformance case through one TeaVM build of the engine and compares the output byte
// for byte with expected.json (minus one trailing newline), like the JVM harness.
//
//   node    conformance.mjs --runtime js   --build <dir with hyperpbi.mjs>  --cases <conformance dir>
//   node22  conformance.mjs --runtime wasm --build <dir with hyperpbi.wasm> --cases <conformance dir>
//   optional: --report <file>  writes {runtime, cases:[{name, request, requestSha256, pass, diff}]}
//
// Exit code 0 when every case matches, 1 when any differs, 2 on a usage or loading error.
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { caseRequest, allCases } from "./case-request.mjs";
import { loadEngine, parseArgs } from "./engine.mjs";

/** The same readable diff as ConformanceDiff.java: first differing line with context. */
export function describeDiff(expected, actual) {
  const want = expected.endsWith("\n") ? expected.slice(0, -1) : expected;
  if (want === actual) return null;
  const a = want.split("\n");
  const b = actual.split("\n");
  let line = 0;
  while (line < a.length && line < b.length && a[line] === b[line]) line++;
  let out = `first difference at line ${line + 1}\n`;
  for (let i = Math.max(0, line - 3); i < line; i++) out += `   ${a[i]}\n`;
  for (let i = line; i < Math.min(a.length, line + 4); i++) out += ` - ${a[i]}\n`;
  for (let i = line; i < Math.min(b.length, line + 4); i++) out += ` + ${b[i]}\n`;
  return out;
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  if (!args.runtime || !args.build || !args.cases) {
    console.error("usage: conformance.mjs --runtime js|wasm --build <dir> --cases <dir> [--report <file>]");
    process.exit(2);
  }
  const root = resolve(args.cases);
  const engine = await loadEngine(args.runtime, resolve(args.build));
  const cases = allCases(root);
  if (cases.length === 0) {
    console.error(`no conformance cases under ${root}`);
    process.exit(2);
  }
  const results = [];
  let failed = 0;
  for (const c of cases) {
    const result = { name: c.name, pass: false, diff: null };
    try {
      const request = caseRequest(c.dir);
      result.request = request;
      result.requestSha256 = createHash("sha256").update(request, "utf8").digest("hex");
      const actual = engine.evaluate(request);
      result.actual = actual;
      const expectedFile = join(c.dir, "expected.json");
      if (!existsSync(expectedFile)) {
        result.diff = `expected.json is missing; actual output:\n${actual}`;
      } else {
        result.diff = describeDiff(readFileSync(expectedFile, "utf8"), actual);
        result.pass = result.diff === null;
      }
    } catch (e) {
      result.diff = `engine call failed: ${e && e.stack ? e.stack : e}`;
    }
    if (!result.pass) {
      failed++;
      console.log(`FAIL ${args.runtime} ${c.name}: output differs from expected.json\n${result.diff}`);
    }
    results.push(result);
  }
  if (typeof args.report === "string") {
    writeFileSync(args.report, JSON.stringify({ runtime: args.runtime, cases: results }));
  }
  console.log(`conformance ${args.runtime}: ${cases.length - failed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
}

main().catch((e) => {
  console.error(`conformance runner error: ${e && e.stack ? e.stack : e}`);
  process.exit(2);
});
