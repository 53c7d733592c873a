package hyperpbi.interaction;

import hyperpbi.dashboard.Dashboard;
import hyperpbi.data.Column;
import hyperpbi.data.DataSource;
import hyperpbi.data.DataType;
import hyperpbi.data.FieldMeta;
import hyperpbi.data.Lineage;
import hyperpbi.data.NumberColumn;
import hyperpbi.data.Origin;
import hyperpbi.data.Table;
import hyperpbi.data.TextColumnBuilder;
import hyperpbi.data.Workspace;
import hyperpbi.dataset.DatasetResult;
import hyperpbi.dataset.DatasetSchema;
import hyperpbi.dataset.DatasetSchemas;
import hyperpbi.dataset.DatasetStats;
import hyperpbi.diagnostic.Diagnostics;
import hyperpbi.expression.EvaluationContext;
import hyperpbi.specification.Preparation;
import hyperpbi.specification.PreparedSpecification;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The data-model.txt "Complete 2.0 example" evaluated by hand, so the interaction engine can be
 * tested before the dataset stages exist:
 *
 * <pre>
 * base row  region  status     revenue cost   identity
 *   0       North   Open       100     60     10
 *   1       South   Open       50      20     11
 *   2       North   Cancelled  70      30     12
 *   3       North   Closed     30      10     13
 *   4       East    Open       80      50     14
 *   5       South   Closed     40      25     15
 * areaSummary: North 130 (rows 0,3), South 90 (1,5), East 80 (4)
 * </pre>
 */
public final class SeedData {
  static final FieldMeta REGION = Fields.column("region", "Sales", "Region", DataType.TEXT);
  static final FieldMeta STATUS = Fields.column("status", "Sales", "Status", DataType.TEXT);
  static final FieldMeta REVENUE = Fields.column("revenue", "Sales", "Revenue", DataType.NUMBER);
  static final FieldMeta COST = Fields.column("cost", "Sales", "Cost", DataType.NUMBER);

  private SeedData() {}

  static Column text(String... values) {
    TextColumnBuilder b = new TextColumnBuilder(values.length);
    for (String v : values) {
      b.add(v);
    }
    return b.build();
  }

  static Column numbers(double... values) {
    return new NumberColumn(values);
  }

  static DataSource base(boolean identities) {
    Table t = new Table(List.of(REGION, STATUS, REVENUE, COST), List.of(
        text("North", "South", "North", "North", "East", "South"),
        text("Open", "Open", "Cancelled", "Closed", "Open", "Closed"),
        numbers(100, 50, 70, 30, 80, 40),
        numbers(60, 20, 30, 10, 50, 25)), 6);
    return new DataSource("sales", t, new String[] {"r0", "r1", "r2", "r3", "r4", "r5"},
        identities ? new int[] {10, 11, 12, 13, 14, 15} : null, List.of());
  }

  static Map<String, DatasetResult> datasets(DataSource base) {
    Map<String, DatasetResult> out = new LinkedHashMap<>();
    out.put("powerbi", result("powerbi", base.table(), base.rowKeys(),
        Lineage.identity(6)));
    FieldMeta area = REGION.withKey("area").withAlias("area");
    FieldMeta margin = Fields.computed("margin", DataType.NUMBER, Origin.DATASET_DERIVED);
    Table active = new Table(List.of(area, REVENUE, margin), List.of(
        text("North", "South", "North", "East", "South"),
        numbers(100, 50, 30, 80, 40),
        numbers(40, 30, 20, 30, 15)), 5);
    out.put("activeRows", result("activeRows", active,
        new String[] {"r0", "r1", "r3", "r4", "r5"},
        new Lineage(new int[] {0, 1, 2, 3, 4, 5}, new int[] {0, 1, 3, 4, 5})));
    Table summary = new Table(List.of(area.withOrigin(Origin.DATASET_GROUP),
        Fields.computed("totalRevenue", DataType.NUMBER, Origin.DATASET_METRIC),
        Fields.computed("totalMargin", DataType.NUMBER, Origin.DATASET_METRIC),
        Fields.computed("recordCount", DataType.NUMBER, Origin.DATASET_METRIC)), List.of(
        text("North", "South", "East"), numbers(130, 90, 80), numbers(60, 45, 30),
        numbers(2, 2, 1)), 3);
    out.put("areaSummary", result("areaSummary", summary,
        new String[] {"r0|r3", "r1|r5", "r4"},
        new Lineage(new int[] {0, 2, 4, 5}, new int[] {0, 3, 1, 5, 4})));
    Table byStatus = new Table(List.of(area.withOrigin(Origin.DATASET_GROUP),
        STATUS.withOrigin(Origin.DATASET_GROUP),
        Fields.computed("total", DataType.NUMBER, Origin.DATASET_METRIC)), List.of(
        text("North", "South", "North", "East", "South"),
        text("Open", "Open", "Closed", "Open", "Closed"), numbers(100, 50, 30, 80, 40)), 5);
    out.put("byStatus", result("byStatus", byStatus, new String[] {"r0", "r1", "r3", "r4", "r5"},
        new Lineage(new int[] {0, 1, 2, 3, 4, 5}, new int[] {0, 1, 3, 4, 5})));
    return out;
  }

