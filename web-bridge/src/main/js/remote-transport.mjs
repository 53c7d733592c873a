// Carries out one planned remote-source request under the policy of data-model.txt ("MiniUp
// remote sources"): GET only, credentials omitted, no referrer, no redirects, JSON responses only,
// the body streamed against the size limit, a time limit, and cancellation by its consumer. The
// URL is the engine's plan (fixed MiniUp origins, or the build's REST trust list checked at
// preparation); this module refuses anything that is not such a request and never widens it.

const MAX_BYTES = 5 * 1024 * 1024;
const MIN_TIMEOUT_MS = 1000;
const MAX_TIMEOUT_MS = 15000;

class Refusal extends Error {}

/**
 * The transport options of a host's options (LiveHost, PowerBiHost): the fetch implementation,
 * the browser's unless a test passes its own.
 */
export function transportOptions({ fetch = globalThis.fetch } = {}) {
  return { fetch };
}

/**
 * Fetches `request` ({url, method, timeoutMs, maxBytes}: a fetchSource effect). Resolves to
 * {text} or {error} (a message naming the reason), or {cancelled: true} when `signal` aborted it;
 * never rejects.
 */
export async function fetchRemote(request, { fetch = globalThis.fetch, signal } = {}) {
  const refused = refusal(request);
  if (refused) return { error: refused };
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, request.timeoutMs);
  const cancel = () => controller.abort();
  signal?.addEventListener("abort", cancel);
  // Rejects once the request is aborted (time limit, consumer, size limit): every wait below
  // races it, so the limits hold even against a fetch or a body stream that ignores its signal.
  const aborted = new Promise((_, reject) => {
    controller.signal.addEventListener("abort", () => reject(new Error("aborted")));
  });
  aborted.catch(() => {});
  const untilAborted = (pending) => Promise.race([pending, aborted]);
  try {
    if (signal?.aborted) return { cancelled: true };
    const response = await untilAborted(fetch(request.url, {
      method: "GET",
      credentials: "omit",
      referrerPolicy: "no-referrer",
      redirect: "error",
      cache: "no-store",
      headers: { Accept: "application/json" },
      signal: controller.signal,
    }));
    // redirect: "error" makes a redirect a network error; a fetch that followed one anyway has
    // left the planned origin.
    if (response.redirected) return { error: "the response was redirected: remote sources follow no redirects" };
    if (!response.ok) {
      return { error: `HTTP ${response.status}${response.statusText ? " " + response.statusText : ""}` };
    }
    const type = response.headers.get("content-type") ?? "";
    if (!/^application\/([a-z0-9.+-]+\+)?json\s*(;|$)/i.test(type)) {
      return { error: `the response is not JSON (content-type: ${type || "none"})` };
    }
    const limit = Math.min(request.maxBytes, MAX_BYTES);
    const declared = Number(response.headers.get("content-length") ?? NaN);
    if (declared > limit) throw new Refusal(tooLarge(limit));
    if (!response.body) return { error: `the response has no body (HTTP ${response.status})` };
    return { text: await readText(response, limit, controller, untilAborted) };
  } catch (e) {
    if (signal?.aborted) return { cancelled: true };
    if (timedOut) return { error: `no complete response within ${request.timeoutMs} ms` };
    if (e instanceof Refusal) return { error: e.message };
    return { error: `the request failed: ${e && e.message ? e.message : e}` };
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener("abort", cancel);
  }
}

/** Why a request is not one the policy allows, or null. */
function refusal(request) {
  if (request.method !== "GET") return `only GET requests are allowed, not ${request.method}`;
  let url;
  try {
    url = new URL(request.url);
  } catch {
    return `not a URL: ${request.url}`;
  }
  if (url.protocol !== "https:") return `only HTTPS requests are allowed: ${request.url}`;
  if (url.username || url.password) return "a URL with credentials is not allowed";
  if (!(request.timeoutMs >= MIN_TIMEOUT_MS && request.timeoutMs <= MAX_TIMEOUT_MS)) {
    return `the time limit must be ${MIN_TIMEOUT_MS}-${MAX_TIMEOUT_MS} ms, not ${request.timeoutMs}`;
  }
  if (!(request.maxBytes > 0)) return `the size limit must be positive, not ${request.maxBytes}`;
  return null;
}

/**
 * The body as text, read chunk by chunk; more than `limit` bytes stops the download. Whatever
 * ends the read early (abort, size, invalid UTF-8) cancels the rest of the body.
 */
async function readText(response, limit, controller, untilAborted) {
  const decoder = new TextDecoder("utf-8", { fatal: true });
  const parts = [];
  let bytes = 0;
  const reader = response.body.getReader();
  try {
    for (;;) {
      const { done, value } = await untilAborted(reader.read());
      if (done) break;
      bytes += value.byteLength;
      if (bytes > limit) {
        controller.abort();
        throw new Refusal(tooLarge(limit));
      }
      parts.push(decode(decoder, value, true));
    }
    parts.push(decode(decoder, undefined, false));
  } finally {
    reader.cancel().catch(() => {});
  }
  return parts.join("");
}

function decode(decoder, bytes, stream) {
  try {
    return decoder.decode(bytes, { stream });
  } catch {
    throw new Refusal("the response is not valid UTF-8");
  }
}

function tooLarge(limit) {
  const mib = 1024 * 1024;
  return `the response is larger than ${limit % mib === 0 ? `${limit / mib} MiB` : `${limit} bytes`}`;
}
