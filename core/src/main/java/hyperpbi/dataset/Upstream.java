package hyperpbi.dataset;

import hyperpbi.data.DataSource;

/** What a dataset reads: a loaded source, a declared source without rows yet, or a dataset. */
sealed interface Upstream {
  String name();

  /** A workspace source ({@code powerbi} is the default source with calculated fields). */
  record Source(String name, DataSource source) implements Upstream {}

  /** A declared {@code data.sources} entry whose rows have not arrived: dynamic, zero rows. */
  record Dynamic(String name) implements Upstream {}

  /** Another dataset ({@code powerbi} or a named one), already resolved. */
  record Dataset(String name) implements Upstream {}
}
