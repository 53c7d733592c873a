package hyperpbi.e2e;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserType;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.Playwright;
import com.microsoft.playwright.assertions.LocatorAssertions;
import hyperpbi.web.Launcher;
import hyperpbi.web.PlaygroundServer;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * The playground served in-process by the launcher and Debian's Chromium driven by Playwright
 * (its driver on the machine's Node, never a downloaded browser); one per test class.
 */
final class Chromium implements AutoCloseable {
  private static final List<String> ARGS = List.of("--no-sandbox", "--disable-gpu",
      "--disable-background-networking", "--disable-component-update", "--disable-sync",
      "--no-first-run");

  /** Where the run's screenshots go (Maven runs the tests in the module's directory). */
  private static final Path SCREENSHOTS = Path.of("target", "screenshots");

  final PlaygroundServer server;
  final Playwright playwright;
  final Browser browser;

  private Chromium(PlaygroundServer server, Playwright playwright, Browser browser) {
    this.server = server;
    this.playwright = playwright;
    this.browser = browser;
  }

  static Chromium start() throws IOException {
    return launch(Launcher.start(0));
  }

  /** Chromium without the playground (pages served by the test itself, e.g. the Power BI host). */
  static Chromium startWithoutPlayground() throws IOException {
    return launch(null);
  }

  private static Chromium launch(PlaygroundServer server) throws IOException {
    Path chromium = Path.of(System.getProperty("hyperpbi.chromium", "/usr/bin/chromium"));
    assertTrue(Files.isExecutable(chromium), "Chromium not found at " + chromium
        + ": install it with `apt-get install -y chromium` (./hyperpbi test does this)");
    String tmp = System.getProperty("playwright.driver.tmpdir");
    if (tmp != null) {
      Files.createDirectories(Path.of(tmp)); // Playwright unpacks its driver there
    }
    Path node = nodeOnPath();
    // Playwright's driver runs on the machine's Node; driver-bundle is excluded in the pom.
    System.setProperty("playwright.nodejs.path", node.toString());
    Playwright playwright = Playwright.create(new Playwright.CreateOptions().setEnv(Map.of(
        "PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD", "1", "PLAYWRIGHT_NODEJS_PATH", node.toString())));
    Browser browser = playwright.chromium().launch(new BrowserType.LaunchOptions()
        .setExecutablePath(chromium).setArgs(ARGS).setHeadless(true));
    return new Chromium(server, playwright, browser);
  }

  /** Opens a playground page (path and query) and waits until it has evaluated. */
  void open(Page page, String query) {
    page.navigate(server.url() + query);
    awaitDone(page);
  }

  /** Waits until the page's status says it has evaluated (the engines load in seconds). */
  static void awaitDone(Page page) {
    assertThat(page.getByTestId("status")).hasAttribute("data-state", "done",
        new LocatorAssertions.HasAttributeOptions().setTimeout(30_000));
  }

  /** The studio's editor: CodeMirror's content element (or the plain text area before it). */
  static Locator editor(Page page) {
    return page.locator("[data-testid=editor] .cm-content, [data-testid=spec-text]").first();
  }

  /** Pastes a specification into the studio's editor and evaluates it at once (Run). */
  static void evaluate(Page page, String spec) {
    editor(page).fill(spec);
    page.getByTestId("evaluate").click();
    awaitDone(page);
  }

  /** A new page whose console errors and uncaught exceptions go to {@code errors}. */
  static Page recordingErrors(Page page, List<String> errors) {
    page.onConsoleMessage(m -> {
      if (m.type().equals("error")) {
        errors.add(m.text());
      }
    });
    page.onPageError(errors::add);
    return page;
  }

  /**
   * Saves the dashboard (its root element) as target/screenshots/NAME.png; overlays placed
   * against the window (modals, toasts) need {@link #screenshotWindow} instead.
   */
  static Path screenshot(Page page, String name) {
    Path file = SCREENSHOTS.resolve(name + ".png");
    page.locator("[data-dashboard]").screenshot(new Locator.ScreenshotOptions().setPath(file));
    return file;
  }

  /** Saves what the window shows as target/screenshots/NAME.png. */
  static Path screenshotWindow(Page page, String name) {
    Path file = SCREENSHOTS.resolve(name + ".png");
    page.screenshot(new Page.ScreenshotOptions().setPath(file));
    return file;
  }

  private static Path nodeOnPath() {
    for (String dir : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
      Path candidate = Path.of(dir, "node");
      if (Files.isExecutable(candidate)) {
        return candidate;
      }
    }
    throw new AssertionError("node is not on PATH; Playwright's driver needs it");
  }

  @Override
  public void close() {
    if (browser != null) {
      browser.close();
    }
    if (playwright != null) {
      playwright.close();
    }
    if (server != null) {
      server.close();
    }
  }
}
