package hyperpbi.canonical;

/**
 * Simple lowercase and uppercase mapping with its own tables, so every runtime maps case alike:
 * TeaVM's Character.toLowerCase differs from the JDK for 65 BMP chars (unassigned code points it
 * maps, and letters newer than the JDK 17 Unicode tables), and its String.toUpperCase differs
 * between the JavaScript build (full mapping, {@code ß} to {@code SS}) and the WebAssembly build.
 * The tables are JDK 17's Character.toLowerCase and Character.toUpperCase, for the whole BMP
 * (generated once and stored as runs) and for the six cased scripts beyond it. The mapping is
 * per code point on purpose (the expressions' {@code lower}/{@code upper} use it too): full
 * mapping's final-sigma rule depends on the JDK's word BreakIterator, which no small table
 * reproduces.
 */
public final class CaseFold {
  /**
   * Runs of four chars: first code point, number of mapped chars, delta (mod 2^16) added to each,
   * and the step between mapped chars (1 for blocks such as A..Z, 2 for alternating Aa pairs).
   */
  private static final String RUNS =
      "\300\27\40\1\330\7\40\1\u0100\30\1\2\u0130\1\uff39\1"
          + "\u0132\3\1\2\u0139\10\1\2\u014a\27\1\2\u0178\1\uff87\1"
          + "\u0179\3\1\2\u0181\1\322\1\u0182\2\1\2\u0186\1\316\1"
          + "\u0187\1\1\1\u0189\2\315\1\u018b\1\1\1\u018e\1\117\1"
          + "\u018f\1\312\1\u0190\1\313\1\u0191\1\1\1\u0193\1\315\1"
          + "\u0194\1\317\1\u0196\1\323\1\u0197\1\321\1\u0198\1\1\1"
          + "\u019c\1\323\1\u019d\1\325\1\u019f\1\326\1\u01a0\3\1\2"
          + "\u01a6\1\332\1\u01a7\1\1\1\u01a9\1\332\1\u01ac\1\1\1"
          + "\u01ae\1\332\1\u01af\1\1\1\u01b1\2\331\1\u01b3\2\1\2"
          + "\u01b7\1\333\1\u01b8\1\1\1\u01bc\1\1\1\u01c4\1\2\1"
          + "\u01c5\1\1\1\u01c7\1\2\1\u01c8\1\1\1\u01ca\1\2\1"
          + "\u01cb\11\1\2\u01de\11\1\2\u01f1\1\2\1\u01f2\2\1\2"
          + "\u01f6\1\uff9f\1\u01f7\1\uffc8\1\u01f8\24\1\2\u0220\1\uff7e\1"
          + "\u0222\11\1\2\u023a\1\u2a2b\1\u023b\1\1\1\u023d\1\uff5d\1"
          + "\u023e\1\u2a28\1\u0241\1\1\1\u0243\1\uff3d\1\u0244\1\105\1"
          + "\u0245\1\107\1\u0246\5\1\2\u0370\2\1\2\u0376\1\1\1"
          + "\u037f\1\164\1\u0386\1\46\1\u0388\3\45\1\u038c\1\100\1"
          + "\u038e\2\77\1\u0391\21\40\1\u03a3\11\40\1\u03cf\1\10\1"
          + "\u03d8\14\1\2\u03f4\1\uffc4\1\u03f7\1\1\1\u03f9\1\ufff9\1"
          + "\u03fa\1\1\1\u03fd\3\uff7e\1\u0400\20\120\1\u0410\40\40\1"
          + "\u0460\21\1\2\u048a\33\1\2\u04c0\1\17\1\u04c1\7\1\2"
          + "\u04d0\60\1\2\u0531\46\60\1\u10a0\46\u1c60\1\u10c7\1\u1c60\1"
          + "\u10cd\1\u1c60\1\u13a0\120\u97d0\1\u13f0\6\10\1\u1c90\53\uf440\1"
          + "\u1cbd\3\uf440\1\u1e00\113\1\2\u1e9e\1\ue241\1\u1ea0\60\1\2"
          + "\u1f08\10\ufff8\1\u1f18\6\ufff8\1\u1f28\10\ufff8\1\u1f38\10\ufff8\1"
          + "\u1f48\6\ufff8\1\u1f59\4\ufff8\2\u1f68\10\ufff8\1\u1f88\10\ufff8\1"
          + "\u1f98\10\ufff8\1\u1fa8\10\ufff8\1\u1fb8\2\ufff8\1\u1fba\2\uffb6\1"
          + "\u1fbc\1\ufff7\1\u1fc8\4\uffaa\1\u1fcc\1\ufff7\1\u1fd8\2\ufff8\1"
          + "\u1fda\2\uff9c\1\u1fe8\2\ufff8\1\u1fea\2\uff90\1\u1fec\1\ufff9\1"
          + "\u1ff8\2\uff80\1\u1ffa\2\uff82\1\u1ffc\1\ufff7\1\u2126\1\ue2a3\1"
          + "\u212a\1\udf41\1\u212b\1\udfba\1\u2132\1\34\1\u2160\20\20\1"
          + "\u2183\1\1\1\u24b6\32\32\1\u2c00\57\60\1\u2c60\1\1\1"
          + "\u2c62\1\ud609\1\u2c63\1\uf11a\1\u2c64\1\ud619\1\u2c67\3\1\2"
          + "\u2c6d\1\ud5e4\1\u2c6e\1\ud603\1\u2c6f\1\ud5e1\1\u2c70\1\ud5e2\1"
          + "\u2c72\1\1\1\u2c75\1\1\1\u2c7e\2\ud5c1\1\u2c80\62\1\2"
          + "\u2ceb\2\1\2\u2cf2\1\1\1\ua640\27\1\2\ua680\16\1\2"
          + "\ua722\7\1\2\ua732\37\1\2\ua779\2\1\2\ua77d\1\u75fc\1"
          + "\ua77e\5\1\2\ua78b\1\1\1\ua78d\1\u5ad8\1\ua790\2\1\2"
          + "\ua796\12\1\2\ua7aa\1\u5abc\1\ua7ab\1\u5ab1\1\ua7ac\1\u5ab5\1"
          + "\ua7ad\1\u5abf\1\ua7ae\1\u5abc\1\ua7b0\1\u5aee\1\ua7b1\1\u5ad6\1"
          + "\ua7b2\1\u5aeb\1\ua7b3\1\u03a0\1\ua7b4\6\1\2\ua7c2\1\1\1"
          + "\ua7c4\1\uffd0\1\ua7c5\1\u5abd\1\ua7c6\1\u75c8\1\ua7c7\2\1\2"
          + "\ua7f5\1\1\1\uff21\32\40\1";

