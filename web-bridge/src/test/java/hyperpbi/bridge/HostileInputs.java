package hyperpbi.bridge;

import com.eclipsesource.json.Json;
import com.eclipsesource.json.JsonArray;
import com.eclipsesource.json.JsonObject;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;

/**
 * Hostile engine requests, generated deterministically from a seed with an int-only PRNG
 * (mulberry32; java.util.Random differs in TeaVM, and the inputs must not depend on the JDK
 * either): number literals beyond every range, remainders with huge quotients, odd Unicode for
 * the text operators, whitespace-only and truncated or damaged specifications, deep nesting,
 * misspelt names, broken CSV, XLSX and JSON row sources, and giant strings of moderate size.
 * The bases are conformance fixtures, so every input is one plausible document gone wrong.
 */
final class HostileInputs {
  /** One generated request: a stable name (kind and index) and the request JSON. */
  record Input(String name, String request) {}

  private static final String[] NUMBER_LITERALS = {
    "1E+2147483647", "1E+4294967296", "1e309", "-1e309", "1e-400", "-1e-400", "4.9e-324",
    "2.4703282292062327e-324", "2.4703282292062328e-324", "1.7976931348623157e308",
    "1.7976931348623158e308", "1.797693134862315807e308", "1.7976931348623159e308",
    "9007199254740993", "123456789012345678901234567890", "0.1e1", "-0", "-0.0", "1E-2147483648",
    "1E-4294967296", "2147483647", "2147483648", "4294967296", "1e21", "0.30000000000000004",
    "100000000000000000000000000000000000000000000000000000000000000001",
    "1.00000000000000011102230246251565404236316680908203125", "1e+0", "12E-1", "1E+10000000000"
  };

  /** Finite but extreme: huge quotients, subnormals, long mantissas. */
  private static final String[] FINITE_LITERALS = {
    "1e20", "-1e20", "1e308", "1.7976931348623157e308", "-1.7976931348623157e308", "4.9e-324",
    "123456789012345678901234567890", "9007199254740993", "0.1", "-7.5", "1e22", "3e300",
    "2.5e-310", "-0", "6.02214076e23", "1e-300"
  };

  private static final String[] TEXTS = {
    "stra\u00dfe", "\u039f\u0394\u039f\u03a3", "\u0130stanbul", "\ufb01le", "\u0587", "\u0390",
    "\ud801\udc00\ud801\udc28", "\u01c4\u01c5\u01c6", "\u017f\u00b5\u0131", "\u1e9e",
    "\u212a\u2126", "\u0345\u03b9", "e\u0301", "\ud83d\ude00 emoji", "\ud800 lone high",
    "lone low \udc00", "\u200b\u200bzero width", "\u00a0nbsp\u00a0", "\u3000ideo\u3000",
    "\u2028line\u2029", "\u0000nul", "\u001f\u001cseparators", "\ufeffbom", "\u0085nel",
    "\u1680ogham", "\u2007figure", "\u202fnarrow", "\u0660\u0661\u0662", "\uff21\uff41",
    "\u10a0\u2d00", "\u13a0\uab70", "\u1c90\u10d0", "\ua7c7\ua7c8", "\ud83a\udd00\ud83a\udd22"
  };

  private static final String[] WHITESPACE = {
    " ", "\t", "\n", "\r", "\u000b", "\f", "\u001c", "\u001d", "\u001e", "\u001f", "\u00a0",
    "\u1680", "\u2000", "\u2007", "\u200a", "\u200b", "\u2028", "\u2029", "\u202f", "\u205f",
    "\u3000", "\ufeff", "\u0085"
  };

  private static final String[] NAMES = {
    "version", "components", "data", "datasets", "source", "filter", "field", "operator",
    "value", "derive", "rename", "select", "groupBy", "metrics", "sort", "direction", "limit",
    "type", "id", "dataset", "category", "measure", "aggregation", "interaction", "title",
    "barChart", "descending", "Cancelled", "revenue", "region", "sum", "count", "op", "left",
    "right", "powerbi", "activeRows", "areaSummary", "highlight", "selection"
  };

  private final Rng rng;
  private final String baseSpec;
  private final String salesCsv;
  private final byte[] workbook;
  private final List<Input> inputs = new ArrayList<>();

  private HostileInputs(int seed, Path conformance) throws IOException {
    rng = new Rng(seed);
    Path example = conformance.resolve("datasets").resolve("complete-example");
    baseSpec = Files.readString(example.resolve("spec.json"), StandardCharsets.UTF_8);
    salesCsv = Files.readString(example.resolve("sales.csv"), StandardCharsets.UTF_8);
    workbook = Files.readAllBytes(conformance.resolve("imports").resolve("xlsx-sheets")
        .resolve("book.xlsx"));
  }

