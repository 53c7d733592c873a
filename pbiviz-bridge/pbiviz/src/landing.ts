// The landing page (capabilities: supportsLandingPage): what the author sees before any field is
// bound, with the next step. Built with DOM calls only (no innerHTML: certification).

/** Whether Power BI sent no bound field at all (no DataView, or one without columns). */
export function hasNoFields(view: { metadata?: { columns?: unknown[] }, table?: { columns?: unknown[] } } | undefined): boolean {
  const columns = view?.table?.columns ?? view?.metadata?.columns;
  return !Array.isArray(columns) || columns.length === 0;
}

/** The landing page's root (data-state="landing"). */
export function landingPage(document: Document): HTMLElement {
  const root = document.createElement("div");
  root.className = "hyperpbi-landing";
  root.dataset.state = "landing";
  root.setAttribute("role", "note");
  const title = document.createElement("h2");
  title.textContent = "HyperPBI declarative dashboards";
  const steps = document.createElement("ol");
  for (const text of [
    "Drag the columns and measures your dashboard uses into Fields.",
    "Paste the dashboard's JSON specification (schema 2.0) into Format visual > Specification > JSON.",
    "The specification names a field by its display name in snake_case or camelCase (Order date → order_date or orderDate).",
  ]) {
    const item = document.createElement("li");
    item.textContent = text;
    steps.append(item);
  }
  root.append(title, steps);
  return root;
}
