package hyperpbi.imports;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.CRC32;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

/**
 * Writes small XLSX workbooks for tests and conformance fixtures with java.util.zip: the minimal
 * package (content types, relationships, workbook, sheets, optional shared strings and styles).
 * Entry times are fixed so the same workbook always gives the same bytes on one JDK.
 */
final class XlsxFixture {
  static final String MAIN_NS = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
  static final String REL_NS =
      "http://schemas.openxmlformats.org/officeDocument/2006/relationships";

  private final List<String[]> sheets = new ArrayList<>();
  private final Map<String, byte[]> overrides = new LinkedHashMap<>();
  private List<String> shared;
  private String styles;
  private boolean date1904;
  private boolean stored;

  static XlsxFixture workbook() {
    return new XlsxFixture();
  }

  /** A worksheet: rows are the content of sheetData; extra follows it (e.g. mergeCells). */
  XlsxFixture sheet(String name, String rows, String extra) {
    sheets.add(new String[] {name, rows, extra == null ? "" : extra});
    return this;
  }

  XlsxFixture sheet(String name, String rows) {
    return sheet(name, rows, null);
  }

  XlsxFixture sharedStrings(String... strings) {
    shared = List.of(strings);
    return this;
  }

  /**
   * Styles: custom numFmts as id/code pairs, then the numFmtId of each cellXfs entry (cell style
   * index 0, 1, 2, ...).
   */
  XlsxFixture styles(String[][] numFmts, int... xfNumFmtIds) {
    StringBuilder b = new StringBuilder("<styleSheet xmlns=\"" + MAIN_NS + "\">");
    if (numFmts.length > 0) {
      b.append("<numFmts count=\"").append(numFmts.length).append("\">");
      for (String[] f : numFmts) {
        b.append("<numFmt numFmtId=\"").append(f[0]).append("\" formatCode=\"")
            .append(escape(f[1])).append("\"/>");
      }
      b.append("</numFmts>");
    }
    b.append("<cellStyleXfs count=\"1\"><xf numFmtId=\"0\"/></cellStyleXfs>");
    b.append("<cellXfs count=\"").append(xfNumFmtIds.length).append("\">");
    for (int id : xfNumFmtIds) {
      b.append("<xf numFmtId=\"").append(id).append("\" xfId=\"0\" applyNumberFormat=\"1\"/>");
    }
    b.append("</cellXfs></styleSheet>");
    styles = b.toString();
    return this;
  }

  /** Entries stored uncompressed (their bytes then appear as written, to patch in tests). */
  XlsxFixture stored() {
    stored = true;
    return this;
  }

  XlsxFixture date1904() {
    date1904 = true;
    return this;
  }

  /** Replaces or adds a raw part (for hostile files). */
  XlsxFixture part(String name, String content) {
    overrides.put(name, content.getBytes(StandardCharsets.UTF_8));
    return this;
  }

  XlsxFixture part(String name, byte[] content) {
    overrides.put(name, content);
    return this;
  }

