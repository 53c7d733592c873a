package hyperpbi.render;

import hyperpbi.canonical.CaseFold;
import hyperpbi.diagnostic.Diagnostics;
import hyperpbi.render.MarkupTemplate.Attribute;
import hyperpbi.render.MarkupTemplate.Content;
import hyperpbi.render.MarkupTemplate.Element;
import hyperpbi.render.MarkupTemplate.Kind;
import hyperpbi.render.MarkupTemplate.Part;
import hyperpbi.render.MarkupTemplate.Text;
import hyperpbi.specification.TemplatePlaceholders;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The HTML template of a {@code custom} component ({@code template} or {@code content}) parsed
 * under an allowlist into a {@link MarkupTemplate}. A small forgiving tokenizer (text, start and
 * end tags, quoted and unquoted attributes, self-closing tags, comments dropped, the common
 * entities decoded); unclosed tags close at the end, stray end tags are ignored, a few implied
 * end tags ({@code li}, {@code td}, {@code tr}, {@code p}, ...) close as browsers do. Every
 * refused tag, attribute or URL is an {@code UNSAFE_MARKUP} warning naming it (one per distinct
 * refusal, with how many times and where first). One pass, open elements capped at
 * {@link #MAX_DEPTH}, so the time is linear and no input can overflow the stack.
 */
public final class Markup {
  public static final String CODE = "UNSAFE_MARKUP";
  /** Elements nested deeper are not created; their content goes to the deepest one. */
  public static final int MAX_DEPTH = 64;

  static final Set<String> HTML_TAGS = Set.of("div", "span", "p", "h1", "h2", "h3", "h4", "h5",
      "h6", "strong", "em", "b", "i", "u", "small", "br", "hr", "ul", "ol", "li", "dl", "dt", "dd",
      "table", "thead", "tbody", "tfoot", "tr", "th", "td", "caption", "section", "article",
      "header", "footer", "figure", "figcaption", "blockquote", "code", "pre", "mark", "sub",
      "sup", "abbr", "time", "label", "progress", "meter", "details", "summary", "a", "img");
  static final Set<String> SVG_TAGS = Set.of("svg", "g", "path", "rect", "circle", "ellipse",
      "line", "polyline", "polygon", "text", "tspan", "title");
  /** Refused together with everything up to their end tag: their content is not text to show. */
  private static final Set<String> DROPPED_WITH_CONTENT = Set.of("script", "style", "iframe",
      "frameset", "template", "noscript", "noembed", "noframes", "xmp", "plaintext", "textarea",
      "select", "object", "applet", "math", "audio", "video", "foreignobject", "title");
  private static final Set<String> VOID = Set.of("area", "base", "br", "col", "embed", "hr", "img",
      "input", "link", "meta", "param", "source", "track", "wbr", "keygen", "frame", "basefont",
      "bgsound");
  private static final Set<String> PHRASING = Set.of("span", "strong", "em", "b", "i", "u",
      "small", "code", "mark", "sub", "sup", "abbr", "time", "label", "a");
  private static final Set<String> CLOSES_P = Set.of("p", "div", "ul", "ol", "dl", "table", "h1",
      "h2", "h3", "h4", "h5", "h6", "section", "article", "header", "footer", "figure",
      "blockquote", "pre", "hr", "details");
  /** Where whitespace between children is layout only (and a span would be misplaced). */
  private static final Set<String> STRUCTURAL = Set.of("table", "thead", "tbody", "tfoot", "tr",
      "ul", "ol", "dl");
  private static final Set<String> SVG_TEXT = Set.of("text", "tspan", "title");
  private static final Set<String> SVG_VALUES = Set.of("viewbox", "d", "x", "y", "x1", "y1", "x2",
      "y2", "cx", "cy", "r", "rx", "ry", "dx", "dy", "points", "width", "height", "fill", "stroke",
      "stroke-width", "stroke-opacity", "stroke-dasharray", "stroke-linecap", "stroke-linejoin",
      "opacity", "fill-opacity", "transform", "text-anchor", "font-size", "font-weight",
      "dominant-baseline");
  /** data-* attributes the renderer writes itself (events, rows, state, the dashboard scope). */
  private static final Set<String> RESERVED_DATA = Set.of("data-component", "data-type",
      "data-row", "data-event", "data-state", "data-open", "data-dashboard");
  private static final String SVG_NAMESPACE = "http://www.w3.org/2000/svg";
  private static final List<String> IMAGE_PREFIXES = List.of("data:image/png;base64,",
      "data:image/jpeg;base64,", "data:image/gif;base64,", "data:image/webp;base64,");

  private final String src;
  private final String pointer;
  private final Diagnostics diagnostics;
  private final List<Content> roots = new ArrayList<>();
  private final List<Element> open = new ArrayList<>();
  private final Set<String> placeholders = new LinkedHashSet<>();
  /** message → {count, first offset}: one warning per distinct refusal. */
  private final Map<String, int[]> refusals = new LinkedHashMap<>();
  /** Raw text not yet placed: a dropped tag or a comment does not split a text. */
  private final StringBuilder pendingText = new StringBuilder();
  private int pendingAt;
  private int pos;
  private int openPre;

  private Markup(String src, String pointer, Diagnostics diagnostics) {
    this.src = src;
    this.pointer = pointer;
    this.diagnostics = diagnostics;
  }

  /** Parses a template; refusals are reported at {@code pointer}. */
  public static MarkupTemplate parse(String html, String pointer, Diagnostics diagnostics) {
    Markup m = new Markup(html == null ? "" : html, pointer, diagnostics);
    m.run();
    return new MarkupTemplate(m.roots, new ArrayList<>(m.placeholders), pointer);
  }

  private void run() {
    int n = src.length();
    while (pos < n) {
      int lt = src.indexOf('<', pos);
      if (lt < 0) {
        text(src.substring(pos));
        break;
      }
      if (lt > pos) {
        text(src.substring(pos, lt));
      }
      pos = lt;
      markup();
    }
    flushText();
    while (!open.isEmpty()) {
      pop();
    }
    dropLayoutWhitespace(roots, true);
    for (Map.Entry<String, int[]> r : refusals.entrySet()) {
      int[] seen = r.getValue();
      String where = seen[0] == 1 ? " (at character " + seen[1] + ")"
          : " (" + seen[0] + " times, first at character " + seen[1] + ")";
      diagnostics.warning(CODE, pointer, r.getKey() + where);
    }
  }

  // ---- tokenizer ---------------------------------------------------------------------------

  /** At a {@code <}: a comment, a declaration, an end tag, a start tag or a literal '<'. */
  private void markup() {
    int n = src.length();
    int at = pos;
    char next = at + 1 < n ? src.charAt(at + 1) : '\0';
    if (src.startsWith("<!--", at)) {
      int end = src.startsWith(">", at + 4) ? at + 4 : src.startsWith("->", at + 4) ? at + 5
          : src.indexOf("-->", at + 4);
      pos = end < 0 ? n : end + (src.charAt(end) == '>' ? 1 : 3);
    } else if (next == '!' || next == '?') {
      skipPast('>'); // doctype, CDATA, processing instruction: a bogus comment
    } else if (next == '/') {
      char first = at + 2 < n ? src.charAt(at + 2) : '\0';
      if (isLetter(first)) {
        pos = at + 2;
        String name = tagName();
        if (attributes() != null) {
          endTag(name);
        }
      } else {
        skipPast('>');
      }
    } else if (isLetter(next)) {
      pos = at + 1;
      String name = tagName();
      List<String> attributes = attributes();
      if (attributes == null) {
        refuse("a tag never closed with '>' is dropped: <" + CssFilter.snippet(name), at);
        return;
      }
      boolean selfClosing = attributes.size() % 2 == 1;
      startTag(name, selfClosing ? attributes.subList(0, attributes.size() - 1) : attributes,
          selfClosing, at);
    } else {
      text("<");
      pos = at + 1;
    }
  }

  private void skipPast(char c) {
    int end = src.indexOf(c, pos);
    pos = end < 0 ? src.length() : end + 1;
  }

  private String tagName() {
    int start = pos;
    while (pos < src.length() && !isSpace(src.charAt(pos)) && src.charAt(pos) != '/'
        && src.charAt(pos) != '>') {
      pos++;
    }
    return CaseFold.fold(src.substring(start, pos));
  }

  /**
   * The attributes up to and past the tag's {@code >} as raw name, value pairs (a trailing
   * marker element when the tag closes with {@code />}), or null when the input ends first.
   */
  private List<String> attributes() {
    List<String> out = new ArrayList<>();
    int n = src.length();
    boolean selfClosing = false;
    while (true) {
      while (pos < n && isSpace(src.charAt(pos))) {
        pos++;
      }
      if (pos >= n) {
        return null;
      }
      char c = src.charAt(pos);
      if (c == '>') {
        pos++;
        break;
      }
      if (c == '/') {
        pos++;
        selfClosing = pos < n && src.charAt(pos) == '>';
        continue;
      }
      int start = pos;
      pos++;
      while (pos < n && !isSpace(src.charAt(pos)) && "/>=".indexOf(src.charAt(pos)) < 0) {
        pos++;
      }
      String name = CaseFold.fold(src.substring(start, pos));
      while (pos < n && isSpace(src.charAt(pos))) {
        pos++;
      }
      String value = "";
      if (pos < n && src.charAt(pos) == '=') {
        pos++;
        while (pos < n && isSpace(src.charAt(pos))) {
          pos++;
        }
        if (pos < n && (src.charAt(pos) == '"' || src.charAt(pos) == '\'')) {
          int close = src.indexOf(src.charAt(pos), pos + 1);
          if (close < 0) {
            pos = n;
            return null;
          }
          value = src.substring(pos + 1, close);
          pos = close + 1;
        } else {
          int vs = pos;
          while (pos < n && !isSpace(src.charAt(pos)) && src.charAt(pos) != '>') {
            pos++;
          }
          value = src.substring(vs, pos);
        }
      }
      selfClosing = false;
      out.add(name);
      out.add(value);
    }
    if (selfClosing) {
      out.add("/");
    }
    return out;
  }

  // ---- tree building -----------------------------------------------------------------------

  private void startTag(String tag, List<String> rawAttributes, boolean selfClosing, int at) {
    boolean inSvg = !open.isEmpty() && top().svg;
    if (DROPPED_WITH_CONTENT.contains(tag) && !(inSvg && tag.equals("title"))) {
      dropThroughEndTag(tag);
      refuse("<" + tag + "> is not allowed: dropped with its content", at);
      return;
    }
    boolean allowed = inSvg ? SVG_TAGS.contains(tag)
        : HTML_TAGS.contains(tag) || tag.equals("svg");
    if (!allowed) {
      String why = inSvg ? "<" + CssFilter.snippet(tag) + "> is not allowed inside <svg>"
          : SVG_TAGS.contains(tag) ? "<" + tag + "> is only allowed inside <svg>"
          : "<" + CssFilter.snippet(tag) + "> is not allowed";
      refuse(why + (VOID.contains(tag) || selfClosing ? ": dropped" : ": dropped, its content "
          + "kept"), at);
      return;
    }
    int cut = impliedEnd(tag);
    if ((cut >= 0 ? cut : open.size()) >= MAX_DEPTH) {
      refuse("elements nested deeper than " + MAX_DEPTH + " are dropped, their content kept", at);
      return;
    }
    flushText();
    while (cut >= 0 && open.size() > cut) {
      pop();
    }
    boolean svg = inSvg || tag.equals("svg");
    Element e = new Element(tag, svg);
    for (int i = 0; i < rawAttributes.size(); i += 2) {
      attribute(e, rawAttributes.get(i), rawAttributes.get(i + 1), at);
    }
    if (tag.equals("img") && !hasAttribute(e, "src")) {
      refuse("<img> without an allowed src (a data:image/png, jpeg, gif or webp base64 URL) is "
          + "dropped", at);
      return;
    }
    append(e);
    if (!VOID.contains(tag) && !selfClosing) {
      open.add(e);
      if (tag.equals("pre")) {
        openPre++;
      }
    }
  }

  private static boolean hasAttribute(Element e, String name) {
    for (Attribute a : e.attributes) {
      if (a.name().equals(name)) {
        return true;
      }
    }
    return false;
  }

  /** Skips a refused element's content up to and past its end tag (or to the end). */
  private void dropThroughEndTag(String tag) {
    if (tag.equals("plaintext")) {
      pos = src.length();
      return;
    }
    int end = indexOfIgnoreCase("</" + tag, pos);
    if (end < 0) {
      pos = src.length();
      return;
    }
    pos = end + 2 + tag.length();
    skipPast('>');
  }

  private void endTag(String tag) {
    for (int i = open.size() - 1; i >= 0; i--) {
      if (open.get(i).tag.equals(tag)) {
        flushText();
        while (open.size() > i) {
          pop();
        }
        return;
      }
    }
    // A stray end tag closes nothing, as in browsers.
  }

  /**
   * The end tags HTML implies before a start tag (a list item closes the previous one, a block
   * closes an open paragraph): the number of open elements to keep, or -1 for no change.
   */
  private int impliedEnd(String tag) {
    return switch (tag) {
      case "li" -> nearest(Set.of("li"), Set.of());
      case "dt", "dd" -> nearest(Set.of("dt", "dd"), Set.of());
      case "td", "th" -> nearest(Set.of("td", "th"), Set.of());
      case "tr" -> nearest(Set.of("tr"), Set.of("td", "th"));
      case "thead", "tbody", "tfoot" -> nearest(Set.of("thead", "tbody", "tfoot"),
          Set.of("tr", "td", "th"));
      default -> CLOSES_P.contains(tag) && !open.isEmpty() && top().tag.equals("p")
          ? open.size() - 1 : -1;
    };
  }

  /** Index of the nearest open target, looking through inline elements and {@code through}. */
  private int nearest(Set<String> targets, Set<String> through) {
    for (int i = open.size() - 1; i >= 0; i--) {
      String t = open.get(i).tag;
      if (targets.contains(t)) {
        return i;
      }
      if (!PHRASING.contains(t) && !t.equals("p") && !through.contains(t)) {
        return -1;
      }
    }
    return -1;
  }

  private Element top() {
    return open.get(open.size() - 1);
  }

  private void pop() {
    Element e = open.remove(open.size() - 1);
    dropLayoutWhitespace(e.children, STRUCTURAL.contains(e.tag) || e.svg
        && !SVG_TEXT.contains(e.tag));
    if (e.tag.equals("pre")) {
      openPre--;
    }
  }

  /**
   * Whitespace-only text between elements is source indentation, not content: dropped when it
   * spans lines (everywhere in layout containers), kept inside {@code pre}.
   */
  private void dropLayoutWhitespace(List<Content> children, boolean all) {
    if (openPre > 0) {
      return;
    }
    boolean hasElement = false;
    for (Content c : children) {
      hasElement |= c instanceof Element;
    }
    if (!hasElement) {
      return;
    }
    List<Content> kept = new ArrayList<>(children.size());
    for (Content c : children) {
      if (c instanceof Text t && isLayoutWhitespace(t, all)) {
        continue;
      }
      kept.add(c);
    }
    children.clear();
    children.addAll(kept);
  }

  private static boolean isLayoutWhitespace(Text t, boolean all) {
    if (t.parts().size() != 1 || t.parts().get(0).literal() == null) {
      return false;
    }
    String s = t.parts().get(0).literal();
    boolean line = false;
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (!isSpace(c)) {
        return false;
      }
      line |= c == '\n' || c == '\r';
    }
    return all || line;
  }

  private void append(Content c) {
    if (open.isEmpty()) {
      roots.add(c);
    } else {
      top().children.add(c);
    }
  }

  private void text(String raw) {
    if (pendingText.length() == 0) {
      pendingAt = pos;
    }
    pendingText.append(raw);
  }

  /** Places the pending text in the open element (or at the top level). */
  private void flushText() {
    if (pendingText.length() == 0) {
      return;
    }
    String raw = pendingText.toString();
    pendingText.setLength(0);
    Element parent = open.isEmpty() ? null : top();
    if (parent != null && parent.svg && !SVG_TEXT.contains(parent.tag)) {
      if (!raw.trim().isEmpty()) {
        refuse("text directly inside <" + parent.tag + "> is not drawn: dropped (put it in "
            + "<text>)", pendingAt);
      }
      return;
    }
    List<Part> parts = parts(raw);
    if (!parts.isEmpty()) {
      usePlaceholders(parts);
      (parent == null ? roots : parent.children).add(new Text(parts));
    }
  }

  private void usePlaceholders(List<Part> parts) {
    for (Part p : parts) {
      if (p.field() != null) {
        placeholders.add(p.field());
      }
    }
  }

  /** Literal text (entities decoded) and {@code {{placeholder}}} names of a raw text. */
  private List<Part> parts(String raw) {
    List<Part> out = new ArrayList<>();
    int from = 0;
    for (TemplatePlaceholders.Placeholder p : TemplatePlaceholders.in(raw)) {
      String name = decodeEntities(p.path()).trim();
      if (name.isEmpty()) {
        continue;
      }
      if (p.start() > from) {
        out.add(Part.text(decodeEntities(raw.substring(from, p.start()))));
      }
      out.add(Part.placeholder(name));
      from = p.end();
    }
    if (from < raw.length()) {
      out.add(Part.text(decodeEntities(raw.substring(from))));
    }
    return merge(out);
  }

  private static List<Part> merge(List<Part> parts) {
    List<Part> out = new ArrayList<>(parts.size());
    for (Part p : parts) {
      int last = out.size() - 1;
      if (p.literal() != null && last >= 0 && out.get(last).literal() != null) {
        out.set(last, Part.text(out.get(last).literal() + p.literal()));
      } else if (p.literal() == null || !p.literal().isEmpty()) {
        out.add(p);
      }
    }
    return out;
  }

  // ---- attributes --------------------------------------------------------------------------

  private void attribute(Element e, String name, String raw, int at) {
    String where = " on <" + e.tag + ">";
    if (name.startsWith("on")) {
      refuse("event attribute '" + CssFilter.snippet(name) + "'" + where + " dropped", at);
      return;
    }
    if (name.equals("xmlns") && e.tag.equals("svg") && raw.trim().equals(SVG_NAMESPACE)) {
      return; // the painter creates SVG elements in their namespace anyway
    }
    if (RESERVED_DATA.contains(name)) {
      refuse("attribute '" + name + "'" + where + " belongs to the renderer: dropped", at);
      return;
    }
    Kind kind = kind(e, name);
    if (kind == null) {
      refuse("attribute '" + CssFilter.snippet(name) + "'" + where + " is not allowed: dropped",
          at);
      return;
    }
    for (Attribute a : e.attributes) {
      if (a.name().equals(outputName(name))) {
        refuse("duplicate attribute '" + name + "'" + where + ": the first is kept", at);
        return;
      }
    }
    List<Part> parts = parts(raw);
    StringBuilder literal = new StringBuilder();
    boolean filled = false;
    for (Part p : parts) {
      if (p.literal() != null) {
        literal.append(p.literal());
      } else {
        filled = true;
      }
    }
    String value = literal.toString();
    String bad = switch (kind) {
      case TEXT -> refusedText(value);
      case VALUE -> refusedValue(value);
      case STYLE -> null;
      case URL -> filled ? "a {{placeholder}} (a URL never comes from data)"
          : refusedUrl(e.tag, value);
    };
    if (bad != null) {
      String shown = kind == Kind.URL && !filled ? " '" + CssFilter.snippet(value.trim()) + "'"
          : "";
      refuse("attribute '" + name + "'" + shown + where + " holds " + bad + ": dropped", at);
      return;
    }
    if (kind == Kind.STYLE) {
      if (filled) {
        StringBuilder probe = new StringBuilder();
        for (Part p : parts) {
          probe.append(p.literal() != null ? p.literal() : "0");
        }
        CssFilter.declarations(probe.toString(), pointer, diagnostics);
      } else {
        String css = CssFilter.declarations(value, pointer, diagnostics);
        if (css.isEmpty()) {
          return;
        }
        parts = List.of(Part.text(css));
      }
    } else if (kind == Kind.URL) {
      parts = List.of(Part.text(e.tag.equals("img") ? withoutSpaces(value) : value.trim()));
    }
    usePlaceholders(parts);
    e.attributes.add(new Attribute(outputName(name), kind, parts));
  }

  /** How an attribute is treated on this element, or null when it is not allowed there. */
  private static Kind kind(Element e, String name) {
    switch (name) {
      case "class", "title", "role" -> {
        return Kind.TEXT;
      }
      case "style" -> {
        return Kind.STYLE;
      }
      default -> { }
    }
    if (name.startsWith("aria-") || name.startsWith("data-")) {
      return isDashedName(name.substring(5)) ? Kind.TEXT : null;
    }
    if (e.svg) {
      return SVG_VALUES.contains(name) ? Kind.VALUE : null;
    }
    return switch (name) {
      case "align", "width", "height" -> Kind.VALUE;
      case "colspan", "rowspan" -> e.tag.equals("td") || e.tag.equals("th") ? Kind.VALUE : null;
      case "value", "max", "min" -> e.tag.equals("progress") || e.tag.equals("meter") ? Kind.VALUE
          : null;
      case "low", "high", "optimum" -> e.tag.equals("meter") ? Kind.VALUE : null;
      case "open" -> e.tag.equals("details") ? Kind.VALUE : null;
      case "datetime" -> e.tag.equals("time") ? Kind.VALUE : null;
      case "href" -> e.tag.equals("a") ? Kind.URL : null;
      case "src" -> e.tag.equals("img") ? Kind.URL : null;
      case "alt" -> e.tag.equals("img") ? Kind.TEXT : null;
      default -> null;
    };
  }

  /** The DOM's spelling: SVG attribute names are case-sensitive. */
  private static String outputName(String name) {
    return name.equals("viewbox") ? "viewBox" : name;
  }

  private static boolean isDashedName(String s) {
    if (s.isEmpty()) {
      return false;
    }
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (!(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-' || c == '_' || c == '.')) {
        return false;
      }
    }
    return true;
  }

  /**
   * Why a text attribute's literal is refused: a script scheme or {@code url(} anywhere. A text
   * attribute is never fetched, so {@code data:} is not refused there ("Data: 2024" in a title).
   */
  private static String refusedText(String value) {
    String folded = CssFilter.folded(value);
    for (String token : new String[] {"javascript:", "vbscript:", "url("}) {
      if (folded.contains(token)) {
        return "'" + token + "'";
      }
    }
    return null;
  }

  /**
   * Why a value the browser interprets (a size, SVG geometry or paint, which browsers parse as
   * CSS) is refused, or null.
   */
  static String refusedValue(String value) {
    String folded = CssFilter.folded(value);
    for (String token : new String[] {"javascript:", "vbscript:", "data:", "url("}) {
      if (folded.contains(token)) {
        return "'" + token + "'";
      }
    }
    String css = CssFilter.refusedToken(value);
    return css == null ? null : "'" + css + "'";
  }

  /** Why a link or image URL is refused: only {@code #fragment} links and inline images. */
  private static String refusedUrl(String tag, String value) {
    if (tag.equals("a")) {
      String folded = CssFilter.folded(value);
      if (!folded.startsWith("#")) {
        return "a URL that is not a #fragment (no navigation)";
      }
      return refusedValue(value);
    }
    String url = withoutSpaces(value);
    for (String prefix : IMAGE_PREFIXES) {
      if (url.length() >= prefix.length()
          && CaseFold.fold(url.substring(0, prefix.length())).equals(prefix)) {
        for (int i = prefix.length(); i < url.length(); i++) {
          char c = url.charAt(i);
          if (!(isLetter(c) || c >= '0' && c <= '9' || c == '+' || c == '/' || c == '=')) {
            return "a character that is not base64";
          }
        }
        return null;
      }
    }
    return "a URL that is not an inline data:image/png, jpeg, gif or webp base64 image";
  }

  private static String withoutSpaces(String s) {
    StringBuilder out = new StringBuilder(s.length());
    for (int i = 0; i < s.length(); i++) {
      if (!isSpace(s.charAt(i))) {
        out.append(s.charAt(i));
      }
    }
    return out.toString();
  }

  // ---- characters --------------------------------------------------------------------------

  /**
   * Text with {@code &amp; &lt; &gt; &quot; &apos; &nbsp; &#NN; &#xNN;} decoded (numeric
   * references without their ';' too, as browsers read them); other ampersands stay literal.
   */
  static String decodeEntities(String s) {
    int amp = s.indexOf('&');
    if (amp < 0) {
      return s;
    }
    StringBuilder out = new StringBuilder(s.length());
    out.append(s, 0, amp);
    int n = s.length();
    int i = amp;
    while (i < n) {
      char c = s.charAt(i);
      if (c != '&') {
        out.append(c);
        i++;
        continue;
      }
      if (i + 1 < n && s.charAt(i + 1) == '#') {
        i = numericReference(s, i, out);
        continue;
      }
      String named = null;
      int length = 0;
      for (String[] entity : NAMED) {
        if (s.startsWith(entity[0], i + 1)) {
          named = entity[1];
          length = entity[0].length();
          break;
        }
      }
      if (named != null) {
        out.append(named);
        i += 1 + length;
      } else {
        out.append('&');
        i++;
      }
    }
    return out.toString();
  }

  private static final String[][] NAMED = {{"amp;", "&"}, {"lt;", "<"}, {"gt;", ">"},
      {"quot;", "\""}, {"apos;", "'"}, {"nbsp;", "\u00A0"}};

  /** Decodes {@code &#...} at {@code i} into out; returns the index after it. */
  private static int numericReference(String s, int i, StringBuilder out) {
    int n = s.length();
    int j = i + 2;
    boolean hex = j < n && (s.charAt(j) == 'x' || s.charAt(j) == 'X');
    if (hex) {
      j++;
    }
    int start = j;
    int cp = 0;
    while (j < n) {
      int d = digit(s.charAt(j), hex);
      if (d < 0) {
        break;
      }
      // Past the largest code point the value stops growing: no overflow, still linear.
      cp = cp > 0x10FFFF ? cp : cp * (hex ? 16 : 10) + d;
      j++;
    }
    if (j == start) {
      out.append(s, i, j);
      return j;
    }
    if (j < n && s.charAt(j) == ';') {
      j++;
    }
    boolean valid = cp > 0 && cp <= 0x10FFFF && !(cp >= 0xD800 && cp <= 0xDFFF);
    CssFilter.appendCodePoint(out, valid ? cp : 0xFFFD);
    return j;
  }

  private static int digit(char c, boolean hex) {
    if (c >= '0' && c <= '9') {
      return c - '0';
    }
    if (hex && c >= 'a' && c <= 'f') {
      return c - 'a' + 10;
    }
    if (hex && c >= 'A' && c <= 'F') {
      return c - 'A' + 10;
    }
    return -1;
  }

  private int indexOfIgnoreCase(String needle, int from) {
    int n = src.length();
    int m = needle.length();
    for (int i = from; i + m <= n; i++) {
      int k = 0;
      while (k < m && lowerAscii(src.charAt(i + k)) == needle.charAt(k)) {
        k++;
      }
      if (k == m) {
        return i;
      }
    }
    return -1;
  }

  private static char lowerAscii(char c) {
    return c >= 'A' && c <= 'Z' ? (char) (c + 32) : c;
  }

  private static boolean isLetter(char c) {
    return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z';
  }

  private static boolean isSpace(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f';
  }

  private void refuse(String message, int at) {
    int[] seen = refusals.get(message);
    if (seen == null) {
      refusals.put(message, new int[] {1, at});
    } else {
      seen[0]++;
    }
  }
}
