package hyperpbi.specification;

import com.eclipsesource.json.JsonObject;
import com.eclipsesource.json.JsonValue;
import hyperpbi.diagnostic.Diagnostics;

/** "2.0" is strict; "1.0" is accepted for its legacy interaction inputs; anything else fails. */
public final class VersionPolicy {
  public static final String CURRENT = "2.0";
  public static final String LEGACY = "1.0";

  private VersionPolicy() {}

  /** The accepted version, or null after an UNSUPPORTED_VERSION error. */
  public static String check(JsonObject spec, Diagnostics out) {
    JsonValue version = spec.get("version");
    if (version == null) {
      out.error("UNSUPPORTED_VERSION", "/version", "version is missing; use \"2.0\"");
      return null;
    }
    if (version.isString()
        && (version.asString().equals(CURRENT) || version.asString().equals(LEGACY))) {
      return version.asString();
    }
    out.error("UNSUPPORTED_VERSION", "/version",
        "version " + version + " is not supported; use the string \"2.0\"");
    return null;
  }
}
