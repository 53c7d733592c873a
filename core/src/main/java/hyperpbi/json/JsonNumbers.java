package hyperpbi.json;

import com.eclipsesource.json.JsonValue;
import hyperpbi.canonical.DecimalParser;

/**
 * The one way the engine reads a JSON number: minimal-json keeps the literal, and
 * {@link DecimalParser} turns it into the nearest double, exactly and alike on every runtime.
 * JsonValue.asDouble goes through Double.parseDouble, which TeaVM gets wrong for exponents of
 * 2^31 or more ({@code 1E+2147483647} read as 0 in the browser builds, as Infinity on the JVM),
 * and asInt/asLong refuse literals such as {@code 1e3}; engine code calls neither.
 */
public final class JsonNumbers {
  private JsonNumbers() {}

  /** The number's value (an infinity when the literal is beyond the double range), else NaN. */
  public static double value(JsonValue v) {
    return v != null && v.isNumber() ? DecimalParser.parse(v.toString()) : Double.NaN;
  }

  /** True for a number literal too large for a double ({@code 1e309}): it would become null. */
  public static boolean outOfRange(JsonValue v) {
    double d = value(v);
    return d == Double.POSITIVE_INFINITY || d == Double.NEGATIVE_INFINITY;
  }

  /** The literal for a message, its middle elided when it is long (a 10,000-digit number). */
  public static String literal(JsonValue v) {
    String text = v.toString();
    return text.length() <= 40 ? text
        : text.substring(0, 20) + "..." + text.substring(text.length() - 10) + " ("
            + text.length() + " characters)";
  }
}
