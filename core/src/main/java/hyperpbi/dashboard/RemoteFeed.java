package hyperpbi.dashboard;

import hyperpbi.canonical.Whitespace;
import hyperpbi.data.DataSource;
import hyperpbi.diagnostic.Diagnostics;
import hyperpbi.diagnostic.JsonPointer;
import hyperpbi.imports.ImportException;
import hyperpbi.interaction.DashboardModel;
import hyperpbi.interaction.Dispatch;
import hyperpbi.interaction.Dispatcher;
import hyperpbi.interaction.InteractionEvent;
import hyperpbi.interaction.ViewInputs;
import hyperpbi.sources.RemoteRows;
import hyperpbi.sources.ResponseCache;
import hyperpbi.sources.SourceDeclaration;
import hyperpbi.sources.SourceRequest;
import hyperpbi.sources.SourceStatus;
import hyperpbi.specification.ComponentNode;
import hyperpbi.ui.HostEffect;
import hyperpbi.ui.UiState;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.DoubleSupplier;

/**
 * The remote sources of a live dashboard between a planned request and its rows: the request
 * each source waits for (a newer one supersedes it, so a late answer to the old one is stale),
 * the pages read so far, completed reads kept in the {@link ResponseCache} for their
 * {@code ttlSeconds}, and a completed read handed to the host's {@link SourceReload}.
 */
final class RemoteFeed {
  private final SourceReload reload;
  private final ResponseCache cache;
  private final DoubleSupplier clock;
  private final Map<String, Read> reads = new HashMap<>();

  /** A dashboard model and the outcome of one event on it. */
  record Fed(DashboardModel model, Dispatch dispatch) {}

  /** One read of a source: its request's signature, the page awaited and the pages so far. */
  private static final class Read {
    final String signature;
    final RemoteRows rows;
    final List<String> pages = new ArrayList<>();
    String awaited;

    Read(String signature, SourceDeclaration source) {
      this.signature = signature;
      this.awaited = signature;
      this.rows = new RemoteRows(source);
    }
  }

  RemoteFeed(SourceReload reload, ResponseCache cache, DoubleSupplier clock) {
    this.reload = reload;
    this.cache = cache;
    this.clock = clock;
  }

  /**
   * Starts a read for each fetch among the effects; a fresh cached read is applied at once
   * instead (its fetch leaves the effects).
   */
  Fed started(DashboardModel model, Dispatch d) {
    Fed fed = new Fed(model, d);
    for (HostEffect e : d.effects()) {
      if (!(e instanceof HostEffect.FetchSource f)) {
        continue;
      }
      SourceDeclaration source = model.remote().declaration(f.source());
      Read read = new Read(f.request().signature(), source);
      reads.put(f.source(), read);
      List<String> pages = source.ttlSeconds() > 0
          ? cache.get(read.signature, clock.getAsDouble()) : null;
      if (pages != null) {
        fed = cached(fed, f, read, pages);
      }
    }
    return fed;
  }

  private Fed cached(Fed fed, HostEffect.FetchSource fetch, Read read, List<String> pages) {
    List<HostEffect> effects = new ArrayList<>(fed.dispatch().effects());
    effects.remove(fetch);
    Dispatch without = new Dispatch(fed.dispatch().state(), effects,
        fed.dispatch().changedViews(), fed.dispatch().diagnostics());
    Diagnostics diagnostics = new Diagnostics();
    diagnostics.addAll(without.diagnostics());
    try {
      for (String page : pages) {
        read.pages.add(page);
        read.rows.add(page);
      }
    } catch (ImportException e) {
      return failed(fed.model(), without, fetch.source(), read, e.getMessage(), "", diagnostics);
    }
    return completed(fed.model(), without, fetch.source(), read, "", diagnostics);
  }

  /** A transport's answer: the next page, the read's rows, or its failure. */
  Fed arrive(DashboardModel model, UiState state, InteractionEvent.SourceResponse r,
      String pointer) {
    Dispatch unchanged = new Dispatch(state, List.of(), List.of(), List.of());
    Diagnostics diagnostics = new Diagnostics();
    Read read = reads.get(r.source());
    if (read == null || !read.awaited.equals(r.signature())) {
      diagnostics.info("STALE_SOURCE_RESPONSE", JsonPointer.child(pointer, "signature"),
          "source '" + r.source() + "' is not waiting for request " + r.signature()
          + " (answered already, superseded or never planned); the response is ignored");
      return new Fed(model, withDiagnostics(unchanged, diagnostics));
    }
    if (r.error() != null) {
      return failed(model, unchanged, r.source(), read, r.error(), pointer, diagnostics);
    }
    int next;
    try {
      read.pages.add(r.text());
      next = read.rows.add(r.text());
    } catch (ImportException e) {
      return failed(model, unchanged, r.source(), read, e.getMessage(), pointer, diagnostics);
    }
    if (next >= 0) {
      SourceRequest page = model.remote().plan(r.source(), state.values(), next);
      read.awaited = page.signature();
      return new Fed(model, new Dispatch(state, List.of(new HostEffect.FetchSource(r.source(),
          page)), List.of(), List.of()));
    }
    SourceDeclaration source = model.remote().declaration(r.source());
    cache.put(read.signature, read.pages, source.ttlSeconds(), clock.getAsDouble());
    return completed(model, unchanged, r.source(), read, pointer, diagnostics);
  }

