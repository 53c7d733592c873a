package hyperpbi.diagnostic;

/** RFC 6901 JSON pointers for diagnostic paths. */
public final class JsonPointer {
  public static final String ROOT = "";

  private JsonPointer() {}

  public static String child(String parent, String name) {
    return parent + "/" + name.replace("~", "~0").replace("/", "~1");
  }

  public static String child(String parent, int index) {
    return parent + "/" + index;
  }
}
