package hyperpbi.render;

/**
 * What a locale changes in a formatted value: separators, where the percent and currency
 * symbols go, the short and long date and time patterns, month and day names. The values follow
 * .NET (which Power BI's format strings follow) with CLDR where they differ only in spacing:
 * fr-FR groups with a narrow no-break space (U+202F), and de, fr, es, sv put a no-break space
 * before {@code %}. Negative numbers use the ASCII hyphen-minus in every locale (CLDR's sv uses
 * U+2212; one sign keeps labels comparable). Names are stored as {@code |}-separated strings and
 * split only for the locale in use, to keep the tables small in the browser bundles.
 *
 * @param percent what follows the digits in the {@code P} format, {@code %} included
 * @param currency the {@code C} format of a positive value, {@code #} standing for the digits
 * @param currencyNegative the same for a negative value
 * @param dateSeparator what {@code /} in a date pattern becomes (.NET's DateSeparator)
 * @param genitiveMonths month names used when the pattern also shows the day (Polish), or null
 */
record LocaleData(
    String tag,
    char decimal,
    String group,
    String percent,
    String currency,
    String currencyNegative,
    int currencyDecimals,
    String shortDate,
    String longDate,
    String longTime,
    char dateSeparator,
    String am,
    String pm,
    String[] months,
    String[] shortMonths,
    String[] genitiveMonths,
    String[] days,
    String[] shortDays) {

  static final LocaleData EN_US = english("en-US", "$#", "-$#", "M/d/yyyy",
      "dddd, MMMM d, yyyy", "h:mm:ss tt");

  private static final String NBSP = "\u00a0";
  private static final String EN_MONTHS = "January|February|March|April|May|June|July|August"
      + "|September|October|November|December";
  private static final String EN_DAYS = "Sunday|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday";
  /** "1月" ... "12月": Japanese and Chinese short months. */
  private static final String CJK_MONTHS = "1月|2月|3月|4月|5月|6月|7月|8月|9月|10月|11月|12月";

  /**
   * The locale of a BCP 47 tag, matched case-insensitively with {@code -} or {@code _}: the
   * exact tag, else its language's main locale ({@code de} and {@code de-AT} → de-DE,
   * {@code en-AU} → en-US, {@code pt-PT} → pt-BR), else en-US.
   */
  static LocaleData forTag(String tag) {
    if (tag == null) {
      return EN_US;
    }
    String t = asciiLower(tag.trim());
    if (t.equals("en-gb") || t.equals("en_gb")) {
      return enGb();
    }
    int dash = 0;
    while (dash < t.length() && t.charAt(dash) != '-' && t.charAt(dash) != '_') {
      dash++;
    }
    return switch (t.substring(0, dash)) {
      case "de" -> data("de-DE", ',', ".", NBSP + "%", "#" + NBSP + "€", "-#" + NBSP + "€", 2,
          "dd.MM.yyyy", "dddd, d. MMMM yyyy", "HH:mm:ss", '.', "AM|PM",
          "Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember",
          "Jan|Feb|Mär|Apr|Mai|Jun|Jul|Aug|Sep|Okt|Nov|Dez", null,
          "Sonntag|Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag", "So|Mo|Di|Mi|Do|Fr|Sa");
      case "fr" -> data("fr-FR", ',', "\u202f", "\u202f%", "#" + NBSP + "€", "-#" + NBSP + "€", 2,
          "dd/MM/yyyy", "dddd d MMMM yyyy", "HH:mm:ss", '/', "AM|PM",
          "janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre",
          "janv.|févr.|mars|avr.|mai|juin|juil.|août|sept.|oct.|nov.|déc.", null,
          "dimanche|lundi|mardi|mercredi|jeudi|vendredi|samedi",
          "dim.|lun.|mar.|mer.|jeu.|ven.|sam.");
      case "es" -> data("es-ES", ',', ".", NBSP + "%", "#" + NBSP + "€", "-#" + NBSP + "€", 2,
          "dd/MM/yyyy", "dddd, d' de 'MMMM' de 'yyyy", "H:mm:ss", '/', "a. m.|p. m.",
          "enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre"
              + "|diciembre",
          "ene|feb|mar|abr|may|jun|jul|ago|sept|oct|nov|dic", null,
          "domingo|lunes|martes|miércoles|jueves|viernes|sábado", "dom|lun|mar|mié|jue|vie|sáb");
      case "it" -> data("it-IT", ',', ".", "%", "#" + NBSP + "€", "-#" + NBSP + "€", 2,
          "dd/MM/yyyy", "dddd d MMMM yyyy", "HH:mm:ss", '/', "AM|PM",
          "gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre"
              + "|dicembre",
          "gen|feb|mar|apr|mag|giu|lug|ago|set|ott|nov|dic", null,
          "domenica|lunedì|martedì|mercoledì|giovedì|venerdì|sabato", "dom|lun|mar|mer|gio|ven|sab");
      case "nl" -> data("nl-NL", ',', ".", "%", "€" + NBSP + "#", "€" + NBSP + "-#", 2,
          "d-M-yyyy", "dddd d MMMM yyyy", "HH:mm:ss", '-', "a.m.|p.m.",
          "januari|februari|maart|april|mei|juni|juli|augustus|september|oktober|november"
              + "|december",
          "jan|feb|mrt|apr|mei|jun|jul|aug|sep|okt|nov|dec", null,
          "zondag|maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag", "zo|ma|di|wo|do|vr|za");
      case "pt" -> data("pt-BR", ',', ".", "%", "R$" + NBSP + "#", "-R$" + NBSP + "#", 2,
          "dd/MM/yyyy", "dddd, d' de 'MMMM' de 'yyyy", "HH:mm:ss", '/', "AM|PM",
          "janeiro|fevereiro|março|abril|maio|junho|julho|agosto|setembro|outubro|novembro"
              + "|dezembro",
          "jan|fev|mar|abr|mai|jun|jul|ago|set|out|nov|dez", null,
          "domingo|segunda-feira|terça-feira|quarta-feira|quinta-feira|sexta-feira|sábado",
          "dom|seg|ter|qua|qui|sex|sáb");
      case "ja" -> data("ja-JP", '.', ",", "%", "¥#", "-¥#", 0,
          "yyyy/MM/dd", "yyyy'年'M'月'd'日'", "H:mm:ss", '/', "午前|午後", CJK_MONTHS, CJK_MONTHS,
          null, "日曜日|月曜日|火曜日|水曜日|木曜日|金曜日|土曜日", "日|月|火|水|木|金|土");
      case "zh" -> data("zh-CN", '.', ",", "%", "¥#", "-¥#", 2,
          "yyyy/M/d", "yyyy'年'M'月'd'日'", "H:mm:ss", '/', "上午|下午",
          "一月|二月|三月|四月|五月|六月|七月|八月|九月|十月|十一月|十二月", CJK_MONTHS, null,
          "星期日|星期一|星期二|星期三|星期四|星期五|星期六", "周日|周一|周二|周三|周四|周五|周六");
      case "pl" -> data("pl-PL", ',', NBSP, "%", "#" + NBSP + "zł", "-#" + NBSP + "zł", 2,
          "dd.MM.yyyy", "dddd, d MMMM yyyy", "HH:mm:ss", '.', "AM|PM",
          "styczeń|luty|marzec|kwiecień|maj|czerwiec|lipiec|sierpień|wrzesień|październik"
              + "|listopad|grudzień",
          "sty|lut|mar|kwi|maj|cze|lip|sie|wrz|paź|lis|gru",
          "stycznia|lutego|marca|kwietnia|maja|czerwca|lipca|sierpnia|września|października"
              + "|listopada|grudnia",
          "niedziela|poniedziałek|wtorek|środa|czwartek|piątek|sobota",
          "niedz.|pon.|wt.|śr.|czw.|pt.|sob.");
      case "sv" -> data("sv-SE", ',', NBSP, NBSP + "%", "#" + NBSP + "kr", "-#" + NBSP + "kr", 2,
          "yyyy-MM-dd", "d MMMM yyyy", "HH:mm:ss", '-', "fm|em",
          "januari|februari|mars|april|maj|juni|juli|augusti|september|oktober|november"
              + "|december",
          "jan|feb|mar|apr|maj|jun|jul|aug|sep|okt|nov|dec", null,
          "söndag|måndag|tisdag|onsdag|torsdag|fredag|lördag", "sön|mån|tis|ons|tors|fre|lör");
      default -> EN_US;
    };
  }

  private static LocaleData enGb() {
    return english("en-GB", "£#", "-£#", "dd/MM/yyyy", "dd MMMM yyyy", "HH:mm:ss");
  }

  private static LocaleData english(String tag, String currency, String negative,
      String shortDate, String longDate, String longTime) {
    return data(tag, '.', ",", "%", currency, negative, 2, shortDate, longDate, longTime, '/',
        "AM|PM", EN_MONTHS, "Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec", null, EN_DAYS,
        "Sun|Mon|Tue|Wed|Thu|Fri|Sat");
  }

  private static LocaleData data(String tag, char decimal, String group, String percent,
      String currency, String negative, int currencyDecimals, String shortDate, String longDate,
      String longTime, char dateSeparator, String amPm, String months, String shortMonths,
      String genitive, String days, String shortDays) {
    String[] designators = split(amPm);
    return new LocaleData(tag, decimal, group, percent, currency, negative, currencyDecimals,
        shortDate, longDate, longTime, dateSeparator, designators[0], designators[1],
        split(months), split(shortMonths), genitive == null ? null : split(genitive), split(days),
        split(shortDays));
  }

  /** The short time: the long time without seconds ({@code h:mm tt}, {@code HH:mm}). */
  String shortTime() {
    int seconds = longTime.indexOf(":ss");
    return seconds < 0 ? longTime : longTime.substring(0, seconds) + longTime.substring(seconds + 3);
  }

  /** Splits on {@code |} (String.split would pull regex into the browser builds). */
  static String[] split(String joined) {
    int count = 1;
    for (int i = 0; i < joined.length(); i++) {
      if (joined.charAt(i) == '|') {
        count++;
      }
    }
    String[] parts = new String[count];
    int start = 0;
    for (int p = 0; p < count; p++) {
      int end = joined.indexOf('|', start);
      if (end < 0) {
        end = joined.length();
      }
      parts[p] = joined.substring(start, end);
      start = end + 1;
    }
    return parts;
  }

  /** Lower case for ASCII letters only: locale tags are ASCII, and this is the same everywhere. */
  static String asciiLower(String text) {
    char[] chars = text.toCharArray();
    for (int i = 0; i < chars.length; i++) {
      if (chars[i] >= 'A' && chars[i] <= 'Z') {
        chars[i] = (char) (chars[i] + 32);
      }
    }
    return new String(chars);
  }
}
