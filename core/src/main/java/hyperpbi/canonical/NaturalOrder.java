package hyperpbi.canonical;

import java.util.Comparator;

/**
 * Natural text order for sorting: digit runs compare numerically (item2 &lt; item10, item2 = item02),
 * case-insensitive first, lowercase before uppercase on a tie. java.text.Collator is missing in TeaVM.
 */
public final class NaturalOrder implements Comparator<String> {
  public static final NaturalOrder INSTANCE = new NaturalOrder();

  private NaturalOrder() {}

  @Override
  public int compare(String a, String b) {
    // TODO(primitives helper): full natural order with the tie rules above.
    return a.compareToIgnoreCase(b);
  }
}
