package hyperpbi.render;

import hyperpbi.canonical.Hash64;

/**
 * A digest of {@link ValueFormat} over generated values, patterns and locales, so the web
 * bridge's parity test can compare the JVM, JavaScript and WebAssembly builds with one call
 * (the same shape as {@link hyperpbi.canonical.ParityProbe}'s digests:
 * {@code valueFormat:count:hash:first}). Inputs come from an int-only generator and aim at the
 * hard cases: halves, float artefacts, huge and tiny magnitudes, negatives that round to zero,
 * dates before 1970.
 */
public final class ValueFormatProbe {
  private static final String[] LOCALES = {"en-US", "en-GB", "de-DE", "fr-FR", "es-ES", "it-IT",
      "nl-NL", "pt-BR", "ja-JP", "zh-CN", "pl-PL", "sv-SE"};
  private static final String[] PATTERNS = {null, "#,0", "#,0.00", "0.0%", "$#,0.00",
      "0.00 %;-0.00 %;0.00 %", "\\$#,0;(\\$#,0);\\$#,0", "#,0,", "#,0.0,,\"M\"", "0.00E+00", "N",
      "N0", "F2", "P1", "C", "C0", "D6", "E3", "G", "G4", "0.###", "(###) ###-####", "0‰",
      "General"};
  private static final String[] DATES = {null, "dd/MM/yyyy", "yyyy-MM-dd", "MMMM d, yyyy",
      "dddd, MMM d yy h:mm:ss tt", "General Date", "Long Date", "HH:mm:ss.fff", "D", "g"};

  private ValueFormatProbe() {}

  public static String run(int count, int seed) {
    if (count < 0) {
      return "error:count must not be negative";
    }
    ValueFormat[] formats = new ValueFormat[LOCALES.length];
    for (int i = 0; i < formats.length; i++) {
      formats[i] = ValueFormat.of(LOCALES[i]);
    }
    Hash64 hash = new Hash64();
    StringBuilder first = new StringBuilder("[");
    int state = seed * 1103515245 + 12345;
    for (int i = 0; i < count; i++) {
      state = next(state);
      ValueFormat f = formats[below(state, formats.length)];
      state = next(state);
      int choice = below(state, 4);
      state = next(state);
      double value = value(state, next(state));
      state = next(next(state));
      String out;
      if (choice == 0) {
        out = f.date(instant(state, next(state)), DATES[below(state, DATES.length)],
            (state & 1) == 0);
      } else if (choice == 1) {
        out = f.compact(value, below(state, 3) == 0 ? 0 : step(state), Math.abs(value) * 2);
      } else {
        out = f.number(value, PATTERNS[below(state, PATTERNS.length)]);
      }
      hash.add(out);
      if (i < 5) {
        first.append(i == 0 ? "\"" : ",\"").append(escaped(out)).append('"');
      }
    }
    return "valueFormat:" + count + ":" + hash.toBase36() + ":" + first.append(']');
  }

  /** A value: digits over a power of ten, often a half or a float artefact, sometimes negative. */
  private static double value(int a, int b) {
    double digits = (a >>> 8) % 100_000_000;
    int power = (b >>> 4) % 40 - 20;
    double scaled = power >= 0 ? digits * pow10(power) : digits / pow10(-power);
    switch ((b >>> 1) & 7) {
      case 0 -> scaled = Math.floor(scaled) + 0.5;
      case 1 -> scaled = scaled * 0.1 + 0.2;
      case 2 -> scaled = -scaled / 1e9;
      default -> { }
    }
    return (b & 1) == 0 ? scaled : -1.0 * scaled;
  }

  /** An instant between the years 1696 and 2243, to the millisecond (int arithmetic only). */
  private static double instant(int a, int b) {
    int days = (a >>> 9) % 200_000 - 100_000;
    int ms = (b >>> 5) % 86_400_000;
    return days * 86_400_000.0 + ms;
  }

  private static double step(int state) {
    double[] steps = {0.05, 0.25, 1, 2.5, 500, 2e5, 5e6, 2.5e9, 1e12};
    return steps[below(state >>> 3, steps.length)];
  }

  private static double pow10(int n) {
    double p = 1;
    for (int i = 0; i < n; i++) {
      p *= 10;
    }
    return p;
  }

  private static int next(int state) {
    int x = state;
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return x == 0 ? 0x2545F491 : x;
  }

  private static int below(int state, int bound) {
    return (state >>> 1) % bound;
  }

  private static String escaped(String text) {
    StringBuilder out = new StringBuilder(text.length());
    for (int k = 0; k < text.length(); k++) {
      char c = text.charAt(k);
      if (c == '"' || c == '\\') {
        out.append('\\').append(c);
      } else if (c < 0x20 || c > 0x7e) {
        String hex = Integer.toHexString(c);
        out.append("\\u");
        for (int z = hex.length(); z < 4; z++) {
          out.append('0');
        }
        out.append(hex);
      } else {
        out.append(c);
      }
    }
    return out.toString();
  }
}
