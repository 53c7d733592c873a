package hyperpbi.sources;

import hyperpbi.diagnostic.Diagnostics;
import hyperpbi.diagnostic.JsonPointer;

/**
 * Where the engine runs, as far as remote sources are concerned (data-model.txt, "MiniUp remote
 * sources"): "In Power BI, only miniup.function is portable. It uses the network-enabled package
 * [...]; direct miniup.table and rest.get are web-only", and "The Core package remains
 * network-free". Preparation asks it about every declaration, so a source this host cannot fetch
 * is reported at {@code /data/sources/<name>/type} and left out like any invalid declaration (it
 * is never fetched) instead of failing at runtime.
 *
 * @param kind the web page (playground, web bridge, command line by default) or a Power BI visual
 * @param network whether the host may fetch at all: false for the network-free Power BI package
 */
public record SourceHost(Kind kind, boolean network) {
  /** The web host with its network: every source type, rest.get under the build's trust list. */
  public static final SourceHost WEB = new SourceHost(Kind.WEB, true);

  /** A host kind, named in engine requests as {@code "web"} or {@code "powerbi"}. */
  public enum Kind {
    WEB("web"),
    POWERBI("powerbi");

    private final String id;

    Kind(String id) {
      this.id = id;
    }

    public String id() {
      return id;
    }

    /** The kind of a request's {@code host} member, or null for an unknown name. */
    public static Kind of(String id) {
      for (Kind k : values()) {
        if (k.id.equals(id)) {
          return k;
        }
      }
      return null;
    }
  }

  /**
   * Whether this host can fetch a source of {@code type} (one of the three declared types); when
   * it cannot, says why at the declaration's {@code type}: {@code REMOTE_SOURCE_WEB_ONLY} (error:
   * the declaration is not valid in this host) for miniup.table and rest.get in Power BI, else
   * {@code REMOTE_SOURCE_NETWORK_DISABLED} (warning: the declaration is valid, this package
   * cannot reach the network) when the host has no network access.
   */
  public boolean admits(String name, String type, String pointer, Diagnostics out) {
    String at = JsonPointer.child(pointer, "type");
    if (kind == Kind.POWERBI && !type.equals("miniup.function")) {
      out.error("REMOTE_SOURCE_WEB_ONLY", at, "source '" + name + "' is a " + type + " source, "
          + "which is web only: in Power BI only miniup.function sources can be fetched (through "
          + "the network-enabled package); serve these rows through a MiniUp Function");
      return false;
    }
    if (!network) {
      out.warning("REMOTE_SOURCE_NETWORK_DISABLED", at, "source '" + name + "' is never fetched: "
          + (kind == Kind.POWERBI ? "this Power BI package has no network access; "
              + "miniup.function needs the network-enabled HyperPBI package"
              : "this host has no network access"));
      return false;
    }
    return true;
  }
}
