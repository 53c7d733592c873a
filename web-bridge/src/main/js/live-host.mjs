// Hosts a live dashboard in a page: opens it on an engine session, carries out its fetchSource
// effects through the remote transport, hands every answer back to the engine as a
// sourceResponse or sourceError event, and reports each step. A newer request for a source
// cancels the one in flight (per-consumer cancellation: nothing is shared between dashboards but
// the engine's cache of completed responses); closing the dashboard cancels everything.
// Every word of the network lives in remote-transport.mjs (this module only forwards the
// caller's options to it), so the network-free Power BI package can swap that one module for a
// transport without any network code (pbiviz-bridge/package.sh).
import { fetchRemote, transportOptions } from "./remote-transport.mjs";

export class LiveHost {
  /**
   * @param engine the exported engine functions (openDashboard, dashboardDocument,
   *     dispatchDashboard, closeDashboard)
   * @param onStep called with every step document the engine answers, after its effects started
   * @param onEffect called with every other effect (selection, filter, toast, scroll), in order
   * @param refusal a host's reason not to fetch a request (e.g. a source type it cannot reach),
   *     answered as the source's error; null to fetch
   * @param onError called when handing an answer back fails (a throwing onStep, say): the
   *     request is settled either way, never an unhandled rejection
   * @param options also the transport's options (remote-transport.mjs transportOptions: the
   *     fetch implementation; tests pass a fake, pages use the browser's)
   */
  constructor(engine, session, requestJson, options = {}) {
    const {
      onStep = () => {}, onEffect = () => {}, refusal = () => null,
      onError = (error) => console.error("hyperpbi: a source answer could not be handled", error),
    } = options;
    this.engine = engine;
    this.onStep = onStep;
    this.onEffect = onEffect;
    this.refusal = refusal;
    this.transport = transportOptions(options);
    this.onError = onError;
    this.inFlight = new Map();
    this.pending = new Set();
    // -1 means only an unknown session: an unreadable request opens a dashboard whose load
    // document carries the INVALID_REQUEST diagnostic.
    this.handle = engine.openDashboard(session, requestJson);
    if (this.handle < 0) throw new Error(`the engine could not open the dashboard: unknown session ${session}`);
    this.loaded = JSON.parse(engine.dashboardDocument(this.handle));
    this.run(this.loaded.initial?.effects);
  }

  /**
   * Draws through the engine's renderer from now on: answers the whole render tree for the
   * host's options (viewport, theme, locale, palette) and hands every later tree (with keep
   * markers for unchanged components) to onTree. Call again after a resize or a theme change.
   */
  render(options = {}, onTree = this.onTree) {
    if (this.handle < 0) throw new Error("the dashboard is closed");
    this.onTree = onTree;
    const answer = JSON.parse(this.engine.renderDashboard(this.handle, JSON.stringify(options)));
    if (answer.tree) this.onTree?.(answer.tree);
    return answer.tree;
  }

  /**
   * Dispatches one event object (an engine event, or once rendering the renderer's sort and
   * window) and returns the engine's step (null for a renderer event).
   */
  dispatch(event) {
    if (this.handle < 0) throw new Error("the dashboard is closed");
    if (this.onTree) {
      const answer = JSON.parse(this.engine.dispatchRender(this.handle, JSON.stringify(event)));
      if (answer.ok === false) throw new Error(answer.error);
      const step = answer.step ?? null;
      if (step) this.run(step.effects);
      if (answer.tree) this.onTree(answer.tree);
      if (step) this.onStep(step);
      return step;
    }
    const step = JSON.parse(this.engine.dispatchDashboard(this.handle, JSON.stringify(event)));
    this.run(step.effects);
    this.onStep(step);
    return step;
  }

  /** Resolves when no request is in flight (tests and page loaders wait on it). */
  async settled() {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  close() {
    for (const controller of this.inFlight.values()) controller.abort();
    this.inFlight.clear();
    if (this.handle >= 0) this.engine.closeDashboard(this.handle);
    this.handle = -1;
  }

  run(effects) {
    for (const effect of effects ?? []) {
      if (effect.type === "fetchSource") this.fetchSource(effect);
      else this.onEffect(effect);
    }
  }

  fetchSource(effect) {
    this.inFlight.get(effect.source)?.abort();
    const controller = new AbortController();
    this.inFlight.set(effect.source, controller);
    const refused = this.refusal(effect);
    const pending = refused ? Promise.resolve({ error: refused })
      : fetchRemote(effect, { ...this.transport, signal: controller.signal });
    const done = pending.then((answer) => {
      if (answer.cancelled || controller.signal.aborted || this.handle < 0) return;
      if (this.inFlight.get(effect.source) === controller) this.inFlight.delete(effect.source);
      const event = { source: effect.source, signature: effect.signature };
      this.dispatch(answer.error === undefined
        ? { type: "sourceResponse", ...event, text: answer.text }
        : { type: "sourceError", ...event, message: answer.error });
    }).catch((error) => this.onError(error));
    this.pending.add(done);
    done.finally(() => this.pending.delete(done));
  }
}
