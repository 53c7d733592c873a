package hyperpbi.render;

/** The space the layout gives a component's body, in CSS pixels. */
public record Box(double width, double height) {}
