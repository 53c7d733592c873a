package hyperpbi.render;

/**
 * The renderer's own words (labels, notes, states, ARIA names) in the language of the locale:
 * German for {@code de} and its regions (the Power BI visual's second stringResources language),
 * English for every other locale. {@code {0}}, {@code {1}}, {@code {2}} stand for values the
 * caller formatted in the locale. Each language is one {@code |}-separated string in the order of
 * the constants below, split once, to keep the tables small in the browser bundles.
 */
final class RenderTexts {
  // The texts, by their index in the tables (int constants: an enum costs the browser bundles
  // its class and names).
  static final int TARGET = 0;
  static final int SUM_OF = 1;
  static final int AVERAGE_OF = 2;
  static final int MIN_OF = 3;
  static final int MAX_OF = 4;
  static final int COUNT_OF = 5;
  static final int DISTINCT_COUNT_OF = 6;
  static final int ALL = 7;
  static final int SEARCH = 8;
  static final int SEARCH_IN = 9;
  static final int NO_DATA = 10;
  static final int LOADING = 11;
  static final int SOURCE_FAILED = 12;
  static final int CLOSE = 13;
  static final int DATA_POINTS = 14;
  static final int FIRST_CATEGORIES = 15;
  static final int STEP = 16;
  static final int SHOWING_ROWS = 17;
  static final int DASHBOARD = 18;
  static final int HIDE_PANEL = 19;
  static final int SHOW_PANEL = 20;
  static final int TOOLBAR = 21;
  static final int LEFT_PANEL = 22;
  static final int RIGHT_PANEL = 23;
  static final int ONE_ERROR = 24;
  static final int ERRORS = 25;
  static final int AT = 26;
  static final int AND_MORE = 27;
  static final int PAGES = 28;
  static final int PREVIOUS = 29;
  static final int ROWS_RANGE = 30;
  static final int NEXT = 31;
  static final int LINE_CHART = 32;
  static final int BAR_CHART = 33;
  static final int ONE_CATEGORY = 34;
  static final int CATEGORIES = 35;
  static final int SERIES = 36;
  static final int BY = 37;
  static final int AND = 38;
  static final int SHOWING_VALUES = 39;
  static final int SELECTED = 40;
  static final int LEGEND = 41;
  static final int DRILL_PATH = 42;
  static final int DISMISS = 43;
  /** How many texts each table holds. */
  static final int COUNT = 44;

  static final String ENGLISH = "Target: {0}|Sum of {0}|Average of {0}|Min of {0}|Max of {0}"
      + "|Count of {0}|Count (distinct) of {0}|All|Search|Search {0}|No data|Loading {0}…"
      + "|Source {0} failed: {1}|Close|Data points"
      + "|Showing the first {0} categories of {1}; filter or group the data to see the rest."
      + "|Step {0} of {1}|Showing {0} of {1} rows|Dashboard|Hide side panel|Show side panel"
      + "|Toolbar|Left panel|Right panel|This visual has an error|This visual has {0} errors"
      + "|{0} at {1}: {2}|and {0} more|Pages|Previous|Rows {0}–{1} of {2}|Next"
      + "|Line chart: {0}|Bar chart: {0}|{0}, 1 category|{0}, {1} categories|{0}, {1} series"
      + "|{0} by {1}|{0} and {1}|Showing {0} of {1} values|Selected|Legend|Drill path|Dismiss";
  static final String GERMAN = "Ziel: {0}|Summe von {0}|Durchschnitt von {0}|Minimum von {0}"
      + "|Maximum von {0}|Anzahl von {0}|Anzahl (eindeutig) von {0}|Alle|Suchen|{0} durchsuchen"
      + "|Keine Daten|{0} wird geladen…|Quelle {0} fehlgeschlagen: {1}|Schließen|Datenpunkte"
      + "|Die ersten {0} von {1} Kategorien werden angezeigt; filtern oder gruppieren Sie die"
      + " Daten, um den Rest zu sehen.|Schritt {0} von {1}|{0} von {1} Zeilen werden angezeigt"
      + "|Dashboard|Seitenbereich ausblenden|Seitenbereich einblenden|Symbolleiste"
      + "|Linker Bereich|Rechter Bereich|Dieses Visual enthält einen Fehler"
      + "|Dieses Visual enthält {0} Fehler|{0} bei {1}: {2}|und {0} weitere|Seiten|Zurück"
      + "|Zeilen {0}–{1} von {2}|Weiter|Liniendiagramm: {0}|Balkendiagramm: {0}"
      + "|{0}, 1 Kategorie|{0}, {1} Kategorien|{0}, {1} Reihen|{0} nach {1}|{0} und {1}"
      + "|{0} von {1} Werten werden angezeigt|Ausgewählt|Legende|Drillpfad|Verwerfen";

  private final String[] texts;

  private RenderTexts(String joined) {
    this.texts = LocaleData.split(joined);
  }

  /** The texts of a locale tag as {@link ValueFormat#of} reads it ({@code de-AT} → German). */
  static RenderTexts of(String locale) {
    return locale != null && locale.length() >= 2
        && (locale.charAt(0) | 0x20) == 'd' && (locale.charAt(1) | 0x20) == 'e'
        && (locale.length() == 2 || locale.charAt(2) == '-' || locale.charAt(2) == '_')
        ? Holder.GERMAN : Holder.ENGLISH;
  }

  /**
   * The text with each {@code {i}} replaced by {@code values[i]} in one pass (a value that holds
   * a {@code {1}} of its own, such as a source's name, stays as it is).
   */
  String get(int text, String... values) {
    String t = texts[text];
    StringBuilder out = new StringBuilder(t.length() + 16);
    for (int i = 0; i < t.length(); i++) {
      char c = t.charAt(i);
      int slot = c == '{' && i + 2 < t.length() && t.charAt(i + 2) == '}' ? t.charAt(i + 1) - '0'
          : -1;
      if (slot >= 0 && slot < values.length) {
        out.append(values[slot]);
        i += 2;
      } else {
        out.append(c);
      }
    }
    return out.toString();
  }

  private static final class Holder {
    static final RenderTexts ENGLISH = new RenderTexts(RenderTexts.ENGLISH);
    static final RenderTexts GERMAN = new RenderTexts(RenderTexts.GERMAN);
  }
}
