package hyperpbi.bench;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;

/**
 * Hand-written Java loops over arrays: the baseline the engine is compared with. They do the same
 * work as pipelines P1-P4 on the generated data (which has no nulls); each returns the rows the
 * contenders are compared on.
 */
final class Loops {
  private Loops() {}

  /** Group indices by total descending, ties in first-appearance order (a stable sort). */
  private static Integer[] top(int[] order, int groups, double[] totals, int limit) {
    Integer[] boxed = new Integer[groups];
    for (int i = 0; i < groups; i++) {
      boxed[i] = order[i];
    }
    Arrays.sort(boxed, (a, b) -> Double.compare(totals[b], totals[a]));
    return Arrays.copyOf(boxed, Math.min(limit, groups));
  }

  /** P1: filter status != Cancelled, margin, group by region, three aggregates, top 20. */
  static List<List<Object>> p1(BenchData d) {
    int[] region = d.region;
    int[] status = d.status;
    double[] revenue = d.revenue;
    double[] cost = d.cost;
    double[] total = new double[BenchData.REGIONS];
    double[] margin = new double[BenchData.REGIONS];
    int[] count = new int[BenchData.REGIONS];
    int[] order = new int[BenchData.REGIONS];
    int groups = 0;
    for (int i = 0; i < d.rows; i++) {
      if (status[i] == BenchData.CANCELLED) {
        continue;
      }
      int g = region[i];
      if (count[g] == 0) {
        order[groups++] = g;
      }
      total[g] += revenue[i];
      margin[g] += revenue[i] - cost[i];
      count[g]++;
    }
    List<List<Object>> rows = new ArrayList<>();
    for (int g : top(order, groups, total, 20)) {
      rows.add(List.of(BenchData.regionName(g), total[g], margin[g], (double) count[g]));
    }
    return rows;
  }

  /** P2: group by customer, sum(revenue) and distinct regions per customer, top 100. */
  static List<List<Object>> p2(BenchData d) {
    int[] customer = d.customer;
    int[] region = d.region;
    double[] revenue = d.revenue;
    double[] total = new double[BenchData.CUSTOMERS];
    boolean[] seen = new boolean[BenchData.CUSTOMERS];
    boolean[] regionSeen = new boolean[BenchData.CUSTOMERS * BenchData.REGIONS];
    int[] regions = new int[BenchData.CUSTOMERS];
    int[] order = new int[BenchData.CUSTOMERS];
    int groups = 0;
    for (int i = 0; i < d.rows; i++) {
      int c = customer[i];
      if (!seen[c]) {
        seen[c] = true;
        order[groups++] = c;
      }
      total[c] += revenue[i];
      int k = c * BenchData.REGIONS + region[i];
      if (!regionSeen[k]) {
        regionSeen[k] = true;
        regions[c]++;
      }
    }
    List<List<Object>> rows = new ArrayList<>();
    for (int c : top(order, groups, total, 100)) {
      rows.add(List.of(BenchData.customerName(c), total[c], (double) regions[c]));
    }
    return rows;
  }

  /** P3: margin_pct on every row, then the sum of revenue where status = Open. */
  static double p3(BenchData d, double[] marginPct) {
    double[] revenue = d.revenue;
    double[] cost = d.cost;
    int[] status = d.status;
    for (int i = 0; i < d.rows; i++) {
      marginPct[i] = (revenue[i] - cost[i]) / revenue[i];
    }
    double open = 0;
    for (int i = 0; i < d.rows; i++) {
      if (status[i] == BenchData.OPEN) {
        open += revenue[i];
      }
    }
    return open;
  }

  /** What P3 contenders are compared on: the metric and the row-order sum of margin_pct. */
  static List<Object> p3Check(BenchData d) {
    double[] marginPct = new double[d.rows];
    double open = p3(d, marginPct);
    double sum = 0;
    for (double v : marginPct) {
      sum += v;
    }
    return List.of(open, sum);
  }

  /** P4's output: typed columns plus the three text dictionaries. */
  record Parsed(int rows, int[] region, int[] status, double[] revenue, double[] cost,
      double[] orderDate, int[] customer, List<HashMap<String, Integer>> dictionaries) {}

