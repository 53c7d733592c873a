// The network-free package's transport (package.sh puts it in place of
// web-bridge/src/main/js/remote-transport.mjs): the same exports without any network API, so the
// certifiable package carries no transport code at all (pbiviz package --certification-audit
// finds no external request). The engine never plans a request in this package (the request's
// "network": false: miniup.function is REMOTE_SOURCE_NETWORK_DISABLED, other remote types
// REMOTE_SOURCE_WEB_ONLY), so this answer is a guard, not a path.

/** No transport options: there is nothing to configure without a network. */
export function transportOptions() {
  return {};
}

/** Answers every request with the reason it cannot be made; never rejects. */
export async function fetchRemote() {
  return { error: "this package has no network access: remote sources need the network-enabled HyperPBI package" };
}
