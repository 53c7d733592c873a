package hyperpbi.interaction;

import com.eclipsesource.json.JsonObject;
import com.eclipsesource.json.JsonValue;
import hyperpbi.sources.SourceRequest;
import hyperpbi.specification.ComponentNode;
import hyperpbi.ui.UiState;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Which components' views changed: a view changes when something it consumes changed — its
 * dataset or drill level, the request of its remote source, its own selection or control value,
 * a highlight it consumes and shows (not a control's or a KPI's), an internal filter it
 * consumes, its tab, open or collapsed flag, the sidebar for left-panel components, or a state
 * value it binds with {@code {"state": key}}.
 */
public final class ViewInputs {
  private ViewInputs() {}

  public static List<String> changed(DashboardModel model, UiState before, UiState after) {
    List<String> ids = new ArrayList<>();
    for (ComponentNode c : model.components().all()) {
      if (!inputs(model, before, c).equals(inputs(model, after, c))) {
        ids.add(c.id());
      }
    }
    return ids;
  }

  private static List<Object> inputs(DashboardModel model, UiState s, ComponentNode c) {
    String id = c.id();
    List<Object> in = new ArrayList<>();
    String dataset = model.datasetOf(id, s);
    in.add(dataset);
    in.add(s.drill().get(id));
    String root = dataset == null ? null : model.root(dataset);
    if (root != null && model.remote.isRemote(root)) {
      SourceRequest request = model.remote.plan(root, s.values());
      in.add(request == null ? null : request.signature());
      in.add(s.sources().get(root));
    }
    for (InteractionSite site : model.sites.values()) {
      if (site.component().equals(id)) {
        in.add(s.selections().get(site.key()));
      }
    }
    in.add(s.componentValues().get(id));
    in.add(s.tabs().get(id));
    in.add(s.overlays().contains(id));
    in.add(s.collapsed().contains(id));
    if (c.pointer().startsWith("/leftPanel/")) {
      in.add(s.sidebarOpen());
    }
    for (Map.Entry<String, UiState.Highlight> e : s.highlights().entrySet()) {
      if (showsHighlights(c) && e.getValue().consumers().contains(id)) {
        in.add(e.getKey());
        in.add(e.getValue());
      }
    }
    for (Map.Entry<String, UiState.InternalFilter> e : s.filters().entrySet()) {
      if (e.getValue().consumers().contains(id)) {
        in.add(e.getKey());
        in.add(e.getValue());
      }
    }
    for (String key : stateKeys(c)) {
      in.add(key);
      in.add(s.values().get(key));
    }
    return in;
  }

  /**
   * Whether a highlight the component consumes is part of its view. A control's options and a
   * KPI's value are over the rows it shows, which a highlight marks but never removes
   * (core/README.md, "Views"): a highlight alone leaves their views as they were, so they are not
   * listed for it (changed views are work proportional to what changed).
   */
  private static boolean showsHighlights(ComponentNode c) {
    return !c.type().control() && !c.type().name().equals("kpi");
  }

  /** State keys a component binds with {@code {"state": key}}, outside its child components. */
  static Set<String> stateKeys(ComponentNode c) {
    Set<String> keys = new TreeSet<>();
    for (JsonObject.Member m : c.json()) {
      if (!c.type().childProperties().contains(m.getName())) {
        collect(m.getValue(), keys);
      }
    }
    return keys;
  }

  private static void collect(JsonValue v, Set<String> keys) {
    if (v.isObject()) {
      JsonValue state = v.asObject().get("state");
      if (state != null && state.isString()) {
        keys.add(state.asString());
      }
      for (JsonObject.Member m : v.asObject()) {
        collect(m.getValue(), keys);
      }
    } else if (v.isArray()) {
      for (JsonValue item : v.asArray()) {
        collect(item, keys);
      }
    }
  }
}