  byte[] bytes() {
    Map<String, byte[]> parts = new LinkedHashMap<>();
    StringBuilder types = new StringBuilder("<?xml version=\"1.0\" encoding=\"UTF-8\"?>"
        + "<Types xmlns=\"http://schemas.openxmlformats.org/package/2006/content-types\">"
        + "<Default Extension=\"rels\" ContentType=\"application/vnd.openxmlformats-package"
        + ".relationships+xml\"/><Default Extension=\"xml\" ContentType=\"application/xml\"/>"
        + "</Types>");
    put(parts, "[Content_Types].xml", types.toString());
    put(parts, "_rels/.rels", "<?xml version=\"1.0\" encoding=\"UTF-8\"?>"
        + "<Relationships xmlns=\"http://schemas.openxmlformats.org/package/2006/relationships\">"
        + "<Relationship Id=\"rId1\" Type=\"" + REL_NS + "/officeDocument\""
        + " Target=\"xl/workbook.xml\"/></Relationships>");
    StringBuilder wb = new StringBuilder("<?xml version=\"1.0\" encoding=\"UTF-8\"?>"
        + "<workbook xmlns=\"" + MAIN_NS + "\" xmlns:r=\"" + REL_NS + "\">");
    if (date1904) {
      wb.append("<workbookPr date1904=\"1\"/>");
    }
    wb.append("<sheets>");
    StringBuilder rels = new StringBuilder("<?xml version=\"1.0\" encoding=\"UTF-8\"?>"
        + "<Relationships xmlns=\"http://schemas.openxmlformats.org/package/2006/relationships\">");
    for (int i = 0; i < sheets.size(); i++) {
      String[] s = sheets.get(i);
      wb.append("<sheet name=\"").append(escape(s[0])).append("\" sheetId=\"").append(i + 1)
          .append("\" r:id=\"rId").append(i + 1).append("\"/>");
      rels.append("<Relationship Id=\"rId").append(i + 1).append("\" Type=\"").append(REL_NS)
          .append("/worksheet\" Target=\"worksheets/sheet").append(i + 1).append(".xml\"/>");
      put(parts, "xl/worksheets/sheet" + (i + 1) + ".xml",
          "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>"
          + "<worksheet xmlns=\"" + MAIN_NS + "\" xmlns:r=\"" + REL_NS + "\"><sheetData>"
          + s[1] + "</sheetData>" + s[2] + "</worksheet>");
    }
    wb.append("</sheets></workbook>");
    int next = sheets.size() + 1;
    if (shared != null) {
      StringBuilder sst = new StringBuilder("<?xml version=\"1.0\" encoding=\"UTF-8\"?><sst xmlns=\""
          + MAIN_NS + "\" count=\"" + shared.size() + "\" uniqueCount=\"" + shared.size() + "\">");
      for (String s : shared) {
        sst.append(s.startsWith("<") ? "<si>" + s + "</si>" : "<si><t xml:space=\"preserve\">"
            + escape(s) + "</t></si>");
      }
      put(parts, "xl/sharedStrings.xml", sst.append("</sst>").toString());
      rels.append("<Relationship Id=\"rId").append(next++).append("\" Type=\"").append(REL_NS)
          .append("/sharedStrings\" Target=\"sharedStrings.xml\"/>");
    }
    if (styles != null) {
      put(parts, "xl/styles.xml", styles);
      rels.append("<Relationship Id=\"rId").append(next).append("\" Type=\"").append(REL_NS)
          .append("/styles\" Target=\"styles.xml\"/>");
    }
    put(parts, "xl/workbook.xml", wb.toString());
    put(parts, "xl/_rels/workbook.xml.rels", rels.append("</Relationships>").toString());
    parts.putAll(overrides);
    return zip(parts, stored);
  }

  static byte[] zip(Map<String, byte[]> parts) {
    return zip(parts, false);
  }

  static byte[] zip(Map<String, byte[]> parts, boolean stored) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (ZipOutputStream zip = new ZipOutputStream(out)) {
      for (Map.Entry<String, byte[]> e : parts.entrySet()) {
        ZipEntry entry = new ZipEntry(e.getKey());
        entry.setTime(315532800000L + 86_400_000L);
        if (stored) {
          CRC32 crc = new CRC32();
          crc.update(e.getValue());
          entry.setMethod(ZipEntry.STORED);
          entry.setSize(e.getValue().length);
          entry.setCompressedSize(e.getValue().length);
          entry.setCrc(crc.getValue());
        }
        zip.putNextEntry(entry);
        zip.write(e.getValue());
        zip.closeEntry();
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out.toByteArray();
  }

  /** Replaces every occurrence of {@code from} by {@code to} (same length) in the bytes. */
  static byte[] patch(byte[] bytes, String from, String to) {
    byte[] a = from.getBytes(StandardCharsets.UTF_8);
    byte[] b = to.getBytes(StandardCharsets.UTF_8);
    if (a.length != b.length) {
      throw new IllegalArgumentException("a patch keeps the length");
    }
    byte[] out = bytes.clone();
    int found = 0;
    for (int p = 0; p + a.length <= out.length; p++) {
      boolean match = true;
      for (int i = 0; i < a.length && match; i++) {
        match = out[p + i] == a[i];
      }
      if (match) {
        System.arraycopy(b, 0, out, p, b.length);
        found++;
      }
    }
    if (found == 0) {
      throw new IllegalArgumentException("'" + from + "' is not in the bytes");
    }
    return out;
  }

  /** Flips the CRC-32 of the central directory record of the entry named {@code name}. */
  static byte[] breakCrc(byte[] bytes, String name) {
    byte[] out = bytes.clone();
    byte[] n = name.getBytes(StandardCharsets.UTF_8);
    for (int p = out.length - 46; p >= 0; p--) {
      if (out[p] == 0x50 && out[p + 1] == 0x4b && out[p + 2] == 1 && out[p + 3] == 2
          && (out[p + 28] & 0xff | (out[p + 29] & 0xff) << 8) == n.length) {
        boolean match = true;
        for (int i = 0; i < n.length && match; i++) {
          match = out[p + 46 + i] == n[i];
        }
        if (match) {
          out[p + 16] ^= 0x01;
          return out;
        }
      }
    }
    throw new IllegalArgumentException(name + " is not in the directory");
  }

  private static void put(Map<String, byte[]> parts, String name, String content) {
    parts.put(name, content.getBytes(StandardCharsets.UTF_8));
  }

  static String escape(String s) {
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
        .replace("\"", "&quot;");
  }
}