  /** JDK 17's Character.toUpperCase as runs of the same four chars as {@link #RUNS}. */
  private static final String UPPER_RUNS =
      "\265\001\u02e7\001\340\027\uffe0\001\370\007\uffe0\001"
          + "\377\001\171\001\u0101\030\uffff\002\u0131\001\uff18\001"
          + "\u0133\003\uffff\002\u013a\010\uffff\002\u014b\027\uffff\002"
          + "\u017a\003\uffff\002\u017f\001\ufed4\001\u0180\001\303\001"
          + "\u0183\002\uffff\002\u0188\001\uffff\001\u018c\001\uffff\001"
          + "\u0192\001\uffff\001\u0195\001\141\001\u0199\001\uffff\001"
          + "\u019a\001\243\001\u019e\001\202\001\u01a1\003\uffff\002"
          + "\u01a8\001\uffff\001\u01ad\001\uffff\001\u01b0\001\uffff\001"
          + "\u01b4\002\uffff\002\u01b9\001\uffff\001\u01bd\001\uffff\001"
          + "\u01bf\001\070\001\u01c5\001\uffff\001\u01c6\001\ufffe\001"
          + "\u01c8\001\uffff\001\u01c9\001\ufffe\001\u01cb\001\uffff\001"
          + "\u01cc\001\ufffe\001\u01ce\010\uffff\002\u01dd\001\uffb1\001"
          + "\u01df\011\uffff\002\u01f2\001\uffff\001\u01f3\001\ufffe\001"
          + "\u01f5\001\uffff\001\u01f9\024\uffff\002\u0223\011\uffff\002"
          + "\u023c\001\uffff\001\u023f\002\u2a3f\001\u0242\001\uffff\001"
          + "\u0247\005\uffff\002\u0250\001\u2a1f\001\u0251\001\u2a1c\001"
          + "\u0252\001\u2a1e\001\u0253\001\uff2e\001\u0254\001\uff32\001"
          + "\u0256\002\uff33\001\u0259\001\uff36\001\u025b\001\uff35\001"
          + "\u025c\001\ua54f\001\u0260\001\uff33\001\u0261\001\ua54b\001"
          + "\u0263\001\uff31\001\u0265\001\ua528\001\u0266\001\ua544\001"
          + "\u0268\001\uff2f\001\u0269\001\uff2d\001\u026a\001\ua544\001"
          + "\u026b\001\u29f7\001\u026c\001\ua541\001\u026f\001\uff2d\001"
          + "\u0271\001\u29fd\001\u0272\001\uff2b\001\u0275\001\uff2a\001"
          + "\u027d\001\u29e7\001\u0280\001\uff26\001\u0282\001\ua543\001"
          + "\u0283\001\uff26\001\u0287\001\ua52a\001\u0288\001\uff26\001"
          + "\u0289\001\uffbb\001\u028a\002\uff27\001\u028c\001\uffb9\001"
          + "\u0292\001\uff25\001\u029d\001\ua515\001\u029e\001\ua512\001"
          + "\u0345\001\124\001\u0371\002\uffff\002\u0377\001\uffff\001"
          + "\u037b\003\202\001\u03ac\001\uffda\001\u03ad\003\uffdb\001"
          + "\u03b1\021\uffe0\001\u03c2\001\uffe1\001\u03c3\011\uffe0\001"
          + "\u03cc\001\uffc0\001\u03cd\002\uffc1\001\u03d0\001\uffc2\001"
          + "\u03d1\001\uffc7\001\u03d5\001\uffd1\001\u03d6\001\uffca\001"
          + "\u03d7\001\ufff8\001\u03d9\014\uffff\002\u03f0\001\uffaa\001"
          + "\u03f1\001\uffb0\001\u03f2\001\007\001\u03f3\001\uff8c\001"
          + "\u03f5\001\uffa0\001\u03f8\001\uffff\001\u03fb\001\uffff\001"
          + "\u0430\040\uffe0\001\u0450\020\uffb0\001\u0461\021\uffff\002"
          + "\u048b\033\uffff\002\u04c2\007\uffff\002\u04cf\001\ufff1\001"
          + "\u04d1\060\uffff\002\u0561\046\uffd0\001\u10d0\053\u0bc0\001"
          + "\u10fd\003\u0bc0\001\u13f8\006\ufff8\001\u1c80\001\ue792\001"
          + "\u1c81\001\ue793\001\u1c82\001\ue79c\001\u1c83\002\ue79e\001"
          + "\u1c85\001\ue79d\001\u1c86\001\ue7a4\001\u1c87\001\ue7db\001"
          + "\u1c88\001\u89c2\001\u1d79\001\u8a04\001\u1d7d\001\u0ee6\001"
          + "\u1d8e\001\u8a38\001\u1e01\113\uffff\002\u1e9b\001\uffc5\001"
          + "\u1ea1\060\uffff\002\u1f00\010\010\001\u1f10\006\010\001"
          + "\u1f20\010\010\001\u1f30\010\010\001\u1f40\006\010\001"
          + "\u1f51\004\010\002\u1f60\010\010\001\u1f70\002\112\001"
          + "\u1f72\004\126\001\u1f76\002\144\001\u1f78\002\200\001"
          + "\u1f7a\002\160\001\u1f7c\002\176\001\u1f80\010\010\001"
          + "\u1f90\010\010\001\u1fa0\010\010\001\u1fb0\002\010\001"
          + "\u1fb3\001\011\001\u1fbe\001\ue3db\001\u1fc3\001\011\001"
          + "\u1fd0\002\010\001\u1fe0\002\010\001\u1fe5\001\007\001"
          + "\u1ff3\001\011\001\u214e\001\uffe4\001\u2170\020\ufff0\001"
          + "\u2184\001\uffff\001\u24d0\032\uffe6\001\u2c30\057\uffd0\001"
          + "\u2c61\001\uffff\001\u2c65\001\ud5d5\001\u2c66\001\ud5d8\001"
          + "\u2c68\003\uffff\002\u2c73\001\uffff\001\u2c76\001\uffff\001"
          + "\u2c81\062\uffff\002\u2cec\002\uffff\002\u2cf3\001\uffff\001"
          + "\u2d00\046\ue3a0\001\u2d27\001\ue3a0\001\u2d2d\001\ue3a0\001"
          + "\ua641\027\uffff\002\ua681\016\uffff\002\ua723\007\uffff\002"
          + "\ua733\037\uffff\002\ua77a\002\uffff\002\ua77f\005\uffff\002"
          + "\ua78c\001\uffff\001\ua791\002\uffff\002\ua794\001\060\001"
          + "\ua797\012\uffff\002\ua7b5\006\uffff\002\ua7c3\001\uffff\001"
          + "\ua7c8\002\uffff\002\ua7f6\001\uffff\001\uab53\001\ufc60\001"
          + "\uab70\120\u6830\001\uff41\032\uffe0\001";

