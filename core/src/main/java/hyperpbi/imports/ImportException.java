package hyperpbi.imports;

/** A source could not be imported; the message names the place (line, column, sheet, cell). */
public final class ImportException extends Exception {
  public ImportException(String message) {
    super(message);
  }
}
