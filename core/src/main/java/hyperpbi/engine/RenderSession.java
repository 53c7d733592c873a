package hyperpbi.engine;

import com.eclipsesource.json.JsonObject;
import com.eclipsesource.json.JsonValue;
import hyperpbi.dashboard.Dashboard;
import hyperpbi.dataset.DatasetResult;
import hyperpbi.diagnostic.Diagnostic;
import hyperpbi.interaction.DashboardModel;
import hyperpbi.interaction.Dispatch;
import hyperpbi.json.JsonDepth;
import hyperpbi.json.JsonOut;
import hyperpbi.render.ComponentCache;
import hyperpbi.render.DashboardRender;
import hyperpbi.render.Node;
import hyperpbi.render.RenderContext;
import hyperpbi.render.RenderOptions;
import hyperpbi.render.SpecTheme;
import hyperpbi.render.TreeJson;
import hyperpbi.render.ValueFormat;
import hyperpbi.render.ViewState;
import hyperpbi.specification.ComponentNode;
import hyperpbi.ui.UiState;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * A live dashboard as a host paints it: the render tree at load and after each event, where a
 * component that did not change is a keep marker ({@code {"tag": "#keep", "key": "c:<id>"}})
 * for the painter to keep as it is, so a click over a million rows costs the components it
 * changed. Table sorting and windows ({@code sort}, {@code window} events) are the renderer's
 * own state and never reach the interaction engine. Never throws on bad input.
 */
public final class RenderSession {
  private final LiveDashboard live;
  private final ComponentCache cache = new ComponentCache();
  private RenderOptions options = RenderOptions.defaults();
  private boolean hostNamedTheme;
  /** The options the last render drew with (the specification's theme applied). */
  private RenderOptions drawn = options;
  private ViewState view = ViewState.EMPTY;
  /** The component ids in the tree the host painted last (keep markers may name only these). */
  private Set<String> painted = Set.of();
  private DashboardModel paintedModel;
  private UiState paintedState;
  /** What the last render refused (markup or CSS outside the allowlists). */
  private hyperpbi.diagnostic.Diagnostics notes = new hyperpbi.diagnostic.Diagnostics();

  public RenderSession(LiveDashboard live) {
    this.live = live;
  }

  /**
   * The whole tree for these options ({@code {"tree": node}}); the painter starts over. A new
   * size alone (a resize: the same theme and locale) keeps the components' views, which do not
   * depend on it, and the subtrees of components whose box stayed the same: only the layout is
   * drawn again, never an O(rows) view. Any other change (or a state the last tree did not
   * show, after events dispatched without the renderer) draws everything anew.
   */
  public String render(String optionsJson) {
    JsonValue v = parse(optionsJson);
    RenderOptions next = RenderOptionsReader.read(v);
    boolean namesTheme = RenderOptionsReader.namesTheme(v);
    Dashboard dashboard = live.dashboard();
    boolean unchanged = dashboard != null && dashboard.model() == paintedModel
        && dashboard.state() == paintedState;
    if (!unchanged || !next.theme().equals(options.theme())
        || !next.locale().equals(options.locale()) || namesTheme != hostNamedTheme) {
      cache.clear();
    }
    options = next;
    hostNamedTheme = namesTheme;
    painted = Set.of();
    return document(null, tree(), false);
  }

  /** The tree under the current options, every component drawn (the command line's). */
  public Node renderTree(RenderOptions with, boolean namedTheme) {
    options = with;
    hostNamedTheme = namedTheme;
    cache.clear();
    return tree();
  }

  /**
   * One event: a view event ({@code sort}, {@code window}) or an engine event (the simulate
   * format). Answers {@code {"step": step document | null, "tree": node with keep markers |
   * null when nothing drawn changed}}; a view event that cannot apply is {@code {"ok": false,
   * "error"}}.
   */
  public String dispatch(String eventJson) {
    JsonValue event = parse(eventJson);
    String viewType = viewEvent(event);
    if (viewType != null) {
      String error = applyViewEvent(event.asObject(), viewType);
      return error != null ? error(error) : document(null, tree(), true);
    }
    LiveDashboard.Step step = live.step(eventJson);
    Dispatch d = step.dispatch();
    Dashboard dashboard = live.dashboard();
    if (dashboard == null) {
      return document(step.document(), null, true);
    }
    boolean modelChanged = dashboard.model() != paintedModel;
    UiState state = dashboard.state();
    if (modelChanged || !state.values().equals(paintedState.values())) {
      cache.clear();
    } else {
      cache.invalidate(d.changedViews());
    }
    boolean same = !modelChanged && state.equals(paintedState);
    return document(step.document(), same ? null : tree(), true);
  }