  /** About {@code perKind} inputs of each kind, the same list for the same seed. */
  static List<Input> generate(int seed, int perKind, Path conformance) throws IOException {
    HostileInputs g = new HostileInputs(seed, conformance);
    for (int i = 0; i < perKind; i++) {
      g.numbers(i);
      g.remainders(i);
      g.caseMapping(i);
      g.blankSpecification(i);
      g.deepNesting(i);
      g.truncatedSpecification(i);
      g.damagedSpecification(i);
      g.misspeltNames(i);
      g.brokenCsv(i);
      // Three damaged workbooks per round: about one damaged deflate stream in eight used to
      // inflate differently in the browser builds, so a handful would miss it.
      for (int k = 0; k < 3; k++) {
        g.damagedWorkbook(3 * i + k);
      }
      g.brokenJsonRows(i);
      if (i % 4 == 0) {
        g.giantStrings(i / 4);
      }
    }
    return g.inputs;
  }

  // ---- kinds ----

  private void numbers(int i) {
    String literal = pick(NUMBER_LITERALS);
    if (rng.below(4) == 0) {
      literal = randomLiteral();
    }
    String spec = switch (i % 6) {
      case 0 -> baseSpec.replace("\"limit\": 20", "\"limit\": " + literal);
      case 1 -> baseSpec.replace("\"value\": \"Cancelled\"", "\"value\": " + literal);
      case 2 -> withDataset("{\"source\": \"sales\", \"limit\": " + literal + "}");
      case 3 -> "{\"version\": \"2.0\", \"components\": [], \"data\": {\"sources\": {\"remote\": "
          + "{\"type\": \"miniup.table\", \"site\": \"demo\", \"table\": \"orders\", \"maxRows\": "
          + literal + ", \"timeoutMs\": " + pick(NUMBER_LITERALS) + "}}}}";
      case 4 -> withField("{\"op\": \"*\", \"left\": {\"field\": \"revenue\"}, \"right\": "
          + "{\"value\": " + literal + "}}");
      default -> "{\"version\": \"2.0\", \"components\": [{\"type\": \"table\", \"id\": \"t\", "
          + "\"dataset\": \"sales\", \"pageSize\": " + literal + "}]}";
    };
    add("number", i, "eval", spec, csv("sales", salesCsv));
  }

  private void remainders(int i) {
    String a = rng.below(2) == 0 ? "{\"field\": \"revenue\"}" : "{\"value\": " + pick(FINITE_LITERALS) + "}";
    String b = rng.below(3) == 0 ? "{\"field\": \"cost\"}" : "{\"value\": " + pick(new String[] {
      "3", "-3", "7", "0.1", "1e-300", "5e-324", "0", "-0", "1e308", "0.7", "1E-2147483648"}) + "}";
    StringBuilder rows = new StringBuilder("region,status,revenue,cost\n");
    for (int r = 0; r < 6; r++) {
      rows.append("r").append(r).append(",Open,").append(pick(FINITE_LITERALS)).append(',')
          .append(rng.below(7) - 3).append('\n');
    }
    add("remainder", i, "eval", withField("{\"op\": \"%\", \"left\": " + a + ", \"right\": " + b
        + "}"), csv("sales", rows.toString()));
  }

  private void caseMapping(int i) {
    StringBuilder rows = new StringBuilder("name,region,revenue\n");
    for (int r = 0; r < 8; r++) {
      String text = pick(TEXTS) + (rng.below(2) == 0 ? pick(TEXTS) : "");
      rows.append('"').append(text.replace("\"", "\"\"")).append("\",x,").append(r).append('\n');
    }
    String[] ops = {"lower", "upper", "trim"};
    String op = ops[i % 3];
    String field = "{\"op\": \"" + op + "\", \"args\": [{\"field\": \"name\"}]}";
    String predicate = "{\"op\": \"" + pick(new String[] {"contains", "startsWith", "endsWith"})
        + "\", \"args\": [" + (rng.below(2) == 0 ? field : "{\"field\": \"name\"}")
        + ", {\"value\": \"" + escape(pick(TEXTS)) + "\"}]}";
    String spec = "{\"version\": \"2.0\", \"components\": [], \"calculations\": {\"fields\": ["
        + "{\"key\": \"mapped\", \"expression\": " + field + "}, {\"key\": \"found\", "
        + "\"expression\": " + predicate + "}, {\"key\": \"replaced\", \"expression\": {\"op\": "
        + "\"replace\", \"args\": [{\"field\": \"name\"}, {\"value\": \"" + escape(pick(TEXTS))
        + "\"}, {\"value\": \"" + escape(pick(TEXTS)) + "\"}]}}]}}";
    add("case", i, "eval", spec, csv("words", rows.toString()));
  }

