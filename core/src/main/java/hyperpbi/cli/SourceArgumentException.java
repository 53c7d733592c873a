package hyperpbi.cli;

/** A command-line source argument is malformed or names a file that cannot be read. */
public final class SourceArgumentException extends Exception {
  public SourceArgumentException(String message) {
    super(message);
  }
}
