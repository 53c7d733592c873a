package hyperpbi.diagnostic;

/** RFC 6901 JSON pointers for diagnostic paths. */
public final class JsonPointer {
  public static final String ROOT = "";

  private JsonPointer() {}

  public static String child(String parent, String name) {
    // Preparation builds a pointer for every node it visits: skip the two replace passes (each
    // a scan and a copy in TeaVM's String) for the usual names that need no escape.
    if (name.indexOf('~') < 0 && name.indexOf('/') < 0) {
      return parent + "/" + name;
    }
    return parent + "/" + name.replace("~", "~0").replace("/", "~1");
  }

  public static String child(String parent, int index) {
    return parent + "/" + index;
  }
}
