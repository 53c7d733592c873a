package hyperpbi.imports;

import hyperpbi.data.DataSource;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * An XLSX workbook to sources: every worksheet becomes a source named {@code name#SheetName} in
 * workbook order (hidden sheets included; chart and dialog sheets have no cells and are left
 * out), or, when one sheet is asked for, that sheet alone as a source named {@code name}. The
 * archive is read by {@link ZipArchive} and its XML by {@link XmlReader}; sheets by
 * {@link XlsxSheet}. Workbook-level problems (not a workbook, zip bomb, DOCTYPE in a shared part)
 * fail the whole file; a problem inside one sheet fails only that sheet's source.
 */
public final class XlsxImport {
  private static final String OFFICE_DOCUMENT = "/officeDocument";

  /** Receives the failure of one sheet's source while the other sheets still load. */
  public interface SheetFailure {
    void failed(String sourceId, String message);
  }

  private XlsxImport() {}

  private record SheetRef(String name, String part, boolean worksheet) {}

  public static List<DataSource> read(String name, byte[] bytes, String sheet,
      ImportLimits limits, SheetFailure onFailure) throws ImportException {
    if (bytes.length > limits.maxBytes()) {
      throw new ImportException("the file has " + ImportLimits.grouped(bytes.length)
          + " bytes, more than the limit of " + ImportLimits.size(limits.maxBytes()));
    }
    ZipArchive zip = ZipArchive.open(bytes, limits);
    String workbookPart = workbookPart(zip);
    if (!zip.has(workbookPart)) {
      throw new ImportException("not an XLSX workbook (no " + workbookPart + ")");
    }
    boolean[] date1904 = {false};
    List<String[]> declared = readWorkbook(zip, workbookPart, date1904);
    Map<String, String[]> rels = relationships(zip, relsPartOf(workbookPart), workbookPart);
    String[] shared = new String[0];
    XlsxStyles styles = XlsxStyles.NONE;
    for (String[] rel : rels.values()) {
      if (rel[0].endsWith("/sharedStrings") && zip.has(rel[1])) {
        shared = XlsxStrings.readShared(new XmlReader(zip.open(rel[1]), rel[1]));
      } else if (rel[0].endsWith("/styles") && zip.has(rel[1])) {
        styles = XlsxStyles.read(new XmlReader(zip.open(rel[1]), rel[1]));
      }
    }
    List<SheetRef> sheets = new ArrayList<>();
    for (String[] s : declared) {
      String[] rel = rels.get(s[1]);
      if (rel == null) {
        throw new ImportException("sheet '" + s[0] + "' has no part in the workbook");
      }
      sheets.add(new SheetRef(s[0], rel[1], rel[0].endsWith("/worksheet")));
    }
    List<DataSource> sources = new ArrayList<>();
    if (sheet != null) {
      SheetRef ref = find(sheets, sheet);
      if (!ref.worksheet) {
        throw new ImportException("sheet '" + sheet + "' is a chart or dialog sheet without cells");
      }
      sources.add(readSheet(name, ref, zip, shared, styles, date1904[0], limits));
      return sources;
    }
    for (SheetRef ref : sheets) {
      if (!ref.worksheet) {
        continue;
      }
      String id = name + "#" + ref.name;
      try {
        sources.add(readSheet(id, ref, zip, shared, styles, date1904[0], limits));
      } catch (ImportException e) {
        onFailure.failed(id, e.getMessage());
      }
    }
    return sources;
  }

  private static DataSource readSheet(String id, SheetRef ref, ZipArchive zip, String[] shared,
      XlsxStyles styles, boolean date1904, ImportLimits limits) throws ImportException {
    if (!zip.has(ref.part)) {
      throw new ImportException("sheet '" + ref.name + "': the part " + ref.part + " is missing");
    }
    return XlsxSheet.read(id, ref.name, zip, ref.part, shared, styles, date1904, limits);
  }

  private static SheetRef find(List<SheetRef> sheets, String wanted) throws ImportException {
    StringBuilder names = new StringBuilder();
    for (SheetRef s : sheets) {
      if (s.name.equals(wanted)) {
        return s;
      }
      names.append(names.length() == 0 ? "" : ", ").append('\'').append(s.name).append('\'');
    }
    throw new ImportException("the workbook has no sheet '" + wanted + "' (sheets: " + names
        + ")");
  }

  /** The main document part named by _rels/.rels (xl/workbook.xml when absent). */
  private static String workbookPart(ZipArchive zip) throws ImportException {
    if (zip.has("_rels/.rels")) {
      for (String[] rel : relationships(zip, "_rels/.rels", "").values()) {
        if (rel[0].endsWith(OFFICE_DOCUMENT)) {
          return rel[1];
        }
      }
    }
    return "xl/workbook.xml";
  }

  /** Sheets as {name, relationship id} in workbook order; sets the 1904 date system flag. */
  private static List<String[]> readWorkbook(ZipArchive zip, String part, boolean[] date1904)
      throws ImportException {
    XmlReader xml = new XmlReader(zip.open(part), part);
    List<String[]> sheets = new ArrayList<>();
    int event;
    while ((event = xml.next()) != XmlReader.EOF) {
      if (event != XmlReader.START) {
        continue;
      }
      if (xml.name().equals("workbookPr")) {
        String flag = xml.attribute("date1904");
        date1904[0] = "1".equals(flag) || "true".equals(flag);
      } else if (xml.name().equals("sheet")) {
        String name = xml.attribute("name");
        String rel = xml.attribute("id");
        if (name == null || rel == null) {
          throw new ImportException(part + ": a sheet has no name or relationship id");
        }
        sheets.add(new String[] {name, rel});
      }
    }
    return sheets;
  }

  /** Relationship id → {type, resolved part name}; external targets are ignored. */
  private static Map<String, String[]> relationships(ZipArchive zip, String relsPart,
      String sourcePart) throws ImportException {
    Map<String, String[]> rels = new LinkedHashMap<>();
    if (!zip.has(relsPart)) {
      return rels;
    }
    XmlReader xml = new XmlReader(zip.open(relsPart), relsPart);
    int event;
    while ((event = xml.next()) != XmlReader.EOF) {
      if (event == XmlReader.START && xml.name().equals("Relationship")) {
        String id = xml.attribute("Id");
        String type = xml.attribute("Type");
        String target = xml.attribute("Target");
        if (id == null || type == null || target == null
            || "External".equals(xml.attribute("TargetMode"))) {
          continue;
        }
        rels.put(id, new String[] {type, resolve(sourcePart, target)});
      }
    }
    return rels;
  }

  /** xl/workbook.xml → xl/_rels/workbook.xml.rels. */
  private static String relsPartOf(String part) {
    int slash = part.lastIndexOf('/');
    return part.substring(0, slash + 1) + "_rels/" + part.substring(slash + 1) + ".rels";
  }

  /** A relationship target relative to the folder of its source part. */
  static String resolve(String sourcePart, String target) {
    if (target.startsWith("/")) {
      return target.substring(1);
    }
    int slash = sourcePart.lastIndexOf('/');
    String joined = sourcePart.substring(0, slash + 1) + target;
    List<String> segments = new ArrayList<>();
    int start = 0;
    for (int i = 0; i <= joined.length(); i++) {
      if (i == joined.length() || joined.charAt(i) == '/') {
        String segment = joined.substring(start, i);
        if (segment.equals("..")) {
          if (!segments.isEmpty()) {
            segments.remove(segments.size() - 1);
          }
        } else if (!segment.isEmpty() && !segment.equals(".")) {
          segments.add(segment);
        }
        start = i + 1;
      }
    }
    return String.join("/", segments);
  }
}
