// Power BI hands a table-mapping DataView in segments (a 30,000-row window, then fetchMoreData up
// to about 1,048,576 rows). The visual asks for every segment before it imports, shows a progress
// bar meanwhile, imports once when Power BI says there is no more, and says so visibly when Power
// BI stopped early (fetchMoreData refused while metadata.segment is still present, or the row
// ceiling reached): never a silently partial dashboard.

/** Power BI's fetchMoreData ceiling: rows beyond it are never delivered. */
export const ROW_CEILING = 1_048_576;
const DATA = 2; // VisualUpdateType.Data

import { Texts } from "./visual-essentials.mjs";

// The English texts (visual-essentials' TEXTS): the defaults when no localized wording is passed.
const english = new Texts(null);
const grouped = (n) => n.toLocaleString("en-US");

/** The notice shown over a dashboard whose rows Power BI cut, in English. */
export function cutNotice(rows) {
  return english.get("Notice_Cut", grouped(rows));
}

/**
 * What each update does with its DataView's segments. step answers {wait: true, rows} while
 * Power BI was asked for another segment (the visual shows the progress and imports nothing),
 * else {wait: false, rows, cut}: import now, cut being the notice text when Power BI stopped
 * early, or null. fetchMoreData is asked once per segment: an update that is not a Data update
 * (a resize while loading), or the same DataView again, keeps the answer it had.
 */
export class SegmentLoader {
  /** `say(rows)` words the cut notice (the visual passes its localized text). */
  constructor({ ceiling = ROW_CEILING, say = cutNotice } = {}) {
    this.ceiling = ceiling;
    this.say = say;
    this.last = null; // {view, answer}
    /** fetchMoreData calls so far. */
    this.requests = 0;
  }

  step(dataView, host, type) {
    const dataUpdate = typeof type !== "number" || (type & DATA) !== 0;
    if (this.last && (this.last.view === dataView || !dataUpdate)) {
      return { ...this.last.answer, rows: rowCount(dataView) };
    }
    const answer = this.decide(dataView, host);
    this.last = { view: dataView, answer };
    return answer;
  }

  decide(dataView, host) {
    const rows = rowCount(dataView);
    const segmented = Boolean(dataView?.metadata?.segment);
    if (rows >= this.ceiling) return { wait: false, rows, cut: this.say(rows) };
    if (!segmented) return { wait: false, rows, cut: null };
    if (typeof host?.fetchMoreData === "function") {
      this.requests++;
      // true: Power BI aggregates the segments, so the next DataView holds every row so far.
      if (host.fetchMoreData(true) === true) return { wait: true, rows };
    }
    return { wait: false, rows, cut: this.say(rows) };
  }
}

function rowCount(dataView) {
  return dataView?.table?.rows?.length ?? 0;
}

/** The progress label in English: the default of createLoadStatus's `label`. */
export function progressLabel(rows) {
  return english.get("Progress_Rows", grouped(rows));
}

/**
 * The visual's load status over its dashboard: a progress bar with the rows so far while the
 * segments arrive (data-state="loading"), and the cut notice above the dashboard
 * (data-state="cut"). `label(rows)` words the progress (the visual's localized text). Built
 * with DOM calls only (no innerHTML).
 */
export function createLoadStatus(container, label = progressLabel) {
  const doc = container.ownerDocument;
  const loading = doc.createElement("div");
  loading.className = "hyperpbi-loading";
  loading.dataset.state = "loading";
  loading.setAttribute("role", "status");
  loading.hidden = true;
  const bar = doc.createElement("progress");
  bar.max = ROW_CEILING;
  bar.style.width = "100%";
  const text = doc.createElement("div");
  loading.append(text, bar);
  const notice = doc.createElement("div");
  notice.className = "hyperpbi-notice";
  notice.dataset.state = "cut";
  notice.setAttribute("role", "alert");
  notice.style.padding = "4px 8px";
  notice.style.borderBottom = "1px solid currentColor";
  notice.hidden = true;
  container.prepend(loading, notice);
  return {
    /** Shows the progress: rows received so far. */
    progress(rows) {
      bar.value = rows;
      text.textContent = label(rows);
      loading.hidden = false;
      notice.hidden = true;
    },
    /** Hides the progress; shows the cut notice text, or none for null. */
    done(cut) {
      loading.hidden = true;
      notice.hidden = !cut;
      notice.textContent = cut ?? "";
    },
  };
}
