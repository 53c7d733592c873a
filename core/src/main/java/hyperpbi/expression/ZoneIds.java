package hyperpbi.expression;

/**
 * Common IANA zone ids and the POSIX rule each follows today (from the tz database's footer
 * strings). A browser reports ids like these through
 * {@code Intl.DateTimeFormat().resolvedOptions().timeZone}; ids missing here can be passed as a
 * POSIX rule or a fixed offset instead. Historic offsets are not modelled.
 */
final class ZoneIds {
  private ZoneIds() {}

  private static final String EU_CENTRAL = "CET-1CEST,M3.5.0,M10.5.0/3";
  private static final String EU_EASTERN = "EET-2EEST,M3.5.0/3,M10.5.0/4";
  private static final String EU_WESTERN = "WET0WEST,M3.5.0/1,M10.5.0";
  private static final String US_EASTERN = "EST5EDT,M3.2.0,M11.1.0";
  private static final String US_CENTRAL = "CST6CDT,M3.2.0,M11.1.0";
  private static final String US_MOUNTAIN = "MST7MDT,M3.2.0,M11.1.0";
  private static final String US_PACIFIC = "PST8PDT,M3.2.0,M11.1.0";
  private static final String AU_EASTERN = "AEST-10AEDT,M10.1.0,M4.1.0/3";

