// web-bridge/src/main/js/painter.mjs (copied here by package.sh).
export interface PainterMark {
  component: string | null;
  row: number | null;
  layer: string | null;
  x: number;
  y: number;
}
export interface PainterTooltip extends PainterMark {
  text: string;
}
export interface Painter {
  paint(tree: unknown): void;
  dispose(): void;
  stats(): { nodes: number; patches: number };
}
export function createPainter(container: HTMLElement, options?: {
  onEvent?: (event: unknown) => void;
  onContextMenu?: (mark: PainterMark) => boolean | void;
  onTooltip?: (tip: PainterTooltip) => void;
  onTooltipMove?: (tip: PainterTooltip) => void;
  onTooltipHide?: () => void;
  document?: Document;
  schedule?: (frame: () => void) => unknown;
  setTimer?: (f: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}): Painter;
