package hyperpbi.specification;

import hyperpbi.data.FieldMeta;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What components may select: evaluated datasets with their static schemas, declared remote
 * sources (dynamic schema until their first response), and datasets that failed.
 */
public record DatasetCatalog(
    Map<String, List<FieldMeta>> schemas, Set<String> dynamic, Set<String> failed) {}
