// Two-way with the report (issue 22 §3): what Power BI holds for the visual comes back into the
// engine. Power BI's selection set from outside (a bookmark, the report) arrives through
// selectionManager.registerOnSelectCallback as the visual's own selection ids; they are mapped
// back to DataView rows by identity key and shown as the engine's host selection (the
// hostSelection event: every component highlights those rows, nothing is sent back). The
// selection the visual holds is restored the same way after a data update (rows by identity
// key, not by index: the rows may have moved). The JSON filters Power BI holds
// (options.jsonFilters) go back into the select or slicer whose field is the filter's column,
// for every filter shape the engine writes (ExternalFilterBuilder). Power BI's bookmarks capture
// exactly these two (the selection and the general.filter filter state); nothing else of the
// visual's own UI state is captured by a bookmark (see pbiviz-bridge/README.md, "Bookmarks").

/** A selection id's identity key (ISelectionId.getKey), or its JSON for hosts without one. */
export function selectionKey(id) {
  if (id && typeof id.getKey === "function") return id.getKey();
  return JSON.stringify(id);
}

/**
 * The DataView rows of selection ids: each row's id is built as the visual builds it
 * (withTable(table, row)) and compared by key, built once per table on first use (a click or a
 * restore over a million rows pays one pass, not one per id). Ids of rows that are not in this
 * DataView any more are counted as unknown.
 */
export class RowIdentities {
  constructor(table, selectionId) {
    this.table = table;
    this.selectionId = selectionId;
    this.byKey = null;
  }

  rowsOf(ids) {
    const rows = [];
    let unknown = 0;
    if (!Array.isArray(ids) || ids.length === 0) return { rows, unknown };
    const count = Array.isArray(this.table?.identity) ? this.table.identity.length : 0;
    if (count === 0) return { rows, unknown: ids.length };
    if (!this.byKey) {
      this.byKey = new Map();
      for (let row = 0; row < count; row++) this.byKey.set(selectionKey(this.selectionId(row)), row);
    }
    const seen = new Set();
    for (const id of ids) {
      const row = this.byKey.get(selectionKey(id));
      if (row === undefined) unknown++;
      else if (!seen.has(row)) {
        seen.add(row);
        rows.push(row);
      }
    }
    rows.sort((a, b) => a - b);
    return { rows, unknown };
  }
}

const ONE_CONDITION = { GreaterThan: ">", GreaterThanOrEqual: ">=", LessThan: "<", LessThanOrEqual: "<=", Contains: "contains" };

/**
 * The control value a Power BI JSON filter stands for under the control's operator, or
 * undefined when the filter is not a shape that operator writes: basic In for = and in (one
 * value, or an array for several), basic NotIn for !=, an advanced filter with
 * GreaterThanOrEqual and LessThanOrEqual for between ([low, high]), and one advanced condition
 * for >, >=, <, <= and contains.
 */
export function jsonFilterValue(filter, operator = "=") {
  if (filter?.filterType === 1 && Array.isArray(filter.values)) {
    const wanted = operator === "!=" ? "NotIn" : (operator === "=" || operator === "in") ? "In" : null;
    if (filter.operator !== wanted) return undefined;
    return filter.values.length === 1 && operator !== "in" ? filter.values[0] : [...filter.values];
  }
  const conditions = filter?.filterType === 0 && filter.logicalOperator !== "Or" ? filter.conditions : undefined;
  if (!Array.isArray(conditions)) return undefined;
  if (operator === "between") {
    return conditions.length === 2 && conditions[0].operator === "GreaterThanOrEqual"
      && conditions[1].operator === "LessThanOrEqual" ? [conditions[0].value, conditions[1].value] : undefined;
  }
  return conditions.length === 1 && ONE_CONDITION[conditions[0].operator] === operator
    ? conditions[0].value : undefined;
}