  /** P4: CSV text to typed columns for the fixed six-column layout of the generated file. */
  static Parsed p4(String text) {
    int capacity = 1024;
    int[] region = new int[capacity];
    int[] status = new int[capacity];
    double[] revenue = new double[capacity];
    double[] cost = new double[capacity];
    double[] date = new double[capacity];
    int[] customer = new int[capacity];
    List<HashMap<String, Integer>> dicts = List.of(new HashMap<>(), new HashMap<>(),
        new HashMap<>());
    int pos = text.indexOf('\n') + 1;
    int n = 0;
    int length = text.length();
    int[] cut = new int[7];
    while (pos < length) {
      int end = text.indexOf('\n', pos);
      if (end < 0) {
        end = length;
      }
      if (end == pos) {
        pos++;
        continue;
      }
      if (n == capacity) {
        capacity *= 2;
        region = Arrays.copyOf(region, capacity);
        status = Arrays.copyOf(status, capacity);
        revenue = Arrays.copyOf(revenue, capacity);
        cost = Arrays.copyOf(cost, capacity);
        date = Arrays.copyOf(date, capacity);
        customer = Arrays.copyOf(customer, capacity);
      }
      cut[0] = pos - 1;
      int c = 1;
      for (int i = pos; i < end && c < 6; i++) {
        if (text.charAt(i) == ',') {
          cut[c++] = i;
        }
      }
      cut[6] = end;
      region[n] = code(dicts.get(0), text.substring(cut[0] + 1, cut[1]));
      status[n] = code(dicts.get(1), text.substring(cut[1] + 1, cut[2]));
      revenue[n] = Double.parseDouble(text.substring(cut[2] + 1, cut[3]));
      cost[n] = Double.parseDouble(text.substring(cut[3] + 1, cut[4]));
      date[n] = epochMs(text, cut[4] + 1);
      customer[n] = code(dicts.get(2), text.substring(cut[5] + 1, cut[6]));
      n++;
      pos = end + 1;
    }
    return new Parsed(n, region, status, revenue, cost, date, customer, dicts);
  }

  private static int code(HashMap<String, Integer> dict, String s) {
    Integer c = dict.get(s);
    if (c == null) {
      c = dict.size();
      dict.put(s, c);
    }
    return c;
  }

  /** yyyy-mm-dd at {@code at} as UTC epoch milliseconds (days from civil). */
  private static double epochMs(String s, int at) {
    int y = digits(s, at, 4);
    int m = digits(s, at + 5, 2);
    int d = digits(s, at + 8, 2);
    y -= m <= 2 ? 1 : 0;
    int era = (y >= 0 ? y : y - 399) / 400;
    int yoe = y - era * 400;
    int doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
    int doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return (era * 146097.0 + doe - 719468) * 86_400_000.0;
  }

  private static int digits(String s, int at, int count) {
    int v = 0;
    for (int i = 0; i < count; i++) {
      v = v * 10 + (s.charAt(at + i) - '0');
    }
    return v;
  }

  /** What P4 contenders are compared on (see bench/node/loops.mjs p4Check). */
  static List<Object> p4Check(Parsed p) {
    double revenue = 0;
    double cost = 0;
    double min = Double.POSITIVE_INFINITY;
    double max = Double.NEGATIVE_INFINITY;
    java.util.HashSet<Double> days = new java.util.HashSet<>();
    for (int i = 0; i < p.rows(); i++) {
      revenue += p.revenue()[i];
      cost += p.cost()[i];
      min = Math.min(min, p.orderDate()[i]);
      max = Math.max(max, p.orderDate()[i]);
      days.add(p.orderDate()[i]);
    }
    // The engine reports date metrics as yyyy-mm-dd.
    return List.of((double) p.rows(), revenue, cost, BenchData.isoDate((int) (min / 86_400_000)),
        BenchData.isoDate((int) (max / 86_400_000)), (double) days.size(),
        (double) p.dictionaries().get(0).size(), (double) p.dictionaries().get(1).size(),
        (double) p.dictionaries().get(2).size());
  }
}
