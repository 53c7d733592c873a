package hyperpbi.render;

import java.util.Set;

/**
 * A colour an author may write into a specification for a mark: {@code #rgb}, {@code #rrggbb} or
 * a CSS named colour (case-insensitive), nothing else. Whatever else (url(), var(), expressions,
 * quotes, semicolons) is refused, so specification text never becomes style syntax.
 */
public final class CssColor {
  /** The CSS Color Module Level 4 named colours (transparent and currentcolor excluded). */
  private static final Set<String> NAMED = Set.of("aliceblue", "antiquewhite", "aqua",
      "aquamarine", "azure", "beige", "bisque", "black", "blanchedalmond", "blue", "blueviolet",
      "brown", "burlywood", "cadetblue", "chartreuse", "chocolate", "coral", "cornflowerblue",
      "cornsilk", "crimson", "cyan", "darkblue", "darkcyan", "darkgoldenrod", "darkgray",
      "darkgreen", "darkgrey", "darkkhaki", "darkmagenta", "darkolivegreen", "darkorange",
      "darkorchid", "darkred", "darksalmon", "darkseagreen", "darkslateblue", "darkslategray",
      "darkslategrey", "darkturquoise", "darkviolet", "deeppink", "deepskyblue", "dimgray",
      "dimgrey", "dodgerblue", "firebrick", "floralwhite", "forestgreen", "fuchsia", "gainsboro",
      "ghostwhite", "gold", "goldenrod", "gray", "green", "greenyellow", "grey", "honeydew",
      "hotpink", "indianred", "indigo", "ivory", "khaki", "lavender", "lavenderblush",
      "lawngreen", "lemonchiffon", "lightblue", "lightcoral", "lightcyan",
      "lightgoldenrodyellow", "lightgray", "lightgreen", "lightgrey", "lightpink",
      "lightsalmon", "lightseagreen", "lightskyblue", "lightslategray", "lightslategrey",
      "lightsteelblue", "lightyellow", "lime", "limegreen", "linen", "magenta", "maroon",
      "mediumaquamarine", "mediumblue", "mediumorchid", "mediumpurple", "mediumseagreen",
      "mediumslateblue", "mediumspringgreen", "mediumturquoise", "mediumvioletred",
      "midnightblue", "mintcream", "mistyrose", "moccasin", "navajowhite", "navy", "oldlace",
      "olive", "olivedrab", "orange", "orangered", "orchid", "palegoldenrod", "palegreen",
      "paleturquoise", "palevioletred", "papayawhip", "peachpuff", "peru", "pink", "plum",
      "powderblue", "purple", "rebeccapurple", "red", "rosybrown", "royalblue", "saddlebrown",
      "salmon", "sandybrown", "seagreen", "seashell", "sienna", "silver", "skyblue", "slateblue",
      "slategray", "slategrey", "snow", "springgreen", "steelblue", "tan", "teal", "thistle",
      "tomato", "turquoise", "violet", "wheat", "white", "whitesmoke", "yellow", "yellowgreen");

  private CssColor() {}

  /**
   * The colour as written into the tree (hex digits as given, a name in lower case), or null
   * when the text is not one of the accepted forms.
   */
  public static String literal(String text) {
    if (text == null || text.isEmpty() || text.length() > 24) {
      return null;
    }
    if (text.charAt(0) == '#') {
      int digits = text.length() - 1;
      if (digits != 3 && digits != 6) {
        return null;
      }
      for (int i = 1; i < text.length(); i++) {
        if (!hex(text.charAt(i))) {
          return null;
        }
      }
      return text;
    }
    StringBuilder lower = new StringBuilder(text.length());
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c >= 'A' && c <= 'Z') {
        c = (char) (c + ('a' - 'A'));
      } else if (c < 'a' || c > 'z') {
        return null; // ASCII letters only: no folding question, no syntax
      }
      lower.append(c);
    }
    String name = lower.toString();
    return NAMED.contains(name) ? name : null;
  }

  private static boolean hex(char c) {
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
  }
}
