package hyperpbi.specification;

import com.eclipsesource.json.JsonObject;

/**
 * One component found in the specification tree.
 *
 * @param dataset the dataset the component reads: its own, else its parent's, else powerbi
 */
public record ComponentNode(
    String id, ComponentType type, String pointer, JsonObject json, String dataset,
    String parentId) {}
