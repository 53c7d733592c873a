package hyperpbi.specification;

import com.eclipsesource.json.JsonObject;
import hyperpbi.sources.SourceDeclaration;
import java.util.List;
import java.util.Map;

/**
 * A specification after parsing, version handling, legacy migration, definition expansion,
 * strict structure checks and alias resolution of data and calculations.
 */
public record PreparedSpecification(JsonObject spec, String version,
    List<ComponentNode> components, Map<String, SourceDeclaration> remoteSources) {}
