package hyperpbi.specification;

import java.util.List;
import java.util.Set;

/**
 * What the engine knows about one component type: its own properties (besides the shared ones),
 * which of them are required, which name a field of the component's dataset, and which hold
 * child components.
 *
 * @param control a control (select, slicer): {@code auto} trigger means change, {@code auto}
 *     external mode means filter
 * @param dataBound the component reads rows of a dataset
 * @param required alternatives separated by "|" (e.g. "category|drill")
 */
public record ComponentType(
    String name,
    boolean control,
    boolean dataBound,
    Set<String> properties,
    List<String> required,
    List<String> fieldProperties,
    List<String> fieldListProperties,
    List<String> childProperties) {}
