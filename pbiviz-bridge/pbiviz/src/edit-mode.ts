// Advanced edit mode (capabilities: advancedEditModeSupport 2, SupportedInFocus): the
// playground's specification editor inside the visual, with schema completion
// (hyperpbi.schema.json), the live DataView's field names, and the engine's diagnostics inline,
// checked against the rows loaded now. Apply stores the text in the visual's
// specification.json property (persistProperties); Power BI answers with an update carrying it.
// DOM calls only (no innerHTML: certification).
import { createEditor, SpecEditor } from "./generated/editor.mjs";
import { SCHEMA } from "./generated/schema.mjs";

/** What the edit panel needs from the visual: the engine's check, field names and persist. */
export interface EditHost {
  check(text: string): Diagnostic[];
  completions(): unknown;
  apply(text: string): void;
}

interface Diagnostic {
  severity?: string;
  code?: string;
  path?: string;
  message?: string;
}

/** How long typing pauses before the engine checks the text again. */
const CHECK_DELAY_MS = 300;

export class EditPanel {
  readonly root: HTMLElement;
  private readonly editor: SpecEditor;
  private readonly status: HTMLElement;
  private readonly list: HTMLElement;
  private timer: number | null = null;

  constructor(document: Document, text: string, private readonly host: EditHost) {
    this.root = document.createElement("div");
    this.root.className = "hyperpbi-edit";
    this.root.dataset.state = "editing";
    const bar = document.createElement("div");
    bar.className = "hyperpbi-edit-bar";
    const title = document.createElement("span");
    title.className = "hyperpbi-edit-title";
    title.textContent = "Dashboard specification (schema 2.0)";
    this.status = document.createElement("span");
    this.status.className = "hyperpbi-edit-status";
    this.status.dataset.testid = "edit-status";
    const apply = document.createElement("button");
    apply.type = "button";
    apply.className = "hyperpbi-edit-apply";
    apply.dataset.testid = "apply-spec";
    apply.textContent = "Apply";
    apply.addEventListener("click", () => this.host.apply(this.editor.getText()));
    bar.append(title, this.status, apply);
    const area = document.createElement("div");
    area.className = "hyperpbi-edit-editor";
    this.list = document.createElement("ul");
    this.list.className = "hyperpbi-edit-diagnostics";
    this.list.dataset.testid = "edit-diagnostics";
    this.root.append(bar, area, this.list);
    this.editor = createEditor(area, {
      doc: text,
      schema: SCHEMA,
      completions: () => this.host.completions(),
      onChange: () => this.schedule(),
      contentAttributes: { "data-testid": "spec-editor", "aria-label": "Dashboard specification" },
    });
  }

  /** The engine's findings for the text now, in the editor and in the list below it. */
  check(): void {
    const text = this.editor.getText();
    let diagnostics: Diagnostic[];
    try {
      diagnostics = this.host.check(text);
    } catch (e) {
      diagnostics = [{ severity: "error", code: "CHECK_FAILED", path: "", message: String(e) }];
    }
    this.editor.setDiagnostics(diagnostics);
    const errors = diagnostics.filter((d) => d.severity === "error").length;
    this.status.textContent = diagnostics.length === 0 ? "No problems"
      : `${errors} error${errors === 1 ? "" : "s"}, ${diagnostics.length - errors} other`;
    this.status.dataset.errors = String(errors);
    const items = diagnostics.map((d) => {
      const item = this.root.ownerDocument.createElement("li");
      item.dataset.severity = d.severity ?? "info";
      item.dataset.code = d.code ?? "";
      item.textContent = `${d.path || "/"} ${d.code ?? ""}: ${d.message ?? ""}`;
      item.addEventListener("click", () => this.editor.reveal(d));
      return item;
    });
    this.list.replaceChildren(...items);
  }

  private schedule(): void {
    if (this.timer !== null) window.clearTimeout(this.timer);
    this.timer = window.setTimeout(() => {
      this.timer = null;
      this.check();
    }, CHECK_DELAY_MS);
  }

  destroy(): void {
    if (this.timer !== null) window.clearTimeout(this.timer);
    this.editor.destroy();
    this.root.remove();
  }
}
