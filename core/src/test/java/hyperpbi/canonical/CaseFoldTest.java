package hyperpbi.canonical;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import org.junit.jupiter.api.Test;

class CaseFoldTest {
  /** The table is JDK 17's simple lowercase mapping; newer JDKs know newer Unicode letters. */
  @Test
  void equalsJdk17CharacterToLowerCase() {
    if (Runtime.version().feature() != 17) {
      return;
    }
    for (int c = 0; c < 65536; c++) {
      assertEquals(Character.toLowerCase((char) c), CaseFold.toLowerCase((char) c), Integer.toHexString(c));
    }
  }

  @Test
  void beyondTheBmpEqualsJdk17CharacterToLowerCase() {
    if (Runtime.version().feature() != 17) {
      return;
    }
    for (int cp = 0x10000; cp <= Character.MAX_CODE_POINT; cp++) {
      assertEquals(Character.toLowerCase(cp), CaseFold.toLowerCase(cp), Integer.toHexString(cp));
    }
  }

  @Test
  void upperEqualsJdk17CharacterToUpperCase() {
    if (Runtime.version().feature() != 17) {
      return;
    }
    for (int c = 0; c < 65536; c++) {
      assertEquals(Character.toUpperCase((char) c), CaseFold.toUpperCase((char) c), Integer.toHexString(c));
    }
    for (int cp = 0x10000; cp <= Character.MAX_CODE_POINT; cp++) {
      assertEquals(Character.toUpperCase(cp), CaseFold.toUpperCase(cp), Integer.toHexString(cp));
    }
  }

  /** lower/upper are per code point: no full-mapping expansion, no final sigma, same length. */
  @Test
  void lowerAndUpperMapCodePointByCodePoint() {
    assertEquals("STRA\u00dfE", CaseFold.upper("stra\u00dfe"));
    assertEquals("i", CaseFold.lower("\u0130"));
    assertEquals("\u03bf\u03b4\u03bf\u03c3", CaseFold.lower("\u039f\u0394\u039f\u03a3"));
    assertEquals("\u039f\u0394\u039f\u03a3", CaseFold.upper("\u03bf\u03b4\u03bf\u03c2"));
    assertEquals("\ufb01", CaseFold.upper("\ufb01"));
    assertEquals("\u0587", CaseFold.upper("\u0587"));
    assertEquals("\u0390", CaseFold.upper("\u0390"));
    assertEquals("\ud801\udc00X", CaseFold.upper("\ud801\udc28x"));
    assertEquals("\ud801\udc28x", CaseFold.lower("\ud801\udc00X"));
    assertEquals("\u01c4", CaseFold.upper("\u01c5"));
    assertEquals("S", CaseFold.upper("\u017f"));
    assertEquals("\ud801A\udc00", CaseFold.upper("\ud801a\udc00"));
  }

  @Test
  void foldsCodePointByCodePointKeepingTheLength() {
    assertEquals("\ud801\udc28bc \u00e9", CaseFold.fold("\ud801\udc00Bc \u00c9"));
    assertEquals("\ud83a\udd22x", CaseFold.fold("\ud83a\udd00X"));
    // Unpaired surrogates stay as they are.
    assertEquals("\ud801a\udc00", CaseFold.fold("\ud801A\udc00"));
    String plain = "already lower";
    assertSame(plain, CaseFold.fold(plain));
  }

  @Test
  void fixtures() {
    char[][] pairs = {
      {'A', 'a'}, {'z', 'z'}, {'1', '1'}, {'\u00c9', '\u00e9'}, {'\u00df', '\u00df'}, {'\u0130', 'i'},
      {'\u0178', '\u00ff'}, {'\u03a3', '\u03c3'}, {'\u03c2', '\u03c2'}, {'\u0416', '\u0436'},
      {'\u212a', 'k'}, {'\u2126', '\u03c9'}, {'\uff21', '\uff41'}, {'\u24b6', '\u24d0'},
      {'\u2167', '\u2177'}, {'\u01c5', '\u01c6'}, {'\u1e9e', '\u00df'}, {'\u4e2d', '\u4e2d'},
      // Unassigned in Unicode 13, mapped by TeaVM's own tables: must stay unchanged here.
      {'\u0380', '\u0380'}, {'\u03a2', '\u03a2'}, {'\ua7dc', '\ua7dc'}, {'\u1c89', '\u1c89'},
    };
    for (char[] pair : pairs) {
      assertEquals(pair[1], CaseFold.toLowerCase(pair[0]), Integer.toHexString(pair[0]));
    }
  }
}
