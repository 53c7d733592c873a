// A Power BI DataView's table handed to the engine once, as columns: the column metadata as a
// small JSON text and, per column, a kind per cell (Int8Array), numbers (Float64Array) and the
// column's distinct strings (web-bridge JsDataViewColumns reads them in place). No JSON text of
// the rows and no object per cell cross into the engine. The engine's DataView importer reads
// both this shape and the JSON shape (dataViewJson) with the same typing rules, so both load the
// same workspace byte for byte (PowerBiHostTest checks it).

/** Cell kinds: hyperpbi.imports.DataViewCells. */
export const KIND = Object.freeze({ NULL: 0, NUMBER: 1, TRUE: 2, FALSE: 3, TEXT: 4, OTHER: 5, DATE: 6 });

const TYPE_FLAGS = ["text", "numeric", "integer", "dateTime", "bool"];
/** Distinct dates remembered per column (each a few bytes). */
const DATE_CACHE = 1 << 16;
const pad = (n, w = 2) => String(n).padStart(w, "0");

/**
 * A DataView date as the model's wall-clock time: Power BI builds Date objects in the viewer's
 * time zone, so the local fields are the model's value (toISOString would shift a date to the
 * previous day east of UTC). Written as UTC, the engine's default zone.
 */
export function wallClock(d) {
  return `${pad(d.getFullYear(), 4)}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T`
    + `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}.${pad(d.getMilliseconds(), 3)}Z`;
}

/**
 * wallClock(d) as epoch milliseconds (the instant its text names), for years 1 to 9999; NaN
 * for other years and invalid dates, whose text goes to the engine instead.
 */
export function wallClockMs(d) {
  const year = d.getFullYear();
  if (!(year >= 1 && year <= 9999)) return NaN;
  if (year >= 100) {
    return Date.UTC(year, d.getMonth(), d.getDate(), d.getHours(), d.getMinutes(), d.getSeconds(), d.getMilliseconds());
  }
  // Date.UTC reads years 0-99 as 1900-1999.
  const utc = new Date(0);
  utc.setUTCFullYear(year, d.getMonth(), d.getDate());
  utc.setUTCHours(d.getHours(), d.getMinutes(), d.getSeconds(), d.getMilliseconds());
  return utc.getTime();
}

/**
 * The columns naming the row values: table.columns, whose order may differ from
 * metadata.columns (which also lists columns of other mappings).
 */
function tableColumns(dataView) {
  const tableColumns = dataView?.table?.columns;
  return Array.isArray(tableColumns) ? tableColumns : (dataView?.metadata?.columns ?? []);
}

/** The parts of each column the engine reads (names, roles, measure flag, type flags, format). */
export function columnMetadata(dataView) {
  return tableColumns(dataView).map((c) => ({
    displayName: c.displayName,
    queryName: c.queryName,
    roles: c.roles ?? {},
    isMeasure: c.isMeasure === true,
    type: Object.fromEntries(TYPE_FLAGS.filter((flag) => c.type?.[flag]).map((flag) => [flag, true])),
    format: c.format,
  }));
}

/** The table's rows (none without a table). */
function tableRows(dataView) {
  return dataView?.table?.rows ?? [];
}

/**
 * Whether the DataView has one identity per row (identity index = row): a visual with measures
 * only has none, and then nothing can be selected.
 */
export function hasRowIdentities(dataView) {
  const identity = dataView?.table?.identity;
  const rows = tableRows(dataView);
  return Array.isArray(identity) && identity.length === rows.length && rows.length > 0;
}

/** The DataView as the engine's JSON shape (a dataview text source): every row as JSON. */
export function dataViewJson(dataView) {
  const columns = columnMetadata(dataView);
  const rows = tableRows(dataView).map((row) => row.map((v) => (v instanceof Date ? wallClock(v) : v)));
  const table = hasRowIdentities(dataView) ? { rows, identities: rows.map((_, i) => i) } : { rows };
  return { metadata: { columns }, table };
}

/**
 * The DataView as the engine's columns shape (engine.openColumnsSession(metadataJson, columns)),
 * or null when a row is not an array of one value per column: the JSON shape then carries the
 * table, and the engine's importer says which row is wrong.
 */
