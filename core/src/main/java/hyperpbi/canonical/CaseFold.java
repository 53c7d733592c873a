package hyperpbi.canonical;

/**
 * Simple lowercase mapping with its own tables, so every runtime folds case alike: TeaVM's
 * Character.toLowerCase differs from the JDK for 65 BMP chars (unassigned code points it maps,
 * and letters newer than the JDK 17 Unicode tables). The tables are JDK 17's
 * Character.toLowerCase, for the whole BMP (generated once and stored as runs) and for the six
 * cased scripts beyond it.
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

  /**
   * The cased letters beyond the BMP, as triples: first code point, count, delta (Deseret, Osage,
   * Old Hungarian, Warang Citi, Medefaidrin, Adlam; JDK 17's Character.toLowerCase(int)).
   */
  private static final int[] SUPPLEMENTARY = {
      0x10400, 40, 0x28, 0x104B0, 36, 0x28, 0x10C80, 51, 0x40,
      0x118A0, 32, 0x20, 0x16E40, 32, 0x20, 0x1E900, 34, 0x22};

  private CaseFold() {}

  /**
   * The text lowercased code point by code point (an unpaired surrogate stays as it is); the
   * length never changes, so folding cannot disagree between runtimes the way locale-sensitive
   * String casing can (ß, Turkish İ).
   */
  public static String fold(String s) {
    char[] chars = null;
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (Character.isHighSurrogate(c) && i + 1 < s.length()
          && Character.isLowSurrogate(s.charAt(i + 1))) {
        int cp = Character.toCodePoint(c, s.charAt(i + 1));
        int lower = toLowerCase(cp);
        if (lower != cp) {
          chars = chars == null ? s.toCharArray() : chars;
          chars[i] = Character.highSurrogate(lower);
          chars[i + 1] = Character.lowSurrogate(lower);
        }
        i++;
        continue;
      }
      char lower = toLowerCase(c);
      if (lower != c) {
        chars = chars == null ? s.toCharArray() : chars;
        chars[i] = lower;
      }
    }
    return chars == null ? s : new String(chars);
  }

  static int toLowerCase(int codePoint) {
    for (int i = 0; i < SUPPLEMENTARY.length; i += 3) {
      int offset = codePoint - SUPPLEMENTARY[i];
      if (offset >= 0 && offset < SUPPLEMENTARY[i + 1]) {
        return codePoint + SUPPLEMENTARY[i + 2];
      }
    }
    return codePoint;
  }

  static char toLowerCase(char c) {
    if (c < 128) {
      return c >= 'A' && c <= 'Z' ? (char) (c + 32) : c;
    }
    // Last run starting at or before c.
    int lo = 0;
    int hi = RUNS.length() / 4 - 1;
    while (lo < hi) {
      int mid = (lo + hi + 1) >>> 1;
      if (RUNS.charAt(mid * 4) <= c) {
        lo = mid;
      } else {
        hi = mid - 1;
      }
    }
    int start = RUNS.charAt(lo * 4);
    int offset = c - start;
    int step = RUNS.charAt(lo * 4 + 3);
    if (offset < 0 || offset % step != 0 || offset / step >= RUNS.charAt(lo * 4 + 1)) {
      return c;
    }
    return (char) (c + RUNS.charAt(lo * 4 + 2));
  }
}
