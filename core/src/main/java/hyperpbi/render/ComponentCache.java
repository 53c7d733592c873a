package hyperpbi.render;

import java.util.HashMap;
import java.util.Map;
import java.util.Set;

/**
 * The subtrees of components drawn last time, by id and box: a host that knows which
 * components an event changed ({@code changedViews}) drops those and redraws only them; the
 * painter then keeps the DOM of the rest. Containers, tabs and overlays are never kept (they
 * hold other components, whose subtrees are kept instead).
 */
public final class ComponentCache {
  private record Entry(Box box, Node node) {}

  private final Map<String, Entry> entries = new HashMap<>();
  /** The views of the model and state they were computed for (a scroll reuses the table's). */
  private final Map<String, hyperpbi.view.ComponentView> views = new HashMap<>();
  private Object viewModel;
  private Object viewState;
  /** Views computed so far (tests: a resize computes none). */
  private int computed;
  /** Ids drawn from the cache in the last render (the host sends them as keep markers). */
  private final Set<String> reused = new java.util.TreeSet<>();

  Node get(String id, Box box) {
    Entry e = entries.get(id);
    if (e != null && e.box().equals(box)) {
      reused.add(id);
      return e.node();
    }
    return null;
  }

  void put(String id, Box box, Node node, boolean holdsOthers) {
    if (!holdsOthers) {
      entries.put(id, new Entry(box, node));
    }
  }

  /**
   * A component's view under this model and state, computed once: a window or sort event
   * redraws a table without computing its rows again.
   */
  hyperpbi.view.ComponentView view(String id, Object model, Object state,
      java.util.function.Supplier<hyperpbi.view.ComponentView> compute) {
    if (model != viewModel || state != viewState) {
      views.clear();
      viewModel = model;
      viewState = state;
    }
    hyperpbi.view.ComponentView v = views.get(id);
    if (v == null) {
      computed++;
      v = compute.get();
      if (v != null) {
        views.put(id, v);
      }
    }
    return v;
  }

  /** How many component views were computed so far (none again for a resize). */
  public int computedViews() {
    return computed;
  }

  /** Forgets the listed components. */
  public void invalidate(Iterable<String> ids) {
    for (String id : ids) {
      entries.remove(id);
    }
  }

  public void clear() {
    entries.clear();
    views.clear();
  }

  /** Starts a render: nothing reused yet. */
  public void beginRender() {
    reused.clear();
  }

  /** Whether the last render took this component's subtree from the cache. */
  public boolean reused(String id) {
    return reused.contains(id);
  }
}
