package hyperpbi.render;

import java.util.List;

/**
 * The colours a dashboard is painted with. High contrast follows Power BI's guidance: only
 * foreground, background, selected foreground and hyperlink, with 2 px outlines; its series
 * palette is the foreground alone (marks differ by outline and position, never by hue).
 *
 * @param palette series colours in order (Power BI's default theme unless the host or the
 *     specification gives its own)
 */
public record Theme(String name, String background, String foreground, String muted, String grid,
    String surface, String border, String selected, String hyperlink, List<String> palette,
    boolean highContrast) {

  /** Power BI's default theme colours ("Default" theme, 2023). */
  public static final List<String> POWER_BI = List.of("#118DFF", "#12239E", "#E66C37", "#6B007B",
      "#E044A7", "#744EC2", "#D9B300", "#D64550", "#197278", "#1AAB40");

  /** Power BI's colours with the dark blue and purple lightened to read on a dark card. */
  public static final List<String> DARK_PALETTE = List.of("#118DFF", "#7B8CF0", "#E66C37",
      "#C36FD1", "#E044A7", "#9F84E0", "#D9B300", "#E87078", "#3FB3BA", "#1AAB40");

  public Theme {
    palette = List.copyOf(palette);
  }

  public static Theme light() {
    return new Theme("light", "#FFFFFF", "#252423", "#605E5C", "#E1DFDD", "#FFFFFF", "#C8C6C4",
        "#118DFF", "#0F6CBD", POWER_BI, false);
  }

  public static Theme dark() {
    return new Theme("dark", "#1B1A19", "#F3F2F1", "#C8C6C4", "#3B3A39", "#252423", "#484644",
        "#4CA8FF", "#62ABF5", DARK_PALETTE, false);
  }

  /** Windows' high-contrast black scheme, the one Power BI's own visuals are checked against. */
  public static Theme highContrastBlack() {
    return highContrast("#FFFFFF", "#000000", "#00FFFF", "#FFFF00");
  }

  /** High contrast with a host's four colours (Power BI's {@code colorPalette}). */
  public static Theme highContrast(String foreground, String background, String selected,
      String hyperlink) {
    // Series alternate foreground and background fills (outlined in the foreground), so that
    // stacked segments and legend entries stay apart with four colours.
    return new Theme("high-contrast", background, foreground, foreground, foreground, background,
        foreground, selected, hyperlink, List.of(foreground, background), true);
  }

  /** A theme by name ({@code light}, {@code dark}, {@code high-contrast}), or null. */
  public static Theme named(String name) {
    return switch (name == null ? "" : name) {
      case "light" -> light();
      case "dark" -> dark();
      case "high-contrast" -> highContrastBlack();
      default -> null;
    };
  }

  /** The same theme with the host's series colours (ignored in high contrast). */
  public Theme withPalette(List<String> colours) {
    return highContrast || colours == null || colours.isEmpty() || colours.equals(POWER_BI)
        ? this : new Theme(name,
        background, foreground, muted, grid, surface, border, selected, hyperlink, colours, false);
  }

  /** The colour of series {@code i}. */
  public String series(int i) {
    return palette.get(Math.floorMod(i, palette.size()));
  }

  /** Every colour the theme can paint with (a high-contrast file uses only these). */
  public List<String> colours() {
    return List.of(background, foreground, muted, grid, surface, border, selected, hyperlink);
  }
}
