package hyperpbi.dataset;

import com.eclipsesource.json.JsonObject;
import com.eclipsesource.json.JsonValue;
import hyperpbi.json.JsonNumbers;
import hyperpbi.json.JsonOut;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** Compact JSON with object keys sorted at every depth and canonical numbers (for signatures). */
final class CanonicalJson {
  private CanonicalJson() {}

  static String of(JsonValue value) {
    JsonOut out = new JsonOut(false);
    write(out, value);
    return out.toString();
  }

  private static void write(JsonOut out, JsonValue v) {
    if (v.isObject()) {
      JsonObject o = v.asObject();
      List<String> names = new ArrayList<>(o.names());
      Collections.sort(names);
      out.beginObject();
      for (String name : names) {
        out.key(name);
        write(out, o.get(name));
      }
      out.endObject();
    } else if (v.isArray()) {
      out.beginArray();
      for (JsonValue item : v.asArray()) {
        write(out, item);
      }
      out.endArray();
    } else if (v.isString()) {
      out.value(v.asString());
    } else if (v.isNumber()) {
      out.value(JsonNumbers.value(v));
    } else if (v.isBoolean()) {
      out.value(v.asBoolean());
    } else {
      out.nullValue();
    }
  }
}
