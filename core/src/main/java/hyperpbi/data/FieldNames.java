package hyperpbi.data;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Canonical key (snake_case) and alias (camelCase) forms of header, display and model names
 * (contract-notes §2 and §3). Both come from the same word split, so {@code Order ID},
 * {@code OrderID}, {@code orderId} and {@code order_id} all give {@code order_id} / {@code orderId}.
 *
 * <p>Words are runs of ASCII letters and digits; everything else separates words. Inside a run a
 * word also ends before an upper-case letter that follows a lower-case letter or digit
 * ({@code orderId}, {@code Q1Sales}) and before the last capital of an acronym followed by a
 * lower-case letter ({@code HTTPServer} → {@code HTTP Server}). Latin-1 accented letters are
 * folded to ASCII ({@code Café} → {@code cafe}); other characters cannot appear in keys or
 * aliases and act as separators. Only ASCII case mapping is used, so every runtime agrees.
 */
public final class FieldNames {
  /** ASCII replacements for U+00C0..U+00FF; an empty entry is a separator (× and ÷). */
  private static final String[] LATIN1 = {
    "A", "A", "A", "A", "A", "A", "AE", "C", "E", "E", "E", "E", "I", "I", "I", "I",
    "D", "N", "O", "O", "O", "O", "O", "", "O", "U", "U", "U", "U", "Y", "TH", "ss",
    "a", "a", "a", "a", "a", "a", "ae", "c", "e", "e", "e", "e", "i", "i", "i", "i",
    "d", "n", "o", "o", "o", "o", "o", "", "o", "u", "u", "u", "u", "y", "th", "y"
  };

  /** Prefix making an alias start with a letter when its name starts with a digit. */
  static final String DIGIT_ALIAS_PREFIX = "field";

  private FieldNames() {}

  /** {@code Order ID} → {@code order_id}; empty when the name has no letters or digits. */
  public static String snakeCase(String name) {
    StringBuilder b = new StringBuilder(name.length() + 4);
    for (String word : words(name)) {
      if (b.length() > 0) {
        b.append('_');
      }
      appendLower(b, word, 0);
    }
    return b.toString();
  }

  /**
   * {@code Order ID} → {@code orderId}, always matching {@code ^[A-Za-z][A-Za-z0-9]*$} unless
   * empty (a name without letters or digits); a leading digit gets the prefix {@code field}.
   */
  public static String camelCase(String name) {
    StringBuilder b = new StringBuilder(name.length());
    for (String word : words(name)) {
      if (b.length() == 0) {
        appendLower(b, word, 0);
      } else {
        b.append(upper(word.charAt(0)));
        appendLower(b, word, 1);
      }
    }
    if (b.length() > 0 && isDigit(b.charAt(0))) {
      b.insert(0, DIGIT_ALIAS_PREFIX);
    }
    return b.toString();
  }

  /** {@code base}, or the first free of {@code base_2}, {@code base_3}, ...; adds it to taken. */
  public static String uniqueKey(String base, Set<String> taken) {
    String key = base;
    for (int n = 2; taken.contains(key); n++) {
      key = base + "_" + n;
    }
    taken.add(key);
    return key;
  }

  /** The words of a name after Latin-1 folding, in order. */
  public static List<String> words(String name) {
    String folded = fold(name);
    List<String> words = new ArrayList<>();
    int start = -1;
    for (int i = 0; i <= folded.length(); i++) {
      char c = i < folded.length() ? folded.charAt(i) : ' ';
      boolean alnum = isLetter(c) || isDigit(c);
      if (!alnum) {
        if (start >= 0) {
          words.add(folded.substring(start, i));
          start = -1;
        }
        continue;
      }
      if (start < 0) {
        start = i;
      } else if (isUpper(c) && startsWord(folded, i)) {
        words.add(folded.substring(start, i));
        start = i;
      }
    }
    return words;
  }

  /** An upper-case letter at i (inside a run) starts a new word. */
  private static boolean startsWord(String s, int i) {
    char prev = s.charAt(i - 1);
    if (isLower(prev) || isDigit(prev)) {
      return true;
    }
    return isUpper(prev) && i + 1 < s.length() && isLower(s.charAt(i + 1));
  }

  private static String fold(String name) {
    StringBuilder b = null;
    for (int i = 0; i < name.length(); i++) {
      char c = name.charAt(i);
      String replacement = null;
      if (c >= 0xC0 && c <= 0xFF) {
        replacement = LATIN1[c - 0xC0];
      } else if (c == 0x152) {
        replacement = "OE";
      } else if (c == 0x153) {
        replacement = "oe";
      } else if (c > 0x7F) {
        replacement = " ";
      }
      if (replacement != null && b == null) {
        b = new StringBuilder(name.length() + 4).append(name, 0, i);
      }
      if (b != null) {
        if (replacement == null) {
          b.append(c);
        } else {
          b.append(replacement.isEmpty() ? " " : replacement);
        }
      }
    }
    return b == null ? name : b.toString();
  }

  private static void appendLower(StringBuilder b, String word, int from) {
    for (int i = from; i < word.length(); i++) {
      char c = word.charAt(i);
      b.append(isUpper(c) ? (char) (c + 32) : c);
    }
  }

  private static char upper(char c) {
    return isLower(c) ? (char) (c - 32) : c;
  }

  private static boolean isLetter(char c) {
    return isUpper(c) || isLower(c);
  }

  private static boolean isUpper(char c) {
    return c >= 'A' && c <= 'Z';
  }

  private static boolean isLower(char c) {
    return c >= 'a' && c <= 'z';
  }

  private static boolean isDigit(char c) {
    return c >= '0' && c <= '9';
  }
}
