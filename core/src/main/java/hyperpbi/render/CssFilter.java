package hyperpbi.render;

import com.eclipsesource.json.JsonObject;
import com.eclipsesource.json.JsonValue;
import hyperpbi.canonical.CanonicalNumber;
import hyperpbi.canonical.CaseFold;
import hyperpbi.diagnostic.Diagnostics;
import hyperpbi.diagnostic.JsonPointer;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Author CSS made safe for the dashboard: the root {@code css} (a stylesheet), the root
 * {@code styles} (selector → declarations object, {@code @media}/{@code @supports} keys holding
 * such an object) and a component's or a markup element's {@code style} (declarations). Only
 * allowlisted properties survive; nothing may load a resource ({@code url(}, {@code image-set(},
 * {@code @import}, ...), run script ({@code expression(}, {@code javascript:}, bindings), cover
 * the host page ({@code position: fixed}) or leave a {@code <style>} element ({@code <}); CSS
 * escapes are decoded before every check, so {@code \75 rl(} is {@code url(}. Every selector is
 * prefixed with the dashboard's scope. Each refusal is an {@code UNSAFE_CSS} warning naming what
 * was dropped. One forward pass over the text (strings, comments and unbalanced braces included),
 * so the time is linear and nothing can hang; the output is normalized
 * ({@code sel{prop:value;prop:value}}, one rule a line) and deterministic.
 */
public final class CssFilter {
  public static final String CODE = "UNSAFE_CSS";
  /** {@code @media} inside {@code @media} ... deeper than this is dropped. */
  static final int MAX_BLOCK_DEPTH = 8;
  private static final int SNIPPET = 60;

  /** Tokens refused anywhere in a value, selector or prelude, after decoding and folding. */
  private static final List<String> REFUSED = List.of("url(", "image-set(", "image(", "element(",
      "src(", "expression(", "javascript:", "vbscript:", "-moz-binding", "behavior:", "@import",
      "<");
  private static final Set<String> PROPERTIES = Set.of("color", "background", "background-color",
      "background-image", "background-size", "background-position", "background-repeat",
      "background-clip", "background-origin", "line-height", "letter-spacing", "word-spacing",
      "white-space", "width", "height", "min-width", "min-height", "max-width", "max-height",
      "display", "gap", "row-gap", "column-gap", "opacity", "box-shadow", "box-sizing",
      "vertical-align", "cursor", "fill", "fill-opacity", "transform", "transform-origin",
      "transition", "position", "top", "right", "bottom", "left", "inset", "z-index", "visibility",
      "overflow-wrap", "word-break", "word-wrap", "order", "aspect-ratio", "place-items",
      "place-content", "place-self", "list-style", "list-style-type", "list-style-position",
      "table-layout", "border-collapse", "border-spacing", "caption-side", "empty-cells",
      "hyphens", "tab-size", "pointer-events", "user-select");
  /** Property families allowed by prefix (border-radius, margin-top, font-weight, ...). */
  private static final List<String> PREFIXES = List.of("border", "margin", "padding", "font",
      "text-", "flex", "grid", "align-", "justify-", "outline", "overflow", "stroke",
      "transition-");
  private static final Set<String> POSITIONS = Set.of("static", "relative", "absolute", "sticky",
      "inherit", "initial", "unset", "revert", "revert-layer");

  private final String text;
  private final String scope;
  private final String pointer;
  private final Diagnostics diagnostics;
  private int pos;

  private CssFilter(String text, String scope, String pointer, Diagnostics diagnostics) {
    this.text = text;
    this.scope = scope;
    this.pointer = pointer;
    this.diagnostics = diagnostics;
  }

  /**
   * The root {@code css}: a stylesheet, every selector under {@code scope} (for example
   * {@code [data-dashboard="d1"]}).
   */
  public static String stylesheet(String css, String scope, String pointer,
      Diagnostics diagnostics) {
    CssFilter f = new CssFilter(withoutComments(css), scope, pointer, diagnostics);
    List<String> rules = new ArrayList<>();
    f.rules(rules, 0, false);
    return String.join("\n", rules);
  }

  /**
   * The root {@code styles}: {@code {selector: {property: value}}}; a key starting with
   * {@code @media} or {@code @supports} holds another such object.
   */
  public static String styles(JsonValue styles, String scope, String pointer,
      Diagnostics diagnostics) {
    CssFilter f = new CssFilter("", scope, pointer, diagnostics);
    List<String> rules = new ArrayList<>();
    if (styles == null || !styles.isObject()) {
      f.refuse(pointer, "styles must be an object of selector → declarations: dropped");
    } else {
      f.styleRules(styles.asObject(), pointer, rules, 0);
    }
    return String.join("\n", rules);
  }

  /** A declaration list ({@code color: red; font-size: 12px}) as {@code prop:value;...}. */
  public static String declarations(String list, String pointer, Diagnostics diagnostics) {
    CssFilter f = new CssFilter(withoutComments(list), null, pointer, diagnostics);
    List<String> out = new ArrayList<>();
    f.declarationList(out, false);
    return String.join(";", out);
  }

  /** A component's {@code style}: a declarations object or a declaration-list string. */
  public static String declarations(JsonValue style, String pointer, Diagnostics diagnostics) {
    if (style != null && style.isString()) {
      return declarations(style.asString(), pointer, diagnostics);
    }
    CssFilter f = new CssFilter("", null, pointer, diagnostics);
    if (style == null || !style.isObject()) {
      f.refuse(pointer, "style must be a declarations object or a declaration list: dropped");
      return "";
    }
    return String.join(";", f.declarationObject(style.asObject(), pointer));
  }

  /**
   * The refused token a value holds once its CSS escapes are decoded and it is folded with
   * whitespace and control characters removed, or null: the check markup applies to SVG
   * presentation attributes, which browsers parse as CSS.
   */
  static String refusedToken(String value) {
    String folded = folded(decodeEscapes(value));
    for (String token : REFUSED) {
      if (folded.contains(token)) {
        return token;
      }
    }
    return null;
  }

  // ---- stylesheet ------------------------------------------------------------------------

  /** Rules until a closing brace (nested) or the end; {@code inBlock} consumes that brace. */
  private void rules(List<String> out, int depth, boolean inBlock) {
    int n = text.length();
    while (true) {
      skipWhitespace();
      if (pos >= n) {
        return;
      }
      char c = text.charAt(pos);
      if (c == '}') {
        pos++;
        if (inBlock) {
          return;
        }
        refuse(pointer, "unbalanced '}' ignored");
        continue;
      }
      if (c == '@') {
        atRule(out, depth);
      } else {
        qualifiedRule(out);
      }
    }
  }

  private void atRule(List<String> out, int depth) {
    int start = pos;
    pos++;
    while (pos < text.length() && isNameChar(text.charAt(pos))) {
      pos++;
    }
    String name = CaseFold.fold(decodeEscapes(text.substring(start, pos)));
    int stop = readPrelude();
    String prelude = collapse(text.substring(pos, stop));
    if (stop >= text.length() || text.charAt(stop) != '{') {
      pos = resumeAfter(stop);
      refuse(pointer, name + " is not allowed: dropped (" + snippet(name + " " + prelude) + ")");
      return;
    }
    pos = stop + 1;
    boolean grouping = name.equals("@media") || name.equals("@supports");
    String bad = hasOpenString(prelude) ? "a string never closed" : refusedToken(prelude);
    if (!grouping || bad != null || depth + 1 > MAX_BLOCK_DEPTH) {
      skipBlock();
      String why = !grouping ? name + " is not allowed"
          : bad != null ? name + " condition holds '" + bad + "'"
          : name + " nested deeper than " + MAX_BLOCK_DEPTH;
      refuse(pointer, why + ": the block is dropped (" + snippet(name + " " + prelude) + ")");
      return;
    }
    List<String> inner = new ArrayList<>();
    rules(inner, depth + 1, true);
    if (!inner.isEmpty()) {
      out.add(name + " " + prelude + "{\n" + String.join("\n", inner) + "\n}");
    }
  }

  /** After a {@code ;}; a {@code }} is left for the block it closes; the end stays the end. */
  private int resumeAfter(int stop) {
    return stop >= text.length() || text.charAt(stop) == '}' ? stop : stop + 1;
  }

  private void qualifiedRule(List<String> out) {
    int stop = readPrelude();
    String selectors = text.substring(pos, stop);
    if (stop >= text.length() || text.charAt(stop) != '{') {
      pos = resumeAfter(stop);
      if (selectors.trim().isEmpty()) {
        return;
      }
      refuse(pointer, "text without a declaration block dropped: " + snippet(selectors));
      return;
    }
    pos = stop + 1;
    List<String> declarations = new ArrayList<>();
    declarationList(declarations, true);
    String scoped = scopeSelectors(selectors, pointer);
    if (scoped != null && !declarations.isEmpty()) {
      out.add(scoped + "{" + String.join(";", declarations) + "}");
    }
  }

  /** Index of the next {@code { ; }} outside strings (or the end); pos is not moved. */
  private int readPrelude() {
    int i = pos;
    int n = text.length();
    while (i < n) {
      char c = text.charAt(i);
      if (c == '{' || c == ';' || c == '}') {
        return i;
      }
      i = c == '"' || c == '\'' ? endOfString(i) : c == '\\' ? i + 2 : i + 1;
    }
    return n;
  }

  /** Skips to after the brace closing the block just opened (or the end). */
  private void skipBlock() {
    int level = 1;
    int n = text.length();
    while (pos < n && level > 0) {
      char c = text.charAt(pos);
      if (c == '"' || c == '\'') {
        pos = endOfString(pos);
        continue;
      }
      if (c == '\\') {
        pos += 2;
        continue;
      }
      if (c == '{') {
        level++;
      } else if (c == '}') {
        level--;
      }
      pos++;
    }
    pos = Math.min(pos, n);
  }

  /**
   * Declarations until {@code }} (consumed when {@code inBlock}) or the end. A nested block is
   * dropped; outside a block a stray brace only ends the declaration it is in.
   */
  private void declarationList(List<String> out, boolean inBlock) {
    int n = text.length();
    while (pos < n) {
      int start = pos;
      int i = pos;
      while (i < n) {
        char c = text.charAt(i);
        if (c == ';' || c == '{' || c == '}') {
          break;
        }
        i = c == '"' || c == '\'' ? endOfString(i) : c == '\\' ? i + 2 : i + 1;
      }
      i = Math.min(i, n);
      String declaration = text.substring(start, i);
      pos = i + 1;
      char stop = i < n ? text.charAt(i) : ';';
      if (stop == '{') {
        skipBlock();
        refuse(pointer, "nested rule dropped: " + snippet(declaration.trim() + "{...}"));
        continue;
      }
      declaration(declaration, out);
      if (stop == '}') {
        if (inBlock) {
          return;
        }
        refuse(pointer, "'}' in a declaration list ignored");
      }
    }
    pos = Math.min(pos, n);
  }

  private void declaration(String declaration, List<String> out) {
    if (declaration.trim().isEmpty()) {
      return;
    }
    int colon = declaration.indexOf(':');
    if (colon < 0) {
      refuse(pointer, "declaration without ':' dropped: " + snippet(declaration.trim()));
      return;
    }
    String accepted = accept(declaration.substring(0, colon), declaration.substring(colon + 1),
        pointer);
    if (accepted != null) {
      out.add(accepted);
    }
  }

  /** {@code prop:value} when the property is allowed and the value safe, else null (reported). */
  private String accept(String rawName, String rawValue, String at) {
    String name = CaseFold.fold(decodeEscapes(rawName)).trim();
    String value = collapse(rawValue);
    if (!allowedProperty(name)) {
      refuse(at, "property '" + snippet(name) + "' is not allowed: dropped");
      return null;
    }
    if (value.isEmpty()) {
      refuse(at, "property '" + name + "' has no value: dropped");
      return null;
    }
    String bad = refusedToken(value);
    if (bad != null) {
      refuse(at, "property '" + name + "' holds '" + bad + "': dropped");
      return null;
    }
    if (hasOpenString(value)) {
      refuse(at, "property '" + name + "' holds a string never closed: dropped");
      return null;
    }
    if (name.equals("position")) {
      String folded = folded(decodeEscapes(value));
      String keyword = folded.endsWith("!important")
          ? folded.substring(0, folded.length() - "!important".length()) : folded;
      if (!POSITIONS.contains(keyword)) {
        refuse(at, "position: " + snippet(keyword) + " is not allowed (it could cover the host "
            + "page): dropped");
        return null;
      }
    }
    return name + ":" + value;
  }

  static boolean allowedProperty(String name) {
    if (PROPERTIES.contains(name)) {
      return true;
    }
    for (String prefix : PREFIXES) {
      if (name.startsWith(prefix)) {
        return isPropertyName(name);
      }
    }
    return false;
  }

  private static boolean isPropertyName(String name) {
    for (int i = 0; i < name.length(); i++) {
      char c = name.charAt(i);
      if (!(c >= 'a' && c <= 'z' || c == '-')) {
        return false;
      }
    }
    return true;
  }

  // ---- styles object ---------------------------------------------------------------------

  private void styleRules(JsonObject styles, String at, List<String> out, int depth) {
    for (JsonObject.Member m : styles) {
      String key = m.getName();
      String here = JsonPointer.child(at, key);
      String folded = CaseFold.fold(key.trim());
      if (folded.startsWith("@")) {
        String name = folded.startsWith("@media") ? "@media"
            : folded.startsWith("@supports") ? "@supports" : null;
        String prelude = name == null ? "" : collapse(key.trim().substring(name.length()));
        String bad = name == null ? null : refusedToken(prelude);
        if (name == null || bad != null || !m.getValue().isObject() || depth + 1 > MAX_BLOCK_DEPTH
            || prelude.isEmpty() || prelude.indexOf('{') >= 0 || prelude.indexOf('}') >= 0
            || prelude.indexOf(';') >= 0) {
          refuse(here, "at-rule '" + snippet(key) + "' is not allowed here: dropped");
          continue;
        }
        List<String> inner = new ArrayList<>();
        styleRules(m.getValue().asObject(), here, inner, depth + 1);
        if (!inner.isEmpty()) {
          out.add(name + " " + prelude + "{\n" + String.join("\n", inner) + "\n}");
        }
        continue;
      }
      if (!m.getValue().isObject()) {
        refuse(here, "the declarations of '" + snippet(key) + "' must be an object: dropped");
        continue;
      }
      if (key.indexOf('{') >= 0 || key.indexOf('}') >= 0 || key.indexOf(';') >= 0) {
        refuse(here, "selector '" + snippet(key) + "' holds a brace or ';': dropped");
        continue;
      }
      String scoped = scopeSelectors(key, here);
      List<String> declarations = declarationObject(m.getValue().asObject(), here);
      if (scoped != null && !declarations.isEmpty()) {
        out.add(scoped + "{" + String.join(";", declarations) + "}");
      }
    }
  }

  private List<String> declarationObject(JsonObject declarations, String at) {
    List<String> out = new ArrayList<>();
    for (JsonObject.Member d : declarations) {
      String here = JsonPointer.child(at, d.getName());
      JsonValue v = d.getValue();
      String value = v.isString() ? v.asString() : v.isNumber() ? number(v) : null;
      if (value == null) {
        refuse(here, "the value of '" + snippet(d.getName()) + "' must be a string or a number: "
            + "dropped");
        continue;
      }
      if (value.indexOf(';') >= 0 || value.indexOf('{') >= 0 || value.indexOf('}') >= 0
          || value.contains("/*")) {
        refuse(here, "the value of '" + snippet(d.getName()) + "' holds ';', a brace or a "
            + "comment: dropped");
        continue;
      }
      String accepted = accept(d.getName(), value, here);
      if (accepted != null) {
        out.add(accepted);
      }
    }
    return out;
  }

  private static String number(JsonValue v) {
    double d = v.asDouble();
    return CanonicalNumber.format(d);
  }

  // ---- selectors -------------------------------------------------------------------------

  /** The selector list with every part under the scope, or null when nothing is left. */
  private String scopeSelectors(String list, String at) {
    List<String> parts = new ArrayList<>();
    int level = 0;
    int start = 0;
    int n = list.length();
    for (int i = 0; i < n; i++) {
      char c = list.charAt(i);
      if (c == '"' || c == '\'') {
        i = endOfString(list, i) - 1;
      } else if (c == '\\') {
        i++;
      } else if (c == '(' || c == '[') {
        level++;
      } else if ((c == ')' || c == ']') && level > 0) {
        level--;
      } else if (c == ',' && level == 0) {
        parts.add(list.substring(start, i));
        start = i + 1;
      }
    }
    parts.add(list.substring(start));
    List<String> scoped = new ArrayList<>();
    for (String part : parts) {
      String s = scopeSelector(collapse(part), at);
      if (s != null) {
        scoped.add(s);
      }
    }
    return scoped.isEmpty() ? null : String.join(",", scoped);
  }

  private String scopeSelector(String selector, String at) {
    if (selector.isEmpty()) {
      refuse(at, "empty selector dropped");
      return null;
    }
    String bad = refusedToken(selector);
    if (bad != null) {
      refuse(at, "selector '" + snippet(selector) + "' holds '" + bad + "': dropped");
      return null;
    }
    if (hasOpenString(selector)) {
      refuse(at, "selector '" + snippet(selector) + "' holds a string never closed: dropped");
      return null;
    }
    // html, body and :root (one or several, "html body") are the dashboard itself.
    String folded = CaseFold.fold(selector);
    int cut = 0;
    boolean root = false;
    while (true) {
      int lead = rootLead(folded, cut);
      if (lead < 0) {
        break;
      }
      root = true;
      cut = lead;
      if (cut < folded.length() && folded.charAt(cut) == ' ' && rootLead(folded, cut + 1) >= 0) {
        cut++;
        continue;
      }
      break;
    }
    String rest = selector.substring(cut);
    String scoped = root ? scope + rest : scope + " " + rest;
    char combinator = firstCombinator(root ? rest : " " + rest);
    if (combinator == '+' || combinator == '~') {
      refuse(at, "selector '" + snippet(selector) + "' reaches outside the dashboard: dropped");
      return null;
    }
    return scoped;
  }

  /**
   * The combinator after the compound selector a selector starts with ({@code ' '} for a
   * descendant, {@code '>'}, {@code '+'}, {@code '~'}), or 0 when there is none. A sibling
   * combinator there would reach elements next to the dashboard, outside it.
   */
  private static char firstCombinator(String selector) {
    int n = selector.length();
    int level = 0;
    int i = 0;
    while (i < n) {
      char c = selector.charAt(i);
      if (c == '"' || c == '\'') {
        i = endOfString(selector, i);
        continue;
      }
      if (c == '\\') {
        i += 2;
        continue;
      }
      if (c == '(' || c == '[') {
        level++;
      } else if ((c == ')' || c == ']') && level > 0) {
        level--;
      } else if (level == 0 && (c == ' ' || c == '>' || c == '+' || c == '~')) {
        while (i < n && selector.charAt(i) == ' ') {
          i++;
        }
        char next = i < n ? selector.charAt(i) : 0;
        return next == '>' || next == '+' || next == '~' ? next : ' ';
      }
      i++;
    }
    return 0;
  }

  /** The index after {@code html}, {@code body} or {@code :root} starting at {@code at}, or -1. */
  private static int rootLead(String folded, int at) {
    for (String lead : new String[] {"html", "body", ":root"}) {
      if (folded.startsWith(lead, at)) {
        int end = at + lead.length();
        if (end == folded.length() || " .#[:>+~".indexOf(folded.charAt(end)) >= 0) {
          return end;
        }
      }
    }
    return -1;
  }

  // ---- text helpers ----------------------------------------------------------------------

  private void skipWhitespace() {
    while (pos < text.length() && isWhitespace(text.charAt(pos))) {
      pos++;
    }
  }

  private int endOfString(int quote) {
    return endOfString(text, quote);
  }

  /**
   * Index after the string starting at {@code quote}: its closing quote, or an unescaped line
   * break (CSS ends a bad string there), or the end.
   */
  private static int endOfString(String s, int quote) {
    char q = s.charAt(quote);
    int i = quote + 1;
    int n = s.length();
    while (i < n) {
      char c = s.charAt(i);
      if (c == q) {
        return i + 1;
      }
      if (c == '\n' || c == '\r' || c == '\f') {
        return i;
      }
      i += c == '\\' ? 2 : 1;
    }
    return n;
  }

  /** Whether a string in the text ends without its closing quote (a line break or the end). */
  private static boolean hasOpenString(String s) {
    int n = s.length();
    char quote = 0;
    for (int i = 0; i < n; i++) {
      char c = s.charAt(i);
      if (c == '\\') {
        i++;
      } else if (quote != 0 && (c == quote)) {
        quote = 0;
      } else if (quote != 0 && (c == '\n' || c == '\r' || c == '\f')) {
        return true;
      } else if (quote == 0 && (c == '"' || c == '\'')) {
        quote = c;
      }
    }
    return quote != 0;
  }

  /** The text with every comment removed (strings kept as they are; an open comment ends it). */
  static String withoutComments(String css) {
    if (css.indexOf("/*") < 0) {
      return css;
    }
    StringBuilder out = new StringBuilder(css.length());
    int n = css.length();
    int i = 0;
    while (i < n) {
      char c = css.charAt(i);
      if (c == '"' || c == '\'') {
        int end = endOfString(css, i);
        out.append(css, i, end);
        i = end;
      } else if (c == '\\' && i + 1 < n) {
        out.append(c).append(css.charAt(i + 1));
        i += 2;
      } else if (c == '/' && i + 1 < n && css.charAt(i + 1) == '*') {
        int end = css.indexOf("*/", i + 2);
        i = end < 0 ? n : end + 2;
      } else {
        out.append(c);
        i++;
      }
    }
    return out.toString();
  }

  /** CSS escapes decoded: {@code \75 } (1-6 hex digits and one optional space), {@code \x}. */
  static String decodeEscapes(String s) {
    if (s.indexOf('\\') < 0) {
      return s;
    }
    StringBuilder out = new StringBuilder(s.length());
    int n = s.length();
    int i = 0;
    while (i < n) {
      char c = s.charAt(i);
      if (c != '\\') {
        out.append(c);
        i++;
        continue;
      }
      i++;
      if (i >= n) {
        out.append('\uFFFD');
        break;
      }
      char next = s.charAt(i);
      if (hex(next) >= 0) {
        int cp = 0;
        int digits = 0;
        while (i < n && digits < 6 && hex(s.charAt(i)) >= 0) {
          cp = cp * 16 + hex(s.charAt(i));
          i++;
          digits++;
        }
        if (i < n && isWhitespace(s.charAt(i))) {
          i += s.charAt(i) == '\r' && i + 1 < n && s.charAt(i + 1) == '\n' ? 2 : 1;
        }
        boolean valid = cp > 0 && cp <= 0x10FFFF && !(cp >= 0xD800 && cp <= 0xDFFF);
        appendCodePoint(out, valid ? cp : 0xFFFD);
      } else if (next == '\n' || next == '\r' || next == '\f') {
        i++;
      } else {
        out.append(next);
        i++;
      }
    }
    return out.toString();
  }

  /** A code point as one or two chars (what every runtime's StringBuilder does alike). */
  static void appendCodePoint(StringBuilder out, int cp) {
    if (cp >= 0x10000) {
      out.append(Character.highSurrogate(cp)).append(Character.lowSurrogate(cp));
    } else {
      out.append((char) cp);
    }
  }

  /** Folded, with whitespace, control and invisible formatting characters removed. */
  static String folded(String s) {
    StringBuilder out = new StringBuilder(s.length());
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c <= 0x20 || c >= 0x7F && c <= 0xA0 || c == 0xAD || c >= 0x200B && c <= 0x200F
          || c == 0x2028 || c == 0x2029 || c == 0x2060 || c == 0xFEFF) {
        continue;
      }
      out.append(c);
    }
    return CaseFold.fold(out.toString());
  }

  /** Trimmed, each run of whitespace outside strings as one space. */
  static String collapse(String s) {
    StringBuilder out = new StringBuilder(s.length());
    int n = s.length();
    boolean space = false;
    for (int i = 0; i < n; i++) {
      char c = s.charAt(i);
      if (isWhitespace(c)) {
        space = out.length() > 0;
        continue;
      }
      if (space) {
        out.append(' ');
        space = false;
      }
      if (c == '"' || c == '\'') {
        int end = endOfString(s, i);
        out.append(s, i, end);
        i = end - 1;
      } else if (c == '\\' && i + 1 < n) {
        out.append(c).append(s.charAt(i + 1));
        i++;
      } else {
        out.append(c);
      }
    }
    return out.toString();
  }

  private static int hex(char c) {
    if (c >= '0' && c <= '9') {
      return c - '0';
    }
    if (c >= 'a' && c <= 'f') {
      return c - 'a' + 10;
    }
    if (c >= 'A' && c <= 'F') {
      return c - 'A' + 10;
    }
    return -1;
  }

  private static boolean isWhitespace(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f';
  }

  private static boolean isNameChar(char c) {
    return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-'
        || c == '_' || c == '\\' || c > 0x7F;
  }

  static String snippet(String s) {
    return s.length() <= SNIPPET ? s : s.substring(0, SNIPPET) + "...";
  }

  private void refuse(String at, String message) {
    diagnostics.warning(CODE, at, message);
  }
}
