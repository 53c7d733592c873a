package hyperpbi.imports;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import hyperpbi.conformance.ConformanceCase;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The XLSX files of the conformance cases under conformance/imports, written by code so each is
 * reviewable here. The committed binaries must match: this test fails when one differs, and
 * {@code HYPERPBI_WRITE_FIXTURES=1 mvn -q -pl core test -Dtest=XlsxConformanceFixtures}
 * rewrites them (deflate output may differ between JDKs; then rewrite and review the cases).
 */
class XlsxConformanceFixtures {

  static Map<String, byte[]> fixtures() {
    Map<String, byte[]> files = new LinkedHashMap<>();
    files.put("xlsx-strings/book.xlsx", XlsxFixture.workbook()
        .sharedStrings("Order ID", "Region", "EU", "   ", "007",
            "<r><t>Rich</t></r><r><rPr><b/></rPr><t xml:space=\"preserve\"> text</t></r>"
                + "<rPh sb=\"0\" eb=\"1\"><t>phonetic</t></rPh>", "Paid", "line_x000D_break")
        .sheet("Orders",
            row(1, s("A1", 0), s("B1", 1), inline("C1", "Note"), s("D1", 6),
                "<c r=\"E1\" t=\"e\"><v>#REF!</v></c>")
            + row(2, n("A2", "1"), s("B2", 2), inline("C2", "  spaced  "), b("D2", "1"),
                s("E2", 4))
            + row(3, n("A3", "2.5"), s("B3", 5), s("C3", 7), b("D3", "0"),
                "<c r=\"E3\" t=\"e\"><v>#DIV/0!</v></c>")
            + row(4, n("A4", "1E-3"), s("B4", 3), s("C4", 3), b("D4", "1"),
                "<c r=\"E4\" t=\"e\"><v>#N/A</v></c>"))
        .bytes());
    files.put("xlsx-dates-1900/book.xlsx", XlsxFixture.workbook()
        .styles(new String[][] {{"164", "yyyy\\-mm\\-dd hh:mm"}, {"165", "[Red]0.00"},
            {"166", "dd/mm/yyyy"}}, 0, 14, 22, 164, 165, 166)
        .sheet("Dates",
            row(1, inline("A1", "Date"), inline("B1", "Date Time"), inline("C1", "Custom"),
                inline("D1", "Red Number"), inline("E1", "Custom Date"))
            + row(2, sn("A2", 1, "45322"), sn("B2", 2, "45322.75"),
                sn("C2", 3, "45322.5416666667"), sn("D2", 4, "1.5"), sn("E2", 5, "45351"))
            + row(3, sn("A3", 1, "59"), sn("B3", 2, "61.5"), sn("C3", 3, "1"), sn("D3", 4, "-2"),
                sn("E3", 5, "45322.9"))
            + row(4, sn("A4", 1, "60"), sn("B4", 2, "0.25"), sn("C4", 3, "2958465")))
        .bytes());
    files.put("xlsx-dates-1904/book.xlsx", XlsxFixture.workbook().date1904()
        .styles(new String[0][], 0, 14, 22)
        .sheet("Dates",
            row(1, inline("A1", "Date"), inline("B1", "Date Time"))
            + row(2, sn("A2", 1, "43860"), sn("B2", 2, "43860.5"))
            + row(3, sn("A3", 1, "0"), sn("B3", 2, "0.25")))
        .bytes());
    files.put("xlsx-formulas/book.xlsx", XlsxFixture.workbook()
        .sheet("Calc",
            row(1, inline("A1", "Qty"), inline("B1", "Double"), inline("C1", "Label"))
            + row(2, n("A2", "2"), "<c r=\"B2\"><f>A2*2</f><v>4</v></c>",
                "<c r=\"C2\" t=\"str\"><f>A2&amp;\"x\"</f><v>2x</v></c>")
            + row(3, n("A3", "3"), "<c r=\"B3\"><f>A3*2</f></c>",
                "<c r=\"C3\" t=\"str\"><f>A3&amp;\"x\"</f><v>3x</v></c>"))
        .bytes());
    files.put("xlsx-sparse/book.xlsx", XlsxFixture.workbook()
        .sheet("Sparse",
            "<row r=\"1\"><c r=\"A1\" s=\"0\"/></row>"
            + row(3, inline("B3", "Name"), inline("D3", "Qty"))
            + row(4, inline("B4", "a"))
            + "<row r=\"5\"><c r=\"B5\" s=\"0\"/><c r=\"C5\" t=\"inlineStr\"><is><t> </t></is></c>"
            + "</row>"
            + row(9, n("D9", "5"))
            + row(12, inline("B12", "b"), n("D12", "7")))
        .bytes());
    files.put("xlsx-merged/book.xlsx", XlsxFixture.workbook()
        .sheet("Merged",
            row(1, inline("A1", "Region"), inline("B1", "Amount"))
            + row(2, inline("A2", "EU"), n("B2", "1"))
            + row(3, inline("A3", "left over"), n("B3", "2"))
            + row(4, inline("A4", "US"), n("B4", "3")),
            "<mergeCells count=\"1\"><mergeCell ref=\"A2:A3\"/></mergeCells>")
        .bytes());
    files.put("xlsx-sheets/book.xlsx", XlsxFixture.workbook()
        .sheet("Sales", row(1, inline("A1", "Region"), inline("B1", "Amount"))
            + row(2, inline("A2", "EU"), n("B2", "10")))
        .sheet("Costs", row(1, inline("A1", "Item"), inline("B1", "Cost"))
            + row(2, inline("A2", "Rent"), n("B2", "500"))
            + row(3, inline("A3", "Power"), n("B3", "75.5")))
        .bytes());
    files.put("xlsx-one-sheet/book.xlsx", files.get("xlsx-sheets/book.xlsx"));
    files.put("xlsx-missing-sheet/book.xlsx", files.get("xlsx-sheets/book.xlsx"));
    StringBuilder padding = new StringBuilder(3_000_000);
    for (int i = 0; i < 3_000_000; i++) {
      padding.append(' ');
    }
    files.put("xlsx-zip-bomb/book.xlsx", XlsxFixture.workbook()
        .sheet("Bomb", row(1, inline("A1", "a")) + padding).bytes());
    files.put("xlsx-doctype/book.xlsx", XlsxFixture.workbook().sheet("Sheet1", "")
        .part("xl/worksheets/sheet1.xml", "<?xml version=\"1.0\"?>\n<!DOCTYPE lolz [\n"
            + "<!ENTITY lol \"lol\">\n<!ENTITY lol2 \"&lol;&lol;&lol;&lol;&lol;\">\n]>\n"
            + "<worksheet xmlns=\"" + XlsxFixture.MAIN_NS + "\"><sheetData><row r=\"1\">"
            + "<c r=\"A1\" t=\"inlineStr\"><is><t>&lol2;</t></is></c></row></sheetData>"
            + "</worksheet>")
        .bytes());
    files.put("xlsx-entity/book.xlsx", XlsxFixture.workbook().sheet("Sheet1", "")
        .part("xl/worksheets/sheet1.xml", "<?xml version=\"1.0\"?>\n"
            + "<worksheet xmlns=\"" + XlsxFixture.MAIN_NS + "\"><sheetData>\n<row r=\"1\">"
            + "<c r=\"A1\" t=\"inlineStr\"><is><t>&xxe;</t></is></c></row></sheetData>"
            + "</worksheet>")
        .bytes());
    // Integrity: an altered byte, a part present twice, overlapping merges (issue 23).
    byte[] regions = XlsxFixture.workbook().stored().sharedStrings("Region", "North")
        .sheet("Sales", row(1, s("A1", 0), inline("B1", "Amount"))
            + row(2, s("A2", 1), n("B2", "1")) + row(3, inline("A3", "South"), n("B3", "2")))
        .bytes();
    files.put("xlsx-crc-mismatch/book.xlsx", XlsxFixture.patch(regions, "North", "Nosth"));
    files.put("xlsx-duplicate-entry/book.xlsx", XlsxFixture.patch(XlsxFixture.workbook()
        .sheet("Sales", row(1, inline("A1", "Region")) + row(2, inline("A2", "North")))
        .part("xl/worksheets/sheet1.xmX", "<worksheet><sheetData/></worksheet>")
        .bytes(), "sheet1.xmX", "sheet1.xml"));
    files.put("xlsx-merged-overlap/book.xlsx", XlsxFixture.workbook()
        .sheet("Merged",
            row(1, inline("A1", "Region"), inline("B1", "Amount"))
            + row(2, inline("A2", "EU"), n("B2", "1"))
            + row(3, inline("A3", "US"), n("B3", "2")),
            "<mergeCells count=\"2\"><mergeCell ref=\"A2:B3\"/><mergeCell ref=\"B3:C4\"/>"
                + "</mergeCells>")
        .sheet("Hidden",
            row(1, inline("A1", "Region"), inline("B1", "Amount"))
            + row(2, inline("A2", "EU"), n("B2", "1"))
            + row(3, inline("A3", "US"), n("B3", "2")),
            "<mergeCells count=\"1\"><mergeCell ref=\"A2:B3\"/></mergeCells>")
        .bytes());
    return files;
  }

