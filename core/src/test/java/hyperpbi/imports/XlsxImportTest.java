package hyperpbi.imports;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import hyperpbi.data.DataSource;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class XlsxImportTest {

  private static List<DataSource> read(byte[] bytes, String sheet, ImportLimits limits,
      List<String> failures) throws ImportException {
    return XlsxImport.read("book", bytes, sheet, limits, (id, m) -> failures.add(id + ": " + m));
  }

  private static DataSource only(XlsxFixture fixture) throws ImportException {
    List<String> failures = new ArrayList<>();
    List<DataSource> sources = read(fixture.bytes(), null, ImportLimits.DEFAULT, failures);
    assertEquals(List.of(), failures);
    assertEquals(1, sources.size());
    return sources.get(0);
  }

  private static String error(XlsxFixture fixture, ImportLimits limits) {
    return assertThrows(ImportException.class,
        () -> read(fixture.bytes(), "Sheet1", limits, new ArrayList<>())).getMessage();
  }

  private static String c(String ref, String type, String value) {
    return "<c r=\"" + ref + "\"" + (type == null ? "" : " t=\"" + type + "\"") + "><v>" + value
        + "</v></c>";
  }

  private static String row(int r, String... cells) {
    return "<row r=\"" + r + "\">" + String.join("", cells) + "</row>";
  }

  @Test
  void stringsNumbersBooleansAndErrors() throws ImportException {
    DataSource s = only(XlsxFixture.workbook()
        .sharedStrings("Order ID", "Region", "EU", "  ", "007",
            "<r><t>Rich</t></r><r><rPr><b/></rPr><t xml:space=\"preserve\"> text</t></r>"
                + "<rPh sb=\"0\" eb=\"1\"><t>phonetic</t></rPh>", "a_x000D_b")
        .sheet("Sheet1",
            row(1, c("A1", "s", "0"), c("B1", "s", "1"), c("C1", "inlineStr", ""),
                "<c r=\"D1\" t=\"inlineStr\"><is><t>Ok?</t></is></c>", c("E1", "e", "#REF!"))
            + row(2, c("A2", null, "1"), c("B2", "s", "2"), "<c r=\"C2\" t=\"inlineStr\"><is>"
                + "<t>x</t></is></c>", c("D2", "b", "1"), c("E2", "s", "4"))
            + row(3, c("A3", null, "2.5"), c("B3", "s", "5"), c("C3", "s", "6"), c("D3", "b", "0"),
                c("E3", "e", "#DIV/0!"))
            + row(4, c("A4", null, "1E-3"), c("B4", "s", "3"), c("C4", "s", "3"),
                c("D4", "b", "yes"), c("E4", "n", "abc"))));
    assertEquals("book#Sheet1", s.id());
    assertEquals(List.of(
        "order_id orderId 'Order ID' number",
        "region region 'Region' text",
        "column_3 column3 'column_3' text",
        "ok ok 'Ok?' boolean",
        "column_5 column5 'column_5' text"), Show.fields(s));
    assertEquals(List.of(
        "[1,\"EU\",\"x\",true,\"007\"]",
        "[2.5,\"Rich text\",\"a\\rb\",false,null]",
        "[0.001,null,null,null,null]"), Show.rows(s));
    assertEquals(List.of(
        "Sheet1!E1: error value #REF! imported as null",
        "Sheet1!E3: error value #DIV/0! imported as null",
        "Sheet1!D4: 'yes' is not a boolean imported as null",
        "Sheet1!E4: 'abc' is not a number imported as null"), s.warnings());
  }

  @Test
  void datesFromNumberFormatsIn1900() throws ImportException {
    String[][] formats = {{"164", "yyyy\\-mm\\-dd hh:mm"}, {"165", "[Red]0.00"},
        {"166", "\"Day\" 0"}, {"167", "[h]:mm"}};
    DataSource s = only(XlsxFixture.workbook()
        .styles(formats, 0, 14, 22, 164, 165, 166, 167, 47)
        .sheet("Sheet1",
            "<row r=\"1\"><c r=\"A1\" t=\"inlineStr\"><is><t>d</t></is></c>"
            + "<c r=\"B1\" t=\"inlineStr\"><is><t>dt</t></is></c>"
            + "<c r=\"C1\" t=\"inlineStr\"><is><t>custom</t></is></c>"
            + "<c r=\"D1\" t=\"inlineStr\"><is><t>red</t></is></c>"
            + "<c r=\"E1\" t=\"inlineStr\"><is><t>quoted</t></is></c>"
            + "<c r=\"F1\" t=\"inlineStr\"><is><t>elapsed</t></is></c></row>"
            + "<row r=\"2\"><c r=\"A2\" s=\"1\"><v>45322</v></c><c r=\"B2\" s=\"2\"><v>45322.75</v>"
            + "</c><c r=\"C2\" s=\"3\"><v>45322.5416666667</v></c><c r=\"D2\" s=\"4\"><v>1.5</v>"
            + "</c><c r=\"E2\" s=\"5\"><v>3</v></c><c r=\"F2\" s=\"6\"><v>1.25</v></c></row>"
            + "<row r=\"3\"><c r=\"A3\" s=\"1\"><v>59.9</v></c><c r=\"B3\" s=\"2\"><v>61</v></c>"
            + "<c r=\"C3\" s=\"3\"><v>1</v></c><c r=\"F3\" s=\"7\"><v>0.5</v></c></row>"
            + "<row r=\"4\"><c r=\"A4\" s=\"1\"><v>60</v></c><c r=\"B4\" s=\"2\"><v>0.5</v></c>"
            + "<c r=\"C4\" s=\"3\"><v>-1</v></c></row>"));
    assertEquals(List.of("date", "datetime", "datetime", "number", "number", "datetime"),
        Show.types(s));
    assertEquals(List.of(
        "[\"2024-01-31\",\"2024-01-31T18:00:00Z\",\"2024-01-31T13:00:00Z\",1.5,3,"
            + "\"1900-01-01T06:00:00Z\"]",
        "[\"1900-02-28\",\"1900-03-01T00:00:00Z\",\"1900-01-01T00:00:00Z\",null,null,"
            + "\"1899-12-31T12:00:00Z\"]",
        "[null,\"1899-12-31T12:00:00Z\",null,null,null,null]"), Show.rows(s));
    assertEquals(List.of("Sheet1!A4: 60 is not a valid date (1900-02-29 does not exist) imported"
        + " as null", "Sheet1!C4: -1 is not a valid date imported as null"), s.warnings());
  }

  @Test
  void datesIn1904() throws ImportException {
    DataSource s = only(XlsxFixture.workbook().date1904()
        .styles(new String[0][], 0, 14, 22)
        .sheet("Sheet1", row(1, c("A1", "str", "d"), c("B1", "str", "t"))
            + "<row r=\"2\"><c r=\"A2\" s=\"1\"><v>43860</v></c><c r=\"B2\" s=\"2\"><v>0.25</v></c>"
            + "</row>"));
    assertEquals(List.of("[\"2024-01-31\",\"1904-01-01T06:00:00Z\"]"), Show.rows(s));
  }

  @Test
  void formulasUseCachedValuesOnly() throws ImportException {
    DataSource s = only(XlsxFixture.workbook().sheet("Sheet1",
        row(1, c("A1", "str", "a"), c("B1", "str", "b"), c("C1", "str", "c"))
        + "<row r=\"2\"><c r=\"A2\"><v>2</v></c><c r=\"B2\"><f>A2*2</f><v>4</v></c>"
        + "<c r=\"C2\" t=\"str\"><f>A2&amp;\"x\"</f><v>2x</v></c></row>"
        + "<row r=\"3\"><c r=\"A3\"><v>3</v></c><c r=\"B3\"><f>A3*2</f></c>"
        + "<c r=\"C3\" t=\"str\"><f>A3&amp;\"x\"</f><v>3x</v></c></row>"));
    assertEquals(List.of("[2,4,\"2x\"]", "[3,null,\"3x\"]"), Show.rows(s));
    assertEquals(List.of("Sheet1!B3: formula without a cached value imported as null (recalculate"
        + " and save the workbook in a spreadsheet application)"), s.warnings());
  }

  @Test
  void sparseRowsAndCells() throws ImportException {
    DataSource s = only(XlsxFixture.workbook().sheet("Sheet1",
        "<row r=\"2\"><c r=\"A2\" s=\"1\"/></row>"
        + row(3, c("B3", "str", "Name"), c("D3", "str", "Qty"))
        + row(4, c("B4", "str", "a"))
        + "<row r=\"5\"><c r=\"B5\" s=\"3\"/><c r=\"C5\" t=\"str\"><v> </v></c></row>"
        + row(9, c("D9", null, "5"), c("E9", null, "6"))
        + "<row r=\"10\"><c t=\"str\"><v>first</v></c><c><v>7</v></c></row>"));
    assertEquals(List.of(
        "column_1 column1 'column_1' text",
        "name name 'Name' text",
        "column_3 column3 'column_3' unknown",
        "qty qty 'Qty' number",
        "column_5 column5 'column_5' number"), Show.fields(s));
    assertEquals(List.of(
        "[null,\"a\",null,null,null]",
        "[null,null,null,5,6]",
        "[\"first\",\"7\",null,null,null]"), Show.rows(s));
  }

  @Test
  void cellsWithoutReferencesFollowTheirNeighbours() throws ImportException {
    DataSource s = only(XlsxFixture.workbook().sheet("Sheet1",
        "<row><c t=\"str\"><v>a</v></c><c t=\"str\"><v>b</v></c></row>"
        + "<row><c><v>1</v></c><c><v>2</v></c></row>"));
    assertEquals(List.of("[1,2]"), Show.rows(s));
  }

  @Test
  void mergedRegionsKeepTheTopLeftValue() throws ImportException {
    String rows = row(1, c("A1", "str", "Region"), c("B1", "str", "Amount"))
        + row(2, c("A2", "str", "EU"), c("B2", null, "1"))
        + row(3, c("B3", null, "2"))
        + row(4, c("A4", "str", "US"), c("B4", null, "3"));
    DataSource normal = only(XlsxFixture.workbook().sheet("Sheet1", rows,
        "<mergeCells count=\"1\"><mergeCell ref=\"A2:A3\"/></mergeCells>"));
    assertEquals(List.of("[\"EU\",1]", "[null,2]", "[\"US\",3]"), Show.rows(normal));
    String withHiddenValue = row(1, c("A1", "str", "Region"), c("B1", "str", "Amount"))
        + row(2, c("A2", "str", "EU"), c("B2", null, "1"))
        + row(3, c("A3", "str", "hidden"), c("B3", null, "2"))
        + row(4, c("A4", "str", "US"), c("B4", null, "3"));
    DataSource blanked = only(XlsxFixture.workbook().sheet("Sheet1", withHiddenValue,
        "<mergeCells count=\"2\"><mergeCell ref=\"A2:A3\"/><mergeCell ref=\"$B$4\"/></mergeCells>"));
    assertEquals(List.of("[\"EU\",1]", "[null,2]", "[\"US\",3]"), Show.rows(blanked));
    assertEquals(List.of(normal.rowKeys()), List.of(blanked.rowKeys()));
  }

  @Test
  void everySheetIsASourceOrOneByName() throws ImportException {
    XlsxFixture book = XlsxFixture.workbook()
        .sheet("Sales", row(1, c("A1", "str", "a")) + row(2, c("A2", null, "1")))
        .sheet("Costs & Fees", row(1, c("A1", "str", "b")) + row(2, c("A2", null, "2")));
    List<DataSource> all = read(book.bytes(), null, ImportLimits.DEFAULT, new ArrayList<>());
    assertEquals(List.of("book#Sales", "book#Costs & Fees"), all.stream().map(DataSource::id)
        .toList());
    List<DataSource> one = read(book.bytes(), "Costs & Fees", ImportLimits.DEFAULT,
        new ArrayList<>());
    assertEquals("book", one.get(0).id());
    assertEquals(List.of("[2]"), Show.rows(one.get(0)));
    assertEquals("the workbook has no sheet 'Nope' (sheets: 'Sales', 'Costs & Fees')",
        assertThrows(ImportException.class, () -> read(book.bytes(), "Nope",
            ImportLimits.DEFAULT, new ArrayList<>())).getMessage());
  }

  @Test
  void oneFailingSheetLeavesTheOthers() throws ImportException {
    XlsxFixture book = XlsxFixture.workbook()
        .sheet("Good", row(1, c("A1", "str", "a")) + row(2, c("A2", null, "1")))
        .sheet("Bad", row(1, c("A1", "str", "a")) + row(2, c("A2", "s", "9")));
    List<String> failures = new ArrayList<>();
    List<DataSource> sources = read(book.bytes(), null, ImportLimits.DEFAULT, failures);
    assertEquals(1, sources.size());
    assertEquals(List.of("book#Bad: sheet 'Bad', A2: shared string 9 does not exist"), failures);
  }

  @Test
  void emptySheetHasNoFields() throws ImportException {
    DataSource s = only(XlsxFixture.workbook().sheet("Sheet1", ""));
    assertEquals(0, s.table().fields().size());
    assertEquals(List.of("Sheet1: the sheet is empty"), s.warnings());
  }

  @Test
  void prefixedElementsAndIsoDateCells() throws ImportException {
    String sheet = "<?xml version=\"1.0\"?><x:worksheet xmlns:x=\"" + XlsxFixture.MAIN_NS
        + "\"><x:sheetData><x:row r=\"1\"><x:c r=\"A1\" t=\"inlineStr\"><x:is><x:t>When</x:t>"
        + "</x:is></x:c></x:row><x:row r=\"2\"><x:c r=\"A2\" t=\"d\"><x:v>2024-03-01</x:v></x:c>"
        + "</x:row></x:sheetData></x:worksheet>";
    DataSource s = only(XlsxFixture.workbook().sheet("Sheet1", "")
        .part("xl/worksheets/sheet1.xml", sheet));
    assertEquals(List.of("when when 'When' date"), Show.fields(s));
    assertEquals(List.of("[\"2024-03-01\"]"), Show.rows(s));
  }

  @Test
  void doctypeAndEntitiesAreRejected() {
    String bomb = "<?xml version=\"1.0\"?><!DOCTYPE lolz [<!ENTITY lol \"lol\"><!ENTITY lol2"
        + " \"&lol;&lol;&lol;\">]><worksheet xmlns=\"" + XlsxFixture.MAIN_NS + "\"><sheetData>"
        + "<row r=\"1\"><c r=\"A1\" t=\"inlineStr\"><is><t>&lol2;</t></is></c></row></sheetData>"
        + "</worksheet>";
    assertEquals("sheet 'Sheet1' (xl/worksheets/sheet1.xml) line 1: a DOCTYPE is not allowed (no"
        + " DTDs or entity declarations)", error(XlsxFixture.workbook().sheet("Sheet1", "")
            .part("xl/worksheets/sheet1.xml", bomb), ImportLimits.DEFAULT));
    String entity = "<worksheet xmlns=\"" + XlsxFixture.MAIN_NS + "\"><sheetData>\n<row r=\"1\">"
        + "<c r=\"A1\" t=\"inlineStr\"><is><t>&xxe;</t></is></c></row></sheetData></worksheet>";
    assertEquals("sheet 'Sheet1' (xl/worksheets/sheet1.xml) line 2: the entity &xxe; is not"
        + " allowed (only &lt; &gt; &amp; &quot; &apos; and numeric references)",
        error(XlsxFixture.workbook().sheet("Sheet1", "")
            .part("xl/worksheets/sheet1.xml", entity), ImportLimits.DEFAULT));
    assertTrue(assertThrows(ImportException.class, () -> read(XlsxFixture.workbook()
        .sheet("S", "").part("xl/workbook.xml", "<!DOCTYPE x><workbook/>").bytes(), null,
        ImportLimits.DEFAULT, new ArrayList<>())).getMessage()
        .startsWith("xl/workbook.xml line 1: a DOCTYPE is not allowed"));
  }

  @Test
  void predefinedAndNumericReferencesAreDecoded() throws ImportException {
    DataSource s = only(XlsxFixture.workbook().sheet("Sheet1",
        row(1, c("A1", "str", "a&lt;b &amp; &#67;&#x44; &quot;&apos;&gt;"))
        + row(2, c("A2", "str", "<![CDATA[<raw> & ]]>\u00e9\u20ac\ud83d\ude00"))));
    assertEquals(List.of("a_b_cd aBCd 'a<b & CD \"'>' text"), Show.fields(s));
    assertEquals(List.of("[\"<raw> & \u00e9\u20ac\ud83d\ude00\"]"), Show.rows(s));
  }

  @Test
  void zipBombsAreRejected() {
    StringBuilder padding = new StringBuilder();
    for (int i = 0; i < 3_000_000; i++) {
      padding.append(' ');
    }
    XlsxFixture bomb = XlsxFixture.workbook().sheet("Sheet1", padding.toString());
    assertTrue(error(bomb, ImportLimits.DEFAULT).startsWith("xl/worksheets/sheet1.xml would expand from "),
        error(bomb, ImportLimits.DEFAULT));
    XlsxFixture plain = XlsxFixture.workbook().sheet("Sheet1", row(1, c("A1", "str", "a")));
    assertTrue(error(plain, ImportLimits.DEFAULT.withMaxUncompressedBytes(100))
        .startsWith("the archive declares "));
  }

  @Test
  void entriesThatInflateBeyondTheirDeclaredSizeAreRejected() throws ImportException {
    byte[] bytes = XlsxFixture.workbook().sheet("Sheet1", row(1, c("A1", "str", "a"))).bytes();
    // Patch the central directory: declare the sheet entry as 10 bytes uncompressed.
    String name = "xl/worksheets/sheet1.xml";
    byte[] nameBytes = name.getBytes(StandardCharsets.US_ASCII);
    for (int p = bytes.length - 46; p >= 0; p--) {
      if (bytes[p] == 0x50 && bytes[p + 1] == 0x4b && bytes[p + 2] == 1 && bytes[p + 3] == 2
          && matches(bytes, p + 46, nameBytes)) {
        bytes[p + 24] = 10;
        bytes[p + 25] = 0;
        bytes[p + 26] = 0;
        bytes[p + 27] = 0;
      }
    }
    byte[] patched = bytes;
    String message = assertThrows(ImportException.class,
        () -> read(patched, "Sheet1", ImportLimits.DEFAULT, new ArrayList<>())).getMessage();
    assertTrue(message.startsWith(name + " inflates beyond its declared size of 10 bytes"),
        message);
  }

  private static boolean matches(byte[] bytes, int at, byte[] name) {
    for (int i = 0; i < name.length; i++) {
      if (at + i >= bytes.length || bytes[at + i] != name[i]) {
        return false;
      }
    }
    return true;
  }

  @Test
  void notAWorkbook() {
    assertEquals("not an XLSX file (no ZIP directory found)", assertThrows(ImportException.class,
        () -> read("hello".getBytes(StandardCharsets.UTF_8), null, ImportLimits.DEFAULT,
            new ArrayList<>())).getMessage());
    byte[] ole = {(byte) 0xD0, (byte) 0xCF, 0x11, (byte) 0xE0, 0, 0, 0, 0};
    assertEquals("this is a legacy binary .xls workbook; save it as .xlsx",
        assertThrows(ImportException.class,
            () -> read(ole, null, ImportLimits.DEFAULT, new ArrayList<>())).getMessage());
  }

  @Test
  void limits() {
    XlsxFixture book = XlsxFixture.workbook().sheet("Sheet1",
        row(1, c("A1", "str", "a"), c("B1", "str", "b"), c("C1", "str", "c"))
        + row(2, c("A2", null, "1")) + row(3, c("A3", null, "1")) + row(4, c("A4", null, "1")));
    assertEquals("sheet 'Sheet1', row 4: more than 2 data rows (row limit)",
        error(book, ImportLimits.DEFAULT.withMaxRows(2)));
    assertEquals("sheet 'Sheet1', C1: more than 2 columns (column limit)",
        error(book, ImportLimits.DEFAULT.withMaxColumns(2)));
    assertEquals("sheet 'Sheet1', row 3: more than 5 cells (cell limit)",
        error(book, ImportLimits.DEFAULT.withMaxCells(5)));
    assertTrue(error(book, ImportLimits.DEFAULT.withMaxBytes(100)).startsWith("the file has "));
  }

  private static XlsxFixture northAndSouth() {
    return XlsxFixture.workbook().sharedStrings("Region", "North")
        .sheet("Sheet1", row(1, c("A1", "s", "0"), c("B1", "str", "Amount"))
            + row(2, c("A2", "s", "1"), c("B2", null, "1"))
            + row(3, c("A3", "str", "South"), c("B3", null, "2")));
  }

  /** A bit flipped in a stored entry changed North to Nosth, and the file loaded. */
  @Test
  void storedEntriesWithAlteredBytesFailTheirCrc() throws ImportException {
    byte[] good = northAndSouth().stored().bytes();
    assertEquals(List.of("[\"North\",1]", "[\"South\",2]"),
        Show.rows(read(good, "Sheet1", ImportLimits.DEFAULT, new ArrayList<>()).get(0)));
    byte[] strings = XlsxFixture.patch(good, "North", "Nosth");
    assertEquals("the XLSX file is damaged: xl/sharedStrings.xml does not match its CRC-32"
        + " checksum (its bytes were altered)", assertThrows(ImportException.class,
            () -> read(strings, "Sheet1", ImportLimits.DEFAULT, new ArrayList<>())).getMessage());
    byte[] sheet = XlsxFixture.patch(good, "South", "Sovth");
    List<String> failures = new ArrayList<>();
    assertEquals(List.of(), read(sheet, null, ImportLimits.DEFAULT, failures));
    assertEquals(List.of("book#Sheet1: the XLSX file is damaged: xl/worksheets/sheet1.xml does"
        + " not match its CRC-32 checksum (its bytes were altered)"), failures);
  }

  @Test
  void deflatedEntriesAreCheckedToo() {
    byte[] bytes = XlsxFixture.breakCrc(northAndSouth().bytes(), "xl/sharedStrings.xml");
    assertEquals("the XLSX file is damaged: xl/sharedStrings.xml does not match its CRC-32"
        + " checksum (its bytes were altered)", assertThrows(ImportException.class,
            () -> read(bytes, "Sheet1", ImportLimits.DEFAULT, new ArrayList<>())).getMessage());
  }

  /** Two entries of one name: which one a reader took decided the data. */
  @Test
  void duplicateEntriesAreRefused() {
    XlsxFixture book = northAndSouth()
        .part("xl/worksheets/sheet1.xmX", "<worksheet><sheetData/></worksheet>");
    byte[] twins = XlsxFixture.patch(book.bytes(), "sheet1.xmX", "sheet1.xml");
    assertEquals("the XLSX file is damaged: it holds two entries named xl/worksheets/sheet1.xml"
        + " (a part name may appear once)", assertThrows(ImportException.class,
            () -> read(twins, null, ImportLimits.DEFAULT, new ArrayList<>())).getMessage());
    byte[] cased = northAndSouth().part("XL/worksheets/sheet1.xml", "<worksheet/>").bytes();
    assertEquals("the XLSX file is damaged: it holds two entries named xl/worksheets/sheet1.xml"
        + " and XL/worksheets/sheet1.xml (a part name may appear once)",
        assertThrows(ImportException.class,
            () -> read(cased, null, ImportLimits.DEFAULT, new ArrayList<>())).getMessage());
  }

  /** Overlapping merges blanked row 3 entirely: 2 data rows loaded as 1. */
  @Test
  void overlappingMergedRegionsAreRefused() {
    String rows = row(1, c("A1", "str", "Region"), c("B1", "str", "Amount"))
        + row(2, c("A2", "str", "EU"), c("B2", null, "1"))
        + row(3, c("A3", "str", "US"), c("B3", null, "2"));
    XlsxFixture book = XlsxFixture.workbook().sheet("Sheet1", rows,
        "<mergeCells count=\"3\"><mergeCell ref=\"D1:D9\"/><mergeCell ref=\"B3:C4\"/>"
            + "<mergeCell ref=\"A2:B3\"/></mergeCells>");
    assertEquals("sheet 'Sheet1', merged cells A2:B3 and B3:C4 overlap (the sheet is damaged;"
        + " unmerge and merge them again)", error(book, ImportLimits.DEFAULT));
    XlsxFixture apart = XlsxFixture.workbook().sheet("Sheet1", rows,
        "<mergeCells count=\"3\"><mergeCell ref=\"A2:A2\"/><mergeCell ref=\"B2:C3\"/>"
            + "<mergeCell ref=\"A3\"/><mergeCell ref=\"D1:D1\"/></mergeCells>");
    assertEquals(2, assertDoesNotThrow(() -> read(apart.bytes(), "Sheet1",
        ImportLimits.DEFAULT, new ArrayList<>())).get(0).table().rowCount());
  }

  /** A row whose every value lies inside a merged region would vanish: the sheet says so. */
  @Test
  void aRowHiddenEntirelyUnderAMergeFailsTheSheet() {
    String rows = row(1, c("A1", "str", "Region"), c("B1", "str", "Amount"))
        + row(2, c("A2", "str", "EU"), c("B2", null, "1"))
        + row(3, c("A3", "str", "US"), c("B3", null, "2"));
    XlsxFixture book = XlsxFixture.workbook().sheet("Sheet1", rows,
        "<mergeCells count=\"1\"><mergeCell ref=\"A2:B3\"/></mergeCells>");
    assertEquals("sheet 'Sheet1', row 3 holds values only inside merged cells (A2:B3), which"
        + " show the top-left value alone: the row would be lost; unmerge the cells or move the"
        + " values out of the merged region", error(book, ImportLimits.DEFAULT));
    XlsxFixture twoRegions = XlsxFixture.workbook().sheet("Sheet1", rows,
        "<mergeCells count=\"3\"><mergeCell ref=\"D1:D9\"/><mergeCell ref=\"A2:A3\"/>"
            + "<mergeCell ref=\"B1:C3\"/></mergeCells>");
    assertEquals("sheet 'Sheet1', row 3 holds values only inside merged cells (B1:C3, A2:A3),"
        + " which show the top-left value alone: the row would be lost; unmerge the cells or"
        + " move the values out of the merged region", error(twoRegions, ImportLimits.DEFAULT));
  }
}
