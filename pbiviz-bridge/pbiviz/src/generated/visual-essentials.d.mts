// pbiviz-bridge/src/main/js/visual-essentials.mjs (copied here by package.sh).
import type { PainterMark, PainterTooltip } from "./painter.mjs";
export class Texts {
  constructor(host: unknown);
  get(key: string, ...args: unknown[]): string;
}
export function interactive(host: unknown): boolean;
export function renderOptions(host: unknown, viewport: { width: number; height: number; theme?: string }): unknown;
export function isLanding(dataView: unknown, specText: unknown): boolean;
export function landingTree(texts: Texts): unknown;
export function isGesture(event: unknown): boolean;
export class ReportMenus {
  constructor(pbi: unknown, host: unknown, selectionManager: unknown, element: HTMLElement);
  painterHooks(): {
    onContextMenu: (mark: PainterMark) => boolean;
    onTooltip: (tip: PainterTooltip) => void;
    onTooltipMove: (tip: PainterTooltip) => void;
    onTooltipHide: () => void;
  };
}
