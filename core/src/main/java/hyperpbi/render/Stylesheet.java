package hyperpbi.render;

/**
 * The dashboard's own stylesheet, scoped to its root ({@code [data-dashboard]}): Power BI's
 * look (Segoe UI, cards on a light canvas, 40 % dimming), the theme as custom properties, focus
 * rings, and high contrast with only the theme's four colours and 2 px outlines. Author CSS
 * ({@code css}, {@code styles}) comes after it, filtered and scoped.
 */
final class Stylesheet {
  private Stylesheet() {}

  static String of(Theme t) {
    return "[data-dashboard]{--bg:" + t.background() + ";--fg:" + t.foreground() + ";--muted:"
        + t.muted() + ";--grid:" + t.grid() + ";--surface:" + t.surface() + ";--border:"
        + t.border() + ";--selected:" + t.selected() + ";--link:" + t.hyperlink() + ";"
        + "--accent:" + t.series(0) + ";" + statusColours(t)
        + "background:var(--bg);color:var(--fg);font:14px/1.4 'Segoe UI','Segoe UI Web',"
        + "system-ui,-apple-system,sans-serif;box-sizing:border-box;position:relative;"
        + "min-height:100%;padding:12px;color-scheme:" + (t.name().equals("dark") ? "dark" : "light")
        + "}\n" + BASE + tooltip(t) + (t.highContrast() ? HIGH_CONTRAST : "");
  }

  /**
   * The painter's own tooltip: it may sit next to the dashboard root in the painter's container
   * (outside the custom properties' scope), so its colours are the theme's, written out.
   */
  private static String tooltip(Theme t) {
    return "[data-dashboard] .hpbi-tooltip,[data-dashboard]~.hpbi-tooltip{position:fixed;"
        + "z-index:40;pointer-events:none;background:" + t.surface() + ";color:"
        + t.foreground() + ";border:" + (t.highContrast() ? "2px" : "1px") + " solid "
        + (t.highContrast() ? t.foreground() : t.border()) + ";padding:6px 8px;font:12px/1.4 "
        + "'Segoe UI','Segoe UI Web',system-ui,-apple-system,sans-serif;white-space:pre-line;"
        + "border-radius:2px;box-shadow:" + (t.highContrast() ? "none" : "0 4px 16px rgba(0,0,0,.2)")
        + "}\n";
  }

  /**
   * Status and overlay colours as custom properties, so that the rules below name no colour:
   * in high contrast every one is one of the theme's four.
   */
  private static String statusColours(Theme t) {
    if (t.highContrast()) {
      String fg = t.foreground();
      return "--good:" + fg + ";--bad:" + fg + ";--warn:" + fg + ";--info:" + fg
          + ";--on-warn:" + t.background() + ";--on-accent:" + t.background() + ";--backdrop:"
          + t.background() + ";--shadow:none;";
    }
    boolean dark = t.name().equals("dark");
    return "--good:" + (dark ? "#54B054" : "#107C10") + ";--bad:" + (dark ? "#F1707B"
        : "#A4262C") + ";--warn:#FCE100;--info:#0078D4;--on-warn:#252423;--on-accent:#FFFFFF;"
        + "--backdrop:rgba(0,0,0,.4);--shadow:0 4px 16px rgba(0,0,0,.2);";
  }