  private void blankSpecification(int i) {
    StringBuilder spec = new StringBuilder();
    int n = rng.below(12);
    for (int k = 0; k < n; k++) {
      spec.append(pick(WHITESPACE));
    }
    if (i % 5 == 4) {
      spec.append("{}");
    }
    add("blank", i, i % 2 == 0 ? "check" : "eval", spec.toString(), csv("sales", salesCsv));
  }

  private void deepNesting(int i) {
    int depth = 240 + rng.below(40);
    switch (i % 4) {
      case 0 -> {
        // Brackets in a property the validator must reject, around the 256-level limit.
        StringBuilder v = new StringBuilder();
        String open = rng.below(2) == 0 ? "[" : "{\"a\":";
        String close = open.equals("[") ? "]" : "}";
        v.append(open.repeat(depth)).append("1").append(close.repeat(depth));
        add("deep", i, "check", "{\"version\": \"2.0\", \"components\": [], \"title\": " + v + "}",
            List.of());
      }
      case 1 -> {
        // An expression nested hundreds of operators deep.
        int levels = 20 + rng.below(100);
        String e = "{\"field\": \"revenue\"}";
        for (int k = 0; k < levels; k++) {
          e = "{\"op\": \"" + pick(new String[] {"+", "-", "*", "abs", "round", "%"}) + "\", \"args\": ["
              + e + (k % 3 == 0 ? "" : ", {\"value\": " + (k % 7 + 1) + "}") + "]}";
        }
        add("deep", i, "eval", withField(e), csv("sales", salesCsv));
      }
      case 2 -> {
        // JSON rows nested beyond the limit, and unbalanced brackets.
        String rows = "[" + "{\"a\": [".repeat(depth / 2) + "1" + "]}".repeat(depth / 2 - rng.below(3)) + "]";
        add("deep", i, "eval", withDataset("{\"source\": \"rows\"}"), json("rows", rows, null));
      }
      default -> {
        // A specification that is only brackets, never closed.
        add("deep", i, "check", "[".repeat(depth + rng.below(200)), List.of());
      }
    }
  }

  private void truncatedSpecification(int i) {
    int at = rng.below(baseSpec.length());
    add("truncated", i, i % 2 == 0 ? "check" : "eval", baseSpec.substring(0, at),
        csv("sales", salesCsv));
  }

  private void damagedSpecification(int i) {
    StringBuilder s = new StringBuilder(baseSpec);
    int edits = 1 + rng.below(3);
    String junk = "{}[]\",:\\ \n\u0000\u00e9\ud83d\ude00e-+.0tfn";
    for (int k = 0; k < edits; k++) {
      int at = rng.below(s.length());
      switch (rng.below(3)) {
        case 0 -> s.deleteCharAt(at);
        case 1 -> s.insert(at, junk.charAt(rng.below(junk.length())));
        default -> s.setCharAt(at, junk.charAt(rng.below(junk.length())));
      }
    }
    add("damaged", i, "eval", s.toString(), csv("sales", salesCsv));
  }

  private void misspeltNames(int i) {
    String name = pick(NAMES);
    String wrong = misspell(name);
    String spec = baseSpec.replaceFirst("\"" + name + "\"", "\"" + quoteReplacement(wrong) + "\"");
    if (spec.equals(baseSpec)) {
      spec = baseSpec.replace("\"field\": \"revenue\"", "\"field\": \"" + wrong + "\"");
    }
    add("misspelt", i, i % 3 == 0 ? "check" : "eval", spec, csv("sales", salesCsv));
  }

  private void brokenCsv(int i) {
    String text = switch (i % 8) {
      case 0 -> salesCsv.replaceFirst(",", ",\"");
      case 1 -> salesCsv.replace("\n", "\r");
      case 2 -> mutate(salesCsv, "\",\r\n\u0000;\t\ufeff\u00e9", 1 + rng.below(4));
      case 3 -> salesCsv + "x".repeat(50_000 + rng.below(100_000)) + ",1\n";
      case 4 -> wideCsv(1000 + rng.below(4000));
      case 5 -> salesCsv.substring(0, rng.below(salesCsv.length()));
      case 6 -> "\ufeff" + salesCsv + "\ufeff" + salesCsv;
      default -> salesCsv.replace(",", pick(new String[] {";", "\t", "|", ",,"}));
    };
    if (i % 8 == 7 && rng.below(2) == 0) {
      byte[] bytes = salesCsv.getBytes(StandardCharsets.UTF_8);
      bytes[rng.below(bytes.length)] = (byte) (0x80 + rng.below(0x80));
      add("csv", i, "eval", baseSpec, List.of(source("sales", "csv", null, bytes, null)));
      return;
    }
    add("csv", i, "eval", baseSpec, csv("sales", text));
  }

