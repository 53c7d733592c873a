// The same pipelines in Arquero (npm), loaded from the folder the bench command installs it into.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { STATUSES, customerName, isoDate, regionName } from "./data.mjs";

export async function loadArquero(npmDir) {
  const dir = join(npmDir, "node_modules", "arquero");
  const pkg = JSON.parse(readFileSync(join(dir, "package.json"), "utf8"));
  const aq = await import(pathToFileURL(join(dir, pkg.module || pkg.main)).href);
  return { aq, version: pkg.version };
}

/** An Arquero table of the generated rows (text columns as strings, like a parsed file). */
export function table(aq, d) {
  const n = d.rows;
  const region = new Array(n), status = new Array(n), customer = new Array(n), date = new Array(n);
  const regions = Array.from({ length: 50 }, (_, i) => regionName(i));
  const customers = Array.from({ length: 20000 }, (_, i) => customerName(i));
  for (let i = 0; i < n; i++) {
    region[i] = regions[d.region[i]];
    status[i] = STATUSES[d.status[i]];
    customer[i] = customers[d.customer[i]];
    date[i] = isoDate(d.orderDay[i]);
  }
  return aq.table({ region, status, revenue: d.revenue, cost: d.cost, order_date: date, customer });
}

export function p1(aq, t) {
  const { op, desc } = aq;
  return t.filter((r) => r.status !== "Cancelled")
    .derive({ margin: (r) => r.revenue - r.cost })
    .rename({ region: "area" })
    .select("area", "revenue", "margin")
    .groupby("area")
    .rollup({ totalRevenue: op.sum("revenue"), totalMargin: op.sum("margin"), recordCount: op.count() })
    .orderby(desc("totalRevenue"))
    .slice(0, 20);
}

export const p1Rows = (t) => t.objects().map((r) => [r.area, r.totalRevenue, r.totalMargin, r.recordCount]);

export function p2(aq, t) {
  const { op, desc } = aq;
  return t.groupby("customer")
    .rollup({ totalRevenue: op.sum("revenue"), regions: op.distinct("region") })
    .orderby(desc("totalRevenue"))
    .slice(0, 100);
}

export const p2Rows = (t) => t.objects().map((r) => [r.customer, r.totalRevenue, r.regions]);

export function p3(aq, t) {
  const { op } = aq;
  const withPct = t.derive({ margin_pct: (r) => (r.revenue - r.cost) / r.revenue });
  const open = withPct.filter((r) => r.status === "Open").rollup({ v: op.sum("revenue") }).get("v", 0);
  return { withPct, open };
}

export function p3Check(result) {
  const pct = result.withPct.array("margin_pct");
  let sum = 0;
  for (let i = 0; i < pct.length; i++) sum += pct[i];
  return [result.open, sum];
}

export const p4 = (aq, text) => aq.fromCSV(text);

export function p4Check(aq, t) {
  const { op } = aq;
  const s = t.rollup({
    rows: op.count(), revenue: op.sum("revenue"), cost: op.sum("cost"),
    regions: op.distinct("region"), statuses: op.distinct("status"), customers: op.distinct("customer"),
  }).objects()[0];
  const dates = t.array("order_date");
  let min = Infinity, max = -Infinity;
  const days = new Set();
  for (let i = 0; i < dates.length; i++) {
    const v = dates[i] instanceof Date ? dates[i].getTime() : Date.parse(dates[i]);
    if (v < min) min = v;
    if (v > max) max = v;
    days.add(v);
  }
  return [s.rows, s.revenue, s.cost, min, max, days.size, s.regions, s.statuses, s.customers];
}