/** The select and slicer components of a specification with their field and operator. */
function controlsOf(specText, policies) {
  let spec;
  try {
    spec = JSON.parse(specText);
  } catch {
    return [];
  }
  const found = [];
  // Components nest (containers, tabs, panels): every object that is a select or slicer.
  const walk = (v) => {
    if (Array.isArray(v)) {
      v.forEach(walk);
    } else if (v && typeof v === "object") {
      if ((v.type === "select" || v.type === "slicer") && typeof v.id === "string") {
        const policy = policies?.[v.id];
        const field = policy?.field ?? v.interaction?.field ?? v.field;
        const operator = policy?.operator ?? v.interaction?.operator ?? "=";
        if (typeof field === "string") found.push({ id: v.id, field, operator });
      }
      Object.values(v).forEach(walk);
    }
  };
  walk(spec?.components);
  for (const side of ["leftPanel", "rightPanel", "header"]) walk(spec?.[side]);
  return found;
}

export class ReportSync {
  /**
   * @param pbi the PowerBiHost (dispatch, evaluation, selectionId, table)
   * @param selectionManager Power BI's ISelectionManager
   */
  constructor(pbi, selectionManager) {
    this.pbi = pbi;
    this.selectionManager = selectionManager;
    this.identities = null;
    this.held = [];  // the selection ids the visual sent last: restored after a data update
    this.unknown = 0;
    if (typeof selectionManager?.registerOnSelectCallback === "function") {
      selectionManager.registerOnSelectCallback((ids) => this.hostSelected(ids));
    }
  }

  /** The table of the DataView now loaded: ids map to its rows from now on. */
  table(table) {
    if (this.identities?.table !== table) {
      this.identities = new RowIdentities(table, (row) => this.pbi.selectionId(row));
    }
  }

  /** The visual sent a selection (select or clear): kept to restore after a data update. */
  sent(ids) {
    this.held = ids;
  }

  /**
   * Power BI's selection from outside (registerOnSelectCallback): shown as the engine's host
   * selection. Answers the step (null before a dashboard is loaded).
   */
  hostSelected(ids) {
    this.held = Array.isArray(ids) ? ids : [];
    if (!this.pbi.live || !this.identities) return null;
    const { rows, unknown } = this.identities.rowsOf(this.held);
    this.unknown = unknown;
    return this.pbi.dispatch({ type: "hostSelection", identities: rows });
  }

  /**
   * After a new dashboard (new rows or specification): the selection the visual holds (the ids
   * it sent last, or Power BI's from outside) shown again over the new rows, by identity key,
   * as Power BI's selection manager still has it (getSelectionIds, asked only when there is one
   * to restore). Nothing is sent: Power BI holds it already.
   */
  restoreSelection() {
    if (!this.held || this.held.length === 0) return null;
    const current = typeof this.selectionManager?.getSelectionIds === "function"
      ? this.selectionManager.getSelectionIds() : this.held;
    const ids = Array.isArray(current) ? current : this.held;
    if (ids.length === 0) {
      this.held = [];
      return null;
    }
    return this.hostSelected(ids);
  }

  /**
   * The filters Power BI holds (options.jsonFilters) into the select or slicer over the filter's
   * column, in the shape its operator writes, without sending them back. Answers the control
   * changes dispatched, as [control id, value].
   */
  restoreFilters(jsonFilters, specText, dispatchChange) {
    if (!Array.isArray(jsonFilters) || jsonFilters.length === 0) return [];
    const fields = this.pbi.evaluation().datasets?.powerbi?.fields ?? [];
    const controls = controlsOf(specText, this.pbi.live?.loaded?.interactions);
    const restored = [];
    for (const filter of jsonFilters) {
      for (const control of controls) {
        const meta = fields.find((f) => f.key === control.field || f.alias === control.field);
        if (!meta || meta.sourceTable !== filter?.target?.table || meta.sourceColumn !== filter?.target?.column) continue;
        const value = jsonFilterValue(filter, control.operator);
        if (value === undefined) continue;
        dispatchChange(control.id, value);
        restored.push([control.id, value]);
        break;
      }
    }
    return restored;
  }
}