  private void damagedWorkbook(int i) {
    byte[] book = workbook.clone();
    String spec = "{\"version\": \"2.0\", \"components\": [], \"data\": {\"datasets\": "
        + "{\"d\": {\"source\": \"book\"}}}}";
    List<int[]> entries = deflatedEntries(book);
    int mode = i % 4;
    if (mode == 3 || entries.isEmpty()) {
      book = java.util.Arrays.copyOf(book, rng.below(book.length));
    } else {
      int[] entry = entries.get(rng.below(entries.size()));
      int flips = 1 + rng.below(mode == 0 ? 1 : 6);
      for (int k = 0; k < flips; k++) {
        int at = entry[0] + (mode == 2 ? rng.below(Math.min(4, entry[1])) : rng.below(entry[1]));
        book[at] ^= (byte) (1 + rng.below(255));
      }
    }
    add("xlsx", i, "eval", spec, List.of(source("book", "xlsx", null, book, null)));
  }

  private void brokenJsonRows(int i) {
    String rows = "[{\"n\": 1, \"s\": \"a\"}, {\"n\": 2.5, \"s\": null}, {\"n\": -3, \"s\": \"c\"}]";
    String text = switch (i % 6) {
      case 0 -> rows.substring(0, rng.below(rows.length()));
      case 1 -> rows.replace("2.5", pick(NUMBER_LITERALS));
      case 2 -> "{\"data\": " + rows + "}";
      case 3 -> mutate(rows, "{}[]\",:", 1 + rng.below(3));
      case 4 -> "[" + "{\"n\": 1},".repeat(rng.below(50)) + "1, \"x\", null, []]";
      default -> "[{\"" + escape(pick(TEXTS)) + "\": \"" + escape(pick(TEXTS)) + "\", \"n\": "
          + pick(NUMBER_LITERALS) + "}]";
    };
    String dataPath = i % 6 == 2 ? pick(new String[] {"data", "data.rows", "", "x.y.z", "data."})
        : null;
    add("json-rows", i, "eval", withDataset("{\"source\": \"rows\"}"), json("rows", text,
        dataPath));
  }

  private void giantStrings(int i) {
    int size = 100_000 + rng.below(200_000);
    String giant = "\u00e9x\ud83d\ude00".repeat(size / 4);
    String spec = switch (i % 4) {
      case 0 -> baseSpec.replace("\"Regional revenue\"", "\"" + giant + "\"");
      case 1 -> baseSpec.replace("\"revenue_by_area\"", "\"" + giant + "\"");
      case 2 -> baseSpec.replace("\"Cancelled\"", "\"" + giant + "\"");
      default -> baseSpec.replace("\"activeRows\"", "\"" + giant + "\"");
    };
    add("giant", i, "eval", spec, csv("sales", salesCsv));
  }

  // ---- helpers ----

  private String withDataset(String definition) {
    return "{\"version\": \"2.0\", \"components\": [], \"data\": {\"datasets\": {\"d\": "
        + definition + "}}}";
  }

  private String withField(String expression) {
    return "{\"version\": \"2.0\", \"components\": [], \"calculations\": {\"fields\": "
        + "[{\"key\": \"value\", \"expression\": " + expression + "}]}}";
  }

  private String randomLiteral() {
    StringBuilder s = new StringBuilder(rng.below(2) == 0 ? "" : "-");
    int digits = 1 + rng.below(30);
    for (int k = 0; k < digits; k++) {
      s.append((char) ('0' + (k == 0 ? 1 + rng.below(9) : rng.below(10))));
    }
    if (rng.below(2) == 0) {
      s.append('.').append(rng.below(1000));
    }
    s.append(rng.below(2) == 0 ? 'e' : 'E').append(rng.below(2) == 0 ? "+" : "-");
    s.append(rng.below(3) == 0 ? Integer.toString(rng.below(400)) : Long.toString(
        2147483647L + rng.below(Integer.MAX_VALUE)));
    return s.toString();
  }

