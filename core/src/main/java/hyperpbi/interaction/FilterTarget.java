package hyperpbi.interaction;

/** A Power BI model column a JSON filter targets. */
public record FilterTarget(String table, String column) {}