  @Test
  void committedFixturesMatchTheirDefinitions() throws IOException {
    Path root = ConformanceCase.root().resolve("imports");
    boolean write = "1".equals(System.getenv("HYPERPBI_WRITE_FIXTURES"));
    for (Map.Entry<String, byte[]> e : fixtures().entrySet()) {
      Path file = root.resolve(e.getKey());
      if (write) {
        Files.createDirectories(file.getParent());
        Files.write(file, e.getValue());
        continue;
      }
      assertTrue(Files.exists(file), file + " is missing");
      assertArrayEquals(e.getValue(), Files.readAllBytes(file), file + " differs");
    }
  }

  private static String row(int r, String... cells) {
    return "<row r=\"" + r + "\">" + String.join("", cells) + "</row>";
  }

  private static String s(String ref, int index) {
    return "<c r=\"" + ref + "\" t=\"s\"><v>" + index + "</v></c>";
  }

  private static String n(String ref, String value) {
    return "<c r=\"" + ref + "\"><v>" + value + "</v></c>";
  }

  private static String sn(String ref, int style, String value) {
    return "<c r=\"" + ref + "\" s=\"" + style + "\"><v>" + value + "</v></c>";
  }

  private static String b(String ref, String value) {
    return "<c r=\"" + ref + "\" t=\"b\"><v>" + value + "</v></c>";
  }

  private static String inline(String ref, String text) {
    return "<c r=\"" + ref + "\" t=\"inlineStr\"><is><t xml:space=\"preserve\">"
        + XlsxFixture.escape(text) + "</t></is></c>";
  }
}