  private static final String BASE = String.join("\n",
      "[data-dashboard] *{box-sizing:border-box}",
      // The host page's own element rules (header, main, th, td) must not reach the dashboard.
      "[data-dashboard] .hpbi-header{display:flex;align-items:center;gap:12px;margin:0 0 12px;"
          + "padding:0;background:none;color:inherit}",
      "[data-dashboard] .hpbi-header h1{font-size:20px;font-weight:600;margin:0;flex:1}",
      "[data-dashboard] .hpbi-toolbar{display:flex;gap:8px;flex-wrap:wrap;align-items:center}",
      "[data-dashboard] .hpbi-body{display:flex;gap:12px;align-items:flex-start}",
      "[data-dashboard] .hpbi-main{flex:1;min-width:0;padding:0;margin:0}",
      "[data-dashboard] .hpbi-panel{flex:0 0 auto;display:flex;flex-direction:column;gap:12px}",
      "[data-dashboard] .hpbi-body.hpbi-narrow{flex-direction:column;align-items:stretch}",
      "[data-dashboard] .hpbi-field-label{font-size:12px;color:var(--muted);margin:0 0 4px}",
      "[data-dashboard] .hpbi-grid-layout{display:grid;align-items:start}",
      "[data-dashboard] .hpbi-component{background:var(--surface);border:1px solid var(--border);"
          + "border-radius:4px;padding:12px;min-width:0;position:relative}",
      "[data-dashboard] .hpbi-type-container,[data-dashboard] .hpbi-type-tabs,[data-dashboard] "
          + ".hpbi-type-button,[data-dashboard] .hpbi-type-dropdown,[data-dashboard] "
          + ".hpbi-type-popover,[data-dashboard] .hpbi-type-modal,[data-dashboard] "
          + ".hpbi-type-offcanvas{background:transparent;border:0;padding:0}",
      "[data-dashboard] .hpbi-stack{display:flex;min-width:0}",
      "[data-dashboard] .hpbi-title{font-size:15px;font-weight:600;margin:0 0 8px;"
          + "color:var(--fg)}",
      "[data-dashboard] .hpbi-subtitle{margin:-6px 0 8px;color:var(--muted);font-size:12px}",
      "[data-dashboard] svg{display:block;overflow:visible;font-family:inherit}",
      // A plot drawn wider than its cell scales down rather than spilling out (its viewBox keeps
      // the proportions).
      "[data-dashboard] svg.hpbi-plot{max-width:100%;height:auto}",
      "[data-dashboard] .hpbi-mark{cursor:pointer;outline:none}",
      "[data-dashboard] .hpbi-mark:focus-visible{stroke:var(--fg);stroke-width:2px}",
      "[data-dashboard] :focus-visible{outline:2px solid var(--selected);outline-offset:1px}",
      "[data-dashboard] .hpbi-legend{display:flex;flex-wrap:wrap;gap:4px 12px;list-style:none;"
          + "margin:0 0 4px;padding:0;font-size:12px;color:var(--muted)}",
      "[data-dashboard] .hpbi-legend li{display:flex;align-items:center;gap:4px}",
      "[data-dashboard] .hpbi-swatch{width:10px;height:10px;border-radius:50%;display:inline-block}",
      "[data-dashboard] .hpbi-breadcrumbs{display:flex;gap:4px;align-items:center;font-size:12px;"
          + "margin:0 0 4px}",
      "[data-dashboard] .hpbi-breadcrumbs button{background:none;border:0;color:var(--link);"
          + "cursor:pointer;padding:2px 4px;font:inherit;text-decoration:underline}",
      "[data-dashboard] .hpbi-note{font-size:12px;color:var(--muted);margin:4px 0 0}",
      "[data-dashboard] .hpbi-state{display:flex;flex-direction:column;align-items:center;"
          + "justify-content:center;min-height:96px;color:var(--muted);text-align:center;gap:4px}",
      "[data-dashboard] .hpbi-error{color:var(--bad);align-items:flex-start;text-align:left}",
      "[data-dashboard] .hpbi-error ul{margin:4px 0 0;padding-left:18px;font-size:12px}",
      "[data-dashboard] .hpbi-spinner{width:20px;height:20px;border:2px solid var(--grid);"
          + "border-top-color:var(--accent);border-radius:50%;animation:hpbi-spin 1s linear infinite}",
      "@keyframes hpbi-spin{to{transform:rotate(360deg)}}",
      "[data-dashboard] .hpbi-kpi-value{font-size:32px;font-weight:600;line-height:1.1}",
      "[data-dashboard] .hpbi-kpi-label{color:var(--muted);font-size:13px}",
      "[data-dashboard] .hpbi-kpi-target{display:flex;flex-wrap:wrap;gap:0 8px;font-size:12px;"
          + "margin-top:6px;color:var(--muted)}",
      "[data-dashboard] .hpbi-kpi-target span{white-space:nowrap}",
      "[data-dashboard] .hpbi-good{color:var(--good)}[data-dashboard] .hpbi-bad{color:var(--bad)}",
      "[data-dashboard] .hpbi-metric-grid{display:grid;gap:8px;margin:0}",
      "[data-dashboard] .hpbi-metric{padding:8px;border-left:3px solid var(--accent);min-width:0}",
      "[data-dashboard] .hpbi-metric dt{color:var(--muted);font-size:12px}",
      // A value wider than its column is cut with an ellipsis, never drawn over its neighbour.
      "[data-dashboard] .hpbi-metric dd{margin:0;font-size:22px;font-weight:600;white-space:nowrap;"
          + "overflow:hidden;text-overflow:ellipsis}",
      "[data-dashboard] .hpbi-text{margin:0}",
      "[data-dashboard] .hpbi-table-scroll{overflow:auto;max-width:100%}",
      "[data-dashboard] .hpbi-grid{border-collapse:collapse;width:100%;font-size:13px}",
      "[data-dashboard] .hpbi-grid th{position:sticky;top:0;background:var(--surface);"
          + "text-align:left;font-weight:600;border:0;border-bottom:1px solid var(--border);"
          + "padding:6px 8px;height:32px;white-space:nowrap}",
      "[data-dashboard] .hpbi-grid td{padding:4px 8px;height:28px;border:0;border-bottom:1px solid "
          + "var(--grid);white-space:nowrap;overflow:hidden;text-overflow:ellipsis;max-width:320px}",
      "[data-dashboard] .hpbi-grid tr[data-row]{cursor:pointer}",
      "[data-dashboard] .hpbi-grid tr[data-row]:hover{background:var(--grid)}",
      "[data-dashboard] .hpbi-grid tr[data-highlighted],[data-dashboard] .hpbi-grid "
          + "tr[data-selected]{font-weight:600;box-shadow:inset 3px 0 var(--accent)}",
      "[data-dashboard] .hpbi-grid tr.hpbi-dim{opacity:.4}",
      "[data-dashboard] .hpbi-grid .hpbi-gap td{padding:0;border:0;height:auto}",
      "[data-dashboard] .hpbi-grid .hpbi-number{text-align:right;font-variant-numeric:tabular-nums}",
      "[data-dashboard] .hpbi-grid .hpbi-selector{width:32px;text-align:center}",
      "[data-dashboard] .hpbi-check{display:inline-flex;align-items:center;justify-content:center;"
          + "width:14px;height:14px;border:1px solid var(--muted);border-radius:2px;font-size:11px;"
          + "line-height:1;vertical-align:middle}",
      "[data-dashboard] .hpbi-check[aria-checked=true]{background:var(--accent);border-color:"
          + "var(--accent);color:var(--on-accent)}",
      "[data-dashboard] .hpbi-custom-row{cursor:pointer}[data-dashboard] .hpbi-dim{opacity:.4}",
      "[data-dashboard] .hpbi-custom-body{display:flex;flex-wrap:wrap;gap:8px}",
      "[data-dashboard] .hpbi-sort{background:none;border:0;font:inherit;color:inherit;"
          + "cursor:pointer;padding:0}",
      "[data-dashboard] .hpbi-pager{display:flex;gap:8px;align-items:center;justify-content:"
          + "flex-end;margin-top:8px;font-size:12px}",
      "[data-dashboard] .hpbi-pager button{border:1px solid var(--border);background:"
          + "var(--surface);color:var(--fg);border-radius:2px;padding:2px 10px;cursor:pointer}",
      "[data-dashboard] .hpbi-pager button:disabled{opacity:.4;cursor:default}",
      "[data-dashboard] button{font:inherit}",
      "[data-dashboard] .hpbi-button{border:1px solid var(--border);background:var(--surface);"
          + "color:var(--fg);border-radius:4px;padding:6px 14px;cursor:pointer;display:inline-flex;"
          + "gap:6px;align-items:center}",
      "[data-dashboard] .hpbi-intent-primary{background:var(--accent);border-color:var(--accent);"
          + "color:var(--on-accent)}",
      "[data-dashboard] .hpbi-intent-danger{background:var(--bad);border-color:var(--bad);color:var(--on-accent)}",
      "[data-dashboard] .hpbi-intent-success{background:var(--good);border-color:var(--good);color:var(--on-accent)}",
      "[data-dashboard] .hpbi-intent-warning{background:var(--warn);border-color:var(--warn);color:var(--on-warn)}",
      "[data-dashboard] .hpbi-intent-info{background:var(--info);border-color:var(--info);color:var(--on-accent)}",
      "[data-dashboard] .hpbi-field{display:flex;flex-direction:column;gap:4px;font-size:12px}",
      "[data-dashboard] select,[data-dashboard] input[type=search]{font:inherit;font-size:13px;"
          + "padding:4px 6px;border:1px solid var(--border);border-radius:2px;background:"
          + "var(--surface);color:var(--fg)}",
      "[data-dashboard] .hpbi-slicer-list{list-style:none;margin:6px 0 0;padding:0;max-height:"
          + "240px;overflow:auto;font-size:13px}",
      "[data-dashboard] .hpbi-slicer-list label{display:flex;gap:6px;align-items:center;"
          + "padding:2px 0;cursor:pointer}",
      "[data-dashboard] .hpbi-tablist{display:flex;gap:2px;border-bottom:1px solid var(--border);"
          + "margin:0 0 12px}",
      "[data-dashboard] .hpbi-tab{background:none;border:0;border-bottom:3px solid transparent;"
          + "padding:8px 14px;cursor:pointer;color:var(--muted);font-size:14px}",
      "[data-dashboard] .hpbi-tab[aria-selected=true]{color:var(--fg);border-bottom-color:"
          + "var(--accent);font-weight:600}",
      "[data-dashboard] .hpbi-backdrop{position:fixed;inset:0;background:var(--backdrop);z-index:20}",
      "[data-dashboard] .hpbi-dialog{position:fixed;z-index:21;background:var(--surface);"
          + "color:var(--fg);border:1px solid var(--border);box-shadow:var(--shadow);"
          + "padding:16px;overflow:auto;display:flex;flex-direction:column;gap:12px}",
      "[data-dashboard] .hpbi-modal-box{top:50%;left:50%;transform:translate(-50%,-50%);"
          + "border-radius:6px;max-width:calc(100% - 32px);max-height:calc(100% - 32px)}",
      "[data-dashboard] .hpbi-offcanvas-box{top:0;bottom:0;max-width:100%}",
      "[data-dashboard] .hpbi-place-start{left:0}[data-dashboard] .hpbi-place-end{right:0}",
      "[data-dashboard] .hpbi-place-top{top:0;bottom:auto;left:0;right:0}",
      "[data-dashboard] .hpbi-place-bottom{bottom:0;top:auto;left:0;right:0}",
      "[data-dashboard] .hpbi-dialog-head{display:flex;align-items:center;gap:8px}",
      "[data-dashboard] .hpbi-dialog-head h2{flex:1;margin:0;font-size:16px}",
      "[data-dashboard] .hpbi-close{background:none;border:0;font-size:18px;cursor:pointer;"
          + "color:var(--fg);line-height:1;padding:4px}",
      "[data-dashboard] .hpbi-anchor{position:relative;display:inline-block}",
      "[data-dashboard] .hpbi-pop{position:absolute;z-index:15;min-width:200px;background:"
          + "var(--surface);border:1px solid var(--border);border-radius:4px;box-shadow:var(--shadow);padding:12px;display:flex;flex-direction:column;gap:8px}",
      "[data-dashboard] .hpbi-pop-bottom{top:100%;left:0;margin-top:4px}",
      "[data-dashboard] .hpbi-pop-top{bottom:100%;left:0;margin-bottom:4px}",
      "[data-dashboard] .hpbi-pop-end{left:100%;top:0;margin-left:4px}",
      "[data-dashboard] .hpbi-pop-start{right:100%;top:0;margin-right:4px}",
      "[data-dashboard] .hpbi-toasts{position:fixed;right:16px;bottom:16px;display:flex;"
          + "flex-direction:column;gap:8px;z-index:30;max-width:360px}",
      "[data-dashboard] .hpbi-toast{background:var(--surface);border:1px solid var(--border);"
          + "border-left:4px solid var(--accent);border-radius:4px;box-shadow:var(--shadow);padding:10px 12px;display:flex;gap:8px;align-items:flex-start}",
      "[data-dashboard] .hpbi-toast-success{border-left-color:var(--good)}",
      "[data-dashboard] .hpbi-toast-warning{border-left-color:var(--warn)}",
      "[data-dashboard] .hpbi-toast-danger{border-left-color:var(--bad)}",
      "[data-dashboard] .hpbi-toast div{flex:1}[data-dashboard] .hpbi-toast strong{display:block}",
      "[data-dashboard] .hpbi-sidebar-toggle{background:none;border:1px solid var(--border);"
          + "border-radius:4px;cursor:pointer;color:var(--fg);padding:4px 8px}",
      
      "[data-dashboard] .hpbi-sr{position:absolute;width:1px;height:1px;overflow:hidden;"
          + "clip:rect(0 0 0 0);white-space:nowrap}",
      "[data-dashboard] .hpbi-collapsed>:not(.hpbi-title){display:none}",
      "");

