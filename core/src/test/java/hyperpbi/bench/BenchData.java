package hyperpbi.bench;

/**
 * The benchmark dataset (issue 8), generated with an int-only PRNG (mulberry32) so that the
 * JavaScript harness ({@code web-bridge/src/bench/node/data.mjs}) produces the very same rows and
 * CSV text. Columns: {@code region} (50 values), {@code status} (Open 60 %, Closed 30 %,
 * Cancelled 10 %), {@code revenue} 1.00–9999.99 and {@code cost} 0–revenue (both in cents / 100),
 * {@code order_date} 2020-01-01 plus 0–1460 days, {@code customer} (20,000 values).
 */
public final class BenchData {
  public static final int SEED = 20240917;
  public static final int REGIONS = 50;
  public static final int CUSTOMERS = 20_000;
  public static final String[] STATUSES = {"Open", "Closed", "Cancelled"};
  public static final int OPEN = 0;
  public static final int CANCELLED = 2;
  /** 2020-01-01 as days since 1970-01-01. */
  public static final int FIRST_DAY = 18262;
  public static final String HEADER = "region,status,revenue,cost,order_date,customer";

  public final int rows;
  public final int[] region;
  public final int[] status;
  public final int[] revenueCents;
  public final int[] costCents;
  public final double[] revenue;
  public final double[] cost;
  public final int[] orderDay;
  public final int[] customer;

  private int state;

  private BenchData(int rows) {
    this.rows = rows;
    region = new int[rows];
    status = new int[rows];
    revenueCents = new int[rows];
    costCents = new int[rows];
    revenue = new double[rows];
    cost = new double[rows];
    orderDay = new int[rows];
    customer = new int[rows];
  }

  public static BenchData generate(int rows) {
    BenchData d = new BenchData(rows);
    d.state = SEED;
    for (int i = 0; i < rows; i++) {
      d.region[i] = d.next() % REGIONS;
      int s = d.next() % 10;
      d.status[i] = s < 6 ? 0 : s < 9 ? 1 : 2;
      int rev = 100 + d.next() % 999_900;
      int cost = d.next() % rev;
      d.revenueCents[i] = rev;
      d.costCents[i] = cost;
      d.revenue[i] = rev / 100.0;
      d.cost[i] = cost / 100.0;
      d.orderDay[i] = FIRST_DAY + d.next() % 1461;
      d.customer[i] = d.next() % CUSTOMERS;
    }
    return d;
  }

  /** mulberry32, returning 31 nonnegative bits (JavaScript: the same with Math.imul). */
  private int next() {
    int t = state += 0x6D2B79F5;
    t = (t ^ (t >>> 15)) * (t | 1);
    t ^= t + (t ^ (t >>> 7)) * (t | 61);
    return (t ^ (t >>> 14)) >>> 1;
  }

  public static String regionName(int code) {
    return "Region " + (code < 10 ? "0" : "") + code;
  }

  public static String customerName(int code) {
    String digits = Integer.toString(code);
    return "C" + "00000".substring(digits.length()) + digits;
  }

  public static String cents(int cents) {
    int frac = cents % 100;
    return (cents / 100) + (frac < 10 ? ".0" : ".") + frac;
  }

  /** yyyy-mm-dd of a day number (days since 1970-01-01), integer arithmetic only. */
  public static String isoDate(int day) {
    int z = day + 719468;
    int era = (z >= 0 ? z : z - 146096) / 146097;
    int doe = z - era * 146097;
    int yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    int y = yoe + era * 400;
    int doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    int mp = (5 * doy + 2) / 153;
    int d = doy - (153 * mp + 2) / 5 + 1;
    int m = mp < 10 ? mp + 3 : mp - 9;
    if (m <= 2) {
      y++;
    }
    return y + (m < 10 ? "-0" : "-") + m + (d < 10 ? "-0" : "-") + d;
  }

  /** The CSV text the engine imports (P4) and every contender's input. */
  public String csv() {
    StringBuilder b = new StringBuilder(rows * 48 + 64);
    b.append(HEADER).append('\n');
    for (int i = 0; i < rows; i++) {
      b.append(regionName(region[i])).append(',').append(STATUSES[status[i]]).append(',')
          .append(cents(revenueCents[i])).append(',').append(cents(costCents[i])).append(',')
          .append(isoDate(orderDay[i])).append(',').append(customerName(customer[i])).append('\n');
    }
    return b.toString();
  }

  /** FNV-1a over the UTF-16 units of the CSV text, as an unsigned hex string (parity check). */
  public static String checksum(String text) {
    int h = 0x811c9dc5;
    for (int i = 0; i < text.length(); i++) {
      h = (h ^ text.charAt(i)) * 0x01000193;
    }
    return String.format("%08x", h);
  }
}
