// pbiviz-bridge/src/main/js/visual-view.mjs (copied here by package.sh).
export function renderView(target: HTMLElement, pbi: unknown, spec: unknown): void;
