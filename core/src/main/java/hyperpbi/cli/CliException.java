package hyperpbi.cli;

/** A usage or file problem on the command line (exit code 2). */
final class CliException extends Exception {
  CliException(String message) {
    super(message);
  }
}
