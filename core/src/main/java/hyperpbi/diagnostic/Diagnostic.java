package hyperpbi.diagnostic;

/** One finding about a specification or its data: {severity, code, path (JSON pointer), message}. */
public record Diagnostic(Severity severity, String code, String path, String message) {
  /** Longest message kept whole: a message quoting hostile input (a 10 MB id) stays readable. */
  public static final int MAX_MESSAGE = 2000;

  public Diagnostic {
    if (message != null && message.length() > MAX_MESSAGE) {
      int cut = Character.isHighSurrogate(message.charAt(MAX_MESSAGE - 1)) ? MAX_MESSAGE - 1
          : MAX_MESSAGE;
      message = message.substring(0, cut) + "... (" + (message.length() - cut)
          + " more characters)";
    }
  }

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
