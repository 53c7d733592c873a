// Named checks for the Node runners whose results a JUnit test asserts one by one: run() records
// "ok" or the failure under its name, report() prints them as one JSON line.
const results = {};

export function check(condition, message) {
  if (!condition) throw new Error(message);
}

/** Equal as JSON text. */
export function same(actual, expected, what) {
  const a = JSON.stringify(actual);
  const e = JSON.stringify(expected);
  if (a !== e) throw new Error(`${what}: expected ${e}, got ${a}`);
}

export async function run(name, body) {
  try {
    await body();
    results[name] = "ok";
  } catch (e) {
    results[name] = String(e && e.stack ? e.stack : e);
  }
}

/** How many checks ran and how many failed. */
export function tally() {
  const outcomes = Object.values(results);
  return { checks: outcomes.length, failed: outcomes.filter((r) => r !== "ok").length };
}

export function report() {
  console.log(JSON.stringify(results));
}