  /**
   * The cased letters beyond the BMP, as triples: first code point, count, delta (Deseret, Osage,
   * Old Hungarian, Warang Citi, Medefaidrin, Adlam; JDK 17's Character.toLowerCase(int)).
   */
  private static final int[] SUPPLEMENTARY = {
      0x10400, 40, 0x28, 0x104B0, 36, 0x28, 0x10C80, 51, 0x40,
      0x118A0, 32, 0x20, 0x16E40, 32, 0x20, 0x1E900, 34, 0x22};

  /** The same scripts' small letters, with the delta to their capitals. */
  private static final int[] SUPPLEMENTARY_UPPER = {
      0x10428, 40, -0x28, 0x104D8, 36, -0x28, 0x10CC0, 51, -0x40,
      0x118C0, 32, -0x20, 0x16E60, 32, -0x20, 0x1E922, 34, -0x22};

  private CaseFold() {}

  /**
   * The text lowercased code point by code point (an unpaired surrogate stays as it is); the
   * length never changes, so folding cannot disagree between runtimes the way locale-sensitive
   * String casing can (ß, Turkish İ).
   */
  public static String fold(String s) {
    return map(s, false);
  }

  /** The expression {@code lower}: the same simple mapping as {@link #fold}. */
  public static String lower(String s) {
    return map(s, false);
  }

