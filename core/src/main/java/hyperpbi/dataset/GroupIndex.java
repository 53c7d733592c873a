package hyperpbi.dataset;

import hyperpbi.data.Column;
import hyperpbi.data.TextColumn;
import java.util.List;

/**
 * Rows partitioned by the canonical values of key columns. Groups are numbered in order of first
 * appearance in the selection, which is also the output order of grouped and distinct rows.
 *
 * @param groupOf group of each selected position
 * @param firstPosition selected position of each group's first row
 */
record GroupIndex(int[] groupOf, int groups, int[] firstPosition) {

  /** Groups the physical rows {@code rows[0..count)} by the values of {@code keys}. */
  static GroupIndex build(List<Column> keys, int[] rows, int count) {
    if (keys.size() == 1 && keys.get(0) instanceof TextColumn text) {
      return byText(text, rows, count);
    }
    int combinations = textCombinations(keys, count);
    if (combinations > 0) {
      return byTexts(keys, combinations, rows, count);
    }
    int[] groupOf = new int[count];
    int groups;
    if (keys.isEmpty()) {
      groups = count > 0 ? 1 : 0;
    } else if (keys.size() == 1) {
      groups = renumber(ValueCodes.of(keys.get(0), rows, count), count, groupOf);
    } else {
      groups = 0;
      for (int k = 0; k < keys.size(); k++) {
        int[] codes = ValueCodes.of(keys.get(k), rows, count);
        PairCodes pairs = new PairCodes(Math.min(count, 1024));
        for (int i = 0; i < count; i++) {
          groupOf[i] = pairs.code(k == 0 ? 0 : groupOf[i], codes[i]);
        }
        groups = pairs.size();
      }
    }
    int[] firstPosition = new int[groups];
    java.util.Arrays.fill(firstPosition, -1);
    for (int i = 0; i < count; i++) {
      if (firstPosition[groupOf[i]] < 0) {
        firstPosition[groupOf[i]] = i;
      }
    }
    return new GroupIndex(groupOf, groups, firstPosition);
  }

  /** One text key, in a single pass over its dictionary codes. */
  private static GroupIndex byText(TextColumn text, int[] rows, int count) {
    TextGroups numbering = new TextGroups(text);
    int[] groupOfCode = numbering.groupOfCode();
    int[] codes = text.codes();
    int[] groupOf = new int[count];
    for (int i = 0; i < count; i++) {
      int code = codes[rows[i]];
      int g = groupOfCode[code + 1];
      groupOf[i] = g >= 0 ? g : numbering.add(code, i);
    }
    int groups = numbering.count();
    return new GroupIndex(groupOf, groups, java.util.Arrays.copyOf(numbering.firsts(), groups));
  }

  /**
   * How many value combinations text keys can take (each dictionary's values and null), when
   * every key is text and that is small enough for an array per combination (no larger than the
   * rows, or 4096); else 0.
   */
  private static int textCombinations(List<Column> keys, int count) {
    long combinations = 1;
    for (Column key : keys) {
      if (!(key instanceof TextColumn text)) {
        return 0;
      }
      combinations *= text.dictionary().length + 1;
      if (combinations > Math.max(count, 4096)) {
        return 0;
      }
    }
    return (int) combinations;
  }

  /**
   * Several text keys: a row's combination of canonical values as one mixed-radix number (a
   * table per key turns its code into its digit), added key by key, then numbered in order of
   * first appearance through an array: no pair hashing and no value-code array per key.
   */
  private static GroupIndex byTexts(List<Column> keys, int combinations, int[] rows, int count) {
    int[] groupOf = new int[count];
    int stride = 1;
    for (int k = keys.size() - 1; k >= 0; k--) {
      TextColumn text = (TextColumn) keys.get(k);
      int[] canonical = ValueCodes.canonicalDictionary(text.dictionary());
      int[] digit = new int[canonical.length + 1];
      for (int code = 0; code < canonical.length; code++) {
        digit[code + 1] = (canonical[code] + 1) * stride;
      }
      int[] codes = text.codes();
      // Reading each length first lets TeaVM's JavaScript unwrap every array once, before the
      // loop, instead of at every element.
      if (rows.length < count || codes.length == 0 && count > 0) {
        throw new IllegalArgumentException("rows beyond the key column");
      }
      for (int i = 0; i < count; i++) {
        groupOf[i] += digit[codes[rows[i]] + 1];
      }
      stride *= canonical.length + 1;
    }
    int[] groupOfCombination = new int[combinations];
    java.util.Arrays.fill(groupOfCombination, -1);
    int[] firsts = new int[Math.min(count, combinations)];
    int groups = 0;
    for (int i = 0; i < count; i++) {
      int c = groupOf[i];
      int g = groupOfCombination[c];
      if (g < 0) {
        g = groups++;
        groupOfCombination[c] = g;
        firsts[g] = i;
      }
      groupOf[i] = g;
    }
    return new GroupIndex(groupOf, groups, java.util.Arrays.copyOf(firsts, groups));
  }

  /**
   * One key column: its value codes are small dense ints already, so an array maps them to
   * groups in first-appearance order without hashing.
   */
  private static int renumber(int[] codes, int count, int[] groupOf) {
    int max = 0;
    for (int i = 0; i < count; i++) {
      max = Math.max(max, codes[i]);
    }
    int[] groupOfCode = new int[max + 1];
    java.util.Arrays.fill(groupOfCode, -1);
    int groups = 0;
    for (int i = 0; i < count; i++) {
      int g = groupOfCode[codes[i]];
      if (g < 0) {
        g = groups++;
        groupOfCode[codes[i]] = g;
      }
      groupOf[i] = g;
    }
    return groups;
  }

  /** Physical row of each group's first member. */
  int[] firstRows(int[] rows) {
    int[] out = new int[groups];
    for (int g = 0; g < groups; g++) {
      out[g] = rows[firstPosition[g]];
    }
    return out;
  }
}