  /** Only foreground, background, selected and hyperlink; 2 px outlines; no shadows or tints. */
  private static final String HIGH_CONTRAST = String.join("\n",
      // Forced colours repaint HTML backgrounds and text with the system's but leave SVG fills
      // as drawn: the theme's light marks vanished on a forced light canvas. The theme already
      // has only four colours, so the dashboard opts out and stays self-consistent.
      "[data-dashboard]{forced-color-adjust:none}",
      "[data-dashboard] .hpbi-component{border:2px solid var(--fg)}",
      // Containers stay frameless as in the other themes (a toolbar button drew two frames).
      "[data-dashboard] .hpbi-type-container,[data-dashboard] .hpbi-type-tabs,[data-dashboard] "
          + ".hpbi-type-button,[data-dashboard] .hpbi-type-dropdown,[data-dashboard] "
          + ".hpbi-type-popover,[data-dashboard] .hpbi-type-modal,[data-dashboard] "
          + ".hpbi-type-offcanvas{border:0}",
      "[data-dashboard] .hpbi-error,[data-dashboard] .hpbi-good,[data-dashboard] .hpbi-bad"
          + "{color:var(--fg)}",
      "[data-dashboard] .hpbi-button,[data-dashboard] .hpbi-intent-primary,[data-dashboard] "
          + ".hpbi-intent-danger,[data-dashboard] .hpbi-intent-success,[data-dashboard] "
          + ".hpbi-intent-warning,[data-dashboard] .hpbi-intent-info{background:var(--bg);"
          + "color:var(--fg);border:2px solid var(--fg)}",
      "[data-dashboard] .hpbi-button:hover,[data-dashboard] .hpbi-tab[aria-selected=true]"
          + "{color:var(--selected);border-color:var(--selected)}",
      "[data-dashboard] .hpbi-backdrop{background:var(--bg);opacity:.8}",
      "[data-dashboard] .hpbi-dialog,[data-dashboard] .hpbi-pop,[data-dashboard] .hpbi-toast"
          + "{box-shadow:none;border:2px solid var(--fg)}",
      "[data-dashboard] .hpbi-toast-success,[data-dashboard] .hpbi-toast-warning,"
          + "[data-dashboard] .hpbi-toast-danger{border-left-color:var(--fg)}",
      "[data-dashboard] .hpbi-grid tr[data-highlighted],[data-dashboard] .hpbi-grid "
          + "tr[data-selected]{color:var(--selected);box-shadow:inset 3px 0 var(--selected)}",
      "[data-dashboard] .hpbi-grid tr[data-row]:hover{background:var(--bg);color:var(--selected)}",
      "[data-dashboard] .hpbi-metric{border-left-color:var(--fg)}",
      "[data-dashboard] .hpbi-swatch{border:1px solid var(--fg)}",
      "[data-dashboard] .hpbi-spinner{border-color:var(--fg);border-top-color:var(--selected)}",
      "[data-dashboard] :focus-visible{outline:2px solid var(--selected)}",
      "[data-dashboard] .hpbi-breadcrumbs button{color:var(--link)}",
      "");
}
