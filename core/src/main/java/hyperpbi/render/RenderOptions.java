package hyperpbi.render;

/**
 * What the host says about where the dashboard is drawn: the viewport in CSS pixels, the theme
 * (its palette already the host's when it has one) and the locale numbers and dates are
 * formatted in (BCP 47, {@code en-US} by default).
 */
public record RenderOptions(double width, double height, Theme theme, String locale) {
  public static final double DEFAULT_WIDTH = 1280;
  public static final double DEFAULT_HEIGHT = 800;

  public static RenderOptions defaults() {
    return new RenderOptions(DEFAULT_WIDTH, DEFAULT_HEIGHT, Theme.light(), "en-US");
  }
}
