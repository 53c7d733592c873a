// The network-free package's web-access module (package.sh puts it in place of
// src/main/js/web-access.mjs, beside the offline transport): the package never fetches, so there
// is no fetch to wrap and no network API named in it.
export const PRIVILEGE = { ALLOWED: 0, NOT_DECLARED: 1, NOT_SUPPORTED: 2, DISABLED_BY_ADMIN: 3 };

/** The network-free package never asks for web access: its transport refuses every request. */
export function webAccessFetch() {
  return undefined;
}

/** Nothing to wrap: the options go to the offline transport as they are. */
export function withWebAccess(host, options) {
  return options;
}
