package hyperpbi.ui;

/** A Power BI model column a JSON filter targets. */
public record FilterTarget(String table, String column) {}
