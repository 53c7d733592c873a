package hyperpbi.imports;

import hyperpbi.data.Column;
import hyperpbi.data.DataSource;
import hyperpbi.data.DataType;
import hyperpbi.data.FieldMeta;
import hyperpbi.data.Table;
import hyperpbi.data.TextColumnBuilder;
import java.io.IOException;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;

/** CSV text to a source. Placeholder: every column text; the imports work replaces it. */
public final class CsvImport {
  private CsvImport() {}

  public static DataSource read(String id, String text, ImportLimits limits) throws ImportException {
    try (CSVParser parser = CSVFormat.RFC4180.parse(new StringReader(text))) {
      List<CSVRecord> records = parser.getRecords();
      if (records.isEmpty()) {
        throw new ImportException("file has no header row");
      }
      CSVRecord header = records.get(0);
      List<FieldMeta> fields = new ArrayList<>();
      List<Column> columns = new ArrayList<>();
      int rows = records.size() - 1;
      for (int c = 0; c < header.size(); c++) {
        String name = header.get(c);
        fields.add(FieldMeta.uploaded(name.toLowerCase(), name, name, DataType.TEXT));
        TextColumnBuilder b = new TextColumnBuilder(rows);
        for (int r = 1; r < records.size(); r++) {
          String cell = records.get(r).get(c);
          b.add(cell.isBlank() ? null : cell);
        }
        columns.add(b.build());
      }
      String[] keys = new String[rows];
      for (int r = 0; r < rows; r++) {
        keys[r] = "row_" + r;
      }
      return new DataSource(id, new Table(fields, columns, rows), keys, null, List.of());
    } catch (IOException e) {
      throw new ImportException(e.getMessage());
    }
  }
}
