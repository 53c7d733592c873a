package hyperpbi.interaction;

/**
 * Something a user can interact with: a component, or one layer of a map (each layer has its
 * own dataset view and interaction).
 *
 * @param key the component id, or {@code map/layer} for a map layer
 * @param layer the layer id (its {@code id}, else its index), or null for a component
 * @param pointer JSON pointer of the component or layer, for diagnostics
 * @param policy the universal policy: the declared {@code interaction} resolved, else the
 *     defaults event-specific {@code interactions} payloads run with, else none
 * @param dataset a fixed dataset (map layers), or null to use the component's current one
 * @param declared whether the site declares {@code interaction}: only then does a gesture no
 *     payload maps run the universal interaction (interactions.md: the three systems are
 *     independent, and {@code interactions} alone does not switch the universal one on)
 */
public record InteractionSite(String key, String component, String layer, String pointer,
    InteractionPolicy policy, String dataset, boolean declared) {

  /** Whether a gesture no event-specific payload maps runs the universal interaction. */
  boolean runsUniversal() {
    return declared && policy.enabled();
  }
}
