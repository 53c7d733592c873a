package hyperpbi.render;

import com.eclipsesource.json.JsonObject;
import hyperpbi.diagnostic.Diagnostic;
import java.util.List;

/** The author's {@code css} and {@code styles}, filtered through the CSS allowlist and scoped. */
final class AuthorStyles {
  private AuthorStyles() {}

  static String of(JsonObject spec, RenderContext ctx, List<Diagnostic> diagnostics) {
    return "";
  }
}
