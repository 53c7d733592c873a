package hyperpbi.map;

import hyperpbi.data.Column;
import hyperpbi.data.TextColumn;

/**
 * Reads the geometry of each row of a GeoJSON text column, parsing each distinct text once (the
 * dictionary code is the cache index). A non-text column holds no geometry text at all.
 */
final class GeometryColumn {
  private static final GeometryParse NOT_TEXT =
      GeometryParse.invalid("the field is not GeoJSON text");

  private final Column column;
  private final int[] codes;
  private final String[] dictionary;
  private final GeometryParse[] cache;

  GeometryColumn(Column column) {
    this.column = column;
    if (column instanceof TextColumn t) {
      codes = t.codes();
      dictionary = t.dictionary();
      cache = new GeometryParse[dictionary.length];
    } else {
      codes = null;
      dictionary = null;
      cache = null;
    }
  }

  boolean isNull(int row) {
    return row >= column.length() || column.isNull(row);
  }

  /** The parse of a non-null row. */
  GeometryParse geometry(int row) {
    if (codes == null) {
      return NOT_TEXT;
    }
    int code = codes[row];
    GeometryParse p = cache[code];
    if (p == null) {
      p = GeoJsonReader.read(dictionary[code]);
      cache[code] = p;
    }
    return p;
  }
}
