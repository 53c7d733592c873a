package hyperpbi.engine;

import hyperpbi.dashboard.SourceReload;
import hyperpbi.data.DataSource;
import hyperpbi.diagnostic.Diagnostic;
import hyperpbi.diagnostic.Diagnostics;
import hyperpbi.expression.EvaluationContext;
import hyperpbi.interaction.DashboardModel;
import hyperpbi.interaction.RuntimeConfig;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Evaluates a live dashboard's specification again when a remote source's rows arrive, on the
 * session with those rows (cached datasets that do not read the source stay hits), and reports
 * only the findings the previous evaluation did not have.
 */
final class SessionReload implements SourceReload {
  private final EngineRequest request;
  private final EvaluationContext context;
  private final RuntimeConfig config;
  private Session session;
  private List<Diagnostic> previous;
  /** The latest evaluation: its map layers are what the renderer draws. */
  private Evaluation latest;

  SessionReload(Session session, EngineRequest request, EvaluationContext context,
      Diagnostics loaded) {
    this.session = session;
    this.request = request;
    this.context = context;
    this.config = RuntimeConfig.from(request.runtime());
    this.previous = loaded.sorted();
  }

  /** The model of the first evaluation (the one whose findings {@code loaded} holds). */
  DashboardModel model(Evaluation evaluation) {
    latest = evaluation;
    return new DashboardModel(evaluation.prepared(), session.workspace(), evaluation.datasets(),
        config, context, evaluation.calculated() == null ? Map.of()
            : evaluation.calculated().metrics(), evaluation.aggregates());
  }

  @Override
  public Reloaded reload(String source, DataSource rows) {
    session = session.withSource(source, rows);
    Diagnostics now = new Diagnostics();
    Evaluation evaluation = session.evaluate(request.specText(), request.host(), context, now);
    List<Diagnostic> fresh = new ArrayList<>(now.sorted());
    fresh.removeAll(previous);
    previous = now.sorted();
    return new Reloaded(model(evaluation), fresh);
  }

  /** The map layers of the latest evaluation (empty when it computed none). */
  hyperpbi.map.MapResult map() {
    return latest == null || latest.map() == null ? hyperpbi.map.MapResult.EMPTY : latest.map();
  }

  /** The eval document of the specification over the session as it is now. */
  String evalDocument() {
    EngineRequest eval = new EngineRequest("eval", request.specText(), request.sources(),
        request.defaultSource(), request.now(), request.timeZone(), request.datasets(), null, 1,
        null, request.host());
    return Engine.evaluate(session, eval);
  }

  /** The latest evaluation (what the inspect answers read). */
  Evaluation latest() {
    return latest;
  }

  /** The sources of the session as it is now (remote rows that arrived included). */
  hyperpbi.data.Workspace workspace() {
    return session.workspace();
  }

  /** The clock of the time to live of cached responses: the request's, else the system's. */
  double now() {
    return request.now() != null ? context.nowEpochMs() : System.currentTimeMillis();
  }
}
