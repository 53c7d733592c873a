package hyperpbi.diagnostic;

import hyperpbi.json.JsonOut;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/** Collects diagnostics from every stage and prints them in one deterministic order. */
public final class Diagnostics {
  /** Path first so readers see findings in document order, then severity, code and message. */
  private static final Comparator<Diagnostic> ORDER = Comparator
      .comparing(Diagnostic::path)
      .thenComparing(Diagnostic::severity)
      .thenComparing(Diagnostic::code)
      .thenComparing(Diagnostic::message);

  private final List<Diagnostic> items = new ArrayList<>();

  public void add(Diagnostic diagnostic) {
    items.add(diagnostic);
  }

  public void error(String code, String path, String message) {
    add(Diagnostic.error(code, path, message));
  }

  public void warning(String code, String path, String message) {
    add(Diagnostic.warning(code, path, message));
  }

  public void info(String code, String path, String message) {
    add(Diagnostic.info(code, path, message));
  }

  public void addAll(java.util.Collection<Diagnostic> more) {
    items.addAll(more);
  }

  public void addAll(Diagnostics other) {
    items.addAll(other.items);
  }

  public boolean hasErrors() {
    for (Diagnostic d : items) {
      if (d.isError()) {
        return true;
      }
    }
    return false;
  }

  public int size() {
    return items.size();
  }

  /** Sorted, de-duplicated copy: the same finding reached twice is reported once. */
  public List<Diagnostic> sorted() {
    List<Diagnostic> copy = new ArrayList<>(items);
    copy.sort(ORDER);
    List<Diagnostic> unique = new ArrayList<>(copy.size());
    for (Diagnostic d : copy) {
      if (unique.isEmpty() || !unique.get(unique.size() - 1).equals(d)) {
        unique.add(d);
      }
    }
    return unique;
  }

  /** The warnings, sorted, each as {@code "CODE at /path: message"} (for a result's warnings). */
  public List<String> warningTexts() {
    List<String> texts = new ArrayList<>();
    for (Diagnostic d : sorted()) {
      if (d.severity() == Severity.WARNING) {
        texts.add(d.code() + " at " + d.path() + ": " + d.message());
      }
    }
    return texts;
  }

  public void writeTo(JsonOut out) {
    out.beginArray();
    for (Diagnostic d : sorted()) {
      out.beginInlineObject()
          .field("severity", d.severity().json())
          .field("code", d.code())
          .field("path", d.path())
          .field("message", d.message())
          .endObject();
    }
    out.endArray();
  }
}
