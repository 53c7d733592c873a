package hyperpbi.map;

import hyperpbi.data.FieldMeta;
import hyperpbi.data.SemanticType;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Finds the latitude, longitude, geometry and address fields of a schema. Evidence, strongest
 * first: a Power BI role ({@code latitude}, {@code longitude}, {@code geometry},
 * {@code location}/{@code address}), a semantic type already established, then the field's name
 * (key, display name or source column; the whole name or its last word). Ties go to schema order.
 *
 * <p>Names are weak evidence, so a name-only latitude counts only when the schema also has a
 * longitude candidate (or the layer binds one), and vice versa; {@code x} and {@code y} count only
 * as a pair.
 */
public final class FieldDetection {
  static final int NONE = 0;
  static final int NAME = 1;
  static final int TYPE = 2;
  static final int ROLE = 3;

  private static final List<String> LATITUDE_WORDS = List.of("lat", "latitude");
  private static final List<String> LONGITUDE_WORDS = List.of("lon", "lng", "long", "longitude");
  private static final List<String> GEOMETRY_WORDS = List.of("geometry", "geojson", "geom", "wkt");
  /** In order of preference: the most specific place description first. */
  private static final List<String> ADDRESS_WORDS = List.of("address", "location", "street",
      "postcode", "postalcode", "zip", "zipcode", "city", "county", "state", "province",
      "country");

  private final List<FieldMeta> fields;
  private final int[][] levels;
  /** Address preference per field: lower is better; ROLE evidence uses -1. */
  private final int[] addressRank;

  private FieldDetection(List<FieldMeta> fields, boolean latitudeBound, boolean longitudeBound) {
    this.fields = fields;
    int n = fields.size();
    levels = new int[BindingRole.values().length][n];
    addressRank = new int[n];
    boolean hasX = false;
    boolean hasY = false;
    for (FieldMeta f : fields) {
      hasX |= wholeName(f, "x");
      hasY |= wholeName(f, "y");
    }
    for (int i = 0; i < n; i++) {
      classify(i, fields.get(i), hasX && hasY);
    }
    applyPairRule(BindingRole.LATITUDE, longitudeBound || any(BindingRole.LONGITUDE));
    applyPairRule(BindingRole.LONGITUDE, latitudeBound || any(BindingRole.LATITUDE));
  }

  /** Detection over a schema with no explicit bindings (the base dataset). */
  public static FieldDetection of(List<FieldMeta> fields) {
    return new FieldDetection(fields, false, false);
  }

  /**
   * The detection of the last field list asked for, made again only when the fields change: a
   * recalculation makes a new base with equal fields on every evaluation.
   */
  public static final class Memo {
    private List<FieldMeta> fields;
    private FieldDetection detection;

    public FieldDetection of(List<FieldMeta> fields) {
      if (!fields.equals(this.fields)) {
        this.fields = fields;
        detection = FieldDetection.of(fields);
      }
      return detection;
    }
  }

  /** Detection for a layer that already binds latitude and/or longitude explicitly. */
  public static FieldDetection of(List<FieldMeta> fields, boolean latitudeBound,
      boolean longitudeBound) {
    return new FieldDetection(fields, latitudeBound, longitudeBound);
  }

  /** The best field for a role, or null. */
  public String best(BindingRole role) {
    int[] level = levels[role.ordinal()];
    int best = -1;
    for (int i = 0; i < level.length; i++) {
      if (level[i] == NONE) {
        continue;
      }
      if (best < 0 || level[i] > level[best]
          || (role == BindingRole.ADDRESS && level[i] == level[best]
              && addressRank[i] < addressRank[best])) {
        best = i;
      }
    }
    return best < 0 ? null : fields.get(best).key();
  }

  /** The coordinate role this field is a candidate for (strongest evidence), or null. */
  public BindingRole coordinateRole(int index) {
    BindingRole best = null;
    int bestLevel = NONE;
    for (BindingRole role : new BindingRole[] {BindingRole.LATITUDE, BindingRole.LONGITUDE,
        BindingRole.GEOMETRY}) {
      if (levels[role.ordinal()][index] > bestLevel) {
        best = role;
        bestLevel = levels[role.ordinal()][index];
      }
    }
    return best;
  }

