package hyperpbi.bench;

import hyperpbi.data.Column;
import hyperpbi.data.NumberColumn;
import hyperpbi.data.Table;
import hyperpbi.data.TextColumn;
import hyperpbi.dataset.DatasetResult;
import hyperpbi.diagnostic.Diagnostics;
import hyperpbi.engine.EngineRequest;
import hyperpbi.engine.Evaluation;
import hyperpbi.engine.Session;
import hyperpbi.engine.SourceInput;
import hyperpbi.expression.EvaluationContext;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** The engine contender: a session over the generated CSV, evaluated through the Java API. */
final class EngineRunner {
  /** 2024-06-01T00:00:00Z: a fixed clock so signatures do not change between runs. */
  static final double NOW = 1717200000000d;

  private EngineRunner() {}

  static String spec(String name) {
    try (InputStream in = EngineRunner.class.getResourceAsStream("/bench/" + name)) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** P4: the CSV text imported into a session (the normalized workspace). */
  static Session load(String csv) {
    SourceInput input = new SourceInput("sales", "csv", csv, null, null, null);
    Session session = Session.load(new EngineRequest("eval", null, List.of(input), "sales", null,
        null, List.of(), null));
    if (session.loadDiagnostics().hasErrors()) {
      throw new IllegalStateException("import failed: " + session.loadDiagnostics());
    }
    return session;
  }

  static Evaluation evaluate(Session session, String spec) {
    Diagnostics out = new Diagnostics();
    EvaluationContext context = new EvaluationContext(NOW, "UTC", Map.of(), (c, m) -> { });
    Evaluation evaluation = session.evaluate(spec, context, out);
    if (out.hasErrors()) {
      throw new IllegalStateException("evaluation failed: " + out);
    }
    return evaluation;
  }

  /** A dataset's rows as lists of String/Double, for comparison with the loops. */
  static List<List<Object>> rows(DatasetResult result) {
    Table table = result.table();
    List<List<Object>> rows = new ArrayList<>();
    for (int r = 0; r < table.rowCount(); r++) {
      List<Object> row = new ArrayList<>();
      for (Column c : table.columns()) {
        row.add(c instanceof TextColumn t ? t.get(r) : (Object) ((NumberColumn) c).get(r));
      }
      rows.add(row);
    }
    return rows;
  }

  static Object metric(Evaluation evaluation, String key) {
    return evaluation.calculated().metrics().get(key);
  }
}
