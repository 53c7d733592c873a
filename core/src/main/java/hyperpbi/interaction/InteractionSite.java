package hyperpbi.interaction;

/**
 * Something a user can interact with: a component, or one layer of a map (each layer has its
 * own dataset view and interaction).
 *
 * @param key the component id, or {@code map/layer} for a map layer
 * @param layer the layer id (its {@code id}, else its index), or null for a component
 * @param pointer JSON pointer of the component or layer, for diagnostics
 * @param dataset a fixed dataset (map layers), or null to use the component's current one
 */
public record InteractionSite(String key, String component, String layer, String pointer,
    InteractionPolicy policy, String dataset) {}
