// Hand-written JavaScript loops over typed arrays: the baseline each pipeline is compared with.
// They do the same work as the engine's pipelines on the generated data (which has no nulls).
import { CANCELLED, CUSTOMERS, OPEN, REGIONS, STATUSES, customerName, regionName } from "./data.mjs";

/** Group indices sorted by total descending; ties keep first-appearance order (stable sort). */
function topByTotal(groups, totals, limit) {
  groups.sort((a, b) => totals[b] - totals[a]);
  return groups.slice(0, limit);
}

/** P1: filter status != Cancelled, margin, group by region, three aggregates, top 20. */
export function p1(d) {
  const n = d.rows;
  const region = d.region;
  const status = d.status;
  const revenue = d.revenue;
  const cost = d.cost;
  const total = new Float64Array(REGIONS);
  const margin = new Float64Array(REGIONS);
  const count = new Int32Array(REGIONS);
  const order = [];
  for (let i = 0; i < n; i++) {
    if (status[i] === CANCELLED) continue;
    const g = region[i];
    if (count[g] === 0) order.push(g);
    total[g] += revenue[i];
    margin[g] += revenue[i] - cost[i];
    count[g]++;
  }
  return topByTotal(order, total, 20).map((g) => [regionName(g), total[g], margin[g], count[g]]);
}

/** P2: group by customer, sum(revenue) and distinct regions per customer, top 100. */
export function p2(d) {
  const n = d.rows;
  const customer = d.customer;
  const region = d.region;
  const revenue = d.revenue;
  const total = new Float64Array(CUSTOMERS);
  const seen = new Uint8Array(CUSTOMERS);
  const regionSeen = new Uint8Array(CUSTOMERS * REGIONS);
  const regions = new Int32Array(CUSTOMERS);
  const order = [];
  for (let i = 0; i < n; i++) {
    const c = customer[i];
    if (seen[c] === 0) {
      seen[c] = 1;
      order.push(c);
    }
    total[c] += revenue[i];
    const k = c * REGIONS + region[i];
    if (regionSeen[k] === 0) {
      regionSeen[k] = 1;
      regions[c]++;
    }
  }
  return topByTotal(order, total, 100).map((c) => [customerName(c), total[c], regions[c]]);
}

/** P3: margin_pct on every row, then the sum of revenue where status = Open. */
export function p3(d) {
  const n = d.rows;
  const revenue = d.revenue;
  const cost = d.cost;
  const status = d.status;
  const marginPct = new Float64Array(n);
  let open = 0;
  for (let i = 0; i < n; i++) {
    marginPct[i] = (revenue[i] - cost[i]) / revenue[i];
  }
  for (let i = 0; i < n; i++) {
    if (status[i] === OPEN) open += revenue[i];
  }
  return { marginPct, open };
}

/** The P3 result compared across contenders: the metric and the row-order sum of margin_pct. */
export function p3Check(result) {
  let sum = 0;
  for (let i = 0; i < result.marginPct.length; i++) sum += result.marginPct[i];
  return [result.open, sum];
}

/**
 * P4: CSV text to typed columns (dictionary-coded text, numbers, dates as epoch ms), for the
 * fixed six-column layout of the generated file.
 */
export function p4(text) {
  const lines = text.split("\n");
  let n = lines.length - 1;
  while (n > 0 && lines[n] === "") n--;
  const cols = {
    region: new Int32Array(n), status: new Int32Array(n), revenue: new Float64Array(n),
    cost: new Float64Array(n), orderDate: new Float64Array(n), customer: new Int32Array(n),
  };
  const dicts = [new Map(), new Map(), new Map()];
  const code = (dict, s) => {
    let c = dict.get(s);
    if (c === undefined) {
      c = dict.size;
      dict.set(s, c);
    }
    return c;
  };
  for (let r = 0; r < n; r++) {
    const cells = lines[r + 1].split(",");
    cols.region[r] = code(dicts[0], cells[0]);
    cols.status[r] = code(dicts[1], cells[1]);
    cols.revenue[r] = +cells[2];
    cols.cost[r] = +cells[3];
    cols.orderDate[r] = Date.parse(cells[4]);
    cols.customer[r] = code(dicts[2], cells[5]);
  }
  return { rows: n, cols, dicts };
}

/**
 * What P4 contenders are compared on: rows, sums of revenue and cost, first and last date (epoch
 * ms), and the distinct counts of order_date, region, status and customer.
 */
export function p4Check(parsed) {
  const c = parsed.cols;
  let revenue = 0, cost = 0, min = Infinity, max = -Infinity;
  const days = new Set();
  for (let i = 0; i < parsed.rows; i++) {
    revenue += c.revenue[i];
    cost += c.cost[i];
    const t = c.orderDate[i];
    if (t < min) min = t;
    if (t > max) max = t;
    days.add(t);
  }
  return [parsed.rows, revenue, cost, min, max, days.size, parsed.dicts[0].size,
    parsed.dicts[1].size, parsed.dicts[2].size];
}

export { STATUSES };
