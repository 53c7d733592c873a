package hyperpbi.dataset;

import hyperpbi.data.Lineage;
import java.util.function.Supplier;

/**
 * Lineage computed on first use and then kept. Grouping a million rows into a few groups and
 * sorting the result needs no lineage; only interactions, row keys and the full eval document do,
 * so stages describe how to build it and whoever asks first pays once.
 */
final class LazyLineage {
  private Supplier<Lineage> recipe;
  private Lineage value;

  private LazyLineage(Supplier<Lineage> recipe, Lineage value) {
    this.recipe = recipe;
    this.value = value;
  }

  static LazyLineage of(Lineage lineage) {
    return new LazyLineage(null, lineage);
  }

  static LazyLineage of(Supplier<Lineage> recipe) {
    return new LazyLineage(recipe, null);
  }

  Lineage get() {
    if (value == null) {
      value = recipe.get();
      recipe = null;
    }
    return value;
  }
}
