package hyperpbi.bridge;

import org.teavm.jso.JSBody;
import org.teavm.jso.JSObject;
import org.teavm.jso.core.JSString;

/**
 * The exported functions' arguments as JavaScript passed them. The exports take {@link JSObject}
 * rather than String and int because TeaVM converts a declared String or int at the boundary,
 * before any Java code runs: in WebAssembly a number or object where a String is declared traps
 * ("illegal cast") and every int is JavaScript's ToInt32 (undefined, null and NaN become handle
 * 0); in JavaScript an int arrives unconverted (null, "0", 2.7) and indexes the handle lists as
 * such. Here every argument is checked, so both builds answer the same error documents.
 */
final class JsArgument {
  /** What an integer argument that is not a nonnegative integer number becomes: no handle. */
  static final int NOT_AN_INTEGER = -1;

  private JsArgument() {}

  /** The string passed, or null for null, undefined or any other type (the core says why). */
  static String text(JSObject value) {
    return value != null && isString(value) ? value.<JSString>cast().stringValue() : null;
  }

  /** The integer passed, or {@link #NOT_AN_INTEGER} for anything else (2.7, "0", null, NaN). */
  static int integer(JSObject value) {
    return value == null ? NOT_AN_INTEGER : integerOrMinusOne(value);
  }

  @JSBody(params = "v", script = "return typeof v === 'string';")
  private static native boolean isString(JSObject v);

  @JSBody(params = "v", script = "return typeof v === 'number' && Number.isInteger(v) && v >= 0 "
      + "&& v <= 2147483647 ? v : -1;")
  private static native int integerOrMinusOne(JSObject v);
}
