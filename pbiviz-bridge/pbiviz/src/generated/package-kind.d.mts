// Written by package.sh: whether this package may fetch https://functions.miniup.app.
export const NETWORK: boolean;
