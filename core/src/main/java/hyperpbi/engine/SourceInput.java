package hyperpbi.engine;

/**
 * One named source handed to the engine by a host, as text or base64 bytes.
 *
 * @param format csv, xlsx, json or dataview
 * @param text file text (csv, json, dataview), or null
 * @param base64 file bytes in base64 (xlsx), or null
 * @param dataPath json only: dotted path to the row array, or null
 * @param sheet xlsx only: load just this sheet, or null for every sheet
 */
public record SourceInput(
    String name, String format, String text, String base64, String dataPath, String sheet) {}
