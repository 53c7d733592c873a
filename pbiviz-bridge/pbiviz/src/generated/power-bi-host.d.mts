// pbiviz-bridge/src/main/js/power-bi-host.mjs (copied here by package.sh).
export class PowerBiHost {
  constructor(engine: unknown, host: unknown,
    options?: { network?: boolean; onStep?: (step: unknown) => void });
  readonly selectionManager: unknown;
  /** DataView imports so far (new data only). */
  readonly imports: number;
  update(dataView: unknown, specText: string, crossFilter?: boolean,
    jsonFilters?: unknown[], options?: { type?: number }): unknown;
  views(entries?: unknown[]): Map<string, unknown>;
  render(options: unknown, onTree: (tree: unknown) => void): unknown;
  dispatch(event: unknown): unknown;
  checkSpecification(specText: string): unknown[];
  completions(): unknown;
  markIds(mark: { component: string | null; row: number | null; layer?: string | null }): unknown[];
  close(): void;
}
