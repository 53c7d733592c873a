package hyperpbi.sources;

/**
 * Generated at build time from core/src/main/java-templates: the REST trust list of this build,
 * the environment variable HYPERPBI_WEB_REST_HOSTS when it was set, else the default. A
 * specification cannot extend it.
 */
final class BuildTrustList {
  static final String ORIGINS = "${hyperpbi.web.rest.hosts}";

  private BuildTrustList() {}
}