  /**
   * The expression {@code upper}: simple uppercase mapping code point by code point, so the length
   * never changes ({@code ß} and {@code ﬁ} stay as they are, as in Character.toUpperCase).
   */
  public static String upper(String s) {
    return map(s, true);
  }

  private static String map(String s, boolean upper) {
    char[] chars = null;
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (Character.isHighSurrogate(c) && i + 1 < s.length()
          && Character.isLowSurrogate(s.charAt(i + 1))) {
        int cp = Character.toCodePoint(c, s.charAt(i + 1));
        int mapped = upper ? toUpperCase(cp) : toLowerCase(cp);
        if (mapped != cp) {
          chars = chars == null ? s.toCharArray() : chars;
          chars[i] = Character.highSurrogate(mapped);
          chars[i + 1] = Character.lowSurrogate(mapped);
        }
        i++;
        continue;
      }
      char mapped = upper ? toUpperCase(c) : toLowerCase(c);
      if (mapped != c) {
        chars = chars == null ? s.toCharArray() : chars;
        chars[i] = mapped;
      }
    }
    return chars == null ? s : new String(chars);
  }

  static int toLowerCase(int codePoint) {
    return supplementary(codePoint, SUPPLEMENTARY);
  }

  static int toUpperCase(int codePoint) {
    return supplementary(codePoint, SUPPLEMENTARY_UPPER);
  }

  private static int supplementary(int codePoint, int[] table) {
    for (int i = 0; i < table.length; i += 3) {
      int offset = codePoint - table[i];
      if (offset >= 0 && offset < table[i + 1]) {
        return codePoint + table[i + 2];
      }
    }
    return codePoint;
  }

  static char toLowerCase(char c) {
    if (c < 128) {
      return c >= 'A' && c <= 'Z' ? (char) (c + 32) : c;
    }
    return inRuns(c, RUNS);
  }

  static char toUpperCase(char c) {
    if (c < 128) {
      return c >= 'a' && c <= 'z' ? (char) (c - 32) : c;
    }
    return inRuns(c, UPPER_RUNS);
  }

  private static char inRuns(char c, String runs) {
    // Last run starting at or before c.
    int lo = 0;
    int hi = runs.length() / 4 - 1;
    while (lo < hi) {
      int mid = (lo + hi + 1) >>> 1;
      if (runs.charAt(mid * 4) <= c) {
        lo = mid;
      } else {
        hi = mid - 1;
      }
    }
    int start = runs.charAt(lo * 4);
    int offset = c - start;
    int step = runs.charAt(lo * 4 + 3);
    if (offset < 0 || offset % step != 0 || offset / step >= runs.charAt(lo * 4 + 1)) {
      return c;
    }
    return (char) (c + runs.charAt(lo * 4 + 2));
  }
}
