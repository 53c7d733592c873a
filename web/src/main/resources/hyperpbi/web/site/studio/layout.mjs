// The studio's layout: the editor | dashboard split (drag, or the keyboard on the separator) and
// the tabbed panels (ARIA tabs: arrows move between tabs).

/** The split: `separator` sizes `first` as a percentage of `container`; remembers it in localStorage. */
export function createSplit(container, first, separator, { onResize = () => {} } = {}) {
  const KEY = "hyperpbi-studio-split";
  const clamp = (v) => Math.min(80, Math.max(20, Math.round(v)));
  let value = clamp(Number(localStorage.getItem(KEY)) || 45);
  function set(v) {
    value = clamp(v);
    container.style.setProperty("--split", `${value}%`);
    separator.setAttribute("aria-valuenow", String(value));
    separator.setAttribute("aria-valuetext", `editor ${value}%`);
    localStorage.setItem(KEY, String(value));
    onResize(value);
  }
  separator.addEventListener("pointerdown", (e) => {
    e.preventDefault();
    separator.setPointerCapture(e.pointerId);
    const box = container.getBoundingClientRect();
    const move = (m) => set(((m.clientX - box.left) / box.width) * 100);
    const up = () => {
      separator.removeEventListener("pointermove", move);
      separator.removeEventListener("pointerup", up);
      separator.classList.remove("dragging");
    };
    separator.classList.add("dragging");
    separator.addEventListener("pointermove", move);
    separator.addEventListener("pointerup", up);
  });
  separator.addEventListener("keydown", (e) => {
    const step = e.shiftKey ? 10 : 2;
    const next = { ArrowLeft: value - step, ArrowRight: value + step, Home: 20, End: 80 }[e.key];
    if (next !== undefined) {
      e.preventDefault();
      set(next);
    }
  });
  set(value);
  return { get value() { return value; }, set };
}

/** ARIA tabs over `tablist`'s [role=tab] buttons, each aria-controls its panel. */
export function createTabs(tablist, { onShow = () => {} } = {}) {
  const tabs = [...tablist.querySelectorAll("[role=tab]")];
  function show(tab, focus) {
    for (const t of tabs) {
      const on = t === tab;
      t.setAttribute("aria-selected", String(on));
      t.tabIndex = on ? 0 : -1;
      document.getElementById(t.getAttribute("aria-controls")).hidden = !on;
    }
    if (focus) tab.focus();
    onShow(tab.dataset.panel);
  }
  tablist.addEventListener("click", (e) => {
    const tab = e.target.closest("[role=tab]");
    if (tab) show(tab, false);
  });
  tablist.addEventListener("keydown", (e) => {
    const i = tabs.indexOf(document.activeElement);
    if (i < 0) return;
    const next = { ArrowRight: i + 1, ArrowLeft: i - 1, Home: 0, End: tabs.length - 1 }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    show(tabs[(next + tabs.length) % tabs.length], true);
  });
  show(tabs[0], false);
  return {
    show: (name) => show(tabs.find((t) => t.dataset.panel === name), false),
    get current() { return tabs.find((t) => t.getAttribute("aria-selected") === "true")?.dataset.panel; },
  };
}
