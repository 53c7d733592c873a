package hyperpbi.sources;

import com.eclipsesource.json.JsonArray;
import com.eclipsesource.json.JsonValue;
import hyperpbi.data.DataSource;
import hyperpbi.imports.ImportException;
import hyperpbi.imports.ImportLimits;
import hyperpbi.imports.JsonRowsImport;
import hyperpbi.imports.Utf8;

/**
 * The responses of one read of a remote source, normalized into a source like an uploaded JSON
 * file (origin {@code uploaded-column}). A miniup.table read comes in pages of at most
 * {@link RequestPlanner#PAGE_SIZE} rows: each page is an array of rows or an object whose
 * {@code rows} member is one, and a full page asks for the next until {@code maxRows}. Other
 * sources answer once, with the rows at their {@code dataPath} (else the document itself). A
 * response above {@link SourceLimits#MAX_RESPONSE_BYTES}, or more rows than {@code maxRows},
 * fails the read; rows are never dropped.
 */
public final class RemoteRows {
  private final SourceDeclaration source;
  private final JsonArray rows = new JsonArray();
  private int pages;
  private boolean full;

  public RemoteRows(SourceDeclaration source) {
    this.source = source;
  }

  /**
   * Adds the next response; answers the row offset of the page to request next, or -1 when the
   * read is complete.
   */
  public int add(String text) throws ImportException {
    String where = pages == 0 && !paged() ? "" : "page " + (pages + 1) + " (offset "
        + rows.size() + "): ";
    long bytes = Utf8.encodedLength(text);
    if (bytes > SourceLimits.MAX_RESPONSE_BYTES) {
      throw new ImportException(where + "the response has " + ImportLimits.grouped(bytes)
          + " bytes, more than the limit of " + ImportLimits.size(SourceLimits.MAX_RESPONSE_BYTES));
    }
    JsonArray page;
    try {
      page = paged() ? JsonRowsImport.rows(text, rowsMember(text)) : JsonRowsImport.rows(text,
          source.dataPath());
    } catch (ImportException e) {
      throw new ImportException(where + e.getMessage());
    }
    int asked = paged() ? Math.min(RequestPlanner.PAGE_SIZE, source.maxRows() - rows.size())
        : source.maxRows();
    if (page.size() > asked) {
      throw new ImportException(where + "the response has " + page.size() + " rows, more than "
          + (paged() ? "the " + asked + " requested" : "the source's maxRows (" + asked + ")"));
    }
    for (JsonValue row : page) {
      rows.add(row);
    }
    pages++;
    full = page.size() == asked;
    return paged() && full && rows.size() < source.maxRows() ? rows.size() : -1;
  }

  /** Whether a complete table read stopped at maxRows with a full page (more may exist). */
  public boolean stoppedAtMaxRows() {
    return paged() && full && rows.size() == source.maxRows();
  }

  /** The rows read so far as a source named after the declaration. */
  public DataSource source() throws ImportException {
    return JsonRowsImport.read(source.name(), rows, null,
        ImportLimits.DEFAULT.withMaxRows(source.maxRows()));
  }

  private boolean paged() {
    return source instanceof SourceDeclaration.MiniUpTable;
  }

  /** A table page is an array, or an object with a {@code rows} array. */
  private static String rowsMember(String text) {
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '{') {
        return "rows";
      }
      if (c != ' ' && c != '\n' && c != '\r' && c != '\t' && c != '\ufeff') {
        return null;
      }
    }
    return null;
  }
}