  /** The POSIX rule for an IANA id, or null when the id is not in the table. */
  static String posixRule(String id) {
    return switch (id) {
      case "Europe/London", "Europe/Belfast", "Europe/Guernsey", "Europe/Isle_of_Man",
          "Europe/Jersey", "GB" -> "GMT0BST,M3.5.0/1,M10.5.0";
      case "Europe/Dublin" -> "GMT0IST,M3.5.0/1,M10.5.0";
      case "Europe/Lisbon", "Atlantic/Canary", "Atlantic/Madeira", "Atlantic/Faroe" -> EU_WESTERN;
      case "Europe/Paris", "Europe/Berlin", "Europe/Amsterdam", "Europe/Brussels",
          "Europe/Luxembourg", "Europe/Madrid", "Europe/Rome", "Europe/Vienna", "Europe/Zurich",
          "Europe/Stockholm", "Europe/Oslo", "Europe/Copenhagen", "Europe/Prague",
          "Europe/Warsaw", "Europe/Budapest", "Europe/Bratislava", "Europe/Ljubljana",
          "Europe/Zagreb", "Europe/Belgrade", "Europe/Sarajevo", "Europe/Skopje",
          "Europe/Podgorica", "Europe/Tirane", "Europe/Malta", "Europe/Monaco",
          "Europe/Andorra", "Europe/Vaduz", "Europe/San_Marino", "Europe/Vatican",
          "Europe/Gibraltar", "Europe/Busingen", "Arctic/Longyearbyen", "CET" -> EU_CENTRAL;
      case "Europe/Athens", "Europe/Helsinki", "Europe/Kiev", "Europe/Kyiv", "Europe/Riga",
          "Europe/Tallinn", "Europe/Vilnius", "Europe/Sofia", "Europe/Bucharest",
          "Europe/Mariehamn", "Asia/Nicosia", "Europe/Nicosia", "EET" -> EU_EASTERN;
      case "Europe/Chisinau" -> "EET-2EEST,M3.5.0,M10.5.0/3";
      case "Europe/Moscow", "Europe/Simferopol", "Europe/Kirov", "Europe/Volgograd" -> "MSK-3";
      case "Europe/Istanbul", "Asia/Istanbul", "Europe/Minsk", "Asia/Riyadh", "Asia/Baghdad",
          "Asia/Kuwait", "Asia/Qatar", "Asia/Bahrain", "Asia/Aden" -> "<+03>-3";
      case "Europe/Kaliningrad", "Africa/Tripoli" -> "EET-2";
      case "Africa/Cairo", "Egypt" -> "EET-2EEST,M4.5.5/0,M10.5.4/24";
      case "America/New_York", "America/Detroit", "America/Toronto", "America/Montreal",
          "America/Nassau", "America/Indiana/Indianapolis", "America/Kentucky/Louisville",
          "US/Eastern", "EST5EDT" -> US_EASTERN;
      case "America/Chicago", "America/Winnipeg", "America/Indiana/Knox", "America/Menominee",
          "America/Matamoros", "US/Central", "CST6CDT" -> US_CENTRAL;
      case "America/Denver", "America/Edmonton", "America/Boise", "America/Ojinaga",
          "US/Mountain", "MST7MDT" -> US_MOUNTAIN;
      case "America/Phoenix", "US/Arizona", "MST" -> "MST7";
      case "America/Los_Angeles", "America/Vancouver", "America/Tijuana", "US/Pacific",
          "PST8PDT" -> US_PACIFIC;
      case "America/Anchorage", "America/Juneau", "America/Sitka", "America/Nome",
          "US/Alaska" -> "AKST9AKDT,M3.2.0,M11.1.0";
      case "Pacific/Honolulu", "US/Hawaii", "HST" -> "HST10";
      case "America/Halifax", "America/Moncton", "America/Glace_Bay", "Atlantic/Bermuda",
          "America/Thule" -> "AST4ADT,M3.2.0,M11.1.0";
      case "America/St_Johns" -> "NST3:30NDT,M3.2.0,M11.1.0";
      case "America/Regina", "America/Costa_Rica", "America/Guatemala",
          "America/El_Salvador", "America/Tegucigalpa", "America/Managua", "America/Belize",
          "America/Mexico_City", "America/Monterrey", "America/Merida" -> "CST6";
      case "America/Havana" -> "CST5CDT,M3.2.0/0,M11.1.0/1";
      case "America/Bogota", "America/Lima", "America/Guayaquil", "America/Rio_Branco" ->
          "<-05>5";
      case "America/Panama", "America/Jamaica", "America/Cancun", "America/Cayman", "EST" ->
          "EST5";
      case "America/Caracas", "America/La_Paz", "America/Manaus", "America/Puerto_Rico",
          "America/Santo_Domingo", "America/Barbados", "America/Port_of_Spain" -> "<-04>4";
      case "America/Santiago" -> "<-04>4<-03>,M9.1.6/24,M4.1.6/24";
      case "America/Asuncion" -> "<-03>3";
      case "America/Sao_Paulo", "America/Argentina/Buenos_Aires", "America/Buenos_Aires",
          "America/Montevideo", "America/Fortaleza", "America/Recife", "America/Bahia",
          "America/Belem", "America/Cayenne", "America/Paramaribo" -> "<-03>3";
      case "America/Noronha", "Atlantic/South_Georgia" -> "<-02>2";
      case "Atlantic/Azores" -> "<-01>1<+00>,M3.5.0/0,M10.5.0/1";
      case "Atlantic/Cape_Verde" -> "<-01>1";
      case "Atlantic/Reykjavik", "Africa/Abidjan", "Africa/Accra", "Africa/Dakar",
          "Africa/Bamako", "Africa/Monrovia" -> "GMT0";
      case "Africa/Lagos", "Africa/Algiers", "Africa/Tunis", "Africa/Kinshasa",
          "Africa/Luanda", "Africa/Douala" -> "WAT-1";
      case "Africa/Casablanca" -> "<+01>-1";
      case "Africa/Johannesburg", "Africa/Maseru", "Africa/Mbabane" -> "SAST-2";
      case "Africa/Harare", "Africa/Maputo", "Africa/Lusaka", "Africa/Kigali",
          "Africa/Blantyre", "Africa/Gaborone", "Africa/Khartoum", "Africa/Windhoek" -> "CAT-2";
      case "Africa/Nairobi", "Africa/Addis_Ababa", "Africa/Dar_es_Salaam", "Africa/Kampala",
          "Africa/Mogadishu", "Indian/Antananarivo" -> "EAT-3";
      case "Asia/Jerusalem", "Asia/Tel_Aviv", "Israel" -> "IST-2IDT,M3.4.4/26,M10.5.0";
      case "Asia/Beirut" -> "EET-2EEST,M3.5.0/0,M10.5.0/0";
      case "Asia/Amman", "Asia/Damascus" -> "<+03>-3";
      case "Asia/Tehran", "Iran" -> "<+0330>-3:30";
      case "Asia/Dubai", "Asia/Muscat", "Asia/Tbilisi", "Asia/Yerevan", "Asia/Baku",
          "Europe/Samara", "Indian/Mauritius" -> "<+04>-4";
      case "Asia/Kabul" -> "<+0430>-4:30";
      case "Asia/Karachi" -> "PKT-5";
      case "Asia/Tashkent", "Asia/Yekaterinburg", "Indian/Maldives",
          "Asia/Samarkand", "Asia/Dushanbe", "Asia/Ashgabat", "Asia/Almaty" -> "<+05>-5";
      case "Asia/Kolkata", "Asia/Calcutta" -> "IST-5:30";
      case "Asia/Colombo" -> "<+0530>-5:30";
      case "Asia/Kathmandu", "Asia/Katmandu" -> "<+0545>-5:45";
      case "Asia/Dhaka", "Asia/Thimphu", "Asia/Bishkek", "Asia/Omsk" ->
          "<+06>-6";
      case "Asia/Yangon", "Asia/Rangoon" -> "<+0630>-6:30";
      case "Asia/Bangkok", "Asia/Ho_Chi_Minh", "Asia/Saigon", "Asia/Phnom_Penh",
          "Asia/Vientiane", "Asia/Novosibirsk", "Asia/Krasnoyarsk" -> "<+07>-7";
      case "Asia/Jakarta", "Asia/Pontianak" -> "WIB-7";
      case "Asia/Shanghai", "Asia/Chongqing", "Asia/Taipei", "PRC" -> "CST-8";
      case "Asia/Hong_Kong" -> "HKT-8";
      case "Asia/Macau" -> "CST-8";
      case "Asia/Singapore", "Asia/Kuala_Lumpur", "Asia/Brunei", "Asia/Irkutsk",
          "Asia/Ulaanbaatar" -> "<+08>-8";
      case "Asia/Manila" -> "PST-8";
      case "Asia/Makassar" -> "WITA-8";
      case "Australia/Perth" -> "AWST-8";
      case "Asia/Tokyo", "Japan" -> "JST-9";
      case "Asia/Seoul" -> "KST-9";
      case "Asia/Pyongyang" -> "KST-9";
      case "Asia/Jayapura", "Asia/Yakutsk", "Pacific/Palau", "Asia/Dili" -> "<+09>-9";
      case "Australia/Darwin" -> "ACST-9:30";
      case "Australia/Adelaide", "Australia/Broken_Hill" -> "ACST-9:30ACDT,M10.1.0,M4.1.0/3";
      case "Australia/Brisbane", "Australia/Lindeman" -> "AEST-10";
      case "Australia/Sydney", "Australia/Melbourne", "Australia/Canberra", "Australia/ACT",
          "Australia/NSW", "Australia/Victoria", "Australia/Hobart", "Australia/Tasmania" ->
          AU_EASTERN;
      case "Australia/Lord_Howe" -> "<+1030>-10:30<+11>-11,M10.1.0,M4.1.0";
      case "Pacific/Guam", "Pacific/Saipan" -> "ChST-10";
      case "Pacific/Port_Moresby", "Asia/Vladivostok" -> "<+10>-10";
      case "Pacific/Noumea", "Pacific/Guadalcanal", "Asia/Magadan", "Asia/Sakhalin" ->
          "<+11>-11";
      case "Pacific/Auckland", "Antarctica/McMurdo", "NZ" -> "NZST-12NZDT,M9.5.0,M4.1.0/3";
      case "Pacific/Fiji", "Asia/Kamchatka", "Pacific/Tarawa", "Pacific/Majuro" -> "<+12>-12";
      case "Pacific/Chatham" -> "<+1245>-12:45<+1345>,M9.5.0/2:45,M4.1.0/3:45";
      case "Pacific/Tongatapu", "Pacific/Apia", "Pacific/Fakaofo" -> "<+13>-13";
      case "Pacific/Kiritimati" -> "<+14>-14";
      case "Pacific/Pago_Pago", "Pacific/Midway", "Pacific/Niue" -> "SST11";
      case "Pacific/Tahiti" -> "<-10>10";
      case "Pacific/Marquesas" -> "<-0930>9:30";
      case "Pacific/Gambier" -> "<-09>9";
      case "Pacific/Pitcairn" -> "<-08>8";
      case "Pacific/Galapagos" -> "<-06>6";
      case "Pacific/Easter" -> "<-06>6<-05>,M9.1.6/22,M4.1.6/22";
      default -> null;
    };
  }
}
