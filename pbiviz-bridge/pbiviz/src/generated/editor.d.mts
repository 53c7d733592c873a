// The specification editor (web/frontend/src/editor, bundled by esbuild; package.sh copies it here).
export interface SpecEditor {
  getText(): string;
  setText(text: string): void;
  setDiagnostics(diagnostics: unknown[]): void;
  reveal(diagnostic: unknown): void;
  setDark(dark: boolean): void;
  focus(): void;
  destroy(): void;
}
export function createEditor(parent: HTMLElement, options?: {
  doc?: string;
  schema?: unknown;
  dark?: boolean;
  onChange?: (text: string) => void;
  completions?: () => unknown;
  contentAttributes?: Record<string, string>;
}): SpecEditor;
