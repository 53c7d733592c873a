package hyperpbi.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.eclipsesource.json.Json;
import hyperpbi.diagnostic.Diagnostic;
import hyperpbi.diagnostic.Diagnostics;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class CssFilterTest {
  private static final String S = "[data-dashboard=\"d1\"]";

  private record Out(String css, Diagnostics diagnostics) {
    String messages() {
      StringBuilder out = new StringBuilder();
      for (Diagnostic d : diagnostics.sorted()) {
        out.append(d.code()).append(' ').append(d.path()).append(": ").append(d.message())
            .append('\n');
      }
      return out.toString();
    }
  }

  private static Out sheet(String css) {
    Diagnostics d = new Diagnostics();
    return new Out(CssFilter.stylesheet(css, S, "/css", d), d);
  }

  private static Out styles(String json) {
    Diagnostics d = new Diagnostics();
    return new Out(CssFilter.styles(Json.parse(json), S, "/styles", d), d);
  }

  @Test
  void rulesAreScopedAndNormalized() {
    Out o = sheet("/* theme */\n.kpi-value {\n  color: #c00;\n  font-size:   28px\n}\n"
        + ".a, .b > c { margin: 0 4px !important; }\n\n;;");
    assertEquals(S + " .kpi-value{color:#c00;font-size:28px}\n"
        + S + " .a," + S + " .b > c{margin:0 4px !important}", o.css);
    assertEquals("", o.messages());
  }

  @Test
  void rootHtmlAndBodyAreTheDashboardItself() {
    Out o = sheet(":root{color:red} body .x{color:blue} html body{padding:0} "
        + "BODY.dark .y{color:#fff} html > .z{margin:0} bodyish{color:red} .a ~ .b{color:red} "
        + "body .a + .b{color:red}");
    assertEquals(S + "{color:red}\n" + S + " .x{color:blue}\n" + S + "{padding:0}\n"
        + S + ".dark .y{color:#fff}\n" + S + " > .z{margin:0}\n" + S + " bodyish{color:red}\n"
        + S + " .a ~ .b{color:red}\n" + S + " .a + .b{color:red}", o.css);
    assertEquals("", o.messages());
  }

  @Test
  void aSelectorListSplitsOnlyOnTopLevelCommas() {
    Out o = sheet(".a:is(.b, .c), [title=\"x,y\"] , .d{color:red}");
    assertEquals(S + " .a:is(.b, .c)," + S + " [title=\"x,y\"]," + S + " .d{color:red}", o.css);
  }

  @Test
  void mediaAndSupportsKeepTheirRulesFilteredAndScoped() {
    Out o = sheet("@media (max-width: 600px) { .a { display: none; content: 'x' } "
        + "@supports (display: grid) { .g { display: grid } } }");
    assertEquals("@media (max-width: 600px){\n" + S + " .a{display:none}\n"
        + "@supports (display: grid){\n" + S + " .g{display:grid}\n}\n}", o.css);
    assertTrue(o.messages().contains("property 'content' is not allowed"), o.messages());
  }

  /** Hostile CSS, each with what the diagnostic must name. */
  static Stream<Arguments> refusals() {
    return Stream.of(
        Arguments.of("@import url(http://evil.example/x.css);", "@import"),
        Arguments.of("@import 'x.css'; .a{color:red}", "@import"),
        Arguments.of("@\\69mport 'x.css';", "@import"),
        Arguments.of("@font-face { font-family: x; src: url(http://evil.example/f.woff) }",
            "@font-face"),
        Arguments.of("@namespace svg url(http://www.w3.org/2000/svg);", "@namespace"),
        Arguments.of("@charset \"utf-8\";", "@charset"),
        Arguments.of("@keyframes spin { from { transform: rotate(0) } }", "@keyframes"),
        Arguments.of("@page { margin: 0 }", "@page"),
        Arguments.of("@media url(x) { .a { color: red } }", "'url('"),
        Arguments.of(".a { background: url(http://evil.example/track.png) }", "'background'"),
        Arguments.of(".a { background: URL( 'x' ) }", "'url('"),
        Arguments.of(".a { background: \\75 rl(x) }", "'url('"),
        Arguments.of(".a { background: \\000075rl(x) }", "'url('"),
        Arguments.of(".a { background: u\\rl(x) }", "'url('"),
        Arguments.of(".a { background: \\55\\52\\4c(x) }", "'url('"),
        Arguments.of(".a { background: u/**/rl(x) }", "'url('"),
        Arguments.of(".a { background-image: image-set('x.png' 1x) }", "'image-set('"),
        Arguments.of(".a { background-image: -webkit-image-set('x.png' 1x) }", "'image-set('"),
        Arguments.of(".a { background: src('x.png') }", "'src('"),
        Arguments.of(".a { background: -moz-element(#secret) }", "'element('"),
        Arguments.of(".a { width: expression(alert(1)) }", "'expression('"),
        Arguments.of(".a { width: e\\xpression(alert(1)) }", "'expression('"),
        Arguments.of(".a { color: javascript:alert(1) }", "'javascript:'"),
        Arguments.of(".a { behavior: url(x.htc) }", "'behavior'"),
        Arguments.of(".a { -moz-binding: url(x.xml#x) }", "'-moz-binding'"),
        Arguments.of(".a { b\\65havior: url(x.htc) }", "'behavior'"),
        Arguments.of(".a { font-family: '</style><script>alert(1)</script>' }", "'<'"),
        Arguments.of(".a { font-family: '\\3c/style>' }", "'<'"),
        Arguments.of("</style><script>alert(1)</script>", "</style>"),
        Arguments.of(".a { position: fixed; top: 0 }", "position: fixed"),
        Arguments.of(".a { position: FIXED !important }", "position: fixed"),
        Arguments.of(".a { position: \\66ixed }", "position: fixed"),
        Arguments.of(".a { content: 'x' }", "'content'"),
        Arguments.of(".a { animation: spin 1s }", "'animation'"),
        Arguments.of(".a { --x: url(x) }", "'--x'"),
        Arguments.of("body ~ div { color: red }", "reaches outside the dashboard"),
        Arguments.of(":root + .x { color: red }", "reaches outside the dashboard"),
        Arguments.of("html:not(.x) ~ p { color: red }", "reaches outside the dashboard"),
        Arguments.of("body.dark+div { color: red }", "reaches outside the dashboard"),
        Arguments.of("~ p { color: red }", "reaches outside the dashboard"),
        Arguments.of(".a { color: red; .b { color: blue } }", "nested rule"),
        Arguments.of(".a { filter: url(#f) }", "'filter'"),
        Arguments.of(".a { cursor: url(x.cur), auto }", "'url('"),
        Arguments.of(".a { list-style: url(x.png) }", "'url('"),
        Arguments.of(".a { border-image: url(x.png) 30 }", "'url('"));
  }

  @ParameterizedTest
  @MethodSource("refusals")
  void hostileCssIsRefusedAndSaid(String css, String named) {
    Out o = sheet(css);
    assertSafe(o.css);
    assertTrue(o.messages().contains("UNSAFE_CSS /css: "), o.messages());
    assertTrue(o.messages().contains(named), "expected " + named + " in\n" + o.messages());
  }

  @Test
  void theCorpusHoldsAtLeastFortyVectors() {
    assertTrue(refusals().count() >= 40);
  }

  private static void assertSafe(String css) {
    String lower = css.toLowerCase(Locale.ROOT);
    for (String bad : List.of("url(", "@import", "<", "expression(", "javascript:", "image-set(",
        "behavior", "binding", "fixed", "@font-face", "@keyframes")) {
      assertFalse(lower.contains(bad), bad + " in " + css);
    }
  }

  @Test
  void theRestOfARuleSurvivesARefusedDeclaration() {
    Out o = sheet(".a { color: red; background: url(x); position: relative; top: 2px }");
    assertEquals(S + " .a{color:red;position:relative;top:2px}", o.css);
  }

  @Test
  void brokenCssEndsWithoutHangingOrLeaking() {
    assertEquals(S + " .a{color:red}", sheet(".a { color: red").css);
    Out open = sheet(".a { color: red; font-family: \"Segoe UI }");
    assertEquals(S + " .a{color:red}", open.css);
    assertTrue(open.messages().contains("property 'font-family' holds a string never closed"),
        open.messages());
    assertEquals(S + " .b{color:blue}", sheet("}}} .b { color: blue }").css);
    assertEquals("", sheet(".a {").css);
    assertEquals("", sheet(".a").css);
    assertEquals("", sheet("/* open comment .a{color:red}").css);
    assertEquals(S + " .a{color:red}", sheet(".a{color:red}/* open").css);
    assertEquals("@media print{\n" + S + " .a{color:red}\n}", sheet("@media print { .a{color:red}")
        .css);
    // A string broken by a line break leaves its block open: what follows is inside it, as in
    // browsers, and said.
    Out broken = sheet(".a { font-family: \"Segoe UI }\n.b { color: red }\n.c{color:blue}");
    assertEquals("", broken.css);
    assertTrue(broken.messages().contains("nested rule dropped: font-family: \"Segoe UI }"),
        broken.messages());
    Out junk = sheet("@import x } .b{color:blue}");
    assertEquals(S + " .b{color:blue}", junk.css);
  }

  @Test
  void hugeAndDeepInputIsLinearAndBounded() {
    // Quadratic work on any of these would take minutes; linear work takes well under a second.
    String[] inputs = {"{".repeat(200_000), "}".repeat(50_000), "@media x{".repeat(50_000),
        ".a{".repeat(50_000), "\"".repeat(200_000), "/*".repeat(100_000), "\\".repeat(200_000),
        "html ".repeat(50_000) + "{color:red}", ".a{color:red}".repeat(20_000),
        "a,".repeat(100_000) + "b{color:red}", ":is(".repeat(100_000) + "{color:red}",
        "'".repeat(100_000) + "\n".repeat(100_000)};
    for (String input : inputs) {
      Out o = assertTimeoutPreemptively(Duration.ofSeconds(30), () -> sheet(input));
      assertSafe(o.css);
    }
    Out deep = sheet("@media print{".repeat(20) + ".a{color:red}" + "}".repeat(20));
    assertTrue(deep.messages().contains("nested deeper than 8"), deep.messages());
  }

  @Test
  void stylesObjectIsSelectorToDeclarations() {
    Out o = styles("{\".kpi-value\": {\"color\": \"#c00\", \"font-size\": \"28px\"}, "
        + "\"body\": {\"margin\": 0}, \".x\": {\"opacity\": 0.5, \"background\": \"url(x)\"}, "
        + "\"@media (max-width: 600px)\": {\".kpi\": {\"display\": \"none\"}}, "
        + "\".y\": {\"color\": \"red; position: fixed\"}, \".z\": \"color: red\", "
        + "\"@import x\": {}, \".w\": {\"color\": true}}");
    assertEquals(S + " .kpi-value{color:#c00;font-size:28px}\n" + S + "{margin:0}\n"
        + S + " .x{opacity:0.5}\n@media (max-width: 600px){\n" + S + " .kpi{display:none}\n}",
        o.css);
    String m = o.messages();
    assertTrue(m.contains("UNSAFE_CSS /styles/.x/background: property 'background' holds 'url('"),
        m);
    assertTrue(m.contains("UNSAFE_CSS /styles/.y/color: the value of 'color' holds ';'"), m);
    assertTrue(m.contains("UNSAFE_CSS /styles/.z: the declarations of '.z' must be an object"), m);
    assertTrue(m.contains("UNSAFE_CSS /styles/@import x: at-rule '@import x'"), m);
    assertTrue(m.contains("UNSAFE_CSS /styles/.w/color: the value of 'color' must be a string or "
        + "a number"), m);
  }

  @Test
  void aComponentStyleIsAnObjectOrADeclarationList() {
    Diagnostics d = new Diagnostics();
    assertEquals("color:#c00;font-size:28px", CssFilter.declarations(
        Json.parse("{\"color\": \"#c00\", \"font-size\": \"28px\", \"content\": \"'x'\"}"),
        "/components/0/style", d));
    assertEquals("color:#c00;padding:4px 8px", CssFilter.declarations(
        Json.parse("\"color: #c00; padding: 4px  8px; position: fixed\""), "/components/1/style",
        d));
    assertEquals("", CssFilter.declarations(Json.parse("[1]"), "/components/2/style", d));
    List<String> paths = d.sorted().stream().map(Diagnostic::path).toList();
    assertEquals(List.of("/components/0/style/content", "/components/1/style",
        "/components/2/style"), paths);
  }

  @Test
  void theOutputIsDeterministic() {
    String css = ".b{color:red} .a{color:blue} @media print{.c{display:none}}";
    assertEquals(sheet(css).css, sheet(css).css);
    assertEquals(S + " .b{color:red}\n" + S + " .a{color:blue}\n@media print{\n" + S
        + " .c{display:none}\n}", sheet(css).css);
  }

  @Test
  void escapesThatHideNothingAreKeptAsWritten() {
    assertEquals(S + " .\\31 0{color:red}", sheet(".\\31 0 { color: red }").css);
    assertEquals(S + " .a{font-family:\"Segoe\\ UI\"}", sheet(".a{font-family:\"Segoe\\ UI\"}")
        .css);
  }
}
