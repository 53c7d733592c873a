// pbiviz-bridge/src/main/js/power-bi-host.mjs (copied here by package.sh).
export class PowerBiHost {
  constructor(engine: unknown, host: unknown,
    options?: { network?: boolean; onStep?: (step: unknown) => void });
  readonly selectionManager: unknown;
  /** How many times rows were imported into the engine (1 per new data; none on a resize). */
  readonly imports: number;
  wantsMoreRows(dataView: unknown): boolean;
  update(dataView: unknown, specText: string, crossFilter?: boolean,
    jsonFilters?: unknown[]): unknown;
  views(entries?: unknown[]): Map<string, unknown>;
  render(options: unknown, onTree: (tree: unknown) => void): unknown;
  dispatch(event: unknown): unknown;
  markIds(mark: { component: string | null; row: number | null; layer?: string | null }): unknown[];
  close(): void;
}
