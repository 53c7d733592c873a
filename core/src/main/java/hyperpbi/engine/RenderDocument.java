package hyperpbi.engine;

import com.eclipsesource.json.JsonValue;
import hyperpbi.diagnostic.Diagnostic;
import hyperpbi.diagnostic.Diagnostics;
import hyperpbi.json.JsonOut;
import hyperpbi.render.HtmlWriter;
import hyperpbi.render.Node;
import hyperpbi.render.RenderOptions;
import hyperpbi.render.TreeJson;
import hyperpbi.sources.ResponseCache;

/**
 * Mode {@code render}: the dashboard's render tree after the request's events (simulate's
 * format, plus the renderer's {@code sort} and {@code window}), under the options in
 * {@code runtime.render}. As canonical JSON ({@code {"ok", "diagnostics", "tree"}}, what the
 * render conformance cases compare on every runtime) or as one self-contained HTML file (the
 * command line's {@code render}: inline CSS and SVG, no script, no event attribute, no URL).
 */
public final class RenderDocument {
  /** @param ok no error in preparation, evaluation or any event */
  public record Result(boolean ok, Diagnostics diagnostics, Node tree, RenderOptions options) {}

  private RenderDocument() {}

  public static Result render(Session session, EngineRequest request) {
    LiveDashboard live = LiveDashboard.load(session, request, new ResponseCache());
    Diagnostics all = new Diagnostics();
    live.loadDiagnostics().sorted().forEach(all::add);
    RenderSession rendering = new RenderSession(live);
    JsonValue events = request.events();
    if (events != null && events.isArray()) {
      for (int i = 0; i < events.asArray().size(); i++) {
        JsonValue event = events.asArray().get(i);
        RenderSession.ViewEventResult view = rendering.applyViewEvent(event);
        if (view != null && view.error() != null) {
          all.error("INVALID_EVENT", "/events/" + i, view.error());
        } else if (view == null) {
          LiveDashboard.Step step = live.step(event.toString());
          for (Diagnostic d : step.dispatch().diagnostics()) {
            if (d.isError()) {
              all.add(Diagnostic.error(d.code(), "/events/" + i + d.path(), d.message()));
            }
          }
        }
      }
    }
    JsonValue asked = request.runtime() != null && request.runtime().isObject()
        ? request.runtime().asObject().get("render") : null;
    RenderOptions options = RenderOptionsReader.read(asked);
    Node tree = rendering.renderTree(options, RenderOptionsReader.namesTheme(asked));
    all.addAll(rendering.notes());
    return new Result(!all.hasErrors(), all, tree, rendering.drawnOptions());
  }

  public static String json(Result r) {
    JsonOut out = new JsonOut(true, 1 << 14);
    out.beginObject().field("ok", r.ok()).key("diagnostics");
    r.diagnostics().writeTo(out);
    out.key("tree");
    TreeJson.write(out, r.tree());
    return out.endObject().toString();
  }

  public static String html(Result r, String title) {
    StringBuilder out = new StringBuilder(1 << 16);
    out.append("<!DOCTYPE html>\n<html lang=\"");
    HtmlWriter.escape(out, r.options().locale(), true);
    out.append("\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\""
        + "width=device-width, initial-scale=1\">\n<title>");
    HtmlWriter.escape(out, title, false);
    out.append("</title>\n</head>\n<body style=\"margin:0;background:")
        .append(r.options().theme().background()).append("\">\n");
    HtmlWriter.write(out, r.tree());
    return out.append("\n</body>\n</html>\n").toString();
  }
}
