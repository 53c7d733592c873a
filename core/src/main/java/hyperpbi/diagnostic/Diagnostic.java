package hyperpbi.diagnostic;

/** One finding about a specification or its data: {severity, code, path (JSON pointer), message}. */
public record Diagnostic(Severity severity, String code, String path, String message) {

  public static Diagnostic error(String code, String path, String message) {
    return new Diagnostic(Severity.ERROR, code, path, message);
  }

  public static Diagnostic warning(String code, String path, String message) {
    return new Diagnostic(Severity.WARNING, code, path, message);
  }

  public static Diagnostic info(String code, String path, String message) {
    return new Diagnostic(Severity.INFO, code, path, message);
  }

  public boolean isError() {
    return severity == Severity.ERROR;
  }
}