  private Fed completed(DashboardModel model, Dispatch d, String name, Read read,
      String pointer, Diagnostics diagnostics) {
    DataSource rows;
    try {
      rows = read.rows.source();
    } catch (ImportException e) {
      return failed(model, d, name, read, e.getMessage(), pointer, diagnostics);
    }
    reads.remove(name);
    String note = null;
    if (read.rows.stoppedAtMaxRows()) {
      note = "stopped at maxRows (" + rows.rowCount() + "); the table may have more rows";
      diagnostics.warning("SOURCE_MAX_ROWS_REACHED", pointer, "source '" + name + "' " + note);
    }
    // No rows means no fields either: the source stays a dynamic schema (its datasets keep
    // validating against their static fields, as while loading) rather than a source without
    // fields that every field reference would fail against.
    DataSource kept = rows.rowCount() == 0 ? null : rows;
    return applied(model, d, name, kept, SourceStatus.loaded(read.signature, rows.rowCount(),
        note), pointer, diagnostics);
  }

  private Fed failed(DashboardModel model, Dispatch d, String name, Read read, String message,
      String pointer, Diagnostics diagnostics) {
    reads.remove(name);
    diagnostics.warning("REMOTE_SOURCE_FAILED", pointer, "source '" + name + "' failed: "
        + (Whitespace.isBlank(message) ? "(the host gave no reason)" : message));
    // Each dataset over it says why it is empty (contract-notes §2: a dataset whose source
    // failed gets its own diagnostic).
    for (String dataset : model.datasetsOver(name)) {
      diagnostics.warning("DATASET_UPSTREAM_FAILED", JsonPointer.child(JsonPointer.child(
          "/data/datasets", dataset), "source"), "dataset '" + dataset + "' has no rows: its "
          + "source '" + name + "' failed");
    }
    // So does each component that names the source itself as its dataset.
    for (ComponentNode c : model.components().all()) {
      if (name.equals(c.dataset()) && c.json().get("dataset") != null) {
        diagnostics.warning("DATASET_UPSTREAM_FAILED", JsonPointer.child(c.pointer(), "dataset"),
            c.type().name() + " '" + c.id() + "' has no rows: its source '" + name + "' failed");
      }
    }
    return applied(model, d, name, null, SourceStatus.failed(read.signature, message),
        pointer, diagnostics);
  }

  /**
   * The source's new rows (none after a failure) in a re-evaluated model, its status, and the
   * state that pointed at its old rows forgotten: their row indices mean nothing now.
   */
  private Fed applied(DashboardModel model, Dispatch d, String name, DataSource rows,
      SourceStatus status, String pointer, Diagnostics diagnostics) {
    DashboardModel next = model;
    if (reload == null) {
      diagnostics.error("SOURCE_RELOAD_UNAVAILABLE", "", "this host cannot load source rows");
    } else if (rows != null || model.hasRows(name)) {
      SourceReload.Reloaded reloaded = reload.reload(name, rows);
      next = reloaded.model();
      diagnostics.addAll(reloaded.diagnostics());
    }
    UiState before = d.state();
    UiState.Builder s = before.edit();
    forgetRowsOf(model, before, name, s);
    s.sources.put(name, status);
    UiState after = Dispatcher.reapplyControls(next, s.build(), name, pointer, diagnostics);
    List<String> changed = new ArrayList<>(d.changedViews());
    for (String id : ViewInputs.changed(next, before, after)) {
      if (!changed.contains(id)) {
        changed.add(id);
      }
    }
    List<String> ordered = new ArrayList<>();
    for (var c : next.components().all()) {
      if (changed.contains(c.id())) {
        ordered.add(c.id());
      }
    }
    return new Fed(next, new Dispatch(after, d.effects(), ordered, diagnostics.sorted()));
  }

  private static void forgetRowsOf(DashboardModel model, UiState state, String root,
      UiState.Builder s) {
    state.selections().forEach((site, sel) -> {
      if (root.equals(model.root(sel.dataset()))) {
        s.clearSite(site);
      }
    });
    state.highlights().forEach((site, h) -> {
      if (root.equals(h.root())) {
        s.clearSite(site);
      }
    });
    state.filters().forEach((site, f) -> {
      if (root.equals(f.root())) {
        s.clearSite(site);
      }
    });
  }

  private static Dispatch withDiagnostics(Dispatch d, Diagnostics diagnostics) {
    return new Dispatch(d.state(), d.effects(), d.changedViews(), diagnostics.sorted());
  }
}
