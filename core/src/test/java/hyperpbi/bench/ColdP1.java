package hyperpbi.bench;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The cold command line's baseline (BENCHMARKS.md, "Cold command line"): a hand-written plain
 * Java program, one file using only the JDK, that reads the benchmark CSV and prints the seed
 * pipeline P1's result rows (filter status != Cancelled, margin = revenue - cost, group by
 * region as area with sum(revenue), sum(margin), count, sorted by total revenue descending with
 * ties in first-appearance order, top 20). It knows the generated file's six-column layout, as
 * the warm loops do. Output: {@code {"rows": [{"area", "totalRevenue", "totalMargin",
 * "recordCount"}]}}, compared by value with {@code datasets.p1.rows} of {@code hyperpbi eval}.
 */
public final class ColdP1 {
  private ColdP1() {}

  /** One region's running totals. */
  private static final class Group {
    final String area;
    double revenue;
    double margin;
    int count;

    Group(String area) {
      this.area = area;
    }
  }

  public static void main(String[] args) throws IOException {
    PrintStream out = new PrintStream(new java.io.FileOutputStream(java.io.FileDescriptor.out),
        false, StandardCharsets.UTF_8);
    run(Path.of(args[0]), out);
    out.flush();
  }

  public static void run(Path csv, PrintStream out) throws IOException {
    Map<String, Group> byArea = new HashMap<>();
    List<Group> order = new ArrayList<>();
    try (BufferedReader in = Files.newBufferedReader(csv, StandardCharsets.UTF_8)) {
      in.readLine(); // header: region,status,revenue,cost,order_date,customer
      for (String line = in.readLine(); line != null; line = in.readLine()) {
        int c1 = line.indexOf(',');
        int c2 = line.indexOf(',', c1 + 1);
        int c3 = line.indexOf(',', c2 + 1);
        int c4 = line.indexOf(',', c3 + 1);
        if (line.startsWith("Cancelled", c1 + 1) && c2 == c1 + 10) {
          continue;
        }
        String area = line.substring(0, c1);
        Group g = byArea.get(area);
        if (g == null) {
          g = new Group(area);
          byArea.put(area, g);
          order.add(g);
        }
        double revenue = Double.parseDouble(line.substring(c2 + 1, c3));
        double cost = Double.parseDouble(line.substring(c3 + 1, c4));
        g.revenue += revenue;
        g.margin += revenue - cost;
        g.count++;
      }
    }
    order.sort((a, b) -> Double.compare(b.revenue, a.revenue)); // List.sort is stable
    StringBuilder b = new StringBuilder("{\"rows\": [");
    for (int i = 0; i < Math.min(20, order.size()); i++) {
      Group g = order.get(i);
      b.append(i == 0 ? "" : ", ").append("{\"area\": \"").append(g.area)
          .append("\", \"totalRevenue\": ").append(g.revenue)
          .append(", \"totalMargin\": ").append(g.margin)
          .append(", \"recordCount\": ").append(g.count).append('}');
    }
    out.println(b.append("]}"));
  }
}