  private void classify(int i, FieldMeta f, boolean xyPair) {
    for (String role : f.roles()) {
      switch (role.toLowerCase(Locale.ROOT)) {
        case "latitude" -> levels[BindingRole.LATITUDE.ordinal()][i] = ROLE;
        case "longitude" -> levels[BindingRole.LONGITUDE.ordinal()][i] = ROLE;
        case "geometry" -> levels[BindingRole.GEOMETRY.ordinal()][i] = ROLE;
        case "location", "address" -> {
          levels[BindingRole.ADDRESS.ordinal()][i] = ROLE;
          addressRank[i] = -1;
        }
        default -> { }
      }
    }
    raise(BindingRole.LATITUDE, i, f.type() == SemanticType.LATITUDE ? TYPE : NONE);
    raise(BindingRole.LONGITUDE, i, f.type() == SemanticType.LONGITUDE ? TYPE : NONE);
    raise(BindingRole.GEOMETRY, i, f.type() == SemanticType.GEOMETRY ? TYPE : NONE);
    List<List<String>> names = names(f);
    boolean lat = matches(names, LATITUDE_WORDS) >= 0 || (xyPair && wholeName(f, "y"));
    boolean lon = matches(names, LONGITUDE_WORDS) >= 0 || (xyPair && wholeName(f, "x"));
    raise(BindingRole.LATITUDE, i, lat ? NAME : NONE);
    raise(BindingRole.LONGITUDE, i, lon ? NAME : NONE);
    raise(BindingRole.GEOMETRY, i, matches(names, GEOMETRY_WORDS) >= 0 ? NAME : NONE);
    int rank = matches(names, ADDRESS_WORDS);
    if (rank >= 0 && levels[BindingRole.ADDRESS.ordinal()][i] == NONE) {
      levels[BindingRole.ADDRESS.ordinal()][i] = NAME;
      addressRank[i] = rank;
    }
  }

  private void raise(BindingRole role, int i, int level) {
    if (level > levels[role.ordinal()][i]) {
      levels[role.ordinal()][i] = level;
    }
  }

  private boolean any(BindingRole role) {
    for (int level : levels[role.ordinal()]) {
      if (level != NONE) {
        return true;
      }
    }
    return false;
  }

  /** Drops name-only candidates of a coordinate without a partner coordinate. */
  private void applyPairRule(BindingRole role, boolean partnerExists) {
    if (partnerExists) {
      return;
    }
    int[] level = levels[role.ordinal()];
    for (int i = 0; i < level.length; i++) {
      if (level[i] == NAME) {
        level[i] = NONE;
      }
    }
  }

  /** The word lists of a field's key, display name and source column. */
  private static List<List<String>> names(FieldMeta f) {
    List<List<String>> names = new ArrayList<>(3);
    for (String name : new String[] {f.key(), f.displayName(), f.sourceColumn()}) {
      if (name != null) {
        names.add(words(name));
      }
    }
    return names;
  }

  /** The smallest index of a word that is a name's whole text or last word(s), or -1. */
  static int matches(List<List<String>> names, List<String> vocabulary) {
    int best = -1;
    for (List<String> words : names) {
      if (words.isEmpty()) {
        continue;
      }
      String last = words.get(words.size() - 1);
      String lastTwo = words.size() > 1 ? words.get(words.size() - 2) + last : null;
      for (int w = 0; w < vocabulary.size(); w++) {
        String word = vocabulary.get(w);
        if ((word.equals(last) || word.equals(lastTwo)) && (best < 0 || w < best)) {
          best = w;
        }
      }
    }
    return best;
  }

  private static boolean wholeName(FieldMeta f, String word) {
    for (String name : new String[] {f.key(), f.displayName(), f.sourceColumn()}) {
      if (name != null && name.trim().equalsIgnoreCase(word)) {
        return true;
      }
    }
    return false;
  }

  /** Lower-case words split at non-letters/digits and at lower-to-upper case changes. */
  static List<String> words(String name) {
    List<String> words = new ArrayList<>();
    StringBuilder word = new StringBuilder();
    char previous = 0;
    for (int i = 0; i < name.length(); i++) {
      char c = name.charAt(i);
      boolean letterOrDigit = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')
          || (c >= '0' && c <= '9');
      boolean camelBreak = c >= 'A' && c <= 'Z' && previous >= 'a' && previous <= 'z';
      if (!letterOrDigit || camelBreak) {
        if (word.length() > 0) {
          words.add(word.toString());
          word.setLength(0);
        }
      }
      if (letterOrDigit) {
        // ASCII by the test above: no Unicode case table (TeaVM builds one on first use).
        word.append((char) (c | 0x20));
      }
      previous = c;
    }
    if (word.length() > 0) {
      words.add(word.toString());
    }
    return words;
  }
}