export function dataViewColumns(dataView) {
  const metadata = columnMetadata(dataView);
  const rows = tableRows(dataView);
  const width = metadata.length;
  if (width > 0 && !rows.every((row) => Array.isArray(row) && row.length === width)) return null;
  const columns = [];
  for (let c = 0; c < width; c++) columns.push(columnCells(rows, c));
  const metadataJson = JSON.stringify({
    metadata: { columns: metadata },
    table: { rowCount: rows.length, identities: hasRowIdentities(dataView) },
  });
  return { metadataJson, columns };
}

/**
 * Column c's cells as JSON.stringify would write them (undefined, functions, NaN and the
 * infinities are null), except that a Date of years 1 to 9999 is a DATE cell holding its
 * wall-clock instant; other Dates are their wallClock text, as in dataViewJson.
 */
function columnCells(rows, c) {
  const n = rows.length;
  const kinds = new Int8Array(n);
  const numbers = new Float64Array(n);
  const strings = [];
  const index = new Map();
  const text = (s, kind, r) => {
    let at = index.get(s);
    if (at === undefined) {
      at = strings.length;
      strings.push(s);
      index.set(s, at);
    }
    kinds[r] = kind;
    numbers[r] = at;
  };
  const other = new Map(); // JSON texts of objects and arrays, apart from the strings
  const dates = new Map(); // getTime() → wallClockMs: dates repeat (days), their fields cost
  for (let r = 0; r < n; r++) {
    const v = rows[r][c];
    switch (typeof v) {
      case "number":
        if (Number.isFinite(v)) {
          kinds[r] = KIND.NUMBER;
          numbers[r] = v;
        }
        break;
      case "string":
        text(v, KIND.TEXT, r);
        break;
      case "boolean":
        kinds[r] = v ? KIND.TRUE : KIND.FALSE;
        break;
      case "object":
        if (v === null) break;
        if (v instanceof Date) {
          const time = v.getTime();
          let ms = dates.get(time);
          if (ms === undefined) {
            ms = wallClockMs(v);
            if (dates.size < DATE_CACHE) dates.set(time, ms);
          }
          if (Number.isNaN(ms)) {
            text(wallClock(v), KIND.TEXT, r);
          } else {
            kinds[r] = KIND.DATE;
            numbers[r] = ms;
          }
        } else {
          const json = JSON.stringify(v);
          if (json !== undefined) {
            // Kept apart from strings so a string equal to the JSON text stays a string.
            let at = other.get(json);
            if (at === undefined) {
              at = strings.length;
              strings.push(json);
              other.set(json, at);
            }
            kinds[r] = KIND.OTHER;
            numbers[r] = at;
          }
        }
        break;
      case "bigint":
        JSON.stringify(v); // throws, as dataViewJson's JSON.stringify does
        break;
      default:
        break; // undefined, functions, symbols: null
    }
  }
  return { kinds, numbers, strings };
}

/** The same cell value for the engine (Dates by their time, NaN equal to NaN). */
function sameCell(a, b) {
  if (a === b) return true;
  if (a instanceof Date && b instanceof Date) return Object.is(a.getTime(), b.getTime());
  if (typeof a === "number" && typeof b === "number") return Number.isNaN(a) && Number.isNaN(b);
  if (a !== null && b !== null && typeof a === "object" && typeof b === "object") {
    return JSON.stringify(a) === JSON.stringify(b);
  }
  return false;
}

/**
 * Whether two DataViews give the engine the same workspace: the same column metadata, identity
 * rule and cell values. Power BI hands a new DataView object for a format-pane change with the
 * same rows, so a new object alone is no new data; comparing costs one pass over the cells (a
 * few milliseconds per 100,000 rows), far less than an import.
 */
export function sameTableData(a, b) {
  if (!a || !b) return false;
  if (hasRowIdentities(a) !== hasRowIdentities(b)) return false;
  if (JSON.stringify(columnMetadata(a)) !== JSON.stringify(columnMetadata(b))) return false;
  const rowsA = tableRows(a);
  const rowsB = tableRows(b);
  if (rowsA.length !== rowsB.length) return false;
  for (let r = 0; r < rowsA.length; r++) {
    const x = rowsA[r];
    const y = rowsB[r];
    if (x === y) continue;
    if (!Array.isArray(x) || !Array.isArray(y) || x.length !== y.length) return false;
    for (let c = 0; c < x.length; c++) if (!sameCell(x[c], y[c])) return false;
  }
  return true;
}