  private String misspell(String name) {
    StringBuilder s = new StringBuilder(name);
    int at = rng.below(s.length());
    switch (rng.below(5)) {
      case 0 -> s.deleteCharAt(at);
      case 1 -> s.insert(at, (char) ('a' + rng.below(26)));
      case 2 -> s.setCharAt(at, (char) ('a' + rng.below(26)));
      case 3 -> {
        if (at + 1 < s.length()) {
          char c = s.charAt(at);
          s.setCharAt(at, s.charAt(at + 1));
          s.setCharAt(at + 1, c);
        }
      }
      default -> s.setCharAt(at, Character.toUpperCase(s.charAt(at)) == s.charAt(at)
          ? Character.toLowerCase(s.charAt(at)) : Character.toUpperCase(s.charAt(at)));
    }
    return s.toString();
  }

  private String mutate(String text, String junk, int edits) {
    StringBuilder s = new StringBuilder(text);
    for (int k = 0; k < edits && s.length() > 0; k++) {
      int at = rng.below(s.length());
      switch (rng.below(3)) {
        case 0 -> s.deleteCharAt(at);
        case 1 -> s.insert(at, junk.charAt(rng.below(junk.length())));
        default -> s.setCharAt(at, junk.charAt(rng.below(junk.length())));
      }
    }
    return s.toString();
  }

  private String wideCsv(int columns) {
    StringBuilder s = new StringBuilder();
    for (int row = 0; row < 3; row++) {
      for (int c = 0; c < columns; c++) {
        s.append(c == 0 ? "" : ",").append(row == 0 ? "c" + (c % 500) : Integer.toString(c * row));
      }
      s.append('\n');
    }
    return s.toString();
  }

  /**
   * [data offset, compressed size] of every deflated entry, from the central directory (the
   * local headers of a workbook written with data descriptors hold no sizes).
   */
  private static List<int[]> deflatedEntries(byte[] zip) {
    List<int[]> out = new ArrayList<>();
    int end = zip.length - 22;
    while (end >= 0 && u32(zip, end) != 0x06054b50) {
      end--;
    }
    if (end < 0) {
      return out;
    }
    int count = u16(zip, end + 10);
    int p = u32(zip, end + 16);
    for (int k = 0; k < count && p + 46 <= zip.length && u32(zip, p) == 0x02014b50; k++) {
      int method = u16(zip, p + 10);
      int size = u32(zip, p + 20);
      int local = u32(zip, p + 42);
      int start = local + 30 + u16(zip, local + 26) + u16(zip, local + 28);
      if (method == 8 && size > 0) {
        out.add(new int[] {start, size});
      }
      p += 46 + u16(zip, p + 28) + u16(zip, p + 30) + u16(zip, p + 32);
    }
    return out;
  }

  private static int u16(byte[] b, int p) {
    return (b[p] & 0xff) | (b[p + 1] & 0xff) << 8;
  }

  private static int u32(byte[] b, int p) {
    return u16(b, p) | u16(b, p + 2) << 16;
  }

  private static String escape(String s) {
    return Json.value(s).toString().substring(1, Json.value(s).toString().length() - 1);
  }

  private static String quoteReplacement(String s) {
    return java.util.regex.Matcher.quoteReplacement(escape(s));
  }

  private String pick(String[] options) {
    return options[rng.below(options.length)];
  }

  private static List<JsonObject> csv(String name, String text) {
    return List.of(source(name, "csv", text, null, null));
  }

  private static List<JsonObject> json(String name, String text, String dataPath) {
    return List.of(source(name, "json", text, null, dataPath));
  }

  private static JsonObject source(String name, String format, String text, byte[] bytes,
      String dataPath) {
    JsonObject s = new JsonObject().add("name", name).add("format", format);
    if (text != null) {
      s.add("text", text);
    }
    if (bytes != null) {
      s.add("base64", Base64.getEncoder().encodeToString(bytes));
    }
    if (dataPath != null) {
      s.add("dataPath", dataPath);
    }
    return s;
  }

  private void add(String kind, int index, String mode, String spec, List<JsonObject> sources) {
    JsonArray list = new JsonArray();
    sources.forEach(list::add);
    JsonObject request = new JsonObject().add("mode", mode).add("spec", spec).add("sources", list)
        .add("now", "2024-03-01T10:00:00Z").add("timeZone", "UTC").add("datasets", new JsonArray());
    inputs.add(new Input(kind + "/" + index, request.toString()));
  }

  /** mulberry32: 32-bit state, int arithmetic only. */
  static final class Rng {
    private int state;

    Rng(int seed) {
      state = seed;
    }

    int next() {
      state += 0x6d2b79f5;
      int t = state;
      t = (t ^ (t >>> 15)) * (t | 1);
      t ^= t + (t ^ (t >>> 7)) * (t | 61);
      return t ^ (t >>> 14);
    }

    int below(int bound) {
      return (next() >>> 1) % bound;
    }
  }
}
