// pbiviz-bridge/src/main/js/fetch-more.mjs (copied here by package.sh).
export const ROW_CEILING: number;
export function cutNotice(rows: number): string;
export function progressLabel(rows: number): string;
export class SegmentLoader {
  constructor(options?: { ceiling?: number; say?: (rows: number) => string });
  readonly requests: number;
  step(dataView: unknown, host: unknown, type: number | undefined):
    { wait: boolean; rows: number; cut?: string | null };
}
export interface LoadStatus {
  progress(rows: number): void;
  done(cut: string | null | undefined): void;
}
export function createLoadStatus(container: HTMLElement, label?: (rows: number) => string): LoadStatus;
