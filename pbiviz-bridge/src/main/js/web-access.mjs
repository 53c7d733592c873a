// The network package's web-access check (issue 22 §4): Power BI's webAccessService is asked
// before every fetch of a miniup.function source. Its own module, so that a network-free entry
// (no transport code at all) leaves it out with the transport.
/** Power BI's PrivilegeStatus: Allowed, NotDeclared, NotSupported, DisabledByAdmin. */
export const PRIVILEGE = { ALLOWED: 0, NOT_DECLARED: 1, NOT_SUPPORTED: 2, DISABLED_BY_ADMIN: 3 };

/**
 * The network package's fetch: host.webAccessService.webAccessStatus(url) first, and a clear
 * message instead of a request when the privilege is not granted here (an administrator's
 * tenant setting, an environment without web access). The message becomes the source's error
 * (the transport reports a throwing fetch as sourceError). `fetch` is the transport's option
 * (a test's fake), else the page's.
 */
export function webAccessFetch(host, fetch, texts, sourceOf = (url) => url) {
  return async (url, init) => {
    const service = host?.webAccessService;
    if (service && typeof service.webAccessStatus === "function") {
      const status = await service.webAccessStatus(url);
      const key = status === PRIVILEGE.DISABLED_BY_ADMIN ? "Notice_WebBlocked"
        : status === PRIVILEGE.NOT_SUPPORTED ? "Notice_WebUnsupported"
          : status === PRIVILEGE.NOT_DECLARED ? "Notice_WebNotDeclared" : null;
      if (key) throw new Error(texts.get(key, sourceOf(url)));
    }
    return (fetch ?? globalThis.fetch)(url, init);
  };
}

/**
 * A host's transport options with the web-access check in front of their fetch (the network
 * package): kept here so the adapter never names the fetch member itself, and the network-free
 * package's module (src/main/offline) hands the options back unchanged.
 */
export function withWebAccess(host, options, texts) {
  return { ...options, fetch: webAccessFetch(host, options.fetch, texts) };
}
