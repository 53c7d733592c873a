// The benchmark dataset (issue 8), byte for byte the same as core's hyperpbi.bench.BenchData:
// mulberry32 (int-only) drives every column, so Java and JavaScript produce identical rows and CSV.
export const SEED = 20240917;
export const REGIONS = 50;
export const CUSTOMERS = 20000;
export const STATUSES = ["Open", "Closed", "Cancelled"];
export const OPEN = 0;
export const CANCELLED = 2;
export const FIRST_DAY = 18262; // 2020-01-01
export const HEADER = "region,status,revenue,cost,order_date,customer";

export function generate(rows) {
  const d = {
    rows,
    region: new Int32Array(rows),
    status: new Int32Array(rows),
    revenueCents: new Int32Array(rows),
    costCents: new Int32Array(rows),
    revenue: new Float64Array(rows),
    cost: new Float64Array(rows),
    orderDay: new Int32Array(rows),
    customer: new Int32Array(rows),
  };
  let state = SEED | 0;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 1;
  };
  for (let i = 0; i < rows; i++) {
    d.region[i] = next() % REGIONS;
    const s = next() % 10;
    d.status[i] = s < 6 ? 0 : s < 9 ? 1 : 2;
    const rev = 100 + (next() % 999900);
    const cost = next() % rev;
    d.revenueCents[i] = rev;
    d.costCents[i] = cost;
    d.revenue[i] = rev / 100;
    d.cost[i] = cost / 100;
    d.orderDay[i] = FIRST_DAY + (next() % 1461);
    d.customer[i] = next() % CUSTOMERS;
  }
  return d;
}

export const regionName = (code) => "Region " + (code < 10 ? "0" : "") + code;
export const customerName = (code) => "C" + String(code).padStart(5, "0");

export function cents(c) {
  const frac = c % 100;
  return Math.trunc(c / 100) + (frac < 10 ? ".0" : ".") + frac;
}

/** yyyy-mm-dd of a day number (days since 1970-01-01), the same integer algorithm as Java. */
export function isoDate(day) {
  const z = day + 719468;
  const era = Math.trunc((z >= 0 ? z : z - 146096) / 146097);
  const doe = z - era * 146097;
  const yoe = Math.trunc((doe - Math.trunc(doe / 1460) + Math.trunc(doe / 36524) - Math.trunc(doe / 146096)) / 365);
  let y = yoe + era * 400;
  const doy = doe - (365 * yoe + Math.trunc(yoe / 4) - Math.trunc(yoe / 100));
  const mp = Math.trunc((5 * doy + 2) / 153);
  const dd = doy - Math.trunc((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  if (m <= 2) y++;
  return y + (m < 10 ? "-0" : "-") + m + (dd < 10 ? "-0" : "-") + dd;
}

export function csv(d) {
  const parts = [HEADER, "\n"];
  for (let i = 0; i < d.rows; i++) {
    parts.push(regionName(d.region[i]), ",", STATUSES[d.status[i]], ",", cents(d.revenueCents[i]), ",",
      cents(d.costCents[i]), ",", isoDate(d.orderDay[i]), ",", customerName(d.customer[i]), "\n");
  }
  return parts.join("");
}

/** FNV-1a over UTF-16 units, unsigned hex: the same as BenchData.checksum. */
export function checksum(text) {
  let h = 0x811c9dc5 | 0;
  for (let i = 0; i < text.length; i++) {
    h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, "0");
}

/**
 * The same rows as a Power BI DataView (with one identity per row), so a click's selection
 * effect carries identities; revenue and cost as numbers written like the CSV.
 */
export function dataview(d) {
  const col = (name, type, measure) =>
    `{"displayName":"${name}","queryName":"Sales.${name}","roles":{"${measure ? "measure" : "category"}":true},`
    + `"isMeasure":false,"type":{"${type}":true}}`;
  const parts = ['{"metadata":{"columns":[', col("region", "text"), ",", col("status", "text"), ",",
    col("revenue", "numeric", true), ",", col("cost", "numeric", true), ",", col("order_date", "dateTime"), ",",
    col("customer", "text"), ']},"table":{"rows":['];
  for (let i = 0; i < d.rows; i++) {
    parts.push(i ? ',["' : '["', regionName(d.region[i]), '","', STATUSES[d.status[i]], '",', cents(d.revenueCents[i]),
      ",", cents(d.costCents[i]), ',"', isoDate(d.orderDay[i]), '","', customerName(d.customer[i]), '"]');
  }
  parts.push('],"identities":[');
  for (let i = 0; i < d.rows; i++) parts.push(i ? ',"r' : '"r', String(i), '"');
  parts.push("]}}");
  return parts.join("");
}
