package hyperpbi.dashboard;

import hyperpbi.data.DataSource;
import hyperpbi.diagnostic.Diagnostic;
import hyperpbi.interaction.DashboardModel;
import java.util.List;

/**
 * How a live dashboard gets a remote source's rows into its datasets: the host's engine
 * evaluates the specification again over the workspace with those rows (the interaction engine
 * itself never evaluates).
 */
@FunctionalInterface
public interface SourceReload {
  /**
   * The model over the workspace where {@code source} has these rows (null: none yet), and the
   * evaluation's findings that the previous model did not have.
   */
  Reloaded reload(String source, DataSource rows);

  record Reloaded(DashboardModel model, List<Diagnostic> diagnostics) {
    public Reloaded {
      diagnostics = List.copyOf(diagnostics);
    }
  }
}
