package hyperpbi.interaction;

import hyperpbi.dataset.DatasetResult;
import hyperpbi.diagnostic.JsonPointer;
import hyperpbi.ui.UiState;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * The selection Power BI sets for the visual from outside (a bookmark, the report:
 * {@code registerOnSelectCallback}), shown as a highlight of every data component over the
 * selected rows' root source, as a click with scope all highlights them. It replaces the complete
 * selection, as Power BI's own selection replaces the visual's: the externally selecting sites
 * of that root lose their interaction (selection, highlight, filter, a control's value). It
 * sends nothing back (Power BI holds it already), {@code clearFilters} keeps it (a UI action
 * never changes what Power BI holds), and the next identity selection the visual sends replaces
 * it.
 */
final class HostSelection {
  /** The state key prefix of the host's highlight: no component id starts with '$'. */
  static final String KEY = "$host";

  private HostSelection() {}

  /** The state key of the host's highlight over {@code root}. */
  static String key(String root) {
    return KEY + "/" + root;
  }

  static boolean isKey(String key) {
    return key.startsWith(KEY + "/");
  }

  static void apply(Transition t, int[] identities) {
    List<String> roots = t.model.identityRoots();
    String at = JsonPointer.child(t.pointer, "identities");
    if (roots.isEmpty()) {
      t.diagnostics.warning("SELECTION_UNAVAILABLE", at, "the host's selection cannot be "
          + "shown: the host supplied no identities for the rows");
      return;
    }
    boolean[] matched = new boolean[identities.length];
    for (String root : roots) {
      int[] rows = rowsOf(t.model.identities(root), identities, matched);
      dropSelectingSites(t, root);
      forget(t, root);
      if (rows.length > 0) {
        DatasetResult result = t.model.dataset(root);
        t.state.highlights.put(key(root), new UiState.Highlight(root, root, rows,
            UniversalInteraction.keys(result, rows), rows, consumers(t, root)));
      }
    }
    for (int i = 0; i < identities.length; i++) {
      if (!matched[i]) {
        t.diagnostics.warning("UNKNOWN_IDENTITY", JsonPointer.child(at, Integer.toString(i)),
            "no row of the data carries host identity " + identities[i]
            + ": it is not shown (the data changed since it was selected?)");
      }
    }
  }

  /** Removes the host's highlight over {@code root}: the visual's own selection replaced it. */
  static void forget(Transition t, String root) {
    if (root != null) {
      t.state.highlights.remove(key(root));
    }
  }

  /** The source rows whose identity is listed, ascending; marks the identities found. */
  private static int[] rowsOf(int[] rowIdentities, int[] identities, boolean[] matched) {
    int max = -1;
    for (int id : identities) {
      max = Math.max(max, id);
    }
    // Index of the first listed entry per identity value, to mark what some row carries.
    int[] entry = new int[max + 1];
    Arrays.fill(entry, -1);
    for (int i = identities.length - 1; i >= 0; i--) {
      entry[identities[i]] = i;
    }
    int[] rows = new int[rowIdentities.length];
    int n = 0;
    boolean[] found = new boolean[max + 1];
    for (int row = 0; row < rowIdentities.length; row++) {
      int id = rowIdentities[row];
      if (id >= 0 && id <= max && entry[id] >= 0) {
        rows[n++] = row;
        found[id] = true;
      }
    }
    for (int i = 0; i < identities.length; i++) {
      matched[i] |= found[identities[i]];
    }
    return Arrays.copyOf(rows, n);
  }

  /** Power BI's selection replaces the visual's: the externally selecting sites on root go. */
  private static void dropSelectingSites(Transition t, String root) {
    for (Map.Entry<String, UiState.Selection> e : new ArrayList<>(
        t.state.selections.entrySet())) {
      InteractionSite site = t.model.site(e.getKey());
      if (site != null && site.policy().externalMode() == InteractionPolicy.ExternalMode.SELECTION
          && root.equals(t.model.root(e.getValue().dataset()))) {
        t.state.dropSite(site.key());
      }
    }
  }

  /** Every data component over {@code root}: the host's selection is the report's, scope all. */
  private static List<String> consumers(Transition t, String root) {
    List<String> out = new ArrayList<>();
    for (String c : t.model.dataComponents()) {
      if (root.equals(t.model.root(t.model.datasetOf(c, t.before)))) {
        out.add(c);
      }
    }
    return out;
  }
}