  static DatasetResult result(String name, Table t, String[] keys, Lineage lineage) {
    return new DatasetResult(name, t, keys, lineage,
        new DatasetStats(false, t.rowCount(), t.rowCount(), 0, t.rowCount()), List.of());
  }

  static final String DATA = "\"data\": {\"datasets\": {"
      + "\"activeRows\": {\"source\": \"powerbi\", \"filter\": {\"field\": \"status\", "
      + "\"operator\": \"!=\", \"value\": \"Cancelled\"}, \"derive\": {\"margin\": {\"op\": \"-\", "
      + "\"left\": {\"field\": \"revenue\"}, \"right\": {\"field\": \"cost\"}}}, "
      + "\"rename\": {\"region\": \"area\"}, \"select\": [\"area\", \"revenue\", \"margin\"]},"
      + "\"areaSummary\": {\"source\": \"activeRows\", \"groupBy\": [\"area\"], \"metrics\": {"
      + "\"totalRevenue\": {\"op\": \"sum\", \"field\": \"revenue\"}, \"totalMargin\": {\"op\": "
      + "\"sum\", \"field\": \"margin\"}, \"recordCount\": {\"op\": \"count\"}}, \"sort\": [{"
      + "\"field\": \"totalRevenue\", \"direction\": \"descending\"}], \"limit\": 20},"
      + "\"byStatus\": {\"source\": \"powerbi\", \"filter\": {\"field\": \"status\", "
      + "\"operator\": \"!=\", \"value\": \"Cancelled\"}, \"rename\": {\"region\": \"area\"}, \"groupBy\": [\"area\", \"status\"], "
      + "\"metrics\": {\"total\": {\"op\": \"sum\", \"field\": \"revenue\"}}}}}";

  /** A loaded dashboard over the seed data; {@code diagnostics} receives preparation findings. */
  public static Dashboard load(String components, boolean identities, RuntimeConfig config,
      Diagnostics diagnostics) {
    return loadSpec("{\"version\": \"2.0\", " + DATA + ", \"components\": " + components
        + "}", identities, config, diagnostics);
  }

  public static Dashboard loadSpec(String spec, boolean identities, RuntimeConfig config,
      Diagnostics diagnostics) {
    DataSource base = base(identities);
    Workspace ws = new Workspace(Map.of("sales", base), "sales");
    Map<String, DatasetResult> datasets = datasets(base);
    PreparedSpecification prepared = Preparation.prepare(spec, base.table().fields(),
        diagnostics);
    Map<String, DatasetSchema> views = new LinkedHashMap<>();
    datasets.forEach((k, v) -> views.put(k, DatasetSchema.of(v.table().fields())));
    views.put("sales", DatasetSchema.of(base.table().fields()));
    DatasetSchemas schemas = DatasetSchemas.ofSchemas(views, Set.of());
    Preparation.checkBindings(prepared, schemas, Set.of(), diagnostics);
    InteractionValidator.validate(prepared, schemas, ws, diagnostics);
    EvaluationContext context = new EvaluationContext(0, "UTC", Map.of(), (c, m) -> { });
    return Dashboard.load(new DashboardModel(prepared, ws, datasets, config, context));
  }

  public static List<String> codes(Diagnostics d) {
    List<String> codes = new ArrayList<>();
    d.sorted().forEach(x -> codes.add(x.code() + " " + x.path()));
    return codes;
  }
}