  private Node tree() {
    Dashboard dashboard = live.dashboard();
    List<Diagnostic> diagnostics = live.loadDiagnostics().sorted();
    if (dashboard == null) {
      return DashboardRender.failed(options, diagnostics);
    }
    paintedModel = dashboard.model();
    paintedState = dashboard.state();
    notes = new hyperpbi.diagnostic.Diagnostics();
    drawn = SpecTheme.apply(options, hostNamedTheme, dashboard.model().spec());
    RenderContext ctx = new RenderContext(dashboard.model(), dashboard.state(), drawn,
        ValueFormat.of(drawn.locale()), live.map(), view, notes);
    cache.beginRender();
    return DashboardRender.render(ctx, diagnostics, cache);
  }

  /** Component views computed so far ({@link ComponentCache#computedViews}). */
  int computedViews() {
    return cache.computedViews();
  }

  RenderOptions drawnOptions() {
    return drawn;
  }

  /** The findings of the last render. */
  hyperpbi.diagnostic.Diagnostics notes() {
    return notes;
  }

  private String document(String step, Node tree, boolean keep) {
    JsonOut out = new JsonOut(false, 1 << 14);
    out.beginObject();
    if (step != null || keep) {
      out.key("step");
      if (step == null) {
        out.nullValue();
      } else {
        out.raw(step);
      }
    }
    out.key("tree");
    if (tree == null) {
      out.nullValue();
    } else {
      Set<String> before = painted;
      Set<String> now = new TreeSet<>();
      TreeJson.write(out, tree, n -> {
        String id = componentId(n);
        if (id == null) {
          return false;
        }
        now.add(id);
        return keep && before.contains(id) && cache.reused(id);
      });
      painted = now;
    }
    return out.endObject().toString();
  }

  private static String componentId(Node n) {
    return n.key() != null && n.key().startsWith("c:") ? n.key().substring(2) : null;
  }

  /**
   * Applies a renderer event without drawing (the one-shot render of the command line):
   * whether it was one, and the error when it could not apply.
   */
  ViewEventResult applyViewEvent(JsonValue event) {
    String type = viewEvent(event);
    return type == null ? null : new ViewEventResult(applyViewEvent(event.asObject(), type));
  }

  record ViewEventResult(String error) {}

  private static String viewEvent(JsonValue event) {
    if (event == null || !event.isObject()) {
      return null;
    }
    JsonValue type = event.asObject().get("type");
    return type != null && type.isString() && (type.asString().equals("sort")
        || type.asString().equals("window")) ? type.asString() : null;
  }

  /** Applies a sort or window event; the error message when it cannot apply. */
  private String applyViewEvent(JsonObject e, String type) {
    Dashboard dashboard = live.dashboard();
    JsonValue idValue = e.get("component");
    String id = idValue != null && idValue.isString() ? idValue.asString() : null;
    ComponentNode c = dashboard == null || id == null ? null
        : dashboard.model().components().get(id);
    if (c == null || !c.type().name().equals("table")) {
      // Only a table has a sort order and a window: anything else would be accepted and do nothing.
      return type + " event needs \"component\", the id of a table";
    }
    ViewState.TableView t = view.table(id);
    if (type.equals("sort")) {
      JsonValue field = e.get("field");
      DatasetResult rows = dashboard.model().dataset(
          dashboard.model().datasetOf(id, dashboard.state()));
      if (field == null || !field.isString() || rows == null
          || rows.table().field(field.asString()) == null) {
        return "sort event needs \"field\", a field of the table's dataset"
            + (field != null && field.isString() ? " (not '" + field.asString() + "')" : "");
      }
      String f = field.asString();
      // Power BI's header click: ascending, then descending, then back to the data's order.
      ViewState.TableView next = !f.equals(t.sortField()) ? new ViewState.TableView(f, false, 0)
          : !t.descending() ? new ViewState.TableView(f, true, 0) : ViewState.TableView.INITIAL;
      view = view.with(id, next);
    } else {
      JsonValue first = e.get("first");
      double n = first != null && first.isNumber() ? hyperpbi.json.JsonNumbers.value(first) : -1;
      if (n < 0 || n != Math.floor(n) || n > Integer.MAX_VALUE) {
        return "window event needs \"first\", a nonnegative row number";
      }
      view = view.with(id, new ViewState.TableView(t.sortField(), t.descending(), (int) n));
    }
    cache.invalidate(List.of(id));
    return null;
  }

  private static JsonValue parse(String json) {
    try {
      return json == null ? null : JsonDepth.parse(json);
    } catch (RuntimeException e) {
      return null;
    }
  }

  private static String error(String message) {
    return new JsonOut(false).beginObject().field("ok", false).field("error", message)
        .endObject().toString();
  }
}
