package hyperpbi.data;

import java.util.Arrays;
import java.util.HashMap;

/** Builds a dictionary-encoded text column; codes follow first appearance, so output is stable. */
public final class TextColumnBuilder {
  private final HashMap<String, Integer> codesByText = new HashMap<>();
  private String[] dictionary = new String[16];
  private int[] codes;
  private int size;

  public TextColumnBuilder(int expectedRows) {
    codes = new int[Math.max(16, expectedRows)];
  }

  public void add(String text) {
    if (size == codes.length) {
      codes = Arrays.copyOf(codes, size * 2);
    }
    codes[size++] = text == null ? TextColumn.NULL : code(text);
  }

  public void set(int row, String text) {
    codes[row] = text == null ? TextColumn.NULL : code(text);
  }

  /** Dictionary code for this text, adding it on first sight. */
  public int code(String text) {
    Integer existing = codesByText.get(text);
    if (existing != null) {
      return existing;
    }
    int code = codesByText.size();
    if (code == dictionary.length) {
      dictionary = Arrays.copyOf(dictionary, code * 2);
    }
    dictionary[code] = text;
    codesByText.put(text, code);
    return code;
  }

  public TextColumn build() {
    return new TextColumn(Arrays.copyOf(codes, size), Arrays.copyOf(dictionary, codesByText.size()));
  }

  /** For builders created with a fixed row count and filled through {@link #set}. */
  public TextColumn build(int rowCount) {
    return new TextColumn(Arrays.copyOf(codes, rowCount),
        Arrays.copyOf(dictionary, codesByText.size()));
  }
}
